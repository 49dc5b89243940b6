'use client';

import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { SessionState } from '@/lib/session/summary';
import { clearClientState, useSessionStore } from '@/stores/session-store';

/**
 * Session check at load and on window focus (GET {base}/api/sessao/estado). Gone → the client
 * state is cleared and `expirada` carries 'Sessão expirada, efetue login novamente'; the approval
 * status changed (since the last check, on focus, or since the status this browser last stored
 * for the same user, on a reload) → the browser goes to the supplier home.
 */
export function useSessionCheck(base: string, initial: SessionState) {
  const setUsuario = useSessionStore((s) => s.setUsuario);
  const approval = useRef<boolean | null>(initial.logado ? initial.cadastro_aprovado : null);
  const seenStored = useRef(false);
  const query = useQuery({
    queryKey: ['sessao', base],
    queryFn: async (): Promise<SessionState> => {
      const res = await fetch(`${base}/api/sessao/estado`, { cache: 'no-store', headers: { accept: 'application/json' } });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      return (await res.json()) as SessionState;
    },
    initialData: initial,
    initialDataUpdatedAt: 0,
    staleTime: 0,
    refetchOnMount: 'always',
    refetchOnWindowFocus: 'always',
    retry: false,
  });
  const state = query.data;

  useEffect(() => {
    if (!state.logado) {
      clearClientState();
      return;
    }
    // Before the first check of this page, the last status this browser saw for the same user
    // (persisted store, when the "session" preference allows it): a change across a reload counts.
    let before = approval.current;
    if (!seenStored.current) {
      seenStored.current = true;
      const stored = useSessionStore.getState().usuario;
      if (stored && stored.idcliente === state.idcliente && stored.kind === state.kind) before = stored.cadastro_aprovado;
    }
    setUsuario(state);
    approval.current = state.cadastro_aprovado;
    if (before !== null && before !== state.cadastro_aprovado) window.location.assign(base || '/');
  }, [state, setUsuario, base]);

  return state;
}
