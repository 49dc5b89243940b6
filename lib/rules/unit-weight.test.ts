import { nextQuantity } from './cart';
import { applyUnitAction, clampUnits, kgToUnits, maxUnits, unitsToKg, unitWeight } from './unit-weight';

const maca = {
  unidade: 'kg',
  granularidade: 0.5,
  min_por_pedido: 0.5,
  maxporpedido: null,
  peso_aproximado_unidade_kg: 0.18,
  permite_venda_por_unidade: true,
};

describe('unitWeight', () => {
  it('is the weight of one piece only where ordering by the unit is allowed', () => {
    expect(unitWeight(maca)).toBe(0.18);
    expect(unitWeight({ ...maca, permite_venda_por_unidade: false })).toBeNull();
    expect(unitWeight({ ...maca, peso_aproximado_unidade_kg: null })).toBeNull();
    expect(unitWeight({})).toBeNull();
  });
});

describe('units and kg', () => {
  it('kg is units × weight to 3 decimals, without float noise', () => {
    expect(unitsToKg(3, 0.18)).toBe(0.54);
    expect(unitsToKg(6, 0.18)).toBe(1.08);
    expect(unitsToKg(3, 0.1)).toBe(0.3);
    expect(unitsToKg(7, 0.123)).toBe(0.861);
  });

  it('units are the nearest whole piece, at least one above 0 kg', () => {
    expect(kgToUnits(0.54, 0.18)).toBe(3);
    expect(kgToUnits(1, 0.12)).toBe(8);
    expect(kgToUnits(0.01, 0.5)).toBe(1);
    expect(kgToUnits(0, 0.18)).toBe(0);
  });

  it('the kg maximum per order becomes whole pieces under it', () => {
    expect(maxUnits({ maxporpedido: 2 }, 0.18)).toBe(11);
    expect(maxUnits({ maxporpedido: 0.54 }, 0.18)).toBe(3);
    expect(maxUnits({ maxporpedido: null }, 0.18)).toBeNull();
    expect(clampUnits(40, { maxporpedido: 2 }, 0.18)).toBe(11);
    expect(clampUnits(2.6, {}, 0.18)).toBe(3);
    expect(clampUnits(-2, {}, 0.18)).toBe(0);
    expect(clampUnits(Number.NaN, {}, 0.18)).toBe(0);
  });
});

describe('applyUnitAction and nextQuantity', () => {
  it('+ adds one piece, not the kg granularity; − removes one; below one piece the line goes', () => {
    expect(nextQuantity(maca, 0, { type: 'INC' })).toBe(0.18);
    expect(nextQuantity(maca, 0.18, { type: 'INC' })).toBe(0.36);
    expect(nextQuantity(maca, 0.36, { type: 'INC' })).toBe(0.54);
    expect(nextQuantity(maca, 0.54, { type: 'DEC' })).toBe(0.36);
    expect(nextQuantity(maca, 0.18, { type: 'DEC' })).toBe(0);
    expect(nextQuantity(maca, 0.54, { type: 'DEL' })).toBe(0);
  });

  it('SET takes kg and rounds it to whole pieces (typed units arrive as units × weight)', () => {
    expect(nextQuantity(maca, 0, { type: 'SET', value: unitsToKg(6, 0.18) })).toBe(1.08);
    expect(nextQuantity(maca, 0, { type: 'SET', value: 3 })).toBe(3.06);
    expect(nextQuantity(maca, 0.54, { type: 'SET', value: 0 })).toBe(0);
    expect(applyUnitAction(0, { type: 'SET', value: 0.01 }, maca, 0.18)).toBe(0.18);
  });

  it('a kg quantity saved by another client moves to whole pieces on the next +', () => {
    expect(nextQuantity(maca, 1, { type: 'INC' })).toBe(unitsToKg(7, 0.18));
  });

  it('the maximum per order caps the pieces', () => {
    const capped = { ...maca, maxporpedido: 0.5 };
    expect(nextQuantity(capped, 0.36, { type: 'INC' })).toBe(0.36);
  });

  it('a product not ordered by the unit keeps the kg rules', () => {
    const batata = { ...maca, permite_venda_por_unidade: false };
    expect(nextQuantity(batata, 0, { type: 'INC' })).toBe(0.5);
    expect(nextQuantity(batata, 0.5, { type: 'INC' })).toBe(1);
  });
});
