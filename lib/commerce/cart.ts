import 'server-only';

import { cache } from 'react';

import { cartEndpoints, NO_SUBSCRIPTION, type Cart, type CartItemInput } from '@/lib/contract/cart';
import { subscriptionEndpoints, type SubscriptionType } from '@/lib/contract/subscription';

import { commerceCall, commerceCallResult, type CallOutcome } from './call';
import { noStore, ownerAuth, type Owner } from './owner';

/**
 * Cart calls (spec 7 "Cart"), declared in lib/contract/cart.ts. Server only: the
 * session token never reaches the browser. `owner` is the session and the client whose cart it is
 * (a representative's client, a linked user's own cart).
 */

export type CartOptions = {
  idformapagamento?: string;
  idtipoassinatura?: string;
  tipoentrega?: 'DELIVERY' | 'RETIRADA';
};

/** The cart as the API computes it now. */
export function getCart(owner: Owner, opts: CartOptions = {}): Promise<CallOutcome<typeof cartEndpoints.getCart>> {
  return commerceCallResult(
    cartEndpoints.getCart,
    {
      params: { idcliente: owner.idcliente },
      query: { idfornecedor: owner.idfornecedor, canalVenda: 'WEB', ...opts },
      auth: ownerAuth(owner),
    },
    noStore(owner.idfornecedor, 'throw'),
  );
}

export type SaveCartInput = {
  itens: CartItemInput[];
  /** Absent: keep the saved coupon; null: remove it. */
  codigoCupom?: string | null;
  idtipoassinatura?: string;
  idformapagamento?: string;
  cupomAplicacaoAutomatica?: boolean;
};

/** Saves the whole cart (lines not sent are removed) and answers it recomputed by the API. */
export function saveCart(owner: Owner, input: SaveCartInput): Promise<CallOutcome<typeof cartEndpoints.saveCart>> {
  const { itens, codigoCupom, idtipoassinatura, idformapagamento, cupomAplicacaoAutomatica } = input;
  return commerceCallResult(
    cartEndpoints.saveCart,
    {
      params: { idcliente: owner.idcliente },
      query: {
        idfornecedor: owner.idfornecedor,
        canalVenda: 'WEB',
        ...(idformapagamento ? { idformapagamento } : {}),
        ...(idtipoassinatura ? { idtipoassinatura } : {}),
        ...(cupomAplicacaoAutomatica !== undefined
          ? { cupomAplicacaoAutomatica: String(cupomAplicacaoAutomatica) as 'true' | 'false' }
          : {}),
      },
      body: { cartItens: itens, ...(codigoCupom !== undefined ? { codigoCupom } : {}) },
      auth: ownerAuth(owner),
    },
    noStore(owner.idfornecedor, 'throw'),
  );
}

/** The customer ends the attendant's negotiation: attendant prices dropped, cart recomputed. */
export function unlockCart(
  owner: Owner,
  idformapagamento?: string,
): Promise<CallOutcome<typeof cartEndpoints.unlockCart>> {
  return commerceCallResult(
    cartEndpoints.unlockCart,
    {
      params: { idcliente: owner.idcliente },
      query: { idfornecedor: owner.idfornecedor, canalVenda: 'WEB', ...(idformapagamento ? { idformapagamento } : {}) },
      auth: ownerAuth(owner),
    },
    noStore(owner.idfornecedor, 'throw'),
  );
}

/** The supplier's subscription types (empty when it has none). */
export const listSubscriptionTypes = cache(
  async (idfornecedor: string): Promise<{ tipos: SubscriptionType[]; label: string | null }> => {
    return commerceCall(
      subscriptionEndpoints.listSubscriptionTypes,
      { params: { idfornecedor } },
      {
        idfornecedor,
        cache: { revalidate: 60, tags: [`supplier:${idfornecedor}`, `supplier:${idfornecedor}:subscriptions`] },
      },
    );
  },
);

export { NO_SUBSCRIPTION };
export type { Cart };
