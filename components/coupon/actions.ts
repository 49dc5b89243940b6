'use server';

import { cookies } from 'next/headers';
import { z } from 'zod';

import type { CustomerContext } from '@/lib/actions/context';
import { defineAction, type ActionResult } from '@/lib/actions/define-action';
import { getReferralCoupon, listClientCoupons, validateCoupon } from '@/lib/commerce/coupon';
import type { Owner } from '@/lib/commerce/owner';
import { couponCodeSchema, type Coupon } from '@/lib/contract/coupon';
import { PAYMENT_METHOD_COOKIE, readPaymentMethod } from '@/lib/payment-method/preference';
import { COUPON_MESSAGES } from '@/lib/rules/coupon';

/** Supplier tag of the referral coupon (spec: uses-share-coupom). */
const REFERRAL_TAG = 'uses-share-coupom';

/**
 * The logged-in client (from the session, never from the browser) and the payment method: the one checked at
 * checkout when the modal sends it, else the remembered preference.
 */
async function couponOwner(
  { account, supplier }: CustomerContext,
  chosen?: string,
): Promise<{ owner: Owner; idformapagamento?: string }> {
  const idformapagamento =
    chosen ?? readPaymentMethod((await cookies()).get(PAYMENT_METHOD_COOKIE)?.value) ?? undefined;
  return {
    owner: { token: account.token, idcliente: account.usuario.idcliente, idfornecedor: supplier.idfornecedor },
    idformapagamento,
  };
}

export type CouponValidation = ActionResult<{ valido: boolean; mensagem: string | null; valorDesconto: number | null }>;

/**
 * validar-desconto for the logged-in customer's saved cart. A refusal of the API (a 200 with
 * `valido: false`) comes back as data; the modal shows `couponWarning` of it.
 */
export const validateCouponAction = defineAction({
  input: z.tuple([
    z.object({
      codigo: couponCodeSchema,
      codigoCupomAutomatico: couponCodeSchema.optional(),
      idformapagamento: z.uuid().optional(),
    }),
  ]),
  session: 'customer',
  fallback: COUPON_MESSAGES.naoVerificado,
  // Too many unknown codes (429): the API's message in the modal, with the code still typed.
  rateLimit: false,
  run: async (ctx): Promise<CouponValidation> => {
    const [{ codigo, codigoCupomAutomatico, idformapagamento: chosen }] = ctx.input;
    const { owner, idformapagamento } = await couponOwner(ctx, chosen);
    const r = await validateCoupon(owner, codigo, { idformapagamento, codigocupomautomatico: codigoCupomAutomatico });
    if (!r.ok) return { ok: false, erro: r.mensagem || COUPON_MESSAGES.naoVerificado };
    return { ok: true, valido: r.data.valido, mensagem: r.data.mensagem, valorDesconto: r.data.valorDesconto };
  },
});

export type AvailableCoupon = Pick<
  Coupon,
  | 'codigoCupom'
  | 'descricao'
  | 'tipoDesconto'
  | 'valorDescontoPercentual'
  | 'valorDescontoAbsoluto'
  | 'valorMinimo'
  | 'validoAte'
>;

/** The supplier's coupons the logged-in customer may use now (with the chosen payment method). */
export const listClientCouponsAction = defineAction({
  input: z.tuple([z.uuid().nullable()]),
  session: 'customer',
  fallback: 'Não foi possível carregar os cupons',
  run: async (ctx): Promise<ActionResult<{ cupons: AvailableCoupon[] }>> => {
    const { owner, idformapagamento } = await couponOwner(ctx, ctx.input[0] ?? undefined);
    const r = await listClientCoupons(owner, idformapagamento);
    if (!r.ok) return { ok: false, erro: r.mensagem };
    return {
      ok: true,
      cupons: r.data.cupons.map(
        ({
          codigoCupom,
          descricao,
          tipoDesconto,
          valorDescontoPercentual,
          valorDescontoAbsoluto,
          valorMinimo,
          validoAte,
        }) => ({
          codigoCupom,
          descricao,
          tipoDesconto,
          valorDescontoPercentual,
          valorDescontoAbsoluto,
          valorMinimo,
          validoAte,
        }),
      ),
    };
  },
});

export type ReferralCoupon = {
  codigoCupom: string;
  descricao: string;
  valorDescontoPercentual: number;
  mensagemCompartilhamento: string;
};

/** The logged-in customer's referral coupon to share; null when the supplier offers none. */
export const getReferralCouponAction = defineAction({
  session: 'customer',
  fallback: 'Não foi possível carregar o cupom de indicação',
  run: async (ctx): Promise<ActionResult<{ indicacao: ReferralCoupon | null }>> => {
    if (!ctx.supplier.tag.includes(REFERRAL_TAG)) return { ok: true, indicacao: null };
    const { owner } = await couponOwner(ctx);
    const r = await getReferralCoupon(owner);
    if (!r.ok) return r.status === 404 ? { ok: true, indicacao: null } : { ok: false, erro: r.mensagem };
    const { cupom, mensagemCompartilhamento } = r.data;
    return {
      ok: true,
      indicacao: {
        codigoCupom: cupom.codigoCupom,
        descricao: cupom.descricao,
        valorDescontoPercentual: cupom.valorDescontoPercentual,
        mensagemCompartilhamento,
      },
    };
  },
});
