import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';

import { ShoppingListDetail } from '@/components/shopping-list/shopping-list-detail';
import { checkoutOwner } from '@/lib/checkout/server';
import { getShoppingList, listShoppingLists } from '@/lib/commerce/shopping-list';
import { loadStorefront } from '@/lib/commerce/storefront';
import { currentAccount } from '@/lib/session/server';
import { supplierHref } from '@/lib/supplier-url';
import { storefrontContext } from '@/lib/tenant/request';

export const metadata: Metadata = { title: 'Lista de compras', robots: { index: false, follow: false } };

type Props = {
  params: Promise<{ supplier: string; id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const one = (v: string | string[] | undefined) => (typeof v === 'string' ? v : undefined);

/** /conta/listas/{id}: one list of the logged-in client (own or suggested). */
export default async function ShoppingListRoute({ params, searchParams }: Props) {
  const [{ supplier: slug, id }, query, { base }] = await Promise.all([params, searchParams, storefrontContext()]);
  const storefront = await loadStorefront(slug);
  if (!storefront || !UUID.test(id)) notFound();
  const { supplier } = storefront;
  const account = await currentAccount(supplier.idfornecedor);
  if (account.status !== 'cliente')
    redirect(supplierHref(base, `/entrar?voltar=${encodeURIComponent(`/conta/listas/${id}`)}`));
  const owner = checkoutOwner(account, supplier);
  const [d, own] = await Promise.all([getShoppingList(owner, id), listShoppingLists(owner, 'FROM_CLIENT')]);
  if (!d) notFound();
  const outras = own.filter((l) => l.idlista !== d.lista.idlista).map((l) => ({ idlista: l.idlista, nome: l.nome }));
  return (
    <ShoppingListDetail
      base={base}
      d={d}
      outras={outras}
      ok={one(query.ok)}
      erro={one(query.erro)}
      confirmar={one(query.confirmar) === 'desativar'}
      representante={!!account.usuario.representante}
    />
  );
}
