import type { Metadata } from 'next';

import { ProviderCepFinder } from '@/components/delivery/provider-cep-finder';
import { SmartLink } from '@/components/smart-link';
import { SupplierLogo } from '@/components/supplier-logo';
import { listSuppliers } from '@/lib/commerce/suppliers';
import { DEFAULT_THEME_ID } from '@/lib/contract';
import { supplierOrigin } from '@/lib/supplier-url';
import { themeVars } from '@/lib/tenant/theme';

export const metadata: Metadata = {
  title: 'Lojas parceiras',
  description: 'Escolha uma das lojas parceiras e confira as ofertas.',
};

// The directory depends on the commerce API at request time.
export const dynamic = 'force-dynamic';

export default async function ProviderHome({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const sp = await searchParams;
  const cep = typeof sp.cep === 'string' ? sp.cep.slice(0, 20) : '';
  const suppliers = (await listSuppliers()).filter((s) => s.config.tema.idtema !== DEFAULT_THEME_ID);
  return (
    <>
      <header className="bg-secondary text-[var(--color-on-secondary)]">
        <div className="mx-auto max-w-page px-4 py-4">
          <p className="text-lg font-bold">Lojas parceiras</p>
        </div>
      </header>
      <main id="conteudo" className="mx-auto max-w-page px-4 py-8">
        <h1 className="mb-2 text-3xl font-bold">Escolha sua loja</h1>
        <p className="mb-8 text-gray-700">Selecione uma loja para ver as ofertas.</p>
        <ProviderCepFinder cep={cep} />
        {suppliers.length === 0 ? (
          <p>Nenhuma loja disponível no momento.</p>
        ) : (
          <ul aria-label="Lojas" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {suppliers.map((s) => {
              const vars = themeVars(s.config.tema);
              const origin = supplierOrigin(s);
              return (
                <li key={s.idfornecedor}>
                  <article className="flex h-full flex-col overflow-hidden rounded-lg border border-gray-200 shadow-sm">
                    <div className="px-4 py-4" style={{ background: vars['--color-primary'] }}>
                      <SupplierLogo src={s.config.tema.logo_url} nome={s.nome} className="h-12 w-auto" />
                    </div>
                    <div className="flex flex-1 flex-col gap-2 p-4">
                      <h2 className="text-lg font-bold">{s.nome}</h2>
                      {s.segmentos.length > 0 && (
                        <p className="text-sm text-gray-700">{s.segmentos.map((seg) => seg.nome).join(' · ')}</p>
                      )}
                      <div className="mt-auto flex flex-wrap gap-3 pt-2 text-sm">
                        <a
                          href={`${origin}/`}
                          className="rounded px-4 py-2 font-semibold"
                          style={{ background: vars['--color-primary'], color: vars['--color-on-primary'] }}
                        >
                          Visitar {s.nome}
                        </a>
                        <SmartLink
                          href={`/${s.slug}`}
                          className="rounded border border-gray-300 px-4 py-2 font-semibold text-gray-900"
                        >
                          Ver {s.nome} neste endereço
                        </SmartLink>
                      </div>
                      <p className="text-xs text-gray-600">{s.dominio}</p>
                    </div>
                  </article>
                </li>
              );
            })}
          </ul>
        )}
      </main>
    </>
  );
}
