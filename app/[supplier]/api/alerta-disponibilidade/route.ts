import { NextResponse } from 'next/server';
import { z } from 'zod';

import { defineRouteHandler } from '@/lib/actions/define-route-handler';
import { setAvailabilityAlert } from '@/lib/commerce/content';
import { tooManyRequestsJson } from '@/lib/commerce/rate-limit';
import { EMPTY_ID } from '@/lib/contract';
import { isActiveFor } from '@/lib/session/config';
import { getSession } from '@/lib/session/server';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const handler = (inscrever: boolean) =>
  defineRouteHandler<'headers', { supplier: string }, { idproduto: string }>({
    tenant: 'headers',
    body: z.object({ idproduto: z.string().regex(UUID) }),
    invalid: () => NextResponse.json({ erro: true, mensagem: 'Informe o produto' }, { status: 400 }),
    handle: async ({ idfornecedor, base, body: { idproduto } }) => {
      // The session supplies the customer's token and id; a visitor has neither (→ 401).
      const session = await getSession().catch(() => null);
      const active = !!session && isActiveFor(session, idfornecedor);
      const input = {
        idfornecedor,
        idproduto,
        idcliente: (active && session?.idcliente) || EMPTY_ID,
        token: active ? (session?.token ?? null) : null,
      };
      const result = await setAvailabilityAlert(input, inscrever);
      if (result.ok) return NextResponse.json(result.body);
      // HTTP 429: the client goes to the too-many-request page (`destino`).
      if (result.status === 429) return tooManyRequestsJson(base, result.mensagem);
      return NextResponse.json({ erro: true, mensagem: result.mensagem }, { status: result.status });
    },
  });

/**
 * POST <base>/api/alerta-disponibilidade {idproduto} → API /v4/notificacao/alerta-disponibilidade;
 * DELETE cancels it (…/remove). Same origin only. Without a session the API answers 401 'Faça login
 * para continuar' (passed through).
 */
export const POST = handler(true);
export const DELETE = handler(false);
