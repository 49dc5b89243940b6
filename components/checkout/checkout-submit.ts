import { choosePaymentMethodAction } from '@/components/payment-method/actions';
import type { CheckoutFacts, Ga4Event } from '@/lib/analytics/ga4';
import { readPreferences } from '@/lib/consent/client';

import { CONNECTION_FAILURE, type CheckoutState } from './checkout-state';
import { FIELD } from './field-names';

// What the checkout form does once the shopper acts (send the order, change the payment method, GA4) and what it
// keeps in step with the cart store (a cart saved since, the notes), apart from the form: loaded when the form
// hydrates, not with the page (decision 0054). Before it arrives, as without JavaScript, the form posts to its
// action.

type Action = (state: CheckoutState, form: FormData) => Promise<CheckoutState>;

/** The cart store is in the header's lazily loaded island; the checkout reaches it the same way. */
const cartStore = () => import('@/stores/cart-store');

/**
 * Sends the form to the place-order action with `js=1` (the answer comes back instead of a redirect): the cart
 * store's pending save goes first (the API places the saved cart); a lost answer is a connection failure (the
 * same attempt key goes again); on success the store is emptied.
 */
export async function sendOrder(form: HTMLFormElement, action: Action): Promise<CheckoutState> {
  let result: CheckoutState;
  try {
    const { useCartStore } = await cartStore();
    const s = useCartStore.getState();
    if (s.logado && (s.pendente || s.salvando)) await s.saveNow();
    const fd = new FormData(form);
    fd.set(FIELD.js, '1');
    result = await action(null, fd);
  } catch {
    return { ok: false, mensagem: CONNECTION_FAILURE };
  }
  if (result?.ok) (await cartStore()).clearCartAfterOrder();
  return result;
}

/**
 * Sets the payment-method cookie; the action's answer renders the page again with the prices (when they vary by
 * method) and the slots of this method.
 */
export async function choosePaymentMethod(idformapagto: string): Promise<void> {
  const fd = new FormData();
  fd.set('idformapagamento', idformapagto);
  await choosePaymentMethodAction(fd);
}

/** A GA4 event of the checkout (supplier tag), when the shopper allowed performance cookies. */
export function track(
  base: string,
  facts: CheckoutFacts | null,
  make: (g: typeof import('@/lib/analytics/ga4'), f: CheckoutFacts) => Ga4Event,
) {
  if (!facts || !readPreferences().performance) return;
  void import('@/lib/analytics/ga4').then((g) =>
    g.sendEvent(window as unknown as { dataLayer?: unknown[] }, base, make(g, facts)),
  );
}

/** Calls `onNewer` when the cart store gets a cart saved after the one this page shows (`versao`). */
export function watchSavedCart(versao: number, onNewer: () => void): () => void {
  let unsubscribe: (() => void) | undefined;
  let live = true;
  void cartStore().then(({ useCartStore }) => {
    if (!live) return;
    unsubscribe = useCartStore.subscribe((s) => {
      if (s.servidor && s.servidor.versao > versao) onNewer();
    });
  });
  return () => {
    live = false;
    unsubscribe?.();
  };
}

type Store = Awaited<ReturnType<typeof cartStore>>;

/**
 * Observações and the customer's order number: an empty field is filled with what the cart page kept (the cart
 * store), and what the shopper types is kept there.
 */
export function keepNotes(notes: HTMLTextAreaElement | null, order: HTMLInputElement | null): () => void {
  let store: Store | null = null;
  let unsubscribe: (() => void) | undefined;
  let live = true;
  void cartStore().then((m) => {
    if (!live) return;
    store = m;
    const fill = (s: ReturnType<Store['useCartStore']['getState']>) => {
      if (!s.idfornecedor) return false;
      if (notes && !notes.value) notes.value = s.observacao;
      if (order && !order.value) order.value = s.numPedidoCliente;
      return true;
    };
    if (!fill(m.useCartStore.getState())) {
      unsubscribe = m.useCartStore.subscribe((s) => {
        if (fill(s)) unsubscribe?.();
      });
    }
  });
  const keepNotes = () => store?.useCartStore.getState().setNotes({ observacao: notes!.value });
  const keepOrder = () => store?.useCartStore.getState().setNotes({ numPedidoCliente: order!.value });
  notes?.addEventListener('input', keepNotes);
  order?.addEventListener('input', keepOrder);
  return () => {
    live = false;
    unsubscribe?.();
    notes?.removeEventListener('input', keepNotes);
    order?.removeEventListener('input', keepOrder);
  };
}
