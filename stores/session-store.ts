'use client';

import { SAVED_STATE_KEY } from '@/lib/cart/keys';
import { keepVisitorIntent } from '@/lib/cart/saved-state';
import { readPreferences } from '@/lib/consent/client';
import { mayPersist } from '@/lib/consent/gating';
import type { SessionSummary } from '@/lib/session/summary';

import { runClientStateResets } from './client-state-reset';

/** localStorage key of the user summary; the cart lives under 'saved-state' (lib/cart/keys.ts). */
export const SESSION_STORE_KEY = 'session-user';
export { SAVED_STATE_KEY };

/**
 * The last user summary this browser saw — never the token. A plain module, not a zustand store:
 * nothing renders from it (the session check reads and writes it), and it loads with the supplier
 * layout on every page, where zustand and its persist middleware cost ~2 kB (decision 0054). The
 * stored value keeps the shape zustand's persist wrote ({"state":{"usuario":…},"version":1}), so a
 * browser's earlier copy still counts. Kept only while the "session" cookie preference allows it.
 */
let usuario: SessionSummary | null | undefined;

function readStored(): SessionSummary | null {
  try {
    if (!mayPersist('user', readPreferences())) return null;
    const raw = localStorage.getItem(SESSION_STORE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (!parsed || typeof parsed !== 'object' || (parsed as { version?: unknown }).version !== 1) return null;
    const state = (parsed as { state?: { usuario?: SessionSummary | null } }).state;
    return state?.usuario ?? null;
  } catch {
    return null;
  }
}

function store(next: SessionSummary | null): void {
  usuario = next;
  try {
    if (mayPersist('user', readPreferences()))
      localStorage.setItem(SESSION_STORE_KEY, JSON.stringify({ state: { usuario: next }, version: 1 }));
    else localStorage.removeItem(SESSION_STORE_KEY);
  } catch {
    // Storage unavailable: kept in memory only.
  }
}

export const sessionStore = {
  /** The summary last stored (this page, or an earlier one when the preference allows it). */
  usuario(): SessionSummary | null {
    if (usuario === undefined) usuario = readStored();
    return usuario;
  },
  setUsuario: (next: SessionSummary | null) => store(next),
  clear: () => store(null),
};

/** Logout: the client state and the cart (when its store has loaded) go with the cookie. */
export function clearClientState(): void {
  sessionStore.clear();
  runClientStateResets();
  try {
    localStorage.removeItem(SESSION_STORE_KEY);
    localStorage.removeItem(SAVED_STATE_KEY);
  } catch {
    // Storage unavailable: nothing kept.
  }
}

/** A login: the previous user's state goes; what a visitor chose before logging in stays, to be merged. */
export function clearForLogin(): void {
  sessionStore.clear();
  try {
    localStorage.removeItem(SESSION_STORE_KEY);
    const kept = keepVisitorIntent(localStorage.getItem(SAVED_STATE_KEY));
    if (kept) localStorage.setItem(SAVED_STATE_KEY, kept);
    else localStorage.removeItem(SAVED_STATE_KEY);
  } catch {
    // Storage unavailable: nothing kept.
  }
}
