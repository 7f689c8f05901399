/**
 * Base of every error the SDK throws. Guards check a brand registered with `Symbol.for`, not `instanceof`, so
 * they hold across the ESM and CJS builds of the package and across copies of it.
 */

const BRAND = Symbol.for('@rpj/sdk/error');

/** Kinds of SDK error. */
export type SdkErrorKind = 'HttpError' | 'NetworkError' | 'TimeoutError' | 'DecodeError' | 'AuthError';

/** What every SDK error says about the request that failed. */
export interface RequestInfo {
  readonly metodo: string;
  readonly url: string;
  /** The `X-Request-Id` sent: quote it to find the request in the service's logs. */
  readonly requestId: string;
}

/**
 * Base class. Never thrown itself.
 *
 * @example
 * ```ts
 * try { await sdk.usuarios.obter(1); } catch (e) { if (isSdkError(e)) console.log(e.kind, e.request.requestId); }
 * ```
 */
export abstract class SdkError extends Error {
  abstract readonly kind: SdkErrorKind;
  readonly request: RequestInfo;

  protected constructor(message: string, request: RequestInfo, options?: { cause?: unknown }) {
    super(message, options);
    this.request = request;
    Object.defineProperty(this, BRAND, { value: true });
  }

  override get name(): string {
    return this.kind;
  }
}

/** True for any error thrown by the SDK. */
export function isSdkError(error: unknown): error is SdkError {
  return typeof error === 'object' && error !== null && (error as Record<symbol, unknown>)[BRAND] === true;
}
