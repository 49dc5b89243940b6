import 'server-only';

import type { DeliveryType } from '@/lib/contract';
import {
  deliveryMethodEndpoints,
  type DeliveryMethod,
  type DeliveryMethodsResponse,
  type FreightByCepBody,
} from '@/lib/contract/delivery-methods';

import { commerceCallResult, type CallOutcome } from './call';
import { noStore, ownerAuth, type Owner } from './owner';

/**
 * Delivery methods and freight (spec 4 "Delivery methods", 7 Orders), declared in
 * lib/contract/delivery-methods.ts. Server only: the session token never reaches the browser.
 * Both answer failures as data; "nothing found" is not a failure but an answer with an empty
 * `formasEntrega`, `Mensagem` and `openModal` (spec 4: the list is empty with a message and a flag
 * to open a modal).
 */

export type DeliveryMethodsOptions = {
  tipoEntrega: DeliveryType;
  /** DELIVERY: a saved address of the client (the primary one when absent). */
  idendereco?: string;
  /** RETIRADA: the pickup store (the supplier's default store when absent). */
  idloja?: string;
  idformapagamento?: string;
};

const defined = <T extends Record<string, unknown>>(o: T) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;

/** The methods for the client's saved cart at its address (or the store), first one active. */
export function listDeliveryMethods(
  owner: Owner,
  opts: DeliveryMethodsOptions,
): Promise<CallOutcome<typeof deliveryMethodEndpoints.listDeliveryMethods>> {
  const { tipoEntrega, idendereco, idloja, idformapagamento } = opts;
  return commerceCallResult(
    deliveryMethodEndpoints.listDeliveryMethods,
    {
      params: { idfornecedor: owner.idfornecedor },
      query: defined({ tipoEntrega, idendereco, idloja, idformapagamento }),
      auth: ownerAuth(owner),
    },
    noStore(owner.idfornecedor, 'throw'),
  );
}

export type FreightByCepOptions = {
  tipoEntrega?: DeliveryType;
  /** A point picked on a map wins over the CEP's. */
  lat?: number;
  lng?: number;
  idformapagamento?: string;
};

/**
 * Freight by CEP for a list of products (a visitor's cart: public prices). 400 for a bad CEP or no
 * products; 404 for a CEP nobody knows.
 */
export function estimateFreightByCep(
  idfornecedor: string,
  cep: string,
  produtos: FreightByCepBody['produtos'],
  opts: FreightByCepOptions = {},
): Promise<CallOutcome<typeof deliveryMethodEndpoints.estimateFreightByCep>> {
  const { tipoEntrega, lat, lng, idformapagamento } = opts;
  return commerceCallResult(
    deliveryMethodEndpoints.estimateFreightByCep,
    { params: { idfornecedor, cep }, query: defined({ tipoEntrega, lat, lng, idformapagamento }), body: { produtos } },
    noStore(idfornecedor, 'throw'),
  );
}

/** The active method of an answer (the first), or null. */
export function activeDeliveryMethod(answer: Pick<DeliveryMethodsResponse, 'formasEntrega'>): DeliveryMethod | null {
  return answer.formasEntrega.find((m) => m.ativo) ?? answer.formasEntrega[0] ?? null;
}

export type { DeliveryMethod, DeliveryMethodsResponse };
