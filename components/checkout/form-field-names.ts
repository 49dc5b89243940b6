/**
 * The checkout form's field names that its first-load code uses (checkout-form.tsx, notes-fields.tsx), apart from
 * field-names.ts so that the other names stay out of /finalizar's first-load JavaScript (decision 0054). FIELD
 * (field-names.ts) includes these; the page, the other islands and the action use it.
 */
export const FORM_FIELD = {
  chave: 'chave',
  formaEntrega: 'idformaentrega',
  formaPagamento: 'idformapagto',
  anotacoes: 'anotacoes',
  numPedidoCliente: 'numPedidoCliente',
} as const;

/** Id of the element that holds a field's error message (aria-describedby). */
export const errorId = (field: string) => `erro-${field}`;

/** Limits of the free-text fields (the contract's). */
export const MAX_ANOTACOES = 1000;
export const MAX_NUM_PEDIDO_CLIENTE = 60;
