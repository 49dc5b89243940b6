import fc from 'fast-check';

import { priceCart } from './cart';
import { applyQuantityAction, type QuantityAction } from './quantity';

/** Property tests of the cart rules: no action sequence leaves a bad quantity; totals are exact sums. */
const limitsArb = fc.record({
  granularidade: fc.constantFrom(1, 0.5, 0.25, 0.1, 0.001, 6, 12),
  min_por_pedido: fc.option(fc.constantFrom(0.5, 1, 2, 5, 6, 10), { nil: undefined }),
  maxporpedido: fc.option(fc.constantFrom(1, 3, 10, 24, 48, 100), { nil: undefined }),
});
const actionArb: fc.Arbitrary<QuantityAction> = fc.oneof(
  fc.constant({ type: 'INC' as const }),
  fc.constant({ type: 'DEC' as const }),
  fc.constant({ type: 'DEL' as const }),
  fc.double({ min: -50, max: 500, noNaN: false }).map((value) => ({ type: 'SET' as const, value })),
);

describe('quantity rule (property)', () => {
  it('never yields a negative, over-max, under-min, off-granularity or over-3-decimals quantity', () => {
    fc.assert(
      fc.property(limitsArb, fc.array(actionArb, { maxLength: 30 }), (limits, actions) => {
        let q = 0;
        for (const a of actions) {
          q = applyQuantityAction(q, a, limits);
          if (q === 0) continue;
          const step = limits.granularidade;
          expect(q).toBeGreaterThan(0);
          if (limits.maxporpedido) expect(q).toBeLessThanOrEqual(limits.maxporpedido);
          expect(q).toBeGreaterThanOrEqual(limits.min_por_pedido ?? 1);
          expect(Math.abs(q / step - Math.round(q / step))).toBeLessThan(1e-6);
          expect(Math.round(q * 1000) / 1000).toBe(q);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('a quantity the rule produced is kept by a SET to itself (what the API does with a saved quantity)', () => {
    fc.assert(
      fc.property(limitsArb, fc.array(actionArb, { maxLength: 20 }), (limits, actions) => {
        let q = 0;
        for (const a of actions) {
          q = applyQuantityAction(q, a, limits);
          expect(applyQuantityAction(q, { type: 'SET', value: q }, limits)).toBe(q);
        }
      }),
      { numRuns: 1000 },
    );
  });
});

describe('cart total (property)', () => {
  it('is the sum of the line totals, an integer, never negative', () => {
    const lineArb = fc.record({
      preco: fc.integer({ min: 0, max: 1_000_000 }),
      quantidade: fc.integer({ min: 0, max: 100_000 }).map((n) => n / 1000),
      embalar: fc.boolean(),
      emb: fc.integer({ min: 0, max: 5000 }),
    });
    fc.assert(
      fc.property(fc.array(lineArb, { maxLength: 50 }), (ls) => {
        const { linhas, totalCompras } = priceCart(
          ls.map((l, i) => ({
            produto: { idproduto: String(i), nome: `p${i}`, preco: l.preco, preco_embalagem: l.emb },
            quantidade: l.quantidade,
            embalarParaPresente: l.embalar,
          })),
        );
        expect(Number.isInteger(totalCompras)).toBe(true);
        expect(totalCompras).toBeGreaterThanOrEqual(0);
        expect(totalCompras).toBe(linhas.reduce((s, l) => s + l.totalItem, 0));
      }),
      { numRuns: 500 },
    );
  });
});
