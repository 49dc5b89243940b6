import { getImageProps, type ImageProps } from 'next/image';
import type { ReactNode } from 'react';
import { preload } from 'react-dom';

import { LazyQuantityStepper } from '@/components/cart/lazy-quantity-stepper';
import { SmartLink } from '@/components/smart-link';
import { fromSummary } from '@/lib/cart/line';
import type { ProductSummary } from '@/lib/contract';
import { formatBRL } from '@/lib/rules/money';
import { bestQuantityOffer, referenceOffer } from '@/lib/rules/offer';
import { cardOfferText } from '@/lib/rules/offer-text';
// supplier-href, not supplier-url: the card also renders in the browser (lazy carousels), where
// supplier-url's env (zod) must not come along.
import { supplierHref } from '@/lib/supplier-href';

import { DiscountBadge, ReferencePrice } from './discount-badge';
import { PaymentOffers, type PaymentTerms } from './payment-offers';

export const LOGIN_TO_BUY = 'Faça login para comprar';

type CatalogImageProps = Omit<ImageProps, 'priority' | 'preload' | 'loading' | 'fetchPriority' | 'unoptimized'> & {
  /** The page's LCP candidate: loaded eagerly, fetchpriority high and preloaded from the head. */
  priority?: boolean;
  /**
   * The widest file the slot can ever need (its largest CSS width × 3 DPR, rounded up to a configured
   * width). next/image lists every configured width for a `sizes` in vw; the wider ones only make each
   * card's markup longer (twice: HTML and the RSC payload), the home carries 40-odd cards.
   */
  maxWidth?: number;
};

/** Drops the srcset's candidates wider than `maxWidth`; the fallback src becomes the widest kept. */
function capSrcSet<T extends { src?: string; srcSet?: string }>(props: T, maxWidth: number): T {
  if (!props.srcSet) return props;
  const kept = props.srcSet
    .split(', ')
    .map((entry) => ({ entry, width: Number(/ (\d+)w$/.exec(entry)?.[1] ?? Number.NaN) }))
    .filter((c) => c.width <= maxWidth);
  const widest = kept.at(-1);
  if (!widest) return props;
  return {
    ...props,
    srcSet: kept.map((c) => c.entry).join(', '),
    src: widest.entry.slice(0, widest.entry.lastIndexOf(' ')),
  };
}

/**
 * next/image's markup (getImageProps) as a plain server-rendered <img>: no client component per
 * image, so catalog pages hydrate no image code at all. Raster images (the API's WebP product
 * photos and banners) go through the image optimizer, which serves each slot the width its
 * `sizes` asks for; SVGs (logos, older data) are sent as they are.
 */
export function CatalogImage({ priority = false, alt, maxWidth, ...rest }: CatalogImageProps) {
  const { props: all } = getImageProps({
    ...rest,
    alt,
    unoptimized: typeof rest.src === 'string' && /\.svg(?:$|\?)/i.test(rest.src),
    loading: priority ? 'eager' : 'lazy',
    ...(priority ? { fetchPriority: 'high' as const } : {}),
  });
  const props = maxWidth ? capSrcSet(all, maxWidth) : all;
  if (priority && typeof props.src === 'string') {
    preload(props.src, {
      as: 'image',
      fetchPriority: 'high',
      ...(props.srcSet ? { imageSrcSet: props.srcSet, imageSizes: props.sizes } : {}),
    });
  }
  // eslint-disable-next-line @next/next/no-img-element -- next/image's own attributes (getImageProps), without its client component
  return <img {...props} alt={alt} />;
}

export function productHref(base: string, slug: string): string {
  return supplierHref(base, `/produto/${encodeURIComponent(slug)}`);
}

/**
 * A product in a list, linking to its page, with its offer: "De R$ X por R$ Y" and
 * "−N%" for a reference price, and the lowest quantity price the cart charges ("Leve 12: R$ 7,19",
 * "a partir de R$ 7,19 no atacado"). With `showPrices` false no price nor offer is rendered.
 */
export function ProductCard({
  product,
  showPrices,
  base,
  eager = false,
  headingLevel = 3,
  terms,
  action,
}: {
  product: ProductSummary;
  showPrices: boolean;
  base: string;
  eager?: boolean;
  headingLevel?: 2 | 3;
  /** The supplier's payment terms, for the PIX price and instalments under the price. */
  terms?: PaymentTerms | null;
  /** What replaces the quantity stepper of an available product ("Adicionar 12 un", decision 0052). */
  action?: ReactNode;
}) {
  const priced = showPrices && product.preco !== null ? { ...product, preco: product.preco } : null;
  const reference = priced ? referenceOffer(priced) : null;
  const best = priced ? bestQuantityOffer(priced) : null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="relative flex h-full flex-col rounded-lg border border-gray-200 bg-white p-3 shadow-sm focus-within:ring-2 focus-within:ring-primary">
      <div className="relative mb-3 aspect-square overflow-hidden rounded bg-gray-50">
        <CatalogImage
          src={product.imagem}
          alt=""
          width={240}
          height={240}
          sizes="(min-width: 1024px) 240px, (min-width: 640px) 30vw, 45vw"
          maxWidth={640}
          priority={eager}
          className="h-full w-full object-contain"
        />
        {!product.disponivel && (
          <span className="absolute left-2 top-2 rounded bg-gray-900 px-2 py-0.5 text-xs font-semibold text-white">
            Indisponível
          </span>
        )}
      </div>
      <Heading className="line-clamp-2 text-sm font-semibold leading-snug">
        <SmartLink
          href={productHref(base, product.slug)}
          className="after:absolute after:inset-0 after:content-[''] focus:outline-none"
          // GA4 select_item / view_item_list, read from the markup.
          data-ga4-item={product.idproduto}
          data-ga4-name={product.nome}
          data-ga4-price={priced?.preco ?? undefined}
        >
          {product.nome}
        </SmartLink>
      </Heading>
      <p className="mt-1 text-xs text-gray-700">
        {product.marca ? `${product.marca} · ` : ''}
        <span>Unidade: {product.unidade}</span>
      </p>
      <div className="mt-auto pt-3">
        {!showPrices ? (
          <p className="text-sm font-semibold text-gray-800">{LOGIN_TO_BUY}</p>
        ) : priced ? (
          <>
            <p className="text-lg font-bold text-gray-900">
              {reference ? (
                <>
                  <ReferencePrice offer={reference} prefixClassName="block text-xs font-normal text-gray-700" />
                  <DiscountBadge offer={reference} />
                </>
              ) : (
                formatBRL(priced.preco)
              )}
            </p>
            <PaymentOffers price={priced.preco} terms={terms} />
            {best && <p className="text-xs font-semibold text-gray-800">{cardOfferText(best, product.unidade)}</p>}
            {product.disponivel && (
              // Above the card's full-size link.
              <div className="relative z-10 mt-2">
                {action ?? <LazyQuantityStepper produto={fromSummary(priced)!} compact />}
              </div>
            )}
          </>
        ) : (
          <p className="text-sm text-gray-700">Preço sob consulta</p>
        )}
      </div>
    </article>
  );
}

export function ProductGrid({
  products,
  showPrices,
  base,
  label = 'Produtos',
  eagerCount = 0,
  terms,
}: {
  products: ProductSummary[];
  showPrices: boolean;
  base: string;
  label?: string;
  eagerCount?: number;
  terms?: PaymentTerms | null;
}) {
  return (
    <ul
      aria-label={label}
      data-ga4-list={label}
      className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-5"
    >
      {products.map((product, i) => (
        <li key={`${product.idproduto}-${product.idcadastroextraproduto ?? ''}`}>
          <ProductCard product={product} showPrices={showPrices} base={base} eager={i < eagerCount} terms={terms} />
        </li>
      ))}
    </ul>
  );
}

/** Horizontal scroll list (carousels, similar products). */
export function ProductRow({
  products,
  showPrices,
  base,
  label,
  terms,
}: {
  products: ProductSummary[];
  showPrices: boolean;
  base: string;
  label: string;
  terms?: PaymentTerms | null;
}) {
  return (
    <ul aria-label={label} data-ga4-list={label} className="flex snap-x gap-3 overflow-x-auto pb-2" tabIndex={0}>
      {products.map((product) => (
        <li
          key={`${product.idproduto}-${product.idcadastroextraproduto ?? ''}`}
          className="w-40 shrink-0 snap-start sm:w-48"
        >
          <ProductCard product={product} showPrices={showPrices} base={base} terms={terms} />
        </li>
      ))}
    </ul>
  );
}
