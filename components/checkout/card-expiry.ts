/** Card validity as typed ('MM/AA'), client-safe (no zod): the card fields and the action share it. */

/** 'MM/AA' or 'MM/AAAA' → month and four-digit year; null when unreadable. */
export function parseExpiry(value: string): { mes: number; ano: number } | null {
  const m = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!m) return null;
  const mes = Number(m[1]);
  const ano = m[2]!.length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
  return mes >= 1 && mes <= 12 ? { mes, ano } : null;
}

/** What is typed in the validity field, shaped as 'MM/AA' (digits only, the slash added). */
export function maskExpiry(value: string): string {
  const d = value.replace(/\D/g, '').slice(0, 4);
  return d.length > 2 ? `${d.slice(0, 2)}/${d.slice(2)}` : d;
}

export const BRAND_NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  elo: 'Elo',
  hipercard: 'Hipercard',
  diners: 'Diners Club',
  discover: 'Discover',
  jcb: 'JCB',
};
