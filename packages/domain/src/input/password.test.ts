import { describe, expect, it } from 'vitest';
import { isStrongPassword, passwordRequirements } from './password.ts';

describe('password policy: at least 8 characters, letters and digits', () => {
  it.each([
    ['rpj12345', true],
    ['Ação2026!', true],
    ['12345678', false],
    ['abcdefgh', false],
    ['abc1234', false],
    ['', false],
  ])('%j is strong: %s', (senha, strong) => {
    expect(isStrongPassword(senha)).toBe(strong);
  });

  it('says which requirement is missing', () => {
    expect(passwordRequirements('abcdefgh')).toEqual([
      { texto: 'Pelo menos 8 caracteres', atendido: true },
      { texto: 'Letras', atendido: true },
      { texto: 'Números', atendido: false },
    ]);
  });
});
