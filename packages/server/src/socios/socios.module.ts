/** Persons and boards of the registration service: the tables, the person search (`/socio`) and the demo boards. */
import type { AreaServidor } from '../http/area.ts';
import { registrarRotasSocios } from './socios.routes.ts';
import { semearSocios } from './socios.seed.ts';

export const socios: AreaServidor = {
  nome: 'socios',
  servico: 'cadastro',
  registrarRotas: registrarRotasSocios,
  migracoes: new URL('./migrations/', import.meta.url),
  semear: semearSocios,
  unicos: { pessoa_documento_key: { campo: 'documento', mensagem: 'Já existe uma pessoa com este CPF ou CNPJ.' } },
};
