import { noticeKeyOf } from '@/components/order/notices';
import { defineRouteHandler } from '@/lib/actions/define-route-handler';
import { checkoutOwner } from '@/lib/checkout/server';
import { fileResponse, refusedDownload } from '@/lib/commerce/file-download';
import { exportOrders } from '@/lib/commerce/invoice';
import { ORDER_STATUSES, type OrderStatus } from '@/lib/contract/order-status';
import { currentAccount } from '@/lib/session/server';
import { supplierHref } from '@/lib/supplier-url';

export const dynamic = 'force-dynamic';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * GET <base>/api/pedidos/exportar?formato=csv|xlsx&status=&de=&ate= — 'Exportar pedidos': the
 * client's orders (the list's filters) as a file for the ERP; refused → back to the list.
 */
export const GET = defineRouteHandler<'supplier', { supplier: string }>({
  tenant: 'supplier',
  handle: async ({ supplier, base, request }) => {
    const q = new URL(request.url).searchParams;
    const page = supplierHref(base, '/conta/pedidos');
    const account = await currentAccount(supplier.idfornecedor);
    if (account.status !== 'cliente')
      return new Response(null, {
        status: 303,
        headers: { location: supplierHref(base, '/entrar?voltar=%2Fconta%2Fpedidos') },
      });
    const status = q.get('status');
    const de = q.get('de');
    const ate = q.get('ate');
    const formato = q.get('formato') === 'xlsx' ? 'xlsx' : 'csv';
    const r = await exportOrders(checkoutOwner(account, supplier), {
      formato,
      ...(status && (ORDER_STATUSES as readonly string[]).includes(status) ? { status: status as OrderStatus } : {}),
      ...(de && DATE.test(de) ? { de } : {}),
      ...(ate && DATE.test(ate) ? { ate } : {}),
    });
    if (!r.ok) return refusedDownload(request, page, r, noticeKeyOf);
    return fileResponse(r.data, `pedidos.${formato}`);
  },
});
