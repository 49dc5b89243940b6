import type { Queryable } from '../../db/types';
import { readCartCombos, readCombos } from '../combo/store';
import { readCart, readItems, readProducts, type CartKey } from './store';
import type { CartState } from './view';

/** The saved cart with its products (a line whose product was deleted disappears with it). */
export async function loadCart(db: Queryable, k: CartKey): Promise<CartState> {
  const [cart, items, groups] = await Promise.all([readCart(db, k), readItems(db, k), readCartCombos(db, k)]);
  const [products, combos] = await Promise.all([
    readProducts(
      db,
      k.idfornecedor,
      items.map((i) => i.idproduto),
    ),
    readCombos(
      db,
      k.idfornecedor,
      groups.map((g) => g.idcombopromocional_cabecalho),
    ),
  ]);
  return {
    cart,
    items: items.flatMap((i) => (products.has(i.idproduto) ? [{ ...i, row: products.get(i.idproduto)! }] : [])),
    combos: groups.flatMap((g) =>
      combos.has(g.idcombopromocional_cabecalho) ? [{ ...g, combo: combos.get(g.idcombopromocional_cabecalho)! }] : [],
    ),
  };
}
