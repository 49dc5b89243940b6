import { BreadcrumbJsonLd, JsonLdScript, OrganizationJsonLd, ProductJsonLd } from 'next-seo';

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

/** Product with an Offer in BRL; the Offer is omitted when prices are hidden. */
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
  if (!showPrices || product.preco === null) {
    // No Offer at all when prices are hidden (next-seo's ProductJsonLd insists on one).
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
          ...(product.marca ? { brand: { '@type': 'Brand', name: product.marca } } : {}),
        }}
      />
    );
  }
  const offer =
    product.preco !== null
      ? {
          offers: {
            url,
            price: (product.preco / 100).toFixed(2),
            priceCurrency: 'BRL',
            availability: product.disponivel ? ('InStock' as const) : ('OutOfStock' as const),
            itemCondition: 'NewCondition' as const,
            seller: { name: seller },
          },
        }
      : {};
  return (
    <ProductJsonLd
      name={product.nome}
      description={product.descricao || product.nome}
      url={url}
      sku={product.codigo}
      image={images}
      {...(product.marca ? { brand: product.marca } : {})}
      {...offer}
    />
  );
}
