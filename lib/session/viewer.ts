import 'server-only';

import { cookies } from 'next/headers';
import { cache } from 'react';

import type { CallAuth } from '@/lib/contract/endpoint';
import { PAYMENT_METHOD_COOKIE, readPaymentMethod } from '@/lib/payment-method/preference';

import { isActiveFor } from './config';
import { getSession } from './server';

/** Who the catalog is priced for, and whether its answers may be shared. */
export type CatalogViewer = {
  /** The session and the client it acts for (`<token>~<idcliente>`); undefined for a visitor. */
  auth?: CallAuth;
  /** Chosen payment method (support-price-variance-by-payment). */
  idformapagamento?: string;
  /** Answers are priced for this session: never cached for anyone else. */
  personal: boolean;
};

/**
 * The viewer of this request on a supplier, from the sealed cookie alone (no API call, so the
 * as-you-type suggestions can use it too): the client acted for — the represented client for a
 * representative, the principal for a linked user. A session the API no longer knows is priced
 * as a visitor by the API.
 */
export const catalogViewer = cache(async (idfornecedor: string): Promise<CatalogViewer> => {
  const [session, jar] = await Promise.all([getSession(), cookies()]);
  const idformapagamento = readPaymentMethod(jar.get(PAYMENT_METHOD_COOKIE)?.value) ?? undefined;
  if (!isActiveFor(session, idfornecedor) || !session.token) return { idformapagamento, personal: false };
  return {
    auth: { token: session.token, idcliente: session.idprincipal ?? session.idcliente ?? null },
    idformapagamento,
    personal: true,
  };
});
