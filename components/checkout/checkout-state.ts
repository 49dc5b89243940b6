/** What the place-order action answers the checkout form (client-safe types only). */

export type CheckoutFailure = {
  ok: false;
  /** In place, as an alert ('Erro ao submeter seu pedido. … Itens: …', a field's message…). */
  mensagem: string;
  /** Per-field messages, by field name (components/checkout/field-names.ts). */
  campos?: Record<string, string>;
  /** A fresh attempt key (the previous attempt was refused for good); absent: keep the current one. */
  chave?: string;
  /** The duplicate check found this order: its link instead of another try. */
  duplicado?: { numpedido: number; href: string };
  /** HTTP 429: the page to go to. */
  destino?: string;
  /** The saved cart changed (or was reloaded): the review is rendered again. */
  recarregar?: boolean;
  /** What the shopper typed, for a form rendered again without JavaScript. Never card data. */
  valores?: { anotacoes: string; numPedidoCliente: string };
};

export type CheckoutSuccess = { ok: true; numpedido: number; mensagem: string; destino: string };

export type CheckoutState = CheckoutFailure | CheckoutSuccess | null;

/** The form's own answer when the action's never came (network): the same attempt key goes again. */
export const CONNECTION_FAILURE =
  'Não foi possível enviar o pedido agora. Verifique sua conexão e tente de novo: o mesmo pedido não será feito duas vezes.';
