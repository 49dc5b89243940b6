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
