/**
 * Freight and delivery scheduling (spec 3 "Delivery method", 4 "Delivery methods", 5).
 * Pure and framework-free: the API prices and schedules each delivery method with these functions,
 * and anyone (the storefront, tests) can recompute an answer from its inputs.
 *
 * Money is integer centavos; weights are kg; distances are km with one decimal.
 * Times are the supplier's wall clock: America/Sao_Paulo, a fixed UTC−03:00 (no daylight saving
 * since 2019), so no time-zone database is needed.
 */
import { haversineMeters } from './geo';

export const SUPPLIER_TIME_ZONE = 'America/Sao_Paulo';
/** UTC offset of the supplier's clock, minutes. */
export const SUPPLIER_UTC_OFFSET_MINUTES = -180;
/** The same offset as written in a delivery date-time ('2026-11-24T08:00:00-03:00'). */
export const SUPPLIER_UTC_OFFSET = '-03:00';
/** A slot is offered only when it starts at least this long after now. */
export const SLOT_MIN_LEAD_MINUTES = 60;
/** How many calendar days of slots are offered, counted from today + the method's lead days. */
export const SCHEDULING_DAYS = 7;
/** Road distance ≈ straight-line distance × this factor. */
export const ROAD_FACTOR = 1.3;

export type FreightCalculation = 'FIXO' | 'POR_KM';
export type FreightRuleName = FreightCalculation | 'GRATIS';

/** A delivery window of a method: 'HH:MM' to 'HH:MM' on some weekdays (0 = Sunday … 6 = Saturday; absent = every day). */
export type DeliveryWindow = { inicio: string; fim: string; dias?: readonly number[] };

export type Slot = { inicio: string; fim: string; data_de_entrega: string; rotulo: string };
export type ScheduledDay = { data: string; janelas: Slot[] };

const round3 = (n: number) => Math.round(n * 1000) / 1000;

// ---------------------------------------------------------------------------------------------
// Weight

/**
 * Weight of one cart line in kg: a product sold by weight ('kg', 'g') weighs its quantity; any
 * other unit weighs quantity × the product's unit weight (unknown weight counts as 0).
 */
export function lineWeightKg(line: { quantidade: number; unidade: string; pesoKg: number | null }): number {
  const u = line.unidade.trim().toLowerCase();
  if (u === 'kg') return line.quantidade;
  if (u === 'g') return line.quantidade / 1000;
  return line.quantidade * (line.pesoKg ?? 0);
}

/** Weight of a cart in kg, 3 decimals. */
export function cartWeightKg(lines: readonly { quantidade: number; unidade: string; pesoKg: number | null }[]): number {
  return round3(lines.reduce((s, l) => s + lineWeightKg(l), 0));
}

// ---------------------------------------------------------------------------------------------
// Distance and price

type Point = { lat: number; lng: number };

/** Estimated road distance in km (straight line × ROAD_FACTOR), one decimal. */
export function roadDistanceKm(from: Point, to: Point): number {
  const km = (haversineMeters([from.lng, from.lat], [to.lng, to.lat]) / 1000) * ROAD_FACTOR;
  return Math.round(km * 10) / 10;
}

/** Road distance from the nearest of `stores`, or null without stores. */
export function nearestStoreDistanceKm(point: Point, stores: readonly Point[]): number | null {
  let best: number | null = null;
  for (const s of stores) {
    const d = roadDistanceKm(s, point);
    if (best === null || d < best) best = d;
  }
  return best;
}

/** Per-km freight: base + price per km × km, rounded to the centavo. */
export function perKmFreight(base: number, valorPorKm: number, distanciaKm: number): number {
  return Math.round(base + valorPorKm * distanciaKm);
}

export type FreightRule = {
  calculo: FreightCalculation;
  /** FIXO: the freight; POR_KM: the base. Centavos. */
  valor: number;
  /** POR_KM: centavos per km. */
  valorPorKm: number;
  /** Free from this order value on (null: never free by value). */
  gratisAcimaDe: number | null;
};

export type FreightQuote = {
  valor: number;
  valorSemDesconto: number;
  regra: FreightRuleName;
  faltaParaFreteGratis: number | null;
};

/**
 * How much more the cart needs to ship free: null when the method is never free by value or the
 * cart's value is unknown (prices hidden), 0 once reached.
 */
export function missingForFreeFreight(gratisAcimaDe: number | null, valorPedido: number | null): number | null {
  if (gratisAcimaDe === null || valorPedido === null) return null;
  return Math.max(0, gratisAcimaDe - valorPedido);
}

/**
 * Freight of a method for a cart. POR_KM needs the distance (a method without one is not
 * offered: see unavailableReason). Free (regra 'GRATIS', valor 0) when the cart's known value
 * reaches `gratisAcimaDe`; `valorSemDesconto` keeps the price before that.
 */
export function quoteFreight(
  rule: FreightRule,
  ctx: { valorPedido: number | null; distanciaKm: number | null },
): FreightQuote {
  const valorSemDesconto =
    rule.calculo === 'POR_KM' ? perKmFreight(rule.valor, rule.valorPorKm, ctx.distanciaKm ?? 0) : rule.valor;
  const falta = missingForFreeFreight(rule.gratisAcimaDe, ctx.valorPedido);
  if (falta === 0) return { valor: 0, valorSemDesconto, regra: 'GRATIS', faltaParaFreteGratis: 0 };
  return { valor: valorSemDesconto, valorSemDesconto, regra: rule.calculo, faltaParaFreteGratis: falta };
}

export type MethodLimits = {
  calculo: FreightCalculation;
  pedidoMinimo: number | null;
  pesoMaximoKg: number | null;
  raioMaximoKm: number | null;
};

export type UnavailableReason = 'PEDIDO_MINIMO' | 'PESO_MAXIMO' | 'FORA_DO_RAIO';

/**
 * Why a method cannot serve a cart, or null when it can: the cart's value is below the method's
 * minimum (an unknown value counts as 0), the cart is heavier than its maximum, or the point is
 * beyond its radius (a method priced by km, or with a radius, needs a known distance).
 */
export function unavailableReason(
  m: MethodLimits,
  ctx: { valorPedido: number | null; pesoKg: number; distanciaKm: number | null },
): UnavailableReason | null {
  if (m.pedidoMinimo !== null && m.pedidoMinimo > 0 && (ctx.valorPedido ?? 0) < m.pedidoMinimo) return 'PEDIDO_MINIMO';
  if (m.pesoMaximoKg !== null && ctx.pesoKg > m.pesoMaximoKg) return 'PESO_MAXIMO';
  if (m.calculo === 'POR_KM' || m.raioMaximoKm !== null) {
    if (ctx.distanciaKm === null) return 'FORA_DO_RAIO';
    if (m.raioMaximoKm !== null && ctx.distanciaKm > m.raioMaximoKm) return 'FORA_DO_RAIO';
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Calendar (the supplier's wall clock)

const pad = (n: number) => String(n).padStart(2, '0');
const HHMM = /^([01]\d|2[0-3]):([0-5]\d)$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function parseDate(date: string): [number, number, number] {
  const m = DATE.exec(date);
  if (!m) throw new RangeError(`Data inválida: ${date}`);
  return [Number(m[1]), Number(m[2]), Number(m[3])];
}

function minutesOf(hhmm: string): number | null {
  const m = HHMM.exec(hhmm);
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

/** Today's date ('YYYY-MM-DD') on the supplier's clock. */
export function supplierToday(now: Date): string {
  const t = new Date(now.getTime() + SUPPLIER_UTC_OFFSET_MINUTES * 60_000);
  return `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())}`;
}

/** `date` plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = parseDate(date);
  const t = new Date(Date.UTC(y, m - 1, d + days));
  return `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())}`;
}

/** Weekday of a date: 0 = Sunday … 6 = Saturday. */
export function weekdayOf(date: string): number {
  const [y, m, d] = parseDate(date);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/** The instant a slot starts: `date` at `hhmm` on the supplier's clock. */
export function slotInstant(date: string, hhmm: string): Date {
  const [y, m, d] = parseDate(date);
  const min = minutesOf(hhmm);
  if (min === null) throw new RangeError(`Horário inválido: ${hhmm}`);
  return new Date(Date.UTC(y, m - 1, d, 0, min) - SUPPLIER_UTC_OFFSET_MINUTES * 60_000);
}

/** A slot's `data_de_entrega`: its start with the supplier's offset, '2026-11-24T08:00:00-03:00'. */
export function deliveryDateTime(date: string, hhmm: string): string {
  return `${date}T${hhmm}:00${SUPPLIER_UTC_OFFSET}`;
}

const WEEKDAYS_PT = ['dom.', 'seg.', 'ter.', 'qua.', 'qui.', 'sex.', 'sáb.'] as const;

/**
 * pt-BR label of a slot: 'ter., 24/11, das 08:00 às 12:00'; a pickup slot says so:
 * 'Retirar em ter., 24/11, das 10:00 às 12:00'.
 */
export function slotLabel(date: string, inicio: string, fim: string, retirada = false): string {
  const [, m, d] = parseDate(date);
  const when = `${WEEKDAYS_PT[weekdayOf(date)]}, ${pad(d)}/${pad(m)}, das ${inicio} às ${fim}`;
  return retirada ? `Retirar em ${when}` : when;
}

export type SchedulingOptions = {
  now: Date;
  /** Lead days of the method: the first day offered is today + prazoDias. */
  prazoDias: number;
  /** Calendar days offered (default SCHEDULING_DAYS). */
  days?: number;
  /** Minimum minutes between now and a slot's start (default SLOT_MIN_LEAD_MINUTES). */
  leadMinutes?: number;
  /**
   * No slot starts before this instant (the payment's clearing and the store's hours,
   * lib/rules/delivery-slots.ts earliestSlotStart); the days offered count from its date when later.
   */
  earliest?: Date;
  /** Pickup slots: labelled 'Retirar em …'. */
  retirada?: boolean;
};

/**
 * The days and slots of a method, soonest first: the `days` calendar days from today + prazoDias
 * (or from `earliest`'s date when later; supplier's clock), each with the windows of its weekday
 * that start at least `leadMinutes` from now and not before `earliest`. Days without an open slot are left out; malformed windows (or fim ≤ inicio) are ignored.
 */
export function schedulingDays(windows: readonly DeliveryWindow[], o: SchedulingOptions): ScheduledDay[] {
  const days = o.days ?? SCHEDULING_DAYS;
  const lead = (o.leadMinutes ?? SLOT_MIN_LEAD_MINUTES) * 60_000;
  const valid = windows
    .filter((w) => {
      const a = minutesOf(w.inicio);
      const b = minutesOf(w.fim);
      return a !== null && b !== null && b > a;
    })
    .sort((a, b) => (a.inicio < b.inicio ? -1 : a.inicio > b.inicio ? 1 : a.fim < b.fim ? -1 : a.fim > b.fim ? 1 : 0));
  const from = Math.max(o.now.getTime() + lead, o.earliest?.getTime() ?? 0);
  const byLead = addDays(supplierToday(o.now), Math.max(0, Math.trunc(o.prazoDias)));
  const byPayment = o.earliest ? supplierToday(o.earliest) : byLead;
  const first = byPayment > byLead ? byPayment : byLead;
  const out: ScheduledDay[] = [];
  for (let i = 0; i < days; i++) {
    const data = addDays(first, i);
    const wd = weekdayOf(data);
    const janelas: Slot[] = [];
    for (const w of valid) {
      if (w.dias && !w.dias.includes(wd)) continue;
      if (slotInstant(data, w.inicio).getTime() < from) continue;
      janelas.push({
        inicio: w.inicio,
        fim: w.fim,
        data_de_entrega: deliveryDateTime(data, w.inicio),
        rotulo: slotLabel(data, w.inicio, w.fim, o.retirada),
      });
    }
    if (janelas.length > 0) out.push({ data, janelas });
  }
  return out;
}

/** The first slot offered (the default `data_de_entrega`), or null. */
export function firstSlot(days: readonly ScheduledDay[]): Slot | null {
  return days[0]?.janelas[0] ?? null;
}

/** The slot of `days` whose data_de_entrega is `value` (compared as instants), or null. */
export function findSlot(days: readonly ScheduledDay[], value: string): Slot | null {
  const t = Date.parse(value);
  if (Number.isNaN(t)) return null;
  for (const d of days) for (const s of d.janelas) if (Date.parse(s.data_de_entrega) === t) return s;
  return null;
}
