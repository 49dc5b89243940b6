import { noticeKeyOf } from '@/components/order/notices';
import { defineRouteHandler } from '@/lib/actions/define-route-handler';
import { checkoutOwner } from '@/lib/checkout/server';
import { fileResponse, refusedDownload } from '@/lib/commerce/file-download';
import type { getInvoiceBoleto } from '@/lib/commerce/invoice';
import { currentAccount } from '@/lib/session/server';
import { supplierHref } from '@/lib/supplier-url';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * GET <base>/api/faturas/{idfatura}/… — a PDF of one of the session's titles (the boleto, its 2ª via);
 * no session → login and back to /conta/faturas; refused → /conta/faturas with the API's message.
 */
export function titlePdfRoute(fetchPdf: typeof getInvoiceBoleto, fileName: (idfatura: string) => string) {
  return defineRouteHandler<'supplier', { supplier: string; idfatura: string }>({
    tenant: 'supplier',
    handle: async ({ supplier, base, params, request }) => {
      if (!UUID.test(params.idfatura)) return new Response('Fatura não encontrada', { status: 404 });
      const page = supplierHref(base, '/conta/faturas');
      const account = await currentAccount(supplier.idfornecedor);
      if (account.status !== 'cliente')
        return new Response(null, {
          status: 303,
          headers: { location: supplierHref(base, '/entrar?voltar=%2Fconta%2Ffaturas') },
        });
      const r = await fetchPdf(checkoutOwner(account, supplier), params.idfatura);
      if (!r.ok) return refusedDownload(request, page, r, noticeKeyOf);
      return fileResponse(r.data, fileName(params.idfatura));
    },
  });
}
