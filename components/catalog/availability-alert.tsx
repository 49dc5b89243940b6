'use client';

import { useRef, useState } from 'react';

import { followRateLimitResponse } from '@/lib/commerce/rate-limit';

type Note = { mensagem: string; erro: boolean } | null;

export const ALERT_TEXT = {
  pedir: 'Avise-me quando chegar',
  ativo: 'Avisaremos você quando o produto estiver disponível.',
  cancelar: 'Cancelar aviso',
  cancelado: 'Aviso cancelado.',
} as const;

/**
 * 'Avise-me quando chegar': subscribes the logged-in customer (401 → 'Faça login para continuar').
 * Once set, and after a reload (`inscrito` from the server), it says so and offers to cancel; the
 * focus stays on the button that now stands where the pressed one was.
 */
export function AvailabilityAlert({
  endpoint,
  idproduto,
  inscrito: initial,
}: {
  endpoint: string;
  idproduto: string;
  inscrito: boolean;
}) {
  const [inscrito, setInscrito] = useState(initial);
  const [sending, setSending] = useState(false);
  const [note, setNote] = useState<Note>(null);
  const button = useRef<HTMLButtonElement>(null);

  async function send(inscrever: boolean) {
    setSending(true);
    try {
      const res = await fetch(endpoint, {
        method: inscrever ? 'POST' : 'DELETE',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ idproduto }),
      });
      // HTTP 429 → the too-many-request page of this supplier.
      if (await followRateLimitResponse(res, endpoint.replace(/\/api\/alerta-disponibilidade$/, ''))) return;
      const body = (await res.json().catch(() => null)) as { mensagem?: string } | null;
      if (res.status === 401) setNote({ mensagem: 'Faça login para continuar', erro: true });
      else if (!res.ok) setNote({ mensagem: body?.mensagem ?? 'Não foi possível salvar o aviso.', erro: true });
      else {
        setInscrito(inscrever);
        setNote(inscrever ? null : { mensagem: ALERT_TEXT.cancelado, erro: false });
      }
    } catch {
      setNote({ mensagem: 'Não foi possível salvar o aviso. Tente novamente.', erro: true });
    } finally {
      setSending(false);
      button.current?.focus();
    }
  }

  return (
    <div className="space-y-2">
      <button
        ref={button}
        type="button"
        // aria-disabled, not disabled: a disabled button loses the keyboard focus while the call runs.
        onClick={() => {
          if (!sending) void send(!inscrito);
        }}
        aria-disabled={sending || undefined}
        className={
          inscrito
            ? 'rounded border border-gray-400 px-4 py-2 text-sm font-semibold aria-disabled:opacity-60'
            : 'rounded border border-secondary bg-secondary px-4 py-2 text-sm font-semibold text-[var(--color-on-secondary)] aria-disabled:opacity-60'
        }
      >
        {inscrito ? ALERT_TEXT.cancelar : ALERT_TEXT.pedir}
      </button>
      <p
        role="status"
        className={note?.erro ? 'text-sm font-semibold text-red-800' : inscrito ? 'text-sm text-green-800' : 'text-sm'}
      >
        {note?.mensagem ?? (inscrito ? ALERT_TEXT.ativo : '')}
      </p>
    </div>
  );
}
