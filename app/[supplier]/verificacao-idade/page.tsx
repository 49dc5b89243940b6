import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';

import { supplierHref } from '@/lib/supplier-url';
import { AGE_COOKIE, AGE_GATE_PAGE } from '@/lib/tenant/age-gate';
import { STOREFRONT_PATH_HEADER } from '@/lib/tenant/headers';
import { storefrontContext } from '@/lib/tenant/request';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * What an adults-only supplier serves (middleware rewrite, lib/tenant/handler.ts) instead of any
 * page until the visitor answers the age gate: no catalog at all, only this note behind the
 * layout's dialog. Once the answer is 'sim' (the server action re-renders this page with the new
 * cookie), it sends the visitor back to the address they asked for, now served for real.
 * No metadata of its own: the address keeps the supplier's title (it is the page they asked for).
 */
export default async function AgeGatePage({ searchParams }: Props) {
  const [jar, h, { base }, query] = await Promise.all([cookies(), headers(), storefrontContext(), searchParams]);
  if (jar.get(AGE_COOKIE)?.value === 'sim') {
    const path = h.get(STOREFRONT_PATH_HEADER) ?? '';
    const sameSite = path.startsWith('/') && !path.startsWith('//') && !path.includes('\\');
    const gatePage = path === AGE_GATE_PAGE || path.endsWith(AGE_GATE_PAGE);
    const qs = new URLSearchParams();
    for (const [k, v] of Object.entries(query))
      for (const x of Array.isArray(v) ? v : v === undefined ? [] : [v]) qs.append(k, x);
    const search = qs.size ? `?${qs.toString()}` : '';
    redirect(sameSite && !gatePage ? `${path}${search}` : supplierHref(base, '/'));
  }
  return (
    <section className="mx-auto max-w-xl py-12 text-center">
      <h1 className="mb-3 text-2xl font-bold">Conteúdo para maiores de 18 anos</h1>
      <p className="text-gray-700">Confirme sua idade para ver os produtos desta loja.</p>
    </section>
  );
}
