import { requestSupplier } from '@/lib/actions/context';
import { defineRouteHandler } from '@/lib/actions/define-route-handler';
import { logout } from '@/lib/commerce/identity';
import { isRateLimited, rateLimitResponse, rateLimitSeeOther } from '@/lib/commerce/rate-limit';
import { getSession } from '@/lib/session/server';
import { supplierHref } from '@/lib/supplier-url';

export const dynamic = 'force-dynamic';

/**
 * Logout (user, representative, linked user): ends the API session (the token stops working at
 * once), clears the cookie and goes to the supplier home. POST only, same origin only.
 */
export const POST = defineRouteHandler({
  handle: async ({ request }) => {
    const ctx = await requestSupplier();
    const session = await getSession();
    let limited: unknown = null;
    if (session.token && ctx) {
      try {
        await logout(session.token, ctx.supplier.idfornecedor);
      } catch (error) {
        // The API session may already be gone; the cookie goes anyway. A 429 still ends on the
        // too-many-request page.
        if (isRateLimited(error)) limited = error;
      }
    }
    session.destroy();
    const base = ctx?.base ?? '';
    const home = supplierHref(base, '/');
    const json = request.headers.get('accept')?.includes('application/json');
    if (limited) return (json ? rateLimitResponse(limited, base) : rateLimitSeeOther(limited, base))!;
    if (json) {
      return Response.json({ sucesso: true, destino: home }, { headers: { 'cache-control': 'no-store' } });
    }
    return new Response(null, { status: 303, headers: { location: home, 'cache-control': 'no-store' } });
  },
});
