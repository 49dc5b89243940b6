import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

import { ContactForm } from '@/components/contact/contact-form';
import { SmartLink } from '@/components/smart-link';
import { loadStorefront } from '@/lib/commerce/storefront';
import { telHref, whatsappHref } from '@/lib/rules/phone';
import { supplierHref } from '@/lib/supplier-url';
import { storefrontContext } from '@/lib/tenant/request';

export const metadata: Metadata = { title: 'Fale conosco' };

type Props = { params: Promise<{ supplier: string }> };

/** /fale-conosco (decision 0046): the supplier's channels and a form that reaches it by email. */
export default async function ContactRoute({ params }: Props) {
  const { supplier: slug } = await params;
  const storefront = await loadStorefront(slug);
  if (!storefront) notFound();
  const { contato } = storefront.footer;
  const { base } = await storefrontContext();
  const whatsapp = contato.whatsapp ? whatsappHref(contato.whatsapp) : null;
  return (
    <article className="flex max-w-3xl flex-col gap-6">
      <h1 className="text-2xl font-bold">Fale conosco</h1>
      <p>Estamos aqui para ajudar com pedidos, entregas, trocas e dúvidas sobre produtos.</p>
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
        {contato.horario_atendimento && (
          <>
            <dt className="font-semibold">Horário de atendimento</dt>
            <dd>{contato.horario_atendimento}</dd>
          </>
        )}
        {contato.telefone && (
          <>
            <dt className="font-semibold">Telefone</dt>
            <dd>
              <a href={telHref(contato.telefone)} className="underline">
                {contato.telefone}
              </a>
            </dd>
          </>
        )}
        {contato.whatsapp && (
          <>
            <dt className="font-semibold">WhatsApp</dt>
            <dd>
              {whatsapp ? (
                <a href={whatsapp} rel="noopener noreferrer" className="underline">
                  {contato.whatsapp}
                </a>
              ) : (
                contato.whatsapp
              )}
            </dd>
          </>
        )}
        {contato.email && (
          <>
            <dt className="font-semibold">E-mail</dt>
            <dd>
              <a href={`mailto:${contato.email}`} className="underline">
                {contato.email}
              </a>
            </dd>
          </>
        )}
      </dl>
      <p>
        Com a sua conta, fale com a nossa equipe em{' '}
        <SmartLink href={supplierHref(base, '/conta/mensagens/atendimento')} className="underline">
          Minha conta › Mensagens
        </SmartLink>
        ; informe o número do pedido quando for sobre uma compra.
      </p>
      {contato.email ? (
        <ContactForm />
      ) : (
        <p>Este fornecedor ainda não recebe mensagens pelo site. Use o telefone ou o WhatsApp.</p>
      )}
    </article>
  );
}
