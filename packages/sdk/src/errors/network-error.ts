import { isSdkError, SdkError, type RequestInfo } from './sdk-error.ts';

/** The service could not be reached (connection refused, DNS, offline). The original error is the `cause`. */
export class NetworkError extends SdkError {
  readonly kind = 'NetworkError' as const;

  constructor(request: RequestInfo, cause: unknown) {
    super(`${request.metodo} ${request.url} could not reach the service (request ${request.requestId})`, request, { cause });
  }
}

/** True for a {@link NetworkError}. */
export function isNetworkError(error: unknown): error is NetworkError {
  return isSdkError(error) && error.kind === 'NetworkError';
}
