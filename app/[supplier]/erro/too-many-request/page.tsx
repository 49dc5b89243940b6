import type { Metadata } from 'next';

import { SmartLink } from '@/components/smart-link';
import { supplierHref } from '@/lib/supplier-url';
import { storefrontContext } from '@/lib/tenant/request';

export const metadata: Metadata = { title: 'Muitas requisições', robots: { index: false, follow: false } };

export default async function TooManyRequestsPage() {
  const { base } = await storefrontContext();
  return (
    <section className="mx-auto max-w-xl py-12 text-center">
      <h1 className="mb-3 text-2xl font-bold">Muitas requisições</h1>
      <p className="mb-6 text-gray-700">
        Recebemos muitas solicitações em pouco tempo. Aguarde um momento e tente novamente.
      </p>
      <SmartLink
        href={supplierHref(base, '/')}
        className="inline-block rounded bg-primary px-5 py-2.5 font-semibold text-on-primary"
      >
        Voltar para a página inicial
      </SmartLink>
    </section>
  );
}
