'use client';

import type { CartLineState } from '@/lib/cart/line';
import { formatQuantity } from '@/lib/rules/quantity-text';

/** The products of a combo group line in the cart, for its quantity of combos: they move together. */
export function ComboContents({ linha }: { linha: Pick<CartLineState, 'produto' | 'quantidade'> }) {
  const { produto, quantidade } = linha;
  const combo = produto.combo!;
  return (
    <>
      <p>
        <span className="rounded bg-gray-100 px-1.5 py-0.5 text-xs font-semibold text-gray-800">Combo promocional</span>
      </p>
      <ul aria-label={`Produtos do combo ${produto.nome}`} className="list-disc pl-5 text-sm text-gray-800">
        {combo.produtos.map((x) => (
          <li key={x.idproduto}>
            {formatQuantity(Math.round(x.quantidadePorCombo * quantidade * 1000) / 1000, x.unidade)} {x.nome}
          </li>
        ))}
      </ul>
    </>
  );
}
