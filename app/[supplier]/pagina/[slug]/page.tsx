import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

import { Breadcrumbs } from '@/components/catalog/breadcrumbs';
import { PAGE_FAILURE_TITLE } from '@/components/content/page-unavailable';
import { StaticHtml } from '@/components/content/static-html';
import { getStaticPage } from '@/lib/commerce/content';
import { loadStorefront } from '@/lib/commerce/storefront';
import { supplierOrigin } from '@/lib/supplier-url';
import { storefrontContext } from '@/lib/tenant/request';

type Props = { params: Promise<{ supplier: string; slug: string }> };

async function load(params: Props['params']) {
  const { supplier: supplierSlug, slug } = await params;
  const storefront = await loadStorefront(supplierSlug);
  if (!storefront) notFound();
  const page = await getStaticPage(storefront.supplier.idfornecedor, slug);
  return { storefront, page };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { page } = await load(params);
  if (!page) return { title: PAGE_FAILURE_TITLE, robots: { index: false } };
  const path = `/pagina/${encodeURIComponent(page.slug)}`;
  return {
    title: page.titulo,
    alternates: { canonical: path },
    openGraph: { title: page.titulo, url: path },
  };
}

/** A WEB static page; its HTML is sanitized again here. Failures → the spec's two messages (404). */
export default async function StaticPageRoute({ params }: Props) {
  const [{ storefront, page }, { base }] = await Promise.all([load(params), storefrontContext()]);
  if (!page) notFound();
  const path = `/pagina/${encodeURIComponent(page.slug)}`;
  const hasOwnHeading = /<h1[\s>]/i.test(page.html);
  return (
    <article className="mx-auto max-w-3xl">
      <Breadcrumbs
        items={[
          { name: 'Início', path: '/' },
          { name: page.titulo, path },
        ]}
        base={base}
        origin={supplierOrigin(storefront.supplier)}
      />
      {hasOwnHeading ? null : <h1 className="mb-4 text-2xl font-bold">{page.titulo}</h1>}
      <StaticHtml html={page.html} />
    </article>
  );
}
