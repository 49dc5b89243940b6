/**
 * "Comprar de novo" (decision 0052): the account's usual products, ranked from its orders, each with
 * the quantity of its last order snapped by the product's current rules. Pure: the API ranks with it,
 * the browser's "Adicionar todos ao carrinho" decides with it what to set.
 */
import { applyQuantityAction, type QuantityLimits } from './quantity';

/** Products on the page (the call's default) and on the home shelf. */
export const REBUY_PAGE_LIMIT = 12;
export const REBUY_SHELF_LIMIT = 8;
/** Most products one answer may hold (`limite`). */
export const REBUY_MAX_LIMIT = 24;
/** The latest orders looked at: a long history does not make a read slower. */
export const REBUY_ORDER_WINDOW = 50;
/** Orders that are no purchase: cancelled, and quotes never accepted. */
export const REBUY_EXCLUDED_STATUSES = ['CANCELADO', 'ORCAMENTO_NOVO', 'ORCAMENTO_PRECIFICADO'] as const;

/** One product of the account's counted orders. */
export type RebuyHistory = {
  idproduto: string;
  /** How many counted orders contain it. */
  pedidos: number;
  /** When the most recent counted order containing it was placed (ISO 8601). */
  ultimaCompraEm: string;
  /** Its quantity in that order. */
  quantidadeUltimoPedido: number;
};

/** Most orders first, then the most recent purchase, then the id: the same history gives the same list. */
export function rankRebuy<T extends RebuyHistory>(rows: readonly T[], limit: number): T[] {
  const at = (r: RebuyHistory) => Date.parse(r.ultimaCompraEm);
  return [...rows]
    .sort(
      (a, b) =>
        b.pedidos - a.pedidos || at(b) - at(a) || (a.idproduto < b.idproduto ? -1 : a.idproduto > b.idproduto ? 1 : 0),
    )
    .slice(0, Math.max(0, limit));
}

/**
 * The last order's quantity under the product's rules today (minimum, multiple, maximum): 0 when the
 * rules cannot sell any quantity (the product is then unavailable).
 */
export function rebuyQuantity(last: number, rules: QuantityLimits): number {
  return applyQuantityAction(0, { type: 'SET', value: last }, rules);
}

/**
 * "Adicionar todos ao carrinho": the quantities to set, product by product. A product already in the
 * cart with at least its rebuy quantity is left alone (pressing twice never doubles); one below it is
 * raised to it.
 */
export function addAllTargets<T extends { idproduto: string; quantidade: number }>(
  items: readonly T[],
  inCart: (idproduto: string) => number,
): { item: T; quantidade: number }[] {
  return items.flatMap((item) =>
    item.quantidade > 0 && inCart(item.idproduto) < item.quantidade ? [{ item, quantidade: item.quantidade }] : [],
  );
}
