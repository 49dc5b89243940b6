import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';

import { AccountHeading } from '@/components/account/account-heading';
import { catalogPaymentTerms } from '@/components/catalog/payment-terms';
import { RebuyAddAllIsland } from '@/components/rebuy/rebuy-add-island';
import { RebuyGrid, rebuyItem } from '@/components/rebuy/rebuy-products';
import { REBUY_PATH } from '@/components/rebuy/rebuy-shelf';
import { SmartLink } from '@/components/smart-link';
import { getRebuy } from '@/lib/commerce/rebuy';
import { loadStorefront } from '@/lib/commerce/storefront';
import { catalogDeliveryFor } from '@/lib/delivery/server';
import { REBUY_PAGE_LIMIT } from '@/lib/rules/rebuy';
import { currentAccount } from '@/lib/session/server';
import { catalogViewer } from '@/lib/session/viewer';
import { supplierHref } from '@/lib/supplier-url';
import { storefrontContext } from '@/lib/tenant/request';

export const metadata: Metadata = { title: 'Comprar de novo', robots: { index: false, follow: false } };

type Props = { params: Promise<{ supplier: string }> };

/**
 * /conta/comprar-de-novo (decision 0052): the account's usual products, most ordered first, each
 * with its last order's quantity, and "Adicionar todos ao carrinho". Unavailable ones stay, marked.
 */
export default async function RebuyRoute({ params }: Props) {
  const [{ supplier: slug }, { base }] = await Promise.all([params, storefrontContext()]);
  const storefront = await loadStorefront(slug);
  if (!storefront) notFound();
  const { supplier } = storefront;
  const account = await currentAccount(supplier.idfornecedor);
  if (account.status !== 'cliente') redirect(supplierHref(base, `/entrar?voltar=${encodeURIComponent(REBUY_PATH)}`));
  const [delivery, { idformapagamento }, terms] = await Promise.all([
    catalogDeliveryFor(supplier),
    catalogViewer(supplier.idfornecedor),
    catalogPaymentTerms(supplier),
  ]);
  const data = await getRebuy(account, supplier.idfornecedor, {
    limite: REBUY_PAGE_LIMIT,
    ...(delivery ? { tipoentrega: delivery.tipoentrega } : {}),
    ...(idformapagamento ? { idformapagamento } : {}),
  });
  const items = data.produtos.flatMap((p) => rebuyItem(p, data.possuiPreco) ?? []);
  return (
    <section className="flex flex-col gap-6" aria-labelledby="comprar-de-novo-titulo">
      <AccountHeading base={base} id="comprar-de-novo-titulo">
        Comprar de novo
      </AccountHeading>
      {data.produtos.length === 0 ? (
        <p>
          Você ainda não tem pedidos por aqui. Quando fizer o primeiro, os produtos que você mais compra aparecem nesta
          página.{' '}
          <SmartLink href={supplierHref(base, '/busca')} className="font-semibold underline">
            Ver o catálogo
          </SmartLink>
        </p>
      ) : (
        <>
          <p className="text-gray-800">Os produtos que você mais pede, com a quantidade do último pedido.</p>
          <RebuyAddAllIsland items={items} />
          <RebuyGrid
            products={data.produtos}
            showPrices={data.possuiPreco}
            base={base}
            label="Produtos que você costuma comprar"
            terms={terms}
          />
        </>
      )}
    </section>
  );
}
