import { describe, expect, it } from 'vitest';
import { parseAppConfig, readEmbeddedConfig } from './app-config.ts';

const valida = {
  servicos: {
    cadastro: 'http://localhost:8140',
    selo: 'https://selo.cartorio.example',
    consulta: 'https://consulta.cartorio.example/api',
  },
  issuer: 'http://localhost:8140/oidc',
  clientId: '  rpj-web  ',
  cartorio: '  1º Registro Civil de Pessoas Jurídicas  ',
  refreshLeadSeconds: 60,
  alterarSenhaUrl: 'http://localhost:8140/oidc/alterar-senha',
};

/** The valid config with one field replaced (`undefined` removes it). */
function com(campo: string, valor: unknown): Record<string, unknown> {
  const copia: Record<string, unknown> = { ...valida };
  if (valor === undefined) Reflect.deleteProperty(copia, campo);
  else copia[campo] = valor;
  return copia;
}

function comServico(nome: string, valor: unknown): Record<string, unknown> {
  const servicos: Record<string, unknown> = { ...valida.servicos };
  if (valor === undefined) Reflect.deleteProperty(servicos, nome);
  else servicos[nome] = valor;
  return { ...valida, servicos };
}

function problemaDe(value: unknown): string {
  const leitura = parseAppConfig(value);
  if (leitura.ok) throw new Error('expected the configuration to be refused');
  return leitura.problema;
}

describe('parseAppConfig', () => {
  it('accepts a valid configuration, trimming clientId and cartorio', () => {
    expect(parseAppConfig(valida)).toEqual({
      ok: true,
      config: {
        servicos: valida.servicos,
        issuer: valida.issuer,
        clientId: 'rpj-web',
        cartorio: '1º Registro Civil de Pessoas Jurídicas',
        refreshLeadSeconds: 60,
        alterarSenhaUrl: valida.alterarSenhaUrl,
      },
    });
  });

  it.each([
    ['not an object', 'texto'],
    ['null', null],
    ['an array', [valida]],
  ])('refuses a document that is %s', (_caso, value) => {
    expect(problemaDe(value)).toBe('O arquivo não contém um objeto JSON.');
  });

  it.each([
    ['missing', undefined],
    ['not an object', 'http://localhost:8140'],
  ])('names "servicos" when it is %s', (_caso, valor) => {
    expect(problemaDe(com('servicos', valor))).toContain('"servicos"');
  });

  describe.each(['cadastro', 'selo', 'consulta'])('servicos.%s', (nome) => {
    it.each([
      ['missing', undefined],
      ['not a URL', 'localhost:8140'],
      ['not http(s)', 'ftp://arquivos.example'],
      ['not a string', 8140],
    ])('is named when %s', (_caso, valor) => {
      const problema = problemaDe(comServico(nome, valor));
      expect(problema).toContain(`"servicos.${nome}"`);
      expect(problema).toContain('endereço http(s)');
    });
  });

  describe.each(['issuer', 'alterarSenhaUrl'])('%s', (campo) => {
    it.each([
      ['missing', undefined],
      ['not a URL', 'não é endereço'],
      ['not http(s)', 'javascript:alert(1)'],
      ['empty', ''],
    ])('is named when %s', (_caso, valor) => {
      expect(problemaDe(com(campo, valor))).toBe(`O campo "${campo}" deve ser um endereço http(s).`);
    });
  });

  describe.each(['clientId', 'cartorio'])('%s', (campo) => {
    it.each([
      ['missing', undefined],
      ['empty', ''],
      ['blank', '   '],
      ['not a string', 42],
    ])('is named when %s', (_caso, valor) => {
      expect(problemaDe(com(campo, valor))).toBe(`O campo "${campo}" deve ser um texto não vazio.`);
    });
  });

  it.each([
    ['missing', undefined],
    ['not an integer', 1.5],
    ['zero', 0],
    ['negative', -30],
    ['a string', '60'],
    ['NaN', Number.NaN],
  ])('names refreshLeadSeconds when it is %s', (_caso, valor) => {
    expect(problemaDe(com('refreshLeadSeconds', valor))).toBe(
      'O campo "refreshLeadSeconds" deve ser um número inteiro de segundos maior que zero.',
    );
  });
});

describe('readEmbeddedConfig (the configuration written into index.html)', () => {
  it('reads the same object /config.json answers', () => {
    expect(readEmbeddedConfig(JSON.stringify(valida))).toEqual(parseAppConfig(valida));
  });

  it('refuses text that is not JSON, and checks the fields as /config.json is checked', () => {
    expect(readEmbeddedConfig('{ "servicos": ')).toEqual({ ok: false, problema: 'A configuração escrita na página não é um JSON válido.' });
    expect(readEmbeddedConfig(JSON.stringify(com('clientId', ' ')))).toEqual({ ok: false, problema: 'O campo "clientId" deve ser um texto não vazio.' });
  });
});
