/**
 * The electronic seals (`/selo`) of the seal service (port 8141): imports read by a background task, the stock,
 * manual sealing and voiding; the registration seals its acts through `selarAto`.
 */
import type { AreaServidor } from '../http/area.ts';
import { registrarRotasSelos } from './selos.routes.ts';
import { semearSelos } from './selos.seed.ts';
import { tarefaImportarSelos } from './selos.service.ts';
import { tarefasDeEnvio } from './envio.service.ts';

export const selos: AreaServidor = {
  nome: 'selos',
  servico: 'selo',
  registrarRotas: registrarRotasSelos,
  migracoes: new URL('./migrations/', import.meta.url),
  tarefas: (db, opcoes) => [tarefaImportarSelos(db), ...tarefasDeEnvio(db, opcoes)],
  semear: semearSelos,
};
