'use client';

import { useId } from 'react';

import type { CartLineProduct } from '@/lib/cart/line';
import { formatQuantity } from '@/lib/rules/quantity-text';
import { useCartStore } from '@/stores/cart-store';

const BUTTON =
  'flex h-9 min-w-9 items-center justify-center rounded border border-gray-400 bg-white px-2 text-lg font-bold text-gray-900 disabled:opacity-50';

/**
 * Quantity control of a product (cards, product page, cart lines): the cart's own rules
 * (granularity, minimum, maximum, multiples) applied instantly; the API confirms on save.
 * At 0 it is an "Adicionar" button.
 */
export function QuantityStepper({ produto, compact = false }: { produto: CartLineProduct; compact?: boolean }) {
  const id = useId();
  const quantidade = useCartStore(
    (s) => s.linhas.find((l) => l.produto.idproduto === produto.idproduto)?.quantidade ?? 0,
  );
  const locked = useCartStore((s) => !!s.servidor?.bloqueio_atendimento);
  const change = useCartStore((s) => s.change);
  // Disabled (also in the server HTML) until the cart island has set the store up for this
  // supplier and login: a click before that would be taken for a visitor's and lost.
  const ready = useCartStore((s) => s.idfornecedor !== null);
  const off = locked || !ready;
  const shown = formatQuantity(quantidade, produto.unidade);
  if (quantidade === 0) {
    return (
      <button
        type="button"
        disabled={off}
        onClick={() => change(produto, { type: 'INC' })}
        className={`rounded bg-secondary px-3 py-2 text-sm font-semibold text-[var(--color-on-secondary)] disabled:opacity-50 ${compact ? 'w-full' : ''}`}
        aria-label={`Adicionar ${produto.nome} ao carrinho`}
      >
        Adicionar
      </button>
    );
  }
  return (
    <div role="group" aria-labelledby={`${id}-q`} className="flex items-center gap-2">
      <button
        type="button"
        className={BUTTON}
        disabled={off}
        onClick={() => change(produto, { type: 'DEC' })}
        aria-label={`Diminuir ${produto.nome}`}
      >
        −
      </button>
      <output
        id={`${id}-q`}
        aria-live="polite"
        aria-label={`Quantidade de ${produto.nome}: ${shown}`}
        className="min-w-16 text-center text-sm font-semibold"
      >
        {shown}
      </output>
      <button
        type="button"
        className={BUTTON}
        disabled={off}
        onClick={() => change(produto, { type: 'INC' })}
        aria-label={`Aumentar ${produto.nome}`}
      >
        +
      </button>
    </div>
  );
}
