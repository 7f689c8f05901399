/** The financial reports (`/relatorio`) of the registration service: the indexes they read by, the saved views, the demo's quotes. */
import type { AreaServidor } from '../http/area.ts';
import { registrarRotasRelatorios } from './relatorios.routes.ts';
import { semearRelatorios } from './relatorios.seed.ts';

export const relatorios: AreaServidor = {
  nome: 'relatorios',
  servico: 'cadastro',
  registrarRotas: registrarRotasRelatorios,
  migracoes: new URL('./migrations/', import.meta.url),
  semear: semearRelatorios,
};
