'use server';

import { cookies } from 'next/headers';
import { z } from 'zod';

import { defineAction, formData, ignoreFailure } from '@/lib/actions/define-action';
import { getPaymentMethods } from '@/lib/commerce/suppliers';
import { PAYMENT_METHOD_COOKIE, paymentMethodCookieOptions } from '@/lib/payment-method/preference';
import { isSecureContext } from '@/lib/session/config';
import { cookieContext } from '@/lib/session/server';

/**
 * The side menu's payment method: remembered per supplier so the catalog is priced with it
 * (support-price-variance-by-payment). Only a method the supplier offers is kept; '' clears it.
 */
export const choosePaymentMethodAction = defineAction({
  input: formData(z.object({ idformapagamento: z.string().max(64).default('') })),
  session: 'supplier',
  fallback: 'Não foi possível escolher a forma de pagamento',
  reply: ignoreFailure,
  run: async ({ input: { idformapagamento }, supplier, base }): Promise<void> => {
    const jar = await cookies();
    const ctx = await cookieContext();
    const wanted = idformapagamento.trim().toLowerCase();
    const offered = (await getPaymentMethods(supplier.idfornecedor)).some((m) => m.idformapagto === wanted);
    if (!offered) {
      jar.delete({ name: PAYMENT_METHOD_COOKIE, path: paymentMethodCookieOptions(base, true).path });
      return;
    }
    jar.set(PAYMENT_METHOD_COOKIE, wanted, paymentMethodCookieOptions(base, isSecureContext(ctx)));
  },
});
