import fc from 'fast-check';

import { allowedQuantities, applyQuantityAction, parseTypedQuantity, snapQuantity } from './quantity';
import { packageText, snapMessage, unitWeightText } from './quantity-text';

describe('snapQuantity (a typed quantity)', () => {
  const box = { granularidade: 6, min_por_pedido: 6, maxporpedido: 48 };
  it('keeps an allowed quantity as typed', () => {
    expect(snapQuantity(12, box)).toEqual({ quantidade: 12, motivo: null });
  });
  it('goes to the nearest multiple, a tie going up', () => {
    expect(snapQuantity(13, box)).toEqual({ quantidade: 12, motivo: 'multiplo' });
    expect(snapQuantity(16, box)).toEqual({ quantidade: 18, motivo: 'multiplo' });
    expect(snapQuantity(15, box)).toEqual({ quantidade: 18, motivo: 'multiplo' });
  });
  it('raises to the minimum and lowers to the maximum', () => {
    expect(snapQuantity(2, { granularidade: 1, min_por_pedido: 5 })).toEqual({ quantidade: 5, motivo: 'minimo' });
    expect(snapQuantity(2, box)).toEqual({ quantidade: 6, motivo: 'multiplo' });
    expect(snapQuantity(100, box)).toEqual({ quantidade: 48, motivo: 'maximo' });
    expect(snapQuantity(25, { granularidade: 6, maxporpedido: 20 })).toEqual({ quantidade: 18, motivo: 'maximo' });
  });
  it('snaps kilograms to the granularity (0,25 kg)', () => {
    const kg = { granularidade: 0.25, min_por_pedido: 0.25 };
    expect(snapQuantity(1.3, kg)).toEqual({ quantidade: 1.25, motivo: 'multiplo' });
    expect(snapQuantity(1.4, kg)).toEqual({ quantidade: 1.5, motivo: 'multiplo' });
    expect(snapQuantity(0.1, kg)).toEqual({ quantidade: 0.25, motivo: 'multiplo' });
  });
  it('removes the item at 0, and when no positive quantity exists', () => {
    expect(snapQuantity(0, box).quantidade).toBe(0);
    expect(snapQuantity(Number.NaN, box).quantidade).toBe(0);
    expect(snapQuantity(3, { granularidade: 1, min_por_pedido: 10, maxporpedido: 5 }).quantidade).toBe(0);
  });
});

describe('snapQuantity (property)', () => {
  const limits = fc.record({
    granularidade: fc.constantFrom(0.1, 0.25, 0.5, 1, 2, 6, 12),
    min_por_pedido: fc.option(fc.constantFrom(0.25, 1, 3, 5, 6, 10, 24), { nil: null }),
    maxporpedido: fc.option(fc.constantFrom(1, 5, 10, 20, 25, 48, 100), { nil: null }),
  });
  const typed = fc.integer({ min: 1, max: 150_000 }).map((n) => n / 1000);

  it('always lands on a quantity the cart accepts, and on the nearest of them', () => {
    fc.assert(
      fc.property(limits, typed, (l, x) => {
        const { quantidade } = snapQuantity(x, l);
        // Allowed: the cart's own rule leaves it where it is.
        expect(applyQuantityAction(0, { type: 'SET', value: quantidade }, l)).toBe(quantidade);
        const { step, min, max } = allowedQuantities(l);
        if (max !== null && max < min) return expect(quantidade).toBe(0);
        // Nearest: no positive allowed quantity is closer to what was typed.
        const top = max ?? Math.max(min, x) + 2 * step;
        let best = Infinity;
        for (let k = Math.round(min / step); k * step <= top + 1e-9; k++) {
          best = Math.min(best, Math.abs(Math.round(k * step * 1000) / 1000 - x));
        }
        expect(Math.abs(quantidade - x)).toBeLessThanOrEqual(best + 1e-9);
        expect(quantidade).toBeGreaterThan(0);
      }),
      { numRuns: 500 },
    );
  });
  it('leaves an allowed quantity untouched', () => {
    fc.assert(
      fc.property(limits, typed, (l, x) => {
        const q = snapQuantity(x, l).quantidade;
        expect(snapQuantity(q, l)).toEqual({ quantidade: q, motivo: null });
      }),
    );
  });
});

describe('parseTypedQuantity', () => {
  it('reads pt-BR decimals and whole numbers', () => {
    expect(parseTypedQuantity('12')).toBe(12);
    expect(parseTypedQuantity('1,5')).toBe(1.5);
    expect(parseTypedQuantity(' 1.5 ')).toBe(1.5);
    expect(parseTypedQuantity(',25')).toBe(0.25);
  });
  it('refuses what is not a quantity', () => {
    for (const t of ['', 'abc', '1,2,3', '-1', '1e3', '1,', '1,2345']) expect(parseTypedQuantity(t)).toBeNull();
  });
});

describe('texts', () => {
  it('says why a quantity moved', () => {
    const l = { step: 6, min: 6, max: 48 };
    expect(snapMessage(12, 'multiplo', l, 'un')).toBe('Quantidade ajustada para 12 (múltiplo de 6).');
    expect(snapMessage(6, 'minimo', l, 'un')).toBe('Quantidade ajustada para 6 (mínimo de 6 por pedido).');
    expect(snapMessage(48, 'maximo', l, 'un')).toBe('Quantidade ajustada para 48 (máximo de 48 por pedido).');
    expect(snapMessage(1.25, 'multiplo', { step: 0.25, min: 0.25, max: null }, 'kg')).toBe(
      'Quantidade ajustada para 1,25 kg (múltiplo de 250 g).',
    );
  });
  it('names the package of a product sold by the box', () => {
    expect(packageText({ unidade: 'un', granularidade: 12 })).toBe('1 cx = 12 un');
    expect(packageText({ unidade: 'un', granularidade: 1 })).toBeNull();
    expect(packageText({ unidade: 'kg', granularidade: 0.25 })).toBeNull();
  });
  it('gives the approximate weight of a piece of produce', () => {
    expect(unitWeightText({ unidade: 'kg', peso_medio_unidade: 180 })).toBe('≈ 180 g por unidade');
    expect(unitWeightText({ unidade: 'kg', peso_medio_unidade: 1200 })).toBe('≈ 1,2 kg por unidade');
    expect(unitWeightText({ unidade: 'kg', peso_medio_unidade: null })).toBeNull();
    expect(unitWeightText({ unidade: 'un', peso_medio_unidade: 180 })).toBeNull();
  });
});
