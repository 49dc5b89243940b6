/** Dates of an order as the shopper reads them (pt-BR, the supplier's clock: São Paulo). Pure, client-safe. */

const TZ = 'America/Sao_Paulo';

/** An ISO date-time → '24/11/2026 às 14:05'. */
export function formatDateTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const date = new Intl.DateTimeFormat('pt-BR', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: TZ,
  }).format(d);
  const time = new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit', timeZone: TZ }).format(d);
  return `${date} às ${time}`;
}

/** 'YYYY-MM-DD' (or an ISO date-time) → '24/11/2026' (a calendar date: no time-zone shift for a plain date). */
export function formatDate(value: string): string {
  const plain = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (plain) return `${plain[3]}/${plain[2]}/${plain[1]}`;
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return value;
  return new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: TZ }).format(
    d,
  );
}
