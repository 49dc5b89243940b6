/**
 * GA4 ecommerce events, pushed to the page's dataLayer (the supplier's own tag manager sends them
 * on) when the supplier has enable-google-analytics-ga4-version-tag-events and the shopper allowed
 * performance cookies: the cart's add_to_cart, remove_from_cart, view_cart and the
 * checkout's begin_checkout, add_payment_info, purchase. Each is also mirrored to the
 * supplier's log (POST /v4/log/google-analytics/{idfornecedor}, through `<base>/api/analytics`).
 * GA4 wants money in reais (decimal); inside we keep centavos. Loaded lazily, never with a page.
 */
import { GA4_TAG } from '@/lib/rules/analytics';

export { GA4_TAG };

export type Ga4Line = { produto: { idproduto: string; nome: string }; quantidade: number; preco: number };
type Ga4Item = { item_id: string; item_name: string; price: number; quantity: number };
export type Ga4CartEvent = {
  event: 'add_to_cart' | 'remove_from_cart' | 'view_cart';
  ecommerce: { currency: 'BRL'; value: number; items: Ga4Item[] };
};
type CheckoutCommon = { currency: 'BRL'; value: number; coupon?: string; items: Ga4Item[] };
export type Ga4CheckoutEvent =
  | { event: 'begin_checkout'; ecommerce: CheckoutCommon }
  | { event: 'add_payment_info'; ecommerce: CheckoutCommon & { payment_type: string } }
  | { event: 'purchase'; ecommerce: CheckoutCommon & { transaction_id: string; shipping: number } };
/** Catalogue events: a product seen, a list seen, a product chosen from a list, a product kept for later. */
export type Ga4ItemEvent =
  | { event: 'view_item'; ecommerce: { currency: 'BRL'; value: number; items: Ga4Item[] } }
  | { event: 'view_item_list'; ecommerce: { item_list_id: string; item_list_name: string; items: Ga4Item[] } }
  | { event: 'select_item'; ecommerce: { item_list_id: string; item_list_name: string; items: Ga4Item[] } }
  | { event: 'add_to_wishlist'; ecommerce: { currency: 'BRL'; value: number; items: Ga4Item[] } };
export type Ga4Event = Ga4CartEvent | Ga4CheckoutEvent | Ga4ItemEvent;

const reais = (centavos: number) => Math.round(centavos) / 100;
const toItems = (lines: readonly Ga4Line[]): Ga4Item[] =>
  lines.map((l) => ({
    item_id: l.produto.idproduto,
    item_name: l.produto.nome,
    price: reais(l.preco),
    quantity: l.quantidade,
  }));

export function ga4Enabled(tags: readonly string[], prefs: { performance: boolean }): boolean {
  return tags.includes(GA4_TAG) && prefs.performance;
}

/** The event for these lines (each `preco` is the unit price in centavos, `quantidade` the quantity concerned). */
export function cartEvent(event: Ga4CartEvent['event'], lines: readonly Ga4Line[]): Ga4CartEvent {
  const value = Math.round(lines.reduce((s, l) => s + l.preco * l.quantidade, 0)) / 100;
  return { event, ecommerce: { currency: 'BRL', value, items: toItems(lines) } };
}

/** A list's id for GA4: its name, lower-case, unaccented, dashes ('Mais vendidos' → 'mais-vendidos'). */
export const listId = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100);

/** A product page seen (one unit at its price). */
export function viewItemEvent(line: Ga4Line): Ga4ItemEvent {
  return {
    event: 'view_item',
    ecommerce: { currency: 'BRL', value: reais(line.preco * line.quantidade), items: toItems([line]) },
  };
}

/** A list of products seen (a carousel, the recommendations, a grid), in order. */
export function viewItemListEvent(name: string, lines: readonly Ga4Line[]): Ga4ItemEvent {
  return {
    event: 'view_item_list',
    ecommerce: { item_list_id: listId(name), item_list_name: name, items: toItems(lines) },
  };
}

/** A product chosen from a list. */
export function selectItemEvent(name: string, line: Ga4Line): Ga4ItemEvent {
  return {
    event: 'select_item',
    ecommerce: { item_list_id: listId(name), item_list_name: name, items: toItems([line]) },
  };
}

/** A product kept for later (a shopping list). */
export function addToWishlistEvent(line: Ga4Line): Ga4ItemEvent {
  return {
    event: 'add_to_wishlist',
    ecommerce: { currency: 'BRL', value: reais(line.preco * line.quantidade), items: toItems([line]) },
  };
}

/** What a checkout event says: the lines, the value in centavos (the API's total) and the coupon. */
export type CheckoutFacts = { lines: readonly Ga4Line[]; valor: number; cupom?: string | null };

const common = ({ lines, valor, cupom }: CheckoutFacts): CheckoutCommon => ({
  currency: 'BRL',
  value: reais(valor),
  ...(cupom ? { coupon: cupom } : {}),
  items: toItems(lines),
});

export function beginCheckoutEvent(facts: CheckoutFacts): Ga4CheckoutEvent {
  return { event: 'begin_checkout', ecommerce: common(facts) };
}

/** `tipo`: the payment method's type as the contract names it (PIX, BOLETO, CARTAO_CREDITO…). */
export function paymentInfoEvent(facts: CheckoutFacts, tipo: string): Ga4CheckoutEvent {
  return { event: 'add_payment_info', ecommerce: { ...common(facts), payment_type: tipo } };
}

/** `frete` in centavos; the transaction is the order number. */
export function purchaseEvent(facts: CheckoutFacts & { numpedido: number; frete: number }): Ga4CheckoutEvent {
  return {
    event: 'purchase',
    ecommerce: { transaction_id: String(facts.numpedido), ...common(facts), shipping: reais(facts.frete) },
  };
}

type DataLayerWindow = { dataLayer?: unknown[] };

/** Pushes an ecommerce event (clearing the previous ecommerce object first, as GA4 asks). */
export function pushEvent(target: DataLayerWindow, e: Ga4Event): void {
  const layer = (target.dataLayer ??= []);
  layer.push({ ecommerce: null });
  layer.push(e);
}

/** Body of the supplier's log call: the event name and its flat parameters (the items as a count and their ids). */
export type MirroredEvent = { evento: string; parametros: Record<string, string | number | boolean | null> };

export function mirrorBody(e: Ga4Event): MirroredEvent {
  const { items, ...rest } = e.ecommerce;
  const parametros: MirroredEvent['parametros'] = {
    ...rest,
    items: items.length,
    item_ids: items
      .map((i) => i.item_id)
      .join(',')
      .slice(0, 1000),
  };
  return { evento: e.event, parametros };
}

/** Storage key of the purchase guard: one purchase event per order and browser session. */
export const purchaseKey = (idfornecedor: string, numpedido: number) => `ga4-purchase:${idfornecedor}:${numpedido}`;

/** True the first time it is asked for this order in this storage (and marks it); false after. */
export function firstPurchaseReport(
  storage: Pick<Storage, 'getItem' | 'setItem'> | null,
  idfornecedor: string,
  numpedido: number,
): boolean {
  if (!storage) return false;
  try {
    const key = purchaseKey(idfornecedor, numpedido);
    if (storage.getItem(key)) return false;
    storage.setItem(key, '1');
    return true;
  } catch {
    return false;
  }
}

/** Pushes the event and mirrors it to the supplier's log through the storefront (`<base>/api/analytics`). */
export function sendEvent(target: DataLayerWindow, base: string, e: Ga4Event): void {
  pushEvent(target, e);
  void fetch(`${base}/api/analytics`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(mirrorBody(e)),
    keepalive: true,
  }).catch(() => {
    // The log is best effort.
  });
}
