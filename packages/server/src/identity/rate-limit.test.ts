import { describe, expect, it } from 'vitest';
import { Dispositivos, esperaPorExtenso } from './rate-limit.ts';

describe('trusted devices', () => {
  const dispositivos = new Dispositivos('chave-de-teste');

  it('a cookie issued for a login is valid for that login only', () => {
    const valor = dispositivos.emitir('oficial', 1_700_000_000_000);
    expect(dispositivos.verificar('oficial', valor)).toMatch(/^[\w-]{22}$/);
    expect(dispositivos.verificar('admin', valor)).toBeUndefined();
  });

  it('refuses a forged, altered or missing cookie', () => {
    const valor = dispositivos.emitir('oficial', 1_700_000_000_000);
    expect(dispositivos.verificar('oficial', `${valor}x`)).toBeUndefined();
    expect(dispositivos.verificar('oficial', valor.replace(/^\w+/, 'zz'))).toBeUndefined();
    expect(dispositivos.verificar('oficial', new Dispositivos('outra-chave').emitir('oficial', 1))).toBeUndefined();
    expect(dispositivos.verificar('oficial', undefined)).toBeUndefined();
    expect(dispositivos.verificar('oficial', '.')).toBeUndefined();
  });

  it('names one cookie per login, without the login in it', () => {
    expect(dispositivos.nome('oficial')).toMatch(/^rpj_disp_[0-9a-f]{16}$/);
    expect(dispositivos.nome('oficial')).not.toBe(dispositivos.nome('admin'));
  });
});

describe('esperaPorExtenso', () => {
  it.each([
    [1, '1 segundo'],
    [1000, '1 segundo'],
    [1001, '2 segundos'],
    [59_000, '59 segundos'],
    [60_000, '1 minuto'],
    [61_000, '2 minutos'],
    [15 * 60_000, '15 minutos'],
  ])('%i ms → %s', (ms, texto) => {
    expect(esperaPorExtenso(ms)).toBe(texto);
  });
});
