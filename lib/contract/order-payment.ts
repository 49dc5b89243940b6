import { z } from 'zod';

import { centavos, uuid } from './common';
import { paymentTypeSchema } from './payment';

/** How an order is paid, as read back: the PIX, boleto or card charge and the payment's status. */

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
