/**
 * Code 128, code set C (ISO/IEC 15417), the symbology of the access key on the DANFE (Manual de
 * Orientação do Contribuinte, DANFE: "código de barras unidimensional padrão CODE-128C" of the 44
 * digits). Pure: the PDF writer draws the bars this answers as rectangles.
 *
 * Set C packs two digits in a symbol (00–99 are symbol values 0–99). A symbol is six elements,
 * bar first (bar, space, bar, space, bar, space), each 1–4 modules wide, 11 modules in all; the
 * stop has a seventh, a final 2-module bar. The check symbol is (start value + Σ position × value)
 * mod 103, positions counted from 1 after the start. 44 digits: start C, 22 data symbols, the
 * check symbol, stop: 11 × 24 + 13 = 277 modules, plus a quiet zone of 10 on each side.
 */

/** Element widths of the symbol values 0–106 (103–105 the starts A, B, C; 106 the stop). */
// prettier-ignore
export const CODE128_PATTERNS: readonly string[] = [
  '212222', '222122', '222221', '121223', '121322', '131222', '122213', '122312', '132212', '221213',
  '221312', '231212', '112232', '122132', '122231', '113222', '123122', '123221', '223211', '221132',
  '221231', '213212', '223112', '312131', '311222', '321122', '321221', '312212', '322112', '322211',
  '212123', '212321', '232121', '111323', '131123', '131321', '112313', '132113', '132311', '211313',
  '231113', '231311', '112133', '112331', '132131', '113123', '113321', '133121', '313121', '211331',
  '231131', '213113', '213311', '213131', '311123', '311321', '331121', '312113', '312311', '332111',
  '314111', '221411', '431111', '111224', '111422', '121124', '121421', '141122', '141221', '112214',
  '112412', '122114', '122411', '142112', '142211', '241211', '221114', '413111', '241112', '134111',
  '111242', '121142', '121241', '114212', '124112', '124211', '411212', '421112', '421211', '212141',
  '214121', '412121', '111143', '111341', '131141', '114113', '114311', '411113', '411311', '113141',
  '114131', '311141', '411131', '211412', '211214', '211232', '2331112',
];

export const CODE128_START_C = 105;
export const CODE128_STOP = 106;
/** Modules of clear space required before and after the symbol. */
export const CODE128_QUIET_ZONE = 10;

/** The symbol values of an even number of digits in code set C: start, pairs, check, stop. */
export function code128cValues(digits: string): number[] {
  if (!/^(\d\d)+$/.test(digits)) throw new Error('Code 128 C: um número par de dígitos');
  const data: number[] = [];
  for (let i = 0; i < digits.length; i += 2) data.push(Number(digits.slice(i, i + 2)));
  const check = data.reduce((s, v, i) => s + v * (i + 1), CODE128_START_C) % 103;
  return [CODE128_START_C, ...data, check, CODE128_STOP];
}

/** The elements' widths in modules, bar first, alternating bar and space. */
export function code128cWidths(digits: string): number[] {
  return code128cValues(digits).flatMap((v) => [...CODE128_PATTERNS[v]!].map(Number));
}
