import 'server-only';

import { paymentEndpoints, type CardTokenBody } from '@/lib/contract/payment';

import { commerceCallResult, type CallOutcome } from './call';

/**
 * Payment (spec 5 "Pre-charge note", 7 generate-token), declared in
 * lib/contract/payment.ts. Server only. The card number goes from the checkout's server action to
 * the provider's tokeniser once and is never stored, returned or logged (decision 0020); the order
 * carries only the single-use token (30 minutes).
 *
 * The back-office confirmation (confirmPayment) is not the storefront's: `npm run demo:pagar`.
 */

/**
 * POST /v4/payment-sdk/generate-token. `session`: the session token, or the owner
 * `{ token, idcliente }` when acting for a client (the token belongs to the client the order is for).
 * Refusals (Luhn, expiry, CVV, brand: 400; too many cards: 429) come back as data.
 */
export function generateCardToken(
  session: string | { token: string; idcliente?: string },
  body: CardTokenBody,
): Promise<CallOutcome<typeof paymentEndpoints.generateCardToken>> {
  const auth =
    typeof session === 'string' ? { token: session } : { token: session.token, idcliente: session.idcliente ?? null };
  return commerceCallResult(
    paymentEndpoints.generateCardToken,
    { body, auth },
    {
      idfornecedor: body.idfornecedor,
      cache: 'no-store',
      onRateLimit: 'throw',
    },
  );
}

export { PAYMENT_MESSAGES, PRE_CHARGE_NOTE } from '@/lib/contract/payment';
export type { CardToken, CardTokenBody } from '@/lib/contract/payment';
