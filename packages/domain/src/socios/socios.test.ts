import { describe, expect, it } from 'vitest';
import { errosDoQuadro, formatParticipacao, mascararDocumentoPessoa, normalizeDocumentoPessoa, socioAtual, tipoPessoa, type SocioSalvar } from './socios.ts';

const socio = (nome: string, documento: string, extra: Partial<SocioSalvar> = {}): SocioSalvar => ({
  pessoa: { nome, documento },
  qualificacao: '16',
  entrada: '2024-03-01',
  representanteLegal: false,
  ...extra,
});

describe('documents of persons', () => {
  it('reads a CPF or a CNPJ, numeric or alphanumeric, masked or not', () => {
    expect(normalizeDocumentoPessoa('529.982.247-25')).toBe('52998224725');
    expect(normalizeDocumentoPessoa('52998224725')).toBe('52998224725');
    expect(normalizeDocumentoPessoa('11.444.777/0001-61')).toBe('11444777000161');
    expect(normalizeDocumentoPessoa('12.abc.345/01de-35')).toBe('12ABC34501DE35');
    expect(tipoPessoa('52998224725')).toBe('FISICA');
    expect(tipoPessoa('12ABC34501DE35')).toBe('JURIDICA');
  });

  it('masks as typed: a CPF up to 11 digits, a CNPJ beyond or with a letter', () => {
    expect(mascararDocumentoPessoa('5299822')).toBe('529.982.2');
    expect(mascararDocumentoPessoa('52998224725')).toBe('529.982.247-25');
    expect(mascararDocumentoPessoa('114447770001')).toBe('11.444.777/0001');
    expect(mascararDocumentoPessoa('12abc')).toBe('12.ABC');
  });

  it('refuses wrong check digits and all-equal sequences', () => {
    expect(normalizeDocumentoPessoa('529.982.247-24')).toBeUndefined();
    expect(normalizeDocumentoPessoa('111.111.111-11')).toBeUndefined();
    expect(normalizeDocumentoPessoa('11.444.777/0001-62')).toBeUndefined();
    expect(normalizeDocumentoPessoa('Maria')).toBeUndefined();
  });
});

describe('errosDoQuadro', () => {
  it('accepts a board of an association: president, secretary, treasurer', () => {
    expect(
      errosDoQuadro(
        [socio('Ana Souza', '52998224725', { representanteLegal: true, mandatoAte: '2027-03-01' }), socio('Bruno Lima', '11144477735', { qualificacao: '18' }), socio('Clube Amigos', '11444777000161', { qualificacao: '33' })],
        { sociedade: false },
      ),
    ).toEqual([]);
  });

  it('refuses an exit or a term that ends before the entry, on the row', () => {
    expect(errosDoQuadro([socio('Ana', '52998224725'), socio('Bruno', '11144477735', { saida: '2024-02-28', mandatoAte: '2024-01-01' })], { sociedade: false })).toEqual([
      { campo: 'socios.1.saida', mensagem: 'A saída não pode ser anterior à entrada.' },
      { campo: 'socios.1.mandatoAte', mensagem: 'O fim do mandato não pode ser anterior à entrada.' },
    ]);
  });

  it('refuses a person twice over the same days, and takes one who left and came back', () => {
    expect(errosDoQuadro([socio('Ana', '52998224725'), socio('Ana', '52998224725', { qualificacao: '10', entrada: '2025-01-01' })], { sociedade: false })).toEqual([
      { campo: 'socios.1.pessoa.documento', mensagem: 'Ana já está no quadro nesse período (linha 1): um período por pessoa.' },
    ]);
    expect(
      errosDoQuadro([socio('Ana', '52998224725', { saida: '2024-12-31' }), socio('Ana', '52998224725', { qualificacao: '10', entrada: '2024-12-31' })], { sociedade: false }),
    ).toEqual([]);
  });

  it('takes shares only in a society, and at most 100 % among the current members', () => {
    const cotas = [socio('Ana', '52998224725', { qualificacao: '49', participacao: 6000 }), socio('Bruno', '11144477735', { qualificacao: '22', participacao: 4000 })];
    expect(errosDoQuadro(cotas, { sociedade: true })).toEqual([]);
    expect(errosDoQuadro(cotas, { sociedade: false }).map((e) => e.campo)).toEqual(['socios.0.participacao', 'socios.1.participacao']);
    expect(errosDoQuadro([...cotas, socio('Carla', '39053344705', { qualificacao: '22', participacao: 1 })], { sociedade: true })).toEqual([
      { campo: 'socios', mensagem: 'As participações dos sócios atuais somam 100,01 %: o máximo é 100 %.' },
    ]);
    // A member who left no longer counts.
    expect(errosDoQuadro([...cotas, socio('Carla', '39053344705', { qualificacao: '22', participacao: 5000, saida: '2024-06-01' })], { sociedade: true })).toEqual([]);
  });
});

describe('socioAtual and formatParticipacao', () => {
  it('a member is current from the entry until the day it left', () => {
    expect(socioAtual({ entrada: '2024-03-01' }, '2026-11-26')).toBe(true);
    expect(socioAtual({ entrada: '2027-01-01' }, '2026-11-26')).toBe(false);
    expect(socioAtual({ entrada: '2024-03-01', saida: '2026-11-26' }, '2026-11-26')).toBe(false);
    expect(socioAtual({ entrada: '2024-03-01', saida: '2026-11-27' }, '2026-11-26')).toBe(true);
    expect(formatParticipacao(2550)).toBe('25,50 %');
  });
});
