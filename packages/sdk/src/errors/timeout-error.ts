import { isSdkError, SdkError, type RequestInfo } from './sdk-error.ts';

/** The service did not answer within the call's timeout. Timeouts are not retried. */
export class TimeoutError extends SdkError {
  readonly kind = 'TimeoutError' as const;
  readonly timeoutMs: number;

  constructor(request: RequestInfo, timeoutMs: number, cause?: unknown) {
    super(`${request.metodo} ${request.url} timed out after ${timeoutMs} ms (request ${request.requestId})`, request, { cause });
    this.timeoutMs = timeoutMs;
  }
}

/** True for a {@link TimeoutError}. */
export function isTimeoutError(error: unknown): error is TimeoutError {
  return isSdkError(error) && error.kind === 'TimeoutError';
}
