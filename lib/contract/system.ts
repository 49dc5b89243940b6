import { z } from 'zod';

import { defineEndpoint } from './endpoint';

const tags = ['Sistema'];

export const healthResponseSchema = z.object({ status: z.literal('ok'), banco: z.enum(['pglite', 'postgres']) });

export const systemEndpoints = {
  health: defineEndpoint({
    method: 'GET',
    path: '/health',
    summary: 'Estado do serviço e do banco.',
    tags,
    session: 'none',
    response: healthResponseSchema,
  }),
  openApi: defineEndpoint({
    method: 'GET',
    path: '/openapi.json',
    summary: 'Documento OpenAPI 3.1 gerado dos descritores de lib/contract.',
    tags,
    session: 'none',
    response: z.record(z.string(), z.unknown()),
  }),
};
