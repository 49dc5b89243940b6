import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

import { CartLinesPreview } from '@/components/cart/cart-lines-preview';
import { CartPageView } from '@/components/cart/cart-page-view';
import { CartSupplierInfo } from '@/components/cart/cart-supplier-info';
import { LazyCartPage } from '@/components/cart/lazy-cart-page';
import { linesFromCart } from '@/lib/cart/line';
import { checkoutOwner } from '@/lib/checkout/server';
import { getCart, listSubscriptionTypes } from '@/lib/commerce/cart';
import { listDeliveryMethods } from '@/lib/commerce/delivery-methods';
import { loadStorefront } from '@/lib/commerce/storefront';
import { getStaticText } from '@/lib/commerce/suppliers';
import { currentDelivery } from '@/lib/delivery/server';
import { lowestFreeFreightThreshold } from '@/lib/rules/free-shipping';
import { RECOMMENDATION_TAG } from '@/lib/rules/recommendation';
import { currentAccount } from '@/lib/session/server';
import { supplierHref } from '@/lib/supplier-url';
import { storefrontContext } from '@/lib/tenant/request';

export const metadata: Metadata = { title: 'Carrinho', robots: { index: false, follow: false } };

type Props = { params: Promise<{ supplier: string }> };

/**
 * /carrinho: the cart page (lines, notes, order number, subscription, totals, freight and the way to checkout), loaded
 * after the first paint over its server-rendered view (decision 0054), and the supplier's conditions.
 */
export default async function CartRoute({ params }: Props) {
  const [{ supplier: slug }, { base }] = await Promise.all([params, storefrontContext()]);
  const storefront = await loadStorefront(slug);
  if (!storefront) notFound();
  const { supplier } = storefront;
  const account = await currentAccount(supplier.idfornecedor);
  if (account.status !== 'cliente') {
    return (
      <section className="flex max-w-lg flex-col gap-4">
        <h1 className="text-2xl font-bold">Carrinho</h1>
        <p>Entre na sua conta para montar o carrinho.</p>
        <a
          href={supplierHref(base, '/entrar?voltar=%2Fcarrinho')}
          className="w-fit rounded bg-secondary px-4 py-2 font-semibold text-[var(--color-on-secondary)]"
        >
          Faça login para comprar
        </a>
      </section>
    );
  }
  const [assinaturas, texto, { ctx }, saved] = await Promise.all([
    listSubscriptionTypes(supplier.idfornecedor).catch(() => ({ tipos: [], label: null })),
    getStaticText(supplier.idfornecedor).catch(() => null),
    currentDelivery(supplier),
    getCart(checkoutOwner(account, supplier)).catch(() => null),
  ]);
  // The free-shipping bar's threshold: the lowest one among the methods serving this customer's
  // address (decision 0048). Without an answer there is no bar; the cart works the same.
  const metodos =
    ctx.tipoEntrega === 'DELIVERY'
      ? await listDeliveryMethods(checkoutOwner(account, supplier), {
          tipoEntrega: 'DELIVERY',
          ...(ctx.idendereco ? { idendereco: ctx.idendereco } : {}),
        }).catch(() => null)
      : null;
  const freteGratisAcimaDe = metodos?.ok ? lowestFreeFreightThreshold(metodos.data.formasEntrega) : null;
  const pedidoMinimo = texto?.pedido_minimo ?? supplier.meta_info.pedido_minimo;
  const info = (
    <CartSupplierInfo horario={texto?.horario_atendimento ?? null} taxa={texto?.taxa_conveniencia ?? null} />
  );
  const previa =
    saved?.ok && saved.data.produtosSelecionados.length > 0 ? (
      <CartLinesPreview linhas={linesFromCart(saved.data)} />
    ) : undefined;
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">Carrinho</h1>
      {/* minmax(0, 1fr), not the implicit auto track: the recommendations' horizontal scroller (eight
          fixed-width cards, ~1500 px) widened the column to its own width, and a phone zoomed the
          whole page out to fit it (the suggestions, far below the lines, then counted as on screen:
          the LCP). The grid is the server's markup; the cart page inside it loads after the first paint (decision 0054). */}
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <LazyCartPage
          base={base}
          assinaturas={assinaturas}
          checkout={{
            pedidoMinimo,
            tipoEntrega: ctx.tipoEntrega,
            cep: ctx.cep ?? null,
            freteGratisAcimaDe,
            recomendacoes: supplier.tag.includes(RECOMMENDATION_TAG),
          }}
          info={info}
          previa={previa}
          fallback={
            <CartPageView
              base={base}
              previa={previa}
              info={info}
              pedidoMinimo={pedidoMinimo}
              motivoId="finalizar-motivo-inicial"
            />
          }
        />
      </div>
      <p>
        <a href={supplierHref(base, '/conta/listas/do-carrinho')} className="font-semibold underline">
          Adicionar o carrinho a uma lista
        </a>
      </p>
    </section>
  );
}
