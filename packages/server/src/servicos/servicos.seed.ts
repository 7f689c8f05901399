/**
 * Outside production, the demo office's services with their fee tables for 2025 and 2026. The figures are of the
 * shape of TJGO's tables (a fixed fee and the Taxa Judiciária; bands over the declared capital for a society's
 * contract) but are **demonstration values**: an office enters the official table in force.
 */
import { sql } from 'drizzle-orm';
import { REGRAS_GO, type ServicoSalvar, type ValoresTabela } from '@rpj/domain';
import type { Db } from '../db/client.ts';
import type { OpcoesSemente } from '../http/area.ts';
import { gravarServico } from './servicos.repository.ts';

/** A fixed table for 2025, and the same 6 % higher from 2026. */
function fixo(emolumento: number, taxa: number): ServicoSalvar['vigencias'] {
  const de2026 = (c: number): number => Math.round(c * 1.06);
  const v = (e: number, t: number): ValoresTabela => ({ tipo: 'FIXO', emolumentoCentavos: e, taxaFixaCentavos: t });
  return [
    { de: '2025-01-01', ate: '2025-12-31', valores: v(emolumento, taxa) },
    { de: '2026-01-01', valores: v(de2026(emolumento), de2026(taxa)) },
  ];
}

/** Bands over the declared value (a society's capital). */
const FAIXAS_CAPITAL: ServicoSalvar['vigencias'] = [
  {
    de: '2026-01-01',
    valores: {
      tipo: 'FAIXAS',
      faixas: [
        { ateCentavos: 1_000_000, emolumentoCentavos: 15_400, taxaFixaCentavos: 1_610 },
        { ateCentavos: 5_000_000, emolumentoCentavos: 24_800, taxaFixaCentavos: 2_150 },
        { ateCentavos: 20_000_000, emolumentoCentavos: 41_300, taxaFixaCentavos: 3_220 },
        { ateCentavos: 100_000_000, emolumentoCentavos: 68_900, taxaFixaCentavos: 4_300 },
        { emolumentoCentavos: 110_200, taxaFixaCentavos: 6_450 },
      ],
    },
  },
];

const DEMO: readonly ServicoSalvar[] = [
  { codigo: '101', descricao: 'Registro de estatuto de associação, fundação ou organização religiosa', tipoAto: 'REGISTRO_CONSTITUICAO', codigoAtoTribunal: '2141', selo: true, ativo: true, vigencias: fixo(18_160, 1_520) },
  { codigo: '102', descricao: 'Registro de contrato social de sociedade simples (por faixa de capital)', tipoAto: 'REGISTRO_CONSTITUICAO', codigoAtoTribunal: '2141', selo: true, ativo: true, vigencias: FAIXAS_CAPITAL },
  { codigo: '201', descricao: 'Averbação de alteração do estatuto ou do contrato social', tipoAto: 'AVERBACAO_ALTERACAO_ESTATUTARIA', codigoAtoTribunal: '2144', selo: true, ativo: true, vigencias: fixo(9_870, 1_080) },
  { codigo: '202', descricao: 'Averbação de ata de eleição e posse da diretoria', tipoAto: 'AVERBACAO_ELEICAO_DIRETORIA', codigoAtoTribunal: '2144', selo: true, ativo: true, vigencias: fixo(8_650, 1_080) },
  { codigo: '203', descricao: 'Averbação de dissolução, liquidação ou extinção', tipoAto: 'AVERBACAO_DISSOLUCAO', codigoAtoTribunal: '2144', selo: true, ativo: true, vigencias: fixo(9_870, 1_080) },
  { codigo: '301', descricao: 'Matrícula de jornal, periódico, oficina impressora ou emissora (Livro B)', tipoAto: 'MATRICULA_IMPRENSA', selo: true, ativo: true, vigencias: fixo(12_340, 1_080) },
  { codigo: '401', descricao: 'Autenticação de livro (por livro)', tipoAto: 'AUTENTICACAO_LIVRO', selo: true, ativo: true, vigencias: fixo(4_320, 540) },
  { codigo: '501', descricao: 'Certidão em breve relato', tipoAto: 'CERTIDAO_BREVE_RELATO', selo: true, ativo: true, vigencias: fixo(3_450, 540) },
  { codigo: '502', descricao: 'Certidão de inteiro teor', tipoAto: 'CERTIDAO_INTEIRO_TEOR', selo: true, ativo: true, vigencias: fixo(5_180, 540) },
];

/**
 * Goiás's rule at every start, when the office has none for GO (the rates in force, to be confirmed with TJGO's table:
 * domain-rcpj §9.3); and, outside production, the demo services.
 */
export async function semearServicos(db: Db, opcoes: OpcoesSemente): Promise<void> {
  await db.execute(sql`INSERT INTO regra_cobranca (uf, vigencias) VALUES ('GO', ${JSON.stringify(REGRAS_GO)}::jsonb) ON CONFLICT (uf) DO NOTHING`);
  if (!opcoes.demo) return;
  const existentes = await db.execute<{ n: number | string }>(sql`SELECT count(*) AS n FROM servico`);
  if (Number(existentes.rows[0]?.n ?? 0) > 0) return;
  for (const s of DEMO) await gravarServico(db, undefined, s);
}
