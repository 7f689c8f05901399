/**
 * The scanned archive (`/digitalizacao`, issue 31) of the registration service: files sent in parts, read by their
 * content, kept by the platform's storage and attached to a process; their pages read by OCR in the background.
 */
import type { AreaServidor } from '../http/area.ts';
import { registrarRotasDigitalizacoes } from './digitalizacoes.routes.ts';
import { semearDigitalizacoes } from './digitalizacoes.seed.ts';
import { tarefaLerDigitalizacao } from './digitalizacoes.service.ts';

export const digitalizacoes: AreaServidor = {
  nome: 'digitalizacoes',
  servico: 'cadastro',
  registrarRotas: registrarRotasDigitalizacoes,
  migracoes: new URL('./migrations/', import.meta.url),
  tarefas: (db, opcoes) => [tarefaLerDigitalizacao(db, opcoes.arquivos)],
  semear: semearDigitalizacoes,
};
