import { describe, expect, it } from 'vitest';
import { CORES_TIPO, RAMPA_MARCA, temaRpj } from './theme.ts';

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminancia(cor: string): number {
  const canal = (i: number): number => {
    const c = Number.parseInt(cor.slice(i, i + 2), 16) / 255;
    return c <= 0.040_45 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * canal(1) + 0.7152 * canal(3) + 0.0722 * canal(5);
}

/** WCAG 2 contrast ratio, 1 to 21. */
function contraste(a: string, b: string): number {
  const [claro, escuro] = [luminancia(a), luminancia(b)].sort((x, y) => y - x) as [number, number];
  return (claro + 0.05) / (escuro + 0.05);
}

describe('the contrast helper', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    ['#777777', '#ffffff', 4.48],
  ])('%s on %s is %d:1', (a, b, esperado) => {
    expect(contraste(a, b)).toBeCloseTo(esperado, 2);
  });
});

describe('the theme reads at WCAG AA (4.5:1)', () => {
  it.each([
    ['text on brand backgrounds', temaRpj.colorNeutralForegroundOnBrand, temaRpj.colorBrandBackground],
    ['brand text on the page', temaRpj.colorBrandForeground1, temaRpj.colorNeutralBackground1],
    ['links on the page', temaRpj.colorBrandForegroundLink, temaRpj.colorNeutralBackground1],
  ])('%s', (_uso, texto, fundo) => {
    expect(texto).toMatch(/^#[0-9a-f]{6}$/i);
    expect(fundo).toMatch(/^#[0-9a-f]{6}$/i);
    expect(contraste(texto, fundo)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(Object.entries(CORES_TIPO))('the %s alert and notification text on its background', (_tipo, cores) => {
    expect(contraste(cores.texto, cores.fundo)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('RAMPA_MARCA', () => {
  it('has the 16 brand shades 10 … 160 as colours', () => {
    const tons = Object.keys(RAMPA_MARCA).map(Number).sort((a, b) => a - b);
    expect(tons).toEqual([10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120, 130, 140, 150, 160]);
    for (const cor of Object.values(RAMPA_MARCA)) expect(cor).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('goes from darkest (10) to lightest (160)', () => {
    const tons = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120, 130, 140, 150, 160] as const;
    const luminancias = tons.map((tom) => luminancia(RAMPA_MARCA[tom]));
    expect(luminancias).toEqual([...luminancias].sort((a, b) => a - b));
  });
});
