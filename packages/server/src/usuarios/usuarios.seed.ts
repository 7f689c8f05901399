/**
 * The accounts an office starts with: an optional first administrator for production (from the environment) and,
 * outside production, the demo users of the README.
 */
import { sql } from 'drizzle-orm';
import { hashPassword } from '../auth/password.ts';
import type { Db } from '../db/client.ts';
import type { OpcoesSemente } from '../http/area.ts';

/** The demo users (README): password rpj12345 for all; `novo` signs in for the first time. */
export const USUARIOS_DEMO = [
  { login: 'admin', nome: 'Helena Duarte Vasconcelos', cpf: '39053344705', email: 'helena.vasconcelos@cartorio.example', grupos: ['ADMINISTRADOR', 'USER'], primeiroAcesso: false },
  { login: 'atendente', nome: 'Carlos Eduardo Pereira', cpf: '71284015637', email: 'carlos.pereira@cartorio.example', grupos: ['USER', 'ATENDENTE'], primeiroAcesso: false },
  { login: 'examinador', nome: 'Beatriz Nogueira Lima', cpf: '15829603489', email: 'beatriz.lima@cartorio.example', grupos: ['USER', 'EXAMINADOR'], primeiroAcesso: false },
  { login: 'oficial', nome: 'Rafael Antunes Moreira', cpf: '84601729378', email: 'rafael.moreira@cartorio.example', grupos: ['USER', 'OFICIAL'], primeiroAcesso: false },
  { login: 'caixa', nome: 'Juliana Ferraz Teixeira', cpf: '27365910895', email: 'juliana.teixeira@cartorio.example', grupos: ['USER', 'CAIXA'], primeiroAcesso: false },
  { login: 'novo', nome: 'Marcos Vinícius Rocha', cpf: '60438152735', email: null, grupos: ['USER'], primeiroAcesso: true },
] as const;

/** The technical user of the integration client (client credentials); it has no password and cannot sign in. */
export const USUARIO_INTEGRACAO = {
  login: 'rpj-integracao',
  nome: 'Integração (usuário técnico)',
  cpf: '47620981594',
  email: null,
  grupos: ['INTEGRACAO'],
  primeiroAcesso: false,
} as const;

/** Password of every demo user. */
export const SENHA_DEMO = 'rpj12345';


async function ensureUser(
  db: Db,
  user: { readonly login: string; readonly nome: string; readonly cpf: string; readonly email: string | null; readonly grupos: readonly string[]; readonly primeiroAcesso: boolean },
  senhaHash: string | null,
): Promise<void> {
  const created = await db.execute<{ id: number }>(sql`
    INSERT INTO usuario (cpf, nome, login, email, primeiro_acesso, senha_hash)
    VALUES (${user.cpf}, ${user.nome}, ${user.login}, ${user.email}, ${user.primeiroAcesso}, ${senhaHash})
    ON CONFLICT DO NOTHING RETURNING id`);
  const id = created.rows[0]?.id;
  if (id === undefined) return;
  await db.execute(sql`
    INSERT INTO usuario_grupo (usuario_id, grupo_id)
    SELECT ${id}, g.id FROM grupo_usuario g WHERE g.nome = ANY(${sql.param([...user.grupos])}::text[])`);
}

/** Adds the accounts that are missing (after the groups: it places them in groups). */
export async function semearUsuarios(db: Db, opcoes: OpcoesSemente): Promise<void> {
  if (opcoes.administrador !== undefined) {
    const { login, cpf, nome } = opcoes.administrador;
    await ensureUser(db, { login, cpf, nome, email: null, grupos: ['ADMINISTRADOR', 'USER'], primeiroAcesso: true }, null);
  }
  if (!opcoes.demo) return;
  const demoLogins = [...USUARIOS_DEMO.map((u) => u.login), USUARIO_INTEGRACAO.login];
  const existing = await db.execute<{ login: string }>(sql`SELECT login FROM usuario WHERE login = ANY(${sql.param(demoLogins)}::text[])`);
  const logins = new Set(existing.rows.map((r) => r.login));
  const missing = USUARIOS_DEMO.filter((u) => !logins.has(u.login));
  if (!logins.has(USUARIO_INTEGRACAO.login)) await ensureUser(db, USUARIO_INTEGRACAO, null);
  if (missing.length === 0) return;
  const senhaHash = await hashPassword(SENHA_DEMO);
  for (const user of missing) await ensureUser(db, user, senhaHash);
}
