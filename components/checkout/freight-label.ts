import { formatBRL } from '@/lib/rules/money';

// The freight texts, apart from totals.ts: the review's figures, which load after the page (decision 0054),
// and the delivery section (server) use them; in totals.ts they brought the price formatter into /finalizar's
// first load with the form.

/** Freight as the shopper reads it: 'Grátis' when 0. */
export function freightLabel(valor: number): string {
  return valor === 0 ? 'Grátis' : formatBRL(valor);
}

/** The free-freight nudge of a method ('Faltam R$ 12,00 para frete grátis'), or null. */
export function freeFreightNote(m: { faltaParaFreteGratis: number | null; valor: number }): string | null {
  if (m.faltaParaFreteGratis === null || m.faltaParaFreteGratis <= 0 || m.valor === 0) return null;
  return `Faltam ${formatBRL(m.faltaParaFreteGratis)} para frete grátis`;
}
