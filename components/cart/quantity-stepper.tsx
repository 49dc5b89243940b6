'use client';

import { useEffect, useId, useRef } from 'react';

import type { CartLineProduct } from '@/lib/cart/line';
import { formatQuantity } from '@/lib/rules/quantity-text';
import { useCartStore } from '@/stores/cart-store';

const BUTTON =
  'flex h-9 min-w-9 items-center justify-center rounded border border-gray-400 bg-white px-2 text-lg font-bold text-gray-900 disabled:opacity-50';

/**
 * Quantity control of a product (cards, product page, cart lines): the cart's own rules
 * (granularity, minimum, maximum, multiples) applied instantly; the API confirms on save.
 * At 0 it is an "Adicionar" button, which becomes its '+'.
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
  // 'Adicionar' and '+' are one <button> (the stepper grows around it, in fixed slots), so the focus
  // of a keyboard user stays on it; '−' down to 0 removes the button in focus: the focus goes to
  // 'Adicionar', never to <body>.
  const main = useRef<HTMLButtonElement>(null);
  const focusAdd = useRef(false);
  useEffect(() => {
    if (focusAdd.current && quantidade === 0) main.current?.focus();
    focusAdd.current = false;
  }, [quantidade]);
  const adding = quantidade === 0;
  return (
    <div
      role={adding ? undefined : 'group'}
      aria-labelledby={adding ? undefined : `${id}-q`}
      className={adding ? (compact ? 'w-full' : '') : 'flex items-center gap-2'}
    >
      {!adding && (
        <button
          type="button"
          className={BUTTON}
          disabled={off}
          onClick={() => {
            focusAdd.current = true;
            change(produto, { type: 'DEC' });
          }}
          aria-label={`Diminuir ${produto.nome}`}
        >
          −
        </button>
      )}
      {!adding && (
        <output
          id={`${id}-q`}
          aria-live="polite"
          aria-label={`Quantidade de ${produto.nome}: ${shown}`}
          className="min-w-16 text-center text-sm font-semibold"
        >
          {shown}
        </output>
      )}
      <button
        ref={main}
        type="button"
        disabled={off}
        onClick={() => change(produto, { type: 'INC' })}
        className={
          adding
            ? `rounded bg-secondary px-3 py-2 text-sm font-semibold text-[var(--color-on-secondary)] disabled:opacity-50 ${compact ? 'w-full' : ''}`
            : BUTTON
        }
        aria-label={adding ? `Adicionar ${produto.nome} ao carrinho` : `Aumentar ${produto.nome}`}
      >
        {adding ? 'Adicionar' : '+'}
      </button>
    </div>
  );
}
