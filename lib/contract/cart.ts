import { z } from 'zod';

import { CART_MESSAGES, MAX_CART_LINES, MAX_LINE_QUANTITY } from '../rules/cart';
import { centavos, idOuSlug, queryBoolean, salesChannelSchema, tokenSegment, uuid } from './common';
import { defineEndpoint } from './endpoint';

export { CART_MESSAGES, MAX_CART_LINES, MAX_LINE_QUANTITY };

/**
 * The cart (spec sections 3 Cart and Cart product, 4, 7 Cart, 8 Orders and cart).
 *
 * One cart per client and supplier, kept by the API in PostgreSQL; the client is the one acted for
 * (a representative's client, a linked user). The API is the authority: it applies the quantity
 * rule (lib/rules/quantity.ts) and the price rule (lib/rules/price.ts, through lib/rules/cart.ts)
 * and ignores any price the client sends.
 *
 * Money on the wire: integer centavos, like the catalog (`preco: 1290` = R$ 12,90); every money
 * field is null when prices are hidden from this client (support-budget, unapproved account).
 * Percentages (`valorDescontoPercentual`) are numbers of percent (12.5 = 12,5%). Quantities are
 * numbers with at most 3 decimals (weighed products).
 */

export const CART_API_MESSAGES = {
  bloqueado: 'O carrinho está em negociação com o atendente. Desbloqueie o carrinho para alterá-lo.',
  produtoNaoEncontrado: 'Produto não encontrado',
  produtoRepetido: 'Produto repetido no carrinho',
  produtoIndisponivel: (nome: string) => `Produto indisponível: ${nome}`,
  indisponiveisNoTotal: (nomes: string[]) => `Produtos indisponíveis ficaram fora do total: ${nomes.join(', ')}`,
  repeticaoIgnorados: (nomes: string[]) => `Alguns produtos do pedido não estão disponíveis: ${nomes.join(', ')}`,
  tipoAssinaturaInvalido: 'Tipo de assinatura inválido',
  quantidadeInvalida: 'Quantidade inválida',
  unidadesInvalidas: 'Número de unidades inválido: use um número inteiro, como 3',
  naoVendidoPorUnidade: (nome: string) => `Este produto não é vendido por unidade: ${nome}`,
} as const;

/** Largest unit count of one line ordered by the unit (decision 0055). */
export const MAX_UNITS_PER_LINE = 10_000;

/** tipoDesconto: '%' (the spec's default) or 'R$' (an absolute amount). */
export const tipoDescontoSchema = z.enum(['%', 'R$']);

/** 'whitout' (sic, as the spec writes it) means "no subscription". */
export const NO_SUBSCRIPTION = 'whitout';
export const subscriptionChoiceSchema = z
  .string()
  .regex(/^(whitout|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i, 'Tipo de assinatura inválido');

const quantidadeItem = z
  .number({ message: 'Quantidade inválida' })
  .min(0, 'Quantidade inválida')
  .max(MAX_LINE_QUANTITY, 'Quantidade inválida');

/**
 * One line the client wants in the cart. Any other member (preco, preconf, precoatendente…) is
 * dropped: prices come from the catalogue and the attendant, never from the client.
 * `quantidade` 0 removes the line; otherwise the quantity rule normalises it (granularity,
 * minimum, maximum, 3 decimals).
 */
export const cartItemInputSchema = z.object({
  /** A product, or a promotional combo's id (then the line is the combo group, counted in combos). */
  idproduto: uuid,
  /** Set (to the same id) on a combo group line, as the cart answers it; optional. */
  idcombopromocional_cabecalho: uuid.nullable().optional(),
  quantidade: quantidadeItem,
  /**
   * Extension of the spec's body (decision 0055): the line in whole units of a product sold by the
   * kg that may be ordered by the unit. The API then computes `quantidade` (kg) itself; 0 removes.
   */
  unidades: z
    .number({ message: CART_API_MESSAGES.unidadesInvalidas })
    .int(CART_API_MESSAGES.unidadesInvalidas)
    .min(0, CART_API_MESSAGES.unidadesInvalidas)
    .max(MAX_UNITS_PER_LINE, CART_API_MESSAGES.unidadesInvalidas)
    .optional(),
  embalarParaPresente: z.boolean({ message: 'Valor inválido' }).optional(),
});
export type CartItemInput = z.input<typeof cartItemInputSchema>;

export const saveCartBodySchema = z.object({
  cartItens: z.array(cartItemInputSchema).max(MAX_CART_LINES, `O carrinho aceita no máximo ${MAX_CART_LINES} produtos`),
  /**
   * Extension of the spec's body: the coupon to apply (validated as by validar-desconto). Absent:
   * keep the saved one; null or '': remove it.
   */
  codigoCupom: z
    .string()
    .trim()
    .max(40, 'Cupom inválido')
    .regex(/^[A-Za-z0-9_-]*$/, 'Cupom inválido')
    .nullable()
    .optional(),
});
export type SaveCartBody = z.input<typeof saveCartBodySchema>;

export const saveCartQuerySchema = z.object({
  idfornecedor: idOuSlug,
  idformapagamento: uuid.optional(),
  /** Repeat-order mode: the items are added to the saved cart; unavailable ones are skipped with a warning. */
  modoRepeticaoPedido: queryBoolean.optional(),
  idtipoassinatura: subscriptionChoiceSchema.optional(),
  canalVenda: salesChannelSchema.default('WEB'),
  /** Whether the supplier's automatic coupon may be applied (kept with the cart). */
  cupomAplicacaoAutomatica: queryBoolean.optional(),
});
export type SaveCartQuery = z.input<typeof saveCartQuerySchema>;

export const getCartQuerySchema = z.object({
  idfornecedor: idOuSlug,
  idtipoassinatura: subscriptionChoiceSchema.optional(),
  tipoentrega: z.enum(['DELIVERY', 'RETIRADA']).optional(),
  canalVenda: salesChannelSchema.default('WEB'),
  idformapagamento: uuid.optional(),
});
export type GetCartQuery = z.input<typeof getCartQuerySchema>;

export const unlockCartQuerySchema = z.object({
  idfornecedor: idOuSlug,
  idformapagamento: uuid.optional(),
  canalVenda: salesChannelSchema.default('WEB'),
});

/** COMBO: a promotional combo group priced by the combo's rule. */
export const priceSourceSchema = z.enum(['ATENDENTE', 'PROGRESSIVO', 'ATACADO', 'NORMAL', 'COMBO']);

/** A product inside a combo group line: its quantity for the whole group and its share of the group's total. */
export const cartComboProductSchema = z.object({
  idproduto: uuid,
  nome: z.string(),
  slug: z.string(),
  imagem: z.string(),
  unidade: z.string(),
  quantidade: z.number().positive(),
  /** How many one combo holds (quantidade = this × the group's combos). */
  quantidadePorCombo: z.number().positive(),
  /** Unit list price. */
  preco: centavos.nullable(),
  total: centavos.nullable(),
});

/** Spec "Cart product". */
export const cartProductSchema = z.object({
  id: uuid,
  idproduto: uuid,
  idcadastroextraproduto: uuid.nullable(),
  nome: z.string(),
  name: z.string(),
  slug: z.string(),
  unidade: z.string(),
  imagem: z.string(),
  quantidade: z.number().positive(),
  /** List price (after the payment-method variance). */
  preco: centavos.nullable(),
  /** Unit price after the price rule for this quantity (what is charged). */
  preconf: centavos.nullable(),
  /** Price negotiated by an attendant (wins over every rule), else null. */
  precoatendente: centavos.nullable(),
  precovendaatacado: centavos.nullable(),
  minvendaatacado: z.number().nullable(),
  multiploincremento: z.number().positive(),
  granularidade: z.number().positive(),
  maxporpedido: z.number().nullable(),
  min_por_pedido: z.number().positive(),
  efeitospoliticas: z.object({ descontoProgressivo: z.record(z.string(), centavos) }),
  preco_embalagem: centavos.nullable(),
  /** Units one package holds, as in the catalogue ("1 cx = 12 un"); absent from older back ends. */
  unidades_por_embalagem: z.number().int().positive().nullable().optional(),
  /** As in the catalogue (decision 0055): weight of one piece in kg, and ordering by the unit. */
  peso_aproximado_unidade_kg: z.number().positive().nullable().optional(),
  permite_venda_por_unidade: z.boolean().optional(),
  embalarParaPresente: z.boolean(),
  /** This line's share of the coupon discount (0 when none). */
  preco_do_desconto: centavos.nullable(),
  /**
   * Set on a combo group line: `id` and `idproduto` are then the combo's id, `quantidade`
   * counts combos, `preco` and `preconf` are one combo at the combo's rule, `precoLista` one combo
   * at its products' list prices, and `produtos` the products of the group, which move together.
   */
  idcombopromocional_cabecalho: uuid.nullable(),
  produtos: z.array(cartComboProductSchema).optional(),
  precoLista: centavos.nullable().optional(),
  usaAtacado: z.boolean(),
  /** Which step of the price rule gave preconf. */
  origemPreco: priceSourceSchema,
  /** preconf × quantidade plus gift wrap, rounded to the centavo. */
  totalItem: centavos.nullable(),
  /** False when the product is no longer sold (or not for the asked tipoentrega): kept, left out of the totals. */
  disponivel: z.boolean(),
  tags: z.array(z.string()),
});
export type CartProductWire = z.infer<typeof cartProductSchema>;

export const automaticCouponSchema = z.object({
  codigoCupom: z.string(),
  valorDescontoPercentual: z.number(),
  valorDescontoAbsoluto: centavos,
  tipoDesconto: tipoDescontoSchema,
});

/** Spec "Cart", as the API answers it. */
export const cartSchema = z.object({
  idcliente: uuid,
  idfornecedor: uuid,
  /** Sorted by name. */
  produtosSelecionados: z.array(cartProductSchema),
  /** idproduto of the gift-wrapped lines. */
  produtosParaPresente: z.array(uuid),
  /** Goods plus gift wrap of the available lines. */
  totalCompras: centavos.nullable(),
  /** Freight comes from the delivery-method calls; the cart carries 0. */
  taxaEntrega: centavos,
  /** The coupon applied (manual or automatic), null when none applies. */
  codigoCupom: z.string().nullable(),
  cupomCanal: salesChannelSchema,
  valorDescontoAbsoluto: centavos,
  valorDescontoPercentual: z.number(),
  tipoDesconto: tipoDescontoSchema,
  produtosComDesconto: z.array(uuid),
  naoUsarCupomComPolitica: z.boolean(),
  /** Discount of the applied coupon in centavos. */
  valorDesconto: centavos.nullable(),
  /** Discount on the specific products of a product coupon. */
  totalDescontoEspecifico: centavos.nullable(),
  /** totalCompras − valorDesconto + taxaEntrega. */
  totalPedido: centavos.nullable(),
  habilitarVisualizacaoDesconto: z.boolean(),
  /** The supplier's automatic coupon when it is the one applied (spec: then applied with automatic application on). */
  cupomAutomatico: automaticCouponSchema.nullable(),
  cupomAplicacaoAutomatica: z.boolean(),
  codigoCupomAutomatico: z.string().nullable(),
  meta_info: z.object({
    hasRecorrencia: z.boolean(),
    recorrencia: z.object({ mensagem: z.string().nullable() }),
  }),
  /** The subscription type chosen (null: none, 'whitout'). */
  assinaturaSelecionada: uuid.nullable(),
  /** True while an attendant price is set on any line: read-only negotiation, the order goes as MANUAL. */
  bloqueio_atendimento: z.boolean(),
  atendente: z.object({ nome: z.string() }).nullable(),
  /** MANUAL while locked by an attendant, else the channel asked (WEB). */
  canalVenda: salesChannelSchema,
  possuiPreco: z.boolean(),
  /** A warning to show (a removed coupon, unavailable products…). */
  mensagem: z.string().nullable(),
  /** Increases with every change of the saved cart: a late answer with a lower version is stale. */
  versao: z.number().int().nonnegative(),
});
export type Cart = z.infer<typeof cartSchema>;

const cartParams = z.object({ token: tokenSegment, idcliente: uuid });
const tags = ['Carrinho'];
const cartCall = { tags, token: { param: 'token', withClient: true } } as const;

/**
 * `{token}` is `<token>~<idcliente>`; the path's `{idcliente}` must be the client the session acts
 * for (403 otherwise) and `idfornecedor` the session's supplier (403 'Sessão de outro fornecedor').
 */
export const cartEndpoints = {
  getCart: defineEndpoint({
    ...cartCall,
    method: 'GET',
    path: '/v2/app/{token}/usuario/{idcliente}/cart',
    summary:
      'Carrinho do cliente no fornecedor, calculado pela API (quantidades, preços, cupom, assinatura, bloqueio de atendimento).',
    session: 'required',
    params: cartParams,
    query: getCartQuerySchema,
    response: cartSchema,
  }),
  saveCart: defineEndpoint({
    ...cartCall,
    method: 'POST',
    path: '/v2/app/{token}/usuario/{idcliente}/cart',
    summary:
      "Salva o carrinho ({cartItens}: idproduto, quantidade, embalarParaPresente; preços enviados são ignorados) e devolve o carrinho inteiro. Sem cliente logado: 401 'Não foi possivel salvar o carrinho'.",
    // The 401 without a client carries the cart's own message, so the pipeline lets the call through.
    session: 'none',
    params: cartParams,
    query: saveCartQuerySchema,
    body: saveCartBodySchema,
    response: cartSchema,
  }),
  unlockCart: defineEndpoint({
    ...cartCall,
    method: 'POST',
    path: '/v2/app/{token}/usuario/{idcliente}/cart/desbloquear',
    summary:
      'O cliente desbloqueia o carrinho em negociação: os preços do atendente são descartados e o carrinho recalculado é devolvido.',
    session: 'required',
    params: cartParams,
    query: unlockCartQuerySchema,
    response: cartSchema,
  }),
};
