/**
 * Verifies bearer JWTs against the issuer's signing keys (JWKS) with jose: signature, issuer, audience, expiry.
 * The keys' address comes from the issuer's discovery document unless configured.
 */
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';

/** Checks a token; resolves to its claims or rejects. */
export type TokenVerifier = (token: string) => Promise<JWTPayload>;

/** Options of {@link createTokenVerifier}. */
export interface VerifierOptions {
  readonly issuer: string;
  readonly audience: string;
  readonly jwksUri?: string | undefined;
}

/** A verifier for one issuer and audience. Discovery and keys are fetched on first use and cached by jose. */
export function createTokenVerifier(options: VerifierOptions): TokenVerifier {
  let jwks: Promise<ReturnType<typeof createRemoteJWKSet>> | undefined;
  const keys = (): Promise<ReturnType<typeof createRemoteJWKSet>> => {
    jwks ??= (async () => {
      let uri = options.jwksUri;
      if (uri === undefined) {
        const response = await fetch(`${options.issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`);
        const discovery = (await response.json()) as { jwks_uri?: unknown };
        if (!response.ok || typeof discovery.jwks_uri !== 'string') throw new Error(`no jwks_uri at ${options.issuer}`);
        uri = discovery.jwks_uri;
      }
      return createRemoteJWKSet(new URL(uri));
    })().catch((error: unknown) => {
      jwks = undefined; // the provider may come up later: try again on the next request
      throw error;
    });
    return jwks;
  };
  return async (token) => {
    const { payload } = await jwtVerify(token, await keys(), { issuer: options.issuer, audience: options.audience });
    return payload;
  };
}
