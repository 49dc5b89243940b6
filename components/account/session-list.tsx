'use client';

import { useState, useTransition } from 'react';

import { followRateLimit } from '@/lib/commerce/rate-limit';
import type { DeviceSession } from '@/lib/contract/identity-sessions';
import { clearClientState } from '@/stores/session-store';

import { endAllSessionsAction, endSessionAction } from './session-actions';
import { SessionListView } from './session-list-view';

/**
 * The customer's open sessions at this supplier: the browser, when it logged in and was
 * last used, "Este dispositivo" marked. "Sair deste dispositivo" on this device's row is the
 * ordinary logout; on another row it ends that session. "Sair de todos os dispositivos" ends them
 * all, this one included (docs/decisions/0018-session-list.md). Its markup is SessionListView's.
 */
export function SessionList({ sessoes, logoutHref }: { sessoes: DeviceSession[]; logoutHref: string }) {
  const [ended, setEnded] = useState<string[]>([]);
  const [erro, setErro] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const shown = sessoes.filter((s) => !ended.includes(s.idsessao));

  const endOther = (idsessao: string) =>
    startTransition(async () => {
      const r = await endSessionAction(idsessao);
      if (!r.ok) {
        if (!followRateLimit(r)) setErro(r.erro);
        return;
      }
      setErro(null);
      setEnded((list) => [...list, idsessao]);
    });

  const endAll = () =>
    startTransition(async () => {
      const r = await endAllSessionsAction();
      if (!r.ok) {
        if (!followRateLimit(r)) setErro(r.erro);
        return;
      }
      clearClientState();
      window.location.assign(r.destino);
    });

  return (
    <SessionListView
      sessoes={shown}
      logoutHref={logoutHref}
      erro={erro}
      pending={pending}
      onLogout={() => clearClientState()}
      onEndOther={endOther}
      onEndAll={endAll}
    />
  );
}
