import { describe, expect, it } from 'vitest';
import { MENSAGENS_REGRA, rules } from './rules.ts';
import { isValidationDue, validate, type LazyRules, type ValidationTrigger } from './validate.ts';

describe('named rules (spec §5)', () => {
  it.each([
    ['required', rules.required(), ['x', 0, false, ['a']], ['', '  ', null, undefined, []]],
    ['email', rules.email(), ['', 'maria@cartorio.com.br', 'a.b+c@d.io'], ['maria', 'maria@', 'maria@cartorio', 'a b@c.d', 'a@@b.c']],
    ['login', rules.login(), ['', 'ana', 'maria.souza', ' jp_2 ', 'a'.repeat(40)], ['jp', 'Maria', 'ma ria', '.ana', 'a'.repeat(41), 'joão']],
    ['minLength(3)', rules.minLength(3), ['', 'abc', 'çãõ', ['a', 'b', 'c']], ['ab', ['a']]],
    ['maxLength(3)', rules.maxLength(3), ['', 'abc', ['a']], ['abcd', ['a', 'b', 'c', 'd']]],
    ['date', rules.date(), ['', '23/11/2026', '29/02/2024'], ['29/02/2026', '2026/11/23', '23/11/26']],
    ['time', rules.time(), ['', '00:00', '23:59'], ['24:00', '12:60', '9:30']],
    ['fulltime', rules.fulltime(), ['', '23:59:59'], ['23:59', '23:59:60']],
    ['cpf', rules.cpf(), ['', '529.982.247-25', '52998224725'], ['529.982.247-26', '111.111.111-11']],
    ['cnpj', rules.cnpj(), ['', '11.444.777/0001-61', '12.ABC.345/01DE-35'], ['12.ABC.345/01DE-36']],
    ['cnpjNumerico', rules.cnpjNumerico(), ['', '11.444.777/0001-61'], ['12.ABC.345/01DE-35']],
    ['cep', rules.cep(), ['', '70040-010'], ['70040', '00000-000']],
    ['money', rules.money(), ['', '1.234,56', '1234,5', '0,01', 'R$ 10,00'], ['-1,00', '1.234.56', '1,234', '12,345', 'abc']],
  ])('%s accepts %j and refuses %j', async (_, rule, good, bad) => {
    for (const value of good) expect(await rule(value), JSON.stringify(value)).toBe(true);
    for (const value of bad) expect(typeof (await rule(value)), JSON.stringify(value)).toBe('string');
  });

  it('say what is wrong and what to do, in pt-BR', async () => {
    expect(await rules.required()('')).toBe('Campo obrigatório.');
    expect(await rules.cpf()('123')).toBe('CPF inválido: confira os dígitos.');
    expect(await rules.minLength(3)('a')).toBe('Informe ao menos 3 caracteres.');
    expect(MENSAGENS_REGRA.cep).toMatch(/^CEP inválido/);
  });

  it('take a message of their own', async () => {
    expect(await rules.required('Informe o nome.')('')).toBe('Informe o nome.');
  });
});

describe('validate (spec §5)', () => {
  it('returns the first failing message, in rule order', async () => {
    expect(await validate('', ['required', 'cpf'])).toEqual({ status: 'invalid', message: 'Campo obrigatório.' });
    expect(await validate('123', ['required', 'cpf'])).toEqual({ status: 'invalid', message: MENSAGENS_REGRA.cpf });
    expect(await validate('529.982.247-25', ['required', 'cpf'])).toEqual({ status: 'valid' });
  });

  it('takes functions and named patterns alike', async () => {
    const notAdmin = (v: string): boolean | string => v !== 'admin' || 'Login reservado.';
    expect(await validate('admin', ['required', notAdmin])).toEqual({ status: 'invalid', message: 'Login reservado.' });
  });

  it('gives plain false the generic message', async () => {
    expect(await validate('x', [() => false])).toEqual({ status: 'invalid', message: 'Valor inválido.' });
    expect(await validate('x', [() => '  '])).toEqual({ status: 'invalid', message: 'Valor inválido.' });
  });

  it('awaits asynchronous rules and stops at the first failure', async () => {
    const called: string[] = [];
    const taken = async (v: string): Promise<string | boolean> => {
      called.push('taken');
      await Promise.resolve();
      return v === 'maria' ? 'Login já em uso.' : true;
    };
    const never = (): boolean => (called.push('never'), true);
    expect(await validate('maria', [taken, never])).toEqual({ status: 'invalid', message: 'Login já em uso.' });
    expect(called).toEqual(['taken']);
  });

  it('skips a disabled field', async () => {
    expect(await validate('', ['required'], { disabled: true })).toEqual({ status: 'skipped' });
  });

  const lazyTable: readonly [LazyRules, ValidationTrigger, boolean, boolean][] = [
    ['off', 'change', false, true],
    ['off', 'blur', false, true],
    ['on', 'change', false, false],
    ['on', 'blur', false, true],
    ['on', 'change', true, true],
    ['ondemand', 'change', true, false],
    ['ondemand', 'blur', true, false],
    ['ondemand', 'submit', false, true],
    ['on', 'submit', false, true],
  ];
  it.each(lazyTable)('lazy %s on %s (touched: %s) validates: %s', async (lazy, trigger, touched, due) => {
    expect(isValidationDue(lazy, trigger, touched)).toBe(due);
    const outcome = await validate('', ['required'], { lazy, trigger, touched });
    expect(outcome.status).toBe(due ? 'invalid' : 'skipped');
  });
});
