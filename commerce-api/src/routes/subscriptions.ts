import {
  subscriptionAdminEndpoints,
  subscriptionClientEndpoints,
  subscriptionEndpoints,
} from '../../../lib/contract/subscription';
import { now } from '../domain/clock';
import { requireAdmin } from '../domain/identity/guards';
import { generateDueSubscriptionOrders } from '../domain/subscription/job';
import { cancelSubscription, getSubscription, listSubscriptions } from '../domain/subscription/subscriptions';
import { listSubscriptionTypes, subscriptionLabel } from '../domain/subscription/types';
import { getSupplierRow } from '../domain/suppliers';
import { defineRoute } from '../http/router';

/** Subscription types; the client's subscriptions and the job's back-office trigger. */
export const subscriptionRoutes = [
  defineRoute(subscriptionEndpoints.listSubscriptionTypes, async ({ db, params }) => {
    const f = await getSupplierRow(db, params.idfornecedor);
    const [tipos, label] = await Promise.all([
      listSubscriptionTypes(db, f.idfornecedor),
      subscriptionLabel(db, f.idfornecedor),
    ]);
    return { tipos, label };
  }),

  defineRoute(subscriptionClientEndpoints.listSubscriptions, async ({ db, auth, params }) => ({
    assinaturas: await listSubscriptions(db, auth, await getSupplierRow(db, params.idfornecedor), params.idcliente),
  })),

  defineRoute(subscriptionClientEndpoints.getSubscription, async ({ db, auth, params }) =>
    getSubscription(db, auth, params.idassinatura),
  ),

  defineRoute(subscriptionClientEndpoints.cancelSubscription, async ({ db, auth, params }) =>
    cancelSubscription(db, auth, params.idassinatura, now()),
  ),

  defineRoute(subscriptionAdminEndpoints.generateSubscriptionOrders, async ({ db, body, rawHeaders }) => {
    requireAdmin(rawHeaders);
    return { geradas: await generateDueSubscriptionOrders(db, body.agora ? new Date(body.agora) : now()) };
  }),
];
