import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';

import { AccountHeading } from '@/components/account/account-heading';
import { InvoiceList } from '@/components/invoice/invoice-list';
import { noticeText } from '@/components/order/notices';
import { checkoutOwner } from '@/lib/checkout/server';
import { getInvoices } from '@/lib/commerce/invoice';
import { loadStorefront } from '@/lib/commerce/storefront';
import { currentAccount } from '@/lib/session/server';
import { supplierHref } from '@/lib/supplier-url';
import { storefrontContext } from '@/lib/tenant/request';

export const metadata: Metadata = { title: 'Faturas e crédito', robots: { index: false, follow: false } };

type Props = {
  params: Promise<{ supplier: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** /conta/faturas: the credit limit and the titles of the logged-in client (paid ones too). */
export default async function InvoicesRoute({ params, searchParams }: Props) {
  const [{ supplier: slug }, query, { base }] = await Promise.all([params, searchParams, storefrontContext()]);
  const storefront = await loadStorefront(slug);
  if (!storefront) notFound();
  const { supplier } = storefront;
  const account = await currentAccount(supplier.idfornecedor);
  if (account.status !== 'cliente') redirect(supplierHref(base, '/entrar?voltar=%2Fconta%2Ffaturas'));
  const data = await getInvoices(checkoutOwner(account, supplier), { completeInfo: true });
  const erro = noticeText(typeof query.erro === 'string' ? query.erro : undefined);
  return (
    <section className="flex flex-col gap-6" aria-labelledby="faturas-titulo">
      <AccountHeading base={base} id="faturas-titulo">
        Faturas e crédito
      </AccountHeading>
      {erro && (
        <p role="alert" className="rounded border border-red-700 bg-red-50 px-3 py-2 text-red-900">
          {erro}
        </p>
      )}
      <InvoiceList base={base} data={data} />
    </section>
  );
}
