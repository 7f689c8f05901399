/**
 * The Fluent theme from the brand colours of spec §9. Fluent paints brand backgrounds from shade 80 with white
 * text and brand links from shade 80 on white; the primary #028dba gives only 3.8:1 against white, so shade 80
 * is the primary darkened towards the brand's dark until text passes 4.5:1 (WCAG AA). The lighter shades mix
 * towards white, the darker ones towards the dark.
 */
import { CORES_MARCA } from '@rpj/domain';
import { createLightTheme, type BrandVariants, type Theme } from '@fluentui/react-components';

type Rgb = readonly [number, number, number];

function rgb(hex: string): Rgb {
  return [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as unknown as Rgb;
}

function hex(color: Rgb): string {
  return `#${color.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;
}

function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

const PRIMARIA = rgb(CORES_MARCA.primary);
const ESCURO: Rgb = [5, 28, 36];
const BRANCO: Rgb = [255, 255, 255];

/** The 16 brand shades (10 darkest … 160 lightest). */
export const RAMPA_MARCA: BrandVariants = (() => {
  const shades: Record<number, string> = {};
  for (let shade = 10; shade <= 160; shade += 10) {
    shades[shade] =
      shade <= 80
        ? hex(mix(PRIMARIA, ESCURO, 0.2 + ((80 - shade) / 80) * 0.7))
        : hex(mix(PRIMARIA, BRANCO, ((shade - 90) / 70) * 0.85));
  }
  return shades as BrandVariants;
})();

/** The app's theme. */
export const temaRpj: Theme = {
  ...createLightTheme(RAMPA_MARCA),
  fontFamilyBase: "'Segoe UI', 'Segoe UI Web (West European)', -apple-system, BlinkMacSystemFont, Roboto, 'Helvetica Neue', Arial, sans-serif",
};

/** Colours of the alert and notification types (spec §4), each with a text colour that reads on it. */
export const CORES_TIPO = {
  OK: { fundo: '#e9f8ed', borda: CORES_MARCA.positive, texto: '#0e4d1d' },
  INFO: { fundo: '#e6f8fd', borda: CORES_MARCA.info, texto: '#0B3948' },
  ALERTA: { fundo: CORES_MARCA.warning, borda: '#c9a400', texto: CORES_MARCA.dark },
  ERRO: { fundo: '#fdecea', borda: CORES_MARCA.negative, texto: '#7a1a12' },
  CONFIRMACAO: { fundo: '#fff0e8', borda: '#FF5722', texto: '#6b2208' },
} as const;
