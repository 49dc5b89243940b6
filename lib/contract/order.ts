import { z } from 'zod';

import { isValidCpf } from '../rules/documents';
import { formatBRL } from '../rules/money';
import { ORDER_ACTORS, ORDER_STATUS_LABELS, ORDER_STATUS_MESSAGES, ORDER_STATUSES } from '../rules/order-status';
import {
  centavos,
  deliveryTypeSchema,
  idOuSlug,
  latitude,
  longitude,
  numpedidoParam,
  salesChannelSchema,
  tokenSegment,
  uuid,
} from './common';
import { deliveryDateTime } from './delivery-methods';
import { defineEndpoint } from './endpoint';
import { paymentTypeSchema } from './payment';

/**
 * Order submission (spec 2 submissao, 3 "Order submission payload" and "Order response",
 * 4 Submit, 5, 7 Orders, 8 "Orders and cart").
 *
 * The order is the client's saved cart (lib/contract/cart.ts), priced by the API: the payload's
 * `itens` must match the saved cart (the shopper confirms what they reviewed); any price, total or
 * channel the client sends is ignored. Placing the order, taking the coupon use, the stock and
 * the credit, and emptying the cart happen in one transaction.
 *
 * Exactly once: every submit carries an `Idempotency-Key` header (one per checkout attempt). A
 * repeated key replays the first answer (same status and body); while the first is still running
 * the answer is 409 PEDIDO_EM_ANDAMENTO; the same key with a different payload is 422
 * CHAVE_IDEMPOTENCIA_REUTILIZADA. A new key with the payload of an order placed moments ago is 409
 * with 'Um pedido idêntico foi feito há poucos segundos.'.
 */

export { ORDER_ACTORS, ORDER_STATUSES, ORDER_STATUS_LABELS, ORDER_STATUS_MESSAGES };
export const orderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

export const ORDER_MESSAGES = {
  carrinhoVazio: 'O carrinho está vazio. Experimente adicionar alguns produtos',
  cpfNaNotaInvalido: 'CPF na nota inválido',
  cpfNaNotaEmpresa: 'CPF na nota é só para compras de pessoa física: a nota de uma empresa sai com o CNPJ.',
  erroSubmeter: (mensagem: string, itensName: string) => `Erro ao submeter seu pedido. ${mensagem} Itens: ${itensName}`,
  pedidoIdentico: 'Um pedido idêntico foi feito há poucos segundos.',
  sucesso: 'Pedido realizado com sucesso!',
  sucessoOrcamento: 'Orçamento enviado! O fornecedor vai analisar os itens e responder com os preços.',
  carrinhoAlterado: 'Seu carrinho foi alterado em outra janela. Revise os itens e finalize de novo.',
  emAndamento: 'Seu pedido já está sendo processado. Aguarde um instante.',
  chaveReutilizada: 'Esta tentativa de pedido já foi usada com outros dados. Atualize a página e tente de novo.',
  chaveObrigatoria: 'Tentativa de pedido sem identificação. Atualize a página e tente de novo.',
  pedidoMinimo: (minimo: number, falta: number) =>
    `O pedido mínimo é de ${formatBRL(minimo)}. Adicione mais ${formatBRL(falta)} em produtos para finalizar.`,
  formaEntregaInvalida: 'Escolha uma forma de entrega disponível para este endereço.',
  horarioIndisponivel: 'O horário de entrega escolhido não está mais disponível. Escolha outro horário.',
  /** The slot starts before the payment clears (lib/rules/delivery-slots.ts); `primeiro`: the first slot it allows. */
  horarioAntesDoPagamento: (tipo: 'PIX' | 'BOLETO', primeiro: string | null) =>
    `${
      tipo === 'BOLETO'
        ? 'O boleto leva até 3 dias úteis para ser confirmado'
        : 'O pagamento por PIX é conferido a partir da abertura da loja'
    }, e o horário escolhido começa antes disso. ${primeiro ? `Escolha um horário a partir de ${primeiro}.` : 'Escolha outra forma de entrega ou de pagamento.'}`,
  enderecoObrigatorio: 'Informe o endereço de entrega.',
  lojaObrigatoria: 'Escolha a loja para retirada.',
  formaPagamentoInvalida: 'Escolha uma forma de pagamento disponível.',
  parcelasInvalidas: 'Número de parcelas não permitido para esta forma de pagamento.',
  cartaoObrigatorio: 'Informe os dados do cartão.',
  cartaoExpirado: 'Os dados do cartão expiraram. Informe o cartão de novo.',
  limiteCredito: (disponivel: number) =>
    `Limite de crédito insuficiente para comprar a prazo. Limite disponível: ${formatBRL(disponivel)}.`,
  semLimiteCredito: 'Compra a prazo não liberada para o seu cadastro. Escolha outra forma de pagamento.',
  /** The account has an overdue title and the supplier blocks buying on terms then (bloquear_faturado_com_titulo_vencido). */
  tituloVencido: 'Há títulos vencidos. Regularize o pagamento para comprar a prazo.',
  estoqueInsuficiente: 'Estoque insuficiente para alguns produtos.',
  produtosIndisponiveis: 'Alguns produtos não estão mais disponíveis.',
  cadastroBloqueado: 'Seu cadastro ainda não foi aprovado. Aguarde a aprovação para fazer pedidos.',
  cadastroRestrito: 'Seu cadastro está em análise. Você poderá finalizar pedidos assim que ele for aprovado.',
  termosNaoAceitos: 'Aceite os termos de uso do fornecedor para finalizar o pedido.',
  caracteristicaObrigatoria: (nome: string) => `Preencha: ${nome}`,
  caracteristicaInvalida: (nome: string) => `Valor inválido para: ${nome}`,
  pedidoNaoEncontrado: 'Pedido não encontrado',
  // After the sale.
  cancelamentoNaoPermitido: 'Este pedido não pode mais ser cancelado pelo site. Fale com o fornecedor.',
  pedidoJaCancelado: 'Este pedido já está cancelado.',
  naoEOrcamento: 'Este pedido não é um orçamento aguardando resposta.',
  orcamentoIndisponivel: 'Este fornecedor não trabalha com orçamentos.',
  orcamentoSemCartao:
    'Para um orçamento, escolha PIX, boleto ou a prazo: o cartão é pedido quando você aceitar os preços.',
  orcamentoEmAnalise: 'Este orçamento ainda está em análise pelo fornecedor.',
  orcamentoJaRespondido: 'Este orçamento já foi respondido.',
  orcamentoExpirado: 'Este orçamento expirou',
  orcamentoPrecificarComPrecos:
    'Um orçamento é precificado com os preços dos itens e a validade (POST /admin/pedidos/{numpedido}/orcamento).',
  precoObrigatorio: 'Informe o preço de todos os itens do orçamento',
  produtoForaDoOrcamento: 'Produto não faz parte do orçamento',
  validadePassada: 'A validade do orçamento não pode ser anterior a hoje',
  avaliacaoSoEntregue: 'Só é possível avaliar pedidos entregues',
  avaliacaoRepetida: 'Este pedido já foi avaliado',
  avaliacaoObrigado: 'Obrigado pela sua avaliação!',
  repeticaoSucesso: 'Os produtos do pedido foram carregados no seu carrinho',
  repeticaoFalha: 'Não foi possível carregar os produtos do pedido',
  pagamentoNaoAlteravel: 'A forma de pagamento deste pedido não pode mais ser alterada.',
  pagamentoOutroPreco:
    'Esta forma de pagamento tem preços diferentes dos do seu pedido. Para usá-la, faça um novo pedido.',
  semCobrancaPendente: 'Este pedido não tem PIX ou boleto aguardando pagamento.',
  /** 409 on a 4th PIX charge (lib/rules/order-expiry.ts MAX_PIX_CHARGES; decision 0030). */
  pixEsgotado:
    'Este pedido já teve 3 cobranças PIX, o máximo permitido. Pague com outra forma de pagamento ou faça um novo pedido.',
} as const;

/** One line the shopper reviewed. Prices sent here are dropped. */
export const orderItemInputSchema = z.object({
  idproduto: uuid,
  quantidade: z
    .number({ message: 'Quantidade inválida' })
    .positive('Quantidade inválida')
    .max(100000, 'Quantidade inválida'),
  embalarParaPresente: z.boolean({ message: 'Valor inválido' }).optional(),
});

const shortText = (max: number, mensagem: string) => z.string().trim().max(max, mensagem);

export const orderPaymentInputSchema = z.object({
  idformapagto: uuid,
  /** Spec's `temForma`: the shopper chose a method (always true from this storefront). */
  temForma: z.boolean().default(true),
  /** Card instalments (1 when absent). */
  quantParcelas: z
    .number()
    .int('Parcelas inválidas')
    .min(1, 'Parcelas inválidas')
    .max(24, 'Parcelas inválidas')
    .optional(),
  /** Token from POST /v4/payment-sdk/generate-token (card methods). */
  tokenCartao: z
    .string()
    .regex(/^tok_[A-Za-z0-9_-]{10,100}$/, 'Cartão inválido')
    .optional(),
});

/** Spec "Order submission payload". */
export const submitOrderBodySchema = z.object({
  itens: z.array(orderItemInputSchema).max(300, 'O carrinho aceita no máximo 300 produtos'),
  idfornecedor: idOuSlug,
  anotacoes: shortText(1000, 'Observação muito longa (máximo de 1000 caracteres)').nullish(),
  numPedidoCliente: shortText(60, 'Número do pedido muito longo (máximo de 60 caracteres)').nullish(),
  /** Not in the spec (decision 0049): a consumer's "CPF na nota?", the CPF printed on the note; punctuation allowed. */
  cpfNaNota: z
    .string()
    .trim()
    .max(20, ORDER_MESSAGES.cpfNaNotaInvalido)
    .refine((v) => v === '' || isValidCpf(v), ORDER_MESSAGES.cpfNaNotaInvalido)
    .nullish(),
  /** Not in the spec (decision 0049): "Quem vai receber?", the receiver's name. */
  recebedor: shortText(120, 'Nome de quem vai receber muito longo (máximo de 120 caracteres)').nullish(),
  /** The coupon the shopper saw applied (the cart's own coupon is what counts). */
  cupom: z.string().trim().max(40, 'Cupom inválido').nullish(),
  tipoEntrega: deliveryTypeSchema,
  formaEntrega: z.object({ idformaentrega: uuid, data_de_entrega: deliveryDateTime.nullish() }),
  /** DELIVERY: a saved address of the client (its coords as the storefront knows them). */
  enderecoentrega: z
    .object({ idendereco: uuid, coords: z.object({ lat: latitude, lng: longitude }).nullish() })
    .nullish(),
  /** RETIRADA: the store chosen. */
  lojaRetira: z
    .object({
      idloja: uuid.nullish(),
      nome: shortText(200, 'Loja inválida'),
      descricao_endereco_loja: shortText(400, 'Loja inválida'),
      coordenadas_loja: z.object({ latitude, longitude }),
    })
    .nullish(),
  /** A saved billing address (GET …/enderecos/{idcliente}/faturamento); null: the delivery address. */
  enderecofaturamento: z.object({ idendereco: uuid }).nullish(),
  /** uuid, or 'whitout'/null for no subscription. */
  idtipoassinatura: z.string().max(36).nullish(),
  caracteristicas: z
    .array(z.object({ idcaracteristica: uuid, valor: shortText(500, 'Valor muito longo') }))
    .max(50)
    .default([]),
  /** Informative: the API takes the representative and linked user from the session. */
  representante: z.unknown().optional(),
  usuarioVinculado: z.unknown().optional(),
  idapikeys: uuid.nullish(),
  formaPagamento: orderPaymentInputSchema,
  /** Informative: the API decides (MANUAL when the cart is locked by an attendant, else WEB). */
  canalVenda: salesChannelSchema.optional(),
  /**
   * Ours (decision 0022): a quote request instead of a purchase, on a support-budget supplier. The
   * supplier prices it (ORCAMENTO_NOVO → ORCAMENTO_PRECIFICADO) and nothing is charged until the
   * buyer accepts. Implied when the client's prices are hidden.
   */
  orcamento: z.boolean().optional(),
});
export type SubmitOrderBody = z.input<typeof submitOrderBodySchema>;

export const idempotencyHeadersSchema = z.object({
  'idempotency-key': z
    .string({ message: ORDER_MESSAGES.chaveObrigatoria })
    .min(8, ORDER_MESSAGES.chaveObrigatoria)
    .max(100, ORDER_MESSAGES.chaveObrigatoria)
    .regex(/^[A-Za-z0-9_-]+$/, ORDER_MESSAGES.chaveObrigatoria),
});

export const orderLineSchema = z.object({
  idproduto: uuid,
  nome: z.string(),
  slug: z.string(),
  unidade: z.string(),
  imagem: z.string(),
  quantidade: z.number().positive(),
  /** Unit price charged (null for a quote not yet priced). */
  preco: centavos.nullable(),
  /** List price before the price rule. */
  precoLista: centavos.nullable(),
  embalarParaPresente: z.boolean(),
  preco_embalagem: centavos.nullable(),
  total: centavos.nullable(),
  /** A promotional combo group: idproduto is the combo's id, the products sold are in `produtos`. */
  idcombopromocional_cabecalho: uuid.nullable().optional(),
  produtos: z
    .array(
      z.object({
        idproduto: uuid,
        nome: z.string(),
        unidade: z.string().optional(),
        quantidade: z.number().positive(),
        total: centavos.nullable(),
      }),
    )
    .optional(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

export const pixChargeSchema = z.object({
  /** BR Code (EMV MPM) for copy and paste; the QR encodes exactly this. */
  copiaECola: z.string(),
  txid: z.string(),
  chave: z.string(),
  expiraEm: z.string(),
});

export const boletoChargeSchema = z.object({
  banco: z.string(),
  codigoBarras: z.string().regex(/^\d{44}$/),
  linhaDigitavel: z.string().regex(/^\d{47}$/),
  /** 'AAAAA.AAAAA BBBBB.BBBBBB CCCCC.CCCCCC D EEEEEEEEEEEEEE' */
  linhaDigitavelFormatada: z.string(),
  vencimento: z.string(),
  nossoNumero: z.string(),
  beneficiario: z.object({ nome: z.string(), documento: z.string() }),
});

export const cardChargeSchema = z.object({
  bandeira: z.string(),
  final: z.string().regex(/^\d{4}$/),
  titular: z.string(),
  quantParcelas: z.number().int().positive(),
  valorParcela: centavos,
  /** The last instalment, which absorbs the centavos (lib/rules/instalments.ts); absent on charges made before it. */
  ultimaParcela: centavos.optional(),
  /** Card instalments with interest (lib/rules/instalments): the monthly rate (bp) and what the card is charged. */
  jurosMensalBp: z.number().int().positive().optional(),
  totalComJuros: centavos.optional(),
  /** Amount pre-authorised on the card (the spec's pre-charge). */
  valorPreAutorizado: centavos,
});

export const paymentStatusSchema = z.enum([
  'AGUARDANDO',
  'PRE_AUTORIZADO',
  'PAGO',
  'FATURADO',
  'NA_ENTREGA',
  'CANCELADO',
]);

export const orderPaymentSchema = z.object({
  idformapagto: uuid,
  tipo: paymentTypeSchema,
  descricao: z.string(),
  status: paymentStatusSchema,
  pix: pixChargeSchema.nullable(),
  boleto: boletoChargeSchema.nullable(),
  cartao: cardChargeSchema.nullable(),
  /** FATURADO: due date of the invoice. */
  vencimentoFatura: z.string().nullable(),
});
export type OrderPayment = z.infer<typeof orderPaymentSchema>;

export const orderActorSchema = z.enum(ORDER_ACTORS);

/** One status change of the order's timeline (pedido_status_historico), oldest first. */
export const orderHistoryEntrySchema = z.object({
  status: orderStatusSchema,
  /** pt-BR label of the status. */
  descricao: z.string(),
  ator: orderActorSchema,
  nota: z.string().nullable(),
  criadoEm: z.string(),
});
export type OrderHistoryEntry = z.infer<typeof orderHistoryEntrySchema>;

export const orderRatingSchema = z.object({
  nota: z.number().int().min(1).max(5),
  comentario: z.string().nullable(),
  criadoEm: z.string(),
});
export type OrderRating = z.infer<typeof orderRatingSchema>;

export const orderSchema = z.object({
  numpedido: z.number().int().positive(),
  idfornecedor: uuid,
  idcliente: uuid,
  status: orderStatusSchema,
  statusDescricao: z.string(),
  orcamento: z.boolean(),
  criadoEm: z.string(),
  canalVenda: salesChannelSchema,
  tipoEntrega: deliveryTypeSchema,
  formaEntrega: z.object({
    idformaentrega: uuid,
    descricao: z.string(),
    data_de_entrega: z.string().nullable(),
    /** pt-BR label of the slot, or the delivery term when unscheduled. */
    rotulo: z.string().nullable(),
  }),
  enderecoentrega: z
    .object({
      idendereco: uuid.nullable(),
      textoendereco: z.string(),
      cep: z.string(),
      coords: z.object({ lat: z.number(), lng: z.number() }).nullable(),
    })
    .nullable(),
  lojaRetira: z
    .object({
      nome: z.string(),
      descricao_endereco_loja: z.string(),
      coordenadas_loja: z.object({ latitude: z.number(), longitude: z.number() }),
    })
    .nullable(),
  itens: z.array(orderLineSchema),
  totalProdutos: centavos.nullable(),
  valorDesconto: centavos,
  taxaEntrega: centavos,
  taxaConveniencia: centavos,
  totalPedido: centavos.nullable(),
  cupom: z.string().nullable(),
  pagamento: orderPaymentSchema,
  anotacoes: z.string().nullable(),
  numPedidoCliente: z.string().nullable(),
  /** Decision 0049: the CPF on the note (11 digits) when the consumer gave another one, and the receiver's name. */
  cpfNaNota: z.string().nullable(),
  recebedor: z.string().nullable(),
  assinatura: z.object({ idtipoassinatura: uuid, descricao: z.string() }).nullable(),
  caracteristicas: z.array(z.object({ idcaracteristica: uuid, nome: z.string(), valor: z.string() })),
  /** 'Pedido emitido por' (a linked user or a representative), else null. */
  emitidoPor: z.string().nullable(),
  /** A priced quote: valid through this São Paulo date ('YYYY-MM-DD'); null otherwise. */
  validadeOrcamento: z.string().nullable(),
  /** Every status the order went through, oldest first (docs/order-status.md). */
  historico: z.array(orderHistoryEntrySchema),
  /** The buyer's rating (after delivery, once), or null. */
  avaliacao: orderRatingSchema.nullable(),
});
export type Order = z.infer<typeof orderSchema>;

/** Spec "Order response". `pedido` is this API's extension: the order as placed. */
export const submitOrderResponseSchema = z.object({
  numpedido: z.number().int().positive(),
  totalpedido: centavos.nullable(),
  taxaentrega: centavos,
  idcliente: uuid,
  dadospedido: z.object({ cupom: z.string().nullable() }),
  mensagemErro: z.string().nullable(),
  mensagemSucesso: z.string().nullable(),
  /** Names of the items, comma-separated (also on error answers, for 'Itens: {itensName}'). */
  itensName: z.string(),
  pedido: orderSchema,
});
export type SubmitOrderResponse = z.infer<typeof submitOrderResponseSchema>;

/** Answer of POST …/pedido/duplicidade: whether an identical order was placed moments ago. */
export const duplicateCheckResponseSchema = z.object({
  duplicado: z.boolean(),
  mensagem: z.string().nullable(),
  numpedido: z.number().int().positive().nullable(),
});

export const orderCharacteristicSchema = z.object({
  idcaracteristica: uuid,
  nome: z.string(),
  tipo: z.enum(['TEXTO', 'OPCOES', 'SIM_NAO']),
  obrigatoria: z.boolean(),
  opcoes: z.array(z.string()),
  ajuda: z.string().nullable(),
});
export type OrderCharacteristic = z.infer<typeof orderCharacteristicSchema>;
export const orderCharacteristicsResponseSchema = z.object({ caracteristicas: z.array(orderCharacteristicSchema) });

export const customContentQuerySchema = z.object({ contentType: z.enum(['ORDER_INSTRUCTIONS']) });
/** Sanitised HTML set by the supplier; null when it has none. */
export const customContentResponseSchema = z.object({
  contentType: z.literal('ORDER_INSTRUCTIONS'),
  titulo: z.string().nullable(),
  conteudo: z.string().nullable(),
});

const orderParams = z.object({ token: tokenSegment, idcliente: uuid });
const tags = ['Pedidos'];

/** `{token}` is `<token>~<idcliente>` or `<token>`; the path's `{idcliente}` must be the client the session acts for. */
export const orderEndpoints = {
  submitOrder: defineEndpoint({
    method: 'POST',
    path: '/v2/app/{token}/usuario/{idcliente}/pedido',
    summary:
      'Finaliza o carrinho salvo como pedido (ou orçamento em support-budget), exatamente uma vez por Idempotency-Key: cupom, estoque e crédito tomados na mesma transação; o carrinho é esvaziado.',
    tags,
    session: 'required',
    token: { param: 'token', withClient: false },
    params: orderParams,
    headers: idempotencyHeadersSchema,
    body: submitOrderBodySchema,
    response: submitOrderResponseSchema,
  }),
  checkDuplicateOrder: defineEndpoint({
    method: 'POST',
    path: '/v2/app/{token}/usuario/{idcliente}/pedido/duplicidade',
    summary: 'Diz se um pedido idêntico a este foi feito há poucos segundos (o carrinho e a entrega iguais).',
    tags,
    session: 'required',
    token: { param: 'token', withClient: false },
    params: orderParams,
    body: submitOrderBodySchema,
    response: duplicateCheckResponseSchema,
  }),
  getOrder: defineEndpoint({
    method: 'GET',
    path: '/v4/app/orders/get-order/{numpedido}',
    summary:
      'Um pedido do cliente da sessão (Bearer <token>~<idcliente>): itens, totais, entrega, pagamento (PIX, boleto, cartão).',
    tags,
    session: 'required',
    params: z.object({ numpedido: numpedidoParam }),
    response: orderSchema,
  }),
  listOrderCharacteristics: defineEndpoint({
    method: 'GET',
    path: '/v4/caracteristica-pedido/todas/{idfornecedor}',
    summary: 'Características que o fornecedor pede em cada pedido (texto, opções ou sim/não; obrigatórias ou não).',
    tags,
    session: 'none',
    params: z.object({ idfornecedor: idOuSlug }),
    response: orderCharacteristicsResponseSchema,
  }),
  getOrderInstructions: defineEndpoint({
    method: 'GET',
    path: '/v4/app/token/custom-content/{idfornecedor}',
    summary:
      'Conteúdo personalizado do fornecedor; contentType=ORDER_INSTRUCTIONS: instruções mostradas ao finalizar o pedido.',
    tags,
    session: 'none',
    params: z.object({ idfornecedor: idOuSlug }),
    query: customContentQuerySchema,
    response: customContentResponseSchema,
  }),
};
