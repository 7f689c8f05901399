/**
 * The provider's accounts are the users of the database (architecture.md): sign-in checks the scrypt hash; a
 * removed or inactive user cannot sign in.
 */
import { sql } from 'drizzle-orm';
import { isStrongPassword } from '@rpj/domain';
import { audit } from '../audit/audit.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { idDoSujeito } from '../auth/principal.ts';
import type { Db } from '../db/client.ts';

/** A user as the provider needs them. */
export interface Conta {
  readonly id: number;
  readonly login: string;
  readonly nome: string;
  readonly email: string | undefined;
  readonly primeiroAcesso: boolean;
  readonly senhaTemporaria: boolean;
}

interface ContaRow extends Record<string, unknown> {
  id: number;
  login: string;
  nome: string;
  email: string | null;
  ativo: boolean;
  removido: boolean;
  primeiro_acesso: boolean;
  senha_temporaria: boolean;
  senha_hash: string | null;
}

const SELECT_CONTA = sql`SELECT id, login, nome, email, ativo, removido, primeiro_acesso, senha_temporaria, senha_hash FROM usuario`;

async function row(db: Db, login: string): Promise<ContaRow | undefined> {
  const result = await db.execute<ContaRow>(sql`${SELECT_CONTA} WHERE login = ${login}`);
  return result.rows[0];
}

function conta(r: ContaRow): Conta {
  return { id: r.id, login: r.login, nome: r.nome, email: r.email ?? undefined, primeiroAcesso: r.primeiro_acesso, senhaTemporaria: r.senha_temporaria };
}

/**
 * The account of an active user by the provider's account id — the user's id, which is also the tokens' `sub`
 * (security.md #14) — for the provider's claims; `undefined` for anything else.
 */
export async function findConta(db: Db, accountId: string): Promise<Conta | undefined> {
  const id = idDoSujeito(accountId);
  if (id === undefined) return undefined;
  const result = await db.execute<ContaRow>(sql`${SELECT_CONTA} WHERE id = ${id}`);
  const r = result.rows[0];
  return r === undefined || r.removido || !r.ativo ? undefined : conta(r);
}

/**
 * The account whose password this is, or `undefined` — the same answer for an unknown login, a wrong password,
 * an inactive or removed user, so the page cannot tell them apart. A temporary password is consumed here: it
 * works once.
 */
export async function checkPassword(db: Db, login: string, senha: string): Promise<Conta | undefined> {
  const r = await row(db, login.trim().toLowerCase());
  // A wrong login still pays the hash, so timing does not tell that the login does not exist.
  const ok = await verifyPassword(senha, r?.senha_hash ?? 'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=');
  if (r === undefined || !ok || r.removido || !r.ativo || r.senha_hash === null) return undefined;
  if (r.senha_temporaria) await db.execute(sql`UPDATE usuario SET senha_hash = NULL WHERE id = ${r.id}`);
  return conta(r);
}

/** Sets a user's own new password (policy checked by the caller), ending their first access. */
export async function setOwnPassword(db: Db, conta: { readonly id: number; readonly login: string }, senha: string, requestId: string): Promise<void> {
  if (!isStrongPassword(senha)) throw new Error('weak password');
  const hash = await hashPassword(senha);
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      UPDATE usuario SET senha_hash = ${hash}, primeiro_acesso = false, senha_temporaria = false, versao = versao + 1, atualizado_em = now()
       WHERE id = ${conta.id}`);
    await audit(tx, { ator: conta, acao: 'SENHA_REDEFINIDA', entidade: 'usuario', entidadeId: conta.id, requestId });
  });
}
