'use client';

import { lazy, Suspense } from 'react';

import { ClientLink } from '@/components/ui/client-link';
import { priceCart } from '@/lib/rules/cart';
import { formatBRL } from '@/lib/rules/money';
import { quantityOffers } from '@/lib/rules/offer';
import { priceOriginLabel } from '@/lib/rules/offer-text';
import { formatCount, isMeasureUnit as isMeasure } from '@/lib/rules/quantity-text';
import { unitWeight } from '@/lib/rules/unit-weight';
import { supplierHref } from '@/lib/supplier-href';
import { useCartStore } from '@/stores/cart-store';

import { QuantityStepper } from './quantity-stepper';

// A combo group's products in their own chunk: most carts have none.
const ComboContents = lazy(() => import('./cart-checkout'));

/** The cart's lines: image, name, unit price and where it came from, the next tier, gift wrap, line total. */
export function CartLines({ base }: { base: string }) {
  const linhas = useCartStore((s) => s.linhas);
  const locked = useCartStore((s) => !!s.servidor?.bloqueio_atendimento);
  const atacadista = useCartStore((s) => s.atacadista);
  const setGiftWrap = useCartStore((s) => s.setGiftWrap);
  const change = useCartStore((s) => s.change);
  // Sorted by name as the API sorts them.
  const priced = priceCart(linhas).linhas;
  return (
    <ul aria-label="Itens do carrinho" className="divide-y divide-gray-200">
      {priced.map((l) => {
        const p = l.produto;
        const next = quantityOffers(p).find((o) => o.quantidade > l.quantidade && o.preco < l.preconf);
        // A combo group is one line at the combo's price; ComboContents names it and lists its products.
        const origin = priceOriginLabel(l.origem, atacadista);
        return (
          <li key={p.idproduto} className="flex gap-3 py-3">
            {/* eslint-disable-next-line @next/next/no-img-element -- small thumbnail of the API's proxied image */}
            <img src={p.imagem} alt="" width={64} height={64} className="h-16 w-16 shrink-0 rounded object-contain" />
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              {/* No viewport prefetch: it rendered every line's product page on the server (two RSC
                  requests a line) while the cart page was still loading. */}
              <ClientLink
                href={supplierHref(base, p.combo ? `/combos/${p.idproduto}` : `/produto/${p.slug}`)}
                className="font-semibold underline-offset-2 hover:underline"
              >
                {p.nome}
              </ClientLink>
              {!l.disponivel && <p className="text-sm font-semibold text-red-800">Indisponível: fora do total</p>}
              <p className="text-sm text-gray-700">
                {formatBRL(l.preconf)} {isMeasure(p.unidade) ? `o ${p.unidade}` : 'cada'}
                {origin && (
                  <span className="ml-2 rounded bg-gray-100 px-1.5 py-0.5 text-xs font-semibold text-gray-800">
                    {origin}
                  </span>
                )}
              </p>
              {p.combo && (
                <Suspense>
                  <ComboContents linha={l} />
                </Suspense>
              )}
              {next && !locked && (
                <p className="text-sm text-green-800">
                  Leve {formatCount(next.quantidade, p.unidade)} e pague {formatBRL(next.preco)}{' '}
                  {isMeasure(p.unidade) ? `o ${p.unidade}` : 'cada'}
                </p>
              )}
              <div className="flex flex-wrap items-center gap-3">
                <QuantityStepper produto={p} />
                {!locked && (
                  <button type="button" onClick={() => change(p, { type: 'DEL' })} className="text-sm underline">
                    Remover<span className="sr-only"> {p.nome}</span>
                  </button>
                )}
              </div>
              {p.preco_embalagem != null && p.preco_embalagem > 0 && (
                <label className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    checked={l.embalarParaPresente}
                    disabled={locked}
                    onChange={(e) => setGiftWrap(p.idproduto, e.target.checked)}
                  />
                  Embalar para presente (+ {formatBRL(p.preco_embalagem)}{' '}
                  {isMeasure(p.unidade) ? `por ${p.unidade}` : 'por unidade'})
                </label>
              )}
            </div>
            <p className="shrink-0 text-right font-semibold" aria-label={`Total de ${p.nome}`}>
              {/* Ordered by the unit: the weighed pieces decide the final amount (decision 0055). */}
              {unitWeight(p) ? 'aprox. ' : ''}
              {formatBRL(l.totalItem)}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
