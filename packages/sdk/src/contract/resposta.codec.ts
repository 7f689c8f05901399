/**
 * The standard response envelope and the page shape (spec §3), as codecs pinned to the domain's types.
 */
import * as t from 'io-ts';
import {
  TIPOS_RESPOSTA,
  isPermissao,
  type ErroCampo,
  type EstadoOrdenacao,
  type Pageable,
  type Pagina,
  type Permissao,
  type RespostaPadrao,
  type TipoResposta,
} from '@rpj/domain';
import { entity, EntityType, Inteiro, oneOf } from './codec-helpers.ts';

/** A response type. */
export const TipoRespostaCodec: t.Type<TipoResposta, TipoResposta> = oneOf(TIPOS_RESPOSTA, 'TipoResposta');

/** A field error. */
export const ErroCampoCodec: t.Type<ErroCampo, unknown> = entity('ErroCampo', { campo: t.string, mensagem: t.string }, {});

/**
 * A list of permission names. Names this version does not know are dropped rather than failing the whole
 * response, so a newer service does not break an older client; a value that is not a list of strings fails.
 */
export const PermissoesCodec: t.Type<readonly Permissao[], readonly string[]> = new t.Type<
  readonly Permissao[],
  readonly string[]
>(
  'Permissoes',
  (u): u is readonly Permissao[] => Array.isArray(u) && u.every(isPermissao),
  (u, c) => {
    const decoded = t.readonlyArray(t.string).validate(u, c);
    return decoded._tag === 'Left' ? decoded : t.success(decoded.right.filter(isPermissao));
  },
  (a) => a,
);

/** Only the envelope, whatever `dados` holds: used to read error bodies. */
export const EnvelopeCodec = entity(
  'RespostaPadrao',
  { tipoResposta: TipoRespostaCodec },
  { mensagens: t.readonlyArray(t.string), dados: t.unknown, erros: t.readonlyArray(ErroCampoCodec) },
);

/**
 * The envelope around `dados` of a given codec. `mensagens` defaults to [] and `tipoResposta` to INFO (spec §3)
 * when absent; `dados` must decode when the codec requires it.
 *
 * @example
 * ```ts
 * respostaCodec(UsuarioCodec).decode(json); // Either<Errors, RespostaPadrao<Usuario> & { dados: Usuario }>
 * ```
 */
export function respostaCodec<A, O>(
  dados: t.Type<A, O>,
): t.Type<RespostaPadrao<A> & { readonly dados: A }, unknown> {
  const inner = t.intersection([
    t.exact(t.type({ dados })),
    t.exact(
      t.partial({
        mensagens: t.readonlyArray(t.string),
        tipoResposta: TipoRespostaCodec,
        erros: t.readonlyArray(ErroCampoCodec),
        cached: t.boolean,
      }),
    ),
  ]);
  return new EntityType(`RespostaPadrao<${dados.name}>`, inner, ({ mensagens = [], tipoResposta = 'INFO', ...rest }) => ({
    ...rest,
    mensagens,
    tipoResposta,
  }));
}

const EstadoOrdenacaoCodec: t.Type<EstadoOrdenacao, unknown> = entity(
  'EstadoOrdenacao',
  { sorted: t.boolean, unsorted: t.boolean, empty: t.boolean },
  {},
);

const PageableCodec: t.Type<Pageable, unknown> = entity(
  'Pageable',
  {
    pageNumber: Inteiro,
    pageSize: Inteiro,
    offset: Inteiro,
    paged: t.boolean,
    unpaged: t.boolean,
    sort: EstadoOrdenacaoCodec,
  },
  {},
);

/** A page of items of a given codec (Spring's Page plus `number` and `sortBy`). */
export function paginaCodec<A, O>(item: t.Type<A, O>): t.Type<Pagina<A>, unknown> {
  return entity(
    `Pagina<${item.name}>`,
    {
      content: t.readonlyArray(item),
      pageable: PageableCodec,
      totalElements: Inteiro,
      totalPages: Inteiro,
      last: t.boolean,
      first: t.boolean,
      numberOfElements: Inteiro,
      size: Inteiro,
      number: Inteiro,
      sort: EstadoOrdenacaoCodec,
      empty: t.boolean,
    },
    { sortBy: t.string },
  );
}

/** A response with no `dados` (removals, for instance). */
export const Vazio: t.Type<undefined, unknown> = new t.Type<undefined, unknown>(
  'Vazio',
  (u): u is undefined => u === undefined,
  () => t.success(undefined),
  () => undefined,
);
