import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';

import { ShoppingLists } from '@/components/shopping-list/shopping-lists';
import { checkoutOwner } from '@/lib/checkout/server';
import { listShoppingLists } from '@/lib/commerce/shopping-list';
import { loadStorefront } from '@/lib/commerce/storefront';
import { currentAccount } from '@/lib/session/server';
import { supplierHref } from '@/lib/supplier-url';
import { storefrontContext } from '@/lib/tenant/request';

export const metadata: Metadata = { title: 'Listas de compras', robots: { index: false, follow: false } };

type Props = {
  params: Promise<{ supplier: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const one = (v: string | string[] | undefined) => (typeof v === 'string' ? v : undefined);

/** /conta/listas: "Minhas listas" and, with ?aba=sugeridas, "Listas sugeridas". */
export default async function ShoppingListsRoute({ params, searchParams }: Props) {
  const [{ supplier: slug }, query, { base }] = await Promise.all([params, searchParams, storefrontContext()]);
  const storefront = await loadStorefront(slug);
  if (!storefront) notFound();
  const { supplier } = storefront;
  const account = await currentAccount(supplier.idfornecedor);
  if (account.status !== 'cliente') redirect(supplierHref(base, '/entrar?voltar=%2Fconta%2Flistas'));
  const aba = one(query.aba) === 'sugeridas' ? 'sugeridas' : 'minhas';
  const listas = await listShoppingLists(
    checkoutOwner(account, supplier),
    aba === 'sugeridas' ? 'TO_CLIENT' : 'FROM_CLIENT',
  );
  return (
    <ShoppingLists
      base={base}
      aba={aba}
      listas={listas}
      representante={!!account.usuario.representante}
      ok={one(query.ok)}
      erro={one(query.erro)}
    />
  );
}
