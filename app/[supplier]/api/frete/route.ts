import { z } from 'zod';

import { defineRouteHandler } from '@/lib/actions/define-route-handler';
import { estimateFreightByCep } from '@/lib/commerce/delivery-methods';
import { tooManyRequestsJson } from '@/lib/commerce/rate-limit';
import { deliveryTypeSchema } from '@/lib/contract/common';
import { cepParam, DELIVERY_METHOD_MESSAGES, freightByCepBodySchema } from '@/lib/contract/delivery-methods';
import type { FreightAnswer } from '@/lib/delivery/freight-estimate';
import { catalogViewer } from '@/lib/session/viewer';

export const dynamic = 'force-dynamic';

const PRIVATE = { 'cache-control': 'private, no-store' };

const bodySchema = freightByCepBodySchema.extend({
  cep: cepParam,
  tipoEntrega: deliveryTypeSchema.default('DELIVERY'),
});

/**
 * POST <base>/api/frete {cep, tipoEntrega, produtos} — the cart page's freight estimate (POST
 * /v4/app/formas-entrega/{idfornecedor}/{cep}), priced with the shopper's payment method. Same
 * origin only. Nothing found: `formas: []` with the API's `Mensagem`; the call failing: 'Falha ao
 * consultar agendamentos' (a refusal of the API: its own message).
 */
export const POST = defineRouteHandler<'headers', { supplier: string }, z.output<typeof bodySchema>>({
  tenant: 'headers',
  body: bodySchema,
  invalid: (error) =>
    Response.json(
      {
        ok: false,
        mensagem: error.issues[0]?.message ?? DELIVERY_METHOD_MESSAGES.cepObrigatorio,
      } satisfies FreightAnswer,
      { status: 400, headers: PRIVATE },
    ),
  handle: async ({ idfornecedor, base, body }) => {
    const { idformapagamento } = await catalogViewer(idfornecedor);
    const r = await estimateFreightByCep(idfornecedor, body.cep, body.produtos, {
      tipoEntrega: body.tipoEntrega,
      ...(idformapagamento ? { idformapagamento } : {}),
    });
    if (!r.ok) {
      if (r.status === 429) return tooManyRequestsJson(base, r.mensagem);
      const mensagem = r.status >= 400 && r.status < 500 ? r.mensagem : DELIVERY_METHOD_MESSAGES.falhaAgendamentos;
      return Response.json({ ok: false, mensagem } satisfies FreightAnswer, {
        status: r.status >= 500 ? 502 : r.status,
        headers: PRIVATE,
      });
    }
    const answer: FreightAnswer = {
      ok: true,
      mensagem: r.data.formasEntrega.length === 0 ? (r.data.Mensagem ?? DELIVERY_METHOD_MESSAGES.nenhumaForma) : null,
      formas: r.data.formasEntrega.map((m) => ({
        idformaentrega: m.idformaentrega,
        descricao: m.descricao,
        valor: m.valor,
        prazoDias: m.prazoDias,
        agendado: m.agendamento.length > 0,
        primeiroHorario: m.expressa ? (m.agendamento[0]?.janelas[0]?.rotulo ?? null) : null,
        faltaParaFreteGratis: m.faltaParaFreteGratis,
      })),
    };
    return Response.json(answer, { headers: PRIVATE });
  },
});
