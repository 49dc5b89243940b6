import type { Queryable } from '../../db/types';
import type { CartKey } from './store';
import { readCart, readItems, readProducts } from './store';
import type { CartState } from './view';

/** The saved cart with its products (a line whose product was deleted disappears with it). */
export async function loadCart(db: Queryable, k: CartKey): Promise<CartState> {
  const [cart, items] = await Promise.all([readCart(db, k), readItems(db, k)]);
  const products = await readProducts(db, k.idfornecedor, items.map((i) => i.idproduto));
  return { cart, items: items.flatMap((i) => (products.has(i.idproduto) ? [{ ...i, row: products.get(i.idproduto)! }] : [])) };
}
