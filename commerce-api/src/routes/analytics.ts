import { z } from 'zod';
import { analyticsEventBodySchema, analyticsEventResponseSchema } from '../../../lib/contract';
import { getSupplierRow } from '../domain/suppliers';
import { defineRoute } from '../http/router';
import { idOuSlug } from './common';

export const analyticsRoutes = [
  defineRoute({
    method: 'POST',
    path: '/v4/log/google-analytics/{id}',
    summary: 'Registra um evento de analytics do fornecedor (aceito e descartado nesta implementação de referência).',
    tags: ['Analytics'],
    params: z.object({ id: idOuSlug }),
    body: analyticsEventBodySchema,
    response: analyticsEventResponseSchema,
    async handler({ db, params }) {
      await getSupplierRow(db, params.id);
      return { registrado: true as const };
    },
  }),
];
