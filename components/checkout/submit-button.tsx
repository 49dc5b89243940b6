'use client';

import { useFormStatus } from 'react-dom';

import { useCheckout } from './checkout-form';
import { SubmitButtonView, submitDescribedBy } from './submit-button-view';

/**
 * 'Finalizar pedido' (or 'Enviar orçamento'). While the order is on its way the button says so
 * beside it and ignores clicks (the form ignores a second submit too); its name stays the same.
 * Disabled with the reason beside it when the order cannot go (`motivoId`: an unapproved
 * registration) or when credit on terms does not cover the total. Loaded after the page
 * (LazySubmitButton, decision 0054).
 */
export function SubmitButton({
  label,
  quoteLabel,
  motivoId,
  creditoId,
}: {
  label: string;
  quoteLabel?: string;
  motivoId: string | null;
  creditoId: string | null;
}) {
  const { pending: posting } = useFormStatus();
  const { pending, bloqueio, state } = useCheckout();
  const busy = pending || posting || !!state?.ok;
  return (
    <SubmitButtonView
      label={label}
      quoteLabel={quoteLabel}
      disabled={!!motivoId || bloqueio !== null}
      busy={busy}
      status={busy && !state?.ok ? 'Enviando seu pedido…' : ''}
      describedBy={submitDescribedBy(motivoId, bloqueio, creditoId)}
      onClick={(e) => {
        if (busy) e.preventDefault();
      }}
    />
  );
}
