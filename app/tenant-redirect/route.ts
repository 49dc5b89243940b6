import { headers } from 'next/headers';

import { REDIRECT_STATUS_HEADER, REDIRECT_TARGET_HEADER } from '@/lib/tenant/headers';

/**
 * Answers the middleware's cross-host redirects that Next.js would otherwise relativize (see
 * lib/tenant/handler.ts). Only reachable through the middleware's rewrite: the middleware strips
 * incoming copies of these headers, and a direct request never gets here with them set.
 */
async function handle(): Promise<Response> {
  const h = await headers();
  const target = h.get(REDIRECT_TARGET_HEADER);
  const status = h.get(REDIRECT_STATUS_HEADER) === '308' ? 308 : 307;
  let url: URL | null = null;
  try {
    url = target ? new URL(target) : null;
  } catch {
    url = null;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    return new Response('Página não encontrada', {
      status: 404,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    });
  }
  return new Response(null, { status, headers: { location: url.toString(), 'cache-control': 'no-store' } });
}

export const dynamic = 'force-dynamic';
export {
  handle as GET,
  handle as HEAD,
  handle as POST,
  handle as PUT,
  handle as PATCH,
  handle as DELETE,
  handle as OPTIONS,
};
