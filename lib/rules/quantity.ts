/** Cart quantity rules (spec section 4, Quantity). Pure: no React, no HTTP. */

export type QuantityAction = { type: 'INC' } | { type: 'DEC' } | { type: 'DEL' } | { type: 'SET'; value: number };

export type QuantityLimits = {
  granularidade?: number | null;
  min_por_pedido?: number | null;
  maxporpedido?: number | null;
};

export const DEFAULT_GRANULARITY = 1;
export const DEFAULT_MIN_PER_ORDER = 1;

export const roundQuantity = (q: number) => Math.round(q * 1000) / 1000;

/** Smallest multiple of `step` that is >= q (tolerant to float noise). */
function ceilToStep(q: number, step: number): number {
  return roundQuantity(Math.ceil(roundQuantity(q / step) - 1e-9) * step);
}

/**
 * New quantity after an action. 0 means "remove the item".
 * - INC/DEC move by the granularity; SET takes the value; DEL drops to 0.
 * - Capped at maxporpedido.
 * - Below min_por_pedido: a decrement or delete drops to 0; otherwise it is raised to the
 *   minimum, itself rounded up to the granularity.
 * - Any positive quantity is rounded up to a multiple of the granularity (so above 0 but below
 *   the granularity becomes the granularity), then to 3 decimals.
 */
export function applyQuantityAction(current: number, action: QuantityAction, limits: QuantityLimits): number {
  const step = limits.granularidade && limits.granularidade > 0 ? limits.granularidade : DEFAULT_GRANULARITY;
  const min = limits.min_por_pedido && limits.min_por_pedido > 0 ? limits.min_por_pedido : DEFAULT_MIN_PER_ORDER;
  const max = limits.maxporpedido && limits.maxporpedido > 0 ? limits.maxporpedido : null;

  let q: number;
  switch (action.type) {
    case 'INC':
      q = current + step;
      break;
    case 'DEC':
      q = current - step;
      break;
    case 'DEL':
      return 0;
    case 'SET':
      q = Number.isFinite(action.value) ? action.value : 0;
      break;
  }
  q = roundQuantity(q);
  if (q <= 0) return 0;
  if (q < min) {
    if (action.type === 'DEC') return 0;
    q = min;
  }
  q = ceilToStep(q, step);
  if (max !== null && q > max) {
    // The cap itself may not be a multiple of the granularity: take the largest multiple under it.
    const capped = roundQuantity(Math.floor(roundQuantity(max / step) + 1e-9) * step);
    q = capped >= min ? capped : 0;
  }
  return roundQuantity(q);
}

/** Why a typed quantity was moved: to a multiple of the granularity, up to the minimum, down to the maximum. */
export type SnapReason = 'multiplo' | 'minimo' | 'maximo';
export type SnappedQuantity = { quantidade: number; motivo: SnapReason | null };

function floorToStep(q: number, step: number): number {
  return roundQuantity(Math.floor(roundQuantity(q / step) + 1e-9) * step);
}

/**
 * The positive quantities the cart accepts (the same set `applyQuantityAction` lands on): the
 * multiples of the granularity from the minimum (itself rounded up to a multiple) to the maximum
 * (rounded down). `max` is null without a maximum; `max < min` means no positive quantity at all.
 */
export function allowedQuantities(limits: QuantityLimits): { step: number; min: number; max: number | null } {
  const step = limits.granularidade && limits.granularidade > 0 ? limits.granularidade : DEFAULT_GRANULARITY;
  const min = limits.min_por_pedido && limits.min_por_pedido > 0 ? limits.min_por_pedido : DEFAULT_MIN_PER_ORDER;
  const max = limits.maxporpedido && limits.maxporpedido > 0 ? floorToStep(limits.maxporpedido, step) : null;
  return { step, min: ceilToStep(min, step), max };
}

/**
 * A quantity typed by a person, snapped to the nearest quantity the cart accepts (spec section 4,
 * Quantity): 0 or less removes the item; a positive number never becomes 0 unless no positive
 * quantity exists, it goes to the nearest multiple of the granularity (a tie goes up), within the
 * minimum and the maximum per order. `motivo` says why it moved (null when it did not).
 */
export function snapQuantity(typed: number, limits: QuantityLimits): SnappedQuantity {
  const { step, min, max } = allowedQuantities(limits);
  const x = Number.isFinite(typed) ? roundQuantity(typed) : 0;
  if (x <= 0) return { quantidade: 0, motivo: null };
  if (max !== null && max < min) return { quantidade: 0, motivo: 'maximo' };
  if (x < min) return { quantidade: min, motivo: min > step ? 'minimo' : 'multiplo' };
  if (max !== null && x > max) return { quantidade: max, motivo: 'maximo' };
  const lo = floorToStep(x, step);
  if (lo === x) return { quantidade: x, motivo: null };
  const hi = ceilToStep(x, step);
  // lo >= min and hi <= max: both bounds are multiples and x lies between them.
  const nearest = x - lo < hi - x ? lo : hi;
  return { quantidade: roundQuantity(nearest), motivo: 'multiplo' };
}

/**
 * A number as a person types it in pt-BR: "12", "1,5", "1.5", " 0,25 ". One decimal separator
 * (comma or point), up to 3 decimals; null for anything else (the field keeps the text and says so).
 */
export function parseTypedQuantity(text: string): number | null {
  const t = text.trim().replace(/\s+/g, '');
  if (!/^\d+([.,]\d{1,3})?$|^[.,]\d{1,3}$/.test(t)) return null;
  return Number(t.replace(',', '.'));
}
