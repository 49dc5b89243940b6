'use client';

import Link from 'next/link';
import type { CartLineProduct } from '@/lib/cart/line';
import type { PricedCartLine } from '@/lib/rules/cart';
import { formatBRL } from '@/lib/rules/money';
import { formatQuantity } from '@/lib/rules/quantity-text';
import { supplierHref } from '@/lib/supplier-href';
import { QuantityStepper } from './quantity-stepper';

/**
 * A promotional combo group in the cart (issue 16): one line at the combo's price with its products
 * listed inside; the stepper counts whole combos and moves every product with them; "Remover"
 * removes the whole group.
 */
export function ComboGroupLine({ line, base, locked, onRemove }: { line: PricedCartLine<CartLineProduct>; base: string; locked: boolean; onRemove: () => void }) {
  const p = line.produto;
  const produtos = p.combo?.produtos ?? [];
  return (
    <li className="flex gap-3 py-3" data-combo={p.idproduto}>
      {/* eslint-disable-next-line @next/next/no-img-element -- small thumbnail of the API's proxied image */}
      <img src={p.imagem} alt="" width={64} height={64} className="h-16 w-16 shrink-0 rounded object-contain" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="flex flex-wrap items-center gap-2">
          <Link href={supplierHref(base, `/combos/${p.idproduto}`)} className="font-semibold underline-offset-2 hover:underline">
            {p.nome}
          </Link>
          <span className="rounded bg-gray-100 px-1.5 py-0.5 text-xs font-semibold text-gray-800">Combo promocional</span>
        </p>
        {!line.disponivel && <p className="text-sm font-semibold text-red-800">Indisponível: fora do total</p>}
        <p className="text-sm text-gray-700">{formatBRL(line.preconf)} cada combo</p>
        <ul aria-label={`Produtos do combo ${p.nome}`} className="list-disc pl-5 text-sm text-gray-800">
          {produtos.map((x) => (
            <li key={x.idproduto}>
              {formatQuantity(Math.round(x.quantidade * line.quantidade * 1000) / 1000, x.unidade)} {x.nome}
            </li>
          ))}
        </ul>
        <div className="flex flex-wrap items-center gap-3">
          <QuantityStepper produto={p} />
          {!locked && (
            <button type="button" onClick={onRemove} className="text-sm underline">
              Remover<span className="sr-only"> {p.nome}</span>
            </button>
          )}
        </div>
      </div>
      <p className="shrink-0 text-right font-semibold" aria-label={`Total de ${p.nome}`}>
        {formatBRL(line.totalItem)}
      </p>
    </li>
  );
}
