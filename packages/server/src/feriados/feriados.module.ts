/** The office's calendar (`/feriado`) of the registration service: its holidays and the year's days without service. */
import type { AreaServidor } from '../http/area.ts';
import { registrarRotasFeriados } from './feriados.routes.ts';
import { semearFeriados } from './feriados.seed.ts';

export const feriados: AreaServidor = {
  nome: 'feriados',
  servico: 'cadastro',
  registrarRotas: registrarRotasFeriados,
  migracoes: new URL('./migrations/', import.meta.url),
  semear: semearFeriados,
  unicos: { feriado_data_abrangencia_key: { campo: 'data', mensagem: 'Já há um feriado desta abrangência nesta data.' } },
};
