import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';

import { RoomChat } from '@/components/chat/room-chat';
import { OrderDetail } from '@/components/order/order-detail';
import { checkoutOwner, orderNumberParam } from '@/lib/checkout/server';
import { getOrder } from '@/lib/commerce/order';
import { loadStorefront } from '@/lib/commerce/storefront';
import { getPaymentMethods } from '@/lib/commerce/suppliers';
import { orderRoomId } from '@/lib/rules/chat';
import { currentAccount } from '@/lib/session/server';
import { supplierHref } from '@/lib/supplier-url';
import { storefrontContext } from '@/lib/tenant/request';

export const metadata: Metadata = { title: 'Pedido', robots: { index: false, follow: false } };

type Props = {
  params: Promise<{ supplier: string; numpedido: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const one = (v: string | string[] | undefined) => (typeof v === 'string' ? v : undefined);

/** /conta/pedidos/{numpedido}: one order of the logged-in client, and what may be done with it. */
export default async function OrderDetailRoute({ params, searchParams }: Props) {
  const [{ supplier: slug, numpedido: raw }, query, { base }] = await Promise.all([
    params,
    searchParams,
    storefrontContext(),
  ]);
  const numpedido = orderNumberParam(raw);
  const storefront = await loadStorefront(slug);
  if (!storefront || numpedido === null) notFound();
  const { supplier } = storefront;
  const account = await currentAccount(supplier.idfornecedor);
  if (account.status !== 'cliente')
    redirect(supplierHref(base, `/entrar?voltar=${encodeURIComponent(`/conta/pedidos/${numpedido}`)}`));
  const owner = checkoutOwner(account, supplier);
  const [order, formas] = await Promise.all([getOrder(owner, numpedido), getPaymentMethods(supplier.idfornecedor)]);
  // The API decides who may read it (the client, a principal for its linked users' orders, a representative).
  if (!order || order.idfornecedor !== supplier.idfornecedor) notFound();
  return (
    <>
      <OrderDetail
        order={order}
        formas={formas}
        base={base}
        ok={one(query.ok)}
        erro={one(query.erro)}
        confirmar={one(query.confirmar)}
      />
      {/* Chat per order: its own chunk, loaded after the page. */}
      <RoomChat
        ticketUrl={supplierHref(base, '/api/chat/ticket')}
        sala={orderRoomId(numpedido)}
        titulo={`Mensagens sobre o pedido nº ${numpedido}`}
      />
    </>
  );
}
