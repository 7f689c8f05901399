/**
 * Request ids: a UUID v4 per call, sent as `X-Request-Id` and kept on errors, so staff can quote it and the
 * service's logs find it.
 */

/** A new UUID v4. Uses `crypto.randomUUID` where the page is a secure context, `getRandomValues` elsewhere. */
export function newRequestId(): string {
  const c = globalThis.crypto;
  if (typeof c.randomUUID === 'function') return c.randomUUID();
  const b = c.getRandomValues(new Uint8Array(16));
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
