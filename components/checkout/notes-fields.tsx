'use client';

import { useEffect, useRef } from 'react';

import { FieldError, useCheckout, withBehaviour } from './checkout-form';
import { errorId, FORM_FIELD, MAX_ANOTACOES, MAX_NUM_PEDIDO_CLIENTE } from './form-field-names';

/**
 * Observações and the customer's order number: prefilled with what the cart page kept (the cart
 * store, in the browser) and kept there as the shopper types (keepNotes, with the form's behaviour:
 * after the page, decision 0054). After a failed submit without JavaScript the action's answer
 * brings back what was typed.
 */
export function NotesFields() {
  const { state } = useCheckout();
  const valores = state && !state.ok ? state.valores : undefined;
  const notes = useRef<HTMLTextAreaElement>(null);
  const order = useRef<HTMLInputElement>(null);

  useEffect(() => withBehaviour((b) => b.keepNotes(notes.current, order.current)), []);

  return (
    <>
      <div className="flex flex-col gap-1">
        <label htmlFor="checkout-anotacoes" className="font-semibold">
          Observações
        </label>
        <textarea
          ref={notes}
          id="checkout-anotacoes"
          name={FORM_FIELD.anotacoes}
          rows={3}
          maxLength={MAX_ANOTACOES}
          defaultValue={valores?.anotacoes}
          aria-describedby={errorId(FORM_FIELD.anotacoes)}
          className="rounded border border-gray-500 p-2"
        />
        <FieldError name={FORM_FIELD.anotacoes} id={errorId(FORM_FIELD.anotacoes)} />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="checkout-num-pedido" className="font-semibold">
          Número do pedido do cliente
        </label>
        <input
          ref={order}
          id="checkout-num-pedido"
          type="text"
          name={FORM_FIELD.numPedidoCliente}
          maxLength={MAX_NUM_PEDIDO_CLIENTE}
          autoComplete="off"
          defaultValue={valores?.numPedidoCliente}
          aria-describedby={errorId(FORM_FIELD.numPedidoCliente)}
          className="rounded border border-gray-500 p-2"
        />
        <FieldError name={FORM_FIELD.numPedidoCliente} id={errorId(FORM_FIELD.numPedidoCliente)} />
      </div>
    </>
  );
}
