/**
 * Cart rules (spec section 4, Cart; section 8, Orders and cart). Pure: the API computes the
 * authoritative cart with these functions and the browser recomputes the same numbers instantly
 * after a quantity change, before the server answers. Money in integer centavos.
 */
import { lineTotal, unitPrice, type PricedProduct, type PriceOptions, type UnitPriceSource } from './price';
import { applyQuantityAction, type QuantityAction, type QuantityLimits } from './quantity';
import { applyUnitAction, unitWeight, type UnitWeightProduct } from './unit-weight';

/** Messages of the cart, verbatim from the spec (its spelling included). */
export const CART_MESSAGES = {
  semCliente: 'Não foi possivel salvar o carrinho',
  nenhumProduto: 'Não foi possível carregar nenhum produto para o carrinho.',
  carrinhoVazio: 'O carrinho está vazio. Experimente adicionar alguns produtos',
  repeticaoSucesso: 'Os produtos do pedido foram carregados no seu carrinho',
  repeticaoFalha: 'Não foi possível carregar os produtos do pedido',
} as const;

/** Largest quantity of one line the API accepts; anything above is refused, not capped. */
export const MAX_LINE_QUANTITY = 100_000;
/** Largest number of lines in one cart. */
export const MAX_CART_LINES = 300;

export type CartProduct = PricedProduct & QuantityLimits & { idproduto: string; nome: string };

export type CartLine<P extends CartProduct = CartProduct> = {
  produto: P;
  quantidade: number;
  embalarParaPresente: boolean;
  /** False for a product no longer sold: shown, left out of the total. Default true. */
  disponivel?: boolean;
};

export type PricedCartLine<P extends CartProduct = CartProduct> = CartLine<P> & {
  /** Unit price after the price rule (attendant > progressive tier > wholesale > normal). */
  preconf: number;
  origem: UnitPriceSource;
  /** Goods only: unit price × quantity, rounded to the centavo. */
  totalProdutos: number;
  /** Gift wrap: packaging × quantity when embalarParaPresente. */
  totalEmbalagem: number;
  totalItem: number;
};

/** Sort key of a product name: unaccented, lower-case (the API sorts the same way). */
export const nameSortKey = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** Items sorted by name (spec: "Items are sorted by name"), ties by id so the order is stable. */
export function sortByName<L extends { produto: { nome: string; idproduto: string } }>(lines: readonly L[]): L[] {
  const key = (l: L) => nameSortKey(l.produto.nome);
  return [...lines].sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    if (ka !== kb) return ka < kb ? -1 : 1;
    return a.produto.idproduto < b.produto.idproduto ? -1 : a.produto.idproduto > b.produto.idproduto ? 1 : 0;
  });
}

/**
 * The quantity a line moves to after an action (0 removes it). A product ordered by the unit moves
 * by whole pieces, its quantity still in kg (decision 0055).
 */
export function nextQuantity(
  product: QuantityLimits & UnitWeightProduct,
  current: number,
  action: QuantityAction,
): number {
  const weight = unitWeight(product);
  return weight ? applyUnitAction(current, action, product, weight) : applyQuantityAction(current, action, product);
}

export function priceLine<P extends CartProduct>(line: CartLine<P>, opts: PriceOptions = {}): PricedCartLine<P> {
  const { preco, origem } = unitPrice(line.produto, line.quantidade, opts);
  const totalItem = lineTotal(line.produto, line.quantidade, line.embalarParaPresente, opts);
  const totalProdutos = lineTotal(line.produto, line.quantidade, false, opts);
  return { ...line, preconf: preco, origem, totalProdutos, totalEmbalagem: totalItem - totalProdutos, totalItem };
}

/** Priced lines sorted by name, and totalCompras (goods plus gift wrap of the available lines). */
export function priceCart<P extends CartProduct>(lines: readonly CartLine<P>[], opts: PriceOptions = {}) {
  const priced = sortByName(lines.filter((l) => l.quantidade > 0).map((l) => priceLine(l, opts)));
  const totalCompras = priced.reduce((s, l) => (l.disponivel === false ? s : s + l.totalItem), 0);
  return { linhas: priced, totalCompras };
}

/**
 * The warning to show after a cart save (spec section 8): the server's message when it sent one;
 * otherwise, when items were sent and the answer has none, 'Não foi possível carregar nenhum produto para o
 * carrinho.'. A cart that is simply empty (nothing sent, or a load) is no warning: the page says it is empty.
 */
export function cartSaveWarning(
  answer: { produtosSelecionados: readonly unknown[]; mensagem?: string | null },
  itensEnviados: number,
): string | null {
  if (answer.mensagem) return answer.mensagem;
  return itensEnviados > 0 && answer.produtosSelecionados.length === 0 ? CART_MESSAGES.nenhumProduto : null;
}
