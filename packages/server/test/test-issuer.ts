/**
 * A stand-in issuer for tests and benchmarks: discovery and JWKS over real HTTP, access tokens signed with its
 * key as the identity provider would issue them. No test-runner imports, so tools outside vitest can use it.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';

/** A test issuer: discovery and JWKS over HTTP, tokens signed with its key. */
export interface TestIssuer {
  readonly url: string;
  /** An access token for a login, as the identity provider would issue it; its subject is the login unless `claims.sub` is given. */
  token(login: string, claims?: Record<string, unknown>, options?: { expiresIn?: string; audience?: string }): Promise<string>;
  close(): Promise<void>;
}

export async function startTestIssuer(): Promise<TestIssuer> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: 'teste', alg: 'RS256', use: 'sig' };
  let url = '';
  const server: Server = createServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    if (req.url === '/.well-known/openid-configuration') res.end(JSON.stringify({ issuer: url, jwks_uri: `${url}/jwks` }));
    else if (req.url === '/jwks') res.end(JSON.stringify({ keys: [jwk] }));
    else res.writeHead(404).end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    // The subject is the login unless the claims say otherwise (`sub: undefined` leaves it out).
    token: (login, claims = {}, options = {}) =>
      new SignJWT({ preferred_username: login, scope: 'api:read api:write', sub: login, ...claims })
        .setProtectedHeader({ alg: 'RS256', kid: 'teste', typ: 'at+jwt' })
        .setIssuer(url)
        .setAudience(options.audience ?? 'rpj-api')
        .setIssuedAt()
        .setExpirationTime(options.expiresIn ?? '5m')
        .sign(privateKey),
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => { resolve(); }));
    },
  };
}

