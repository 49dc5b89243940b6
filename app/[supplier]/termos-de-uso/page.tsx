import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

import { getTermsOfUse } from '@/lib/commerce/identity';
import { loadStorefront } from '@/lib/commerce/storefront';

export const metadata: Metadata = { title: 'Termos de uso' };

type Props = { params: Promise<{ supplier: string }> };

/** /termos-de-uso: the supplier's current terms of use (GET /termouso), linked from the checkout's acceptance. */
export default async function TermsRoute({ params }: Props) {
  const { supplier: slug } = await params;
  const storefront = await loadStorefront(slug);
  if (!storefront) notFound();
  const terms = await getTermsOfUse(storefront.supplier.idfornecedor).catch(() => null);
  if (!terms) notFound();
  return (
    <article className="flex max-w-3xl flex-col gap-3">
      <h1 className="text-2xl font-bold">Termos de uso</h1>
      <p className="text-sm text-gray-700">Versão {terms.versao}</p>
      <div className="whitespace-pre-line">{terms.texto}</div>
    </article>
  );
}
