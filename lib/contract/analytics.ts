import { z } from 'zod';

import { idOuSlug } from './common';
import { defineEndpoint } from './endpoint';

/** Body of POST /v4/log/google-analytics/{idfornecedor}: one analytics event mirrored to the supplier's log. */
export const analyticsEventBodySchema = z.object({
  evento: z.string({ message: 'Evento obrigatório' }).min(1, 'Evento obrigatório').max(100, 'Evento inválido'),
  parametros: z
    .record(z.string().max(100), z.union([z.string().max(1000), z.number(), z.boolean(), z.null()]))
    .optional(),
});
export type AnalyticsEventBody = z.infer<typeof analyticsEventBodySchema>;

/** `registrado` false: the supplier does not send GA4 events or the shopper refused performance cookies (nothing kept). */
export const analyticsEventResponseSchema = z.object({ registrado: z.boolean() });

export const analyticsEndpoints = {
  logAnalyticsEvent: defineEndpoint({
    method: 'POST',
    path: '/v4/log/google-analytics/{idfornecedor}',
    summary:
      'Registra um evento GA4 no log do fornecedor; só guardado com a tag enable-google-analytics-ga4-version-tag-events e sem X-Cookie-Performance: false (senão registrado: false).',
    tags: ['Analytics'],
    session: 'none',
    params: z.object({ idfornecedor: idOuSlug }),
    body: analyticsEventBodySchema,
    response: analyticsEventResponseSchema,
  }),
};
