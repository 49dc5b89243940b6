/**
 * Status of a title (fatura) of a purchase on terms, computed when it is read, never stored:
 * paid → PAGA; due date before today (the supplier's calendar day) → VENCIDA with the days late;
 * otherwise ABERTA (a title due today is still "a vencer"). Pure; dates are 'YYYY-MM-DD'.
 */

export const INVOICE_STATUSES = ['ABERTA', 'VENCIDA', 'PAGA'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** Labels shown on the titles screen. */
export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  ABERTA: 'A vencer',
  VENCIDA: 'Vencido',
  PAGA: 'Pago',
};

const DAY_MS = 86_400_000;

function dayNumber(date: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) throw new Error(`Data inválida: "${date}" (use AAAA-MM-DD)`);
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) / DAY_MS;
}

/** Calendar days from `a` to `b` (negative when b is earlier). */
export function daysBetween(a: string, b: string): number {
  return dayNumber(b) - dayNumber(a);
}

export type InvoiceState = { status: InvoiceStatus; descricao: string; diasAtraso: number };

export function invoiceState(vencimento: string, pago: boolean, hoje: string): InvoiceState {
  if (pago) return { status: 'PAGA', descricao: INVOICE_STATUS_LABELS.PAGA, diasAtraso: 0 };
  const late = daysBetween(vencimento, hoje);
  if (late > 0) return { status: 'VENCIDA', descricao: INVOICE_STATUS_LABELS.VENCIDA, diasAtraso: late };
  return { status: 'ABERTA', descricao: INVOICE_STATUS_LABELS.ABERTA, diasAtraso: 0 };
}
