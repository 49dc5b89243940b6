import { FORM_FIELD } from './form-field-names';

export { errorId, MAX_ANOTACOES, MAX_NUM_PEDIDO_CLIENTE } from './form-field-names';

/** Names of the checkout form's fields (client-safe: the page, its islands and the action share them). */
export const FIELD = {
  ...FORM_FIELD,
  itens: 'itens',
  /** What the shopper reviewed besides the lines: the coupon, the subscription, the channel (the API has the last word). */
  cupom: 'cupom',
  assinatura: 'idtipoassinatura',
  canal: 'canalVenda',
  /** `horario-<idformaentrega>`: the slot select of each delivery method (only the chosen one counts). */
  horarioPrefix: 'horario-',
  parcelas: 'parcelas',
  cartaoNumero: 'cartao-numero',
  cartaoNome: 'cartao-nome',
  cartaoValidade: 'cartao-validade',
  cartaoCvv: 'cartao-cvv',
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
/** Limit of the free-text field "Quem vai receber?" (the contract's). */
export const MAX_RECEBEDOR = 120;
