/** The reference court (issue 29), answered by the seal service: GO's SEE for tests, the demo and the bench. */
import type { AreaServidor } from '../http/area.ts';
import { registrarRotasTribunal } from './tribunal.routes.ts';

export const tribunal: AreaServidor = {
  nome: 'tribunal',
  servico: 'selo',
  registrarRotas: registrarRotasTribunal,
  migracoes: new URL('./migrations/', import.meta.url),
};
