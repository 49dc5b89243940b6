/**
 * What the browser may keep, by cookie preference (spec 4 "Boot and persistence"):
 * - without "session": no user is stored in the browser;
 * - without "necessary": cart, chat and route state are not stored;
 * - without "performance": analytics (and other measurement) state is not stored.
 * Pure and unit-tested; stores call it before writing to localStorage.
 */
import { ALL_COOKIE_PREFERENCES, DEFAULT_COOKIE_PREFERENCES, type CookiePreferences } from '@/lib/commerce/preferences';

export type { CookiePreferences };
export { ALL_COOKIE_PREFERENCES, DEFAULT_COOKIE_PREFERENCES };

/** Persisted slices and the preference each depends on. Unknown slices need "necessary". */
export const SLICE_PREFERENCE = {
  user: 'session',
  session: 'session',
  cart: 'necessary',
  chat: 'necessary',
  router: 'necessary',
  address: 'necessary',
  empresa: 'necessary',
  analytics: 'performance',
  recommendations: 'performance',
  searchHistory: 'performance',
  personalization: 'personalization',
} as const satisfies Record<string, keyof CookiePreferences>;

export type Slice = keyof typeof SLICE_PREFERENCE;

export function mayPersist(slice: string, prefs: CookiePreferences): boolean {
  const pref = (SLICE_PREFERENCE as Record<string, keyof CookiePreferences>)[slice] ?? 'necessary';
  return prefs[pref];
}

/** A copy of `state` without the slices the preferences forbid storing. */
export function filterPersistedState<T extends Record<string, unknown>>(
  state: T,
  prefs: CookiePreferences,
): Partial<T> {
  const out: Partial<T> = {};
  for (const [key, value] of Object.entries(state)) {
    if (mayPersist(key, prefs)) (out as Record<string, unknown>)[key] = value;
  }
  return out;
}

/** Cookie value written by the banner: JSON array in the spec order [necessary, session, performance, personalization]. */
export function serializePreferences(p: CookiePreferences): string {
  return JSON.stringify([p.necessary, p.session, p.performance, p.personalization]);
}

/** One year. */
export const PREFERENCES_MAX_AGE = 365 * 24 * 60 * 60;
