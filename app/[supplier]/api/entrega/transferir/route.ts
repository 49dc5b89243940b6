import { requestSupplier } from '@/lib/actions/context';
import { defineRouteHandler } from '@/lib/actions/define-route-handler';
import { readContext } from '@/lib/delivery/context';
import { readTransfer, saveDelivery } from '@/lib/delivery/server';
import { supplierHref } from '@/lib/supplier-url';

export const dynamic = 'force-dynamic';

/**
 * Arrival from another supplier (or the provider home) with a sealed delivery context (2-minute
 * link made by the storefront itself): stored in this supplier's cookie, then its home. A forged,
 * expired or foreign link is ignored.
 */
export const GET = defineRouteHandler({
  handle: async ({ request }) => {
    const ctx = await requestSupplier();
    const home = supplierHref(ctx?.base ?? '', '/');
    const t = new URL(request.url).searchParams.get('t') ?? '';
    const data = ctx ? await readTransfer(t) : null;
    if (ctx && data && data.idfornecedor.toLowerCase() === ctx.supplier.idfornecedor.toLowerCase()) {
      await saveDelivery(readContext(data, ctx.supplier.idfornecedor, ctx.supplier.tag));
    }
    return new Response(null, { status: 303, headers: { location: home, 'cache-control': 'no-store' } });
  },
});
