import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';

import { newAttemptKey } from '@/components/checkout/attempt-key';
import { CheckoutPage } from '@/components/checkout/checkout-page';
import { SmartLink } from '@/components/smart-link';
import { SupplierLogo } from '@/components/supplier-logo';
import { loadCheckout } from '@/lib/checkout/server';
import { loadStorefront } from '@/lib/commerce/storefront';
import { ORDER_MESSAGES } from '@/lib/contract/order-messages';
import { currentAccount } from '@/lib/session/server';
import { supplierHref } from '@/lib/supplier-url';
import { storefrontContext } from '@/lib/tenant/request';

export const metadata: Metadata = { title: 'Finalizar pedido', robots: { index: false, follow: false } };

type Props = { params: Promise<{ supplier: string }> };

/** /finalizar: the logged-in client's checkout; visitors log in first and come back here. */
export default async function CheckoutRoute({ params }: Props) {
  const [{ supplier: slug }, { base }] = await Promise.all([params, storefrontContext()]);
  const storefront = await loadStorefront(slug);
  if (!storefront) notFound();
  const { supplier, theme } = storefront;
  const account = await currentAccount(supplier.idfornecedor);
  if (account.status === 'representante') redirect(supplierHref(base, '/conta/clientes'));
  if (account.status !== 'cliente') redirect(supplierHref(base, '/entrar?voltar=%2Ffinalizar'));
  const data = await loadCheckout(supplier, account, base);
  return (
    <section className="flex flex-col gap-4">
      {/* The focused checkout (decision 0049): this bar instead of the site's header and menu (layout). */}
      <div
        data-compra-focada
        className="-mx-4 -mt-6 flex flex-wrap items-center justify-between gap-x-4 gap-y-2 bg-primary px-4 py-2 text-on-primary"
      >
        <SmartLink href={supplierHref(base, '/')} className="block w-fit rounded">
          <SupplierLogo src={theme.logo_url} nome={supplier.nome} className="h-9 w-auto object-contain object-left" />
        </SmartLink>
        <p className="font-semibold">Compra segura</p>
        <SmartLink href={supplierHref(base, '/carrinho')} className="font-semibold underline underline-offset-4">
          Voltar ao carrinho
        </SmartLink>
      </div>
      <h1 id="checkout-titulo" className="text-2xl font-bold">
        Finalizar pedido
      </h1>
      {data === 'vazio' ? (
        <div className="flex flex-col items-start gap-2">
          <p role="alert" className="text-lg font-semibold">
            {ORDER_MESSAGES.carrinhoVazio}
          </p>
          <SmartLink href={supplierHref(base, '/busca')} className="underline">
            Ver produtos
          </SmartLink>
        </div>
      ) : (
        <CheckoutPage data={data} chave={newAttemptKey()} />
      )}
    </section>
  );
}
