// The financial reports through the SDK (docs/api.md "Relatórios"): seeded days of payments, deposits, a settlement
// with a complement, one with a refund paid back, a cancellation the day after its payment; on each day the money in
// equals the revenue recognised (the revenue book) plus the change in deposits held plus the refunds; the receipt
// control flags the cancellation and a hole made in the sequence; a long period comes in parts; the PDF holds the
// rows and totals the SDK read; bad filters are refused on their field.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEFINICOES_RELATORIO, METODOS_PAGAMENTO, metodoNoRelatorio, ROTULOS_MOVIMENTO, ROTULOS_SITUACAO_PROCESSO, ROTULOS_TIPO_RECIBO, textoDaCelula, textoDaDuracao, textoDaFalta, textoDoTermo, TIPOS_MOVIMENTO, totaisDoRelatorio, type FiltroRelatorio, type LinhaRelatorio, type NomeRelatorio, type PagamentoSalvar } from '@rpj/domain';
import { httpError, useTestServer } from './harness.ts';
import { textoDoPdf } from './pdf.ts';

const server = useTestServer();
const admin = () => server.sdk('admin');
const hoje = (): string => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
const ontem = (): string => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date(Date.now() - 86_400_000));

async function pagamento(quantidade = 1): Promise<PagamentoSalvar> {
  const servicoId = (await admin().servicos.listar({ descricao: '101' })).dados.content[0]?.id ?? 0;
  const itens = [{ servicoId, quantidade }];
  const total = (await admin().servicos.cotar({ dataReferencia: hoje(), itens })).dados.totalCentavos;
  return { pagador: 'Maria da Silva', itens, parcelas: [{ metodo: 'DINHEIRO', valorCentavos: total }] };
}

async function relatorio(nome: NomeRelatorio, f: FiltroRelatorio): Promise<readonly LinhaRelatorio[]> {
  return admin().relatorios.gerar(nome, f);
}

/** A column of a report's rows, by its key. */
function coluna(nome: NomeRelatorio, linhas: readonly LinhaRelatorio[], chave: string): readonly (string | number | null)[] {
  const i = DEFINICOES_RELATORIO[nome].colunas.findIndex((c) => c.chave === chave);
  return linhas.map((l) => l[i] ?? null);
}

function soma(valores: readonly (string | number | null)[]): number {
  return valores.reduce<number>((s, v) => s + (typeof v === 'number' ? v : 0), 0);
}

describe('relatórios financeiros (docs/api.md)', () => {
  it('reconciles each day: money in = revenue recognised + change in deposits + refunds; the receipt control flags a cancellation and a hole', async () => {
    const caixas = admin().caixas;
    const meu = (await caixas.meu()).dados.caixa ?? (await caixas.abrir(5_000)).dados;
    const { itens } = await pagamento(1);
    const taxa = (await pagamento(1)).parcelas[0]?.valorCentavos ?? 0;

    // Yesterday: a payment (cancelled today) and a deposit, moved back a day with their movements.
    const { dados: pagoOntem } = await caixas.pagar(meu.id, await pagamento(2));
    const { dados: depOntem } = await caixas.depositar(meu.id, { protocolo: '2026/REL01', depositante: 'Instituto Aurora', valorCentavos: 50_000, parcelas: [{ metodo: 'PIX', valorCentavos: 50_000 }] });
    await server.database.db.execute(sql`UPDATE recibo SET emitido_em = emitido_em - interval '1 day' WHERE id IN (${pagoOntem.id}, ${depOntem.reciboId})`);
    await server.database.db.execute(sql`UPDATE caixa_movimento SET em = em - interval '1 day' WHERE recibo_id IN (${pagoOntem.id}, ${depOntem.reciboId})`);
    await server.database.db.execute(sql`UPDATE recibo_ato SET emitido_em = emitido_em - interval '1 day' WHERE recibo_id IN (${pagoOntem.id}, ${depOntem.reciboId})`);
    await server.database.db.execute(sql`UPDATE deposito SET recebido_em = recebido_em - interval '1 day' WHERE id = ${depOntem.id}`);

    // Today: a payment; yesterday's payment cancelled; yesterday's deposit settled with a refund, authorised and paid back;
    // a new deposit settled with a complement.
    const { dados: pagoHoje } = await caixas.pagar(meu.id, await pagamento(1));
    await caixas.cancelarRecibo(pagoOntem.id, 'Lançado em duplicidade');
    const { dados: liq } = await caixas.liquidar(depOntem.id, { versao: depOntem.versao, itens });
    const { dados: autorizado } = await server.sdk('caixa').caixas.autorizarDevolucao(depOntem.id, liq.deposito.versao);
    await caixas.devolver(depOntem.id, { versao: autorizado.versao, caixaId: meu.id, metodo: 'DINHEIRO' });
    const { dados: dep2 } = await caixas.depositar(meu.id, { protocolo: '2026/REL02', depositante: 'Clube "Sol" \\ Lua', valorCentavos: 1_000, parcelas: [{ metodo: 'PIX', valorCentavos: 1_000 }] });
    await caixas.liquidar(dep2.id, { versao: dep2.versao, itens, caixaId: meu.id, parcelas: [{ metodo: 'DINHEIRO', valorCentavos: taxa - 1_000 }] });

    const periodo = { de: ontem(), ate: hoje() };
    const diario = await relatorio('caixaDiario', periodo);
    expect(coluna('caixaDiario', diario, 'dia')).toEqual([ontem(), hoje()]);
    // The identity holds on both days, and the report says so.
    expect(coluna('caixaDiario', diario, 'diferenca')).toEqual([0, 0]);
    expect(coluna('caixaDiario', diario, 'conciliacao')).toEqual(['', '']);
    const [dOntem, dHoje] = diario;
    const valor = (l: LinhaRelatorio | undefined, chave: string): number => Number(l?.[DEFINICOES_RELATORIO.caixaDiario.colunas.findIndex((c) => c.chave === chave)] ?? NaN);
    // Yesterday: the payment and the deposit came in; the payment is revenue, the deposit is held.
    expect(valor(dOntem, 'entradas')).toBeGreaterThanOrEqual(pagoOntem.totalCentavos + 50_000);
    expect(valor(dOntem, 'depositos')).toBeGreaterThanOrEqual(50_000);
    // Today: the refund paid back is 50,000 less the fee the settlement recognised.
    expect(valor(dHoje, 'devolucoes')).toBeGreaterThanOrEqual(50_000 - taxa);

    // The three sources, each on its own: the cash report's movements, the revenue book, the deposits.
    for (const [dia, linha] of [[ontem(), dOntem], [hoje(), dHoje]] as const) {
      const caixa = await relatorio('caixa', { de: dia, ate: dia });
      expect(soma(coluna('caixa', caixa, 'valor'))).toBe(valor(linha, 'entradas') - valor(linha, 'devolucoes'));
      const livro = await relatorio('livroDiario', { de: dia, ate: dia });
      expect(soma(coluna('livroDiario', livro, 'total'))).toBe(valor(linha, 'receita'));
      // The book's revenue is the office's fees only: what is passed on (court, funds, seal, ISS) is apart.
      expect(soma(coluna('livroDiario', livro, 'receita')) + soma(coluna('livroDiario', livro, 'repasses'))).toBe(valor(linha, 'receita'));
    }
    // A payer's quotes and backslash come back as typed (the rows are JSON the database writes).
    expect(coluna('caixa', await relatorio('caixa', { de: hoje(), ate: hoje() }), 'pagador')).toContain('Clube "Sol" \\ Lua');
    const livroHoje = await relatorio('livroDiario', { de: hoje(), ate: hoje() });
    expect(coluna('livroDiario', livroHoje, 'observacao')).toContain(`Estorno: recibo nº ${String(pagoOntem.numero)} cancelado`);
    // Labels, people and acts travel once per part (domain porOsTextos): the SDK gives them back in every cell.
    const nomeAdmin = (await server.database.db.execute<{ nome: string }>(sql`SELECT nome FROM usuario WHERE login = 'admin'`)).rows[0]?.nome ?? '';
    const caixaHoje = await relatorio('caixa', { de: hoje(), ate: hoje() });
    expect([coluna('caixa', caixaHoje, 'operador'), coluna('caixa', caixaHoje, 'movimento'), coluna('caixa', caixaHoje, 'metodo')]).toEqual([
      expect.arrayContaining([nomeAdmin]),
      expect.arrayContaining([ROTULOS_MOVIMENTO.PAGAMENTO, ROTULOS_MOVIMENTO.DEVOLUCAO]),
      expect.arrayContaining([metodoNoRelatorio('DINHEIRO')]),
    ]);
    expect(coluna('livroDiario', livroHoje, 'ato').every((a) => typeof a === 'string' && a.includes(' — '))).toBe(true);
    expect(coluna('livroDiario', livroHoje, 'recibo')).toContain(pagoHoje.numero);

    // The receipt control: the cancellation flagged; then a hole made in the sequence, flagged with its numbers.
    const controle = await relatorio('controleRecibo', periodo);
    const ocorrencias = coluna('controleRecibo', controle, 'ocorrencia').filter((o) => o !== '');
    expect(ocorrencias).toEqual([expect.stringMatching(new RegExp(`^Cancelado em .* por admin: Lançado em duplicidade \\(era R\\$\\s[\\d.,]+\\)$`))]);
    await server.database.db.execute(sql`UPDATE contador SET valor = valor + 3 WHERE nome = 'recibo'`);
    const { dados: depois } = await caixas.pagar(meu.id, await pagamento(1));
    const soOcorrencias = await relatorio('controleRecibo', { ...periodo, ocorrencias: true });
    expect(coluna('controleRecibo', soOcorrencias, 'ocorrencia')).toEqual([
      expect.stringMatching(/^Cancelado em /),
      // Written by the database as the domain writes it.
      textoDaFalta(depois.numero - 3, depois.numero - 1),
    ]);

    // The PDF holds what the SDK read: each receipt number and the total.
    const linhas = await relatorio('controleRecibo', periodo);
    const texto = (await textoDoPdf((await admin().relatorios.pdf('controleRecibo', periodo)).dados.conteudo)).replace(/\s+/g, ' ');
    expect(texto).toContain('Controle de recibos');
    // The texts sent once are in their cells on paper too.
    expect([texto.includes(ROTULOS_TIPO_RECIBO.PAGAMENTO), texto.includes(nomeAdmin)]).toEqual([true, true]);
    expect(texto).toContain(`${String(linhas.length)} linhas`);
    for (const n of coluna('controleRecibo', linhas, 'numero')) if (n !== null) expect(texto).toContain(textoDaCelula('inteiro', n));
    const total = totaisDoRelatorio(DEFINICOES_RELATORIO.controleRecibo.colunas, linhas)['valor'] ?? 0;
    expect(texto).toContain(`Total ${textoDaCelula('dinheiro', total).replace(/\s+/g, ' ')}`);
  });

  it('a long period comes in parts of a month, with progress; bad filters are refused on their field', async () => {
    const ano = { de: '2026-01-01', ate: '2026-12-31' };
    // The receipts of the year: the first part is January's, and says how many the year has.
    const primeira = await admin().relatorios.parte('controleRecibo', ano);
    const todas = await admin().relatorios.gerar('controleRecibo', ano);
    // (the count is the receipts'; a gap's row, as the hole the first case made, is not one)
    expect([primeira.dados.totalLinhas, primeira.dados.proximo]).toEqual([todas.filter((l) => l[0] !== null).length, expect.any(Number)]);
    expect(primeira.dados.linhas.every((l) => typeof l[1] === 'string' && l[1] < '2026-02-01T03:00')).toBe(true);
    const progresso: number[] = [];
    await admin().relatorios.gerar('controleRecibo', ano, { aoProgredir: (p) => progresso.push(p.lidas) });
    expect(progresso).toHaveLength(12);
    expect(progresso.at(-1)).toBe(todas.length);
    // The daily cash (a row a day) comes whole.
    const diario = await admin().relatorios.parte('caixaDiario', ano);
    expect([diario.dados.linhas.length, diario.dados.totalLinhas, diario.dados.proximo]).toEqual([365, 365, undefined]);

    const invertido = await httpError(admin().relatorios.parte('caixa', { de: '2026-11-30', ate: '2026-11-01' }));
    expect([invertido.status, invertido.erros]).toEqual([400, [{ campo: 'ate', mensagem: 'O último dia vem depois do primeiro: confira o período.' }]]);
    const longo = await httpError(admin().relatorios.parte('caixa', { de: '2025-01-01', ate: '2026-11-01' }));
    expect(longo.erros).toEqual([{ campo: 'ate', mensagem: 'O período vai até um ano: divida-o em partes.' }]);
    const semData = await server.request('GET', '/relatorio/caixa?de=2026-11-01', { login: 'admin' });
    expect([semData.status, semData.body.erros?.[0]?.campo]).toEqual([400, 'ate']);
  });

  it('the protocol book: each day in order with its closing term (count, first and last numbers), and a hole flagged', async () => {
    const servicoId = (await admin().servicos.listar({ descricao: '101' })).dados.content[0]?.id ?? 0;
    const protocolar = async (apresentante: string): Promise<number> =>
      (
        await admin().processos.entrada({
          apresentante: { nome: apresentante, documento: '52998224725', email: 'livro@exemplo.com.br' },
          empresaNome: 'Associação do Livro de Protocolo',
          naturezaJuridica: '3999',
          tipoAto: 'REGISTRO_CONSTITUICAO',
          documentos: [],
          itens: [{ servicoId, quantidade: 1 }],
        })
      ).dados.protocolo;
    // Yesterday's titles (this one and any before it, moved back a day as the numbers run with time), then two of today.
    const deOntem = await protocolar('Renata Borges Amaral');
    await server.database.db.execute(sql`UPDATE processo SET protocolado_em = protocolado_em - interval '1 day' WHERE protocolo <= ${deOntem}`);
    const primeiro = await protocolar('Caio Mendes');
    const segundo = await protocolar('Lia Prado');
    const periodo = { de: ontem(), ate: hoje() };
    const livro = await relatorio('livroProtocolo', periodo);
    const col = (l: LinhaRelatorio, chave: string) => l[DEFINICOES_RELATORIO.livroProtocolo.colunas.findIndex((c) => c.chave === chave)] ?? null;
    const protocolos = livro.filter((l) => col(l, 'protocolo') !== null);
    // In the numbers' order, each with its presenter, its kind of act and where it stands.
    expect(protocolos.map((l) => col(l, 'protocolo'))).toEqual([...protocolos.map((l) => Number(col(l, 'protocolo')))].sort((a, b) => a - b));
    const linhaDe = (n: number) => protocolos.find((l) => col(l, 'protocolo') === n);
    expect(linhaDe(primeiro)?.slice(2, 4)).toEqual(['Registro de ato constitutivo (estatuto ou contrato social)', 'Caio Mendes']);
    expect(col(linhaDe(segundo) ?? [], 'resultado')).toBe(ROTULOS_SITUACAO_PROCESSO[(await admin().processos.obter(segundo)).dados.situacao]);
    // Each day ends with its term, whose count and numbers are the day's rows.
    const termos = livro.filter((l) => col(l, 'natureza') === 'Termo de encerramento');
    expect(termos).toHaveLength(2);
    let inicio = 0;
    for (const [i, dia] of [ontem(), hoje()].entries()) {
      const fim = livro.indexOf(termos[i] ?? []);
      const doDia = livro.slice(inicio, fim).map((l) => col(l, 'protocolo')).filter((n): n is number => typeof n === 'number');
      expect(col(termos[i] ?? [], 'resultado')).toBe(textoDoTermo(dia, doDia.length, Math.min(...doDia), Math.max(...doDia)));
      inicio = fim + 1;
    }
    expect(totaisDoRelatorio(DEFINICOES_RELATORIO.livroProtocolo.colunas, livro)['titulos']).toBe(protocolos.length);
    expect(livro.some((l) => col(l, 'ocorrencia') !== '' && col(l, 'ocorrencia') !== null)).toBe(false);
    // Two numbers lost (the sequence moved without a title): the next title's row is preceded by the hole, in words.
    await server.database.db.execute(sql`UPDATE contador SET valor = valor + 2 WHERE nome = 'protocolo'`);
    const depois = await protocolar('Otávio Reis');
    const comFalta = await relatorio('livroProtocolo', periodo);
    const i = comFalta.findIndex((l) => col(l, 'protocolo') === depois);
    expect(col(comFalta[i - 1] ?? [], 'ocorrencia')).toBe(textoDaFalta(depois - 2, depois - 1, 'protocolo'));
    // The PDF prints the term as the screen shows it.
    const texto = (await textoDoPdf((await admin().relatorios.pdf('livroProtocolo', { de: hoje(), ate: hoje() })).dados.conteudo)).replace(/\s+/g, ' ');
    expect(texto).toContain('Termo de encerramento: em');
    expect(texto).toContain(textoDaFalta(depois - 2, depois - 1, 'protocolo'));
  });

  it("productivity: each person's exams, requirements, conferences and registrations of a seeded month, and each step's average time, as the facts recorded them", async () => {
    const db = server.database.db;
    const servicoId = (await admin().servicos.listar({ descricao: '101' })).dados.content[0]?.id ?? 0;
    const { dados: p } = await admin().processos.entrada({
      apresentante: { nome: 'Renata Borges Amaral', documento: '52998224725', email: 'renata@exemplo.com.br' },
      empresaNome: 'Associação da Produtividade',
      naturezaJuridica: '3999',
      tipoAto: 'REGISTRO_CONSTITUICAO',
      documentos: [],
      itens: [{ servicoId, quantidade: 1 }],
    });
    // June 2025's facts: who made which move, when (UTC), and how long the process had waited in the step. Moves that
    // are not a person's work (the distribution, the analysis) and a requirement of 1 July (Brasília) do not count; one
    // of 30 June 23:30 in Brasília (already July in UTC) does.
    const fatos: readonly (readonly [string, string, string, number])[] = [
      ['examinador', 'APROVAR_EXAME', '2025-06-02T13:00:00Z', 3_600],
      ['examinador', 'APROVAR_EXAME', '2025-06-10T13:00:00Z', 7_200],
      ['examinador', 'APROVAR_EXAME', '2025-06-11T13:00:00Z', 1_800],
      ['examinador', 'EXIGIR', '2025-06-12T13:00:00Z', 600],
      ['examinador', 'EXIGIR', '2025-07-01T02:30:00Z', 1_200],
      ['examinador', 'EXIGIR', '2025-07-01T03:30:00Z', 9_999],
      ['examinador', 'ENVIAR_CONFERENCIA', '2025-06-12T14:00:00Z', 60],
      ['admin', 'DISTRIBUIR', '2025-06-02T12:00:00Z', 0],
      ['admin', 'APROVAR_EXAME', '2025-06-20T13:00:00Z', 90_000],
      ['oficial', 'CONFERIR', '2025-06-03T13:00:00Z', 300],
      ['oficial', 'CONFERIR', '2025-06-04T13:00:00Z', 900],
      ['oficial', 'REGISTRAR', '2025-06-05T13:00:00Z', 120],
      ['oficial', 'AVERBAR', '2025-06-06T13:00:00Z', 60],
    ];
    for (const [usuario, evento, em, duracao] of fatos) {
      await db.execute(sql`INSERT INTO processo_historico (protocolo, usuario, evento, em, duracao_s) VALUES (${p.protocolo}, ${usuario}, ${evento}, ${em}::timestamptz, ${duracao})`);
    }
    const junho = { de: '2025-06-01', ate: '2025-06-30' };
    const linhas = await relatorio('produtividade', junho);
    const nomes = new Map((await db.execute<{ login: string; nome: string }>(sql`SELECT login, nome FROM usuario`)).rows.map((u) => [u.login, u.nome]));
    const grupos = new Map((await db.execute<{ login: string; grupos: string }>(sql`SELECT u.login, string_agg(g.nome, ', ' ORDER BY g.nome) AS grupos FROM usuario u JOIN usuario_grupo ug ON ug.usuario_id = u.id JOIN grupo_usuario g ON g.id = ug.grupo_id GROUP BY u.login`)).rows.map((u) => [u.login, u.grupos]));
    // What the facts say, person by person: the counts by step, and each step's mean wait (none without a move).
    const doMes = fatos.filter(([, , em]) => em >= '2025-06-01T03:00:00Z' && em < '2025-07-01T03:00:00Z');
    const esperado = ['admin', 'examinador', 'oficial'].map((login) => {
      const meus = doMes.filter(([u]) => u === login);
      const de = (eventos: readonly string[]) => meus.filter(([, e]) => eventos.includes(e)).map(([, , , d]) => d);
      const media = (d: readonly number[]) => (d.length === 0 ? null : Math.round(d.reduce((a, b) => a + b, 0) / d.length));
      const [exames, exigencias, conferencias, registros] = [de(['APROVAR_EXAME', 'EXIGIR']), de(['EXIGIR']), de(['CONFERIR']), de(['REGISTRAR', 'AVERBAR'])];
      return [nomes.get(login), grupos.get(login) ?? '', exames.length, exigencias.length, conferencias.length, registros.length, media(exames), media(conferencias), media(registros)];
    });
    expect([...linhas].sort((a, b) => String(a[0]).localeCompare(String(b[0])))).toEqual(esperado.sort((a, b) => String(a[0]).localeCompare(String(b[0]))));
    expect(esperado.find((l) => l[0] === nomes.get('examinador'))?.slice(2)).toEqual([5, 2, 0, 0, 2_880, null, null]);
    // Under the table, each average weighs its count: (5 × 2 880 + 1 × 90 000) / 6.
    const totais = totaisDoRelatorio(DEFINICOES_RELATORIO.produtividade.colunas, linhas);
    expect(totais).toMatchObject({ exames: 6, exigencias: 2, conferencias: 2, registros: 2, tempoExame: 17_400, tempoConferencia: 600, tempoRegistro: 90 });
    // One person, or one group's people.
    expect((await relatorio('produtividade', { ...junho, usuario: 'oficial' })).map((l) => l[0])).toEqual([nomes.get('oficial')]);
    const grupoDoOficial = (await db.execute<{ id: number }>(sql`SELECT ug.grupo_id AS id FROM usuario_grupo ug JOIN usuario u ON u.id = ug.usuario_id WHERE u.login = 'oficial' LIMIT 1`)).rows[0]?.id ?? 0;
    const doGrupo = await relatorio('produtividade', { ...junho, grupoId: grupoDoOficial });
    expect(doGrupo.map((l) => l[0])).toContain(nomes.get('oficial'));
    expect(doGrupo.every((l) => String(l[1]).length > 0)).toBe(true);
    // The PDF prints the rows and the weighted averages the SDK read.
    const texto = (await textoDoPdf((await admin().relatorios.pdf('produtividade', junho)).dados.conteudo)).replace(/\s+/g, ' ');
    expect(texto).toContain(String(nomes.get('examinador')));
    expect(texto).toContain(textoDaDuracao(17_400));
    // The workflow records the facts: an exam decided now counts today, with its wait.
    const dia = { de: hoje(), ate: hoje() };
    const examesDoAdmin = async (): Promise<number> => Number((await relatorio('produtividade', dia)).find((l) => l[0] === nomes.get('admin'))?.[2] ?? 0);
    const antes = await examesDoAdmin();
    await admin().exames.decidir(p.protocolo, { versao: p.versao, decisao: 'APTO', exigencias: [] });
    expect(await examesDoAdmin()).toBe(antes + 1);
    expect((await httpError(server.sdk('examinador').relatorios.parte('produtividade', dia))).status).toBe(403);
  });

  it("every code a stored row names has its label's place: the database's code lists hold each of the domain's codes", async () => {
    const lista = async (nome: string): Promise<readonly string[]> => (await server.database.db.execute<{ c: string[] }>(sql`SELECT relatorio_codigos(${nome}) AS c`)).rows[0]?.c ?? [];
    expect(await lista('movimento')).toEqual(expect.arrayContaining([...TIPOS_MOVIMENTO]));
    expect(await lista('metodo')).toEqual(expect.arrayContaining([...METODOS_PAGAMENTO]));
    expect(await lista('recibo')).toEqual(expect.arrayContaining(Object.keys(ROTULOS_TIPO_RECIBO)));
  });

  it('the quotes report needs its own permission; the daily cash its own', async () => {
    const periodo = { de: hoje(), ate: hoje() };
    const { dados: cotada } = await admin().servicos.cotar({ dataReferencia: hoje(), cliente: 'Loja Azul', itens: (await pagamento(1)).itens });
    const cotacoes = await relatorio('cotacao', periodo);
    expect(coluna('cotacao', cotacoes, 'numero')).toContain(cotada.numero);
    expect(coluna('cotacao', cotacoes, 'situacao')).toContain('Não convertida');
    // The examiner sees no report; the cashier (VISUALIZAR_RELATORIOS without the quotes' permission) no quotes.
    expect((await httpError(server.sdk('examinador').relatorios.parte('caixa', periodo))).status).toBe(403);
    expect((await httpError(server.sdk('caixa').relatorios.parte('cotacao', periodo))).status).toBe(403);
    expect((await server.sdk('caixa').relatorios.parte('caixaDiario', periodo)).dados.linhas).toHaveLength(1);
    expect((await httpError(server.sdk('oficial').relatorios.parte('caixaDiario', periodo))).status).toBe(403);
  });
});

describe('visões salvas dos relatórios (docs/api.md)', () => {
  it('saves a named set of filters shared with the office, updates it with its version, refuses a repeated name, removes it', async () => {
    const sdk = admin().relatorios;
    const { dados: v, mensagens } = await sdk.salvarVisao({ relatorio: 'caixa', nome: ' PIX da quinzena ', filtros: { periodo: 'mes', metodo: 'PIX' } });
    expect(mensagens).toEqual(['Visão "PIX da quinzena" salva.']);
    expect(v).toMatchObject({ relatorio: 'caixa', nome: 'PIX da quinzena', filtros: { periodo: 'mes', metodo: 'PIX' }, salvaPor: 'admin', versao: 0 });
    // Another person of the office sees it.
    expect((await server.sdk('caixa').relatorios.visoes('caixa')).dados.map((x) => x.nome)).toContain('PIX da quinzena');
    expect((await sdk.visoes('cotacao')).dados.map((x) => x.nome)).not.toContain('PIX da quinzena');
    const repetida = await httpError(sdk.salvarVisao({ relatorio: 'caixa', nome: 'pix DA QUINZENA', filtros: {} }));
    expect([repetida.status, repetida.erros]).toEqual([409, [{ campo: 'nome', mensagem: 'Já existe uma visão com este nome neste relatório: escolha outro nome.' }]]);
    const { dados: alterada } = await sdk.salvarVisao({ id: v.id, versao: v.versao, relatorio: 'caixa', nome: 'PIX da quinzena', filtros: { periodo: 'mesPassado', metodo: 'PIX', caixaId: 2 } });
    expect([alterada.versao, alterada.filtros]).toEqual([1, { periodo: 'mesPassado', metodo: 'PIX', caixaId: 2 }]);
    const velha = await httpError(sdk.salvarVisao({ id: v.id, versao: 0, relatorio: 'caixa', nome: 'PIX da quinzena', filtros: {} }));
    expect([velha.status, velha.erros[0]?.campo]).toEqual([409, 'versao']);
    const semNome = await httpError(sdk.salvarVisao({ relatorio: 'caixa', nome: ' ', filtros: { periodo: 'semestre' as 'mes' } }));
    expect([semNome.status, semNome.erros.map((e) => e.campo).sort()]).toEqual([400, ['filtros.periodo', 'nome']]);
    // The cashier may see views but not save one; the administrator removes it.
    expect((await httpError(server.sdk('caixa').relatorios.salvarVisao({ relatorio: 'caixa', nome: 'Minha', filtros: {} }))).status).toBe(403);
    expect((await sdk.removerVisao(v.id)).mensagens).toEqual(['Visão "PIX da quinzena" removida.']);
    expect((await httpError(sdk.removerVisao(v.id))).status).toBe(404);
    const auditoria = await server.database.db.execute<{ acao: string }>(sql`SELECT acao FROM auditoria WHERE entidade = 'relatorio_visao' AND entidade_id = ${String(v.id)} ORDER BY id`);
    expect(auditoria.rows.map((r) => r.acao)).toEqual(['CRIACAO', 'ALTERACAO', 'REMOCAO']);
  });
});
