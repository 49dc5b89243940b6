import { notificationEndpoints } from '../../../lib/contract/notification';
import { getPreferences, setPreferences } from '../domain/notification/preferences';
import { unsubscribe } from '../domain/notification/unsubscribe';
import { defineRoute } from '../http/router';

/** Order notification emails: the account's preferences and the one-click unsubscribe (decision 0050). */
export const notificationRoutes = [
  defineRoute(notificationEndpoints.getNotificationPreferences, ({ db, auth }) => getPreferences(db, auth)),
  defineRoute(notificationEndpoints.updateNotificationPreferences, ({ db, auth, body }) =>
    setPreferences(db, auth, body.ativas),
  ),
  defineRoute(notificationEndpoints.unsubscribeNotification, ({ db, body }) => unsubscribe(db, body.token)),
];
