import type { CarouselProductsBody } from '@/components/content/carousel-types';
import { defineRouteHandler } from '@/lib/actions/define-route-handler';
import { listCarousels } from '@/lib/commerce/content';
import { uuid } from '@/lib/contract/common';
import { catalogDeliveryFor } from '@/lib/delivery/server';

export const dynamic = 'force-dynamic';

const PRIVATE = { 'cache-control': 'private, no-store' };

/**
 * GET <base>/api/carrosseis?idcarrossel=&pagina= — the products of one carousel, for the staggered
 * loading of the home's later carousels, priced and filtered like the page's own.
 */
export const GET = defineRouteHandler({
  tenant: 'supplier',
  notFound: () =>
    Response.json({ produtos: [], possuiPreco: false } satisfies CarouselProductsBody, {
      status: 404,
      headers: PRIVATE,
    }),
  handle: async ({ supplier, request }) => {
    const url = new URL(request.url);
    const id = uuid.safeParse(url.searchParams.get('idcarrossel'));
    const pagina = /^[A-Za-z0-9_-]{1,40}$/.test(url.searchParams.get('pagina') ?? '')
      ? url.searchParams.get('pagina')!
      : 'HOME';
    if (!id.success)
      return Response.json({ produtos: [], possuiPreco: false } satisfies CarouselProductsBody, {
        status: 400,
        headers: PRIVATE,
      });
    const delivery = await catalogDeliveryFor(supplier);
    const list = await listCarousels(supplier.idfornecedor, pagina, delivery, { idcarrossel: id.data });
    const c = list.carrosseis.find((x) => x.idcarrossel === id.data);
    return Response.json(
      { produtos: c?.produtos ?? [], possuiPreco: list.possuiPreco } satisfies CarouselProductsBody,
      { headers: PRIVATE },
    );
  },
});
