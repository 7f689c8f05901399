/**
 * Where to go after signing in: only an address of this app (a path), never another site (an open redirect)
 * and never the sign-in pages themselves (a loop).
 */
export function safeReturnAddress(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return '/';
  }
  const path = value.split(/[?#]/)[0] ?? '/';
  if (path === '/login' || path === '/auth/callback') return '/';
  return value;
}
