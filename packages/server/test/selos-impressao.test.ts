/**
 * Printing seals (issue 30, docs/api.md "Seals"): the stamps of used seals on an adhesive label sheet from the first
 * free position, and on the office's model page of the act. Each PDF is read back: its text with pdfjs, its QR codes
 * drawn at 300 dpi and decoded with jsQR, label by label, so the place on the sheet is proven too.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { enderecoConsultaSelo, FOLHAS_ETIQUETA, posicoesDasEtiquetas, type Selo } from '@rpj/domain';
import { httpError, useTestServer } from './harness.ts';
import { desenharPagina, lerQrCode, paginas, type PaginaDesenhada } from './pdf.ts';

const server = useTestServer();
const admin = () => server.sdk('admin');

/** A seal applied by hand to process 2 (the demo's), for printing. */
async function seloUsado(): Promise<Selo> {
  return (await server.sdk('oficial').selos.selar({ protocolo: 2, tipo: 'NORMAL', motivo: 'Ato praticado em contingência.' })).dados;
}

/** A text with its line breaks and runs of spaces as single spaces (pdfjs breaks lines where the PDF does). */
const plano = (t: string | undefined): string => (t ?? '').replace(/\s+/g, ' ');

const bytes = async (b: Blob): Promise<Uint8Array> => new Uint8Array(await b.arrayBuffer());

/** The QR code of label `numero` of an A4360 sheet. */
function qrDaEtiqueta(pagina: PaginaDesenhada, numero: number): string | undefined {
  const folha = FOLHAS_ETIQUETA.A4360;
  const p = posicoesDasEtiquetas(folha, numero, 1)[0];
  return p === undefined ? undefined : lerQrCode(pagina, { xMm: p.xMm, yMm: p.yMm, larguraMm: folha.larguraMm, alturaMm: folha.alturaMm });
}

function guardar(nome: string, pagina: PaginaDesenhada): void {
  // For a person to look at: packages/server/test-results/<nome>.
  const pasta = new URL('../test-results/', import.meta.url);
  mkdirSync(pasta, { recursive: true });
  writeFileSync(new URL(nome, pasta), pagina.png);
}

describe('printing seals (docs/api.md)', () => {
  it('prints the stamps on a label sheet from the first free position, each QR code on its label giving the court lookup', async () => {
    const [a, b] = [await seloUsado(), await seloUsado()];
    const { dados } = await admin().selos.etiquetas({ codigos: [a.codigo, b.codigo], folha: 'A4360', posicao: 5 });
    expect([dados.nomeArquivo, dados.tipo]).toEqual(['Etiquetas de 2 selos.pdf', 'application/pdf']);
    const pdf = await bytes(dados.conteudo);
    const texto = plano((await paginas(pdf))[0]);
    for (const trecho of ['PODER JUDICIÁRIO DO ESTADO DE GOIÁS – CORREGEDORIA-GERAL DA JUSTIÇA', 'SELO ELETRÔNICO DE FISCALIZAÇÃO', a.codigo, b.codigo, `Código do ato: ${a.validador}`, 'Protocolo nº 2 · ', '(selagem manual)', 'Consulte: extrajudicial.tjgo.jus.br/selo']) {
      expect(texto).toContain(trecho);
    }
    const pagina = await desenharPagina(pdf, 1, 300);
    guardar('etiquetas-selo.png', pagina);
    // Labels 1–4 were used before: left blank; the stamps are on 5 and 6 (row 2), in order.
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => qrDaEtiqueta(pagina, n))).toEqual([undefined, undefined, undefined, undefined, enderecoConsultaSelo('GO', a.codigo, a.validador), enderecoConsultaSelo('GO', b.codigo, b.validador), undefined]);
  });

  it('goes on to a new sheet when the first one ends', async () => {
    const [a, b] = [await seloUsado(), await seloUsado()];
    const { dados } = await admin().selos.etiquetas({ codigos: [a.codigo, b.codigo], folha: 'A4360', posicao: 21 });
    const pdf = await bytes(dados.conteudo);
    const textos = await paginas(pdf);
    expect(textos).toHaveLength(2);
    expect([textos[0]?.includes(a.codigo), textos[1]?.includes(b.codigo), textos[1]?.includes(a.codigo)]).toEqual([true, true, false]);
    expect(qrDaEtiqueta(await desenharPagina(pdf, 2, 300), 1)).toBe(enderecoConsultaSelo('GO', b.codigo, b.validador));
  });

  it('prints the stamp on the office model page, with its fields filled and the stamp where the model reserves it', async () => {
    const selo = await seloUsado();
    const { dados: modelos } = await admin().selos.modelos();
    const padrao = modelos.find((m) => m.nome === 'Certidão de ato praticado');
    if (padrao === undefined) throw new Error('no default model');
    expect([padrao.carimboXMm, padrao.carimboYMm]).toEqual([101, 249]);
    const { dados: processo } = await admin().processos.obter(2);
    const { dados } = await server.sdk('atendente').selos.imprimirModelo(padrao.id, selo.codigo.toLowerCase());
    expect(dados.nomeArquivo).toBe(`Certidão de ato praticado – selo ${selo.codigo}.pdf`);
    const pdf = await bytes(dados.conteudo);
    const texto = plano((await paginas(pdf))[0]);
    expect(texto).toContain(`foi praticado o ato de ${selo.ato ?? ''}, relativo a ${processo.empresaNome}, sob o protocolo nº 2`);
    expect(texto).toContain(`com o selo eletrônico de fiscalização nº ${selo.codigo}`);
    expect(texto).toContain('SELO ELETRÔNICO DE FISCALIZAÇÃO');
    const pagina = await desenharPagina(pdf, 1, 300);
    guardar('modelo-selo.png', pagina);
    expect(lerQrCode(pagina, { xMm: 101, yMm: 249, larguraMm: 99, alturaMm: 38 })).toBe(enderecoConsultaSelo('GO', selo.codigo, selo.validador));
    // Nothing else on the page is a QR code: the rest of it, above the stamp, has none.
    expect(lerQrCode(pagina, { xMm: 0, yMm: 0, larguraMm: 210, alturaMm: 245 })).toBeUndefined();
  });

  it('refuses a seal the office lacks (404), one voided or never used (409), and a bad sheet, position or list on its field', async () => {
    const usado = await seloUsado();
    const { dados: inutilizado } = await admin().selos.inutilizar((await seloUsado()).id, 'Aplicado ao processo errado.');
    const disponivel = (await admin().selos.listar({ situacao: 'DISPONIVEL', tipo: 'NORMAL' }, { pageNumber: 0, pageSize: 1 })).dados.content[0];
    if (disponivel === undefined) throw new Error('no stock');
    const naoExiste = await httpError(admin().selos.etiquetas({ codigos: [usado.codigo, '99999999999999999999999'], folha: 'A4360', posicao: 1 }));
    expect([naoExiste.status, naoExiste.resposta?.mensagens[0]]).toEqual([404, 'O selo 99999999999999999999999 não foi encontrado no estoque do cartório: confira o código.']);
    const voided = await httpError(admin().selos.etiquetas({ codigos: [inutilizado.codigo], folha: 'A4363', posicao: 1 }));
    expect([voided.status, voided.resposta?.mensagens[0]]).toEqual([409, `O selo ${inutilizado.codigo} está inutilizado: não pode ser impresso. Use o selo que o substituiu.`]);
    expect((await httpError(admin().selos.imprimirModelo(1, disponivel.codigo))).status).toBe(409);
    expect((await httpError(admin().selos.imprimirModelo(999_999, usado.codigo))).status).toBe(404);
    const fora = await server.request('GET', `/selo/etiquetas?codigos=${usado.codigo}&folha=A4363&posicao=15`, { servico: 'selo', login: 'admin' });
    expect([fora.status, fora.body.erros]).toEqual([400, [{ campo: 'posicao', mensagem: 'Escolha a posição da primeira etiqueta livre: de 1 a 14.' }]]);
    const repetido = await server.request('GET', `/selo/etiquetas?codigos=${usado.codigo},${usado.codigo.toLowerCase()}&folha=A4360&posicao=1`, { servico: 'selo', login: 'admin' });
    expect([repetido.status, repetido.body.erros?.map((e) => e.campo)]).toEqual([400, ['codigos']]);
    const folha = await server.request('GET', `/selo/etiquetas?codigos=${usado.codigo}&folha=A5&posicao=1`, { servico: 'selo', login: 'admin' });
    expect([folha.status, folha.body.erros?.map((e) => e.campo)]).toEqual([400, ['folha']]);
  });

  it('keeps the office models: created, changed and removed by who may, unknown fields and a stamp off the page refused', async () => {
    const ruim = await server.request('POST', '/selo/modelo', { servico: 'selo', login: 'oficial', body: { nome: 'Etiqueta', texto: 'De {empresa}.', carimboXMm: 120, carimboYMm: 10 } });
    expect([ruim.status, ruim.body.erros?.map((e) => e.campo)]).toEqual([400, ['texto', 'carimboXMm']]);
    const entrada = { nome: 'Certidão de breve relato', texto: 'Certifico que {entidade} ({cnpj}) teve {ato} registrado.', carimboXMm: 10, carimboYMm: 10 };
    const { dados: criado } = await server.sdk('oficial').selos.criarModelo(entrada);
    expect([criado.nome, criado.atualizadoPor]).toEqual(['Certidão de breve relato', 'oficial']);
    const { dados: salvo } = await server.sdk('oficial').selos.salvarModelo(criado.id, { ...entrada, carimboYMm: 200 });
    expect(salvo.carimboYMm).toBe(200);
    expect((await admin().selos.modelos()).dados.map((m) => m.nome)).toContain('Certidão de breve relato');
    // The stamp at the top pushes the text below it; the QR code is where the model puts it.
    const selo = await seloUsado();
    const { dados: noAlto } = await admin().selos.salvarModelo(criado.id, entrada);
    const pagina = await desenharPagina(await bytes((await admin().selos.imprimirModelo(noAlto.id, selo.codigo)).dados.conteudo), 1, 300);
    expect(lerQrCode(pagina, { xMm: 10, yMm: 10, larguraMm: 99, alturaMm: 38 })).toBe(enderecoConsultaSelo('GO', selo.codigo, selo.validador));
    expect((await httpError(server.sdk('atendente').selos.criarModelo(entrada))).status).toBe(403);
    expect((await httpError(server.sdk('oficial').selos.removerModelo(criado.id))).status).toBe(403);
    await admin().selos.removerModelo(criado.id);
    expect((await httpError(admin().selos.removerModelo(criado.id))).status).toBe(404);
    expect((await httpError(admin().selos.salvarModelo(criado.id, entrada))).status).toBe(404);
  });
});
