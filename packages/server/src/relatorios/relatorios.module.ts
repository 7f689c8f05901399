/** The financial reports (`/relatorio`) of the registration service: no tables of their own, the indexes they read by. */
import type { AreaServidor } from '../http/area.ts';
import { registrarRotasRelatorios } from './relatorios.routes.ts';

export const relatorios: AreaServidor = {
  nome: 'relatorios',
  servico: 'cadastro',
  registrarRotas: registrarRotasRelatorios,
  migracoes: new URL('./migrations/', import.meta.url),
};
