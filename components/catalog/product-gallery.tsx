import type { ProductDetail } from '@/lib/contract';

import { CatalogImage } from './product-card';

/** Product images: the first large (LCP: eager, fetchPriority high), the others as lazy thumbnails. */
export function ProductGallery({ product }: { product: ProductDetail }) {
  const images = product.imagens.length > 0 ? product.imagens : [{ url: product.imagem, alt: product.nome }];
  const [main, ...rest] = images;
  if (!main) return null;
  return (
    <div>
      <div className="aspect-square overflow-hidden rounded-lg border border-gray-200 bg-gray-50">
        <CatalogImage
          src={main.url}
          alt={main.alt || product.nome}
          width={480}
          height={480}
          sizes="(min-width: 768px) 480px, 100vw"
          priority
          className="h-full w-full object-contain"
        />
      </div>
      {rest.length > 0 && (
        <ul aria-label="Mais imagens" className="mt-3 grid grid-cols-4 gap-2">
          {rest.map((img, i) => (
            <li
              key={`${img.url}-${i}`}
              className="aspect-square overflow-hidden rounded border border-gray-200 bg-gray-50"
            >
              <CatalogImage
                src={img.url}
                alt={img.alt || `${product.nome} — imagem ${i + 2}`}
                width={112}
                height={112}
                sizes="112px"
                className="h-full w-full object-contain"
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
