/** Wire codecs of distribution groups (registration service, /grupo-distribuicao). */
import * as t from 'io-ts';
import { GRUPO_DISTRIBUICAO_MAXIMO as M, type Ausencia, type FiltroGruposDistribuicao, type GrupoDistribuicao, type GrupoDistribuicaoListaItem, type GrupoDistribuicaoSalvar, type MembroGrupo } from '@rpj/domain';
import { corpoSalvar, data, entity, Id, Inteiro, refine, texto } from '../contract/codec-helpers.ts';

const AusenciaCodec: t.Type<Ausencia, unknown> = entity('Ausencia', { de: data('Início'), ate: data('Fim') }, { motivo: texto(M.motivo, 'Motivo') });
const AusenciaLida: t.Type<Ausencia, unknown> = entity('Ausencia', { de: t.string, ate: t.string }, { motivo: t.string });

const lista = <A,>(codec: t.Type<A, unknown>, maximo: number, nome: string): t.Type<readonly A[], unknown> =>
  refine(t.readonlyArray(codec), (l) => l.length <= maximo, `Informe no máximo ${String(maximo)}.`, nome);

const MembroCodec: t.Type<MembroGrupo, unknown> = entity('MembroGrupo', { usuarioId: Id, ausencias: t.readonlyArray(AusenciaLida) }, { nome: t.string });

export const GrupoDistribuicaoCodec: t.Type<GrupoDistribuicao, unknown> = entity(
  'GrupoDistribuicao',
  { id: Id, versao: Inteiro, nome: t.string, ativo: t.boolean, tiposAto: t.readonlyArray(t.string), membros: t.readonlyArray(MembroCodec) },
  {},
);

export const GrupoDistribuicaoListaItemCodec: t.Type<GrupoDistribuicaoListaItem, unknown> = entity(
  'GrupoDistribuicaoListaItem',
  { id: Id, versao: Inteiro, nome: t.string, ativo: t.boolean, tiposAto: t.readonlyArray(t.string), membros: Inteiro, ausentesHoje: Inteiro },
  {},
);

export const GrupoDistribuicaoSalvarCodec: t.Type<GrupoDistribuicaoSalvar, unknown> = corpoSalvar(
  entity(
    'GrupoDistribuicaoSalvar',
    {
      nome: texto(M.nome, 'Nome'),
      ativo: t.boolean,
      tiposAto: lista(texto(M.tipoAto, 'Tipo de ato'), M.tiposAto, 'Tipos de ato'),
      membros: lista(entity('Membro', { usuarioId: Id, ausencias: lista(AusenciaCodec, M.ausencias, 'Ausências') }, {}), M.membros, 'Membros'),
    },
    { id: Id, versao: Inteiro },
  ),
);

export const FiltroGruposDistribuicaoCodec: t.Type<FiltroGruposDistribuicao, unknown> = entity('FiltroGruposDistribuicao', {}, { nome: texto(M.nome, 'Nome') });
