import { describe, expect, it } from 'vitest';
import { validate } from '../input/validate.ts';
import {
  NOME_QUALIFICACAO_SOCIO_MAXIMO,
  QUALIFICACOES_RECEITA,
  REGRAS_CODIGO_QUALIFICACAO,
  REGRAS_NOME_QUALIFICACAO_SOCIO,
  nomeQualificacaoReceita,
  qualificacoesSugeridas,
  rotuloQualificacao,
} from './qualificacoes-socio.ts';

describe('REGRAS_NOME_QUALIFICACAO_SOCIO', () => {
  it('takes a name up to the limit and refuses a longer one in pt-BR', async () => {
    expect(await validate('x'.repeat(NOME_QUALIFICACAO_SOCIO_MAXIMO), REGRAS_NOME_QUALIFICACAO_SOCIO)).toEqual({ status: 'valid' });
    expect(await validate('x'.repeat(NOME_QUALIFICACAO_SOCIO_MAXIMO + 1), REGRAS_NOME_QUALIFICACAO_SOCIO)).toEqual({ status: 'invalid', message: `Use no máximo ${NOME_QUALIFICACAO_SOCIO_MAXIMO} caracteres.` });
  });
});

describe('the Receita table (domain-rcpj §4.1)', () => {
  it('holds the 68 codes of the open data, each once, two digits each, in order', () => {
    const codigos = QUALIFICACOES_RECEITA.map(([c]) => c);
    expect(codigos).toHaveLength(68);
    expect(new Set(codigos).size).toBe(68);
    expect(codigos.every((c) => /^\d{2}$/.test(c))).toBe(true);
    expect([...codigos].sort()).toEqual(codigos);
  });

  it('names the codes an RCPJ office uses most', () => {
    expect(nomeQualificacaoReceita('16')).toBe('Presidente');
    expect(nomeQualificacaoReceita('49')).toBe('Sócio-Administrador');
    expect(nomeQualificacaoReceita('54')).toBe('Fundador');
    expect(nomeQualificacaoReceita('27')).toBeUndefined();
    expect(rotuloQualificacao({ codigo: '33', nome: 'Tesoureiro' })).toBe('33 — Tesoureiro');
  });

  it('suggests a board for bodies and members for societies, as guidance', () => {
    expect(qualificacoesSugeridas(false)).toEqual(['16', '10', '05', '18', '33', '54']);
    expect(qualificacoesSugeridas(true)).toEqual(['49', '22', '05']);
  });

  it('takes a code of two digits only', async () => {
    expect(await validate('16', REGRAS_CODIGO_QUALIFICACAO)).toEqual({ status: 'valid' });
    expect(await validate('1', REGRAS_CODIGO_QUALIFICACAO)).toEqual({ status: 'invalid', message: 'Código inválido: use os dois dígitos da tabela da Receita, como 16.' });
    expect(await validate('AB', REGRAS_CODIGO_QUALIFICACAO)).toMatchObject({ status: 'invalid' });
  });
});
