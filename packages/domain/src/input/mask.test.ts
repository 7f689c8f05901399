import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createMask } from './mask.ts';
import { MASKS, PADROES_MASCARA, PADROES_MASCARA_BR } from './masks.ts';

/** A complete raw value formats to its display, parses back, and fills the mask. */
function expectFullRoundTrip(name: keyof typeof MASKS, raw: string, display: string): void {
  expect(MASKS[name].format(raw)).toBe(display);
  expect(MASKS[name].parse(display)).toBe(raw);
  expect(MASKS[name].isComplete(display)).toBe(true);
}

describe('mask tokens (spec §5)', () => {
  it.each([
    ['#', '7', '7'],
    ['#', 'a', ''],
    ['S', 'b', 'b'],
    ['S', '1', ''],
    ['N', 'q', 'q'],
    ['N', '5', '5'],
    ['A', 'c', 'C'],
    ['A', '1', ''],
    ['a', 'D', 'd'],
    ['X', 'e', 'E'],
    ['X', '9', '9'],
    ['x', 'F', 'f'],
    ['x', '-', ''],
  ])('%s takes %j as %j', (pattern, input, expected) => {
    expect(createMask(pattern).format(input)).toBe(expected);
  });

  it('fills the tokens not yet typed with _', () => {
    expect(MASKS.cpf.format('529982', { fill: true })).toBe('529.982.___-__');
    expect(MASKS.cpf.format('', { fill: true })).toBe('___.___.___-__');
    expect(MASKS.phone.format('61', { fill: true })).toBe('(61_) ___ - ____');
  });

  it('takes another fill character', () => {
    expect(createMask('##/##', '*').format('1', { fill: true })).toBe('1*/**');
  });

  it('writes a literal only once a token after it is typed', () => {
    expect(MASKS.cpf.format('529')).toBe('529');
    expect(MASKS.cpf.format('5299')).toBe('529.9');
    expect(MASKS.phone.format('6')).toBe('(6');
  });
});

describe('named masks of the original, exactly as the spec gives them (spec §5)', () => {
  it('has the patterns of the spec', () => {
    expect(PADROES_MASCARA).toEqual({
      date: '####/##/##',
      datetime: '####/##/## ##:##',
      time: '##:##',
      fulltime: '##:##:##',
      phone: '(###) ### - ####',
      card: '#### #### #### ####',
    });
  });

  it.each([
    ['date', '20261123', '2026/11/23'],
    ['datetime', '202611231405', '2026/11/23 14:05'],
    ['time', '1405', '14:05'],
    ['fulltime', '140509', '14:05:09'],
    ['phone', '0611234567', '(061) 123 - 4567'],
    ['card', '4111111111111111', '4111 1111 1111 1111'],
  ] as const)('%s formats %s as %s', (name, raw, display) => {
    expectFullRoundTrip(name, raw, display);
  });
});

describe('Brazilian masks', () => {
  it('has the patterns staff type all day', () => {
    expect(PADROES_MASCARA_BR).toMatchObject({
      cpf: '###.###.###-##',
      cnpjNumerico: '##.###.###/####-##',
      cnpj: 'XX.XXX.XXX/XXXX-##',
      cep: '#####-###',
      dataBr: '##/##/####',
    });
  });

  it.each([
    ['cpf', '52998224725', '529.982.247-25'],
    ['cnpjNumerico', '11444777000161', '11.444.777/0001-61'],
    ['cnpj', '12ABC34501DE35', '12.ABC.345/01DE-35'],
    ['cnpj', '11444777000161', '11.444.777/0001-61'],
    ['cep', '70040010', '70040-010'],
    ['dataBr', '23112026', '23/11/2026'],
    ['telefone', '6132345678', '(61) 3234-5678'],
    ['telefone', '61912345678', '(61) 91234-5678'],
  ] as const)('%s formats %s as %s', (name, raw, display) => {
    expectFullRoundTrip(name, raw, display);
  });

  it('uppercases the letters of an alphanumeric CNPJ as they are typed', () => {
    expect(MASKS.cnpj.format('12abc34501de35')).toBe('12.ABC.345/01DE-35');
  });

  it('keeps check-digit positions of the CNPJ numeric', () => {
    expect(MASKS.cnpj.format('12ABC34501DEAB')).toBe('12.ABC.345/01DE');
    expect(MASKS.cnpj.isComplete('12ABC34501DEAB')).toBe(false);
  });

  it('switches the phone pattern from 8 to 9 digits as the user types', () => {
    expect(MASKS.telefone.format('613234567')).toBe('(61) 3234-567');
    expect(MASKS.telefone.format('6132345678')).toBe('(61) 3234-5678');
    expect(MASKS.telefone.format('61932345678')).toBe('(61) 93234-5678');
    expect(MASKS.telefone.isComplete('(61) 3234-567')).toBe(false);
  });
});

describe('paste, partial and over-long input', () => {
  it.each([
    ['cpf', '529.982.247-25', '529.982.247-25'],
    ['cpf', ' 529 982 247 25 ', '529.982.247-25'],
    ['cpf', '529.982', '529.982'],
    ['cpf', '5299822472599', '529.982.247-25'],
    ['cpf', 'abc', ''],
    ['cnpj', '12.ABC.345/01DE-35 (matriz)', '12.ABC.345/01DE-35'],
    ['cep', '70.040-010', '70040-010'],
    ['telefone', '+55 (61) 91234-5678', '(55) 61912-3456'],
    ['dataBr', '23-11-2026', '23/11/2026'],
  ] as const)('%s takes %j as %j', (name, input, display) => {
    expect(MASKS[name].format(input)).toBe(display);
  });

  it('is incomplete until every token is typed', () => {
    expect(MASKS.cpf.isComplete('529.982.247-2')).toBe(false);
    expect(MASKS.cpf.isComplete('529.982.247-2_')).toBe(false);
  });
});

describe('round-trip law: parse(format(x)) = x', () => {
  const alphabet: Readonly<Record<string, string>> = {
    '#': '0123456789',
    X: '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ',
  };
  const rawFor = (pattern: string): fc.Arbitrary<string> => {
    const tokens = Array.from(pattern).filter((c) => c in alphabet);
    return fc
      .integer({ min: 0, max: tokens.length })
      .chain((n) =>
        fc.tuple(...tokens.slice(0, n).map((t) => fc.constantFrom(...Array.from(alphabet[t] ?? '')))),
      )
      .map((chars) => chars.join(''));
  };

  const fixed = Object.entries({ ...PADROES_MASCARA, ...PADROES_MASCARA_BR }).filter(([n]) => !n.startsWith('telefone'));
  it.each(fixed)('%s (%s), for every raw value that fits', (name, pattern) => {
    const mask = MASKS[name as keyof typeof MASKS];
    fc.assert(fc.property(rawFor(pattern), (raw) => mask.parse(mask.format(raw)) === raw));
  });

  it('telefone, for 0 to 11 digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{0,11}$/), (raw) => MASKS.telefone.parse(MASKS.telefone.format(raw)) === raw),
    );
  });

  it.each(Object.keys(MASKS))('%s: formatting is idempotent and parsing ignores the mask, for any text', (name) => {
    const mask = MASKS[name as keyof typeof MASKS];
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (text) => {
        const display = mask.format(text);
        return mask.format(display) === display && mask.parse(display) === mask.parse(text);
      }),
    );
  });
});
