/**
 * Password hashes with node:crypto's scrypt (no native module to build). Format:
 * `scrypt$N$r$p$<salt base64>$<hash base64>`, so the cost can rise later without breaking old hashes.
 */
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const N = 16_384;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

function scrypt(password: string, salt: Buffer, keylen: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(password, salt, keylen, options, (error, key) => {
      if (error) reject(error);
      else resolve(key);
    });
  });
}

/** Hashes a password with a fresh salt. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scrypt(password, salt, KEY_LENGTH, { N, r: R, p: P, maxmem: 64 * 1024 * 1024 });
  return `scrypt$${N}$${R}$${P}$${salt.toString('base64')}$${hash.toString('base64')}`;
}

/** True when the password matches the hash; false for any malformed hash. Constant-time comparison. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || salt === undefined || hash === undefined) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await scrypt(password, Buffer.from(salt, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: 64 * 1024 * 1024,
  });
  return expected.length > 0 && timingSafeEqual(actual, expected);
}

/** A temporary password: 10 characters that are easy to read aloud (no 0/O, 1/l/I). */
export function temporaryPassword(): string {
  const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz23456789';
  const bytes = randomBytes(10);
  // Letters and digits both present, so it passes the password policy.
  const chars = Array.from(bytes, (b) => alphabet[b % alphabet.length] ?? 'x');
  chars[0] = 'ABCDEFGHJKMNPQRSTUVWXYZ'[(bytes[0] ?? 0) % 23] ?? 'A';
  chars[9] = '23456789'[(bytes[9] ?? 0) % 8] ?? '2';
  return chars.join('');
}
