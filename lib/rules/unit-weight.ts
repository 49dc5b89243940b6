/**
 * Produce sold by the kg and ordered by the unit (docs/decisions/0055-produce-ordered-by-the-unit.md).
 * The line keeps the spec's quantity in kg (units × the approximate weight of one piece, 3 decimals);
 * the unit count is derived from it. Pure: the API and the browser compute the same kg.
 */
import { roundQuantity, type QuantityAction } from './quantity';

export type UnitWeightProduct = {
  peso_aproximado_unidade_kg?: number | null;
  permite_venda_por_unidade?: boolean | null;
  maxporpedido?: number | null;
};

/** The weight of one piece when the product may be ordered by the unit, else null. */
export function unitWeight(p: UnitWeightProduct): number | null {
  const w = p.peso_aproximado_unidade_kg;
  return p.permite_venda_por_unidade && w && w > 0 ? w : null;
}

/** kg of a whole number of pieces, rounded to 3 decimals like every cart quantity. */
export const unitsToKg = (units: number, weight: number) => roundQuantity(units * weight);

/** Pieces in a kg quantity, to the nearest whole one (at least 1 for any quantity above 0). */
export const kgToUnits = (kg: number, weight: number) => (kg > 0 ? Math.max(1, Math.round(kg / weight)) : 0);

/** Largest number of pieces under the kg maximum per order (null: no maximum). */
export function maxUnits(p: UnitWeightProduct, weight: number): number | null {
  const max = p.maxporpedido;
  return max && max > 0 ? Math.floor(roundQuantity(max / weight) + 1e-9) : null;
}

/**
 * Units after an action, within 0..maxUnits. The kg granularity and minimum do not apply by the
 * unit: one piece is the step and the minimum.
 */
export function clampUnits(units: number, p: UnitWeightProduct, weight: number): number {
  const u = Number.isFinite(units) ? Math.max(0, Math.round(units)) : 0;
  const max = maxUnits(p, weight);
  return max !== null && u > max ? max : u;
}

/**
 * The kg a line moves to after an action on a product ordered by the unit: − / + one piece; SET
 * takes a kg quantity and rounds it to whole pieces (the stepper sends typed units × weight).
 */
export function applyUnitAction(currentKg: number, action: QuantityAction, p: UnitWeightProduct, weight: number) {
  const current = kgToUnits(currentKg, weight);
  let units: number;
  switch (action.type) {
    case 'INC':
      units = current + 1;
      break;
    case 'DEC':
      units = current - 1;
      break;
    case 'DEL':
      return 0;
    case 'SET':
      units = Number.isFinite(action.value) && action.value > 0 ? Math.max(1, Math.round(action.value / weight)) : 0;
      break;
  }
  return unitsToKg(clampUnits(units, p, weight), weight);
}
