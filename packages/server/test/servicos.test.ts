// Services, fee tables and quotes through the SDK (docs/api.md "Servico" and "Cotacao"): a service with a banded
// table, its fee in the list, a quote priced component by component at the reference date and printed, and the
// rules of a save and of a quote.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formatMoney, precificar, REGRA_GO, type ServicoSalvar } from '@rpj/domain';
import { httpError, useTestServer } from './harness.ts';

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

async function textoDoPdf(pdf: Blob): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(await pdf.arrayBuffer()) }).promise;
  const partes: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const conteudo = await (await doc.getPage(n)).getTextContent();
    partes.push(conteudo.items.map((i) => ('str' in i ? i.str : '')).join(' '));
  }
  await doc.destroy();
  return partes.join('\n').replace(/\u00a0/g, ' ');
}

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
    const demo = (await api().listar({ descricao: '501' })).dados.content[0];
    if (demo === undefined) throw new Error('the demo has the service 501');
    const { dados: cotacao, mensagens } = await api().cotar({
      dataReferencia: '2026-03-10',
      cliente: 'Maria da Silva',
      itens: [
        { servicoId: servico.id, quantidade: 1, valorDeclaradoCentavos: 1_000_001 },
        { servicoId: demo.id, quantidade: 3 },
        { servicoId: demo.id, quantidade: 1, isencao: { fundamento: 'Gratuidade de justiça' } },
      ],
    });
    expect(mensagens).toEqual([`Cotação nº ${String(cotacao.numero)} registrada.`]);
    // Each item as @rpj/domain prices it: the second band for R$ 10.000,01.
    const esperado = precificar(servico.vigencias, REGRA_GO, { quantidade: 1, valorDeclaradoCentavos: 1_000_001 }, '2026-03-10', servico);
    expect(cotacao.itens[0]?.precificado).toEqual(esperado);
    expect(cotacao.itens[0]?.precificado.componentes.find((c) => c.codigo === 'EMOLUMENTO')?.centavos).toBe(24_800);
    expect([cotacao.itens[2]?.precificado.isento, cotacao.itens[2]?.precificado.totalCentavos]).toEqual([true, 0]);
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
    const semTabela = await httpError(api().cotar({ dataReferencia: '2020-01-01', itens: [{ servicoId: servico.id, quantidade: 1 }] }));
    expect(semTabela.erros).toEqual([{ campo: 'itens.0.servicoId', mensagem: 'Não há tabela de emolumentos em vigor nesta data para este serviço.' }]);
    const desconhecido = await httpError(api().cotar({ dataReferencia: '2026-03-10', itens: [{ servicoId: 999_999, quantidade: 1 }] }));
    expect(desconhecido.erros).toEqual([{ campo: 'itens.0.servicoId', mensagem: 'Serviço desconhecido ou inativo: escolha um da lista.' }]);
    const quantidade = await httpError(api().cotar({ dataReferencia: '2026-03-10', itens: [{ servicoId: servico.id, quantidade: 0 }] }));
    expect(quantidade.erros).toEqual([{ campo: 'itens.0.quantidade', mensagem: 'Informe uma quantidade de 1 a 999.' }]);
    const antes = await server.database.db.execute<{ n: string | number }>(sql`SELECT count(*) AS n FROM servico WHERE codigo IN ('9104', '9105', '9106')`);
    expect(Number(antes.rows[0]?.n)).toBe(0);
  });

  it('answers the state\'s rule and the catalogue of acts', async () => {
    expect((await api().regra()).dados.fundamento).toContain('Lei estadual 19.191/2015');
    expect((await api().atos()).dados.map((a) => a.codigo)).toContain('REGISTRO_CONSTITUICAO');
  });
});
