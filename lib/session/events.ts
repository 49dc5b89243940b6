/**
 * Browser event that asks the session check (components/account/use-session-check.ts) to ask
 * the server again now, e.g. after a logout done outside the account area (a search answer with
 * `action: 'logout'`).
 */
export const SESSION_CHECK_EVENT = 'vitrine:verificar-sessao';

export function requestSessionCheck(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(SESSION_CHECK_EVENT));
}
