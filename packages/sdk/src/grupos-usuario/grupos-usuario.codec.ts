/**
 * Wire codecs of user groups (registration service, /grupo-usuario).
 */
import * as t from 'io-ts';
import {
  isPermissao,
  type FiltroGrupos,
  type GrupoUsuario,
  type GrupoUsuarioResumo,
  type GrupoUsuarioSalvar,
  type Permissao,
} from '@rpj/domain';
import { corpoSalvar, entity, Id, Inteiro, refine, texto } from '../contract/codec-helpers.ts';
import { PermissoesCodec } from '../contract/resposta.codec.ts';

/** A group with its permissions. */
export const GrupoUsuarioCodec: t.Type<GrupoUsuario, unknown> = entity(
  'GrupoUsuario',
  { id: Id, nome: t.string, permissoes: PermissoesCodec, versao: Inteiro },
  { descricao: t.string },
);

/** A row of the groups list. */
export const GrupoUsuarioResumoCodec: t.Type<GrupoUsuarioResumo, unknown> = entity(
  'GrupoUsuarioResumo',
  { id: Id, nome: t.string, quantidadeUsuarios: Inteiro, quantidadePermissoes: Inteiro },
  { descricao: t.string },
);

/** Permission names in a request: unknown names are refused, naming the field. */
export const PermissoesSalvar: t.Type<readonly Permissao[], readonly string[]> = refine(
  t.readonlyArray(t.string),
  (names) => names.every((n) => isPermissao(n) && n !== 'NULL'),
  'Permissão desconhecida: escolha as permissões do catálogo.',
  'PermissoesSalvar',
) as t.Type<readonly Permissao[], readonly string[]>;

/** Message of a group name that is not upper case. */
export const MENSAGEM_NOME_GRUPO = 'Nome do grupo inválido: use de 2 a 60 letras maiúsculas, dígitos, espaço ou sublinhado.';

/** The body of `POST /grupo-usuario`. */
export const GrupoUsuarioSalvarCodec: t.Type<GrupoUsuarioSalvar, unknown> = corpoSalvar(
  entity(
    'GrupoUsuarioSalvar',
    {
      nome: refine(texto(60, 'NomeGrupo'), (n) => /^[A-Z0-9][A-Z0-9 _]{1,59}$/.test(n), MENSAGEM_NOME_GRUPO),
      permissoes: PermissoesSalvar,
    },
    { id: Id, versao: Inteiro, descricao: texto(255, 'Descricao') },
  ),
);

/** The filters of `GET /grupo-usuario/listar`. */
export const FiltroGruposCodec: t.Type<FiltroGrupos, unknown> = entity('FiltroGrupos', {}, { nome: texto(60, 'Nome') });
