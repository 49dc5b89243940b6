import 'server-only';

import { loadStorefront } from '@/lib/commerce/storefront';
import type { Supplier } from '@/lib/contract';
import { currentAccount, type Account } from '@/lib/session/server';
import { storefrontContext } from '@/lib/tenant/request';

/** Who a server action or route handler works for: the request's supplier and its storefront base. */
export type SupplierContext = { supplier: Supplier; base: string };

/** A logged-in customer (not a representative) of the request's supplier. */
export type CustomerAccount = Extract<Account, { status: 'cliente' }>;
export type CustomerContext = SupplierContext & { account: CustomerAccount };

/** The supplier of this request (server actions, route handlers); null outside a supplier. */
export async function requestSupplier(): Promise<SupplierContext | null> {
  const ctx = await storefrontContext();
  if (!ctx.slug) return null;
  const storefront = await loadStorefront(ctx.slug);
  return storefront ? { supplier: storefront.supplier, base: ctx.base } : null;
}

/**
 * The logged-in customer of this request's supplier; null outside a supplier, for a visitor, a
 * representative not acting for a client, or a session the API no longer knows. Ids come from the
 * session and the API, never from the browser.
 */
export async function requestCustomer(): Promise<CustomerContext | null> {
  const ctx = await requestSupplier();
  if (!ctx) return null;
  const account = await currentAccount(ctx.supplier.idfornecedor);
  return account.status === 'cliente' ? { ...ctx, account } : null;
}
