/**
 * First accesses waiting for their new password (migration 0009), kept in the database so that every server
 * process sees them: the password is checked by one process and the new one may be posted to another (issue 19).
 * Each waits 30 minutes, by the database's clock (the same for every process).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { findConta, type Conta } from './accounts.ts';

/** A first access waiting: the account, and the keyed digest of the password it signed in with. */
export interface AcessoPendente {
  readonly conta: Conta;
  readonly senhaAtual: string;
}

/** How long a first access waits for its new password. */
const VALIDADE = '30 minutes';

export interface AcessosPendentes {
  /** The password was right and a new one is due: the next step, on any process, asks for it. */
  guardar(interacao: string, conta: Conta, senhaAtual: string): Promise<void>;
  /** The first access waiting under this interaction, if it has not expired and its account is still active. */
  ler(interacao: string): Promise<AcessoPendente | undefined>;
  /** The new password is set: nothing waits any more. */
  concluir(interacao: string): Promise<void>;
}

export function acessosPendentes(db: Db): AcessosPendentes {
  return {
    async guardar(interacao, conta, senhaAtual) {
      // Expired ones are dropped on the way: they are few, and only this table's writers need to care.
      await db.execute(sql`DELETE FROM acesso_pendente WHERE expira_em <= now()`);
      await db.execute(sql`
        INSERT INTO acesso_pendente (interacao, usuario_id, senha_atual, expira_em)
        VALUES (${interacao}, ${conta.id}, ${senhaAtual}, now() + ${VALIDADE}::interval)
        ON CONFLICT (interacao) DO UPDATE SET usuario_id = EXCLUDED.usuario_id, senha_atual = EXCLUDED.senha_atual, expira_em = EXCLUDED.expira_em`);
    },
    async ler(interacao) {
      const lido = await db.execute<{ usuario_id: number; senha_atual: string }>(
        sql`SELECT usuario_id, senha_atual FROM acesso_pendente WHERE interacao = ${interacao} AND expira_em > now()`,
      );
      const linha = lido.rows[0];
      if (linha === undefined) return undefined;
      const conta = await findConta(db, String(linha.usuario_id));
      return conta === undefined ? undefined : { conta, senhaAtual: linha.senha_atual };
    },
    async concluir(interacao) {
      await db.execute(sql`DELETE FROM acesso_pendente WHERE interacao = ${interacao}`);
    },
  };
}
