/**
 * Outside production, the demo office's cash: Juliana's (login `caixa`) box of three days ago, closed fifty cents
 * short and approved; and her box of today, closed and waiting for a reviewer — payments by every method, a cash
 * withdrawal, prior deposits held, settled with a complement, and settled with a refund waiting for its
 * authorisation. All of it through the area's own services (the receipts are numbered by the office's counter), then
 * the older box moved three days back. The deposits are of the demo's processes 3, 5 and 7 (processos.seed.ts takes
 * them in after, numbered from 1, and links them). Seeded once: not when the office has any box.
 */
import { sql } from 'drizzle-orm';
import type { ItemCotacaoSalvar, ParcelaPagamento } from '@rpj/domain';
import type { Principal } from '../auth/principal.ts';
import type { Db } from '../db/client.ts';
import type { OpcoesSemente } from '../http/area.ts';
import { precificarItens } from '../servicos/servicos.service.ts';
import { buscarCaixa } from './caixas.repository.ts';
import { abrirCaixa, aprovar, fechar, hoje, movimentar, pagar } from './caixas.service.ts';
import { depositar, liquidar } from './depositos.service.ts';

/** A demo account as the services' author (its permissions are not read by the seeds' calls). */
export async function principal(db: Db, login: string): Promise<Principal | undefined> {
  const id = (await db.execute<{ id: number }>(sql`SELECT id FROM usuario WHERE login = ${login}`)).rows[0]?.id;
  return id === undefined ? undefined : { id, login, ativo: true, permissoes: new Set() };
}

export async function semearCaixas(db: Db, opcoes: OpcoesSemente, uf = 'GO'): Promise<void> {
  if (!opcoes.demo) return;
  if (Number((await db.execute<{ n: string | number }>(sql`SELECT count(*) AS n FROM caixa`)).rows[0]?.n ?? 0) > 0) return;
  const [caixa, admin] = [await principal(db, 'caixa'), await principal(db, 'admin')];
  const servicos = new Map((await db.execute<{ id: number; codigo: string }>(sql`SELECT id, codigo FROM servico`)).rows.map((s) => [s.codigo, s.id]));
  if (caixa === undefined || admin === undefined || !['101', '102', '103', '401'].every((c) => servicos.has(c))) return;
  const autor = { principal: caixa, requestId: 'demo' };
  const item = (codigo: string, quantidade = 1, valorDeclaradoCentavos?: number): ItemCotacaoSalvar => ({
    servicoId: servicos.get(codigo) ?? 0,
    quantidade,
    ...(valorDeclaradoCentavos === undefined ? {} : { valorDeclaradoCentavos }),
  });
  const total = async (itens: readonly ItemCotacaoSalvar[]): Promise<number> => (await precificarItens(db, uf, await hoje(db), itens)).totalCentavos;
  /** A payment of these acts: all by one method, or the cash part given and the rest by the other. */
  const pagarAtos = async (caixaId: number, pagador: string, itens: readonly ItemCotacaoSalvar[], metodo: ParcelaPagamento['metodo'], emDinheiro = 0): Promise<void> => {
    const valor = await total(itens);
    const parcelas: ParcelaPagamento[] = emDinheiro > 0 ? [{ metodo: 'DINHEIRO', valorCentavos: emDinheiro }, { metodo, valorCentavos: valor - emDinheiro }] : [{ metodo, valorCentavos: valor }];
    await pagar(db, uf, caixaId, { pagador, itens, parcelas }, autor);
  };
  /** Closes a box counting what it expects, less what is missing in cash. */
  const fecharConferido = async (caixaId: number, faltaEmDinheiro: number, observacao?: string): Promise<{ readonly versao: number }> => {
    const caixa = await buscarCaixa(db, caixaId);
    if (caixa === undefined) throw new Error('the demo box just opened is gone');
    const contado = { ...caixa.esperado, DINHEIRO: caixa.esperado.DINHEIRO - faltaEmDinheiro };
    return fechar(db, caixaId, { versao: caixa.versao, contado, ...(observacao === undefined ? {} : { observacao }) }, autor);
  };

  // Three days ago: payments, a deposit held, cash to the safe; closed fifty cents short, approved.
  const antigo = await abrirCaixa(db, 15_000, autor);
  await pagarAtos(antigo.id, 'Associação Amigos do Parque Municipal', [item('101'), item('103', 2)], 'DINHEIRO');
  await pagarAtos(antigo.id, 'Cooperativa Agrícola Vale Verde', [item('102', 1, 25_000_000)], 'PIX');
  const semear = await depositar(db, antigo.id, { protocolo: '3', depositante: 'Instituto Semear Educação', documento: '11222333000181', valorCentavos: 30_000, parcelas: [{ metodo: 'PIX', valorCentavos: 30_000 }] }, autor);
  await pagarAtos(antigo.id, 'Clube de Xadrez Cavalo Branco', [item('401', 2)], 'DEBITO');
  await movimentar(db, antigo.id, { tipo: 'SAIDA', metodo: 'DINHEIRO', valorCentavos: 10_000, motivo: 'Recolhimento ao cofre' }, autor);
  const fechadoAntigo = await fecharConferido(antigo.id, 50, 'Diferença de troco');
  await aprovar(db, antigo.id, { versao: fechadoAntigo.versao, observacao: 'Conferido com o cofre.' }, { principal: admin, requestId: 'demo' });
  const tres = sql`interval '3 days'`;
  await db.execute(sql`UPDATE caixa SET aberto_em = aberto_em - ${tres}, fechado_em = fechado_em - ${tres}, aprovado_em = aprovado_em - interval '2 days' WHERE id = ${antigo.id}`);
  await db.execute(sql`UPDATE caixa_movimento SET em = em - ${tres} WHERE caixa_id = ${antigo.id}`);
  await db.execute(sql`UPDATE recibo SET emitido_em = emitido_em - ${tres} WHERE caixa_id = ${antigo.id}`);
  await db.execute(sql`UPDATE recibo_ato SET emitido_em = emitido_em - ${tres} WHERE recibo_id IN (SELECT id FROM recibo WHERE caixa_id = ${antigo.id})`);
  await db.execute(sql`UPDATE deposito SET recebido_em = recebido_em - ${tres} WHERE caixa_id = ${antigo.id}`);

  // Today: a payment in two parts, deposits taken, one settled with a complement, the old one settled with a refund
  // due (waiting for a reviewer's authorisation); closed as counted, waiting for approval.
  const hojeCaixa = await abrirCaixa(db, 10_000, autor);
  await pagarAtos(hojeCaixa.id, 'Associação de Moradores do Bairro Novo', [item('101'), item('103')], 'CREDITO', 5_000);
  await depositar(db, hojeCaixa.id, { protocolo: '7', depositante: 'Fundação Horizonte Azul', valorCentavos: 15_000, parcelas: [{ metodo: 'DINHEIRO', valorCentavos: 15_000 }] }, autor);
  const liga = await depositar(db, hojeCaixa.id, { protocolo: '5', depositante: 'Liga Esportiva Cerrado', valorCentavos: 5_000, parcelas: [{ metodo: 'PIX', valorCentavos: 5_000 }] }, autor);
  const atosLiga = [item('101'), item('103', 3)];
  await liquidar(db, uf, liga.id, { versao: liga.versao, itens: atosLiga, caixaId: hojeCaixa.id, parcelas: [{ metodo: 'PIX', valorCentavos: (await total(atosLiga)) - 5_000 }] }, autor);
  const atualSemear = await db.execute<{ versao: number }>(sql`SELECT versao FROM deposito WHERE id = ${semear.id}`);
  await liquidar(db, uf, semear.id, { versao: atualSemear.rows[0]?.versao ?? 0, itens: [item('101')] }, autor);
  await fecharConferido(hojeCaixa.id, 0);
}
