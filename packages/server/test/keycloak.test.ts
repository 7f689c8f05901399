// Keycloak mode: with an external issuer the embedded provider stays off, the APIs trust that issuer's tokens,
// and a password reset goes through Keycloak's admin API as a temporary password (a scripted Keycloak here).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRpjSdk, isHttpError } from '@rpj/sdk';
import { loadConfig } from '../src/config.ts';
import { startServices, type RunningServices } from '../src/services.ts';
import { cloneTemplate, testEnv } from './harness.ts';

interface Call {
  readonly method: string;
  readonly url: string;
  readonly authorization: string | undefined;
  readonly body: string;
}

let keycloak: Server;
let base = '';
let services: RunningServices;
let drop: () => Promise<void> = () => Promise.resolve();
const calls: Call[] = [];
let sign: (login: string) => Promise<string> = () => Promise.resolve('');

beforeAll(async () => {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: 'kc', alg: 'RS256', use: 'sig' };
  keycloak = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      calls.push({ method: req.method ?? '', url: req.url ?? '', authorization: req.headers.authorization, body });
      const issuer = `${base}/realms/rpj`;
      const json = (status: number, value: unknown): void => {
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
      };
      if (req.url === '/realms/rpj/.well-known/openid-configuration') json(200, { issuer, token_endpoint: `${issuer}/protocol/openid-connect/token`, jwks_uri: `${issuer}/protocol/openid-connect/certs` });
      else if (req.url === '/realms/rpj/protocol/openid-connect/certs') json(200, { keys: [jwk] });
      else if (req.url === '/realms/rpj/protocol/openid-connect/token') json(200, { access_token: 'kc-admin-token', expires_in: 300, token_type: 'Bearer' });
      else if (req.url?.startsWith('/admin/realms/rpj/users?') === true) json(200, req.url.includes('username=oficial') ? [{ id: 'kc-oficial' }] : []);
      else if (req.url === '/admin/realms/rpj/users/kc-oficial/reset-password' && req.method === 'PUT') res.writeHead(204).end();
      else json(404, { error: 'not found' });
    });
  });
  await new Promise<void>((resolve) => keycloak.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(keycloak.address() as AddressInfo).port}`;
  sign = (login) =>
    new SignJWT({ preferred_username: login })
      .setProtectedHeader({ alg: 'RS256', kid: 'kc', typ: 'JWT' })
      .setIssuer(`${base}/realms/rpj`)
      .setAudience('rpj-api')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(privateKey);

  const cloned = await cloneTemplate();
  drop = cloned.drop;
  services = await startServices(
    loadConfig(
      testEnv({
        RPJ_IDP: 'externo',
        RPJ_ISSUER: `${base}/realms/rpj`,
        RPJ_KEYCLOAK_ADMIN_CLIENT_ID: 'rpj-admin',
        RPJ_KEYCLOAK_ADMIN_CLIENT_SECRET: 'segredo-admin',
      }),
    ),
    { database: cloned.database },
  );
});

afterAll(async () => {
  await services.close();
  await drop();
  keycloak.closeAllConnections();
  await new Promise<void>((resolve) => keycloak.close(() => { resolve(); }));
});

const sdk = (login: string) => createRpjSdk({ services: services.urls, tokenProvider: { isReady: () => true, getAccessToken: () => sign(login) } });

describe('Keycloak mode', () => {
  it('trusts the external issuer and runs no provider of its own', async () => {
    expect(services.issuer).toBe(`${base}/realms/rpj`);
    expect((await sdk('admin').usuarios.recuperaDadosPorLogin()).dados.login).toBe('admin');
  });

  it('resets a password through Keycloak’s admin API as a temporary password', async () => {
    const { dados: lista } = await sdk('admin').usuarios.listar({ login: 'oficial' });
    const { dados } = await sdk('admin').usuarios.resetarSenha(lista.content[0]?.id ?? 0);
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.url).toBe('/admin/realms/rpj/users/kc-oficial/reset-password');
    expect(put?.authorization).toBe('Bearer kc-admin-token');
    expect(JSON.parse(put?.body ?? '{}')).toEqual({ type: 'password', value: dados.senhaTemporaria, temporary: true });
    const token = calls.find((c) => c.url.endsWith('/protocol/openid-connect/token'));
    expect(token?.authorization).toBe(`Basic ${btoa('rpj-admin:segredo-admin')}`);
  });

  it('says so when the user is not in Keycloak', async () => {
    const { dados: lista } = await sdk('admin').usuarios.listar({ login: 'caixa' });
    const error: unknown = await sdk('admin').usuarios.resetarSenha(lista.content[0]?.id ?? 0).catch((e: unknown) => e);
    expect(isHttpError(error) && [error.status, error.resposta?.mensagens[0]]).toEqual([404, 'O usuário caixa não existe no Keycloak do cartório.']);
  });
});
