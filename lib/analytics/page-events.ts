/**
 * GA4 catalogue events read from the page's markup, so server-rendered cards need no
 * JavaScript of their own: a list is an element with `data-ga4-list` (its name), a product in it a
 * link with `data-ga4-item` (id), `data-ga4-name` and `data-ga4-price` (centavos); the product page
 * marks its product with `data-ga4-view-item`. Loaded lazily, only when GA4 is allowed.
 */
import { selectItemEvent, sendEvent, viewItemEvent, viewItemListEvent, type Ga4Event, type Ga4Line } from './ga4';

type Target = { dataLayer?: unknown[] };

function lineOf(el: Element): Ga4Line | null {
  const id = el.getAttribute('data-ga4-item');
  const nome = el.getAttribute('data-ga4-name');
  if (!id || !nome) return null;
  const preco = Number(el.getAttribute('data-ga4-price') || 0);
  return { produto: { idproduto: id, nome }, quantidade: 1, preco: Number.isFinite(preco) ? preco : 0 };
}

/** The events a page's markup calls for when shown: view_item for the product page, view_item_list per list not yet reported. */
export function pageViewEvents(root: ParentNode, seen: WeakSet<Element>): Ga4Event[] {
  const out: Ga4Event[] = [];
  root.querySelectorAll('[data-ga4-view-item]').forEach((el) => {
    if (seen.has(el)) return;
    seen.add(el);
    const line = lineOf(el);
    if (line) out.push(viewItemEvent(line));
  });
  root.querySelectorAll('[data-ga4-list]').forEach((list) => {
    if (seen.has(list)) return;
    const lines = [...list.querySelectorAll('[data-ga4-item]')].flatMap((a) => lineOf(a) ?? []);
    if (lines.length === 0) return;
    seen.add(list);
    out.push(viewItemListEvent(list.getAttribute('data-ga4-list') || 'Produtos', lines));
  });
  return out;
}

/** select_item for a click on a product link inside a list; null for any other click. */
export function selectEventFor(target: EventTarget | null): Ga4Event | null {
  const a = target instanceof Element ? target.closest('[data-ga4-item]') : null;
  const list = a?.closest('[data-ga4-list]');
  const line = a ? lineOf(a) : null;
  return a && list && line ? selectItemEvent(list.getAttribute('data-ga4-list') || 'Produtos', line) : null;
}

const seen = new WeakSet<Element>();
let listening = false;

/** Reports what the page shows now (and lists added later, once), and listens to product clicks once. */
export function watchPage(doc: Document, base: string): () => void {
  const w = doc.defaultView as unknown as Target;
  const report = () => pageViewEvents(doc, seen).forEach((e) => sendEvent(w, base, e));
  report();
  const observer = new MutationObserver(() => report());
  observer.observe(doc.body, { childList: true, subtree: true });
  if (!listening) {
    listening = true;
    doc.addEventListener(
      'click',
      (ev) => {
        const e = selectEventFor(ev.target);
        if (e) sendEvent(w, base, e);
      },
      true,
    );
  }
  return () => observer.disconnect();
}
