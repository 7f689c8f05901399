import { isSdkError, SdkError, type RequestInfo } from './sdk-error.ts';

/** Why a call could not be authenticated. */
export type AuthErrorReason =
  /** No token provider was configured for a call that needs one. */
  | 'noProvider'
  /** The token provider did not become ready within the configured wait. */
  | 'notReady'
  /** The service answered 401 and no new token mended it. */
  | 'unauthorized'
  /** The identity provider refused or failed a token request (client credentials). */
  | 'tokenRequestFailed';

/** The call could not be authenticated. */
export class AuthError extends SdkError {
  readonly kind = 'AuthError' as const;
  readonly reason: AuthErrorReason;

  constructor(request: RequestInfo, reason: AuthErrorReason, cause?: unknown, detail?: string) {
    const why = detail === undefined ? reason : `${reason}: ${detail}`;
    super(`${request.metodo} ${request.url} is not authenticated: ${why} (request ${request.requestId})`, request, { cause });
    this.reason = reason;
  }
}

/** True for an {@link AuthError}. */
export function isAuthError(error: unknown): error is AuthError {
  return isSdkError(error) && error.kind === 'AuthError';
}
