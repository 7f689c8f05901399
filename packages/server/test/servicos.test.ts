// Services, fee tables and quotes through the SDK (docs/api.md "Servico" and "Cotacao"): a service with a banded
// table, its fee in the list, a quote priced component by component at the reference date and printed, and the
// rules of a save and of a quote.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formatMoney, precificar, REGRA_GO, type ServicoSalvar } from '@rpj/domain';
import { httpError, useTestServer } from './harness.ts';
import { textoDoPdf } from './pdf.ts';

const server = useTestServer();
const api = () => server.sdk('admin').servicos;

const BANDAS: ServicoSalvar = {
  codigo: '9102',
  descricao: 'Registro de contrato de sociedade simples (teste)',
  tipoAto: 'REGISTRO_CONSTITUICAO',
  codigoAtoTribunal: '2141',
  selo: true,
  ativo: true,
  vigencias: [
    { de: '2025-01-01', ate: '2025-12-31', valores: { tipo: 'FIXO', emolumentoCentavos: 10_000 } },
    { de: '2026-01-01', valores: { tipo: 'FAIXAS', faixas: [{ ateCentavos: 1_000_000, emolumentoCentavos: 15_400, taxaFixaCentavos: 1_610 }, { emolumentoCentavos: 24_800, taxaFixaCentavos: 2_150 }] } },
  ],
};

describe('serviços e cotações (docs/api.md)', () => {
  it('creates a service with a banded table, lists it with today\'s fee, updates and removes it', async () => {
    const { dados: criado, mensagens } = await api().salvar(BANDAS);
    expect(mensagens).toEqual(['Serviço cadastrado com sucesso!']);
    const linha = (await api().listar({ descricao: '9102' })).dados.content[0];
    expect(linha).toMatchObject({ codigo: '9102', tipoAto: 'REGISTRO_CONSTITUICAO', valorVigente: '2 faixas por valor declarado' });
    const salvo = await api().salvar({ ...BANDAS, id: criado.id, versao: 0, ativo: false });
    expect(salvo.dados).toMatchObject({ versao: 1, ativo: false });
    expect((await api().remover(criado.id)).mensagens).toEqual(['Serviço 9102 removido.']);
  });

  it('prices a quote at its reference date, every component apart, numbers it and prints it', async () => {
    const { dados: servico } = await api().salvar({ ...BANDAS, codigo: '9103' });
    const demo = (await api().listar({ descricao: '101' })).dados.content[0];
    if (demo === undefined) throw new Error('the demo has the service 101');
    const { dados: cotacao, mensagens } = await api().cotar({
      dataReferencia: '2026-03-10',
      cliente: 'Maria da Silva',
      itens: [
        { servicoId: servico.id, quantidade: 1, valorDeclaradoCentavos: 1_000_001 },
        { servicoId: demo.id, quantidade: 3 },
        { servicoId: demo.id, quantidade: 1, isencao: { hipotese: 'ORDEM_JUDICIAL', fundamento: 'Gratuidade de justiça' } },
      ],
    });
    expect(mensagens).toEqual([`Cotação nº ${String(cotacao.numero)} registrada.`]);
    // Each item as @rpj/domain prices it: the second band for R$ 10.000,01.
    const esperado = precificar(servico.vigencias, REGRA_GO, { quantidade: 1, valorDeclaradoCentavos: 1_000_001 }, '2026-03-10', servico);
    expect(cotacao.itens[0]?.precificado).toEqual(esperado);
    expect(cotacao.itens[0]?.precificado.componentes.find((c) => c.codigo === 'EMOLUMENTO')?.centavos).toBe(24_800);
    expect([cotacao.itens[2]?.precificado.isento, cotacao.itens[2]?.precificado.totalCentavos, cotacao.itens[2]?.precificado.selos]).toEqual([true, 0, 1]);
    expect(cotacao.totalCentavos).toBe(cotacao.itens.reduce((s, i) => s + i.precificado.totalCentavos, 0));
    expect(cotacao.componentes.reduce((s, c) => s + c.centavos, 0)).toBe(cotacao.totalCentavos);
    expect((await api().cotacao(cotacao.id)).dados).toEqual(cotacao);
    // The 2025 table for a date of 2025: a fixed fee, no declared value needed.
    const antiga = await api().cotar({ dataReferencia: '2025-06-01', itens: [{ servicoId: servico.id, quantidade: 1 }] });
    expect(antiga.dados.itens[0]?.precificado.componentes[0]).toEqual({ codigo: 'EMOLUMENTO', nome: 'Emolumentos', centavos: 10_000 });
    // Printed: the number, the items and the total, as a real PDF.
    const { dados: pdf } = await api().imprimirCotacao(cotacao.id);
    expect(pdf.nomeArquivo).toBe(`Cotação nº ${String(cotacao.numero)}.pdf`);
    const texto = await textoDoPdf(pdf.conteudo);
    expect(texto).toContain(`Cotação nº ${String(cotacao.numero)}`);
    expect(texto).toContain('Maria da Silva');
    expect(texto).toContain(formatMoney(cotacao.totalCentavos).replace(/\u00a0/g, ' '));
    const numeros = await server.database.db.execute<{ n: string | number }>(sql`SELECT count(DISTINCT numero) AS n FROM cotacao`);
    expect(Number(numeros.rows[0]?.n)).toBeGreaterThanOrEqual(2);
  });

  it('refuses bad tables and bad quotes with a pt-BR message on the row, and writes nothing', async () => {
    const sobreposta = await httpError(
      api().salvar({ ...BANDAS, codigo: '9104', vigencias: [{ de: '2025-01-01', ate: '2025-12-31', valores: { tipo: 'FIXO', emolumentoCentavos: 10_000 } }, { de: '2025-06-01', valores: { tipo: 'FIXO', emolumentoCentavos: 1 } }] }),
    );
    expect(sobreposta.erros).toEqual([{ campo: 'vigencias.1.de', mensagem: 'Esta vigência se sobrepõe à da linha 1: um dia tem uma só tabela.' }]);
    const semTipo = await httpError(api().salvar({ ...BANDAS, codigo: '9105', tipoAto: 'INEXISTENTE' }));
    expect(semTipo.erros).toEqual([{ campo: 'tipoAto', mensagem: 'Escolha um tipo de ato do catálogo.' }]);
    const negativo = await httpError(api().salvar({ ...BANDAS, codigo: '9106', vigencias: [{ de: '2026-01-01', valores: { tipo: 'FIXO', emolumentoCentavos: -5 } }] }));
    expect([negativo.status, negativo.erros[0]?.campo]).toEqual([400, 'vigencias.0.valores.emolumentoCentavos']);
    const { dados: servico } = await api().salvar({ ...BANDAS, codigo: '9107' });
    const semValor = await httpError(api().cotar({ dataReferencia: '2026-03-10', itens: [{ servicoId: servico.id, quantidade: 1 }] }));
    expect(semValor.erros).toEqual([{ campo: 'itens.0.valorDeclaradoCentavos', mensagem: 'Este ato tem conteúdo financeiro: informe o valor declarado.' }]);
    const semTabela = await httpError(api().cotar({ dataReferencia: '2024-06-01', itens: [{ servicoId: servico.id, quantidade: 1 }] }));
    expect(semTabela.erros).toEqual([{ campo: 'itens.0.servicoId', mensagem: 'Não há tabela de emolumentos em vigor nesta data para este serviço.' }]);
    const semRegra = await httpError(api().cotar({ dataReferencia: '2020-06-01', itens: [{ servicoId: servico.id, quantidade: 1 }] }));
    expect(semRegra.erros).toEqual([{ campo: 'dataReferencia', mensagem: 'Não há regra de cobrança do estado (fundos, taxas e ISS) em vigor nesta data.' }]);
    const hipotese = await httpError(api().cotar({ dataReferencia: '2026-03-10', itens: [{ servicoId: servico.id, quantidade: 1, valorDeclaradoCentavos: 1, isencao: { hipotese: 'AMIZADE' as 'LEI', fundamento: 'x' } }] }));
    expect(hipotese.erros.map((e) => e.campo)).toEqual(['itens.0.isencao.hipotese']);
    const desconhecido = await httpError(api().cotar({ dataReferencia: '2026-03-10', itens: [{ servicoId: 999_999, quantidade: 1 }] }));
    expect(desconhecido.erros).toEqual([{ campo: 'itens.0.servicoId', mensagem: 'Serviço desconhecido ou inativo: escolha um da lista.' }]);
    const quantidade = await httpError(api().cotar({ dataReferencia: '2026-03-10', itens: [{ servicoId: servico.id, quantidade: 0 }] }));
    expect(quantidade.erros).toEqual([{ campo: 'itens.0.quantidade', mensagem: 'Informe uma quantidade de 1 a 999.' }]);
    const antes = await server.database.db.execute<{ n: string | number }>(sql`SELECT count(*) AS n FROM servico WHERE codigo IN ('9104', '9105', '9106')`);
    expect(Number(antes.rows[0]?.n)).toBe(0);
  });

  it('lists saved quotes newest first, by number, customer and day', async () => {
    const { dados: demo } = await api().listar({ descricao: '101' });
    const servicoId = demo.content[0]?.id ?? 0;
    const a = (await api().cotar({ dataReferencia: '2026-03-10', cliente: 'Associação Ágape', itens: [{ servicoId, quantidade: 2 }] })).dados;
    const b = (await api().cotar({ dataReferencia: '2026-03-10', cliente: 'Clube Beija-Flor', itens: [{ servicoId, quantidade: 1 }, { servicoId, quantidade: 1 }] })).dados;
    const todas = (await api().cotacoes({}, { pageNumber: 0, pageSize: 50 })).dados;
    expect(todas.content.slice(0, 2).map((c) => c.numero)).toEqual([b.numero, a.numero]);
    expect(todas.content[0]).toMatchObject({ id: b.id, cliente: 'Clube Beija-Flor', itens: 2, totalCentavos: b.totalCentavos, usuario: 'admin' });
    expect((await api().cotacoes({ cliente: 'agape' })).dados.content.map((c) => c.numero)).toEqual([a.numero]);
    expect((await api().cotacoes({ numero: b.numero })).dados.content.map((c) => c.id)).toEqual([b.id]);
    const hoje = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
    expect((await api().cotacoes({ de: hoje, ate: hoje, cliente: 'beija' })).dados.totalElements).toBe(1);
    expect((await api().cotacoes({ ate: '2000-01-01' })).dados.totalElements).toBe(0);
    expect((await api().cotacoes({}, { sortBy: 'totalCentavos', sort: 'asc', pageSize: 1 })).dados.content[0]?.totalCentavos).toBeLessThanOrEqual(a.totalCentavos);
  });

  it('keeps the state\'s rule by period: a new period prices quotes from its first day; bad rules are refused', async () => {
    const { dados: regras } = await api().regra();
    expect(regras).toMatchObject({ uf: 'GO', versao: 0 });
    expect(regras.vigencias[0]?.regra.fundamento).toContain('Lei estadual 19.191/2015');
    const nova = { ...REGRA_GO, issPontosBase: 300, componentes: REGRA_GO.componentes.map((c) => (c.codigo === 'FUNDEPEG' ? { ...c, arredondamento: 'TRUNCAR' as const } : c)) };
    const vigencias = [{ ...regras.vigencias[0], de: '2021-01-01', ate: '2026-12-31', regra: REGRA_GO }, { de: '2027-01-01', regra: nova }];
    const salvo = await api().salvarRegra({ versao: 0, vigencias });
    expect([salvo.mensagens, salvo.dados.versao, salvo.dados.vigencias]).toEqual([['Regra de cobrança salva com sucesso!'], 1, vigencias]);
    const { dados: demo } = await api().listar({ descricao: '101' });
    const item = [{ servicoId: demo.content[0]?.id ?? 0, quantidade: 1 }];
    const iss = async (dataReferencia: string): Promise<number | undefined> =>
      (await api().cotar({ dataReferencia, itens: item })).dados.componentes.find((c) => c.codigo === 'ISS')?.centavos;
    // Service 101 (GO's 02/2026 table): R$ 37,11; ISS 5 % = 185.55 → 186, then 3 % = 111.33 → 111.
    expect([await iss('2026-12-31'), await iss('2027-01-01')]).toEqual([186, 111]);
    // A save against an old version, overlapping periods, a rate beyond 100 %: refused, nothing written.
    expect((await httpError(api().salvarRegra({ versao: 0, vigencias }))).status).toBe(409);
    const ruim = await httpError(api().salvarRegra({ versao: 1, vigencias: [{ de: '2021-01-01', regra: REGRA_GO }, { de: '2027-01-01', regra: { ...nova, issPontosBase: 10_001 } }] }));
    expect(ruim.erros).toEqual([
      { campo: 'vigencias.1.de', mensagem: 'Esta vigência se sobrepõe à da linha 1: um dia tem uma só regra.' },
      { campo: 'vigencias.1.regra.issPontosBase', mensagem: 'O ISS vai de 0 % a 100 %.' },
    ]);
    const negativo = await httpError(api().salvarRegra({ versao: 1, vigencias: [{ de: '2021-01-01', regra: { ...REGRA_GO, componentes: [{ codigo: 'x y', nome: 'X', tipo: 'FIXO', centavos: -1 }] } }] }));
    expect(negativo.erros.map((e) => e.campo).sort()).toEqual(['vigencias.0.regra.componentes.0.centavos', 'vigencias.0.regra.componentes.0.codigo']);
    expect((await api().regra()).dados.versao).toBe(1);
    // Seeing the rule is everyone's with VISUALIZAR_SERVICOS; changing it takes EDITAR_SERVICOS (the matrix's rows).
    await api().salvarRegra({ versao: 1, vigencias: regras.vigencias });
  });

  it('answers the catalogue of acts', async () => {
    expect((await api().atos()).dados.map((a) => a.codigo)).toContain('REGISTRO_CONSTITUICAO');
  });
});
