/**
 * The groups every office starts with — ADMINISTRADOR (every permission, always) and USER (the view permissions of
 * the daily areas) — and, outside production, one demo group per role.
 */
import { sql } from 'drizzle-orm';
import { PERMISSAO as P, type Permissao } from '@rpj/domain';
import type { Db } from '../db/client.ts';
import type { OpcoesSemente } from '../http/area.ts';

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
  // The scanned archive: examining and certifying read the original pages (issue 31).
  P.VISUALIZAR_DIGITALIZACOES,
];

/** Demo groups, one per role (never in production). */
export const GRUPOS_DEMO: Readonly<Record<string, { readonly descricao: string; readonly permissoes: readonly Permissao[] }>> = {
  ATENDENTE: {
    descricao: 'Atendimento: entrada de processos, pedidos de certidão e caixa do balcão',
    permissoes: [P.CRIAR_PROCESSOS, P.EDITAR_PROCESSOS, P.VISUALIZAR_PROCESSOS, P.VISUALIZAR_CAIXAS, P.CRIAR_CAIXAS, P.EDITAR_CAIXAS, P.CRIAR_CERTIDOES, P.EDITAR_CERTIDOES, P.VISUALIZAR_CERTIDOES, P.VISUALIZAR_DIGITALIZACOES, P.CRIAR_DIGITALIZACOES],
  },
  EXAMINADOR: {
    descricao: 'Exame e análise dos títulos, pendências',
    permissoes: [P.VISUALIZAR_EXAMES, P.ANALISAR_EXAME, P.ENVIAR_EMAIL_PENDENCIAS, P.VISUALIZAR_PROCESSOS, P.EDITAR_PROCESSOS, P.VISUALIZAR_DISTRIBUICOES],
  },
  OFICIAL: {
    descricao: 'Conferência, assinatura e selagem',
    permissoes: [P.VISUALIZAR_CONFERENCIAS, P.CRIAR_CONFERENCIAS, P.VISUALIZAR_CERTIDOES, P.CRIAR_CERTIDOES, P.EDITAR_CERTIDOES, P.VISUALIZAR_SELAGENS, P.CRIAR_SELAGENS, P.EDITAR_SELAGENS, P.EDITAR_NUMERO_AVERBACAO, P.VISUALIZAR_RELATORIOS, P.VISUALIZAR_RELATORIOS_COTACAO],
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

/** Adds the groups that are missing (after the permissions: it grants them). */
export async function semearGrupos(db: Db, opcoes: OpcoesSemente): Promise<void> {
  await ensureGroup(db, 'ADMINISTRADOR', 'Administração do sistema: todas as permissões', []);
  await ensureGroup(db, 'USER', 'Servidores do cartório: consulta das áreas do dia a dia', PERMISSOES_USER);
  // ADMINISTRADOR holds every permission of the catalogue, including ones added by a newer version.
  await db.execute(sql`
    INSERT INTO grupo_permissao (grupo_id, permissao_id)
    SELECT g.id, p.id FROM grupo_usuario g CROSS JOIN permissao p
    WHERE g.nome = 'ADMINISTRADOR' AND p.nome <> 'NULL'
    ON CONFLICT DO NOTHING`);
  if (!opcoes.demo) return;
  for (const [nome, grupo] of Object.entries(GRUPOS_DEMO)) await ensureGroup(db, nome, grupo.descricao, grupo.permissoes);
}
