import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';

import { SubscriptionDetail } from '@/components/subscription/subscription-detail';
import { checkoutOwner } from '@/lib/checkout/server';
import { loadStorefront } from '@/lib/commerce/storefront';
import { getSubscription } from '@/lib/commerce/subscription';
import { currentAccount } from '@/lib/session/server';
import { supplierHref } from '@/lib/supplier-url';
import { storefrontContext } from '@/lib/tenant/request';

export const metadata: Metadata = { title: 'Assinatura', robots: { index: false, follow: false } };

type Props = {
  params: Promise<{ supplier: string; id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const one = (v: string | string[] | undefined) => (typeof v === 'string' ? v : undefined);

/** /conta/assinaturas/{id}: one subscription of the logged-in client. */
export default async function SubscriptionRoute({ params, searchParams }: Props) {
  const [{ supplier: slug, id }, query, { base }] = await Promise.all([params, searchParams, storefrontContext()]);
  const storefront = await loadStorefront(slug);
  if (!storefront || !UUID.test(id)) notFound();
  const { supplier } = storefront;
  const account = await currentAccount(supplier.idfornecedor);
  if (account.status !== 'cliente')
    redirect(supplierHref(base, `/entrar?voltar=${encodeURIComponent(`/conta/assinaturas/${id}`)}`));
  const a = await getSubscription(checkoutOwner(account, supplier), id);
  if (!a || a.idfornecedor !== supplier.idfornecedor) notFound();
  return (
    <SubscriptionDetail
      base={base}
      a={a}
      ok={one(query.ok)}
      erro={one(query.erro)}
      confirmar={one(query.confirmar) === 'cancelar'}
    />
  );
}
