import { applyQuantityAction } from './quantity';

describe('applyQuantityAction', () => {
  const unit = {};
  it('increments and decrements by 1 by default', () => {
    expect(applyQuantityAction(0, { type: 'INC' }, unit)).toBe(1);
    expect(applyQuantityAction(3, { type: 'DEC' }, unit)).toBe(2);
    expect(applyQuantityAction(1, { type: 'DEC' }, unit)).toBe(0);
  });
  it('moves by the granularity and rounds to 3 decimals', () => {
    const kg = { granularidade: 0.25 };
    expect(applyQuantityAction(0, { type: 'INC' }, kg)).toBe(1); // raised to the default minimum 1
    expect(applyQuantityAction(1, { type: 'INC' }, kg)).toBe(1.25);
    expect(applyQuantityAction(1.25, { type: 'DEC' }, kg)).toBe(1);
    expect(applyQuantityAction(0, { type: 'SET', value: 1.1 }, kg)).toBe(1.25);
    const fine = { granularidade: 0.1, min_por_pedido: 0.1 };
    expect(applyQuantityAction(0.2, { type: 'INC' }, fine)).toBe(0.3);
  });
  it('raises a positive quantity below the granularity to the granularity', () => {
    expect(applyQuantityAction(0, { type: 'SET', value: 0.2 }, { granularidade: 6, min_por_pedido: 1 })).toBe(6);
  });
  it('below the minimum: decrement drops to 0, increment and set raise to the minimum', () => {
    const p = { granularidade: 1, min_por_pedido: 5 };
    expect(applyQuantityAction(5, { type: 'DEC' }, p)).toBe(0);
    expect(applyQuantityAction(0, { type: 'INC' }, p)).toBe(5);
    expect(applyQuantityAction(0, { type: 'SET', value: 2 }, p)).toBe(5);
    expect(applyQuantityAction(7, { type: 'DEL' }, p)).toBe(0);
  });
  it('raises the minimum to the next multiple of the granularity', () => {
    expect(applyQuantityAction(0, { type: 'INC' }, { granularidade: 6, min_por_pedido: 10 })).toBe(12);
  });
  it('caps at maxporpedido', () => {
    expect(applyQuantityAction(10, { type: 'INC' }, { maxporpedido: 10 })).toBe(10);
    expect(applyQuantityAction(0, { type: 'SET', value: 99 }, { maxporpedido: 10 })).toBe(10);
    expect(applyQuantityAction(0, { type: 'SET', value: 99 }, { granularidade: 4, maxporpedido: 10 })).toBe(8);
  });
  it('treats 0, negatives and NaN as removal', () => {
    expect(applyQuantityAction(3, { type: 'SET', value: 0 }, unit)).toBe(0);
    expect(applyQuantityAction(3, { type: 'SET', value: -2 }, unit)).toBe(0);
    expect(applyQuantityAction(3, { type: 'SET', value: Number.NaN }, unit)).toBe(0);
  });
});
