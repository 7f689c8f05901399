import type { ErroCampo, RespostaPadrao } from '@rpj/domain';
import { isSdkError, SdkError, type RequestInfo } from './sdk-error.ts';

/**
 * The service answered with a status that is not 2xx (after any retry). `resposta` holds the decoded standard
 * response when the body was one; `erros` the field errors it carried, for a form to put under its fields.
 */
export class HttpError extends SdkError {
  readonly kind = 'HttpError' as const;
  readonly status: number;
  readonly resposta: RespostaPadrao<unknown> | undefined;

  constructor(status: number, request: RequestInfo, resposta: RespostaPadrao<unknown> | undefined) {
    super(`${request.metodo} ${request.url} failed with status ${status} (request ${request.requestId})`, request);
    this.status = status;
    this.resposta = resposta;
  }

  /** Field errors of a 400, empty otherwise. */
  get erros(): readonly ErroCampo[] {
    return this.resposta?.erros ?? [];
  }
}

/** True for an {@link HttpError}. */
export function isHttpError(error: unknown): error is HttpError {
  return isSdkError(error) && error.kind === 'HttpError';
}
