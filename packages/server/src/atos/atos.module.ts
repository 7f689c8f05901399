/** The catalogue of acts (`/ato`) of the registration service: what intake, examination and conference read. */
import type { AreaServidor } from '../http/area.ts';
import { registrarRotasAtos } from './atos.routes.ts';
import { semearAtos } from './atos.seed.ts';

export const atos: AreaServidor = {
  nome: 'atos',
  servico: 'cadastro',
  registrarRotas: registrarRotasAtos,
  migracoes: new URL('./migrations/', import.meta.url),
  semear: semearAtos,
  unicos: { tipo_ato_codigo_key: { campo: 'codigo', mensagem: 'Já existe um tipo de ato com este código.' } },
  emUso: { servico_tipo_ato_fkey: 'Há serviços deste tipo de ato: troque o tipo desses serviços antes de excluí-lo.' },
};
