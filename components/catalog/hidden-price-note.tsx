import type { Account } from '@/lib/session/server';
import { supplierHref } from '@/lib/supplier-url';

import { LOGIN_TO_BUY } from './product-card';

const BUTTON =
  'inline-block rounded border border-secondary bg-secondary px-4 py-2 text-sm font-semibold text-[var(--color-on-secondary)]';

/**
 * Where the API hides prices, what this shopper can do about it: a visitor logs in (and comes
 * back here), a representative picks a client, a customer waits for the registration's approval.
 */
export function HiddenPriceNote({ base, status, voltar }: { base: string; status: Account['status']; voltar: string }) {
  if (status === 'cliente') {
    return (
      <p className="rounded bg-amber-50 p-3 text-sm font-semibold text-amber-900">
        Os preços aparecem depois que o cadastro for aprovado.
      </p>
    );
  }
  if (status === 'representante') {
    return (
      <p>
        <a href={supplierHref(base, '/conta/clientes')} className={BUTTON}>
          Escolha um cliente para ver os preços
        </a>
      </p>
    );
  }
  return (
    <p>
      <a href={supplierHref(base, `/entrar?voltar=${encodeURIComponent(voltar)}`)} className={BUTTON}>
        {LOGIN_TO_BUY}
      </a>
    </p>
  );
}
