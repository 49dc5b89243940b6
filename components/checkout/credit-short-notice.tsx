'use client';

import { useCheckout } from './checkout-form';

/**
 * Shown while credit on terms does not cover the total (the message comes from the server). In the first load
 * with the form: the submit button's description points at its id.
 */
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
