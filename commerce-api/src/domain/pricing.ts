/**
 * Payment-method price variance (tag support-price-variance-by-payment), in basis points:
 * -300 = 3% off. Result stays integer centavos (half away from zero).
 */
export function applyVariance(centavos: number, bp: number): number {
  if (!bp) return centavos;
  return Math.round((centavos * (10000 + bp)) / 10000);
}
