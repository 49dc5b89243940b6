import { formatBasisPoints } from './percent';

/**
 * The price effect of a payment method in words (support-price-variance-by-payment), for a label
 * that does not already say it: -300 bp → " (3% de desconto)", 250 bp → " (acréscimo de 2,5%)".
 */
export function describeVariance(bp: number, label = ''): string {
  if (!bp || /%/.test(label)) return '';
  const pct = formatBasisPoints(Math.abs(bp));
  return bp < 0 ? ` (${pct} de desconto)` : ` (acréscimo de ${pct})`;
}

/** The method's name without a price effect written into it: 'PIX (3% de desconto)' → 'PIX'. */
export function methodName(descricao: string): string {
  return descricao.replace(/\s*\([^()]*%[^()]*\)/g, '').trim() || descricao;
}
