import type { ProductSummary } from '@/lib/contract';
import { formatBRL } from '@/lib/rules/money';

export const LOGIN_TO_BUY = 'Faça login para comprar';

/** A product in a list. With `showPrices` false no price is rendered anywhere. */
export function ProductCard({
  product,
  showPrices,
  eager = false,
}: {
  product: ProductSummary;
  showPrices: boolean;
  eager?: boolean;
}) {
  const price = showPrices ? product.preco : null;
  const wholesale =
    showPrices && product.precovendaatacado !== null && product.minvendaatacado !== null
      ? { preco: product.precovendaatacado, min: product.minvendaatacado }
      : null;
  return (
    <article className="flex h-full flex-col rounded-lg border border-gray-200 bg-white p-3 shadow-sm">
      <div className="relative mb-3 aspect-square overflow-hidden rounded bg-gray-50">
        {/* eslint-disable-next-line @next/next/no-img-element -- SVG images served by the commerce API */}
        <img
          src={product.imagem}
          alt={product.nome}
          width={240}
          height={240}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : undefined}
          decoding="async"
          className="h-full w-full object-contain"
        />
        {!product.disponivel && (
          <span className="absolute left-2 top-2 rounded bg-gray-900 px-2 py-0.5 text-xs font-semibold text-white">
            Indisponível
          </span>
        )}
      </div>
      <h3 className="line-clamp-2 text-sm font-semibold leading-snug">{product.nome}</h3>
      <p className="mt-1 text-xs text-gray-600">
        {product.marca ? `${product.marca} · ` : ''}
        <span>Unidade: {product.unidade}</span>
      </p>
      <div className="mt-auto pt-3">
        {!showPrices ? (
          <p className="text-sm font-semibold text-gray-800">{LOGIN_TO_BUY}</p>
        ) : price !== null ? (
          <>
            <p className="text-lg font-bold text-gray-900">{formatBRL(price)}</p>
            {wholesale && (
              <p className="text-xs text-gray-700">
                A partir de {wholesale.min} {product.unidade}: {formatBRL(wholesale.preco)}
              </p>
            )}
          </>
        ) : (
          <p className="text-sm text-gray-700">Preço sob consulta</p>
        )}
      </div>
    </article>
  );
}

export function ProductGrid({ products, showPrices }: { products: ProductSummary[]; showPrices: boolean }) {
  return (
    <ul aria-label="Produtos" className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-5">
      {products.map((product, i) => (
        <li key={`${product.idproduto}-${product.idcadastroextraproduto ?? ''}`}>
          <ProductCard product={product} showPrices={showPrices} eager={i < 4} />
        </li>
      ))}
    </ul>
  );
}
