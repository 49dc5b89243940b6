import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';

import { AccountHeading } from '@/components/account/account-heading';
import { noticeText } from '@/components/order/notices';
import { OrderList, type OrderFilters } from '@/components/order/order-list';
import { SmartLink } from '@/components/smart-link';
import { SubscriptionList } from '@/components/subscription/subscription-list';
import { checkoutOwner } from '@/lib/checkout/server';
import { listOrders } from '@/lib/commerce/order';
import { loadStorefront } from '@/lib/commerce/storefront';
import { listSubscriptions } from '@/lib/commerce/subscription';
import { ORDER_STATUSES, type OrderStatus } from '@/lib/contract/order-status';
import { currentAccount } from '@/lib/session/server';
import { supplierHref } from '@/lib/supplier-url';
import { storefrontContext } from '@/lib/tenant/request';

export const metadata: Metadata = { title: 'Meus pedidos', robots: { index: false, follow: false } };

type Props = {
  params: Promise<{ supplier: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const one = (v: string | string[] | undefined) => (typeof v === 'string' ? v : undefined);
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const validDate = (v: string | undefined) =>
  v && DATE.test(v) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v) ? v : undefined;

function filtersFrom(q: Record<string, string | string[] | undefined>): { filters: OrderFilters; erro: string | null } {
  const status = one(q.status);
  const de = validDate(one(q.de));
  const ate = validDate(one(q.ate));
  const page = Number(one(q.page) ?? '1');
  const filters: OrderFilters = {
    status: (ORDER_STATUSES as readonly string[]).includes(status ?? '') ? (status as OrderStatus) : undefined,
    de,
    ate,
    page: Number.isInteger(page) && page >= 1 && page <= 100000 ? page : 1,
  };
  if (de && ate && de > ate)
    return {
      filters: { ...filters, de: undefined, ate: undefined },
      erro: 'Período inválido: a data inicial é depois da final.',
    };
  return { filters, erro: null };
}

/** /conta/pedidos: the client's orders, filtered by status and period, paged. */
export default async function OrdersRoute({ params, searchParams }: Props) {
  const [{ supplier: slug }, query, { base }] = await Promise.all([params, searchParams, storefrontContext()]);
  const storefront = await loadStorefront(slug);
  if (!storefront) notFound();
  const { supplier } = storefront;
  const account = await currentAccount(supplier.idfornecedor);
  if (account.status !== 'cliente') redirect(supplierHref(base, '/entrar?voltar=%2Fconta%2Fpedidos'));
  const owner = checkoutOwner(account, supplier);
  const aba = one(query.aba) === 'assinaturas' ? 'assinaturas' : 'pedidos';
  const { filters, erro } = filtersFrom(query);
  const exportErro = noticeText(one(query.erro));
  const [data, assinaturas] = await Promise.all([
    aba === 'pedidos'
      ? listOrders(owner, {
          ...(filters.status ? { status: filters.status } : {}),
          ...(filters.de ? { de: filters.de } : {}),
          ...(filters.ate ? { ate: filters.ate } : {}),
          page: filters.page,
        })
      : null,
    aba === 'assinaturas' ? listSubscriptions(owner) : null,
  ]);
  const path = supplierHref(base, '/conta/pedidos');
  const tab = (active: boolean) =>
    `rounded-t border-b-2 px-4 py-2 font-semibold ${active ? 'border-secondary' : 'border-transparent text-gray-700'}`;
  return (
    <section className="flex flex-col gap-6" aria-labelledby="pedidos-titulo">
      <AccountHeading base={base} id="pedidos-titulo">
        Meus pedidos
      </AccountHeading>
      <nav aria-label="Pedidos e assinaturas" className="flex gap-2 border-b border-gray-300">
        <SmartLink href={path} aria-current={aba === 'pedidos' ? 'page' : undefined} className={tab(aba === 'pedidos')}>
          Pedidos
        </SmartLink>
        <SmartLink
          href={`${path}?aba=assinaturas`}
          aria-current={aba === 'assinaturas' ? 'page' : undefined}
          className={tab(aba === 'assinaturas')}
        >
          Assinaturas
        </SmartLink>
      </nav>
      {aba === 'pedidos' ? (
        <OrderList base={base} data={data} filters={filters} erro={erro ?? exportErro} />
      ) : (
        <SubscriptionList base={base} assinaturas={assinaturas ?? []} />
      )}
    </section>
  );
}
