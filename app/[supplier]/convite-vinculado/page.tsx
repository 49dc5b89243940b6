import type { Metadata } from 'next';

import { ResetForm } from '@/components/account/reset-password-form';
import { LINKED_USER_MESSAGES } from '@/lib/contract/linked-users';
import { supplierHref } from '@/lib/supplier-url';
import { storefrontContext } from '@/lib/tenant/request';

export const metadata: Metadata = {
  title: 'Convite de usuário vinculado',
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The emailed invitation link (decision 0028): the invited person sets its password, then logs in. */
export default async function LinkInvitationPage({ searchParams }: Props) {
  const [sp, { base }] = await Promise.all([searchParams, storefrontContext()]);
  const token = typeof sp.token === 'string' ? sp.token.slice(0, 200) : '';
  return (
    <section className="mx-auto max-w-md py-8">
      <h1 className="mb-2 text-2xl font-bold">Convite de usuário vinculado</h1>
      {token ? (
        <>
          <p className="mb-6 text-gray-700">Crie a senha da sua conta para aceitar o convite.</p>
          <ResetForm token={token} entrarHref={supplierHref(base, '/entrar')} kind="convite" />
        </>
      ) : (
        <p role="alert">{LINKED_USER_MESSAGES.linkInvalido}</p>
      )}
    </section>
  );
}
