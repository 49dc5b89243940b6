import { analyticsEndpoints } from '../../../lib/contract/analytics';
import { GA4_TAG } from '../../../lib/rules/analytics';
import { recordAnalyticsEvent } from '../domain/analytics';
import { getSupplierRow } from '../domain/suppliers';
import { defineRoute } from '../http/router';

/**
 * GA4 events mirrored to the supplier's log: kept only for a supplier that sends GA4
 * events and a shopper who allowed performance cookies (X-Cookie-Performance, sent by the storefront
 * with every call); otherwise accepted and dropped (`registrado: false`).
 */
export const analyticsRoutes = [
  defineRoute(analyticsEndpoints.logAnalyticsEvent, async ({ db, params, body, rawHeaders }) => {
    const f = await getSupplierRow(db, params.idfornecedor);
    const performanceOff = String(rawHeaders['x-cookie-performance'] ?? '').toLowerCase() === 'false';
    if (!f.tags.includes(GA4_TAG) || performanceOff) return { registrado: false };
    await recordAnalyticsEvent(db, f.idfornecedor, body.evento, body.parametros);
    return { registrado: true };
  }),
];
