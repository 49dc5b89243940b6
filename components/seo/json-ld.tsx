import { BreadcrumbJsonLd, JsonLdScript, OrganizationJsonLd } from 'next-seo';

import type { ProductDetail } from '@/lib/contract';

/** Absolute URL on the supplier's primary domain. */
export function absoluteUrl(origin: string, path: string): string {
  return new URL(path, `${origin}/`).toString();
}

export type Crumb = { name: string; path: string };

/** BreadcrumbList (listings and products); paths are made absolute on the primary domain. */
export function BreadcrumbListJsonLd({ origin, items }: { origin: string; items: Crumb[] }) {
  if (items.length === 0) return null;
  return <BreadcrumbJsonLd items={items.map((c) => ({ name: c.name, item: absoluteUrl(origin, c.path) }))} />;
}

/** OnlineStore (an Organization) for the supplier home. */
export function StoreJsonLd({
  origin,
  nome,
  description,
  logo,
  email,
  telephone,
  sameAs,
}: {
  origin: string;
  nome: string;
  description: string;
  logo: string | null;
  email?: string;
  telephone?: string;
  sameAs: string[];
}) {
  return (
    <OrganizationJsonLd
      type="OnlineStore"
      name={nome}
      url={absoluteUrl(origin, '/')}
      description={description}
      {...(logo ? { logo: absoluteUrl(origin, logo) } : {})}
      {...(email ? { email } : {})}
      {...(telephone ? { telephone } : {})}
      {...(sameAs.length > 0 ? { sameAs } : {})}
    />
  );
}

/**
 * Product with Google's required and recommended fields (developers.google.com/search/docs/
 * appearance/structured-data/product-snippet and merchant-listing): name, image, description, sku,
 * brand, gtin13, and an Offer with availability, condition and url. Price and currency only where
 * this visitor sees prices: a supplier hiding them (hide-price-for-logged-out-customers) shows
 * crawlers no price either (decision 0045).
 */
export function ProductDetailJsonLd({
  origin,
  path,
  product,
  showPrices,
  seller,
}: {
  origin: string;
  path: string;
  product: ProductDetail;
  showPrices: boolean;
  seller: string;
}) {
  const url = absoluteUrl(origin, path);
  const images = (product.imagens.length > 0 ? product.imagens.map((i) => i.url) : [product.imagem]).map((u) =>
    absoluteUrl(origin, u),
  );
  const price = showPrices ? product.preco : null;
  return (
    <JsonLdScript
      scriptKey="product-jsonld"
      data={{
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: product.nome,
        description: product.descricao || product.nome,
        url,
        sku: product.codigo,
        image: images,
        ...(product.ean ? { gtin13: product.ean } : {}),
        ...(product.marca ? { brand: { '@type': 'Brand', name: product.marca } } : {}),
        offers: {
          '@type': 'Offer',
          url,
          ...(price !== null ? { price: (price / 100).toFixed(2), priceCurrency: 'BRL' } : {}),
          availability: `https://schema.org/${product.disponivel ? 'InStock' : 'OutOfStock'}`,
          itemCondition: 'https://schema.org/NewCondition',
          seller: { '@type': 'Organization', name: seller },
        },
      }}
    />
  );
}
