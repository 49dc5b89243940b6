import type { Footer, PaymentMethod } from '@/lib/contract';
import { maskCnpj } from '@/lib/rules/documents';
import { legalAddressText } from '@/lib/rules/legal-entity';
import { telHref, whatsappHref } from '@/lib/rules/phone';
import { supplierHref } from '@/lib/supplier-url';

import { paymentIconKeys, PaymentIcons } from './payment-icons';
import { SmartLink } from './smart-link';

const REDES: Record<string, string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  linkedin: 'LinkedIn',
  x: 'X',
  twitter: 'X (Twitter)',
  whatsapp: 'WhatsApp',
  pinterest: 'Pinterest',
};

/** wa.me needs the +55 number; a number it cannot reach is shown as text. */
function WhatsAppLink({ numero }: { numero: string }) {
  const href = whatsappHref(numero);
  if (!href) return <>{numero}</>;
  return (
    <a href={href} rel="noopener noreferrer">
      {numero}
    </a>
  );
}

/**
 * Phones only (CSS, no script): a floating wa.me link with a prefilled pt-BR text, when the supplier
 * configured a WhatsApp number WhatsApp can reach (decision 0046).
 */
function WhatsAppButton({ numero, nome }: { numero: string | null; nome: string }) {
  const href = numero ? whatsappHref(numero) : null;
  if (!href) return null;
  const texto = `Olá! Vim pelo site da loja ${nome} e gostaria de atendimento.`;
  return (
    <a
      href={`${href}?text=${encodeURIComponent(texto)}`}
      rel="noopener noreferrer"
      className="fixed bottom-24 right-3 z-30 flex size-12 items-center justify-center rounded-full bg-[#0b7a3b] text-white shadow-lg md:hidden"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="26" height="26" fill="currentColor">
        <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2Zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.2-.4.2-.4.7-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.7 11.8 11.8 0 0 0 4.5 4c1.7.7 2.3.8 3.2.6a2.7 2.7 0 0 0 1.8-1.2 2.2 2.2 0 0 0 .1-1.2c0-.1-.2-.2-.4-.3Z" />
      </svg>
      <span className="sr-only">Atendimento pelo WhatsApp</span>
    </a>
  );
}

export function SiteFooter({
  footer,
  base,
  nome,
  formas = [],
}: {
  footer: Footer;
  base: string;
  nome: string;
  /** The supplier's active payment methods: their icons (with the footer's card brands). */
  formas?: readonly Pick<PaymentMethod, 'tipo'>[];
}) {
  const { contato, empresa } = footer;
  const pagamentos = paymentIconKeys(formas, footer.bandeiras_cartao);
  return (
    <footer className="mt-12 border-t-4 border-primary bg-gray-100 text-gray-900">
      <div className="mx-auto grid max-w-page gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        {footer.colunas.map((coluna, i) => (
          <div key={`${coluna.titulo}-${i}`}>
            <h2 className="mb-3 text-base font-bold">{coluna.titulo}</h2>
            <ul className="space-y-2 text-sm">
              {coluna.links.map((link, j) => (
                <li key={`${link.titulo}-${j}`}>
                  <SmartLink href={supplierHref(base, link.url)} className="underline-offset-4 hover:underline">
                    {link.titulo}
                  </SmartLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
        <div>
          <h2 className="mb-3 text-base font-bold">Atendimento</h2>
          <address className="space-y-2 text-sm not-italic">
            {contato.horario_atendimento && <p>SAC: {contato.horario_atendimento}</p>}
            {contato.telefone && (
              <p>
                Telefone: <a href={telHref(contato.telefone)}>{contato.telefone}</a>
              </p>
            )}
            {contato.whatsapp && (
              <p>
                WhatsApp: <WhatsAppLink numero={contato.whatsapp} />
              </p>
            )}
            {contato.email && (
              <p>
                E-mail: <a href={`mailto:${contato.email}`}>{contato.email}</a>
              </p>
            )}
            {!empresa && contato.endereco && <p>{contato.endereco}</p>}
            <p>
              <SmartLink
                href={supplierHref(base, '/fale-conosco')}
                className="font-semibold underline underline-offset-4"
              >
                Fale conosco
              </SmartLink>
            </p>
          </address>
        </div>
        {footer.redes_sociais.length > 0 && (
          <div>
            <h2 className="mb-3 text-base font-bold">Redes sociais</h2>
            <ul className="flex flex-wrap gap-3 text-sm">
              {footer.redes_sociais.map((rede, i) => (
                <li key={`${rede.rede}-${i}`}>
                  <a href={rede.url} rel="noopener noreferrer" className="underline underline-offset-4">
                    {REDES[rede.rede.toLowerCase()] ?? rede.rede}
                    <span className="sr-only"> de {nome}</span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
      <div className="border-t border-gray-300">
        <div className="mx-auto flex max-w-page flex-wrap items-start justify-between gap-4 px-4 py-4 text-xs text-gray-700">
          <div className="space-y-1">
            {empresa && (
              <dl className="space-y-0.5">
                <dt className="sr-only">Razão social</dt>
                <dd className="font-semibold">{empresa.razao_social}</dd>
                <dt className="inline">CNPJ </dt>
                <dd className="inline after:block after:content-['']">{maskCnpj(empresa.cnpj)}</dd>
                {empresa.inscricao_estadual && (
                  <>
                    <dt className="inline">Inscrição estadual </dt>
                    <dd className="inline after:block after:content-['']">{empresa.inscricao_estadual}</dd>
                  </>
                )}
                <dt className="sr-only">Endereço</dt>
                <dd>{legalAddressText(empresa)}</dd>
              </dl>
            )}
            {footer.aviso_legal && <p>{footer.aviso_legal}</p>}
          </div>
          <PaymentIcons keys={pagamentos} />
        </div>
      </div>
      {/* Inside the footer: every content in a landmark (axe "region"). */}
      <WhatsAppButton numero={contato.whatsapp} nome={nome} />
    </footer>
  );
}
