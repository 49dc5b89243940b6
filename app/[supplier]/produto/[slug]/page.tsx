import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

import { LazyQuantityStepper } from '@/components/cart/lazy-quantity-stepper';
import { AvailabilityAlert } from '@/components/catalog/availability-alert';
import { Breadcrumbs, categoryCrumbs } from '@/components/catalog/breadcrumbs';
import { HiddenPriceNote } from '@/components/catalog/hidden-price-note';
import { PaymentOffers } from '@/components/catalog/payment-offers';
import { catalogPaymentTerms } from '@/components/catalog/payment-terms';
import { PriceRules } from '@/components/catalog/price-rules';
import { ProductAttributes } from '@/components/catalog/product-attributes';
import { ProductRow } from '@/components/catalog/product-card';
import { ProductFreight } from '@/components/catalog/product-freight';
import { ProductGallery } from '@/components/catalog/product-gallery';
import { RecommendationsSlot } from '@/components/recommendation/recommendations-slot';
import { absoluteUrl, ProductDetailJsonLd } from '@/components/seo/json-ld';
import { AddToList } from '@/components/shopping-list/add-to-list';
import { fromSummary } from '@/lib/cart/line';
import { getProduct, listProductsByTags } from '@/lib/commerce/catalog';
import { hasAvailabilityAlert } from '@/lib/commerce/content';
import { loadStorefront } from '@/lib/commerce/storefront';
import { freightQuantity } from '@/lib/delivery/freight-estimate';
import { catalogDeliveryFor, currentDelivery, currentGate } from '@/lib/delivery/server';
import { RECOMMENDATION_TAG } from '@/lib/rules/recommendation';
import { currentAccount } from '@/lib/session/server';
import { supplierHref, supplierOrigin } from '@/lib/supplier-url';
import { storefrontContext } from '@/lib/tenant/request';

type Props = {
  params: Promise<{ supplier: string; slug: string }>;
  searchParams?: Promise<Record<string, string | string[] | undefined>>;
};

/** Supplier tag that turns the similar-products block off (sent to the API as disableSimilares). */
const DISABLE_SIMILAR_TAG = 'disable-similar-products';

async function load(params: Props['params']) {
  const { supplier: supplierSlug, slug } = await params;
  const storefront = await loadStorefront(supplierSlug);
  if (!storefront) notFound();
  const { supplier } = storefront;
  // A product page renders under the address gate (decision 0045); only a supplier without the
  // web storefront module shows nothing.
  const { base } = await storefrontContext();
  if ((await currentGate(supplier, base)) === 'modulo') return { storefront, detail: null };
  const delivery = await catalogDeliveryFor(supplier);
  const detail = await getProduct(supplier.idfornecedor, slug, supplier.tag.includes(DISABLE_SIMILAR_TAG), delivery);
  if (!detail) notFound();
  return { storefront, detail };
}

/** Product page text when the product is not offered for the chosen delivery type. */
function unavailableFor(tiposEntrega: readonly string[]): string {
  return tiposEntrega.includes('DELIVERY')
    ? 'Este produto não está disponível para retirada na loja. Mude para entrega para comprá-lo.'
    : 'Este produto está disponível apenas para retirada na loja. Mude para retirada para comprá-lo.';
}

function summary(text: string, max = 160): string {
  const t = text.replace(/\s+/g, ' ').trim();
  return t.length <= max ? t : `${t.slice(0, max - 1).trimEnd()}…`;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { storefront, detail } = await load(params);
  if (!detail) return {};
  const { produto } = detail;
  const path = `/produto/${encodeURIComponent(produto.slug)}`;
  const description = summary(produto.descricao || `${produto.nome} em ${storefront.supplier.nome}`);
  const image = produto.imagens[0]?.url ?? produto.imagem;
  return {
    title: produto.nome,
    description,
    alternates: { canonical: path },
    openGraph: {
      type: 'website',
      title: produto.nome,
      description,
      url: path,
      siteName: storefront.supplier.nome,
      locale: 'pt_BR',
      images: [{ url: absoluteUrl(supplierOrigin(storefront.supplier), image), alt: produto.nome }],
    },
  };
}

export default async function ProductPage({ params, searchParams }: Props) {
  const [{ storefront, detail }, { base }, query] = await Promise.all([
    load(params),
    storefrontContext(),
    searchParams ?? Promise.resolve({} as Record<string, string | string[] | undefined>),
  ]);
  if (!detail) return null;
  const { supplier } = storefront;
  const { produto, similares, possuiPreco, disponivelTipoEntrega, tiposEntrega } = detail;
  const [byTags, account, terms, { ctx: delivery }] = await Promise.all([
    listProductsByTags(supplier.idfornecedor, produto.idproduto),
    currentAccount(supplier.idfornecedor),
    catalogPaymentTerms(supplier),
    currentDelivery(supplier),
  ]);
  const cepAsked = typeof query.cep === 'string' ? query.cep : null;
  const origin = supplierOrigin(supplier);
  const path = `/produto/${encodeURIComponent(produto.slug)}`;
  const crumbs = [...categoryCrumbs(produto.caminho), { name: produto.nome, path }];
  const similarIds = new Set(similares.map((p) => p.idproduto));
  const related = byTags.produtos.filter((p) => !similarIds.has(p.idproduto));
  // An unavailable product tells a customer whether it already asked to be told (after a reload too).
  const alertSet =
    !produto.disponivel &&
    account.status === 'cliente' &&
    (await hasAvailabilityAlert({
      idfornecedor: supplier.idfornecedor,
      idproduto: produto.idproduto,
      idcliente: account.usuario.idcliente,
      token: account.token,
    }));

  return (
    <>
      <ProductDetailJsonLd
        origin={origin}
        path={path}
        product={produto}
        showPrices={possuiPreco}
        seller={supplier.nome}
      />
      <Breadcrumbs items={crumbs} base={base} origin={origin} />
      <article className="grid gap-8 md:grid-cols-2">
        <ProductGallery product={produto} />
        <div className="space-y-5">
          <div>
            <h1
              className="text-2xl font-bold"
              // GA4 view_item, read from the markup.
              data-ga4-view-item=""
              data-ga4-item={produto.idproduto}
              data-ga4-name={produto.nome}
              data-ga4-price={possuiPreco ? (produto.preco ?? undefined) : undefined}
            >
              {produto.nome}
            </h1>
            {produto.marca && <p className="mt-1 text-sm text-gray-700">{produto.marca}</p>}
            <p className="mt-1 text-xs text-gray-600">Código {produto.codigo}</p>
          </div>
          <p className={produto.disponivel ? 'font-semibold text-green-800' : 'font-semibold text-red-800'}>
            {produto.disponivel ? 'Disponível' : 'Indisponível'}
          </p>
          {!disponivelTipoEntrega && (
            <p role="status" className="rounded bg-amber-50 p-3 font-semibold text-amber-900">
              {unavailableFor(tiposEntrega)}
            </p>
          )}
          <PriceRules
            product={produto}
            showPrices={possuiPreco}
            disableProductMultiple={supplier.tag.includes('disable-product-multiple')}
          />
          {possuiPreco && produto.preco !== null && <PaymentOffers price={produto.preco} terms={terms} />}
          {produto.disponivel ? (
            possuiPreco ? (
              fromSummary(produto) && <LazyQuantityStepper produto={fromSummary(produto)!} />
            ) : (
              <HiddenPriceNote base={base} status={account.status} voltar={`/produto/${produto.slug}`} />
            )
          ) : (
            <AvailabilityAlert
              endpoint={supplierHref(base, '/api/alerta-disponibilidade')}
              idproduto={produto.idproduto}
              inscrito={alertSet}
            />
          )}
          {tiposEntrega.includes('DELIVERY') && (
            <ProductFreight
              action={supplierHref(base, path)}
              idfornecedor={supplier.idfornecedor}
              idproduto={produto.idproduto}
              cep={cepAsked}
              cepLembrado={delivery.cep ?? null}
              quantidade={freightQuantity(query.quantidade)}
            />
          )}
          {account.status === 'cliente' && (
            <AddToList
              produto={{ idproduto: produto.idproduto, nome: produto.nome, preco: produto.preco }}
              base={base}
              tags={supplier.tag}
            />
          )}
          {produto.descricao && (
            <section aria-labelledby="descricao-titulo">
              <h2 id="descricao-titulo" className="mb-1 text-lg font-bold">
                Descrição
              </h2>
              {produto.descricao.split(/\n{2,}/).map((para, i) => (
                <p key={i} className="mb-2 whitespace-pre-line text-sm leading-relaxed">
                  {para}
                </p>
              ))}
            </section>
          )}
          <ProductAttributes product={produto} />
          {produto.filtros.length > 0 && (
            <section aria-labelledby="caracteristicas-titulo">
              <h2 id="caracteristicas-titulo" className="mb-1 text-lg font-bold">
                Características
              </h2>
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                {produto.filtros.map((f) => (
                  <div key={`${f.grupo}:${f.valor}`} className="contents">
                    <dt className="font-semibold">{f.grupo}</dt>
                    <dd>{f.valor}</dd>
                  </div>
                ))}
              </dl>
            </section>
          )}
        </div>
      </article>
      {similares.length > 0 && (
        <section aria-labelledby="similares-titulo" className="mt-10">
          <h2 id="similares-titulo" className="mb-3 text-xl font-bold">
            Produtos similares
          </h2>
          <ProductRow products={similares} showPrices={possuiPreco} base={base} label="Produtos similares" />
        </section>
      )}
      {related.length > 0 && (
        <section aria-labelledby="relacionados-titulo" className="mt-10">
          <h2 id="relacionados-titulo" className="mb-3 text-xl font-bold">
            Combina com este produto
          </h2>
          <ProductRow
            products={related}
            showPrices={byTags.possuiPreco && possuiPreco}
            base={base}
            label="Combina com este produto"
          />
        </section>
      )}
      {supplier.tag.includes(RECOMMENDATION_TAG) && (
        <RecommendationsSlot base={base} visao="PRODUTO" idproduto={produto.idproduto} />
      )}
    </>
  );
}
