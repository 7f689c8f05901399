/** Distribution groups' endpoints (registration service, `/grupo-distribuicao`), as data. */
import { PERMISSAO as P } from '@rpj/domain';
import { endpointsDeRegistros } from '../contract/registros.ts';
import { FiltroGruposDistribuicaoCodec, GrupoDistribuicaoCodec, GrupoDistribuicaoListaItemCodec, GrupoDistribuicaoSalvarCodec } from './grupos-distribuicao.codec.ts';

const permissoes = { visualizar: P.VISUALIZAR_GRUPOS_DISTRIBUICAO, criar: P.CRIAR_GRUPOS_DISTRIBUICAO, editar: P.EDITAR_GRUPOS_DISTRIBUICAO, remover: P.REMOVER_GRUPOS_DISTRIBUICAO };

export const GRUPO_DISTRIBUICAO_ENDPOINTS = endpointsDeRegistros({
  nome: 'grupoDistribuicao',
  path: '/grupo-distribuicao',
  permissoes,
  registro: GrupoDistribuicaoCodec,
  linha: GrupoDistribuicaoListaItemCodec,
  salvar: GrupoDistribuicaoSalvarCodec,
  filtro: FiltroGruposDistribuicaoCodec,
  ordenacao: ['nome'],
});
