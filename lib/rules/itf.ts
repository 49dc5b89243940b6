/**
 * Interleaved 2 of 5 (ITF), the symbology of the boleto's 44-digit barcode (FEBRABAN). Pure: the
 * printable boleto page draws the bars this answers as SVG rectangles.
 *
 * Each digit is five elements, two of them wide (the standard widths table). Digits go in pairs:
 * the first digit's five elements are bars, the second's the spaces between them, interleaved
 * (bar, space, bar, space…). Start: narrow bar, narrow space, narrow bar, narrow space. Stop: wide
 * bar, narrow space, narrow bar. Narrow is 1 module, wide 3 (1:3).
 */

export const ITF_NARROW = 1;
export const ITF_WIDE = 3;

/** N = narrow, W = wide, for the digits 0–9. */
export const ITF_PATTERNS: readonly string[] = [
  'NNWWN',
  'WNNNW',
  'NWNNW',
  'WWNNN',
  'NNWNW',
  'WNWNN',
  'NWWNN',
  'NNNWW',
  'WNNWN',
  'NWNWN',
];

const START = 'NNNN';
const STOP = 'WNN';

/** The elements' widths in modules, bar first, alternating bar and space (start, pairs, stop). */
export function itfWidths(digits: string): number[] {
  if (!/^(\d\d)+$/.test(digits)) throw new Error('ITF: um número par de dígitos');
  let pattern = START;
  for (let i = 0; i < digits.length; i += 2) {
    const bars = ITF_PATTERNS[Number(digits[i])]!;
    const spaces = ITF_PATTERNS[Number(digits[i + 1])]!;
    for (let k = 0; k < 5; k++) pattern += bars[k]! + spaces[k]!;
  }
  pattern += STOP;
  return [...pattern].map((e) => (e === 'W' ? ITF_WIDE : ITF_NARROW));
}

export type ItfBar = { x: number; width: number };

/** The bars (dark elements) with their offset and width in modules, and the symbol's total width. */
export function itfBars(digits: string): { bars: ItfBar[]; width: number } {
  const bars: ItfBar[] = [];
  let x = 0;
  itfWidths(digits).forEach((w, i) => {
    if (i % 2 === 0) bars.push({ x, width: w });
    x += w;
  });
  return { bars, width: x };
}

/** Reads a row of element widths back into digits (for tests and checks); null when it is not ITF. */
export function decodeItf(widths: readonly number[]): string | null {
  const el = widths.map((w) => (w === ITF_WIDE ? 'W' : w === ITF_NARROW ? 'N' : '?')).join('');
  if (!el.startsWith(START) || !el.endsWith(STOP)) return null;
  const body = el.slice(START.length, el.length - STOP.length);
  if (body.length % 10 !== 0) return null;
  let out = '';
  for (let i = 0; i < body.length; i += 10) {
    const chunk = body.slice(i, i + 10);
    const bars = [0, 2, 4, 6, 8].map((k) => chunk[k]).join('');
    const spaces = [1, 3, 5, 7, 9].map((k) => chunk[k]).join('');
    const a = ITF_PATTERNS.indexOf(bars);
    const b = ITF_PATTERNS.indexOf(spaces);
    if (a < 0 || b < 0) return null;
    out += `${a}${b}`;
  }
  return out;
}
