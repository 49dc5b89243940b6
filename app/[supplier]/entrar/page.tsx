import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';

import { LazyLoginFlow } from '@/components/account/lazy-login-flow';
import { loginFormAction } from '@/components/account/login-actions';
import { LoginFirstStep } from '@/components/account/login-first-step';
import { PostbackForm } from '@/components/ui/postback-form';
import { loadStorefront } from '@/lib/commerce/storefront';
import { returnPathFromReferer, sanitizeReturnTo } from '@/lib/rules/return-to';
import { sellsOnlyToCompanies } from '@/lib/rules/supplier-audience';
import { visitorOrigin } from '@/lib/session/flow';
import { currentAccount } from '@/lib/session/server';
import { supplierHref } from '@/lib/supplier-url';
import { storefrontContext } from '@/lib/tenant/request';

export const metadata: Metadata = { title: 'Entrar', robots: { index: false, follow: false } };

type Props = {
  params: Promise<{ supplier: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? '';

/** Full-page login: the modal's flow with JavaScript; a plain login form without it. */
export default async function LoginPage({ params, searchParams }: Props) {
  const [{ supplier: slug }, sp, { base }, h, origin] = await Promise.all([
    params,
    searchParams,
    storefrontContext(),
    headers(),
    visitorOrigin(),
  ]);
  const storefront = await loadStorefront(slug);
  // A plain link to /entrar (no ?voltar=) returns to the page it was on.
  const voltar = sanitizeReturnTo(one(sp.voltar) || returnPathFromReferer(h.get('referer'), origin, base) || '/');
  if (storefront) {
    const account = await currentAccount(storefront.supplier.idfornecedor);
    if (account.status === 'cliente' || account.status === 'representante') redirect(supplierHref(base, voltar));
  }
  const erro = one(sp.erro).slice(0, 200);
  const flow = {
    voltar,
    initialLogin: one(sp.login),
    representantes: storefront?.supplier.tem_representantes ?? false,
    somenteEmpresas: sellsOnlyToCompanies(storefront?.supplier.tag ?? []),
  };
  return (
    <section className="mx-auto max-w-md py-8">
      <h1 className="mb-6 text-2xl font-bold">Entrar ou cadastrar</h1>
      <noscript>
        <PostbackForm action={loginFormAction} className="mb-6">
          {erro && (
            <p role="alert" className="mb-3 text-red-700">
              {erro}
            </p>
          )}
          <input type="hidden" name="voltar" value={voltar} />
          <label className="mb-1 block text-sm font-medium" htmlFor="login-nojs">
            Email, CPF ou CNPJ
          </label>
          <input
            id="login-nojs"
            name="login"
            type="text"
            autoComplete="username"
            defaultValue={one(sp.login)}
            className="mb-3 w-full rounded border px-3 py-2"
            required
          />
          <label className="mb-1 block text-sm font-medium" htmlFor="senha-nojs">
            Senha
          </label>
          <input
            id="senha-nojs"
            name="senha"
            type="password"
            autoComplete="current-password"
            className="mb-3 w-full rounded border px-3 py-2"
            required
          />
          <button type="submit" className="w-full rounded bg-primary px-4 py-2.5 font-semibold text-on-primary">
            Entrar
          </button>
        </PostbackForm>
      </noscript>
      <div className="js-only">
        <LazyLoginFlow {...flow} fallback={<LoginFirstStep {...flow} />} />
      </div>
    </section>
  );
}
