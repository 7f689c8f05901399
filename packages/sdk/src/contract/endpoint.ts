/**
 * Endpoints as data (method, path, permission, codecs), written once for the SDK's clients and the server's
 * routes. docs/api.md describes the same endpoints for people and is the independent source of the server's
 * permission-matrix test.
 */
import * as t from 'io-ts';
import type { Permissao } from '@rpj/domain';
import { entity, IdParametro } from './codec-helpers.ts';

/** The three services (spec §7). */
export type Servico = 'cadastro' | 'selo' | 'consulta';

/** HTTP methods the contract uses. */
export type Metodo = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint, in the grammar of docs/api.md: `público`, `autenticado`, `A e B` (all of them),
 * `novo: A / existente: B` (a save: the first set to create, the second to update). `conta` (written `+ conta`)
 * marks an endpoint that acts on an existing account: it also needs every permission that account holds
 * (security.md #14).
 */
export type RegraPermissao =
  | { readonly tipo: 'publico' }
  | { readonly tipo: 'autenticado' }
  | { readonly tipo: 'todas'; readonly permissoes: readonly Permissao[]; readonly conta?: true }
  | { readonly tipo: 'novoExistente'; readonly novo: readonly Permissao[]; readonly existente: readonly Permissao[]; readonly conta?: true };

/** One endpoint. */
export interface Endpoint<Params, Query, Body, Dados> {
  /** Stable name, `area.operation`. */
  readonly nome: string;
  readonly servico: Servico;
  readonly metodo: Metodo;
  /** Path with `:param` placeholders, e.g. `/usuario/:id`. */
  readonly path: string;
  readonly permissao: RegraPermissao;
  /** Path parameters. */
  readonly params?: t.Type<Params, unknown>;
  /** Query filters (pagination parameters are handled apart, see `ordenacao`). */
  readonly query?: t.Type<Query, unknown>;
  readonly body?: t.Type<Body, unknown>;
  /** The codec of `dados` in the response. */
  readonly dados: t.Type<Dados, unknown>;
  /** For paginated lists: the fields it may be sorted by. `undefined` for calls that are not lists. */
  readonly ordenacao?: readonly string[];
  /**
   * The answer is a printed document (`application/pdf`, named by `Content-Disposition`), not the JSON envelope;
   * `dados` is then {@link DocumentoCodec} and the client receives a {@link Documento}. Failures are still the
   * envelope.
   */
  readonly documento?: true;
  /**
   * A POST that only reads (a search whose filters travel in the body, kept out of URLs and logs): it is no write,
   * so its success drops nothing from the cache.
   */
  readonly somenteLeitura?: true;
  /**
   * Other areas of the same service whose reads a successful write here changes, by their path (e.g.
   * `['/grupo-usuario']` on a user's save: the groups list counts each group's users). A write always drops its
   * own area's cached reads; see {@link areasInvalidadas}. Ignored on reads.
   */
  readonly invalida?: readonly string[];
}

/** A printed document as a client receives it. */
export interface Documento {
  /** The file's name the server gave (RFC 5987 `filename*`), e.g. 'Ficha do usuário – João.pdf'. */
  readonly nomeArquivo: string;
  /** Its media type: 'application/pdf'. */
  readonly tipo: string;
  readonly conteudo: Blob;
}

/** The `dados` of a document endpoint: what the client reads from the answer's headers and body. */
export const DocumentoCodec: t.Type<Documento, unknown> = new t.Type<Documento, unknown>(
  'Documento',
  (u): u is Documento =>
    typeof u === 'object' && u !== null && typeof (u as Documento).nomeArquivo === 'string' && typeof (u as Documento).tipo === 'string' && (u as Documento).conteudo instanceof Blob,
  (u, c) => (DocumentoCodec.is(u) ? t.success(u) : t.failure(u, c, 'A resposta não é um documento.')),
  (d) => d,
);

/** Any endpoint. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a heterogeneous table of endpoints
export type AnyEndpoint = Endpoint<any, any, any, any>;

/** The rule text of docs/api.md for a rule. */
export function describePermission(regra: RegraPermissao): string {
  switch (regra.tipo) {
    case 'publico':
      return 'público';
    case 'autenticado':
      return 'autenticado';
    case 'todas':
      return `${regra.permissoes.join(' e ')}${regra.conta === true ? ' + conta' : ''}`;
    case 'novoExistente':
      return `novo: ${regra.novo.join(' e ')} / existente: ${regra.existente.join(' e ')}${regra.conta === true ? ' + conta' : ''}`;
  }
}

/** Declares an endpoint (the identity, typed: its codecs fix its parameter, query, body and answer types). */
export function endpoint<Params, Query, Body, Dados>(e: Endpoint<Params, Query, Body, Dados>): Endpoint<Params, Query, Body, Dados> {
  return e;
}

/** The area of a path: its first segment (`/usuario/:id` → `/usuario`). Every endpoint of an area lives under it. */
export function areaDoPath(path: string): string {
  return `/${path.split('/')[1] ?? ''}`;
}

/**
 * The areas (paths, in the endpoint's service) whose cached reads a successful call of this endpoint makes stale:
 * for a write — any method but GET, unless `somenteLeitura` — its own area and those it declares in `invalida`;
 * for a read, none.
 *
 * @example
 * ```ts
 * areasInvalidadas(USUARIO.salvar); // ['/usuario', '/grupo-usuario']
 * areasInvalidadas(USUARIO.listar); // []
 * ```
 */
export function areasInvalidadas(e: AnyEndpoint): readonly string[] {
  if (e.metodo === 'GET' || e.somenteLeitura === true) return [];
  return [areaDoPath(e.path), ...(e.invalida ?? [])];
}

/** Any signed-in user. */
export const autenticado: RegraPermissao = { tipo: 'autenticado' };

/** Every one of these permissions. */
export function todas(...permissoes: Permissao[]): RegraPermissao {
  return { tipo: 'todas', permissoes };
}

/** Acting on an existing account: these permissions and every permission that account holds (security.md #14). */
export function sobreConta(...permissoes: Permissao[]): RegraPermissao {
  return { tipo: 'todas', permissoes, conta: true };
}

/** Path parameters `{id}`. */
export const IdParams = entity('IdParams', { id: IdParametro }, {});
