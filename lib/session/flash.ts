/** One-shot message carried across a redirect (handoff or API-key failure); read by the layout, removed by the client. */
export const FLASH_COOKIE = 'flash-mensagem';

export function flashCookieHeader(message: string, secure: boolean): string {
  return `${FLASH_COOKIE}=${encodeURIComponent(message)}; Path=/; Max-Age=60; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function readFlash(raw: string | undefined | null): string | null {
  if (!raw) return null;
  try {
    const msg = decodeURIComponent(raw).slice(0, 300);
    return msg.trim() ? msg : null;
  } catch {
    return null;
  }
}
