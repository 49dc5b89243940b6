import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';

import { SmartLink } from '@/components/smart-link';
import { loadStorefront } from '@/lib/commerce/storefront';
import { IDENTITY_MESSAGES } from '@/lib/contract';
import { currentAccount } from '@/lib/session/server';
import { supplierHref } from '@/lib/supplier-url';
import { storefrontContext } from '@/lib/tenant/request';

export const metadata: Metadata = { title: 'Cadastro em análise', robots: { index: false, follow: false } };

type Props = { params: Promise<{ supplier: string }> };

/** Register-under-review screen (held users of block-not-approved-user / support-budget suppliers). */
export default async function UnderReviewPage({ params }: Props) {
  const [{ supplier: slug }, { base }] = await Promise.all([params, storefrontContext()]);
  const storefront = await loadStorefront(slug);
  if (!storefront) notFound();
  // Approved meanwhile (a reload, or a bookmark of this page): the store is open to them.
  const account = await currentAccount(storefront.supplier.idfornecedor);
  if (account.status === 'cliente' && account.configuracoes.cadastro_aprovado) redirect(supplierHref(base, '/'));
  return (
    <section className="mx-auto max-w-xl py-12 text-center">
      <h1 className="mb-3 text-2xl font-bold">Cadastro em análise</h1>
      <p className="mb-2 text-lg">{IDENTITY_MESSAGES.cadastroPendenteTitulo}</p>
      {/* Spec 8: the supplier's message_after_create replaces the default, here as at the end of sign-up. */}
      <p className="mb-2 text-gray-700">
        {storefront.supplier.config.message_after_create ?? IDENTITY_MESSAGES.cadastroCriadoPendente}
      </p>
      {/* Where the login of an unapproved account lands: spec 4's wording (the banner keeps spec 8's). */}
      <p className="mb-6 text-gray-700">{IDENTITY_MESSAGES.cadastroAguardandoLogin}</p>
      <SmartLink
        href={supplierHref(base, '/')}
        className="inline-block rounded bg-primary px-5 py-2.5 font-semibold text-on-primary"
      >
        Continuar navegando
      </SmartLink>
    </section>
  );
}
