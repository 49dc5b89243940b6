'use client';

import { useEffect, useId, useRef, useState } from 'react';

import type { CartLineProduct } from '@/lib/cart/line';
import { formatQuantity, isMeasureUnit } from '@/lib/rules/quantity-text';
import { useCartStore } from '@/stores/cart-store';

const BUTTON =
  'flex h-9 min-w-9 items-center justify-center rounded border border-gray-400 bg-white px-2 text-lg font-bold text-gray-900 disabled:opacity-50';

/** The quantity as the field shows it: "12", "1,5" (no thousands separator, so it reads back the same). */
const fieldText = (q: number) => String(q).replace('.', ',');

/**
 * Quantity control of a product (cards, product page, cart lines): the cart's own rules
 * (granularity, minimum, maximum, multiples) applied instantly; the API confirms on save.
 * At 0 it is an "Adicionar" button, which becomes its '+'. Between '−' and '+' a field takes a
 * typed quantity: left alone while the person types, snapped on blur or Enter to the nearest one
 * the cart accepts, with a polite message saying what moved (decision 0047).
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
  // null: not being edited, the field shows the cart's quantity (the API's, once saved).
  const [draft, setDraft] = useState<string | null>(null);
  const [mensagem, setMensagem] = useState<string | null>(null);
  const commit = (fromEnter: boolean) => {
    if (draft === null) return;
    const text = draft;
    // Loaded on interaction: the snapping rule and its messages stay out of the first load.
    void import('@/lib/cart/typed-quantity').then(({ readTypedQuantity }) => {
      const r = readTypedQuantity(text, produto);
      setMensagem(r.mensagem);
      if (!r.ok) return; // The typed text stays for the person to fix.
      setDraft(null);
      if (r.quantidade === 0) focusAdd.current = fromEnter;
      change(produto, { type: 'SET', value: r.quantidade });
    });
  };
  return (
    <div
      role={adding ? undefined : 'group'}
      aria-labelledby={adding ? undefined : `${id}-q`}
      className={adding ? (compact ? 'w-full' : '') : 'flex flex-wrap items-center gap-2'}
    >
      {!adding && (
        <button
          type="button"
          className={BUTTON}
          disabled={off}
          onClick={() => {
            focusAdd.current = true;
            setMensagem(null);
            change(produto, { type: 'DEC' });
          }}
          aria-label={`Diminuir ${produto.nome}`}
        >
          −
        </button>
      )}
      {!adding && (
        <>
          <label htmlFor={`${id}-i`} className="sr-only">
            Quantidade de {produto.nome}
          </label>
          <input
            id={`${id}-i`}
            type="text"
            inputMode={isMeasureUnit(produto.unidade) ? 'decimal' : 'numeric'}
            autoComplete="off"
            disabled={off}
            value={draft ?? fieldText(quantidade)}
            onChange={(e) => {
              setDraft(e.target.value);
              setMensagem(null);
            }}
            onBlur={() => commit(false)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                commit(true);
              } else if (e.key === 'Escape' && draft !== null) {
                setDraft(null);
                setMensagem(null);
              }
            }}
            className="h-9 w-14 rounded border border-gray-400 px-1 text-center text-sm font-semibold"
          />
          <span className="text-sm">{produto.unidade}</span>
        </>
      )}
      <button
        ref={main}
        type="button"
        disabled={off}
        onClick={() => {
          setMensagem(null);
          change(produto, { type: 'INC' });
        }}
        className={
          adding
            ? `rounded bg-secondary px-3 py-2 text-sm font-semibold text-[var(--color-on-secondary)] disabled:opacity-50 ${compact ? 'w-full' : ''}`
            : BUTTON
        }
        aria-label={adding ? `Adicionar ${produto.nome} ao carrinho` : `Aumentar ${produto.nome}`}
      >
        {adding ? 'Adicionar' : '+'}
      </button>
      {!adding && (
        <output
          id={`${id}-q`}
          aria-live="polite"
          aria-label={`Quantidade de ${produto.nome}: ${shown}`}
          className={mensagem ? 'basis-full text-xs text-gray-800' : 'sr-only'}
        >
          {mensagem ?? shown}
        </output>
      )}
    </div>
  );
}
