import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';

import { CartToList } from '@/components/shopping-list/cart-to-list';
import { checkoutOwner } from '@/lib/checkout/server';
import { getCart } from '@/lib/commerce/cart';
import { listShoppingLists } from '@/lib/commerce/shopping-list';
import { loadStorefront } from '@/lib/commerce/storefront';
import { currentAccount } from '@/lib/session/server';
import { supplierHref } from '@/lib/supplier-url';
import { storefrontContext } from '@/lib/tenant/request';

export const metadata: Metadata = {
  title: 'Adicionar o carrinho a uma lista',
  robots: { index: false, follow: false },
};

type Props = {
  params: Promise<{ supplier: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** /conta/listas/do-carrinho: "Adicionar à lista" from the cart, without client JavaScript on /carrinho. */
export default async function CartToListRoute({ params, searchParams }: Props) {
  const [{ supplier: slug }, query, { base }] = await Promise.all([params, searchParams, storefrontContext()]);
  const storefront = await loadStorefront(slug);
  if (!storefront) notFound();
  const { supplier } = storefront;
  const account = await currentAccount(supplier.idfornecedor);
  if (account.status !== 'cliente') redirect(supplierHref(base, '/entrar?voltar=%2Fcarrinho'));
  const owner = checkoutOwner(account, supplier);
  const [cart, listas] = await Promise.all([getCart(owner), listShoppingLists(owner, 'FROM_CLIENT')]);
  if (!cart.ok) redirect(supplierHref(base, '/carrinho'));
  const erro = typeof query.erro === 'string' ? query.erro : undefined;
  return (
    <CartToList
      base={base}
      carrinho={cart.data}
      listas={listas.map((l) => ({ idlista: l.idlista, nome: l.nome }))}
      erro={erro}
    />
  );
}
