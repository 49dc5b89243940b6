import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

import { SmartLink } from '@/components/smart-link';
import { CommerceApiError } from '@/lib/commerce/errors';
import { unsubscribeNotification } from '@/lib/commerce/notification';
import { loadStorefront } from '@/lib/commerce/storefront';
import { NOTIFICATION_MESSAGES } from '@/lib/contract/notification';
import { supplierHref } from '@/lib/supplier-url';
import { storefrontContext } from '@/lib/tenant/request';

export const metadata: Metadata = {
  title: 'Descadastrar e-mails',
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
};

type Props = {
  params: Promise<{ supplier: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/**
 * /notificacoes/descadastrar?token=…: the one-click link of an order email (decision 0050). The
 * signed token names one customer's kind; the API turns it off once and the page confirms in pt-BR.
 */
export default async function UnsubscribePage({ params, searchParams }: Props) {
  const [{ supplier: slug }, sp, { base }] = await Promise.all([params, searchParams, storefrontContext()]);
  const storefront = await loadStorefront(slug);
  if (!storefront) notFound();
  const token = typeof sp.token === 'string' ? sp.token.slice(0, 200) : '';
  let ok = false;
  let mensagem: string = NOTIFICATION_MESSAGES.linkInvalido;
  if (token) {
    try {
      const r = await unsubscribeNotification(token, storefront.supplier.idfornecedor);
      ok = true;
      mensagem = r.mensagem;
    } catch (e) {
      if (!(e instanceof CommerceApiError) || e.status >= 500) throw e;
      mensagem = e.message;
    }
  }
  return (
    <section className="mx-auto max-w-md py-8">
      <h1 className="mb-6 text-2xl font-bold">Descadastrar e-mails</h1>
      <p role={ok ? 'status' : 'alert'} className="mb-4">
        {mensagem}
      </p>
      <SmartLink href={supplierHref(base, '/conta')} className="font-semibold underline">
        Ir para Minha conta
      </SmartLink>
    </section>
  );
}
