import { describe, expect, it } from 'vitest';
import { POSICOES_NOTIFICACAO, notificationOptions } from './notification-options.ts';
import { checkOptionGroupModel, toggleOption } from './option-group.ts';

describe('option groups (spec §5)', () => {
  it.each([
    ['checkbox', [], true],
    ['checkbox', 'a', false],
    ['toggle', ['a'], true],
    ['toggle', undefined, false],
    ['radio', 'a', true],
    ['radio', undefined, true],
    ['radio', ['a'], false],
  ] as const)('a %s group with model %j is valid: %s', (tipo, model, valid) => {
    expect(checkOptionGroupModel(tipo, model).valid).toBe(valid);
  });

  it('adds and removes a checkbox value', () => {
    expect(toggleOption(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggleOption(['a', 'b'], 'a')).toEqual(['b']);
  });
});

describe('notification options (spec §4, §5)', () => {
  it('has nine positions', () => {
    expect(POSICOES_NOTIFICACAO).toHaveLength(9);
  });

  it('dismisses after 5000 ms at the bottom by default', () => {
    expect(notificationOptions(undefined)).toEqual({ position: 'bottom', timeout: 5000 });
  });

  it.each(POSICOES_NOTIFICACAO)('keeps the position %s', (position) => {
    expect(notificationOptions({ position }).position).toBe(position);
  });

  it.each([
    [{ position: 'middle' }, { position: 'bottom', timeout: 5000 }],
    [{ timeout: -1 }, { position: 'bottom', timeout: 5000 }],
    [{ timeout: Number.NaN }, { position: 'bottom', timeout: 5000 }],
    [{ timeout: '3000' }, { position: 'bottom', timeout: 5000 }],
    [{ timeout: 0 }, { position: 'bottom', timeout: 0 }],
    [{ message: '  ', tipo: 'SUCESSO' }, { position: 'bottom', timeout: 5000 }],
    [{ message: 'Salvo.', tipo: 'OK', extra: 1 }, { position: 'bottom', timeout: 5000, message: 'Salvo.', tipo: 'OK' }],
  ])('drops invalid values: %j gives %j', (input, expected) => {
    expect(notificationOptions(input)).toEqual(expected);
  });
});
