/** The conference of confirmed titles (`/conferencia`) of the registration service. */
import type { AreaServidor } from '../http/area.ts';
import { registrarRotasConferencias } from './conferencias.routes.ts';

export const conferencias: AreaServidor = {
  nome: 'conferencias',
  servico: 'cadastro',
  registrarRotas: registrarRotasConferencias,
  migracoes: new URL('./migrations/', import.meta.url),
};
