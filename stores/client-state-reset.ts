'use client';

/**
 * What a logout or an expired session must also clear in the browser, registered by the stores
 * that hold it when they load. The session store (in the supplier layout, on every page) calls
 * these without importing them, so the cart store and its rules stay in the islands that use
 * them (decision 0054); a store that never loaded holds nothing to clear.
 */
const resets = new Set<() => void>();

export function onClientStateReset(reset: () => void): void {
  resets.add(reset);
}

export function runClientStateResets(): void {
  for (const reset of resets) reset();
}
