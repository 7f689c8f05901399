/**
 * The finance overview's sums (/financeiro): money in by method, box and day from the boxes' movements; revenue
 * recognised from the receipts of payments and settlements, by service and by component; deposits held and refunds due
 * now; the open boxes. Days are Brasília's.
 */
import { sql } from 'drizzle-orm';
import { METODOS_PAGAMENTO, ZERO_POR_METODO, type MetodoPagamento, type PorMetodo, type ResumoFinanceiro, type SituacaoCaixa } from '@rpj/domain';
import { lerJuntos, type Db } from '../db/client.ts';
import { instante } from '../db/linha.ts';

type N = string | number;

/** Customers' money: payments, deposits, complements, less cancellations and refunds (not the float, not cash put in or out). */
export const MOVIMENTOS_DE_CLIENTES = sql`m.tipo IN ('PAGAMENTO', 'DEPOSITO', 'COMPLEMENTO', 'CANCELAMENTO', 'DEVOLUCAO')`;

function porMetodo(linhas: readonly { readonly metodo: MetodoPagamento; readonly centavos: N }[]): PorMetodo {
  const r: Record<MetodoPagamento, number> = { ...ZERO_POR_METODO };
  for (const l of linhas) r[l.metodo] += Number(l.centavos);
  return r;
}

function total(p: PorMetodo): number {
  return METODOS_PAGAMENTO.reduce((s, m) => s + p[m], 0);
}

export async function resumoFinanceiro(db: Db, de: string, ate: string): Promise<ResumoFinanceiro> {
  const diaMov = sql`(m.em AT TIME ZONE 'America/Sao_Paulo')::date`;
  const diaRec = sql`(r.emitido_em AT TIME ZONE 'America/Sao_Paulo')::date`;
  const noPeriodo = sql`${diaMov} BETWEEN ${de}::date AND ${ate}::date`;
  const receitas = sql`r.cancelado_em IS NULL AND r.tipo IN ('PAGAMENTO', 'LIQUIDACAO') AND ${diaRec} BETWEEN ${de}::date AND ${ate}::date`;
  const [porCaixaMetodo, porDia, servicos, componentes, depositos, abertos] = await lerJuntos(db, [
    () => db.execute<{ caixa_id: number; login: string; nome: string; situacao: SituacaoCaixa; metodo: MetodoPagamento; centavos: N }>(sql`
      SELECT m.caixa_id, u.login, u.nome, c.situacao, m.metodo, sum(m.valor_centavos) AS centavos
        FROM caixa_movimento m JOIN caixa c ON c.id = m.caixa_id JOIN usuario u ON u.id = c.usuario_id
       WHERE ${MOVIMENTOS_DE_CLIENTES} AND ${noPeriodo}
       GROUP BY m.caixa_id, u.login, u.nome, c.situacao, m.metodo ORDER BY m.caixa_id`),
    () => db.execute<{ dia: string; centavos: N }>(sql`
      SELECT to_char(${diaMov}, 'YYYY-MM-DD') AS dia, sum(m.valor_centavos) AS centavos
        FROM caixa_movimento m WHERE ${MOVIMENTOS_DE_CLIENTES} AND ${noPeriodo} GROUP BY 1 ORDER BY 1`),
    () => db.execute<{ codigo: string; descricao: string; quantidade: N; centavos: N }>(sql`
      SELECT i->>'codigo' AS codigo, min(i->>'descricao') AS descricao, sum((i->>'quantidade')::int) AS quantidade, sum((i->'precificado'->>'totalCentavos')::bigint) AS centavos
        FROM recibo r CROSS JOIN LATERAL jsonb_array_elements(r.dados->'itens') i
       WHERE ${receitas} GROUP BY 1 ORDER BY 4 DESC, 1`),
    () => db.execute<{ codigo: string; nome: string; centavos: N }>(sql`
      SELECT c->>'codigo' AS codigo, min(c->>'nome') AS nome, sum((c->>'centavos')::bigint) AS centavos
        FROM recibo r CROSS JOIN LATERAL jsonb_array_elements(r.dados->'componentes') c
       WHERE ${receitas} GROUP BY 1 ORDER BY 3 DESC, 1`),
    () => db.execute<{ situacao: string; n: N; centavos: N }>(sql`
      SELECT situacao, count(*) AS n, sum(CASE WHEN situacao = 'EM_ABERTO' THEN valor_centavos ELSE devolucao_centavos END) AS centavos
        FROM deposito WHERE situacao IN ('EM_ABERTO', 'A_DEVOLVER') GROUP BY situacao`),
    () => db.execute<{ id: number; login: string; nome: string; aberto_em: string | Date; esperado: N }>(sql`
      SELECT c.id, u.login, u.nome, c.aberto_em, (SELECT coalesce(sum(valor_centavos), 0) FROM caixa_movimento WHERE caixa_id = c.id) AS esperado
        FROM caixa c JOIN usuario u ON u.id = c.usuario_id WHERE c.situacao = 'ABERTO' ORDER BY c.aberto_em`),
  ]);
  const caixas = new Map<number, { caixaId: number; usuario: string; nomeUsuario: string; situacao: SituacaoCaixa; linhas: { metodo: MetodoPagamento; centavos: N }[] }>();
  for (const l of porCaixaMetodo.rows) {
    const c = caixas.get(l.caixa_id) ?? { caixaId: l.caixa_id, usuario: l.login, nomeUsuario: l.nome, situacao: l.situacao, linhas: [] };
    c.linhas.push({ metodo: l.metodo, centavos: l.centavos });
    caixas.set(l.caixa_id, c);
  }
  const entradas = porMetodo(porCaixaMetodo.rows);
  const receitaPorComponente = componentes.rows.map((c) => ({ codigo: c.codigo, nome: c.nome, centavos: Number(c.centavos) }));
  const deposito = (s: string): { readonly quantidade: number; readonly centavos: number } => {
    const l = depositos.rows.find((d) => d.situacao === s);
    return { quantidade: Number(l?.n ?? 0), centavos: Number(l?.centavos ?? 0) };
  };
  return {
    de,
    ate,
    entradas,
    entradasCentavos: total(entradas),
    porCaixa: [...caixas.values()].map(({ linhas, ...c }) => {
      const p = porMetodo(linhas);
      return { ...c, porMetodo: p, totalCentavos: total(p) };
    }),
    porDia: porDia.rows.map((d) => ({ dia: d.dia, centavos: Number(d.centavos) })),
    receitaPorServico: servicos.rows.map((s) => ({ codigo: s.codigo, descricao: s.descricao, quantidade: Number(s.quantidade), totalCentavos: Number(s.centavos) })),
    receitaPorComponente,
    receitaCentavos: receitaPorComponente.reduce((s, c) => s + c.centavos, 0),
    depositosEmAberto: deposito('EM_ABERTO'),
    devolucoesPendentes: deposito('A_DEVOLVER'),
    caixasAbertos: abertos.rows.map((c) => ({ id: c.id, usuario: c.login, nomeUsuario: c.nome, abertoEm: instante(c.aberto_em), esperadoCentavos: Number(c.esperado) })),
  };
}
