/**
 * Wire codecs of the permission catalogue (registration service, /permissao). The names are fixed by the code;
 * the service edits labels, descriptions and which groups hold each permission.
 */
import * as t from 'io-ts';
import {
  ACOES_PERMISSAO,
  AREAS_PERMISSAO,
  PERMISSAO,
  type FiltroPermissoes,
  type GrupoRef,
  type Permissao,
  type PermissaoDetalhe,
  type PermissaoSalvar,
} from '@rpj/domain';
import { entity, Id, Inteiro, oneOf, texto } from '../contract/codec-helpers.ts';

const NomePermissao: t.Type<Permissao, Permissao> = oneOf(Object.values(PERMISSAO), 'Permissao');

const GrupoRefCodec: t.Type<GrupoRef, unknown> = entity('GrupoRef', { id: Id, nome: t.string }, {});

/** A permission with its groups. */
export const PermissaoDetalheCodec: t.Type<PermissaoDetalhe, unknown> = entity(
  'PermissaoDetalhe',
  {
    id: Id,
    nome: NomePermissao,
    area: oneOf(AREAS_PERMISSAO, 'AreaPermissao'),
    acao: oneOf(ACOES_PERMISSAO, 'AcaoPermissao'),
    rotulo: t.string,
    grupos: t.readonlyArray(GrupoRefCodec),
    versao: Inteiro,
  },
  { descricao: t.string },
);

/** Message of a permission body without id: the catalogue is fixed. */
export const MENSAGEM_CATALOGO_FIXO =
  'As permissões do sistema são fixas: não é possível criar nem remover permissões. Edite o rótulo, a descrição ou os grupos de uma permissão existente.';

/** The body of `POST /permissao`: an existing permission only. */
export const PermissaoSalvarCodec: t.Type<PermissaoSalvar, unknown> = entity(
  'PermissaoSalvar',
  {
    id: new t.Type<number, number>('IdPermissao', Id.is, (u, c) => (u === undefined ? t.failure(u, c, MENSAGEM_CATALOGO_FIXO) : Id.validate(u, c)), t.identity),
    versao: Inteiro,
    rotulo: texto(80, 'Rotulo'),
    grupoIds: t.readonlyArray(Id),
  },
  { descricao: texto(255, 'Descricao') },
);

/** The filters of `GET /permissao/listar`. */
export const FiltroPermissoesCodec: t.Type<FiltroPermissoes, unknown> = entity(
  'FiltroPermissoes',
  {},
  { area: oneOf(AREAS_PERMISSAO, 'AreaPermissao'), busca: texto(80, 'Busca') },
);
