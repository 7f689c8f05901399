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
      expect(await numeros()).toEqual(antes);
      expect((await db.execute(sql`SELECT count(*)::int AS n FROM recibo WHERE pagador = 'Falha'`)).rows[0]).toEqual({ n: 0 });
    } finally {
      await db.execute(sql.raw('DROP TRIGGER falha_teste ON caixa_movimento'));
    }
    const { dados: seguinte } = await admin().pagar(caixa.id, await pagamento());
    expect(seguinte.numero).toBe((antes.at(-1) ?? 0) + 1);
  });
});
