'use client';

import { useState, useTransition } from 'react';

import { followRateLimit } from '@/lib/commerce/rate-limit';
import type { DeviceSession } from '@/lib/contract/identity-sessions';
import { describeUserAgent } from '@/lib/rules/user-agent';
import { clearClientState } from '@/stores/session-store';

import { endAllSessionsAction, endSessionAction } from './session-actions';

const when = new Intl.DateTimeFormat('pt-BR', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'America/Sao_Paulo',
});
const button = 'rounded border border-gray-400 px-3 py-1.5 text-sm font-semibold hover:bg-gray-100 disabled:opacity-60';

/**
 * The customer's open sessions at this supplier: the browser, when it logged in and was
 * last used, "Este dispositivo" marked. "Sair deste dispositivo" on this device's row is the
 * ordinary logout; on another row it ends that session. "Sair de todos os dispositivos" ends them
 * all, this one included (docs/decisions/0018-session-list.md).
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
    <section aria-labelledby="sessoes-titulo" className="max-w-2xl">
      <h2 id="sessoes-titulo" className="mb-1 text-xl font-bold">
        Dispositivos conectados
      </h2>
      <p className="mb-3 text-sm text-gray-700">
        Onde sua conta está aberta nesta loja. Encerre o que você não reconhece.
      </p>
      {erro && (
        <p role="alert" className="mb-3 rounded bg-red-50 px-3 py-2 text-sm text-red-800">
          {erro}
        </p>
      )}
      <ul aria-label="Sessões abertas" className="mb-4 divide-y divide-gray-200 rounded border border-gray-200">
        {shown.map((s) => {
          const device = describeUserAgent(s.agente_usuario);
          return (
            <li
              key={s.idsessao}
              className="flex flex-wrap items-center justify-between gap-3 p-3"
              aria-current={s.atual ? 'true' : undefined}
            >
              <div>
                <p className="font-semibold">
                  {device}
                  {s.atual && (
                    <span className="ml-2 rounded bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900">
                      Este dispositivo
                    </span>
                  )}
                </p>
                <p className="text-sm text-gray-700">
                  Entrou em {when.format(new Date(s.criado_em))} · Último acesso em {when.format(new Date(s.visto_em))}
                </p>
              </div>
              {s.atual ? (
                <form method="post" action={logoutHref} onSubmit={() => clearClientState()}>
                  <button
                    type="submit"
                    className={button}
                    aria-label={`Sair deste dispositivo (${device}, este dispositivo)`}
                  >
                    Sair deste dispositivo
                  </button>
                </form>
              ) : (
                <button
                  type="button"
                  className={button}
                  disabled={pending}
                  onClick={() => endOther(s.idsessao)}
                  aria-label={`Sair deste dispositivo (${device})`}
                >
                  Sair deste dispositivo
                </button>
              )}
            </li>
          );
        })}
      </ul>
      <button type="button" className={button} disabled={pending} onClick={endAll}>
        Sair de todos os dispositivos
      </button>
    </section>
  );
}
