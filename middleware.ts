import type { NextRequest } from 'next/server';

import { productionTenantHandler } from '@/lib/tenant';

// Validates the env and builds the cached lookup once per server process.
const handle = productionTenantHandler();

export function middleware(request: NextRequest) {
  return handle(request);
}

export const config = {
  runtime: 'nodejs',
  matcher: [
    // Everything except Next internals, API-served images, the favicon, health checks and
    // files with an extension (static assets never reach supplier resolution).
    '/((?!_next/|superon/imagens/|favicon\\.ico$|api/health|.*\\.[A-Za-z0-9]{1,8}$).*)',
    // Per-supplier SEO files are served by app/[supplier]/sitemap.xml and robots.txt.
    '/sitemap.xml',
    '/robots.txt',
    '/:slug/sitemap.xml',
    '/:slug/robots.txt',
    // Cross-domain handoff: `/login-token/{code}/{email}` ends like a file (`….com.br`).
    '/login-token/:path*',
    '/:slug/login-token/:path*',
    // Any other path with a percent-escape (files, API images…; not Next internals): Next's router
    // answers a path it cannot decode with a 500 when no middleware runs; the tenant handler's is a 400.
    '/((?!_next/).*%.*)',
    // Next's image optimizer throws (a 500) on a local `url` it cannot decode: one holding a '%' comes here first.
    { source: '/_next/image', has: [{ type: 'query', key: 'url', value: '.*%.*' }] },
  ],
};
