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
  // Combo groups weigh what their products weigh.
  const fromCombos = priced.combos
    .filter((g) => g.disponivel)
    .flatMap((g) =>
      g.combo.produtos.map((p, i) => ({
        idproduto: p.row.idproduto,
        unidade: p.row.unidade,
        quantidade: g.produtos[i]!.quantidade,
      })),
    );
  const all = [
    ...linhas.map((l) => ({ idproduto: l.produto.idproduto, unidade: l.produto.unidade, quantidade: l.quantidade })),
    ...fromCombos,
  ];
  const pesos = await readWeights(db, idfornecedor, [...new Set(all.map((l) => l.idproduto))]);
  return {
    valorPedido: priced.hidden ? null : priced.totalCompras,
    pesoKg: cartWeightKg(
      all.map((l) => ({ quantidade: l.quantidade, unidade: l.unidade, pesoKg: pesos.get(l.idproduto) ?? null })),
    ),
    linhas: linhas.length + priced.combos.filter((g) => g.disponivel).length,
  };
}
