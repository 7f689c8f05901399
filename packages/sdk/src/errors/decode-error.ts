import type { ErroCampo } from '@rpj/domain';
import { isSdkError, SdkError, type RequestInfo } from './sdk-error.ts';

/**
 * A response did not match the contract. `erros` names each field path that failed (e.g. `dados.content.3.cpf`)
 * with what was expected.
 */
export class DecodeError extends SdkError {
  readonly kind = 'DecodeError' as const;
  readonly erros: readonly ErroCampo[];

  constructor(request: RequestInfo, erros: readonly ErroCampo[], cause?: unknown) {
    const paths = erros.map((e) => e.campo || '(resposta)').join(', ');
    super(`${request.metodo} ${request.url} answered outside the contract at: ${paths} (request ${request.requestId})`, request, {
      cause,
    });
    this.erros = erros;
  }

  /** The failing field paths. */
  get paths(): readonly string[] {
    return this.erros.map((e) => e.campo);
  }
}

/** True for a {@link DecodeError}. */
export function isDecodeError(error: unknown): error is DecodeError {
  return isSdkError(error) && error.kind === 'DecodeError';
}
