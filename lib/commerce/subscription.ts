import 'server-only';

import { subscriptionClientEndpoints, type Subscription, type SubscriptionDetail } from '@/lib/contract/subscription';

import { commerceCall, commerceCallOrNull, commerceCallResult, type CallOutcome } from './call';
import { noStore, ownerAuth, type Owner } from './owner';

/**
 * The client's subscriptions (spec 2 "Subscription detail and cancel", 7 Subscriptions),
 * declared in lib/contract/subscription.ts. The subscription types of the cart are in ./cart.ts
 * (listSubscriptionTypes). Server only.
 */

/** GET /v4/subscription/list/{idfornecedor}/{idcliente}: active first, then cancelled. */
export async function listSubscriptions(owner: Owner): Promise<Subscription[]> {
  const r = await commerceCall(
    subscriptionClientEndpoints.listSubscriptions,
    { params: { idfornecedor: owner.idfornecedor, idcliente: owner.idcliente }, auth: ownerAuth(owner) },
    noStore(owner.idfornecedor),
  );
  return r.assinaturas;
}

/** GET /v4/subscription/get/{idassinatura}: with the history of generated orders; null when unknown or not the client's. */
export function getSubscription(owner: Owner, idassinatura: string): Promise<SubscriptionDetail | null> {
  return commerceCallOrNull(
    subscriptionClientEndpoints.getSubscription,
    { params: { idassinatura }, auth: ownerAuth(owner) },
    noStore(owner.idfornecedor),
  );
}

/** DELETE /v4/subscription/cancel/{idassinatura}: failures as data (the confirmation dialog shows the message). */
export function cancelSubscription(
  owner: Owner,
  idassinatura: string,
): Promise<CallOutcome<typeof subscriptionClientEndpoints.cancelSubscription>> {
  return commerceCallResult(
    subscriptionClientEndpoints.cancelSubscription,
    { params: { idassinatura }, auth: ownerAuth(owner) },
    noStore(owner.idfornecedor),
  );
}

export { SUBSCRIPTION_MESSAGES, SUBSCRIPTION_STATUS_LABELS } from '@/lib/contract/subscription';
export type { Subscription, SubscriptionDetail };
