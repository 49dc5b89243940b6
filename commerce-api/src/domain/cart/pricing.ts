/** The cart priced for the caller: catalogue prices (payment variance included) through lib/rules. */
import { priceCart, type CartLine, type CartProduct } from '../../../../lib/rules/cart';
import { priceComboGroup, type ComboGroupLine } from '../../../../lib/rules/combo';
import type { DiscountLine } from '../../../../lib/rules/coupon';
import type { Queryable } from '../../db/types';
import { priceOptionsFor, toSummary, type ProductRow } from '../catalog';
import { now as clockNow } from '../clock';
import { comboItems, comboSellable, type ComboWithProducts, type StoredCombo } from '../combo';
import type { CartContext } from './access';
import type { CartRow, StoredItem } from './store';

export type CartItem = StoredItem & { row: ProductRow };
/** A combo group of the cart: `quantidade` combos. */
export type CartCombo = StoredCombo & { combo: ComboWithProducts };
/** `combos` absent: none (carts built outside the saved cart, e.g. a subscription's next order). */
export type CartState = { cart: CartRow; items: CartItem[]; combos?: CartCombo[] };

/** A combo group priced by the combo's rule; out of the totals when not sellable. */
export type PricedComboGroup = ComboGroupLine & {
  combo: ComboWithProducts;
  /** One combo at list prices, and each product's unit list price (same order as combo.produtos). */
  precoLista: number;
  listaUnitaria: number[];
  disponivel: boolean;
};

/** A combo belongs in this client's cart: a general combo or its own exclusive one, sellable now. */
function comboAvailable(c: ComboWithProducts, idcliente: string, tipoentrega: string | undefined, now: Date): boolean {
  return (c.idcliente === null || c.idcliente === idcliente) && comboSellable(c, now, tipoentrega);
}

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
  now: Date = clockNow(),
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
  const { linhas, totalCompras: totalLinhas } = priceCart(lines, {
    disableProductMultiple: ctx.f.tags.includes('disable-product-multiple'),
  });
  const combos: PricedComboGroup[] = (state.combos ?? []).map((g) => {
    const items = comboItems(g.combo, opts);
    const priced = priceComboGroup(items, g.combo.regra, g.combo.valor, g.quantidade);
    const precoLista = items.reduce((s, i) => s + Math.round(i.preco * i.quantidade), 0);
    return {
      ...priced,
      combo: g.combo,
      precoLista,
      listaUnitaria: items.map((i) => i.preco),
      disponivel: comboAvailable(g.combo, ctx.key.idcliente, o.tipoentrega, now),
    };
  });
  const totalCompras = totalLinhas + combos.reduce((s, g) => (g.disponivel ? s + g.totalItem : s), 0);
  const bloqueio = state.items.some((i) => i.preco_atendente !== null);
  const discountLines: DiscountLine[] = linhas
    .filter((l) => l.disponivel !== false)
    .map((l): DiscountLine => ({ idproduto: l.produto.idproduto, totalProdutos: l.totalProdutos, origem: l.origem }))
    .concat(
      combos
        .filter((g) => g.disponivel)
        .map((g) => ({
          idproduto: g.combo.idcombopromocional_cabecalho,
          totalProdutos: g.totalItem,
          origem: 'COMBO' as const,
        })),
    );
  return {
    hidden: opts.hidden,
    linhas,
    combos,
    totalCompras,
    bloqueio,
    canal: bloqueio ? ('MANUAL' as const) : o.canalVenda,
    discountLines,
  };
}
