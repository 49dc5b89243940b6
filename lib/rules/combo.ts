/**
 * Promotional combo rules: the price of one combo from its products' list prices and its
 * rule, how that price is shared among the products (so order lines add up to the combo), and the
 * quantity of a combo group in the cart. Pure: the API prices the cart with these functions and the
 * browser recomputes the same numbers instantly. Money in integer centavos.
 */
import { applyQuantityAction, type QuantityAction } from './quantity';

export type ComboRule = 'PRECO_FIXO' | 'PERCENTUAL';

export const COMBO_MESSAGES = {
  naoEncontrado: 'Combo promocional não encontrado',
  indisponivel: (nome: string) => `Combo promocional indisponível: ${nome}`,
  repetido: 'Combo promocional repetido no carrinho',
  adicionado: (nome: string) => `Combo ${nome} adicionado ao carrinho`,
} as const;

/** One product of a combo: its unit list price and how many one combo holds. */
export type ComboItem = { idproduto: string; preco: number; quantidade: number };

const round = (n: number) => Math.round(n);

/** List price of one combo: the sum of its products at their list prices. */
export function comboListPrice(items: readonly ComboItem[]): number {
  return items.reduce((s, i) => s + round(i.preco * i.quantidade), 0);
}

/**
 * Price of one combo. PRECO_FIXO: `valor` centavos (never above the list price); PERCENTUAL:
 * `valor` basis points off the list price (1000 = 10%).
 */
export function comboUnitPrice(items: readonly ComboItem[], regra: ComboRule, valor: number): number {
  const lista = comboListPrice(items);
  if (regra === 'PRECO_FIXO') return Math.min(valor, lista);
  return round((lista * (10_000 - Math.min(Math.max(valor, 0), 10_000))) / 10_000);
}

/**
 * The combo price shared among its products in proportion to their list prices; the rounding
 * remainder goes to the last product so the shares add up exactly to `preco`.
 */
export function comboShares(items: readonly ComboItem[], preco: number): number[] {
  const lista = comboListPrice(items);
  if (items.length === 0) return [];
  const shares = items.map((i) => (lista === 0 ? 0 : Math.floor((round(i.preco * i.quantidade) * preco) / lista)));
  const rest = preco - shares.reduce((s, v) => s + v, 0);
  shares[shares.length - 1]! += rest;
  return shares;
}

export type PricedCombo = {
  /** One combo at list prices, and at the combo's rule. */
  precoLista: number;
  preco: number;
  /** What the shopper saves on one combo. */
  economia: number;
};

export function priceCombo(items: readonly ComboItem[], regra: ComboRule, valor: number): PricedCombo {
  const precoLista = comboListPrice(items);
  const preco = comboUnitPrice(items, regra, valor);
  return { precoLista, preco, economia: precoLista - preco };
}

export type ComboGroupLine = {
  quantidade: number;
  /** Price of one combo. */
  preconf: number;
  totalItem: number;
  /** Each product: quantity for the whole group and its share of the total. */
  produtos: { idproduto: string; quantidade: number; total: number }[];
};

/** A combo group of `quantidade` combos: every product moves with it, the total is the combo price times the quantity. */
export function priceComboGroup(
  items: readonly ComboItem[],
  regra: ComboRule,
  valor: number,
  quantidade: number,
): ComboGroupLine {
  const preconf = comboUnitPrice(items, regra, valor);
  const shares = comboShares(items, preconf);
  return {
    quantidade,
    preconf,
    totalItem: preconf * quantidade,
    produtos: items.map((i, k) => ({
      idproduto: i.idproduto,
      quantidade: round3(i.quantidade * quantidade),
      total: shares[k]! * quantidade,
    })),
  };
}

const round3 = (n: number) => Math.round(n * 1000) / 1000;

/** Combos are counted whole: granularity 1, at least 1, at most the combo's limit per order. */
export function comboLimits(maxPorPedido: number | null) {
  return { granularidade: 1, min_por_pedido: 1, maxporpedido: maxPorPedido };
}

/** The quantity of a combo group after an action (0 removes the group). */
export function nextComboQuantity(current: number, action: QuantityAction, maxPorPedido: number | null): number {
  return applyQuantityAction(current, action, comboLimits(maxPorPedido));
}
