// Keycloak mode: with an external issuer the embedded provider stays off, the APIs trust that issuer's tokens,
// and a password reset goes through Keycloak's admin API as a temporary password (a scripted Keycloak here).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRpjSdk, isAuthError, isHttpError } from '@rpj/sdk';
import { loadConfig } from '../src/config.ts';
import { startServices, type RunningServices } from '../src/services.ts';
import { novoCpf } from './cpf.ts';
import { corpoDe } from './usuarios.ts';
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
/** A Keycloak access token: `sub` is the Keycloak user's id, which never changes; the username is its login. */
let sign: (login: string, sub?: string) => Promise<string> = () => Promise.resolve('');

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
      else if (/^\/admin\/realms\/rpj\/users\/[\w-]+\/logout$/.test(req.url ?? '') && req.method === 'POST') res.writeHead(204).end();
      else json(404, { error: 'not found' });
    });
  });
  await new Promise<void>((resolve) => keycloak.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(keycloak.address() as AddressInfo).port}`;
  sign = (login, sub = `kc-${login}`) =>
    new SignJWT({ preferred_username: login })
      .setProtectedHeader({ alg: 'RS256', kid: 'kc', typ: 'JWT' })
      .setSubject(sub)
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

const sdk = (login: string, sub?: string) =>
  createRpjSdk({ services: services.urls, tokenProvider: { isReady: () => true, getAccessToken: () => sign(login, sub) } });

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

  it('finds the caller by the Keycloak subject linked at the first sign-in: renaming logins never moves a token (security.md #14)', async () => {
    const admin = sdk('admin');
    const { dados: grupo } = await admin.gruposUsuario.salvar({ nome: 'GESTAO DE USUARIOS KC', permissoes: ['VISUALIZAR_USUARIOS', 'EDITAR_USUARIOS'] });
    const { dados: mal } = await admin.usuarios.salvar({ cpf: novoCpf(), nome: 'Mário Ambicioso', login: 'mario.kc', ativo: true, grupoIds: [grupo.id] });
    // The first sign-in links Keycloak's subject kc-mario to this user.
    const mario = (login: string) => sdk(login, 'kc-mario');
    expect((await mario('mario.kc').usuarios.recuperaDadosPorLogin()).dados.id).toBe(mal.id);
    // He renames himself; his sessions in Keycloak are ended.
    const { dados: renomeado } = await mario('mario.kc').usuarios.salvar({ ...corpoDe(mal), login: 'mario.kc2' });
    expect(calls.some((c) => c.method === 'POST' && c.url === '/admin/realms/rpj/users/kc-mario/logout')).toBe(true);
    // He cannot rename the administrator to his old name: the administrator holds permissions he does not.
    const { dados: chefe } = await admin.usuarios.recuperaDadosPorLogin();
    const recusa = await mario('mario.kc2').usuarios.salvar({ ...corpoDe(chefe), login: 'mario.kc' }).catch((e: unknown) => e);
    expect(isHttpError(recusa) && recusa.status).toBe(403);
    // Even when the administrator takes that name, a token of his subject naming it still speaks for him alone.
    await admin.usuarios.salvar({ ...corpoDe(chefe), login: 'mario.kc' });
    const { dados: quem } = await mario('mario.kc').usuarios.recuperaDadosPorLogin();
    expect([quem.id, quem.login]).toEqual([renomeado.id, 'mario.kc2']);
    expect(await mario('mario.kc').gruposUsuario.listar().catch((e: unknown) => isHttpError(e) && e.status)).toBe(403);
    // A new subject naming a linked user's login is not linked to them.
    const intruso = await sdk('mario.kc', 'kc-outro').usuarios.recuperaDadosPorLogin().catch((e: unknown) => e);
    expect(isAuthError(intruso)).toBe(true);
    const { dados: chefeAgora } = await admin.usuarios.recuperaDadosPorLogin();
    await admin.usuarios.salvar({ ...corpoDe(chefeAgora), login: 'admin' });
  });
});

