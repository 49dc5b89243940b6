import { defineRouteHandler } from '@/lib/actions/define-route-handler';
import { logAnalyticsEvent } from '@/lib/commerce/analytics';
import { getSupplier } from '@/lib/commerce/suppliers';
import { analyticsEventBodySchema, type AnalyticsEventBody } from '@/lib/contract/analytics';
import { GA4_TAG } from '@/lib/rules/analytics';

/**
 * POST <base>/api/analytics {evento, parametros} — a GA4 event the page pushed, mirrored to the
 * supplier's log (POST /v4/log/google-analytics/{idfornecedor}). Same origin only; only for
 * suppliers with the GA4 tag. Always 204: the log is best effort and tells the browser nothing.
 */
export const POST = defineRouteHandler<'headers', { supplier: string }, AnalyticsEventBody>({
  tenant: 'headers',
  body: analyticsEventBodySchema,
  onError: () => new Response(null, { status: 204 }),
  handle: async ({ idfornecedor, body }) => {
    const supplier = await getSupplier(idfornecedor);
    if (supplier?.tag.includes(GA4_TAG)) await logAnalyticsEvent(supplier.idfornecedor, body);
    return new Response(null, { status: 204 });
  },
});
