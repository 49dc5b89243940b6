/**
 * What bounds the delivery and pickup slots besides the method's weekly windows: the store's
 * opening hours and the payment method's expected clearing. Pure; the supplier's clock
 * (America/Sao_Paulo, UTC−03:00, lib/rules/freight.ts) and the São Paulo bank calendar.
 *
 * - Pickup: a slot is the part of a method's window when the chosen store is open (a store open
 *   Mon–Sat 10h–19h offers no Sunday slot and its 09:00–12:00 window becomes 10:00–12:00).
 * - Payment: the first slot starts at least SLOT_MIN_LEAD_MINUTES after the order can be prepared.
 *   Card, on terms, on delivery: from now (as always). PIX clears in minutes but the store acts on
 *   it only when open: from the store's next opening. Boleto clears in up to 3 business days: from
 *   the store's first opening after the 3rd business day.
 */
import type { PaymentType } from '../contract/payment';
import { addDays, SLOT_MIN_LEAD_MINUTES, slotInstant, supplierToday, weekdayOf, type DeliveryWindow } from './freight';

/** A store's opening hours: the intervals it is open, by weekday (0 = Sunday … 6 = Saturday; absent = every day). */
export type OpeningHours = readonly DeliveryWindow[];

/** Business days a boleto takes to clear (the bank's D+3). */
export const BOLETO_CLEARING_BUSINESS_DAYS = 3;

const HHMM = /^([01]\d|2[0-3]):([0-5]\d)$/;
const minutes = (hhmm: string) => {
  const m = HHMM.exec(hhmm);
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
};
const hhmm = (min: number) => `${String(Math.floor(min / 60)).padStart(2, '0')}:${String(min % 60).padStart(2, '0')}`;
const ALL_DAYS = [0, 1, 2, 3, 4, 5, 6] as const;

/** The open intervals of a weekday, in minutes, sorted (malformed or empty ones ignored). */
function openOn(hours: OpeningHours, weekday: number): [number, number][] {
  return hours
    .filter((h) => !h.dias || h.dias.includes(weekday))
    .map((h) => [minutes(h.inicio), minutes(h.fim)] as const)
    .filter((x): x is [number, number] => x[0] !== null && x[1] !== null && x[1] > x[0])
    .sort((a, b) => a[0] - b[0]);
}

/**
 * The method's windows cut to the store's opening hours, weekday by weekday: each window keeps
 * the part when the store is open (a window across a closed gap gives two). Null hours: the store
 * did not say, the windows stand.
 */
export function windowsWithinHours(windows: readonly DeliveryWindow[], hours: OpeningHours | null): DeliveryWindow[] {
  if (hours === null) return [...windows];
  const byRange = new Map<string, number[]>();
  for (const w of windows) {
    const a = minutes(w.inicio);
    const b = minutes(w.fim);
    if (a === null || b === null || b <= a) continue;
    for (const d of w.dias ?? ALL_DAYS) {
      for (const [o, c] of openOn(hours, d)) {
        const s = Math.max(a, o);
        const e = Math.min(b, c);
        if (e <= s) continue;
        const k = `${hhmm(s)}-${hhmm(e)}`;
        const days = byRange.get(k) ?? [];
        if (!days.includes(d)) days.push(d);
        byRange.set(k, days);
      }
    }
  }
  return [...byRange].map(([k, dias]) => {
    const [inicio, fim] = k.split('-') as [string, string];
    return dias.length === 7 ? { inicio, fim } : { inicio, fim, dias: dias.sort((x, y) => x - y) };
  });
}

/**
 * `at` when the store is open then, else the instant it next opens (within two weeks). Null or
 * empty hours (or a store never open): `at`.
 */
export function nextOpening(at: Date, hours: OpeningHours | null): Date {
  if (!hours || hours.length === 0) return at;
  const today = supplierToday(at);
  for (let i = 0; i < 14; i++) {
    const date = addDays(today, i);
    for (const [o, c] of openOn(hours, weekdayOf(date))) {
      const start = slotInstant(date, hhmm(o));
      const end = slotInstant(date, hhmm(c));
      if (at.getTime() < end.getTime()) return at.getTime() > start.getTime() ? at : start;
    }
  }
  return at;
}

// ---------------------------------------------------------------------------------------------
// São Paulo bank calendar

/** Easter Sunday of `year` ('YYYY-MM-DD'), Gregorian (anonymous algorithm). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Fixed holidays when banks in São Paulo (city) do not clear: national, state (09/07) and city (25/01). */
const FIXED_HOLIDAYS = [
  '01-01',
  '01-25',
  '04-21',
  '05-01',
  '07-09',
  '09-07',
  '10-12',
  '11-02',
  '11-15',
  '11-20',
  '12-25',
];

/** Bank holidays of `year` in São Paulo: the fixed ones, Carnival Monday and Tuesday, Good Friday and Corpus Christi. */
export function bankHolidays(year: number): Set<string> {
  const easter = easterSunday(year);
  const out = new Set(FIXED_HOLIDAYS.map((md) => `${year}-${md}`));
  for (const offset of [-48, -47, -2, 60]) out.add(addDays(easter, offset));
  return out;
}

/** A weekday that is not a bank holiday in São Paulo. */
export function isBusinessDay(date: string): boolean {
  const wd = weekdayOf(date);
  return wd !== 0 && wd !== 6 && !bankHolidays(Number(date.slice(0, 4))).has(date);
}

/** The `n`-th business day after `date` (`date` itself never counts). */
export function addBusinessDays(date: string, n: number): string {
  let d = date;
  for (let left = n; left > 0;) {
    d = addDays(d, 1);
    if (isBusinessDay(d)) left--;
  }
  return d;
}

// ---------------------------------------------------------------------------------------------
// Payment clearing

/** How a payment type clears: at once (card, on terms, on delivery), in minutes (PIX), in business days (boleto). */
export type Clearing = 'IMEDIATA' | 'PIX' | 'BOLETO';

export function clearingOf(tipo: PaymentType | string | null | undefined): Clearing {
  return tipo === 'PIX' ? 'PIX' : tipo === 'BOLETO' ? 'BOLETO' : 'IMEDIATA';
}

/**
 * When the order can start being prepared: now (IMEDIATA); the store's next opening (PIX); the
 * store's first opening on the day after the 3rd business day (boleto).
 */
export function preparationStart(clearing: Clearing, now: Date, hours: OpeningHours | null): Date {
  if (clearing === 'IMEDIATA') return now;
  if (clearing === 'PIX') return nextOpening(now, hours);
  const cleared = addDays(addBusinessDays(supplierToday(now), BOLETO_CLEARING_BUSINESS_DAYS), 1);
  return nextOpening(slotInstant(cleared, '00:00'), hours);
}

/** The earliest start of a slot for an order paid this way: preparation start + the lead. */
export function earliestSlotStart(
  clearing: Clearing,
  now: Date,
  hours: OpeningHours | null,
  leadMinutes = SLOT_MIN_LEAD_MINUTES,
): Date {
  return new Date(preparationStart(clearing, now, hours).getTime() + leadMinutes * 60_000);
}
