'use client';

import { formatBRL } from '@/lib/rules/money';

import { useCheckout } from './checkout-form';
import { freightLabel } from './totals';

/** Freight of the chosen delivery method and the total, following the shopper's choice (the API's figures only). */
export function ReviewFigures({ retirada }: { retirada: boolean }) {
  const { formaEntrega, totals } = useCheckout();
  return (
    <>
      <dt>{retirada ? 'Retirada' : 'Frete'}</dt>
      <dd className="text-right" aria-label={retirada ? 'Retirada' : 'Frete'}>
        {formaEntrega ? freightLabel(totals.frete) : '—'}
      </dd>
      {totals.taxaConveniencia > 0 && (
        <>
          <dt>Taxa de conveniência</dt>
          <dd className="text-right">{formatBRL(totals.taxaConveniencia)}</dd>
        </>
      )}
      <dt className="text-lg font-bold">Total</dt>
      <dd className="text-right text-lg font-bold" aria-label="Total do pedido" aria-live="polite">
        {totals.total === null ? 'A definir' : formatBRL(totals.total)}
      </dd>
    </>
  );
}

/** Shown while credit on terms does not cover the total (the message comes from the server). */
export function CreditShortNotice({ id, mensagem }: { id: string; mensagem: string }) {
  const { bloqueio } = useCheckout();
  return (
    <p
      id={id}
      role={bloqueio === 'credito' ? 'alert' : undefined}
      className="text-sm font-semibold text-red-700 empty:hidden"
    >
      {bloqueio === 'credito' ? mensagem : ''}
    </p>
  );
}
