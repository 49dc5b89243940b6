import type { CartReadBody } from '@/components/cart/cart-types';
import { defineRouteHandler } from '@/lib/actions/define-route-handler';
import { getCart } from '@/lib/commerce/cart';
import { currentAccount } from '@/lib/session/server';
import { catalogViewer } from '@/lib/session/viewer';

export const dynamic = 'force-dynamic';

const PRIVATE = { 'cache-control': 'private, no-store' };

/**
 * GET <base>/api/carrinho — the cart island's read after the first paint: the client's cart as the
 * API computes it, or `{ logado: false }` for a visitor (and a representative serving nobody).
 */
export const GET = defineRouteHandler({
  tenant: 'supplier',
  notFound: () => Response.json({ logado: false } satisfies CartReadBody, { status: 404, headers: PRIVATE }),
  handle: async ({ supplier }) => {
    const account = await currentAccount(supplier.idfornecedor);
    if (account.status !== 'cliente')
      return Response.json({ logado: false } satisfies CartReadBody, { headers: PRIVATE });
    const { idformapagamento } = await catalogViewer(supplier.idfornecedor);
    const r = await getCart(
      { token: account.token, idcliente: account.usuario.idcliente, idfornecedor: supplier.idfornecedor },
      { idformapagamento },
    );
    if (!r.ok)
      return Response.json({ logado: true, erro: r.mensagem } satisfies CartReadBody, {
        status: r.status >= 500 ? 502 : r.status,
        headers: PRIVATE,
      });
    return Response.json({ logado: true, carrinho: r.data } satisfies CartReadBody, { headers: PRIVATE });
  },
});
