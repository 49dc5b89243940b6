/** Names of the checkout form's fields (client-safe: the page, its islands and the action share them). */
export const FIELD = {
  chave: 'chave',
  itens: 'itens',
  /** What the shopper reviewed besides the lines: the coupon, the subscription, the channel (the API has the last word). */
  cupom: 'cupom',
  assinatura: 'idtipoassinatura',
  canal: 'canalVenda',
  formaEntrega: 'idformaentrega',
  /** `horario-<idformaentrega>`: the slot select of each delivery method (only the chosen one counts). */
  horarioPrefix: 'horario-',
  formaPagamento: 'idformapagto',
  parcelas: 'parcelas',
  cartaoNumero: 'cartao-numero',
  cartaoNome: 'cartao-nome',
  cartaoValidade: 'cartao-validade',
  cartaoCvv: 'cartao-cvv',
  anotacoes: 'anotacoes',
  numPedidoCliente: 'numPedidoCliente',
  /** '1': "CPF na nota?" checked; the CPF then goes with the order (decision 0049). */
  querCpfNaNota: 'quer-cpf-na-nota',
  cpfNaNota: 'cpfNaNota',
  recebedor: 'recebedor',
  /** `caracteristica-<idcaracteristica>` */
  caracteristicaPrefix: 'caracteristica-',
  aceiteTermos: 'aceite-termos',
  /** '1': a quote request instead of a purchase (support-budget suppliers; decision 0022). */
  orcamento: 'orcamento',
  /** Set by the form's script: the answer goes back to it instead of a redirect. */
  js: 'js',
} as const;

export const slotField = (idformaentrega: string) => `${FIELD.horarioPrefix}${idformaentrega}`;
export const characteristicField = (idcaracteristica: string) => `${FIELD.caracteristicaPrefix}${idcaracteristica}`;
/** Id of the element that holds a field's error message (aria-describedby). */
export const errorId = (field: string) => `erro-${field}`;

/** Limits of the free-text fields (the contract's). */
export const MAX_ANOTACOES = 1000;
export const MAX_NUM_PEDIDO_CLIENTE = 60;
export const MAX_RECEBEDOR = 120;
