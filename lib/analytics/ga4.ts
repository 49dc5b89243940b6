/**
 * GA4 ecommerce events of the cart (issue 13): add_to_cart, remove_from_cart, view_cart, pushed
 * to the page's dataLayer (the supplier's own tag manager sends them on) when the supplier has
 * enable-google-analytics-ga4-version-tag-events and the shopper allowed performance cookies.
 * GA4 wants money in reais (decimal); inside we keep centavos.
 */
import { GA4_TAG } from './ga4-tag';

export { GA4_TAG };

export type Ga4Line = { produto: { idproduto: string; nome: string }; quantidade: number; preco: number };
export type Ga4CartEvent = {
  event: 'add_to_cart' | 'remove_from_cart' | 'view_cart';
  ecommerce: { currency: 'BRL'; value: number; items: { item_id: string; item_name: string; price: number; quantity: number }[] };
};

const reais = (centavos: number) => Math.round(centavos) / 100;

export function ga4Enabled(tags: readonly string[], prefs: { performance: boolean }): boolean {
  return tags.includes(GA4_TAG) && prefs.performance;
}

/** The event for these lines (each `preco` is the unit price in centavos, `quantidade` the quantity concerned). */
export function cartEvent(event: Ga4CartEvent['event'], lines: readonly Ga4Line[]): Ga4CartEvent {
  const items = lines.map((l) => ({ item_id: l.produto.idproduto, item_name: l.produto.nome, price: reais(l.preco), quantity: l.quantidade }));
  const value = Math.round(lines.reduce((s, l) => s + l.preco * l.quantidade, 0)) / 100;
  return { event, ecommerce: { currency: 'BRL', value, items } };
}

type DataLayerWindow = { dataLayer?: unknown[] };

/** Pushes an ecommerce event (clearing the previous ecommerce object first, as GA4 asks). */
export function pushEvent(target: DataLayerWindow, e: Ga4CartEvent): void {
  const layer = (target.dataLayer ??= []);
  layer.push({ ecommerce: null });
  layer.push(e);
}
