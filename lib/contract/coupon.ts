import { z } from 'zod';

import { COUPON_MESSAGES } from '../rules/coupon';
import { tipoDescontoSchema } from './cart';
import { centavos, idOuSlug, queryBoolean, salesChannelSchema, uuid } from './common';
import { defineEndpoint } from './endpoint';

export { COUPON_MESSAGES };

/**
 * Discount coupons (spec 4 Coupons, 5, 7 Coupons, 8 Coupons). The calls have no
 * `{token}` segment: they take `Authorization: Bearer <token>~<idcliente>`; the path's
 * `{idcliente}` must be the client acted for (403) and the supplier the session's (403).
 *
 * A coupon is checked against the client's saved cart (minimum order, products) and the call's
 * channel and payment method. A business refusal is a 200 with `valido: false` and the reason in
 * `mensagem` (shown as a warning; without one the storefront shows 'Não foi possível verificar seu
 * cupom'). To apply an accepted coupon, save the cart with `codigoCupom`.
 *
 * A code that is not public (a referral code, a private coupon) refused for this client answers
 * exactly like an unknown code ('Cupom não encontrado'). Unknown codes are counted per client and
 * per address: past the limit (10 per client, 30 per address in 10 minutes) the validation and a
 * cart save with a new code answer 429 'Muitas tentativas de cupom…' (decision 0017).
 */
export const COUPON_API_MESSAGES = {
  /** 429: too many unknown codes from this client or address (enumeration). */
  muitasTentativas: 'Muitas tentativas de cupom. Tente novamente em alguns minutos.',
  indicacaoIndisponivel: 'Este fornecedor não oferece cupom de indicação',
  compartilhar: (codigo: string, beneficio: string, loja: string) =>
    `Use o meu cupom ${codigo} e ganhe ${beneficio} na sua primeira compra em ${loja}!`,
} as const;

export const couponCodeSchema = z
  .string()
  .trim()
  .min(1, 'Cupom inválido')
  .max(40, 'Cupom inválido')
  .regex(/^[A-Za-z0-9_-]+$/, 'Cupom inválido');

/** A coupon as the storefront shows it. Money in centavos; valorDescontoPercentual in percent. */
export const couponSchema = z.object({
  codigoCupom: z.string(),
  descricao: z.string(),
  tipoDesconto: tipoDescontoSchema,
  valorDescontoPercentual: z.number(),
  valorDescontoAbsoluto: centavos,
  produtosComDesconto: z.array(uuid),
  naoUsarCupomComPolitica: z.boolean(),
  /** Only for this channel (null: any). */
  cupomCanal: salesChannelSchema.nullable(),
  /** Only with this payment method (null: any). */
  idformapagamento: uuid.nullable(),
  valorMinimo: centavos.nullable(),
  validoAte: z.string().nullable(),
  primeiraCompra: z.boolean(),
  automatico: z.boolean(),
});
export type Coupon = z.infer<typeof couponSchema>;

export const validateCouponQuerySchema = z.object({
  canalVenda: salesChannelSchema.default('WEB'),
  idformapagamento: uuid.optional(),
  /** The automatic coupon the cart shows, if any (a better one blocks the swap). */
  codigocupomautomatico: couponCodeSchema.optional(),
});

export const validateCouponResponseSchema = z.object({
  valido: z.boolean(),
  mensagem: z.string().nullable(),
  cupom: couponSchema.nullable(),
  /** The discount on the saved cart, centavos. */
  valorDesconto: centavos.nullable(),
  totalDescontoEspecifico: centavos.nullable(),
});
export type ValidateCouponResponse = z.infer<typeof validateCouponResponseSchema>;

export const clientCouponsQuerySchema = z.object({
  onlyLast: queryBoolean.default(false),
  available: queryBoolean.default(true),
  idformapagamento: uuid.optional(),
});

export const clientCouponsResponseSchema = z.object({
  cupons: z.array(couponSchema.extend({ disponivel: z.boolean(), motivo: z.string().nullable() })),
});

export const referralCouponResponseSchema = z.object({ cupom: couponSchema, mensagemCompartilhamento: z.string() });

const tags = ['Cupom'];

export const couponEndpoints = {
  validateCoupon: defineEndpoint({
    method: 'GET',
    path: '/v2/app/cupom-desconto/validar-desconto/fornecedor/{idfornecedor}/cliente/{idcliente}/cupom/{codigo}',
    summary:
      'Valida um cupom para o carrinho salvo do cliente (canal, forma de pagamento, validade, limites, primeira compra, valor mínimo, produtos, cupom automático melhor).',
    tags,
    session: 'required',
    params: z.object({ idfornecedor: idOuSlug, idcliente: uuid, codigo: couponCodeSchema }),
    query: validateCouponQuerySchema,
    response: validateCouponResponseSchema,
  }),
  listClientCoupons: defineEndpoint({
    method: 'GET',
    path: '/v2/app/cupom-desconto/cliente/{idcliente}',
    summary:
      'Cupons públicos do fornecedor da sessão para o cliente, mais recentes primeiro (available=true: só os utilizáveis; onlyLast=true: só o último).',
    tags,
    session: 'required',
    params: z.object({ idcliente: uuid }),
    query: clientCouponsQuerySchema,
    response: clientCouponsResponseSchema,
  }),
  getReferralCoupon: defineEndpoint({
    method: 'GET',
    path: '/v2/app/cupom-desconto/indicacao/{idcliente}',
    summary:
      'Cupom de indicação do cliente para compartilhar (fornecedor com uses-share-coupom; criado na primeira consulta, sempre o mesmo).',
    tags,
    session: 'required',
    params: z.object({ idcliente: uuid }),
    response: referralCouponResponseSchema,
  }),
};
