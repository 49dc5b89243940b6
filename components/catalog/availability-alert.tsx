'use client';

import { useState } from 'react';

import { followRateLimitResponse } from '@/lib/commerce/rate-limit';

type State = { kind: 'idle' } | { kind: 'sending' } | { kind: 'done'; mensagem: string; erro: boolean };

/** 'Avise-me quando chegar': subscribes the logged-in customer (401 → 'Faça login para continuar'). */
export function AvailabilityAlert({ endpoint, idproduto }: { endpoint: string; idproduto: string }) {
  const [state, setState] = useState<State>({ kind: 'idle' });

  async function subscribe() {
    setState({ kind: 'sending' });
    try {
      const res = await fetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ idproduto }),
      });
      // HTTP 429 → the too-many-request page of this supplier.
      if (await followRateLimitResponse(res, endpoint.replace(/\/api\/alerta-disponibilidade$/, ''))) return;
      const body = (await res.json().catch(() => null)) as { mensagem?: string } | null;
      if (res.status === 401) setState({ kind: 'done', mensagem: 'Faça login para continuar', erro: true });
      else
        setState({
          kind: 'done',
          mensagem: body?.mensagem ?? (res.ok ? 'Avisaremos você.' : 'Não foi possível criar o alerta.'),
          erro: !res.ok,
        });
    } catch {
      setState({ kind: 'done', mensagem: 'Não foi possível criar o alerta. Tente novamente.', erro: true });
    }
  }

  return (
    <div className="space-y-2">
      <button
        type="button"
        onClick={subscribe}
        disabled={state.kind === 'sending'}
        className="rounded border border-secondary bg-secondary px-4 py-2 text-sm font-semibold text-[var(--color-on-secondary)] disabled:opacity-60"
      >
        Avise-me quando chegar
      </button>
      <p
        role="status"
        className={state.kind === 'done' && state.erro ? 'text-sm font-semibold text-red-800' : 'text-sm'}
      >
        {state.kind === 'done' ? state.mensagem : ''}
      </p>
    </div>
  );
}
