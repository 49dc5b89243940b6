/** Browser side of the cookie preferences (document.cookie). */
import { COOKIE_PREFERENCES_COOKIE, parseCookiePreferences, type CookiePreferences } from '@/lib/commerce/preferences';

import { PREFERENCES_MAX_AGE, serializePreferences } from './gating';

export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return v.join('=');
  }
  return null;
}

export function readPreferences(): CookiePreferences {
  return parseCookiePreferences(readCookie(COOKIE_PREFERENCES_COOKIE));
}

export function hasChosenPreferences(): boolean {
  return readCookie(COOKIE_PREFERENCES_COOKIE) !== null;
}

export function writePreferences(p: CookiePreferences): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${COOKIE_PREFERENCES_COOKIE}=${encodeURIComponent(serializePreferences(p))}; Path=/; Max-Age=${PREFERENCES_MAX_AGE}; SameSite=Lax${secure}`;
}

export function deleteCookie(name: string, path = '/'): void {
  document.cookie = `${name}=; Path=${path}; Max-Age=0; SameSite=Lax`;
}
