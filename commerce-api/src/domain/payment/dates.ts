/** Calendar dates of payments (boleto due date, invoice due date) in the suppliers' time zone. */

export const PAYMENT_TIME_ZONE = 'America/Sao_Paulo';

const ymd = new Intl.DateTimeFormat('en-CA', {
  timeZone: PAYMENT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** 'YYYY-MM-DD' of an instant, in São Paulo. */
export function localDate(at: Date): string {
  return ymd.format(at);
}

/** 'YYYY-MM-DD' plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}
