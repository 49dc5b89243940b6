import 'server-only';
import type { Supplier } from '@/lib/contract';
import { rateLimitSeeOther } from '@/lib/commerce/rate-limit';
import { sanitizeReturnTo } from '@/lib/rules/return-to';
import { rejectForeignOrigin } from '@/lib/security/origin';
import { supplierHref } from '@/lib/supplier-url';
import { failure, requestSupplier } from './flow';
import { getSession, startSession } from './server';

/**
 * 303 to a same-supplier path. Relative Location on purpose: the browser resolves it on the
 * visitor's host (Next would resolve an app-relative redirect on its internal host).
 */
export function seeOther(base: string, path: string): Response {
  return new Response(null, { status: 303, headers: { location: supplierHref(base, sanitizeReturnTo(path)), 'cache-control': 'no-store' } });
}

type NewSession = Parameters<typeof startSession>[1];

/**
 * A form POST (`idcliente`) that swaps this session for another one on the same supplier (a
 * representative acting for a client, a principal switching to a linked user). Same origin only;
 * 404 outside a supplier. `authorize` checks who is asking: null sends them to the login page
 * (back to `voltar`); otherwise it answers the API call that opens the session as `idcliente`.
 * Success → the new cookie and the home; an API failure → `seFalhar` (a 429 → too-many-request).
 */
export async function switchSession(
  request: Request,
  {
    voltar,
    seFalhar,
    authorize,
  }: {
    voltar: string;
    seFalhar: string;
    authorize: (supplier: Supplier) => Promise<((idcliente: string) => Promise<NewSession>) | null>;
  },
): Promise<Response> {
  const refused = rejectForeignOrigin(request.headers);
  if (refused) return refused;
  const ctx = await requestSupplier();
  if (!ctx) return new Response('Fornecedor não encontrado', { status: 404 });
  const open = await authorize(ctx.supplier);
  if (!open) return seeOther(ctx.base, `/entrar?voltar=${encodeURIComponent(voltar)}`);
  const idcliente = String((await request.formData()).get('idcliente') ?? '');
  try {
    await startSession(await getSession(), await open(idcliente));
    return seeOther(ctx.base, '/');
  } catch (error) {
    const limited = rateLimitSeeOther(error, ctx.base);
    if (limited) return limited;
    failure(error, '');
    return seeOther(ctx.base, seFalhar);
  }
}
