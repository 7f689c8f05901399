/** Distribution groups (`/grupo-distribuicao`) of the registration service. */
import type { AreaServidor } from '../http/area.ts';
import { registrarRotasGruposDistribuicao } from './grupos-distribuicao.routes.ts';
import { semearGruposDistribuicao } from './grupos-distribuicao.seed.ts';

export const gruposDistribuicao: AreaServidor = {
  nome: 'grupos-distribuicao',
  servico: 'cadastro',
  registrarRotas: registrarRotasGruposDistribuicao,
  migracoes: new URL('./migrations/', import.meta.url),
  semear: semearGruposDistribuicao,
  unicos: { grupo_distribuicao_nome: { campo: 'nome', mensagem: 'Já existe um grupo de distribuição com este nome.' } },
};
