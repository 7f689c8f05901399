import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
import { lockDataDir } from '../src/db/data-lock.ts';
import { startServices } from '../src/services.ts';
import { startTestIssuer, testEnv, type TestIssuer } from './harness.ts';

describe('configuration (environment variables, validated at start)', () => {
  it('has safe local defaults', () => {
    expect(loadConfig({})).toMatchObject({
      host: 'localhost',
      listenAddress: '127.0.0.1',
      ports: { cadastro: 8140, selo: 8141, consulta: 8142 },
      dataDir: '.data',
      databaseUrl: undefined,
      issuer: 'http://localhost:8143',
      audience: 'rpj-api',
      userClaim: 'preferred_username',
      production: false,
      demo: true,
    });
  });

  it('keeps the refresh lead under half the access token’s lifetime (short tokens in tests)', () => {
    expect(loadConfig({ RPJ_ACCESS_TOKEN_TTL: '20', RPJ_REFRESH_LEAD: '5' })).toMatchObject({ refreshLeadSeconds: 5 });
    expect(() => loadConfig({ RPJ_ACCESS_TOKEN_TTL: '20', RPJ_REFRESH_LEAD: '10' })).toThrow(/RPJ_REFRESH_LEAD=10/);
  });

  it('runs the embedded provider in development, and trusts an explicit or production issuer instead', () => {
    expect(loadConfig({}).identidade.tipo).toBe('embutido');
    expect(loadConfig({ RPJ_ISSUER: 'https://sso.cartorio.example/realms/rpj' }).identidade.tipo).toBe('externo');
    expect(loadConfig({ NODE_ENV: 'production' }).identidade.tipo).toBe('externo');
  });

  it('sends e-mail through the office SMTP server when named, the embedded one in development, and says what is wrong', () => {
    expect(loadConfig({}).email.smtp).toEqual({ tipo: 'embutido', porta: 2525 });
    expect(loadConfig({ NODE_ENV: 'production' }).email.smtp).toEqual({ tipo: 'nenhum' });
    expect(loadConfig({ RPJ_SMTP_HOST: 'smtp.cartorio.example', RPJ_SMTP_SECURE: 'true', RPJ_SMTP_USER: 'rcpj', RPJ_SMTP_PASSWORD: 's3gr3d0' }).email.smtp).toEqual({
      tipo: 'externo',
      host: 'smtp.cartorio.example',
      porta: 465,
      seguro: true,
      usuario: 'rcpj',
      senha: 's3gr3d0',
    });
    expect(() => loadConfig({ RPJ_SMTP_HOST: 'smtp.cartorio.example', RPJ_SMTP_USER: 'rcpj', RPJ_EMAIL_REMETENTE: 'cartorio', RPJ_SMTP_PORT: 'vinte' })).toThrow(
      /RPJ_EMAIL_REMETENTE="cartorio": use um endereço de e-mail[\s\S]*RPJ_SMTP_PASSWORD: informe a senha[\s\S]*RPJ_SMTP_PORT="vinte"/,
    );
  });

  it('keeps files in the database unless a bucket is configured, and says what a bucket lacks', () => {
    expect(loadConfig({}).arquivos).toEqual({ tipo: 'banco', maximoBytes: 20 * 1024 * 1024 });
    expect(loadConfig({ RPJ_ARQUIVOS: 's3', RPJ_S3_BUCKET: 'rpj', RPJ_S3_ACCESS_KEY: 'a', RPJ_S3_SECRET_KEY: 'b', RPJ_ARQUIVO_MAXIMO_MB: '5' }).arquivos).toMatchObject({ tipo: 's3', bucket: 'rpj', regiao: 'us-east-1', maximoBytes: 5 * 1024 * 1024 });
    expect(() => loadConfig({ RPJ_ARQUIVOS: 's3', RPJ_S3_ENDPOINT: 'minio' })).toThrow(/RPJ_S3_ENDPOINT="minio"[\s\S]*RPJ_S3_BUCKET: com RPJ_ARQUIVOS=s3, informe o nome do bucket/);
    expect(() => loadConfig({ RPJ_ARQUIVOS: 'disco' })).toThrow(/RPJ_ARQUIVOS="disco": use banco/);
  });

  it('takes the services\' public addresses behind a balancer, and refuses one that is not an address', () => {
    expect(loadConfig({}).urlsPublicas).toEqual({});
    expect(loadConfig({ RPJ_CADASTRO_URL: 'https://cadastro.cartorio.example/', RPJ_CONSULTA_URL: 'https://consulta.cartorio.example' }).urlsPublicas).toEqual({
      cadastro: 'https://cadastro.cartorio.example',
      consulta: 'https://consulta.cartorio.example',
    });
    expect(() => loadConfig({ RPJ_SELO_URL: 'selo.cartorio' })).toThrow(/RPJ_SELO_URL="selo.cartorio": use um endereço completo/);
  });

  it('never seeds demo users in production', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).demo).toBe(false);
  });

  it('names every wrong variable in pt-BR at once', () => {
    const error = (() => {
      try {
        loadConfig({ RPJ_CADASTRO_PORT: 'oito', RPJ_ISSUER: 'localhost', RPJ_DEMO: 'talvez', NODE_ENV: 'production', RPJ_ADMIN_LOGIN: 'chefe', RPJ_ADMIN_CPF: '123', RPJ_LOG_LEVEL: 'alto' });
      } catch (e) {
        return e;
      }
      return undefined;
    })();
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems.map((p) => p.split(/[=:]/)[0])).toEqual([
      'RPJ_DEMO',
      'RPJ_LOG_LEVEL',
      'RPJ_ADMIN_CPF',
      'RPJ_ADMIN_NOME',
      'RPJ_CADASTRO_PORT',
      'RPJ_ISSUER',
    ]);
  });
});

describe('the embedded database on disk', () => {
  let dir = '';
  let issuer: TestIssuer;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'rpj-data-'));
    issuer = await startTestIssuer();
  });
  afterAll(async () => {
    await issuer.close();
    await rm(dir, { recursive: true, force: true });
  });

  const config = () =>
    loadConfig(testEnv({ RPJ_DATA_DIR: dir, RPJ_ISSUER: issuer.url }));

  it('is created, migrated and seeded on first start, kept across a restart, and locked while in use', { timeout: 60_000 }, async () => {
    const first = await startServices(config());
    const token = await issuer.token('admin');
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const created = await fetch(`${first.urls.cadastro}/usuario`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ cpf: '848.113.090-73', nome: 'Pessoa Persistente', login: 'persistente', ativo: true, grupoIds: [] }),
    });
    expect(created.status).toBe(200);
    expect(() => lockDataDir(dir)).toThrow(/está em uso pelo processo/);
    await first.close();

    const second = await startServices(config());
    const found = await fetch(`${second.urls.cadastro}/usuario/listar?login=persistente`, { headers });
    const body = (await found.json()) as { dados: { totalElements: number } };
    expect(body.dados.totalElements).toBe(1);
    await second.close();
  });

  it('takes over a lock left by a process that is gone, or by an earlier process with the same pid', async () => {
    const { writeFile } = await import('node:fs/promises');
    await writeFile(join(dir, 'rpj.lock'), '2147483646'); // no such process
    lockDataDir(dir)();
    await writeFile(join(dir, 'rpj.lock'), String(process.pid)); // our pid, but not a lock we took
    lockDataDir(dir)();
  });
});

describe('the development identity provider across a restart', () => {
  it('keeps its signing keys and its grants: a refresh token issued before still works after', { timeout: 90_000 }, async () => {
    const { createHash, randomBytes } = await import('node:crypto');
    const dir = await mkdtemp(join(tmpdir(), 'rpj-idp-'));
    const env = testEnv({ RPJ_IDP_PORT: '0', RPJ_DATA_DIR: dir });
    try {
      const first = await startServices(loadConfig(env));
      const jwks = async (issuer: string): Promise<unknown> => ((await (await fetch(`${issuer}/jwks`)).json()) as { keys: unknown[] }).keys;
      const keysBefore = await jwks(first.issuer);
      // A client-credentials token is the quickest way to a signed token; a sign-in gives the refresh token.
      const verifier = randomBytes(32).toString('base64url');
      const cookies = new Map<string, string>();
      const go = async (url: string, init: RequestInit = {}): Promise<Response> => {
        const headers = new Headers(init.headers);
        headers.set('cookie', [...cookies].map(([k, v]) => `${k}=${v}`).join('; '));
        const r = await fetch(url, { ...init, headers, redirect: 'manual' });
        for (const c of r.headers.getSetCookie()) {
          const [pair = ''] = c.split(';');
          cookies.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
        }
        return r;
      };
      const appOrigin = 'http://127.0.0.1:8080';
      const params = new URLSearchParams({
        client_id: 'rpj-web', response_type: 'code', redirect_uri: `${appOrigin}/auth/callback`, scope: 'openid profile',
        code_challenge: createHash('sha256').update(verifier).digest('base64url'), code_challenge_method: 'S256', state: 's', nonce: 'n',
      });
      const interaction = new URL((await go(`${first.issuer}/auth?${params}`)).headers.get('location') ?? '', first.issuer).toString();
      await go(interaction);
      let r = await go(`${interaction}/login`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ login: 'caixa', senha: 'rpj12345' }) });
      let to = new URL(r.headers.get('location') ?? '', first.issuer).toString();
      while (!to.startsWith(appOrigin)) {
        r = await go(to);
        to = new URL(r.headers.get('location') ?? '', first.issuer).toString();
      }
      const code = new URL(to).searchParams.get('code') ?? '';
      const tokenUrl = `${first.issuer}/token`;
      const tokens = (await (await fetch(tokenUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: `${appOrigin}/auth/callback`, code_verifier: verifier, client_id: 'rpj-web' }),
      })).json()) as { refresh_token: string };
      const port = new URL(first.issuer).port;
      await first.close();

      // Same port, so the issuer (and the tokens' iss) is the same as before.
      const second = await startServices(loadConfig({ ...env, RPJ_IDP_PORT: port }));
      expect(await jwks(second.issuer)).toEqual(keysBefore);
      const refreshed = await fetch(`${second.issuer}/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token, client_id: 'rpj-web' }),
      });
      expect(refreshed.status).toBe(200);
      await second.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
