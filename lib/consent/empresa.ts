/**
 * The empresa id in the browser (spec 9: "the empresa id is stored in local storage"), kept like
 * the rest of the saved state: only while the "necessary" cookie preference is on (spec 4 "Boot
 * and persistence"). Browser only.
 */
import { mayPersist, type CookiePreferences } from './gating';

/** localStorage key of the supplier's company id. */
export const EMPRESA_KEY = 'idempresa';

/**
 * Stores `idempresa` when the preferences allow it, else removes any stored one. False when
 * nothing was stored (no permission, or no storage).
 */
export function rememberEmpresa(idempresa: string, prefs: CookiePreferences): boolean {
  try {
    if (!mayPersist('empresa', prefs)) {
      localStorage.removeItem(EMPRESA_KEY);
      return false;
    }
    if (localStorage.getItem(EMPRESA_KEY) !== idempresa) localStorage.setItem(EMPRESA_KEY, idempresa);
    return true;
  } catch {
    // Storage refused (private mode, quota): the id is in the page anyway.
    return false;
  }
}
