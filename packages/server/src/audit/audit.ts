/**
 * The audit trail (LGPD; security.md #8): every write and every opening of a person's record, with who, when,
 * which request, and the record before and after — CPFs masked. Rows are only ever inserted (a trigger refuses
 * UPDATE, DELETE and TRUNCATE).
 */
import { sql } from 'drizzle-orm';
import { maskCpfForPublic } from '@rpj/domain';
import type { Db } from '../db/client.ts';

/** What is recorded. */
export interface RegistroAuditoria {
  /** Who acted: their id and the login they had at the moment (a login can be renamed; the id cannot). */
  readonly ator: { readonly id: number; readonly login: string } | undefined;
  readonly acao: 'LEITURA' | 'CRIACAO' | 'ALTERACAO' | 'REMOCAO' | 'RESTAURACAO' | 'SENHA_REDEFINIDA' | 'VINCULO_IDENTIDADE' | 'SESSOES_ENCERRADAS' | 'AVERBACAO' | 'OCULTACAO';
  readonly entidade: string;
  readonly entidadeId: string | number;
  readonly requestId: string;
  readonly antes?: unknown;
  readonly depois?: unknown;
}

/** A copy of a value with every `cpf` field masked, at any depth. */
export function maskPersonalData(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(maskPersonalData);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [k, k === 'cpf' && typeof v === 'string' ? maskCpfForPublic(v) : maskPersonalData(v)]),
  );
}

/** Inserts one audit row, in the caller's transaction when given one. */
export async function audit(db: Db, registro: RegistroAuditoria): Promise<void> {
  await auditar(db, [registro]);
}

/** Several audit rows in one statement (a write that changes several things in one short locked section). */
export async function auditar(db: Db, registros: readonly RegistroAuditoria[]): Promise<void> {
  if (registros.length === 0) return;
  const json = (v: unknown): string | null => (v === undefined ? null : JSON.stringify(maskPersonalData(v)));
  const linhas = registros.map(
    (r) => sql`(${r.ator?.login ?? null}, ${r.ator?.id ?? null}::integer, ${r.acao}, ${r.entidade}, ${String(r.entidadeId)}, ${r.requestId}, ${json(r.antes)}::jsonb, ${json(r.depois)}::jsonb)`,
  );
  await db.execute(sql`INSERT INTO auditoria (usuario, usuario_id, acao, entidade, entidade_id, request_id, antes, depois) VALUES ${sql.join(linhas, sql`, `)}`);
}
