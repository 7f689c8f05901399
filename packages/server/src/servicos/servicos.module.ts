/** Services, their fee tables, the catalogue of acts and quotes (`/servico`, `/cotacao`) of the registration service. */
import type { AreaServidor } from '../http/area.ts';
import { registrarRotasServicos } from './servicos.routes.ts';
import { semearServicos } from './servicos.seed.ts';

export const servicos: AreaServidor = {
  nome: 'servicos',
  servico: 'cadastro',
  registrarRotas: registrarRotasServicos,
  migracoes: new URL('./migrations/', import.meta.url),
  semear: semearServicos,
  unicos: { servico_codigo_key: { campo: 'codigo', mensagem: 'Já existe um serviço com este código.' } },
};
