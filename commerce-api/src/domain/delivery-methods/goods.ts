/** The cart as the freight rules see it: value of the available lines and weight. */
import { cartWeightKg } from '../../../../lib/rules/freight';
import type { Queryable } from '../../db/types';
import type { pricedCart } from '../cart/pricing';
import type { Goods } from './quote';
import { readWeights } from './store';

type Priced = Awaited<ReturnType<typeof pricedCart>>;

/**
 * Goods of a priced cart: `totalCompras` of its available lines (goods and gift wrap, after the
 * payment variance, before any coupon; null when prices are hidden from the caller) and their
 * weight (products sold by weight weigh their quantity).
 */
export async function goodsOf(db: Queryable, idfornecedor: string, priced: Priced): Promise<Goods> {
  const linhas = priced.linhas.filter((l) => l.disponivel !== false);
  const pesos = await readWeights(db, idfornecedor, linhas.map((l) => l.produto.idproduto));
  return {
    valorPedido: priced.hidden ? null : priced.totalCompras,
    pesoKg: cartWeightKg(linhas.map((l) => ({ quantidade: l.quantidade, unidade: l.produto.unidade, pesoKg: pesos.get(l.produto.idproduto) ?? null }))),
    linhas: linhas.length,
  };
}
