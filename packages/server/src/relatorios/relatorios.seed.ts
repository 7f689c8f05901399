/**
 * Outside production, what the demo's reports show beyond the cash the other areas seeded: the counter's quotes of
 * the last days — by the clerk (`atendente`) and the cashier (`caixa`), one turned into the demo's payment of
 * today, one into process 7 — and a saved view of the cash report ("PIX do mês"). Seeded once: not when the
 * office has any quote.
 */
import { sql } from 'drizzle-orm';
import type { Principal } from '../auth/principal.ts';
import type { Db } from '../db/client.ts';
import type { OpcoesSemente } from '../http/area.ts';
import { principal } from '../caixas/caixas.seed.ts';
import { hoje } from '../caixas/caixas.service.ts';
import { cotar } from '../servicos/servicos.service.ts';
import { salvarVisao } from './visoes.ts';

export async function semearRelatorios(db: Db, opcoes: OpcoesSemente, uf = 'GO'): Promise<void> {
  if (!opcoes.demo) return;
  if (Number((await db.execute<{ n: string | number }>(sql`SELECT count(*) AS n FROM cotacao`)).rows[0]?.n ?? 0) > 0) return;
  const [atendente, caixa, admin] = [await principal(db, 'atendente'), await principal(db, 'caixa'), await principal(db, 'admin')];
  const servicos = new Map((await db.execute<{ id: number; codigo: string }>(sql`SELECT id, codigo FROM servico`)).rows.map((s) => [s.codigo, s.id]));
  if (atendente === undefined || caixa === undefined || admin === undefined || !['101', '102', '103', '401'].every((c) => servicos.has(c))) return;
  const dia = await hoje(db);
  const item = (codigo: string, quantidade = 1, valorDeclaradoCentavos?: number) => ({ servicoId: servicos.get(codigo) ?? 0, quantidade, ...(valorDeclaradoCentavos === undefined ? {} : { valorDeclaradoCentavos }) });
  const quotes: readonly { readonly quem: Principal; readonly cliente: string; readonly itens: ReturnType<typeof item>[]; readonly diasAtras: number }[] = [
    { quem: caixa, cliente: 'Associação Amigos do Parque Municipal', itens: [item('101'), item('103', 2)], diasAtras: 3 },
    { quem: caixa, cliente: 'Grêmio Recreativo Lago Azul', itens: [item('102', 1, 8_000_000)], diasAtras: 3 },
    { quem: atendente, cliente: 'Fundação Horizonte Azul', itens: [item('101'), item('103')], diasAtras: 1 },
    { quem: atendente, cliente: 'Associação de Moradores do Bairro Novo', itens: [item('101'), item('103')], diasAtras: 0 },
    { quem: atendente, cliente: 'Sindicato dos Artesãos de Goiás', itens: [item('401', 3)], diasAtras: 0 },
  ];
  const ids: number[] = [];
  for (const q of quotes) {
    const c = await cotar(db, uf, { dataReferencia: dia, cliente: q.cliente, itens: q.itens }, { principal: q.quem, requestId: 'demo' });
    ids.push(c.id);
    if (q.diasAtras > 0) await db.execute(sql`UPDATE cotacao SET criada_em = criada_em - make_interval(days => ${q.diasAtras}) WHERE id = ${c.id}`);
  }
  // Turned into what came after: the payment of today's box to the same association, and process 7's intake.
  await db.execute(sql`UPDATE recibo SET cotacao_id = ${ids[3] ?? null} WHERE id = (SELECT id FROM recibo WHERE pagador = 'Associação de Moradores do Bairro Novo' AND tipo = 'PAGAMENTO' ORDER BY id LIMIT 1)`);
  await db.execute(sql`UPDATE processo SET cotacao_id = ${ids[2] ?? null} WHERE protocolo = 7`);
  await salvarVisao(db, { relatorio: 'caixa', nome: 'PIX do mês', filtros: { periodo: 'mes', metodo: 'PIX' } }, { principal: admin, requestId: 'demo' });
}
