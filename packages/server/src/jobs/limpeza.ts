/**
 * The nightly clean-up (a task of the platform, jobs/fila.ts): the identity provider's expired state — sessions,
 * grants, codes and tokens past their expiry — is deleted. Idempotent: a second run in the same night deletes
 * nothing more. (Finished jobs are deleted by pg-boss after a week; sign-in counts past their window by the
 * provider itself.)
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { DefinicaoTarefa } from './fila.ts';

/** Deletes what has expired; answers how many rows went. */
export async function limparExpirados(db: Db): Promise<number> {
  const removidos = await db.execute<{ n: number | string }>(sql`
    WITH apagados AS (DELETE FROM oidc_modelo WHERE expira_em < now() RETURNING 1) SELECT count(*) AS n FROM apagados`);
  return Number(removidos.rows[0]?.n ?? 0);
}

/** Every night at 3:00, Brasília time. */
export function tarefaLimpeza(db: Db): DefinicaoTarefa {
  return {
    nome: 'limpeza',
    cron: '0 3 * * *',
    executar: async () => {
      await limparExpirados(db);
    },
  };
}
