// Cash boxes, payments and receipts through the SDK (docs/api.md "Caixa"): a box opened with its float, payments
// with their receipts, cash taken out, a receipt cancelled (keeping its number), the box closed with a difference and
// approved; a closed box takes nothing; another person's box takes nothing; 500 concurrent payments numbered 1..500
// apart from what was there, with no hole and no repeat; a payment that fails between its writes leaves nothing.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ZERO_POR_METODO, type PagamentoSalvar } from '@rpj/domain';
import { httpError, useTestServer } from './harness.ts';
import { textoDoPdf } from './pdf.ts';

const server = useTestServer();
const admin = () => server.sdk('admin').caixas;
const hoje = (): string => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());

/** A certificate ×quantidade, paid by `metodo` for exactly its price. */
async function pagamento(quantidade = 1, metodo: 'DINHEIRO' | 'PIX' = 'DINHEIRO'): Promise<PagamentoSalvar> {
  const servicoId = (await server.sdk('admin').servicos.listar({ descricao: '101' })).dados.content[0]?.id ?? 0;
  const itens = [{ servicoId, quantidade }];
  const total = (await server.sdk('admin').servicos.cotar({ dataReferencia: hoje(), itens })).dados.totalCentavos;
  return { pagador: 'Maria da Silva', documento: '39053344705', itens, parcelas: [{ metodo, valorCentavos: total }] };
}

async function numeros(): Promise<number[]> {
  return (await server.database.db.execute<{ numero: string | number }>(sql`SELECT numero FROM recibo ORDER BY numero`)).rows.map((r) => Number(r.numero));
}

describe('caixas e recibos (docs/api.md)', () => {
  it('opens a box, takes payments with receipts, closes it with a difference and approves it; a closed box takes nothing', async () => {
    const { dados: caixa, mensagens } = await admin().abrir(10_000);
    expect(mensagens).toEqual([`Caixa nº ${String(caixa.id)} aberto.`]);
    expect([caixa.situacao, caixa.usuario, caixa.esperado.DINHEIRO]).toEqual(['ABERTO', 'admin', 10_000]);
    expect((await httpError(admin().abrir(0))).resposta?.mensagens).toEqual([`Você já tem um caixa aberto (nº ${String(caixa.id)}): feche-o antes de abrir outro.`]);
    expect((await admin().meu()).dados.caixa?.id).toBe(caixa.id);

    const corpo = await pagamento(2);
    const { dados: recibo } = await admin().pagar(caixa.id, corpo);
    expect(recibo).toMatchObject({ caixaId: caixa.id, pagador: 'Maria da Silva', totalCentavos: corpo.parcelas[0]?.valorCentavos, usuario: 'admin' });
    expect(recibo.componentes.reduce((s, c) => s + c.centavos, 0)).toBe(recibo.totalCentavos);
    const pix = await pagamento(1, 'PIX');
    const { dados: segundo } = await admin().pagar(caixa.id, pix);
    expect(segundo.numero).toBe(recibo.numero + 1);

    // The receipt printed: its number, who paid, the total.
    const texto = await textoDoPdf((await admin().imprimirRecibo(recibo.id)).dados.conteudo);
    expect(texto).toContain(`Recibo nº ${String(recibo.numero)}`);
    expect(texto).toContain('Maria da Silva');

    // Bad input: a payment that does not add up, a negative value, an unknown method.
    const errado = await httpError(admin().pagar(caixa.id, { ...corpo, parcelas: [{ metodo: 'DINHEIRO', valorCentavos: 100 }] }));
    expect([errado.status, errado.erros[0]?.campo]).toEqual([400, 'parcelas']);
    expect(errado.erros[0]?.mensagem).toMatch(/^O valor pago \(R\$\s1,00\) não confere com o total dos atos/);
    expect((await httpError(admin().pagar(caixa.id, { ...corpo, parcelas: [{ metodo: 'DINHEIRO', valorCentavos: -5 }] }))).erros.map((e) => e.campo)).toEqual(['parcelas.0.valorCentavos']);
    expect((await httpError(admin().pagar(caixa.id, { ...corpo, parcelas: [{ metodo: 'CHEQUE' as 'PIX', valorCentavos: 5 }] }))).erros.map((e) => e.campo)).toEqual(['parcelas.0.metodo']);

    // Cash taken out, a receipt cancelled: it keeps its number, its money leaves the box.
    await admin().movimentar(caixa.id, { tipo: 'SAIDA', metodo: 'DINHEIRO', valorCentavos: 2_000, motivo: 'Depósito no banco' });
    const { dados: cancelado } = await admin().cancelarRecibo(segundo.id, 'Lançado em duplicidade');
    expect([cancelado.numero, cancelado.cancelamento?.motivo, cancelado.cancelamento?.por]).toEqual([segundo.numero, 'Lançado em duplicidade', 'admin']);
    expect((await httpError(admin().cancelarRecibo(segundo.id, 'De novo'))).status).toBe(409);
    const { dados: antes } = await admin().obter(caixa.id);
    const emDinheiro = 10_000 + (corpo.parcelas[0]?.valorCentavos ?? 0) - 2_000;
    expect(antes.esperado).toEqual({ ...ZERO_POR_METODO, DINHEIRO: emDinheiro, PIX: 0 });

    // Closed 30 cents short, approved by a reviewer.
    const { dados: fechado } = await admin().fechar(caixa.id, { versao: antes.versao, contado: { ...ZERO_POR_METODO, DINHEIRO: emDinheiro - 30 }, observacao: 'Faltou troco' });
    expect([fechado.situacao, fechado.fechamento?.diferencaCentavos]).toEqual(['FECHADO', -30]);
    const recusa = await httpError(admin().pagar(caixa.id, corpo));
    expect([recusa.status, recusa.resposta?.mensagens]).toEqual([409, ['Este caixa está fechado: não recebe mais lançamentos.']]);
    expect((await httpError(admin().movimentar(caixa.id, { tipo: 'ENTRADA', metodo: 'DINHEIRO', valorCentavos: 1, motivo: 'x' }))).status).toBe(409);
    const { dados: aprovado } = await server.sdk('caixa').caixas.aprovar(caixa.id, { versao: fechado.versao });
    expect([aprovado.situacao, aprovado.aprovacao?.por]).toEqual(['APROVADO', 'caixa']);
    const lista = (await admin().listar({ usuario: 'admin' })).dados.content.find((c) => c.id === caixa.id);
    expect(lista).toMatchObject({ situacao: 'APROVADO', recibos: 1, recebidoCentavos: recibo.totalCentavos, diferencaCentavos: -30 });
  });

  it('another person\'s box takes nothing from me', async () => {
    const { dados: deles } = await server.sdk('caixa').caixas.abrir(0);
    const recusa = await httpError(admin().pagar(deles.id, await pagamento()));
    expect([recusa.status, recusa.resposta?.mensagens]).toEqual([403, ['Este caixa é de outra pessoa: lance no seu próprio caixa.']]);
  });

  it('numbers 500 concurrent payments with no hole and no repeat', { timeout: 120_000 }, async () => {
    const caixa = (await admin().meu()).dados.caixa ?? (await admin().abrir(0)).dados;
    const antes = await numeros();
    const corpo = await pagamento();
    const recibos = await Promise.all(Array.from({ length: 500 }, () => admin().pagar(caixa.id, corpo)));
    const novos = recibos.map((r) => r.dados.numero).sort((a, b) => a - b);
    const primeiro = (antes.at(-1) ?? 0) + 1;
    expect(novos).toEqual(Array.from({ length: 500 }, (_, i) => primeiro + i));
    expect(await numeros()).toEqual(Array.from({ length: primeiro + 499 }, (_, i) => i + 1));
  });

  it('a payment that fails between its writes leaves neither receipt nor movement, and the next one takes its number', async () => {
    const caixa = (await admin().meu()).dados.caixa ?? (await admin().abrir(0)).dados;
    const antes = await numeros();
    const db = server.database.db;
    // A fault after the receipt is written: the box's movement refuses this payer.
    await db.execute(sql.raw(`CREATE OR REPLACE FUNCTION falha_teste() RETURNS trigger AS $$ BEGIN IF (SELECT pagador FROM recibo WHERE id = NEW.recibo_id) = 'Falha' THEN RAISE EXCEPTION 'falha simulada'; END IF; RETURN NEW; END $$ LANGUAGE plpgsql`));
    await db.execute(sql.raw('CREATE TRIGGER falha_teste BEFORE INSERT ON caixa_movimento FOR EACH ROW EXECUTE FUNCTION falha_teste()'));
    try {
      const falha = await httpError(admin().pagar(caixa.id, { ...(await pagamento()), pagador: 'Falha' }));
      expect(falha.status).toBe(500);
      // A deposit fails the same way: no receipt, no ledger line.
      const deposito = await httpError(admin().depositar(caixa.id, { protocolo: '2026/FALHA', depositante: 'Falha', valorCentavos: 900, parcelas: [{ metodo: 'PIX', valorCentavos: 900 }] }));
      expect(deposito.status).toBe(500);
      expect(await numeros()).toEqual(antes);
      expect((await db.execute(sql`SELECT count(*)::int AS n FROM recibo WHERE pagador = 'Falha'`)).rows[0]).toEqual({ n: 0 });
      expect((await db.execute(sql`SELECT count(*)::int AS n FROM deposito WHERE protocolo = '2026/FALHA'`)).rows[0]).toEqual({ n: 0 });
    } finally {
      await db.execute(sql.raw('DROP TRIGGER falha_teste ON caixa_movimento'));
    }
    const { dados: seguinte } = await admin().pagar(caixa.id, await pagamento());
    expect(seguinte.numero).toBe((antes.at(-1) ?? 0) + 1);
  });

  it('a prior deposit is taken at another cashier\'s box, settled with a complement and with a refund, each with its receipt, reconciling to the cent', async () => {
    const caixaSdk = server.sdk('caixa').caixas;
    const delas = (await caixaSdk.meu()).dados.caixa ?? (await caixaSdk.abrir(0)).dados;
    const meu = (await admin().meu()).dados.caixa ?? (await admin().abrir(0)).dados;
    const { dados: antes } = await admin().resumo();
    const { itens, parcelas } = await pagamento(2);
    const taxa = parcelas[0]?.valorCentavos ?? 0;

    // Taken at intake by admin, paid at the cashier's box: the receipt carries the protocol and the amount held.
    const { dados: dep, mensagens } = await admin().depositar(delas.id, { protocolo: '2026/000101', depositante: 'Associação Bem Viver', documento: '11222333000181', valorCentavos: 1_000, parcelas: [{ metodo: 'PIX', valorCentavos: 1_000 }] });
    expect(dep).toMatchObject({ protocolo: '2026/000101', valorCentavos: 1_000, situacao: 'EM_ABERTO', caixaId: delas.id });
    expect(mensagens).toEqual([`Depósito prévio do protocolo 2026/000101 registrado: recibo nº ${String(dep.reciboNumero)}.`]);
    const { dados: reciboDep } = await admin().recibo(dep.reciboId);
    expect([reciboDep.tipo, reciboDep.protocolo, reciboDep.totalCentavos]).toEqual(['DEPOSITO', '2026/000101', 1_000]);
    expect(await textoDoPdf((await admin().imprimirRecibo(dep.reciboId)).dados.conteudo)).toMatch(/depósito prévio do protocolo\s+2026\/000101/);
    expect((await caixaSdk.obter(delas.id)).dados.movimentos.at(-1)).toMatchObject({ tipo: 'DEPOSITO', metodo: 'PIX', valorCentavos: 1_000 });
    const repetido = await httpError(admin().depositar(delas.id, { protocolo: '2026/000101', depositante: 'X', valorCentavos: 5, parcelas: [{ metodo: 'PIX', valorCentavos: 5 }] }));
    expect([repetido.status, repetido.erros[0]?.campo]).toEqual([409, 'protocolo']);
    expect((await admin().depositos({ protocolo: '2026/000101' })).dados.content.map((d) => d.id)).toEqual([dep.id]);
    // Bad input: a negative amount, parts that do not add up, an unknown method — each named by its field.
    const negativo = await httpError(admin().depositar(delas.id, { protocolo: '2026/000109', depositante: 'X', valorCentavos: -5, parcelas: [{ metodo: 'PIX', valorCentavos: 5 }] }));
    expect([negativo.status, negativo.erros.map((e) => e.campo)]).toEqual([400, ['valorCentavos']]);
    const naoConfere = await httpError(admin().depositar(delas.id, { protocolo: '2026/000109', depositante: 'X', valorCentavos: 500, parcelas: [{ metodo: 'PIX', valorCentavos: 400 }] }));
    expect(naoConfere.erros[0]?.mensagem).toMatch(/^O valor pago \(R\$\s4,00\) não confere com o valor do depósito \(R\$\s5,00\)\.$/);
    const metodo = await httpError(admin().devolver(dep.id, { versao: dep.versao, caixaId: meu.id, metodo: 'CHEQUE' as 'PIX' }));
    expect(metodo.erros.map((e) => e.campo)).toEqual(['metodo']);

    // The acts cost more than the deposit: the complement's parts are required and must add up to it.
    const semParcelas = await httpError(admin().liquidar(dep.id, { versao: dep.versao, itens }));
    expect([semParcelas.status, semParcelas.erros[0]?.campo]).toEqual([400, 'parcelas']);
    const complemento = taxa - 1_000;
    const { dados: liq } = await admin().liquidar(dep.id, { versao: dep.versao, itens, caixaId: meu.id, parcelas: [{ metodo: 'DINHEIRO', valorCentavos: complemento }] });
    expect(liq.deposito).toMatchObject({ situacao: 'LIQUIDADO', liquidacao: { receitaCentavos: taxa, complementoCentavos: complemento, devolucaoCentavos: 0 } });
    expect(liq.recibo).toMatchObject({ tipo: 'LIQUIDACAO', protocolo: '2026/000101', totalCentavos: taxa, deposito: { aplicadoCentavos: 1_000, complementoCentavos: complemento, devolucaoCentavos: 0 } });
    expect(dep.valorCentavos + complemento).toBe(liq.recibo.totalCentavos);
    expect((await httpError(admin().liquidar(dep.id, { versao: liq.deposito.versao, itens }))).status).toBe(409);
    const pdf = await textoDoPdf((await admin().imprimirRecibo(liq.recibo.id)).dados.conteudo);
    expect(pdf).toContain('Acerto do depósito prévio');

    // The deposit is above the acts: the difference is due back, paid only once a reviewer authorises it.
    const { dados: dep2 } = await admin().depositar(delas.id, { protocolo: '2026/000102', depositante: 'Instituto Aurora', valorCentavos: 50_000, parcelas: [{ metodo: 'DINHEIRO', valorCentavos: 50_000 }] });
    const umAto = (await pagamento(1)).itens;
    const { dados: liq2 } = await admin().liquidar(dep2.id, { versao: dep2.versao, itens: umAto });
    const devolucao = liq2.deposito.liquidacao?.devolucaoCentavos ?? 0;
    expect(liq2.deposito.situacao).toBe('A_DEVOLVER');
    expect(50_000 - devolucao).toBe(liq2.recibo.totalCentavos);
    const cedo = await httpError(admin().devolver(dep2.id, { versao: liq2.deposito.versao, caixaId: meu.id, metodo: 'DINHEIRO' }));
    expect([cedo.status, cedo.resposta?.mensagens]).toEqual([409, ['A devolução do protocolo 2026/000102 ainda não foi autorizada: peça a quem analisa caixas.']]);
    const { dados: autorizado } = await caixaSdk.autorizarDevolucao(dep2.id, liq2.deposito.versao);
    expect(autorizado.devolucao?.autorizadaPor).toBe('caixa');
    const dinheiroAntes = (await admin().obter(meu.id)).dados.esperado.DINHEIRO;
    const { dados: pago } = await admin().devolver(dep2.id, { versao: autorizado.versao, caixaId: meu.id, metodo: 'DINHEIRO' });
    expect(pago.recibo).toMatchObject({ tipo: 'DEVOLUCAO', totalCentavos: devolucao, parcelas: [{ metodo: 'DINHEIRO', valorCentavos: devolucao }] });
    expect(pago.deposito).toMatchObject({ situacao: 'LIQUIDADO', devolucao: { reciboNumero: pago.recibo.numero } });
    expect((await admin().obter(meu.id)).dados.esperado.DINHEIRO).toBe(dinheiroAntes - devolucao);

    // A protocol cancelled: nothing charged, all of it due back. A deposit's receipt cancelled frees its protocol.
    const { dados: dep3 } = await admin().depositar(delas.id, { protocolo: '2026/000103', depositante: 'Clube Sol', valorCentavos: 3_000, parcelas: [{ metodo: 'PIX', valorCentavos: 3_000 }] });
    const { dados: liq3 } = await admin().liquidar(dep3.id, { versao: dep3.versao, itens: [] });
    expect(liq3.deposito.liquidacao).toMatchObject({ receitaCentavos: 0, devolucaoCentavos: 3_000 });
    expect((await httpError(admin().cancelarRecibo(liq3.recibo.id, 'Engano'))).status).toBe(409);
    const { dados: dep4 } = await admin().depositar(delas.id, { protocolo: '2026/000104', depositante: 'Clube Lua', valorCentavos: 700, parcelas: [{ metodo: 'PIX', valorCentavos: 700 }] });
    await admin().cancelarRecibo(dep4.reciboId, 'Protocolo digitado errado');
    expect((await admin().deposito(dep4.id)).dados.situacao).toBe('CANCELADO');
    const { dados: dep5 } = await admin().depositar(delas.id, { protocolo: '2026/000104', depositante: 'Clube Lua', valorCentavos: 700, parcelas: [{ metodo: 'PIX', valorCentavos: 700 }] });

    // The overview: deposits are money in but not revenue; settlements are revenue; held and due-back deposits now.
    const { dados: depois } = await admin().resumo();
    expect(depois.entradasCentavos - antes.entradasCentavos).toBe(1_000 + complemento + 50_000 - devolucao + 3_000 + 700 - 700 + dep5.valorCentavos);
    expect(depois.receitaCentavos - antes.receitaCentavos).toBe(taxa + liq2.recibo.totalCentavos);
    expect(depois.depositosEmAberto).toEqual({ quantidade: antes.depositosEmAberto.quantidade + 1, centavos: antes.depositosEmAberto.centavos + dep5.valorCentavos });
    expect(depois.devolucoesPendentes).toEqual({ quantidade: antes.devolucoesPendentes.quantidade + 1, centavos: antes.devolucoesPendentes.centavos + 3_000 });
    expect(depois.caixasAbertos.map((c) => c.id)).toEqual(expect.arrayContaining([meu.id, delas.id]));
    expect(depois.porCaixa.find((c) => c.caixaId === delas.id)?.porMetodo.PIX).toBeGreaterThanOrEqual(1_000 + 3_000 + 700);

    // A closed box takes no deposit.
    const { dados: aberta } = await caixaSdk.obter(delas.id);
    await caixaSdk.fechar(delas.id, { versao: aberta.versao, contado: { ...ZERO_POR_METODO, ...aberta.esperado } });
    const fechada = await httpError(admin().depositar(delas.id, { protocolo: '2026/000105', depositante: 'X', valorCentavos: 5, parcelas: [{ metodo: 'PIX', valorCentavos: 5 }] }));
    expect(fechada.status).toBe(409);
  });
});
