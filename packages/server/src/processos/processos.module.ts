/** Processes (`/processo`) and the public request lookup (`/consulta-solicitacao`) of the registration service. */
import type { AreaServidor } from '../http/area.ts';
import { registrarRotasProcessos } from './processos.routes.ts';
import { semearProcessos } from './processos.seed.ts';

export const processos: AreaServidor = {
  nome: 'processos',
  servico: 'cadastro',
  registrarRotas: registrarRotasProcessos,
  migracoes: new URL('./migrations/', import.meta.url),
  semear: (db, opcoes) => semearProcessos(db, opcoes),
};
