/**
 * oidc-provider's storage on our database: one table for every model (sessions, interactions, grants, codes,
 * refresh tokens…), keyed by kind and id.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '../db/client.ts';

/** A class oidc-provider instantiates once per model name. */
export function databaseAdapter(db: Db): new (name: string) => Adapter {
  return class DatabaseAdapter implements Adapter {
    readonly #tipo: string;

    constructor(name: string) {
      this.#tipo = name;
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      const expira = expiresIn > 0 ? new Date(Date.now() + expiresIn * 1000).toISOString() : null;
      await db.execute(sql`
        INSERT INTO oidc_modelo (tipo, id, payload, grant_id, user_code, uid, expira_em)
        VALUES (${this.#tipo}, ${id}, ${JSON.stringify(payload)}::jsonb, ${payload.grantId ?? null}, ${payload.userCode ?? null},
                ${payload.uid ?? null}, ${expira}::timestamptz)
        ON CONFLICT (tipo, id) DO UPDATE SET payload = EXCLUDED.payload, grant_id = EXCLUDED.grant_id,
          user_code = EXCLUDED.user_code, uid = EXCLUDED.uid, expira_em = EXCLUDED.expira_em`);
    }

    find(id: string): Promise<AdapterPayload | undefined> {
      return this.#one(sql`tipo = ${this.#tipo} AND id = ${id}`);
    }

    findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      return this.#one(sql`tipo = ${this.#tipo} AND user_code = ${userCode}`);
    }

    findByUid(uid: string): Promise<AdapterPayload | undefined> {
      return this.#one(sql`tipo = ${this.#tipo} AND uid = ${uid}`);
    }

    async consume(id: string): Promise<void> {
      await db.execute(sql`UPDATE oidc_modelo SET consumido = now() WHERE tipo = ${this.#tipo} AND id = ${id}`);
    }

    async destroy(id: string): Promise<void> {
      await db.execute(sql`DELETE FROM oidc_modelo WHERE tipo = ${this.#tipo} AND id = ${id}`);
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await db.execute(sql`DELETE FROM oidc_modelo WHERE grant_id = ${grantId}`);
    }

    async #one(where: SQL): Promise<AdapterPayload | undefined> {
      const result = await db.execute<{ payload: AdapterPayload | string; consumido: string | Date | null }>(sql`
        SELECT payload, consumido FROM oidc_modelo WHERE ${where} AND (expira_em IS NULL OR expira_em > now())`);
      const row = result.rows[0];
      if (row === undefined) return undefined;
      const payload = typeof row.payload === 'string' ? (JSON.parse(row.payload) as AdapterPayload) : row.payload;
      return row.consumido === null ? payload : { ...payload, consumed: Math.floor(new Date(row.consumido).getTime() / 1000) };
    }
  };
}
