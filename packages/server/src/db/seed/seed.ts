/**
 * What every office starts with: the permission catalogue of @rpj/domain, the groups ADMINISTRADOR (every
 * permission, always) and USER (the view permissions of the daily areas), an optional first administrator for
 * production, and, outside production, the demo users of the README.
 */
import { sql } from 'drizzle-orm';
import { CATALOGO_PERMISSOES, PERMISSAO as P, type Permissao } from '@rpj/domain';
import { hashPassword } from '../../auth/password.ts';
import type { Db } from '../client.ts';

/** The view permissions of the daily areas, held by USER. */
export const PERMISSOES_USER: readonly Permissao[] = [
  P.VISUALIZAR_EMPRESAS,
  P.VISUALIZAR_SERVICOS,
  P.VISUALIZAR_PROCESSOS,
  P.VISUALIZAR_CERTIDOES,
  P.VISUALIZAR_FERIADOS,
  P.VISUALIZAR_RESPONSAVEIS_ASSINANTE,
  P.VISUALIZAR_QUALIFICACAO_SOCIO,
  P.VISUALIZAR_ATOS,
  P.VISUALIZAR_SELAGENS,
];

/** Demo groups, one per role (never in production). */
export const GRUPOS_DEMO: Readonly<Record<string, { readonly descricao: string; readonly permissoes: readonly Permissao[] }>> = {
  ATENDENTE: {
    descricao: 'Atendimento: entrada de processos e caixa do balcão',
    permissoes: [P.CRIAR_PROCESSOS, P.EDITAR_PROCESSOS, P.VISUALIZAR_PROCESSOS, P.VISUALIZAR_CAIXAS, P.CRIAR_CAIXAS, P.EDITAR_CAIXAS, P.CRIAR_CERTIDOES, P.VISUALIZAR_CERTIDOES, P.VISUALIZAR_DIGITALIZACOES, P.CRIAR_DIGITALIZACOES],
  },
  EXAMINADOR: {
    descricao: 'Exame e análise dos títulos, pendências',
    permissoes: [P.VISUALIZAR_EXAMES, P.ANALISAR_EXAME, P.ENVIAR_EMAIL_PENDENCIAS, P.VISUALIZAR_PROCESSOS, P.EDITAR_PROCESSOS, P.VISUALIZAR_DISTRIBUICOES],
  },
  OFICIAL: {
    descricao: 'Conferência, assinatura e selagem',
    permissoes: [P.VISUALIZAR_CONFERENCIAS, P.CRIAR_CONFERENCIAS, P.VISUALIZAR_CERTIDOES, P.CRIAR_CERTIDOES, P.EDITAR_CERTIDOES, P.VISUALIZAR_SELAGENS, P.CRIAR_SELAGENS, P.EDITAR_SELAGENS, P.EDITAR_NUMERO_AVERBACAO, P.VISUALIZAR_RELATORIOS],
  },
  INTEGRACAO: {
    descricao: 'Sistemas internos que usam o SDK com credenciais de cliente',
    permissoes: [P.VISUALIZAR_USUARIOS, P.VISUALIZAR_EMPRESAS, P.VISUALIZAR_PROCESSOS],
  },
  CAIXA: {
    descricao: 'Caixas, recebimentos e fechamento do dia',
    permissoes: [P.VISUALIZAR_CAIXAS, P.CRIAR_CAIXAS, P.EDITAR_CAIXAS, P.ANALISAR_CAIXAS, P.VISUALIZAR_RELATORIO_CAIXA_DIARIO, P.VISUALIZAR_RELATORIOS],
  },
};

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

/** A first administrator for an office's production database (from the environment). */
export interface AdministradorInicial {
  readonly login: string;
  readonly cpf: string;
  readonly nome: string;
}

async function ensureGroup(db: Db, nome: string, descricao: string, permissoes: readonly Permissao[]): Promise<void> {
  const created = await db.execute<{ id: number }>(
    sql`INSERT INTO grupo_usuario (nome, descricao) VALUES (${nome}, ${descricao}) ON CONFLICT (nome) DO NOTHING RETURNING id`,
  );
  // A group the office already has keeps the permissions the office gave it.
  if (created.rows.length === 0 || permissoes.length === 0) return;
  await db.execute(sql`
    INSERT INTO grupo_permissao (grupo_id, permissao_id)
    SELECT ${created.rows[0]?.id ?? 0}, p.id FROM permissao p WHERE p.nome = ANY(${sql.param([...permissoes])}::text[])
    ON CONFLICT DO NOTHING`);
}

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

/**
 * Seeds what is missing, idempotently: run at every start. Returns whether demo users were created.
 */
export async function seed(
  db: Db,
  options: { readonly demo: boolean; readonly administrador?: AdministradorInicial },
): Promise<void> {
  await db.transaction(async (tx) => {
    for (const p of CATALOGO_PERMISSOES) {
      await tx.execute(sql`INSERT INTO permissao (nome, rotulo) VALUES (${p.nome}, ${p.rotulo}) ON CONFLICT (nome) DO NOTHING`);
    }
    await ensureGroup(tx, 'ADMINISTRADOR', 'Administração do sistema: todas as permissões', []);
    await ensureGroup(tx, 'USER', 'Servidores do cartório: consulta das áreas do dia a dia', PERMISSOES_USER);
    // ADMINISTRADOR holds every permission of the catalogue, including ones added by a newer version.
    await tx.execute(sql`
      INSERT INTO grupo_permissao (grupo_id, permissao_id)
      SELECT g.id, p.id FROM grupo_usuario g CROSS JOIN permissao p
      WHERE g.nome = 'ADMINISTRADOR' AND p.nome <> 'NULL'
      ON CONFLICT DO NOTHING`);
    if (options.administrador !== undefined) {
      const { login, cpf, nome } = options.administrador;
      await ensureUser(tx, { login, cpf, nome, email: null, grupos: ['ADMINISTRADOR', 'USER'], primeiroAcesso: true }, null);
    }
  });
  if (!options.demo) return;
  for (const [nome, grupo] of Object.entries(GRUPOS_DEMO)) await ensureGroup(db, nome, grupo.descricao, grupo.permissoes);
  const demoLogins = [...USUARIOS_DEMO.map((u) => u.login), USUARIO_INTEGRACAO.login];
  const existing = await db.execute<{ login: string }>(sql`SELECT login FROM usuario WHERE login = ANY(${sql.param(demoLogins)}::text[])`);
  const logins = new Set(existing.rows.map((r) => r.login));
  const missing = USUARIOS_DEMO.filter((u) => !logins.has(u.login));
  if (!logins.has(USUARIO_INTEGRACAO.login)) await ensureUser(db, USUARIO_INTEGRACAO, null);
  if (missing.length === 0) return;
  const senhaHash = await hashPassword(SENHA_DEMO);
  for (const user of missing) await ensureUser(db, user, senhaHash);
}
