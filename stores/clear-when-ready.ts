type StoreLike = {
  getState: () => { idfornecedor: string | null };
  subscribe: (listener: (state: { idfornecedor: string | null }) => void) => () => void;
};

/**
 * Runs `clear` once the cart store serves `idfornecedor`: now, or when the cart island initialises
 * it. The listener unsubscribes before clearing, since the clear's own update reaches the listeners
 * synchronously (it recursed until the stack overflowed on the order confirmation).
 */
export function clearCartWhenReady(store: StoreLike, idfornecedor: string, clear: () => void): void {
  if (store.getState().idfornecedor === idfornecedor) return clear();
  const off = store.subscribe((s) => {
    if (s.idfornecedor !== idfornecedor) return;
    off();
    clear();
  });
}
