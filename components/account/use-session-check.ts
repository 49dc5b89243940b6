'use client';

import { useEffect, useRef, useState } from 'react';

import { SESSION_CHECK_EVENT } from '@/lib/session/events';
import type { SessionState } from '@/lib/session/summary';
import { clearClientState, sessionStore } from '@/stores/session-store';

/**
 * Session check at load and on window focus (GET {base}/api/sessao/estado). Gone → the client
 * state is cleared and `expirada` carries 'Sessão expirada, efetue login novamente'; the approval
 * status changed (since the last check, on focus, or since the status this browser last stored
 * for the same user, on a reload) → the browser goes to the supplier home.
 */
export function useSessionCheck(base: string, initial: SessionState) {
  const approval = useRef<boolean | null>(initial.logado ? initial.cadastro_aprovado : null);
  const seenStored = useRef(false);
  // Plain fetch (no data library in the first-load JavaScript): once after hydration and again
  // whenever the tab becomes visible; a failed check keeps the last known state.
  const [state, setState] = useState(initial);
  useEffect(() => {
    let controller: AbortController | null = null;
    const check = () => {
      controller?.abort();
      const current = new AbortController();
      controller = current;
      fetch(`${base}/api/sessao/estado`, {
        cache: 'no-store',
        headers: { accept: 'application/json' },
        signal: current.signal,
      })
        .then((res) => (res.ok ? (res.json() as Promise<SessionState>) : null))
        .then((next) => {
          if (next && !current.signal.aborted)
            setState((prev) => (JSON.stringify(prev) === JSON.stringify(next) ? prev : next));
        })
        .catch(() => {
          // Offline or aborted: the last known state stays.
        });
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') check();
    };
    check();
    document.addEventListener('visibilitychange', onVisible);
    // Asked by other parts of the page (requestSessionCheck), e.g. after a logout from the search.
    window.addEventListener(SESSION_CHECK_EVENT, check);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener(SESSION_CHECK_EVENT, check);
      controller?.abort();
    };
  }, [base]);

  useEffect(() => {
    if (!state.logado) {
      // A session that ended (logout elsewhere, expiry) takes the client state and the cart with it;
      // a visitor's own choices (the cart intent kept for after the login) stay.
      if (state.expirada || sessionStore.usuario()) clearClientState();
      return;
    }
    // Before the first check of this page, the last status this browser saw for the same user
    // (persisted store, when the "session" preference allows it): a change across a reload counts.
    let before = approval.current;
    if (!seenStored.current) {
      seenStored.current = true;
      const stored = sessionStore.usuario();
      if (stored && stored.idcliente === state.idcliente && stored.kind === state.kind)
        before = stored.cadastro_aprovado;
    }
    sessionStore.setUsuario(state);
    approval.current = state.cadastro_aprovado;
    if (before !== null && before !== state.cadastro_aprovado) window.location.assign(base || '/');
  }, [state, base]);

  return state;
}
