import { THEME_DEFAULTS, type Theme } from '@/lib/contract';

const HEX = /^#[0-9a-f]{6}$/i;

function channel(c: number): number {
  const s = c / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance of `#rrggbb`. */
export function luminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

/** WCAG contrast ratio between two `#rrggbb` colours (1–21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** `preferred` when it reaches 4.5:1 on `background`, else white or near-black, whichever contrasts more. */
export function readableOn(background: string, preferred?: string): string {
  if (preferred && HEX.test(preferred) && contrastRatio(preferred, background) >= 4.5) return preferred.toLowerCase();
  return contrastRatio('#ffffff', background) >= contrastRatio('#111827', background) ? '#ffffff' : '#111827';
}

const pick = (value: string | undefined, fallback: string) => (value && HEX.test(value) ? value : fallback);

export type ThemeVars = {
  '--color-primary': string;
  '--color-secondary': string;
  '--color-auxiliary': string;
  '--color-on-primary': string;
  '--color-on-secondary': string;
  '--color-on-auxiliary': string;
};

/** CSS variables of a supplier theme (defaults when missing); colours as the API sends them. */
export function themeVars(
  theme: Pick<Theme, 'cor_primaria' | 'cor_secundaria' | 'cor_auxiliar' | 'cor_texto'> | null,
): ThemeVars {
  const primary = pick(theme?.cor_primaria, THEME_DEFAULTS.cor_primaria);
  const secondary = pick(theme?.cor_secundaria, THEME_DEFAULTS.cor_secundaria);
  const auxiliary = pick(theme?.cor_auxiliar, THEME_DEFAULTS.cor_auxiliar);
  const text = pick(theme?.cor_texto, THEME_DEFAULTS.cor_texto);
  return {
    '--color-primary': primary,
    '--color-secondary': secondary,
    '--color-auxiliary': auxiliary,
    '--color-on-primary': readableOn(primary, text),
    '--color-on-secondary': readableOn(secondary, text),
    '--color-on-auxiliary': readableOn(auxiliary),
  };
}
