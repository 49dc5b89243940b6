'use client';

import { useEffect, useRef } from 'react';

import { FieldError, useCheckout } from './checkout-form';
import { errorId, FIELD, MAX_ANOTACOES, MAX_NUM_PEDIDO_CLIENTE } from './field-names';

type Store = typeof import('@/stores/cart-store');

/**
 * Observações and the customer's order number: prefilled with what the cart page kept (the cart
 * store, in the browser) and kept there as the shopper types. After a failed submit without
 * JavaScript the action's answer brings back what was typed.
 */
export function NotesFields() {
  const { state } = useCheckout();
  const valores = state && !state.ok ? state.valores : undefined;
  const notes = useRef<HTMLTextAreaElement>(null);
  const order = useRef<HTMLInputElement>(null);
  const store = useRef<Store | null>(null);

  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let live = true;
    void import('@/stores/cart-store').then((m) => {
      if (!live) return;
      store.current = m;
      const fill = (s: ReturnType<Store['useCartStore']['getState']>) => {
        if (!s.idfornecedor) return false;
        if (notes.current && !notes.current.value) notes.current.value = s.observacao;
        if (order.current && !order.current.value) order.current.value = s.numPedidoCliente;
        return true;
      };
      if (!fill(m.useCartStore.getState())) {
        unsubscribe = m.useCartStore.subscribe((s) => {
          if (fill(s)) unsubscribe?.();
        });
      }
    });
    return () => {
      live = false;
      unsubscribe?.();
    };
  }, []);

  const keep = (v: { observacao?: string; numPedidoCliente?: string }) =>
    store.current?.useCartStore.getState().setNotes(v);

  return (
    <>
      <div className="flex flex-col gap-1">
        <label htmlFor="checkout-anotacoes" className="font-semibold">
          Observações
        </label>
        <textarea
          ref={notes}
          id="checkout-anotacoes"
          name={FIELD.anotacoes}
          rows={3}
          maxLength={MAX_ANOTACOES}
          defaultValue={valores?.anotacoes}
          aria-describedby={errorId(FIELD.anotacoes)}
          onChange={(e) => keep({ observacao: e.target.value })}
          className="rounded border border-gray-500 p-2"
        />
        <FieldError name={FIELD.anotacoes} id={errorId(FIELD.anotacoes)} />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="checkout-num-pedido" className="font-semibold">
          Número do pedido do cliente
        </label>
        <input
          ref={order}
          id="checkout-num-pedido"
          type="text"
          name={FIELD.numPedidoCliente}
          maxLength={MAX_NUM_PEDIDO_CLIENTE}
          autoComplete="off"
          defaultValue={valores?.numPedidoCliente}
          aria-describedby={errorId(FIELD.numPedidoCliente)}
          onChange={(e) => keep({ numPedidoCliente: e.target.value })}
          className="rounded border border-gray-500 p-2"
        />
        <FieldError name={FIELD.numPedidoCliente} id={errorId(FIELD.numPedidoCliente)} />
      </div>
    </>
  );
}
