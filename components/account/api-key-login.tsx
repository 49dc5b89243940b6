'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

import { followRateLimitResponse } from '@/lib/commerce/rate-limit';
import { requestSessionCheck } from '@/lib/session/events';
import { clearForLogin } from '@/stores/session-store';

/** Spec 9: "API-key login delayed 1000 ms" — counted from this leaf's mount, the storefront's boot. */
export const API_KEY_LOGIN_DELAY_MS = 1000;

/**
 * The API-key login waiting in its sealed cookie (app/[supplier]/api/sessao/api-key; the layout
 * mounts this leaf only while that cookie exists). 1000 ms after mount it asks the server to log
 * in, then the page refreshes with the user. A failure comes back as the account area's one-shot
 * message (the server's, else 'Erro ao obter cliente!'); a 429 goes to the too-many-request page.
 */
export function ApiKeyLogin({ base, logado }: { base: string; logado: boolean }) {
  const router = useRouter();
  useEffect(() => {
    const ac = new AbortController();
    const timer = setTimeout(() => {
      fetch(`${base}/api/sessao/api-key`, {
        method: 'POST',
        cache: 'no-store',
        headers: { accept: 'application/json' },
        signal: ac.signal,
      })
        .then(async (res) => {
          if (await followRateLimitResponse(res, base)) return;
          if (res.ok) {
            clearForLogin();
            // Another user's page (cart, menus) is not refreshed in place: it is loaded again.
            if (logado) return window.location.reload();
          }
          router.refresh();
          requestSessionCheck();
        })
        .catch(() => {
          // Offline or left: the pending cookie expires on its own (60 s).
        });
    }, API_KEY_LOGIN_DELAY_MS);
    return () => {
      clearTimeout(timer);
      ac.abort();
    };
  }, [base, logado, router]);
  return null;
}
