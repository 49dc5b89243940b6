import type { Footer } from '@/lib/contract';
import { legalIdentityText } from '@/lib/rules/legal-entity';
import { telHref, whatsappHref } from '@/lib/rules/phone';
import { supplierHref } from '@/lib/supplier-url';

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

export function SiteFooter({ footer, base, nome }: { footer: Footer; base: string; nome: string }) {
  const { contato } = footer;
  const hasContact = contato.telefone || contato.whatsapp || contato.email || contato.endereco;
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
        {hasContact && (
          <div>
            <h2 className="mb-3 text-base font-bold">Contato</h2>
            <address className="space-y-2 text-sm not-italic">
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
              {contato.endereco && <p>{contato.endereco}</p>}
            </address>
          </div>
        )}
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
        <div className="mx-auto max-w-page space-y-1 px-4 py-4 text-xs text-gray-700">
          {footer.empresa && <p>{legalIdentityText(footer.empresa)}</p>}
          {footer.aviso_legal && <p>{footer.aviso_legal}</p>}
        </div>
      </div>
    </footer>
  );
}
