import { cookies } from 'next/headers';

import { PostbackForm } from '@/components/ui/postback-form';
import { getPaymentMethods } from '@/lib/commerce/suppliers';
import type { Supplier } from '@/lib/contract';
import { PAYMENT_METHOD_COOKIE, readPaymentMethod } from '@/lib/payment-method/preference';
import { describeVariance } from '@/lib/rules/payment-method';

import { choosePaymentMethodAction } from './actions';
import { PaymentMethodSelect } from './payment-method-select';

export const PRICE_VARIANCE_TAG = 'support-price-variance-by-payment';

/**
 * The spec's side-menu payment method. Shown where it changes prices (the supplier varies them by
 * payment method); elsewhere the method is chosen at checkout.
 */
export async function PaymentMethodSelector({
  supplier,
  id = 'forma-pagamento',
}: {
  supplier: Pick<Supplier, 'idfornecedor' | 'tag'>;
  id?: string;
}) {
  if (!supplier.tag.includes(PRICE_VARIANCE_TAG)) return null;
  const [methods, jar] = await Promise.all([getPaymentMethods(supplier.idfornecedor), cookies()]);
  if (methods.length === 0) return null;
  const chosen = readPaymentMethod(jar.get(PAYMENT_METHOD_COOKIE)?.value) ?? '';
  const options = methods.map((m) => ({
    value: m.idformapagto,
    label: `${m.descricao}${describeVariance(m.variacao_preco_bp, m.descricao)}`,
  }));
  return (
    <PostbackForm
      action={choosePaymentMethodAction}

      className="flex min-w-0 flex-col gap-1 text-sm"
    >
      <label htmlFor={id} className="font-semibold">
        Forma de pagamento
      </label>
      <PaymentMethodSelect id={id} options={options} value={options.some((o) => o.value === chosen) ? chosen : ''} />
      <noscript>
        <button type="submit" className="mt-1 rounded border border-current px-2 py-1 text-sm font-semibold">
          Aplicar
        </button>
      </noscript>
    </PostbackForm>
  );
}
