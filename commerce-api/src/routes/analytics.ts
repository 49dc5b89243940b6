import { analyticsEndpoints } from '../../../lib/contract/analytics';
import { getSupplierRow } from '../domain/suppliers';
import { defineRoute } from '../http/router';

export const analyticsRoutes = [
  defineRoute(analyticsEndpoints.logAnalyticsEvent, async ({ db, params }) => {
    await getSupplierRow(db, params.idfornecedor);
    return { registrado: true as const };
  }),
];
