import 'server-only';

import { notificationEndpoints, type OrderNotificationKind } from '@/lib/contract/notification';

import { commerceCall, type CallOptions } from './call';

/** Order notification emails (decision 0050): the account's preferences and the unsubscribe link. */
const options = (idfornecedor: string): CallOptions => ({ idfornecedor, cache: 'no-store' });
const fromAction = (idfornecedor: string): CallOptions => ({ ...options(idfornecedor), onRateLimit: 'throw' });

export function getNotificationPreferences(token: string, idfornecedor: string) {
  return commerceCall(notificationEndpoints.getNotificationPreferences, { auth: { token } }, options(idfornecedor));
}

export function updateNotificationPreferences(token: string, idfornecedor: string, ativas: OrderNotificationKind[]) {
  return commerceCall(
    notificationEndpoints.updateNotificationPreferences,
    { auth: { token }, body: { ativas } },
    fromAction(idfornecedor),
  );
}

export function unsubscribeNotification(token: string, idfornecedor: string) {
  return commerceCall(notificationEndpoints.unsubscribeNotification, { body: { token } }, options(idfornecedor));
}
