import { NextResponse } from 'next/server';

import type { Suggestion, SuggestionsBody } from '@/components/search/suggestion-types';
import { defineRouteHandler } from '@/lib/actions/define-route-handler';
import { cleanSearchText, MAX_SEARCH_TEXT_LENGTH } from '@/lib/catalog/search-state';
import { fullTextSearch } from '@/lib/commerce/catalog';
import { getSupplier } from '@/lib/commerce/suppliers';
import { MAX_SEARCH_HITS } from '@/lib/contract';
import { storedDelivery } from '@/lib/delivery/server';

const NO_STORE = { 'cache-control': 'private, no-store' };

/**
 * GET <base>/api/sugestoes?q=… — the header's suggestions (full-text search, 10 kept). The
 * tenant comes only from the middleware's headers; prices never leave when the API hides them.
 */
export const GET = defineRouteHandler<'headers', { supplier: string }>({
  tenant: 'headers',
  notFound: () =>
    NextResponse.json({ erro: true, mensagem: 'Loja não encontrada' } satisfies SuggestionsBody, {
      status: 404,
      headers: NO_STORE,
    }),
  handle: async ({ idfornecedor, slug, request }) => {
    const q = cleanSearchText(new URL(request.url).searchParams.get('q') ?? '').slice(0, MAX_SEARCH_TEXT_LENGTH);
    if (q.length < 2) {
      return NextResponse.json({ sugestoes: [], total: 0, possuiPreco: false } satisfies SuggestionsBody, {
        headers: NO_STORE,
      });
    }
    // A logged-in customer searches with their session (prices, and `action: 'logout'` when it expired);
    // the shopper's delivery type filters like the product lists (a delivery-only product is not
    // suggested for pickup).
    const delivery = await getSupplier(slug)
      .then((supplier) => (supplier ? storedDelivery(supplier) : null))
      .catch(() => null);
    const result = await fullTextSearch(idfornecedor, q, {
      signal: request.signal,
      tipoentrega: delivery?.tipoEntrega,
    });
    if (result.kind === 'logout') {
      return NextResponse.json({ action: 'logout', mensagem: result.mensagem } satisfies SuggestionsBody, {
        status: 401,
        headers: NO_STORE,
      });
    }
    if (result.kind === 'error') {
      const status = result.status >= 500 ? 502 : result.status;
      return NextResponse.json({ erro: true, mensagem: result.mensagem } satisfies SuggestionsBody, {
        status,
        headers: NO_STORE,
      });
    }
    const { resultset, possuiPreco } = result.body;
    const sugestoes = resultset.hits.slice(0, MAX_SEARCH_HITS).map((h): Suggestion => {
      const s: Suggestion = { nome: h.nome, slug: h.slug, imagem: h.imagem, unidade: h.unidade };
      if (possuiPreco && h.preco !== null) s.preco = h.preco;
      return s;
    });
    return NextResponse.json({ sugestoes, total: resultset.total, possuiPreco } satisfies SuggestionsBody, {
      headers: NO_STORE,
    });
  },
});
