import type { Order } from '@/lib/contract/order-read';
import type { PaymentMethod } from '@/lib/contract/supplier';

import { ActionForm } from './action-form';
import { changePaymentAction } from './actions';

/** Statuses in which the buyer may still pay another way (the API has the last word). */
const UNPAID = new Set<Order['status']>(['AGUARDANDOPAGAMENTO', 'ENVIADO']);

/**
 * 'Trocar forma de pagamento' (PUT /v4/orders/payment-method/…): an unpaid order moves to another of
 * the supplier's methods. A credit card needs the card form of the checkout, so it is not offered here.
 */
export function ChangePayment({ order, formas }: { order: Order; formas: readonly PaymentMethod[] }) {
  if (!UNPAID.has(order.status) || order.pagamento.status === 'PAGO' || order.orcamento) return null;
  const options = formas.filter((f) => f.idformapagto !== order.pagamento.idformapagto && f.tipo !== 'CARTAO_CREDITO');
  if (options.length === 0) return null;
  return (
    <details className="rounded border border-gray-300 p-3">
      <summary className="cursor-pointer font-semibold">Trocar forma de pagamento</summary>
      <ActionForm action={changePaymentAction} className="mt-3 flex flex-col gap-3">
        <input type="hidden" name="numpedido" value={order.numpedido} />
        <label className="flex max-w-sm flex-col gap-1">
          <span>Nova forma de pagamento</span>
          <select name="idformapagto" required defaultValue="" className="rounded border border-gray-500 p-2">
            <option value="" disabled>
              Escolha…
            </option>
            {options.map((f) => (
              <option key={f.idformapagto} value={f.idformapagto}>
                {f.descricao}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="w-fit rounded border border-gray-500 px-4 py-2 font-semibold">
          Trocar forma de pagamento
        </button>
      </ActionForm>
    </details>
  );
}
