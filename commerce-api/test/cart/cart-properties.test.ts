import fc from 'fast-check';

import { productDetailResponseSchema, type ProductDetail } from '../../../lib/contract';
import { priceCart } from '../../../lib/rules/cart';
import { applyQuantityAction, type QuantityAction } from '../../../lib/rules/quantity';
import { DEMO_SUPPLIERS } from '../../seed/demo-world';
import { newCustomer, productId, saveCartRaw, type Session } from '../cart-helpers';
import { get } from '../helpers';

/**
 * For random action sequences on products with different rules (weighed,
 * minimum, maximum, box multiple, tiers, wholesale, gift wrap) the API's cart has exactly the
 * quantities and totals lib/rules computes, and never a negative, over-max or off-granularity line.
 */
const E = DEMO_SUPPLIERS.emporio;
const NAMES = [
  'Laranja pera',
  'Batata inglesa',
  'Morango orgânico 250 g',
  'Cerveja pilsen lata 350 ml',
  'Feijão carioca tipo 1 1 kg',
  'Arroz branco tipo 1 5 kg',
  'Azeite de oliva extravirgem 500 ml',
  'Leite integral UHT 1 L',
];

let s: Session;
const products = new Map<string, ProductDetail>();

beforeAll(async () => {
  s = await newCustomer();
  for (const nome of NAMES) {
    const r = await get(
      `/v2/app/${s.token}~${s.usuario.idcliente}/fornecedor/${E.idfornecedor}/produto/${productId('emporio', nome)}?disableSimilares=true`,
    );
    const p = productDetailResponseSchema.parse(r.body).produto;
    products.set(p.idproduto, p);
  }
});

type Step = { product: number; action: QuantityAction; embalar: boolean };
const stepArb: fc.Arbitrary<Step> = fc.record({
  product: fc.integer({ min: 0, max: NAMES.length - 1 }),
  action: fc.oneof(
    fc.constant({ type: 'INC' as const }),
    fc.constant({ type: 'DEC' as const }),
    fc.constant({ type: 'DEL' as const }),
    fc.integer({ min: 0, max: 60_000 }).map((n) => ({ type: 'SET' as const, value: n / 1000 })),
  ),
  embalar: fc.boolean(),
});

it('the API keeps the quantities and totals of lib/rules for any action sequence', async () => {
  const ids = [...products.keys()];
  await fc.assert(
    fc.asyncProperty(fc.array(stepArb, { minLength: 1, maxLength: 6 }), async (steps) => {
      const model = new Map<string, { quantidade: number; embalar: boolean }>();
      expect((await saveCartRaw(s, { cartItens: [] })).status).toBe(200);
      for (const step of steps) {
        const id = ids[step.product]!;
        const p = products.get(id)!;
        const current = model.get(id)?.quantidade ?? 0;
        const next = applyQuantityAction(current, step.action, p);
        // The browser sends INC/DEC/DEL as their result; a SET goes raw so the API normalises it.
        const sent = step.action.type === 'SET' ? step.action.value : next;
        if (next === 0) model.delete(id);
        else model.set(id, { quantidade: next, embalar: step.embalar });
        const cartItens = ids.flatMap((pid) => {
          if (pid === id) return [{ idproduto: pid, quantidade: sent, embalarParaPresente: step.embalar }];
          const m = model.get(pid);
          return m ? [{ idproduto: pid, quantidade: m.quantidade, embalarParaPresente: m.embalar }] : [];
        });
        const r = await saveCartRaw(s, { cartItens });
        expect(r.status).toBe(200);
        const cart = r.body;
        const expected = priceCart(
          [...model].map(([pid, m]) => ({
            produto: { ...products.get(pid)!, preco: products.get(pid)!.preco! },
            quantidade: m.quantidade,
            embalarParaPresente: m.embalar,
          })),
        );
        expect(cart.produtosSelecionados.map((l) => [l.idproduto, l.quantidade, l.totalItem])).toEqual(
          expected.linhas.map((l) => [l.produto.idproduto, l.quantidade, l.totalItem]),
        );
        expect(cart.totalCompras).toBe(expected.totalCompras);
        for (const l of cart.produtosSelecionados) {
          expect(l.quantidade).toBeGreaterThan(0);
          if (l.maxporpedido !== null) expect(l.quantidade).toBeLessThanOrEqual(l.maxporpedido);
          expect(Math.abs(l.quantidade / l.granularidade - Math.round(l.quantidade / l.granularidade))).toBeLessThan(
            1e-6,
          );
        }
      }
    }),
    { numRuns: 25 },
  );
}, 120_000);
