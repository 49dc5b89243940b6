import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';

import { OrderConfirmation } from '@/components/order/order-confirmation';
import { loadOrderConfirmation, orderNumberParam } from '@/lib/checkout/server';
import { loadStorefront } from '@/lib/commerce/storefront';
import { GA4_TAG } from '@/lib/rules/analytics';
import { currentAccount } from '@/lib/session/server';
import { supplierHref } from '@/lib/supplier-url';
import { storefrontContext } from '@/lib/tenant/request';

export const metadata: Metadata = { title: 'Pedido realizado', robots: { index: false, follow: false } };

type Props = { params: Promise<{ supplier: string; numpedido: string }> };

/** /submissao/{numpedido} (spec 2): the confirmation of an order of the logged-in client. */
export default async function OrderSubmittedRoute({ params }: Props) {
  const [{ supplier: slug, numpedido: raw }, { base }] = await Promise.all([params, storefrontContext()]);
  const numpedido = orderNumberParam(raw);
  const storefront = await loadStorefront(slug);
  if (!storefront || numpedido === null) notFound();
  const { supplier } = storefront;
  const account = await currentAccount(supplier.idfornecedor);
  if (account.status !== 'cliente')
    redirect(supplierHref(base, `/entrar?voltar=${encodeURIComponent(`/submissao/${numpedido}`)}`));
  const data = await loadOrderConfirmation(supplier, account, numpedido);
  if (!data) notFound();
  return (
    <OrderConfirmation
      order={data.order}
      base={base}
      horarioLoja={data.horarioLoja}
      analytics={supplier.tag.includes(GA4_TAG)}
    />
  );
}
