import { NextResponse } from 'next/server';

import { isApiRefusal } from '@/lib/actions/define-action';
import { defineRouteHandler } from '@/lib/actions/define-route-handler';
import { lookupCep } from '@/lib/commerce/addresses';
import { ADDRESS_MESSAGES, type CepLookupBody } from '@/lib/contract';
import { isValidCep, normalizeCep } from '@/lib/rules/cep';

const NO_STORE = { 'cache-control': 'private, no-store' };

const json = (body: CepLookupBody, status = 200) => NextResponse.json(body, { status, headers: NO_STORE });

/**
 * GET <base>/api/cep/{cep} — the address form's CEP look-up: street, district, city, state and
 * coordinates from the commerce API (GET /v4/cep/{cep}). 400 'CEP inválido', 404 'CEP não
 * encontrado'; an API refusal (a 429 too) answers its own message and status, anything else 502.
 * No session needed; the tenant comes only from the middleware's headers.
 */
export const GET = defineRouteHandler<'headers', { supplier: string; cep: string }>({
  tenant: 'headers',
  notFound: () => json({ ok: false, mensagem: 'Loja não encontrada' }, 404),
  onError: (error) =>
    isApiRefusal(error)
      ? json({ ok: false, mensagem: error.message }, error.status)
      : json({ ok: false, mensagem: 'Não foi possível consultar o CEP agora. Preencha o endereço manualmente.' }, 502),
  handle: async ({ idfornecedor, params }) => {
    const cep = normalizeCep(params.cep.slice(0, 20));
    if (!isValidCep(cep)) return json({ ok: false, mensagem: ADDRESS_MESSAGES.cepInvalido }, 400);
    const hit = await lookupCep(cep, idfornecedor);
    if (!hit) return json({ ok: false, mensagem: ADDRESS_MESSAGES.cepNaoEncontrado }, 404);
    return json({
      ok: true,
      cep: hit.cep,
      rua: hit.rua,
      bairro: hit.bairro,
      cidade: hit.cidade,
      uf: hit.uf,
      pais: hit.pais,
      lat: hit.lat,
      lng: hit.lng,
    });
  },
});
