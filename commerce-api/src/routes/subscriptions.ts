import { subscriptionEndpoints } from '../../../lib/contract/subscription';
import { listSubscriptionTypes, subscriptionLabel } from '../domain/subscription/types';
import { getSupplierRow } from '../domain/suppliers';
import { defineRoute } from '../http/router';

/** Subscription types (issue 13). */
export const subscriptionRoutes = [
  defineRoute(subscriptionEndpoints.listSubscriptionTypes, async ({ db, params }) => {
    const f = await getSupplierRow(db, params.idfornecedor);
    const [tipos, label] = await Promise.all([listSubscriptionTypes(db, f.idfornecedor), subscriptionLabel(db, f.idfornecedor)]);
    return { tipos, label };
  }),
];
