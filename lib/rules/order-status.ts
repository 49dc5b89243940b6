/**
 * The order's state machine (spec 4 "Order statuses": the statuses are the spec's, the
 * transitions are ours, since the spec shows none). Framework-free and without zod: the API
 * enforces it (an illegal change is 409) and the storefront may use it to show what comes next.
 *
 * docs/order-status.md holds the same table in words; a unit test demands they are equal.
 *
 * Paths:
 * - quote (support-budget): ORCAMENTO_NOVO → ORCAMENTO_PRECIFICADO → ENVIADO (accepted), or CANCELADO;
 * - paid up front (PIX, boleto): AGUARDANDOPAGAMENTO → ENVIADO (paid) → SEPARANDO → …;
 * - paid later (card pre-authorised, on terms, on delivery): ENVIADO → SEPARANDO → …;
 * - delivery: SEPARANDO → PAGO ("ready for delivery", spec 4; optional) → EMENTREGA → ENTREGUE;
 *   pickup: SEPARANDO → PRONTO_RETIRADA → ENTREGUE.
 * So "Pronto para entrega" never precedes "Em separação". ENTREGUE and CANCELADO are final. The
 * buyer may cancel until the supplier starts preparing the order (SEPARANDO) and before it is paid
 * (the API also looks at the payment); afterwards only the supplier may.
 */

export const ORDER_STATUSES = [
  'ORCAMENTO_NOVO',
  'ORCAMENTO_PRECIFICADO',
  'ENVIADO',
  'AGUARDANDOPAGAMENTO',
  'SEPARANDO',
  'PAGO',
  'EMENTREGA',
  'PRONTO_RETIRADA',
  'ENTREGUE',
  'CANCELADO',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** pt-BR labels of the statuses (spec 4). */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  ORCAMENTO_NOVO: 'Orçamento recebido, em análise',
  ORCAMENTO_PRECIFICADO: 'Orçamento precificado',
  ENVIADO: 'Pedido recebido',
  SEPARANDO: 'Em separação',
  AGUARDANDOPAGAMENTO: 'Aguardando pagamento',
  PAGO: 'Pronto para entrega',
  EMENTREGA: 'Saiu para entrega',
  PRONTO_RETIRADA: 'Pronto para retirada',
  ENTREGUE: 'Entregue',
  CANCELADO: 'Cancelado',
};

/** Who changes a status: the buyer, the supplier (back office), or the API itself (payments, the expiry job). */
export const ORDER_ACTORS = ['cliente', 'fornecedor', 'sistema'] as const;
export type OrderActor = (typeof ORDER_ACTORS)[number];

export type OrderDeliveryType = 'DELIVERY' | 'RETIRADA';

export type OrderTransition = {
  readonly de: OrderStatus;
  readonly para: OrderStatus;
  readonly atores: readonly OrderActor[];
  /** Only for orders of this delivery type (null: any). */
  readonly entrega: OrderDeliveryType | null;
  /** When it happens, in pt-BR (the docs' "Quando" column). */
  readonly quando: string;
};

const t = (
  de: OrderStatus,
  para: OrderStatus,
  atores: OrderActor[],
  quando: string,
  entrega: OrderDeliveryType | null = null,
): OrderTransition => Object.freeze({ de, para, atores: Object.freeze(atores), entrega, quando });

/** Every legal change. Anything not listed is refused. */
export const ORDER_TRANSITIONS: readonly OrderTransition[] = Object.freeze([
  t(
    'ORCAMENTO_NOVO',
    'ORCAMENTO_PRECIFICADO',
    ['fornecedor'],
    'O fornecedor informa o preço de cada item e a validade do orçamento.',
  ),
  t(
    'ORCAMENTO_NOVO',
    'CANCELADO',
    ['cliente', 'fornecedor'],
    'O comprador desiste ou o fornecedor recusa o orçamento.',
  ),
  t(
    'ORCAMENTO_PRECIFICADO',
    'ENVIADO',
    ['cliente'],
    'O comprador aceita o orçamento dentro da validade; o pedido passa a ter os preços do orçamento.',
  ),
  t(
    'ORCAMENTO_PRECIFICADO',
    'CANCELADO',
    ['cliente', 'fornecedor', 'sistema'],
    'O comprador recusa o orçamento (também depois de vencido), o fornecedor o retira, ou ele vence sem resposta (cancelado no dia seguinte à validade).',
  ),
  t(
    'ENVIADO',
    'AGUARDANDOPAGAMENTO',
    ['sistema'],
    'Uma cobrança PIX ou boleto é emitida: orçamento aceito ou forma de pagamento trocada.',
  ),
  t(
    'ENVIADO',
    'SEPARANDO',
    ['fornecedor'],
    'O fornecedor começa a separar o pedido: já pago (PIX, boleto) ou pago depois (cartão pré-autorizado, a prazo, na entrega).',
  ),
  t(
    'ENVIADO',
    'CANCELADO',
    ['cliente', 'fornecedor'],
    'O comprador desiste antes da separação ou o fornecedor recusa o pedido.',
  ),
  t(
    'AGUARDANDOPAGAMENTO',
    'ENVIADO',
    ['sistema'],
    'O provedor confirma o PIX ou o boleto (o pedido pago segue para o fornecedor), ou a forma de pagamento é trocada para uma que não se paga antes (cartão, a prazo, na entrega).',
  ),
  t(
    'AGUARDANDOPAGAMENTO',
    'CANCELADO',
    ['cliente', 'fornecedor', 'sistema'],
    'O comprador desiste, o fornecedor cancela, ou o pagamento não é feito no prazo: PIX 24 h depois de expirar, boleto 3 dias depois do vencimento.',
  ),
  t('SEPARANDO', 'PAGO', ['fornecedor'], 'O pedido está separado, conferido e pronto para entrega.', 'DELIVERY'),
  t('SEPARANDO', 'EMENTREGA', ['fornecedor'], 'O pedido sai para entrega.', 'DELIVERY'),
  t('SEPARANDO', 'PRONTO_RETIRADA', ['fornecedor'], 'O pedido fica pronto na loja escolhida.', 'RETIRADA'),
  t('SEPARANDO', 'CANCELADO', ['fornecedor'], 'O fornecedor não consegue atender o pedido.'),
  t('PAGO', 'EMENTREGA', ['fornecedor'], 'O pedido pronto sai para entrega.', 'DELIVERY'),
  t(
    'PAGO',
    'CANCELADO',
    ['fornecedor'],
    'O fornecedor não consegue entregar o pedido; os produtos voltam ao estoque.',
    'DELIVERY',
  ),
  t('EMENTREGA', 'ENTREGUE', ['fornecedor'], 'O pedido é entregue no endereço.', 'DELIVERY'),
  t(
    'EMENTREGA',
    'CANCELADO',
    ['fornecedor'],
    'A entrega é recusada ou não acontece; os produtos voltam ao estoque.',
    'DELIVERY',
  ),
  t('PRONTO_RETIRADA', 'ENTREGUE', ['fornecedor'], 'O comprador retira o pedido na loja.', 'RETIRADA'),
  t(
    'PRONTO_RETIRADA',
    'CANCELADO',
    ['fornecedor'],
    'O pedido não é retirado; os produtos voltam ao estoque.',
    'RETIRADA',
  ),
]);

export const FINAL_STATUSES: readonly OrderStatus[] = ['ENTREGUE', 'CANCELADO'];

/** The transition from `de` to `para`, whoever may make it (null: never legal). */
export function findTransition(de: OrderStatus, para: OrderStatus): OrderTransition | null {
  return ORDER_TRANSITIONS.find((x) => x.de === de && x.para === para) ?? null;
}

/** May `ator` move an order of `tipoEntrega` from `de` to `para`? */
export function canTransition(
  de: OrderStatus,
  para: OrderStatus,
  ator: OrderActor,
  tipoEntrega: OrderDeliveryType,
): boolean {
  const x = findTransition(de, para);
  return !!x && x.atores.includes(ator) && (x.entrega === null || x.entrega === tipoEntrega);
}

/** The statuses `ator` may move an order of `tipoEntrega` to from `de`, in table order. */
export function nextStatuses(de: OrderStatus, ator: OrderActor, tipoEntrega: OrderDeliveryType): OrderStatus[] {
  return ORDER_TRANSITIONS.filter(
    (x) => x.de === de && x.atores.includes(ator) && (x.entrega === null || x.entrega === tipoEntrega),
  ).map((x) => x.para);
}

/** The buyer's cancel window: a quote, an order received, or one awaiting payment. */
export function buyerMayCancel(status: OrderStatus): boolean {
  return ORDER_TRANSITIONS.some((x) => x.de === status && x.para === 'CANCELADO' && x.atores.includes('cliente'));
}

export const isFinalStatus = (s: OrderStatus) => FINAL_STATUSES.includes(s);

export const ORDER_STATUS_MESSAGES = {
  transicaoInvalida: (de: OrderStatus, para: OrderStatus) => `Transição de status não permitida: ${de} → ${para}`,
} as const;
