/**
 * The server under test: the real services on a fresh copy of the migrated template (PGlite, or PostgreSQL when
 * the run has one), trusting a test issuer whose keys are served over HTTP, called through @rpj/sdk.
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { createRpjSdk, isHttpError, type HttpError, type RpjSdk } from '@rpj/sdk';
import type { Servico } from '@rpj/sdk/contract';
import { loadConfig } from '../src/config.ts';
import { openPglite, openPostgres, type Database } from '../src/db/client.ts';
import { startServices, type RunningServices } from '../src/services.ts';
import { embeddedAccounts } from '../src/identity/provider-accounts.ts';
import type { LogAcesso } from '../src/identity/interactions.ts';
import type { LimitesAcesso } from '../src/identity/rate-limit.ts';

export { startTestIssuer, type TestIssuer } from './test-issuer.ts';
import { startTestIssuer, type TestIssuer } from './test-issuer.ts';

/** A fresh database cloned from the run's template; on PostgreSQL, with its URL (for a second process). */
export async function cloneTemplate(): Promise<{ database: Database; drop: () => Promise<void>; url?: string }> {
  const postgresUrl = inject('postgresUrl');
  if (postgresUrl === '') {
    const blob = new Blob([await readFile(inject('pgliteTemplate'))]);
    const database = await openPglite({ loadDataDir: blob });
    return { database, drop: () => database.close() };
  }
  const name = `rpj_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
  await admin.end();
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString());
  return {
    database,
    url: url.toString(),
    drop: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: postgresUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/** A response body as a test reads it. */
export interface RespostaJson {
  readonly dados?: unknown;
  readonly mensagens: readonly string[];
  readonly tipoResposta: string;
  readonly erros?: readonly { readonly campo: string; readonly mensagem: string }[];
}

/** The running server of one test file. */
export interface TestServer {
  readonly services: RunningServices;
  readonly database: Database;
  readonly issuer: TestIssuer;
  /** The SDK signed in as a login (a demo user or one the test created). */
  sdk(login: string): RpjSdk;
  /** A raw request with a token for a login (or none), for what the SDK would never send. */
  request(method: string, path: string, options?: { login?: string; body?: unknown; rawBody?: string; headers?: Record<string, string>; servico?: Servico }): Promise<{ status: number; body: RespostaJson; headers: Headers }>;
  close(): Promise<void>;
}

/** The environment of services under test: loopback, free ports (the app's too), no logs, plus `extra`. */
export function testEnv(extra: Readonly<Record<string, string>> = {}): Record<string, string> {
  return {
    RPJ_HOST: '127.0.0.1',
    RPJ_CADASTRO_PORT: '0',
    RPJ_SELO_PORT: '0',
    RPJ_CONSULTA_PORT: '0',
    RPJ_APP_PORT: '0',
    RPJ_SMTP_PORT: '0',
    RPJ_LOG_LEVEL: 'silent',
    ...extra,
  };
}

export async function startTestServer(opcoes: { readonly logStream?: NodeJS.WritableStream } = {}): Promise<TestServer> {
  const issuer = await startTestIssuer();
  const { database, drop } = await cloneTemplate();
  // With a log stream, the services log at `info` into it (a test reads what they would write).
  const config = loadConfig(testEnv({ RPJ_ISSUER: issuer.url, ...(opcoes.logStream === undefined ? {} : { RPJ_LOG_LEVEL: 'info' }) }));
  // The issuer is a test's (external): passwords and sessions still live in the database, as with the embedded provider.
  const services = await startServices(config, { database, accounts: embeddedAccounts, ...(opcoes.logStream === undefined ? {} : { logStream: opcoes.logStream }) });
  // Each login's token, issued again before its 5 minutes end: a long file (the fuzzing) outlives the first one.
  const tokens = new Map<string, { readonly token: Promise<string>; readonly em: number }>();
  const tokenFor = (login: string): Promise<string> => {
    const atual = tokens.get(login);
    if (atual !== undefined && Date.now() - atual.em < 4 * 60_000) return atual.token;
    const novo = { token: issuer.token(login), em: Date.now() };
    tokens.set(login, novo);
    return novo.token;
  };
  return {
    services,
    database,
    issuer,
    sdk: (login) =>
      createRpjSdk({
        services: services.urls,
        tokenProvider: { isReady: () => true, getAccessToken: () => tokenFor(login), userKey: () => login },
        retry: { baseDelayMs: 1 },
      }),
    request: async (method, path, options = {}) => {
      const headers: Record<string, string> = { ...options.headers };
      if (options.login !== undefined) headers['authorization'] = `Bearer ${await tokenFor(options.login)}`;
      if (options.body !== undefined || options.rawBody !== undefined) headers['content-type'] ??= 'application/json';
      const response = await fetch(`${services.urls[options.servico ?? 'cadastro']}${path}`, {
        method,
        headers,
        ...(options.rawBody !== undefined ? { body: options.rawBody } : options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
      });
      const text = await response.text();
      // A printed document's body is not JSON: its envelope is left empty.
      const json = text !== '' && (response.headers.get('content-type') ?? '').includes('json');
      return { status: response.status, body: (json ? JSON.parse(text) : { mensagens: [], tipoResposta: '' }) as RespostaJson, headers: response.headers };
    },
    close: async () => {
      await services.close();
      await drop();
      await issuer.close();
    },
  };
}

/**
 * The test server of one file: started before its tests, closed after them. The handle forwards to the server
 * once it has started.
 */
export function useTestServer(): TestServer {
  let current: TestServer | undefined;
  beforeAll(async () => {
    current = await startTestServer();
  });
  afterAll(async () => {
    await current?.close();
  });
  const get = (): TestServer => {
    if (current === undefined) throw new Error('The test server starts in beforeAll: use it inside tests.');
    return current;
  };
  return {
    get services() {
      return get().services;
    },
    get database() {
      return get().database;
    },
    get issuer() {
      return get().issuer;
    },
    sdk: (login) => get().sdk(login),
    request: (method, path, options) => get().request(method, path, options),
    close: () => get().close(),
  };
}

/** The HttpError a call rejects with; fails the test when it resolves or rejects with anything else. */
export async function httpError(promise: Promise<unknown>): Promise<HttpError> {
  const error: unknown = await promise.catch((e: unknown) => e);
  if (!isHttpError(error)) throw new Error(`expected an HttpError, got ${String(error)}`);
  return error;
}

/** The services with the embedded identity provider, on a fresh copy of the template. */
export interface IdentityTestServer {
  readonly services: RunningServices;
  readonly issuer: string;
  readonly appOrigin: string;
  close(): Promise<void>;
}

export async function startIdentityTestServer(limites?: LimitesAcesso, log?: LogAcesso): Promise<IdentityTestServer> {
  const { database, drop } = await cloneTemplate();
  const config = loadConfig(testEnv({ RPJ_IDP_PORT: '0' }));
  const services = await startServices(config, { database, ...(limites === undefined ? {} : { identityLimits: limites }), ...(log === undefined ? {} : { identityLog: log }) });
  return {
    services,
    issuer: services.issuer,
    appOrigin: config.appOrigin,
    close: async () => {
      await services.close();
      await drop();
    },
  };
}

/** Waits until `feito` holds (background work: jobs, e-mail), checking every 100 ms, up to 30 s. */
export async function ate(feito: () => boolean | Promise<boolean>): Promise<void> {
  for (let i = 0; i < 300; i++) {
    if (await feito()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('timed out');
}
