import { logout } from '@/lib/commerce/identity';
import { rejectForeignOrigin } from '@/lib/security/origin';
import { requestSupplier } from '@/lib/session/flow';
import { getSession } from '@/lib/session/server';
import { supplierHref } from '@/lib/supplier-url';

export const dynamic = 'force-dynamic';

/**
 * Logout (user, representative, linked user): ends the API session (the token stops working at
 * once), clears the cookie and goes to the supplier home. POST only, same origin only.
 */
export async function POST(request: Request): Promise<Response> {
  const refused = rejectForeignOrigin(request.headers);
  if (refused) return refused;
  const ctx = await requestSupplier();
  const session = await getSession();
  if (session.token && ctx) {
    try {
      await logout(session.token, ctx.supplier.idfornecedor);
    } catch {
      // The API session may already be gone; the cookie goes anyway.
    }
  }
  session.destroy();
  const home = supplierHref(ctx?.base ?? '', '/');
  if (request.headers.get('accept')?.includes('application/json')) {
    return Response.json({ sucesso: true, destino: home }, { headers: { 'cache-control': 'no-store' } });
  }
  return new Response(null, { status: 303, headers: { location: home, 'cache-control': 'no-store' } });
}
