let percent: Intl.NumberFormat | undefined;

/**
 * 12.5 → "12,5%", 1.99 → "1,99%" (pt-BR, up to two decimals). The formatter is built once, at first
 * use: building one costs more than the formatting, and a card formats its instalment rate on every render.
 */
export function formatPercent(value: number): string {
  percent ??= new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });
  return `${percent.format(value)}%`;
}

/** Basis points as a percentage: 199 → "1,99%", 250 → "2,5%". */
export function formatBasisPoints(bp: number): string {
  return formatPercent(bp / 100);
}
