import type { MouseEvent } from 'react';

/**
 * The markup of 'Finalizar pedido' (or 'Enviar orçamento') and its status: what SubmitButton renders, and what
 * the page renders on the server, as before any submit, until its chunk arrives (decision 0054). No ids.
 */
export function SubmitButtonView({
  label,
  quoteLabel,
  disabled,
  busy,
  status,
  describedBy,
  onClick,
}: {
  label: string;
  /** Where the buyer may send the cart as a quote (QuoteChoice): the label once it is chosen (globals.css). */
  quoteLabel?: string;
  disabled: boolean;
  /** The order is on its way (or placed): clicks are ignored. */
  busy: boolean;
  status: string;
  describedBy: string | null;
  onClick?: (e: MouseEvent<HTMLButtonElement>) => void;
}) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button
        type="submit"
        disabled={disabled}
        aria-disabled={busy || undefined}
        aria-describedby={describedBy ?? undefined}
        onClick={onClick}
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
        {status}
      </span>
    </div>
  );
}

/** What describes the button: the reason the order cannot go (`motivoId`), else the credit notice when short. */
export function submitDescribedBy(motivoId: string | null, bloqueio: 'credito' | null, creditoId: string | null) {
  return motivoId ?? (bloqueio === 'credito' ? creditoId : null);
}
