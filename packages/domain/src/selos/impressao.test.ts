import { describe, expect, it } from 'vitest';
import { carimboDoSelo, errosDasEtiquetas, errosDoModelo, FOLHAS_ETIQUETA, margensDoModelo, posicoesDasEtiquetas, preencherModelo, problemaDaImpressao } from './impressao.ts';
import type { Selo } from './selos.ts';

const usado: Selo = { id: 1, codigo: 'ABC12345', validador: '1234567890123456', tipo: 'NORMAL', tribunal: 'MG', situacao: 'UTILIZADO', loteId: 1, protocolo: 20, ato: 'Registro de estatuto', usadoEm: '2026-11-27T02:30:00.000Z', usadoPor: 'oficial' };

describe('the stamp of a seal', () => {
  it('carries the court heading, both codes, the act, the office, the day and the lookup the QR code points to', () => {
    const c = carimboDoSelo(usado, 'RCPJ de Belo Horizonte', () => '2026-11-26');
    expect(c).toEqual({
      cabecalho: 'PODER JUDICIÁRIO – TJMG – CORREGEDORIA-GERAL DE JUSTIÇA',
      titulo: 'Selo Eletrônico de Fiscalização',
      selo: 'ABC12345',
      validador: { rotulo: 'Código de segurança', valor: '1234567890123456' },
      ato: 'Registro de estatuto',
      protocolo: 20,
      cartorio: 'RCPJ de Belo Horizonte',
      data: '26/11/2026',
      consulta: 'https://selos.tjmg.jus.br/sisnor/eselo/consultaSeloseAtos.jsf?selo=ABC12345&codigo=1234567890123456',
      site: 'selos.tjmg.jus.br/sisnor/eselo/consultaSeloseAtos.jsf',
    });
    expect(carimboDoSelo({ ...usado, tribunal: 'GO', codigo: 'X'.repeat(23) }, 'C', () => '2026-11-26').consulta).toBe(`https://extrajudicial.tjgo.jus.br/selo?codigo=${'X'.repeat(23)}`);
  });

  it('is printed only for a seal used on an act, never for a voided or unused one', () => {
    expect(['UTILIZADO', 'ENVIADO', 'REJEITADO'].map((situacao) => problemaDaImpressao({ codigo: 'A', situacao: situacao as Selo['situacao'] }))).toEqual([undefined, undefined, undefined]);
    expect(problemaDaImpressao({ codigo: 'ABC12345', situacao: 'INUTILIZADO' })).toMatch(/^O selo ABC12345 está inutilizado/);
    expect(problemaDaImpressao({ codigo: 'ABC12345', situacao: 'DISPONIVEL' })).toMatch(/ainda não foi usado/);
  });
});

describe('a label sheet', () => {
  it('takes the stamps from the chosen position, row by row, and goes on to a new sheet', () => {
    const p = posicoesDasEtiquetas(FOLHAS_ETIQUETA.A4360, 20, 3);
    expect(p.map((x) => [x.folha, x.numero, x.linha, x.coluna])).toEqual([[1, 20, 6, 1], [1, 21, 6, 2], [2, 1, 0, 0]]);
    expect(p[0]?.xMm).toBeCloseTo(7.25 + 66.04);
    expect(p[0]?.yMm).toBeCloseTo(15.15 + 6 * 38.1);
    // Every label of both sheets lies on the A4 page.
    for (const folha of Object.values(FOLHAS_ETIQUETA)) {
      const ultima = posicoesDasEtiquetas(folha, folha.colunas * folha.linhas, 1)[0];
      expect((ultima?.xMm ?? 0) + folha.larguraMm).toBeLessThanOrEqual(210);
      expect((ultima?.yMm ?? 0) + folha.alturaMm).toBeLessThanOrEqual(297);
    }
  });

  it('refuses no seal, a repeated seal, an unknown sheet and a position off the sheet, on their fields', () => {
    expect(errosDasEtiquetas({ codigos: ['A'], folha: 'A4360', posicao: 21 })).toEqual([]);
    expect(errosDasEtiquetas({ codigos: [], folha: 'A4360', posicao: 1 }).map((e) => e.campo)).toEqual(['codigos']);
    expect(errosDasEtiquetas({ codigos: ['A', 'A'], folha: 'A4363', posicao: 15 }).map((e) => e.mensagem)).toEqual(['Um selo aparece mais de uma vez: cada selo é impresso uma vez só.', 'Escolha a posição da primeira etiqueta livre: de 1 a 14.']);
    expect(errosDasEtiquetas({ codigos: ['A'], folha: 'X' as 'A4360', posicao: 1 }).map((e) => e.campo)).toEqual(['folha']);
  });
});

describe('a model page', () => {
  const modelo = { nome: 'Certidão', texto: 'Certifico que {ato} de {entidade} foi praticado em {data}.', carimboXMm: 101, carimboYMm: 249 };

  it('fills its fields', () => {
    expect(preencherModelo(modelo.texto, { cartorio: 'C', entidade: 'Clube', cnpj: '', ato: 'o registro', protocolo: '20', data: '26/11/2026', selo: 'S' })).toBe('Certifico que o registro de Clube foi praticado em 26/11/2026.');
  });

  it('names unknown fields and keeps the stamp on the page', () => {
    expect(errosDoModelo(modelo)).toEqual([]);
    expect(errosDoModelo({ ...modelo, nome: ' ', texto: 'De {entidade} e {nome} e {nome}.', carimboXMm: 112, carimboYMm: -1 }).map((e) => `${e.campo}: ${e.mensagem}`)).toEqual([
      'nome: Dê um título ao modelo: ele é impresso no alto da página.',
      'texto: Campo desconhecido: {nome}. Use {cartorio}, {entidade}, {cnpj}, {ato}, {protocolo}, {data}, {selo}.',
      'carimboXMm: A distância da margem esquerda vai de 0 a 111 mm, para o selo caber na página.',
      'carimboYMm: A distância do alto da página vai de 0 a 259 mm, para o selo caber na página.',
    ]);
  });

  it('keeps the text out of the stamp band', () => {
    expect(margensDoModelo({ carimboYMm: 249 })).toEqual({ superiorMm: 20, inferiorMm: 54 });
    expect(margensDoModelo({ carimboYMm: 10 })).toEqual({ superiorMm: 54, inferiorMm: 20 });
  });
});
