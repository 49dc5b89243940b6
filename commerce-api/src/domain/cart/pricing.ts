/** The cart priced for the caller: catalogue prices (payment variance included) through lib/rules. */
import { priceCart, type CartLine, type CartProduct } from '../../../../lib/rules/cart';
import type { DiscountLine } from '../../../../lib/rules/coupon';
import type { Queryable } from '../../db/types';
import { priceOptionsFor, toSummary, type ProductRow } from '../catalog';
import type { CartContext } from './access';
import type { CartRow, StoredItem } from './store';

export type CartItem = StoredItem & { row: ProductRow };
export type CartState = { cart: CartRow; items: CartItem[] };

type LineProduct = CartProduct & ReturnType<typeof toSummary>;

/** A line can be bought: the product is sold, has a price, and is offered for the delivery type asked. */
export function sellable(row: ProductRow, tipoentrega?: string): boolean {
  return row.disponivel && row.preco !== null && (!tipoentrega || row.tipos_entrega.includes(tipoentrega));
}

export async function pricedCart(
  db: Queryable,
  ctx: CartContext,
  state: CartState,
  o: { idformapagamento?: string; canalVenda: 'WEB' | 'MANUAL'; tipoentrega?: string },
) {
  const opts = await priceOptionsFor(db, ctx.f, ctx.auth, o.idformapagamento);
  const lines: CartLine<LineProduct>[] = state.items.map((i) => {
    const s = toSummary(i.row, { hidden: false, varianceBp: opts.varianceBp });
    return {
      produto: { ...s, preco: s.preco ?? 0, precoatendente: i.preco_atendente },
      quantidade: i.quantidade,
      embalarParaPresente: i.embalar_para_presente,
      disponivel: sellable(i.row, o.tipoentrega),
    };
  });
  const { linhas, totalCompras } = priceCart(lines, { disableProductMultiple: ctx.f.tags.includes('disable-product-multiple') });
  const bloqueio = state.items.some((i) => i.preco_atendente !== null);
  const discountLines: DiscountLine[] = linhas
    .filter((l) => l.disponivel !== false)
    .map((l) => ({ idproduto: l.produto.idproduto, totalProdutos: l.totalProdutos, origem: l.origem }));
  return { hidden: opts.hidden, linhas, totalCompras, bloqueio, canal: bloqueio ? ('MANUAL' as const) : o.canalVenda, discountLines };
}
