import { describe, expect, it } from 'vitest';
import { isAuthError } from '../index.ts';
import { ScriptedServer, useScriptedServer, type Answer } from '../../test/scripted-server.ts';
import { RecordingClock } from '../../test/sdk-fixture.ts';
import { createClientCredentialsProvider } from './client-credentials-provider.ts';

const server = useScriptedServer();

let issued = 0;
function issuer(expiresIn = 300): void {
  issued = 0;
  server.on('GET', '/.well-known/openid-configuration', { body: { issuer: server.url, token_endpoint: `${server.url}/token` } });
  server.on('POST', '/token', (): Answer => ({ body: { access_token: `t${++issued}`, token_type: 'Bearer', expires_in: expiresIn } }));
}

function provider(overrides: Partial<Parameters<typeof createClientCredentialsProvider>[0]> = {}) {
  const clock = new RecordingClock();
  return {
    clock,
    p: createClientCredentialsProvider({ issuer: server.url, clientId: 'rpj-integracao', clientSecret: 's3gr&do', clock, ...overrides }),
  };
}

const tokenRequests = (): number => server.received.filter((r) => r.path === '/token').length;

describe('client-credentials token provider (Node tools)', () => {
  it('discovers the token endpoint and asks with HTTP Basic, the grant, scope and resource', async () => {
    issuer();
    const { p } = provider({ scope: 'api:read', resource: 'urn:rpj:api' });
    expect(await p.getAccessToken()).toBe('t1');
    const request = server.received.find((r) => r.path === '/token');
    expect(request?.headers.authorization).toBe(`Basic ${btoa('rpj-integracao:s3gr%26do')}`);
    expect(request?.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(request?.body).toEqual({ grant_type: 'client_credentials', scope: 'api:read', resource: 'urn:rpj:api' });
  });

  it('keeps the token until 60 s before it expires, then asks for a new one', async () => {
    issuer(300);
    const { p, clock } = provider();
    await p.getAccessToken();
    clock.current += 239_999;
    expect(await p.getAccessToken()).toBe('t1');
    clock.current += 1;
    expect(await p.getAccessToken()).toBe('t2');
    expect(tokenRequests()).toBe(2);
  });

  it('renews short tokens at half their lifetime', async () => {
    issuer(20);
    const { p, clock } = provider();
    await p.getAccessToken();
    clock.current += 10_000;
    expect(await p.getAccessToken()).toBe('t2');
  });

  it('shares one token request among concurrent callers (single flight), discovery included', async () => {
    issuer();
    const { p } = provider();
    const tokens = await Promise.all(Array.from({ length: 5 }, () => p.getAccessToken()));
    expect(tokens).toEqual(['t1', 't1', 't1', 't1', 't1']);
    expect(tokenRequests()).toBe(1);
    expect(server.received.filter((r) => r.path.startsWith('/.well-known'))).toHaveLength(1);
  });

  it('refresh() always gets a new token', async () => {
    issuer();
    const { p } = provider();
    await p.getAccessToken();
    await p.refresh();
    expect(await p.getAccessToken()).toBe('t2');
  });

  it('skips discovery when given the token endpoint', async () => {
    issuer();
    const { p } = provider({ issuer: 'http://127.0.0.1:1', tokenEndpoint: `${server.url}/token` });
    expect(await p.getAccessToken()).toBe('t1');
    expect(server.received.map((r) => r.path)).toEqual(['/token']);
  });

  it('reports the provider’s refusal with its OAuth error', async () => {
    issuer();
    server.on('POST', '/token', { status: 401, body: { error: 'invalid_client', error_description: 'client authentication failed' } });
    const { p } = provider();
    const error: unknown = await p.getAccessToken().catch((e: unknown) => e);
    expect(isAuthError(error) && error.reason).toBe('tokenRequestFailed');
    expect((error as Error).message).toContain('invalid_client: client authentication failed');
  });

  it.each([
    ['an answer without access_token', { body: { token_type: 'Bearer' } }, 'no access_token'],
    ['an answer that is not JSON', { body: 'oops' }, 'status 200'],
  ] as const)('refuses %s', async (_, answer: Answer, detail) => {
    issuer();
    server.on('POST', '/token', answer);
    const error: unknown = await provider().p.getAccessToken().catch((e: unknown) => e);
    expect(isAuthError(error) && error.message).toContain(detail);
  });

  it('reports an unreachable provider, and tries discovery again next time', async () => {
    const down = await ScriptedServer.start();
    const url = down.url;
    await down.close();
    const { p } = provider({ issuer: url });
    const error: unknown = await p.getAccessToken().catch((e: unknown) => e);
    expect(isAuthError(error) && error.message).toContain('could not be reached');
    expect((error as Error).cause).toBeInstanceOf(Error);
  });

  it('a failed request is not cached: the next call asks again', async () => {
    issuer();
    server.on('POST', '/token', { status: 503 }, { body: { access_token: 'depois', expires_in: 300 } });
    const { p } = provider();
    await expect(p.getAccessToken()).rejects.toSatisfy(isAuthError);
    expect(await p.getAccessToken()).toBe('depois');
  });
});
