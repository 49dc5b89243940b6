import 'server-only';

import { noticeKeyOf } from '@/components/order/notices';
import { defineRouteHandler } from '@/lib/actions/define-route-handler';
import { checkoutOwner, orderNumberParam } from '@/lib/checkout/server';
import { fileResponse, refusedDownload } from '@/lib/commerce/file-download';
import { getDanfe, getNfeXml } from '@/lib/commerce/invoice';
import { currentAccount } from '@/lib/session/server';
import { supplierHref } from '@/lib/supplier-url';

/** The NF-e of an order as a download (DANFE PDF or XML), through the logged-in client's session. */
export function orderDocument(kind: 'danfe' | 'xml') {
  return defineRouteHandler<'supplier', { supplier: string; numpedido: string }>({
    tenant: 'supplier',
    handle: async ({ supplier, base, params, request }) => {
      const numpedido = orderNumberParam(params.numpedido);
      if (numpedido === null) return new Response('Pedido não encontrado', { status: 404 });
      const page = supplierHref(base, `/conta/pedidos/${numpedido}`);
      const account = await currentAccount(supplier.idfornecedor);
      if (account.status !== 'cliente') {
        return new Response(null, {
          status: 303,
          headers: {
            location: supplierHref(base, `/entrar?voltar=${encodeURIComponent(`/conta/pedidos/${numpedido}`)}`),
          },
        });
      }
      const owner = checkoutOwner(account, supplier);
      const r = kind === 'danfe' ? await getDanfe(owner, numpedido) : await getNfeXml(owner, numpedido);
      if (!r.ok) return refusedDownload(request, page, r, noticeKeyOf);
      return fileResponse(r.data, kind === 'danfe' ? `danfe-${numpedido}.pdf` : `nfe-${numpedido}.xml`);
    },
  });
}
