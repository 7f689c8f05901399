/** The DBE conferral (`/dbe`) of the registration service; its demo DBEs go to the consultation service's data set. */
import type { AreaServidor } from '../http/area.ts';
import { registrarRotasDbe } from './dbe.routes.ts';
import { semearDbe } from './dbe.seed.ts';

export const dbe: AreaServidor = {
  nome: 'dbe',
  servico: 'cadastro',
  registrarRotas: registrarRotasDbe,
  migracoes: new URL('./migrations/', import.meta.url),
  semear: semearDbe,
};
