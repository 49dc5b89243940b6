import { buildOpenApi } from '../../../lib/contract/openapi';
import { systemEndpoints } from '../../../lib/contract/system';
import { checkDatabase } from '../domain/health';
import { defineRoute, type Route } from '../http/router';

/** /health and /openapi.json (the document is built from the full registry, itself included). */
export function systemRoutes(all: () => readonly Route[]): Route[] {
  let cached: Record<string, unknown> | null = null;
  return [
    defineRoute(systemEndpoints.health, async ({ db }) => {
      await checkDatabase(db);
      return { status: 'ok' as const, banco: db.kind };
    }),
    defineRoute(systemEndpoints.openApi, async () => {
      cached ??= buildOpenApi(all().map((r) => r.endpoint));
      return cached;
    }),
  ];
}
