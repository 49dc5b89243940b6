import type { CreditSummary } from '@/components/account/credit-summary';
import { defineRouteHandler } from '@/lib/actions/define-route-handler';
import { checkoutOwner } from '@/lib/checkout/server';
import { getInvoicesResult } from '@/lib/commerce/invoice';
import { currentAccount } from '@/lib/session/server';

export const dynamic = 'force-dynamic';

const PRIVATE = { 'cache-control': 'private, no-store' };

/**
 * The header's credit line (spec 9 "invoices and user data load 1 s after login"): the
 * logged-in client's limits, read through the session. 204 when there is no client session or the
 * API cannot answer: the header then shows nothing.
 */
export const GET = defineRouteHandler({
  tenant: 'supplier',
  notFound: () => new Response(null, { status: 404, headers: PRIVATE }),
  handle: async ({ supplier }) => {
    const account = await currentAccount(supplier.idfornecedor);
    if (account.status !== 'cliente') return new Response(null, { status: 204, headers: PRIVATE });
    const r = await getInvoicesResult(checkoutOwner(account, supplier));
    if (!r.ok) return new Response(null, { status: 204, headers: PRIVATE });
    const summary: CreditSummary = {
      limiteTotal: r.data.limite_credito_total,
      limiteDisponivel: r.data.limite_credito_disponivel,
      totalVencido: r.data.total_vencido,
    };
    return Response.json(summary, { headers: PRIVATE });
  },
});
