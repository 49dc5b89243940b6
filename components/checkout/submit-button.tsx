'use client';

import { useFormStatus } from 'react-dom';

import { useCheckout } from './checkout-form';

/**
 * 'Finalizar pedido' (or 'Enviar orçamento'). While the order is on its way the button says so
 * beside it and ignores clicks (the form ignores a second submit too); its name stays the same.
 * Disabled with the reason beside it when the order cannot go (`motivoId`: an unapproved
 * registration) or when credit on terms does not cover the total.
 */
export function SubmitButton({
  label,
  quoteLabel,
  motivoId,
  creditoId,
}: {
  label: string;
  /** Where the buyer may send the cart as a quote (QuoteChoice): the label once it is chosen (globals.css). */
  quoteLabel?: string;
  motivoId: string | null;
  creditoId: string | null;
}) {
  const { pending: posting } = useFormStatus();
  const { pending, bloqueio, state } = useCheckout();
  const busy = pending || posting || !!state?.ok;
  const describedBy = motivoId ?? (bloqueio === 'credito' ? creditoId : null);
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button
        type="submit"
        disabled={!!motivoId || bloqueio !== null}
        aria-disabled={busy || undefined}
        aria-describedby={describedBy ?? undefined}
        onClick={(e) => {
          if (busy) e.preventDefault();
        }}
        className="rounded bg-primary px-6 py-3 text-lg font-bold text-on-primary focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-50 aria-disabled:cursor-progress aria-disabled:opacity-70"
      >
        {quoteLabel ? (
          <>
            <span data-so-compra="">{label}</span>
            <span data-so-orcamento="">{quoteLabel}</span>
          </>
        ) : (
          label
        )}
      </button>
      <span role="status" className="text-sm font-semibold">
        {busy && !state?.ok ? 'Enviando seu pedido…' : ''}
      </span>
    </div>
  );
}
