'use client';

import { create } from 'zustand';
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware';

import { SAVED_STATE_KEY } from '@/lib/cart/keys';
import { keepVisitorIntent } from '@/lib/cart/saved-state';
import { readPreferences } from '@/lib/consent/client';
import { mayPersist } from '@/lib/consent/gating';
import type { SessionSummary } from '@/lib/session/summary';

import { resetCart } from './cart-store';

/** localStorage key of the user summary; the cart lives under 'saved-state' (lib/cart/keys.ts). */
export const SESSION_STORE_KEY = 'session-user';
export { SAVED_STATE_KEY };

/** localStorage that refuses to keep the user when the "session" cookie preference is off. */
const consentStorage: StateStorage = {
  getItem: (name) => (mayPersist('user', readPreferences()) ? localStorage.getItem(name) : null),
  setItem: (name, value) => {
    if (mayPersist('user', readPreferences())) localStorage.setItem(name, value);
    else localStorage.removeItem(name);
  },
  removeItem: (name) => localStorage.removeItem(name),
};

type SessionStore = {
  /** Client-visible summary of the logged-in user — never the token. */
  usuario: SessionSummary | null;
  setUsuario: (u: SessionSummary | null) => void;
  clear: () => void;
};

export const useSessionStore = create<SessionStore>()(
  persist(
    (set) => ({
      usuario: null,
      setUsuario: (usuario) => set({ usuario }),
      clear: () => set({ usuario: null }),
    }),
    {
      name: SESSION_STORE_KEY,
      version: 1,
      storage: createJSONStorage(() => consentStorage),
      partialize: (s) => ({ usuario: s.usuario }),
    },
  ),
);

/** Logout: the client state and the cart go with the cookie. */
export function clearClientState(): void {
  useSessionStore.getState().clear();
  resetCart();
  try {
    localStorage.removeItem(SESSION_STORE_KEY);
    localStorage.removeItem(SAVED_STATE_KEY);
  } catch {
    // Storage unavailable: nothing kept.
  }
}

/** A login: the previous user's state goes; what a visitor chose before logging in stays, to be merged. */
export function clearForLogin(): void {
  useSessionStore.getState().clear();
  try {
    localStorage.removeItem(SESSION_STORE_KEY);
    const kept = keepVisitorIntent(localStorage.getItem(SAVED_STATE_KEY));
    if (kept) localStorage.setItem(SAVED_STATE_KEY, kept);
    else localStorage.removeItem(SAVED_STATE_KEY);
  } catch {
    // Storage unavailable: nothing kept.
  }
}
