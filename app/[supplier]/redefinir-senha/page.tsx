import type { Metadata } from 'next';

import { ResetForm } from '@/components/account/reset-password-form';
import { supplierHref } from '@/lib/supplier-url';
import { storefrontContext } from '@/lib/tenant/request';

export const metadata: Metadata = {
  title: 'Redefinir senha',
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function ResetPasswordPage({ searchParams }: Props) {
  const [sp, { base }] = await Promise.all([searchParams, storefrontContext()]);
  const token = typeof sp.token === 'string' ? sp.token.slice(0, 200) : '';
  return (
    <section className="mx-auto max-w-md py-8">
      <h1 className="mb-6 text-2xl font-bold">Redefinir senha</h1>
      {token ? (
        <ResetForm token={token} entrarHref={supplierHref(base, '/entrar')} />
      ) : (
        <p role="alert">Link de redefinição de senha inválido ou expirado</p>
      )}
    </section>
  );
}
