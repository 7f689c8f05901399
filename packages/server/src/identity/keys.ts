/**
 * The provider's signing key and cookie keys, generated on first start and kept in the database: a restart must
 * not sign everyone out nor break old ID-token hints (toolchain.md).
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Db } from '../db/client.ts';

/** What the provider needs. */
export interface ChavesProvedor {
  readonly jwks: { readonly keys: JWK[] };
  readonly cookieKeys: string[];
}

async function stored<T>(db: Db, chave: string, create: () => Promise<T>): Promise<T> {
  const read = async (): Promise<T | undefined> => {
    const found = await db.execute<{ valor: T | string }>(sql`SELECT valor FROM configuracao WHERE chave = ${chave}`);
    const valor = found.rows[0]?.valor;
    return valor === undefined ? undefined : typeof valor === 'string' ? (JSON.parse(valor) as T) : valor;
  };
  const existing = await read();
  if (existing !== undefined) return existing;
  const value = await create();
  await db.execute(sql`INSERT INTO configuracao (chave, valor) VALUES (${chave}, ${JSON.stringify(value)}::jsonb) ON CONFLICT (chave) DO NOTHING`);
  // Another process may have won the race: everyone uses what is stored.
  return (await read()) ?? value;
}

/** The keys, created once. */
export async function loadProviderKeys(db: Db): Promise<ChavesProvedor> {
  const jwks = await stored(db, 'oidc_jwks', async () => {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    const jwk = await exportJWK(privateKey);
    return { keys: [{ ...jwk, kid: randomBytes(8).toString('hex'), alg: 'RS256', use: 'sig' }] };
  });
  const cookieKeys = await stored(db, 'oidc_cookie_keys', () => Promise.resolve([randomBytes(32).toString('base64url')]));
  return { jwks, cookieKeys };
}
