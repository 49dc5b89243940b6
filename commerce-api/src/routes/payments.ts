import { paymentEndpoints } from '../../../lib/contract/payment';
import { requireAdmin } from '../domain/identity/guards';
import { confirmPayment, createCardToken } from '../domain/payment';
import { defineRoute } from '../http/router';

/** Payments: the reference payment provider's card tokeniser and its back-office confirmation. */
export const paymentRoutes = [
  defineRoute(paymentEndpoints.generateCardToken, async ({ db, auth, body }) => createCardToken(db, auth, body)),

  defineRoute(paymentEndpoints.confirmPayment, async ({ db, params, rawHeaders }) => {
    requireAdmin(rawHeaders);
    return confirmPayment(db, params.numpedido);
  }),
];
