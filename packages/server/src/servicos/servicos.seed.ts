/**
 * Outside production, the demo office's services, priced by Goiás's published table of 02/2026 for Registro de Títulos
 * e Documentos and Civil das Pessoas Jurídicas (@rpj/domain's tabela-go.ts: the fee of each band of the declared
 * value, the registration without economic value and its pages, the authentication of books, the Taxa Judiciária).
 * Acts whose published figures this project does not have (amendments, certificates) are left for the office to enter.
 */
import { sql } from 'drizzle-orm';
import {
  AUTENTICACAO_LIVRO_GO_2026,
  FAIXAS_REGISTRO_GO_2026,
  REGISTRO_SEM_VALOR_GO_2026,
  REGRAS_GO,
  TAXA_JUDICIARIA_GO_2026,
  VIGENCIA_TABELA_GO_2026,
  type ServicoSalvar,
} from '@rpj/domain';
import type { Db } from '../db/client.ts';
import type { OpcoesSemente } from '../http/area.ts';
import { gravarServico } from './servicos.repository.ts';

/** A fixed fee from the 02/2026 table on. */
function fixo(emolumentoCentavos: number, taxaFixaCentavos: number): ServicoSalvar['vigencias'] {
  return [{ de: VIGENCIA_TABELA_GO_2026, valores: { tipo: 'FIXO', emolumentoCentavos, ...(taxaFixaCentavos > 0 ? { taxaFixaCentavos } : {}) } }];
}

const DEMO: readonly ServicoSalvar[] = [
  {
    codigo: '101',
    descricao: 'Registro de estatuto ou ato constitutivo sem valor econômico (1ª página)',
    tipoAto: 'REGISTRO_CONSTITUICAO',
    selo: true,
    ativo: true,
    vigencias: fixo(REGISTRO_SEM_VALOR_GO_2026.primeiraPaginaCentavos, TAXA_JUDICIARIA_GO_2026),
  },
  {
    codigo: '102',
    descricao: 'Registro de contrato social ou ato com valor declarado (por faixa de valor)',
    tipoAto: 'REGISTRO_CONSTITUICAO',
    selo: true,
    ativo: true,
    vigencias: [{ de: VIGENCIA_TABELA_GO_2026, valores: { tipo: 'FAIXAS', faixas: FAIXAS_REGISTRO_GO_2026 } }],
  },
  {
    codigo: '103',
    descricao: 'Registro sem valor econômico: cada página que acrescer',
    tipoAto: 'REGISTRO_CONSTITUICAO',
    selo: false,
    ativo: true,
    vigencias: fixo(REGISTRO_SEM_VALOR_GO_2026.paginaAcrescidaCentavos, 0),
  },
  { codigo: '401', descricao: 'Autenticação de livro obrigatório (por livro)', tipoAto: 'AUTENTICACAO_LIVRO', selo: true, ativo: true, vigencias: fixo(AUTENTICACAO_LIVRO_GO_2026, TAXA_JUDICIARIA_GO_2026) },
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
