'use client';

import { useEffect, useId, useRef, useState } from 'react';

import type { CartLineProduct } from '@/lib/cart/line';
import { nextQuantity } from '@/lib/rules/cart';
import { formatQuantity, pluralUnit, unitsAndWeightText } from '@/lib/rules/quantity-text';
import {
  adjustedText,
  INVALID_QUANTITY_TEXT,
  parseTypedQuantity,
  typedQuantityValue,
} from '@/lib/rules/typed-quantity';
import { kgToUnits, unitsToKg, unitWeight } from '@/lib/rules/unit-weight';
import { useCartStore } from '@/stores/cart-store';

import { stepperNote } from './stepper-note';

const BUTTON =
  'flex h-9 min-w-9 items-center justify-center rounded border border-gray-400 bg-white px-2 text-lg font-bold text-gray-900 disabled:opacity-50';

/**
 * Quantity control of a product (cards, product page, cart lines): the cart's own rules
 * (granularity, minimum, maximum, multiples) applied instantly; the API confirms on save.
 * At 0 it is an "Adicionar" button, which becomes its '+'. Between '−' and '+' a field takes a
 * typed quantity, committed on Enter or when the field loses the focus (not per keystroke, so
 * "13" is not snapped at "1"); Escape gives back the quantity it had.
 */
export function QuantityStepper({
  produto,
  compact = false,
  note,
}: {
  produto: CartLineProduct;
  compact?: boolean;
  /**
   * The note under the stepper (stepperNote) when the server already wrote it: a page of cards then formats no
   * price in the browser as it loads (produce's "aprox. R$ 2,14 cada"), and does not pay for Intl's first use.
   */
  note?: string | null;
}) {
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
  // What the person is typing (null: the field shows the cart's quantity) and why the rules
  // changed what they typed, said politely below the stepper.
  const [draft, setDraft] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  // What − and + made of the quantity, for a screen reader (the field's value changes silently).
  const [spoken, setSpoken] = useState('');
  // 'Adicionar' and '+' are one <button> (the stepper grows around it, in fixed slots), so the focus
  // of a keyboard user stays on it; '−' down to 0 (or 0 typed and Enter) removes the control in
  // focus: the focus goes to 'Adicionar', never to <body>.
  const main = useRef<HTMLButtonElement>(null);
  const focusAdd = useRef(false);
  useEffect(() => {
    if (focusAdd.current && quantidade === 0) main.current?.focus();
    focusAdd.current = false;
  }, [quantidade]);
  const adding = quantidade === 0;
  // Produce sold by the kg that may be ordered by the unit: the field counts pieces, the cart
  // keeps kg = pieces × weight (decision 0055).
  const weight = unitWeight(produto);
  const shown = weight ? kgToUnits(quantidade, weight) : quantidade;
  const pack = note === undefined ? stepperNote(produto) : note;
  const said = (q: number) =>
    weight ? unitsAndWeightText(kgToUnits(q, weight), q) : formatQuantity(q, produto.unidade);

  const step = (type: 'INC' | 'DEC') => {
    setMessage('');
    setDraft(null);
    if (type === 'DEC') focusAdd.current = true;
    const next = nextQuantity(produto, quantidade, { type });
    setSpoken(next > 0 ? said(next) : '');
    change(produto, { type });
  };
  const commit = (keepFocus: boolean) => {
    if (draft === null) return;
    setDraft(null);
    const typed = parseTypedQuantity(draft);
    if (typed === null) {
      setMessage(INVALID_QUANTITY_TEXT);
      return;
    }
    // By the unit, typed pieces go to the cart as kg; a fraction of a piece is rounded.
    const value = weight ? unitsToKg(typed, weight) : typed;
    const result = nextQuantity(produto, quantidade, { type: 'SET', value });
    setMessage(
      weight
        ? result > 0 && kgToUnits(result, weight) !== typed
          ? `Ajustado para ${said(result)}`
          : ''
        : (adjustedText(typed, result, produto) ?? ''),
    );
    if (result === quantidade) return;
    focusAdd.current = keepFocus;
    change(produto, { type: 'SET', value });
  };

  return (
    <div className={compact ? 'w-full' : undefined}>
      <div
        role={adding ? undefined : 'group'}
        aria-label={adding ? undefined : `Quantidade de ${produto.nome}`}
        className={adding ? (compact ? 'w-full' : '') : `flex items-center ${compact ? 'gap-1' : 'gap-2'}`}
      >
        {!adding && (
          <button
            type="button"
            className={BUTTON}
            disabled={off}
            onClick={() => step('DEC')}
            aria-label={`Diminuir ${produto.nome}`}
          >
            −
          </button>
        )}
        {!adding && (
          <span className="flex items-center gap-1 text-sm font-semibold">
            <input
              id={`${id}-q`}
              type="text"
              inputMode="decimal"
              autoComplete="off"
              disabled={off}
              aria-label={`Quantidade de ${produto.nome}`}
              aria-describedby={`${id}-u ${id}-m`}
              value={draft ?? typedQuantityValue(shown)}
              onChange={(e) => setDraft(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  commit(true);
                } else if (e.key === 'Escape' && draft !== null) {
                  e.preventDefault();
                  setDraft(null);
                  setMessage('');
                }
              }}
              onBlur={() => commit(false)}
              className="h-9 w-14 rounded border border-gray-400 text-center"
            />
            <span id={`${id}-u`}>
              {weight
                ? `un ≈ ${formatQuantity(quantidade, 'kg')}`
                : quantidade > 1
                  ? pluralUnit(produto.unidade)
                  : produto.unidade}
            </span>
          </span>
        )}
        <button
          ref={main}
          type="button"
          disabled={off}
          onClick={() => step('INC')}
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
      {pack && <p className="mt-1 text-xs text-gray-700">{pack}</p>}
      {!adding && (
        <span aria-live="polite" className="sr-only">
          {spoken}
        </span>
      )}
      {!adding && (
        <p id={`${id}-m`} role="status" className="text-xs text-gray-700">
          {message}
        </p>
      )}
    </div>
  );
}
