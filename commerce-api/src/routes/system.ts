import { z } from 'zod';
import { defineRoute, type Route } from '../http/router';
import { buildOpenApi } from '../openapi';

export const healthResponseSchema = z.object({ status: z.literal('ok'), banco: z.enum(['pglite', 'postgres']) });

/** /health and /openapi.json (the document is built from the full registry, itself included). */
export function systemRoutes(all: () => readonly Route[]): Route[] {
  let cached: Record<string, unknown> | null = null;
  return [
    defineRoute({
      method: 'GET',
      path: '/health',
      summary: 'Estado do serviço e do banco.',
      tags: ['Sistema'],
      response: healthResponseSchema,
      async handler({ db }) {
        await db.query('SELECT 1');
        return { status: 'ok' as const, banco: db.kind };
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/openapi.json',
      summary: 'Documento OpenAPI 3.1 gerado do registro de rotas e do contrato zod.',
      tags: ['Sistema'],
      response: z.record(z.string(), z.unknown()),
      async handler() {
        cached ??= buildOpenApi(all());
        return cached;
      },
    }),
  ];
}
