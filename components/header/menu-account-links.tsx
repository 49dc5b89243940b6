import { SmartLink } from '@/components/smart-link';
import { supplierHref } from '@/lib/supplier-url';

/**
 * Login entry of the side menu: 'Entrar ou cadastrar' (the full-page login, /entrar) or 'Minha
 * conta' (/conta, which sends a representative on to the client list). Plain links: the header's
 * account area (components/account/account-area.tsx: the login modal, the user menu, the session
 * check and its messages) stays in the header row at every width, once.
 */
export function MenuAccountLinks({ base, logado }: { base: string; logado: boolean }) {
  const className = 'inline-block rounded border border-current px-4 py-2 font-semibold';
  return logado ? (
    <SmartLink href={supplierHref(base, '/conta')} className={className}>
      Minha conta
    </SmartLink>
  ) : (
    <SmartLink href={supplierHref(base, '/entrar')} className={className}>
      Entrar ou cadastrar
    </SmartLink>
  );
}
