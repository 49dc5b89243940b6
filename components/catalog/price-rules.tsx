import type { ProductSummary } from '@/lib/contract';
import { formatBRL } from '@/lib/rules/money';
import { progressiveTiers } from '@/lib/rules/price';
import { LOGIN_TO_BUY } from './product-card';

function qty(n: number): string {
  return n.toLocaleString('pt-BR', { maximumFractionDigits: 3 });
}

/**
 * Price and its rules on the product page: price, wholesale price and threshold, progressive
 * discount tiers (table), unit, granularity, min/max per order, multiples. With `showPrices`
 * false only the quantity rules and 'Faça login para comprar' are shown.
 */
export function PriceRules({ product, showPrices }: { product: ProductSummary; showPrices: boolean }) {
  const priced = showPrices && product.preco !== null ? { ...product, preco: product.preco } : null;
  const tiers = priced ? progressiveTiers(priced) : [];
  return (
    <div className="space-y-4">
      {priced ? (
        <div>
          <p className="text-3xl font-bold text-gray-900">
            {formatBRL(priced.preco)} <span className="text-base font-normal text-gray-700">/ {product.unidade}</span>
          </p>
          {priced.precovendaatacado !== null && priced.minvendaatacado !== null && priced.precovendaatacado < priced.preco && (
            <p className="mt-1 text-sm font-semibold text-gray-800">
              Preço de atacado: A partir de {qty(priced.minvendaatacado)} un: {formatBRL(priced.precovendaatacado)}
            </p>
          )}
        </div>
      ) : showPrices ? (
        <p className="text-lg text-gray-800">Preço sob consulta</p>
      ) : (
        <p className="text-lg font-semibold text-gray-900">{LOGIN_TO_BUY}</p>
      )}

      {tiers.length > 0 && (
        <table className="w-full max-w-sm border-collapse text-sm">
          <caption className="mb-1 text-left font-semibold">Descontos progressivos</caption>
          <thead>
            <tr className="border-b border-gray-300">
              <th scope="col" className="py-1 text-left font-semibold">
                Quantidade
              </th>
              <th scope="col" className="py-1 text-right font-semibold">
                Preço por {product.unidade}
              </th>
            </tr>
          </thead>
          <tbody>
            {tiers.map(([threshold, price]) => (
              <tr key={threshold} className="border-b border-gray-200">
                <td className="py-1">A partir de {qty(threshold)} un</td>
                <td className="py-1 text-right">{formatBRL(price)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-semibold">Unidade</dt>
        <dd>{product.unidade}</dd>
        <dt className="font-semibold">Granularidade</dt>
        <dd>{qty(product.granularidade)}</dd>
        <dt className="font-semibold">Mínimo por pedido</dt>
        <dd>{qty(product.min_por_pedido)}</dd>
        <dt className="font-semibold">Máximo por pedido</dt>
        <dd>{product.maxporpedido !== null ? qty(product.maxporpedido) : 'Sem limite'}</dd>
        <dt className="font-semibold">Vendido em múltiplos de</dt>
        <dd>{qty(product.multiploincremento)}</dd>
      </dl>
    </div>
  );
}
