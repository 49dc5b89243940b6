import { z } from 'zod';

import type { RecommendationsBody } from '@/components/recommendation/types';
import { defineRouteHandler } from '@/lib/actions/define-route-handler';
import { getRecommendations } from '@/lib/commerce/recommendation';
import { uuid } from '@/lib/contract/common';
import { RECOMMENDATION_TAG, recommendationViewSchema } from '@/lib/contract/recommendation';
import { currentAccount } from '@/lib/session/server';
import { catalogViewer } from '@/lib/session/viewer';

export const dynamic = 'force-dynamic';

const PRIVATE = { 'cache-control': 'private, no-store' };
const NONE: RecommendationsBody = { sucesso: false, produtos: [], sessao_id: null, possuiPreco: false };
const query = z.object({ visao: recommendationViewSchema, idproduto: uuid.optional() });

/**
 * GET <base>/api/recomendacoes?visao=HOME|PRODUTO|CARRINHO[&idproduto=] — the recommendations
 * island's read: for a logged-in client of a supplier with enable-recommendation-system;
 * nothing otherwise. The API call carries the cookie preferences: without personalization, nothing.
 */
export const GET = defineRouteHandler({
  tenant: 'supplier',
  notFound: () => Response.json(NONE, { status: 404, headers: PRIVATE }),
  handle: async ({ supplier, request }) => {
    const url = new URL(request.url);
    const q = query.safeParse({
      visao: url.searchParams.get('visao') ?? undefined,
      idproduto: url.searchParams.get('idproduto') ?? undefined,
    });
    if (!q.success) return Response.json(NONE, { status: 400, headers: PRIVATE });
    if (!supplier.tag.includes(RECOMMENDATION_TAG)) return Response.json(NONE, { headers: PRIVATE });
    const account = await currentAccount(supplier.idfornecedor);
    if (account.status !== 'cliente') return Response.json(NONE, { headers: PRIVATE });
    const { idformapagamento } = await catalogViewer(supplier.idfornecedor);
    const r = await getRecommendations(
      { token: account.token, idcliente: account.usuario.idcliente, idfornecedor: supplier.idfornecedor },
      { ...q.data, ...(idformapagamento ? { idformapagamento } : {}) },
    );
    if (!r.ok) return Response.json(NONE, { status: r.status >= 500 ? 502 : r.status, headers: PRIVATE });
    const { sucesso, produtos, sessao_id } = r.data;
    return Response.json(
      {
        sucesso,
        produtos,
        sessao_id,
        possuiPreco: produtos.some((p) => p.preco !== null),
      } satisfies RecommendationsBody,
      { headers: PRIVATE },
    );
  },
});
