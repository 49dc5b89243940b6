'use client';

import { create } from 'zustand';

import type { Ga4CartEvent, Ga4Line } from '@/lib/analytics/ga4';
import { SAVED_STATE_KEY } from '@/lib/cart/keys';
import {
  countLines,
  linesFromCart,
  mergeIntent,
  toCartItems,
  type CartLineProduct,
  type CartLineState,
} from '@/lib/cart/line';
import { readSavedCart, SAVE_THROTTLE_MS, writeSavedCart } from '@/lib/cart/saved-state';
import { readPreferences } from '@/lib/consent/client';
import { mayPersist } from '@/lib/consent/gating';
import type { Cart } from '@/lib/contract/cart';
import { GA4_TAG } from '@/lib/rules/analytics';
import { cartSaveWarning, nextQuantity } from '@/lib/rules/cart';
import { unitPrice } from '@/lib/rules/price';
import type { QuantityAction } from '@/lib/rules/quantity';
import { sellsOnlyToCompanies } from '@/lib/rules/supplier-audience';

import { onClientStateReset } from './client-state-reset';

/** Cart save debounce (spec section 9). */
export const CART_SAVE_DEBOUNCE_MS = 1000;

export type CartSaveInput = {
  itens: ReturnType<typeof toCartItems>;
  codigoCupom?: string | null;
  idtipoassinatura?: string;
  cupomAplicacaoAutomatica?: boolean;
  /** The method chosen at checkout, which the coupon's rules follow (else the remembered preference). */
  idformapagamento?: string;
};
export type CartSaveReply = { ok: true; carrinho: Cart } | { ok: false; erro: string };
/** How the store reaches the API (a server action, given by the cart island). */
export type CartSaver = {
  save: (input: CartSaveInput) => Promise<CartSaveReply>;
  unlock: () => Promise<CartSaveReply>;
};

export type CartNotice = { tipo: 'erro' | 'aviso'; texto: string };

type CartStore = {
  idfornecedor: string | null;
  logado: boolean;
  /** The API's cart has been read (or saved) since this page loaded. */
  pronto: boolean;
  linhas: CartLineState[];
  /** Last answer of the API: totals, coupon, lock, subscription. */
  servidor: Cart | null;
  salvando: boolean;
  aviso: CartNotice | null;
  observacao: string;
  numPedidoCliente: string;
  /** Lines chosen as a visitor, merged into the saved cart after login. */
  intencao: boolean;
  /** Local changes the API has not confirmed yet (kept in the browser, resent after a reload). */
  pendente: boolean;
  /** A visitor tried to buy: the island offers the login. */
  pedirLogin: boolean;

  /** The supplier sends GA4 ecommerce events (enable-google-analytics-ga4-version-tag-events). */
  analytics: boolean;
  /** The supplier is a wholesaler (sells to companies only): its volume price is "de atacado". */
  atacadista: boolean;

  init: (o: {
    idfornecedor: string;
    logado: boolean;
    saver: CartSaver;
    tags?: readonly string[];
    base?: string;
  }) => void;
  /** GA4 view_cart (the drawer or the cart page shown). */
  viewed: () => void;
  /**
   * The cart's revision as a read of the saved cart is sent: handed back to `receive` with its answer, which
   * is dropped if the shopper changed the cart since (that change's save answered with a newer cart).
   */
  readStarted: () => number;
  receive: (cart: Cart, askedAt?: number) => void;
  change: (produto: CartLineProduct, action: QuantityAction) => void;
  setGiftWrap: (idproduto: string, on: boolean) => void;
  setNotes: (v: { observacao?: string; numPedidoCliente?: string }) => void;
  saveNow: (extra?: Omit<CartSaveInput, 'itens'>) => Promise<CartSaveReply | null>;
  unlock: () => Promise<void>;
  dismissNotice: () => void;
  dismissLogin: () => void;
};

let saver: CartSaver | null = null;
/** Storefront base of this page ('' or '/<slug>'), for the analytics mirror. */
let base = '';
let timer: ReturnType<typeof setTimeout> | null = null;
/** Bumped by every local change: an answer to an older request does not overwrite newer lines. */
let revision = 0;
let inflight: Promise<CartSaveReply | null> | null = null;
/** Bumped when the cart is emptied by an order: answers to saves sent before it are dropped. */
let epoch = 0;

export const useCartStore = create<CartStore>()((set, get) => {
  const schedule = () => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      void get().saveNow();
    }, CART_SAVE_DEBOUNCE_MS);
  };

  /** `itensEnviados`: how many lines the save sent (0 for a load). */
  const applyAnswer = (cart: Cart, sentAt: number, itensEnviados = 0) => {
    const warning = cartSaveWarning(cart, itensEnviados);
    set({
      servidor: cart,
      pronto: true,
      intencao: false,
      // A change made while the save was on its way stays (its own save follows).
      ...(sentAt === revision ? { linhas: linesFromCart(cart), pendente: false } : {}),
      aviso: warning ? { tipo: 'aviso', texto: warning } : null,
    });
  };

  return {
    idfornecedor: null,
    logado: false,
    pronto: false,
    linhas: [],
    servidor: null,
    salvando: false,
    aviso: null,
    observacao: '',
    numPedidoCliente: '',
    intencao: false,
    pendente: false,
    pedirLogin: false,
    analytics: false,
    atacadista: false,

    init: ({ idfornecedor, logado, saver: s, tags = [], base: b = '' }) => {
      saver = s;
      base = b;
      set({ analytics: tags.includes(GA4_TAG), atacadista: sellsOnlyToCompanies(tags) });
      if (get().idfornecedor === idfornecedor && get().logado === logado) return;
      // Another supplier or another login: whatever was scheduled belonged to the previous one
      // (and stays in the browser's copy, marked pending).
      if (timer) clearTimeout(timer);
      timer = null;
      inflight = null;
      const saved = readSavedCart(safeRead(), idfornecedor);
      set({
        idfornecedor,
        logado,
        pronto: false,
        servidor: null,
        linhas: saved?.itens ?? [],
        observacao: saved?.observacao ?? '',
        numPedidoCliente: saved?.numPedidoCliente ?? '',
        intencao: saved?.intencao ?? false,
        pendente: saved?.pendente ?? false,
      });
    },

    readStarted: () => revision,

    receive: (cart, askedAt) => {
      const { intencao, linhas, logado } = get();
      // An answer arriving after the logout belongs to nobody any more.
      if (!logado) return;
      if (intencao && linhas.length > 0) {
        // Login after choosing products as a visitor: nothing chosen is lost.
        set({ servidor: cart, linhas: mergeIntent(linesFromCart(cart), linhas), pronto: true });
        revision++;
        void get().saveNow();
        return;
      }
      if (timer || inflight) return set({ servidor: cart, pronto: true });
      // A read sent before a change that is saved already: its answer is older than the lines and the save's
      // answer the store holds, and would take back what the shopper just added.
      if (askedAt !== undefined && askedAt !== revision) return set({ pronto: true });
      if (get().pendente) {
        // The last page was left before its save: the browser's lines are the newer ones.
        set({ servidor: cart, pronto: true });
        revision++;
        void get().saveNow();
        return;
      }
      applyAnswer(cart, revision);
    },

    change: (produto, action) => {
      const { linhas, logado, servidor } = get();
      if (servidor?.bloqueio_atendimento) return;
      const current = linhas.find((l) => l.produto.idproduto === produto.idproduto);
      const quantidade = nextQuantity(produto, current?.quantidade ?? 0, action);
      const next =
        quantidade === 0
          ? linhas.filter((l) => l.produto.idproduto !== produto.idproduto)
          : current
            ? linhas.map((l) => (l === current ? { ...l, quantidade } : l))
            : [...linhas, { produto, quantidade, embalarParaPresente: false, disponivel: true }];
      revision++;
      if (!logado) {
        set({ linhas: next, intencao: true, pedirLogin: quantidade > 0 });
        return;
      }
      const delta = quantidade - (current?.quantidade ?? 0);
      if (delta !== 0) {
        const preco = unitPrice(produto, delta > 0 ? quantidade : (current?.quantidade ?? 0)).preco;
        track(delta > 0 ? 'add_to_cart' : 'remove_from_cart', [{ produto, quantidade: Math.abs(delta), preco }]);
      }
      set({ linhas: next, aviso: null, pendente: true });
      schedule();
    },

    setGiftWrap: (idproduto, on) => {
      if (get().servidor?.bloqueio_atendimento) return;
      revision++;
      set({
        linhas: get().linhas.map((l) => (l.produto.idproduto === idproduto ? { ...l, embalarParaPresente: on } : l)),
        pendente: get().logado,
      });
      if (get().logado) schedule();
    },

    setNotes: (v) => set(v),

    saveNow: async (extra = {}) => {
      if (!saver || !get().logado) return null;
      if (timer) {
        clearTimeout(timer);
        timer = null;
      }
      const sentAt = revision;
      const sentEpoch = epoch;
      set({ salvando: true });
      const itens = toCartItems(get().linhas);
      const run = saver.save({ itens, ...extra });
      const mine = run.then(
        (r) => r,
        () => ({ ok: false as const, erro: 'Não foi possivel salvar o carrinho' }),
      );
      inflight = mine;
      const reply = await mine;
      if (inflight === mine) inflight = null;
      // Logged out, or the cart became an order meanwhile: this answer belongs to the past.
      if (!get().logado || sentEpoch !== epoch) return null;
      // A failed save keeps the shopper's lines; the message says why.
      if (reply.ok) applyAnswer(reply.carrinho, sentAt, itens.length);
      else set({ aviso: { tipo: 'erro', texto: reply.erro } });
      set({ salvando: !!timer || !!inflight });
      return reply;
    },

    unlock: async () => {
      if (!saver) return;
      set({ salvando: true });
      const reply = await saver
        .unlock()
        .catch(() => ({ ok: false as const, erro: 'Não foi possível desbloquear o carrinho' }));
      revision++;
      if (reply.ok) applyAnswer(reply.carrinho, revision);
      else set({ aviso: { tipo: 'erro', texto: reply.erro } });
      set({ salvando: false });
    },

    viewed: () =>
      track(
        'view_cart',
        get().linhas.map((l) => ({
          produto: l.produto,
          quantidade: l.quantidade,
          preco: unitPrice(l.produto, l.quantidade).preco,
        })),
      ),

    dismissNotice: () => set({ aviso: null }),
    dismissLogin: () => set({ pedirLogin: false }),
  };
});

/** Logout or a new login: the store forgets the previous user's cart (the browser's copy is cleared by the caller). */
export function resetCart(): void {
  if (timer) clearTimeout(timer);
  timer = null;
  inflight = null;
  // Logged out: answers still on their way are dropped (receive and saveNow check it).
  useCartStore.setState({
    logado: false,
    linhas: [],
    servidor: null,
    aviso: null,
    pendente: false,
    intencao: false,
    pronto: false,
    observacao: '',
    numPedidoCliente: '',
  });
}

// A logout or an expired session (stores/session-store.ts clearClientState) empties the cart too.
onClientStateReset(resetCart);

/**
 * The order was placed (the API emptied the saved cart): the store forgets the lines, the notes and
 * the last answer, and nothing scheduled or on its way may write the old lines back (the debounced
 * save is cancelled; a save already sent is ignored when it answers). The login stays.
 */
export function clearCartAfterOrder(): void {
  if (timer) clearTimeout(timer);
  timer = null;
  inflight = null;
  epoch++;
  revision++;
  useCartStore.setState({
    linhas: [],
    servidor: null,
    salvando: false,
    aviso: null,
    pendente: false,
    intencao: false,
    pronto: true,
    observacao: '',
    numPedidoCliente: '',
  });
}

/** GA4 events (and their mirror to the supplier's log), loaded only for suppliers that send them (not in every page's JavaScript). */
function track(event: Ga4CartEvent['event'], lines: Ga4Line[]) {
  if (typeof window === 'undefined' || !useCartStore.getState().analytics || !readPreferences().performance) return;
  void import('@/lib/analytics/ga4').then(({ cartEvent, sendEvent }) =>
    sendEvent(window as unknown as { dataLayer?: unknown[] }, base, cartEvent(event, lines)),
  );
}

/** Number of products in the cart (header badge). */
export const useCartCount = () => useCartStore((s) => countLines(s.linhas));

function safeRead(): string | null {
  try {
    return mayPersist('cart', readPreferences()) ? localStorage.getItem(SAVED_STATE_KEY) : null;
  } catch {
    return null;
  }
}

// Browser storage: written at most every 500 ms, only with the "necessary" cookie preference.
let lastWrite = 0;
let writeTimer: ReturnType<typeof setTimeout> | null = null;
function persist() {
  writeTimer = null;
  lastWrite = Date.now();
  const s = useCartStore.getState();
  if (!s.idfornecedor) return;
  try {
    if (!mayPersist('cart', readPreferences())) {
      localStorage.removeItem(SAVED_STATE_KEY);
      return;
    }
    const text = writeSavedCart(localStorage.getItem(SAVED_STATE_KEY), s.idfornecedor, {
      itens: s.linhas,
      observacao: s.observacao,
      numPedidoCliente: s.numPedidoCliente,
      intencao: s.intencao,
      pendente: s.pendente,
    });
    if (text) localStorage.setItem(SAVED_STATE_KEY, text);
    else localStorage.removeItem(SAVED_STATE_KEY);
  } catch {
    // Storage full or unavailable: the API keeps the cart.
  }
}
if (typeof window !== 'undefined') {
  // Leaving the page: what is pending is written now, so the next page resends it.
  const flush = () => {
    if (!writeTimer) return;
    clearTimeout(writeTimer);
    persist();
  };
  window.addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  useCartStore.subscribe((s, prev) => {
    if (
      !s.idfornecedor ||
      (s.linhas === prev.linhas &&
        s.observacao === prev.observacao &&
        s.numPedidoCliente === prev.numPedidoCliente &&
        s.intencao === prev.intencao &&
        s.pendente === prev.pendente)
    )
      return;
    if (writeTimer) return;
    writeTimer = setTimeout(persist, Math.max(0, SAVE_THROTTLE_MS - (Date.now() - lastWrite)));
  });
}
