/**
 * Registers the routes of the contract. A route exists only through `registerEndpoint`, which takes the
 * endpoint of @rpj/sdk/contract: method, path, permission rule and codecs come from there, so every route
 * declares its permission and decodes what it receives with the same codecs as the SDK (security.md #6, #12).
 */
import type { AcessoTribunal } from '../selos/tribunais/tribunal.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type * as t from 'io-ts';
import {
  parsePaginationQuery,
  respostaPadrao,
  type ErroCampo,
  type Paginacao,
  type Permissao,
  type TipoResposta,
} from '@rpj/domain';
import { describePermission, fieldErrors, type Endpoint, type RegraPermissao } from '@rpj/sdk/contract';
import { resolvePrincipal, type Identificacao, type Principal } from '../auth/principal.ts';
import type { TokenVerifier } from '../auth/token-verifier.ts';
import type { Db } from '../db/client.ts';
import type { ProviderAccounts } from '../identity/provider-accounts.ts';
import { ApiError, invalidInput } from './api-error.ts';
import type { Fila } from '../jobs/fila.ts';
import type { Armazenamento } from '../storage/arquivos.ts';
import { disposicaoInline, type Impressao } from '../printing/pdf.ts';

/** What a handler gets. */
export interface Contexto<P, Q, B> {
  readonly params: P;
  readonly query: Q;
  readonly body: B;
  readonly paginacao: Paginacao;
  /** The signed-in user; on public endpoints an anonymous one without permissions. */
  readonly principal: Principal;
  readonly requestId: string;
  /** The client's address (behind the configured proxies): what a public endpoint's rate limit counts. */
  readonly ip: string;
  readonly db: Db;
  readonly log: FastifyRequest['log'];
}

/** What a handler answers. */
export interface Resultado<D> {
  readonly dados: D;
  readonly mensagens?: readonly string[];
  readonly tipoResposta?: TipoResposta;
  readonly status?: number;
}

/** The route configuration every API route carries, read by the route-walk test. */
export interface RouteDeclaration {
  readonly permissao: RegraPermissao;
  readonly endpoint: string;
}

/** What the routes need from the app. */
export interface RouteDeps {
  readonly db: Db;
  readonly verifier: TokenVerifier;
  /** How a token's subject is resolved to a user (security.md #14). */
  readonly identificacao: Identificacao;
  /** The provider's side of accounts: password resets and ending sessions (embedded, Keycloak, or neither). */
  readonly accounts: ProviderAccounts;
  /** Kept files (storage/arquivos.ts). */
  readonly arquivos: Armazenamento;
  /** The queue of background work: a handler sends tasks to it (jobs/fila.ts). */
  readonly fila: Fila;
  /** What printed documents need: the letterhead, the app's address, the clock (printing/pdf.ts). */
  readonly impressao: Impressao;
  /** How the office reaches its state court's seal service (selos/tribunais/tribunal.ts). */
  readonly tribunal: AcessoTribunal;
}

const SESSAO_INVALIDA = 'Sessão inválida ou expirada: entre novamente.';

async function authenticate(request: FastifyRequest, deps: RouteDeps): Promise<Principal> {
  const header = request.headers.authorization;
  const token = header?.startsWith('Bearer ') === true ? header.slice(7).trim() : '';
  if (token === '') throw new ApiError(401, SESSAO_INVALIDA);
  let claims;
  try {
    claims = await deps.verifier(token);
  } catch (error) {
    request.log.info({ err: error }, 'token refused');
    throw new ApiError(401, SESSAO_INVALIDA);
  }
  // Every access token names its subject (RFC 9068); one that does not speaks for nobody.
  if (typeof claims.sub !== 'string' || claims.sub === '') throw new ApiError(401, SESSAO_INVALIDA);
  const principal = await resolvePrincipal(deps.db, claims, deps.identificacao, request.id);
  if (principal === undefined) throw new ApiError(401, 'Usuário não cadastrado neste cartório: procure o administrador.');
  if (!principal.ativo) throw new ApiError(401, 'Usuário inativo: procure o administrador do cartório.');
  return principal;
}

/** 403 naming what is missing (security.md #6). */
export function forbidden(missing: readonly Permissao[]): ApiError {
  return new ApiError(403, `Usuário não possui permissão para esta operação. Permissão necessária: ${missing.join(', ')}.`);
}

function missingOf(principal: Principal, required: readonly Permissao[]): readonly Permissao[] {
  return required.filter((p) => !principal.permissoes.has(p));
}

/** Checks a rule that does not depend on the body; a save's rule is settled once its body is read. */
function authorizeBeforeBody(principal: Principal, regra: RegraPermissao): void {
  if (regra.tipo === 'todas') {
    const missing = missingOf(principal, regra.permissoes);
    if (missing.length > 0) throw forbidden(missing);
  } else if (regra.tipo === 'novoExistente') {
    if (missingOf(principal, regra.novo).length > 0 && missingOf(principal, regra.existente).length > 0) {
      throw new ApiError(403, `Usuário não possui permissão para esta operação. Permissão necessária: ${describePermission(regra)}.`);
    }
  }
}

function authorizeSave(principal: Principal, regra: RegraPermissao, body: unknown): void {
  if (regra.tipo !== 'novoExistente') return;
  const existing = typeof body === 'object' && body !== null && (body as { id?: unknown }).id !== undefined;
  const missing = missingOf(principal, existing ? regra.existente : regra.novo);
  if (missing.length > 0) throw forbidden(missing);
}

/** The caller of a public endpoint. */
const ANONIMO: Principal = { id: 0, login: '', ativo: true, permissoes: new Set() };

/** Decodes a value with a codec, collecting field errors; `undefined` when there is no codec or it fails. */
function decodeInto<T>(codec: t.Type<T, unknown> | undefined, value: unknown, erros: ErroCampo[]): T | undefined {
  if (codec === undefined) return undefined;
  const result = codec.decode(value ?? {});
  if (result._tag === 'Right') return result.right;
  erros.push(...fieldErrors(result.left));
  return undefined;
}

/** Authenticates, authorises and decodes a request for an endpoint: the handler's context. */
async function contextoDe<P, Q, B, D>(request: FastifyRequest, deps: RouteDeps, endpoint: Endpoint<P, Q, B, D>): Promise<Contexto<P, Q, B>> {
  const principal = endpoint.permissao.tipo === 'publico' ? ANONIMO : await authenticate(request, deps);
  authorizeBeforeBody(principal, endpoint.permissao);

  const erros: ErroCampo[] = [];
  const { page, size, sort, ...filters } = request.query as Record<string, unknown>;
  const params = decodeInto(endpoint.params, request.params, erros);
  const query = decodeInto(endpoint.query, filters, erros);
  let paginacao: Paginacao = { pageNumber: 0, pageSize: 10 };
  if (endpoint.ordenacao !== undefined) {
    // A repeated parameter arrives as an array: read as its JSON text, it fails like any other bad value.
    const text = (v: unknown): string | undefined => (v === undefined || typeof v === 'string' ? v : JSON.stringify(v));
    const read = parsePaginationQuery({ page: text(page), size: text(size), sort: text(sort) }, endpoint.ordenacao);
    if (read.ok) paginacao = read.value;
    else erros.push(...read.erros);
  }
  let body: B | undefined;
  if (endpoint.body !== undefined) {
    if (request.body === undefined || request.body === null) erros.push({ campo: '', mensagem: 'Envie os dados no corpo da requisição, em JSON.' });
    else body = decodeInto(endpoint.body, request.body, erros);
  }
  if (erros.length > 0) throw invalidInput(erros);
  authorizeSave(principal, endpoint.permissao, body);
  return {
    params: params as P,
    query: query as Q,
    body: body as B,
    paginacao,
    principal,
    requestId: request.id,
    ip: request.ip,
    db: deps.db,
    log: request.log,
  };
}

/** Adds an endpoint's route, declaring its permission rule (the matrix and the route check read it). */
function rota<P, Q, B, D>(app: FastifyInstance, endpoint: Endpoint<P, Q, B, D>, handler: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>): void {
  const declaration: RouteDeclaration = { permissao: endpoint.permissao, endpoint: endpoint.nome };
  app.route({ method: endpoint.metodo, url: endpoint.path, config: declaration, handler });
}

/** Registers one endpoint of the contract with its handler. */
export function registerEndpoint<P, Q, B, D>(
  app: FastifyInstance,
  deps: RouteDeps,
  endpoint: Endpoint<P, Q, B, D>,
  handler: (contexto: Contexto<P, Q, B>) => Promise<Resultado<D>>,
): void {
  rota(app, endpoint, async (request, reply) => {
    const resultado = await handler(await contextoDe(request, deps, endpoint));
    const dados = endpoint.dados.encode(resultado.dados);
    const options = {
      ...(resultado.mensagens === undefined ? {} : { mensagens: resultado.mensagens }),
      tipoResposta: resultado.tipoResposta ?? 'OK',
    };
    return reply.status(resultado.status ?? 200).send(respostaPadrao(dados, options));
  });
}

/**
 * Registers an endpoint whose `dados` the database writes as JSON text (a year of a report is hundreds of thousands
 * of rows: made into objects and written back, they would cost more than reading them). The handler answers that
 * text, already in the shape of the endpoint's codec; it goes out inside the usual envelope, unparsed.
 */
export function registerEndpointJson<P, Q, B, D>(app: FastifyInstance, deps: RouteDeps, endpoint: Endpoint<P, Q, B, D>, handler: (contexto: Contexto<P, Q, B>) => Promise<string>): void {
  rota(app, endpoint, async (request, reply) => {
    const dados = await handler(await contextoDe(request, deps, endpoint));
    return reply.type('application/json; charset=utf-8').send(`{"mensagens":[],"tipoResposta":"OK","dados":${dados}}`);
  });
}

/** A printed document: its file name (with its accents) and its PDF (or a kept file's bytes, with their `tipo`). */
export interface DocumentoImpresso {
  readonly nomeArquivo: string;
  readonly pdf: Buffer;
  readonly tipo?: string;
}

/**
 * Registers a document endpoint of the contract (`documento: true`, docs/api.md "Printed documents"): the same
 * authentication, authorisation and decoding, then the PDF inline, named with RFC 5987 (never cached: every answer
 * of the services is `no-store`).
 */
export function registerDocumento<P, Q, B, D>(
  app: FastifyInstance,
  deps: RouteDeps,
  endpoint: Endpoint<P, Q, B, D>,
  handler: (contexto: Contexto<P, Q, B>) => Promise<DocumentoImpresso>,
): void {
  if (endpoint.documento !== true) throw new Error(`${endpoint.nome} is not a document endpoint`);
  rota(app, endpoint, async (request, reply) => {
    const documento = await handler(await contextoDe(request, deps, endpoint));
    return reply.type(documento.tipo ?? 'application/pdf').header('Content-Disposition', disposicaoInline(documento.nomeArquivo)).send(documento.pdf);
  });
}
