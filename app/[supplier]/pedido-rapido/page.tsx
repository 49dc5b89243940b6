import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

import { QuickOrder } from '@/components/spreadsheet/quick-order';
import { listProducts } from '@/lib/commerce/catalog';
import { loadStorefront } from '@/lib/commerce/storefront';
import { MAX_SPREADSHEET_BYTES, MAX_SPREADSHEET_LINES } from '@/lib/rules/spreadsheet';
import { currentAccount } from '@/lib/session/server';
import { supplierHref } from '@/lib/supplier-url';
import { storefrontContext } from '@/lib/tenant/request';

export const metadata: Metadata = { title: 'Pedido rápido', robots: { index: false, follow: false } };

type Props = { params: Promise<{ supplier: string }> };

/** /pedido-rapido: a spreadsheet (CSV or XLSX) or pasted lines of code and quantity into the cart. */
export default async function QuickOrderRoute({ params }: Props) {
  const [{ supplier: slug }, { base }] = await Promise.all([params, storefrontContext()]);
  const storefront = await loadStorefront(slug);
  if (!storefront) notFound();
  const account = await currentAccount(storefront.supplier.idfornecedor);
  // The placeholder's example is one of this supplier's codes (as the template's, ./modelo).
  const exemplo =
    account.status === 'cliente'
      ? await listProducts(storefront.supplier)
          .then((l) => l.produtos.find((p) => p.disponivel)?.codigo ?? null)
          .catch(() => null)
      : null;
  return (
    <section className="flex flex-col gap-4" aria-labelledby="pedido-rapido-titulo">
      <h1 id="pedido-rapido-titulo" className="text-2xl font-bold">
        Pedido rápido
      </h1>
      <p className="max-w-2xl">
        Envie uma planilha com o <strong>código</strong> do produto na primeira coluna e a <strong>quantidade</strong>{' '}
        na segunda, ou cole as linhas abaixo. Até {MAX_SPREADSHEET_LINES.toLocaleString('pt-BR')} linhas e{' '}
        {Math.round(MAX_SPREADSHEET_BYTES / 1024)} KB. As quantidades seguem as regras de venda de cada produto.
      </p>
      <p className="flex flex-wrap gap-x-6 gap-y-2">
        <a href={supplierHref(base, '/pedido-rapido/modelo?formato=xlsx')} download className="font-semibold underline">
          Baixar modelo de planilha (XLSX)
        </a>
        <a href={supplierHref(base, '/pedido-rapido/modelo')} download className="font-semibold underline">
          Baixar modelo de planilha (CSV)
        </a>
      </p>
      {account.status === 'cliente' ? (
        <QuickOrder base={base} exemplo={exemplo} />
      ) : (
        <p>
          <a
            href={supplierHref(base, '/entrar?voltar=%2Fpedido-rapido')}
            className="w-fit rounded bg-secondary px-4 py-2 font-semibold text-[var(--color-on-secondary)]"
          >
            Faça login para usar o pedido rápido
          </a>
        </p>
      )}
    </section>
  );
}
