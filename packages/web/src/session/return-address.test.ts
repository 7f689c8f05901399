import { describe, expect, it } from 'vitest';
import { safeReturnAddress } from './return-address.ts';

describe('safeReturnAddress', () => {
  it.each([
    ['/usuario', '/usuario'],
    ['/', '/'],
    ['/usuario/cadastro/7?aba=grupos#permissoes', '/usuario/cadastro/7?aba=grupos#permissoes'],
    ['/empresa?busca=%2F%2Fevil.example', '/empresa?busca=%2F%2Fevil.example'],
    ['/login-antigo', '/login-antigo'],
  ])('keeps the app address %j', (valor, esperado) => {
    expect(safeReturnAddress(valor)).toBe(esperado);
  });

  it.each([
    ['another site, protocol-relative', '//evil.example'],
    ['another site, protocol-relative with a path', '//evil.example/usuario'],
    ['another site, absolute', 'https://evil.example'],
    ['another site through a backslash', '/\\evil.example'],
    ['a script', 'javascript:alert(1)'],
    ['a relative path', 'usuario'],
    ['the sign-in page', '/login'],
    ['the sign-in page with a query', '/login?retorno=/usuario'],
    ['the sign-in page with a hash', '/login#x'],
    ['the callback', '/auth/callback'],
    ['the callback with its code', '/auth/callback?code=abc&state=xyz'],
    ['an empty text', ''],
    ['nothing', null],
    ['undefined', undefined],
    ['a number', 42],
  ])('sends %s to /', (_caso, valor) => {
    expect(safeReturnAddress(valor)).toBe('/');
  });
});
