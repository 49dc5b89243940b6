'use server';

import { redirect } from 'next/navigation';

import { defineAction, formData } from '@/lib/actions/define-action';
import { BUDGET_TAG, checkoutOwner, defaultPickupStore, orderPlace } from '@/lib/checkout/server';
import { acceptTerms } from '@/lib/commerce/identity';
import { checkDuplicateOrder, submitOrder } from '@/lib/commerce/order';
import { listOrderCharacteristics } from '@/lib/commerce/order-content';
import { generateCardToken } from '@/lib/commerce/payment';
import { tooManyRequestsHref } from '@/lib/commerce/rate-limit';
import { getPaymentMethods } from '@/lib/commerce/suppliers';
import { currentDelivery } from '@/lib/delivery/server';
import { absoluteOnVisitorOrigin } from '@/lib/session/flow';
import { supplierHref } from '@/lib/supplier-href';

import { newAttemptKey } from './attempt-key';
import type { CheckoutState } from './checkout-state';
import { FIELD } from './field-names';
import { checkoutFieldsSchema } from './order-payload';
import { placeOrder } from './place-order';

/**
 * Places the order of the checkout form. Works as the form's own action (no
 * JavaScript: success redirects to the confirmation page, a failure renders the form again with
 * the answer) and as a call from the form's script (`js=1`: the answer comes back). Card data is
 * used once, to tokenise the card, and never returned, stored or logged.
 */
export const placeOrderAction = defineAction({
  input: formData(checkoutFieldsSchema),
  session: 'customer',
  fallback:
    'Não foi possível enviar o pedido agora. Tente de novo em instantes: o mesmo pedido não será feito duas vezes.',
  scope: 'checkout',
  reply: (f): CheckoutState => ({
    ok: false,
    mensagem: f.erro,
    ...(f.campos ? { campos: f.campos } : {}),
    ...(f.destino ? { destino: f.destino } : {}),
  }),
  run: async ({ input, account, supplier, base }): Promise<CheckoutState> => {
    const owner = checkoutOwner(account, supplier);
    const [{ ctx }, formasPagamento, caracteristicas] = await Promise.all([
      currentDelivery(supplier),
      getPaymentMethods(supplier.idfornecedor),
      listOrderCharacteristics(supplier.idfornecedor),
    ]);
    const store = await defaultPickupStore(ctx, supplier.idfornecedor);
    const state = await placeOrder(
      input,
      {
        idfornecedor: supplier.idfornecedor,
        place: orderPlace(ctx, store),
        idapikeys: account.usuario.idapikeys,
        formasPagamento,
        caracteristicas,
        termosPendentes: !account.configuracoes.termosuso.aceito,
        orcamentoPossivel: supplier.tag.includes(BUDGET_TAG),
        now: new Date(),
        // The API's refusals name the items themselves (`itensName`).
        itensName: '',
      },
      {
        tokenizeCard: async (card) => {
          const r = await generateCardToken(
            { token: owner.token, idcliente: owner.idcliente },
            { idfornecedor: supplier.idfornecedor, ...card },
          );
          return r.ok ? { ok: true, token: r.data.token } : { ok: false, mensagem: r.mensagem };
        },
        acceptTerms: async () => {
          await acceptTerms(owner.token, owner.idcliente, supplier.idfornecedor);
        },
        submit: (body, key) => submitOrder(owner, body, key),
        checkDuplicate: async (body) => {
          const r = await checkDuplicateOrder(owner, body);
          return r.ok ? r.data : null;
        },
        orderHref: (numpedido) => supplierHref(base, `/submissao/${numpedido}`),
        newKey: newAttemptKey,
        rateLimitHref: tooManyRequestsHref(base),
      },
    );
    if (state?.ok && input[FIELD.js] !== '1') redirect(await absoluteOnVisitorOrigin(state.destino));
    return state;
  },
});
