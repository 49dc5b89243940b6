import 'server-only';

import { z } from 'zod';

import { logUnexpected } from '@/lib/actions/define-action';
import { defineRouteHandler } from '@/lib/actions/define-route-handler';
import { rateLimitSeeOther } from '@/lib/commerce/rate-limit';
import type { Supplier } from '@/lib/contract';
import { sanitizeReturnTo } from '@/lib/rules/return-to';
import { supplierHref } from '@/lib/supplier-url';

import { getSession, startSession } from './server';

/**
 * 303 to a same-supplier path. Relative Location on purpose: the browser resolves it on the
 * visitor's host (Next would resolve an app-relative redirect on its internal host).
 */
function seeOther(base: string, path: string): Response {
  return new Response(null, {
    status: 303,
    headers: { location: supplierHref(base, sanitizeReturnTo(path)), 'cache-control': 'no-store' },
  });
}

type NewSession = Parameters<typeof startSession>[1];

/**
 * The POST handler of a form (`idcliente`) that swaps this session for another one on the same
 * supplier (a representative acting for a client, a principal switching to a linked user). Same
 * origin only; 404 outside a supplier; 400 without a form naming the client. `authorize` checks
 * who is asking: null sends them to the login page (back to `loginReturnTo`); otherwise it answers the
 * API call that opens the session as `idcliente`. Success → the new cookie and the home; an API
 * failure → `failurePath` (a 429 → too-many-request).
 */
export function switchSession({
  loginReturnTo,
  failurePath,
  authorize,
}: {
  loginReturnTo: string;
  failurePath: string;
  authorize: (supplier: Supplier) => Promise<((idcliente: string) => Promise<NewSession>) | null>;
}) {
  return defineRouteHandler({
    tenant: 'supplier',
    notFound: () => new Response('Fornecedor não encontrado', { status: 404 }),
    body: z.object({ idcliente: z.string({ message: 'Informe o cliente' }) }),
    onError: (error, { base }) => {
      const limited = rateLimitSeeOther(error, base);
      if (limited) return limited;
      logUnexpected(error, 'identidade');
      return seeOther(base, failurePath);
    },
    handle: async ({ supplier, base, body }) => {
      const open = await authorize(supplier);
      if (!open) return seeOther(base, `/entrar?voltar=${encodeURIComponent(loginReturnTo)}`);
      await startSession(await getSession(), await open(body.idcliente));
      return seeOther(base, '/');
    },
  });
}
