import { followRateLimitResponse } from '@/lib/commerce/rate-limit';
import { requestSessionCheck } from '@/lib/session/events';

/**
 * A search answer said `action: 'logout'`: end the session (POST <base>/api/sessao/sair, which
 * revokes the API session and clears the cookie), have the session check run again (the
 * account area shows the visitor state) and return the server's warning to show.
 * An HTTP 429 there sends the browser to the too-many-request page instead.
 */
export async function logoutAfterSearch(
  base: string,
  mensagem: string,
  navigate?: (href: string) => void,
): Promise<string> {
  try {
    const res = await fetch(`${base}/api/sessao/sair`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    });
    if (await followRateLimitResponse(res, base, navigate)) return mensagem;
    // The account area learns at once that nobody is logged in any more.
    requestSessionCheck();
  } catch {
    // Offline: the warning is still shown (the next session check clears the cookie).
  }
  return mensagem;
}
