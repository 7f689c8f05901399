/** Registration in the books (`/registro`) of the registration service: the volumes, what was written, the certificate. */
import type { AreaServidor } from '../http/area.ts';
import { registrarRotasRegistros } from './registros.routes.ts';
import { semearRegistros } from './registros.seed.ts';

export const registros: AreaServidor = {
  nome: 'registros',
  servico: 'cadastro',
  registrarRotas: registrarRotasRegistros,
  migracoes: new URL('./migrations/', import.meta.url),
  semear: (db, opcoes) => semearRegistros(db, opcoes),
};
