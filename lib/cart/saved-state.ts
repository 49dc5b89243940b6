/**
 * The cart in browser storage (spec 4 "Boot and persistence"): under `saved-state`, versioned,
 * per supplier; never a coupon code nor a discount value (only lines, observations and the
 * customer's order number). Pure: the caller passes the storage and the consent.
 */
import type { CartLineState } from './line';

export const SAVED_STATE_VERSION = 1;
/** Writes at most every 500 ms (spec). */
export const SAVE_THROTTLE_MS = 500;

export type SavedCart = {
  itens: CartLineState[];
  observacao: string;
  numPedidoCliente: string;
  /** Lines chosen as a visitor, to merge into the saved cart after login. */
  intencao: boolean;
  /** Changes not yet confirmed by the API (the page was left during the debounce): sent again on the next page. */
  pendente?: boolean;
};

type SavedState = { versao: number; carrinhos: Record<string, SavedCart> };

export function readSavedState(raw: string | null): SavedState {
  try {
    const s = raw ? (JSON.parse(raw) as SavedState) : null;
    if (s && s.versao === SAVED_STATE_VERSION && s.carrinhos && typeof s.carrinhos === 'object') return s;
  } catch {
    // Unreadable: start afresh.
  }
  return { versao: SAVED_STATE_VERSION, carrinhos: {} };
}

export function readSavedCart(raw: string | null, idfornecedor: string): SavedCart | null {
  const c = readSavedState(raw).carrinhos[idfornecedor];
  return c && Array.isArray(c.itens) ? c : null;
}

/** The stored text with this supplier's cart replaced (or removed when empty); null when nothing is left to keep. */
export function writeSavedCart(raw: string | null, idfornecedor: string, cart: SavedCart): string | null {
  const s = readSavedState(raw);
  const empty = cart.itens.length === 0 && !cart.observacao && !cart.numPedidoCliente;
  if (empty) delete s.carrinhos[idfornecedor];
  else
    s.carrinhos[idfornecedor] = {
      itens: cart.itens.map((l) => ({
        produto: l.produto,
        quantidade: l.quantidade,
        embalarParaPresente: l.embalarParaPresente,
        disponivel: l.disponivel,
      })),
      observacao: cart.observacao,
      numPedidoCliente: cart.numPedidoCliente,
      intencao: cart.intencao,
      pendente: !!cart.pendente,
    };
  return Object.keys(s.carrinhos).length > 0 ? JSON.stringify(s) : null;
}

/**
 * At a login the previous user's carts go; a visitor's intent (chosen before this login, to be
 * merged into the cart it opens) stays. Null when nothing is left.
 */
export function keepVisitorIntent(raw: string | null): string | null {
  const s = readSavedState(raw);
  for (const [id, c] of Object.entries(s.carrinhos)) if (!c.intencao) delete s.carrinhos[id];
  return Object.keys(s.carrinhos).length > 0 ? JSON.stringify(s) : null;
}
