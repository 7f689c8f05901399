/** The app's authorization request, as oidc-client-ts would make it: code + PKCE S256, state and nonce. */
import { createHash, randomBytes } from 'node:crypto';

export function authorizeUrl(issuer: string, appOrigin: string): { readonly url: string; readonly state: string } {
  const verifier = randomBytes(32).toString('base64url');
  const state = randomBytes(12).toString('base64url');
  const params = new URLSearchParams({
    client_id: 'rpj-web',
    response_type: 'code',
    redirect_uri: `${appOrigin}/auth/callback`,
    scope: 'openid profile email',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    state,
    nonce: randomBytes(12).toString('base64url'),
  });
  return { url: `${issuer}/auth?${params}`, state };
}
