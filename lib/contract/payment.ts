import { z } from 'zod';

import { idOuSlug } from './common';
import { defineEndpoint } from './endpoint';

/**
 * Payment (spec 5 pre-charge note, 7 generate-token). The reference API stands in for
 * the payment provider: it tokenises cards (the storefront never keeps a number), issues PIX BR
 * Codes (lib/rules/pix.ts) and boletos (lib/rules/boleto.ts), and its back-office call confirms a
 * PIX or boleto payment, moving the order from AGUARDANDOPAGAMENTO to PAGO.
 */

export const paymentTypeSchema = z.enum(['PIX', 'CARTAO_CREDITO', 'CARTAO_DEBITO', 'BOLETO', 'DINHEIRO', 'FATURADO']);
export type PaymentType = z.infer<typeof paymentTypeSchema>;

/** Spec 5 "Pre-charge note", shown with card payments. */
export const PRE_CHARGE_NOTE =
  'O valor do pedido será pré-autorizado no seu cartão, pois o valor faturado pode variar (por exemplo, em produtos vendidos por peso). Qualquer diferença será estornada automaticamente.';

export const PAYMENT_MESSAGES = {
  copiado: 'Código PIX copiado!',
  aguardandoPix: 'Pague com o PIX para confirmarmos o seu pedido. O QR Code vale por 30 minutos.',
  aguardandoBoleto: 'Pague o boleto até o vencimento. A confirmação leva até 3 dias úteis.',
  pagamentoConfirmado: 'Pagamento confirmado',
  pedidoSemPagamentoPendente: 'Este pedido não está aguardando pagamento.',
  muitasTentativas: 'Muitas tentativas com cartões. Aguarde alguns minutos e tente de novo.',
} as const;

const digits = (min: number, max: number, mensagem: string) =>
  z
    .string({ message: mensagem })
    .transform((s) => s.replace(/[\s.-]/g, ''))
    .pipe(z.string().regex(new RegExp(`^\\d{${min},${max}}$`), mensagem));

/** Body of POST /v4/payment-sdk/generate-token. Checked: Luhn, expiry, CVV length, accepted brand. */
export const cardTokenBodySchema = z.object({
  idfornecedor: idOuSlug,
  numero: digits(13, 19, 'Número do cartão inválido'),
  nome: z
    .string({ message: 'Informe o nome impresso no cartão' })
    .trim()
    .min(2, 'Informe o nome impresso no cartão')
    .max(60, 'Nome muito longo'),
  mesValidade: z.coerce
    .number({ message: 'Validade do cartão inválida' })
    .int('Validade do cartão inválida')
    .min(1, 'Validade do cartão inválida')
    .max(12, 'Validade do cartão inválida'),
  anoValidade: z.coerce
    .number({ message: 'Validade do cartão inválida' })
    .int('Validade do cartão inválida')
    .min(0, 'Validade do cartão inválida')
    .max(2100, 'Validade do cartão inválida'),
  cvv: digits(3, 4, 'Código de segurança inválido'),
});
export type CardTokenBody = z.input<typeof cardTokenBodySchema>;

export const cardTokenResponseSchema = z.object({
  /** Single-use token for the order's formaPagamento.tokenCartao ('tok_…'), valid for 30 minutes. */
  token: z.string(),
  bandeira: z.string(),
  final: z.string().regex(/^\d{4}$/),
  titular: z.string(),
  expiraEm: z.string(),
});
export type CardToken = z.infer<typeof cardTokenResponseSchema>;

export const confirmPaymentResponseSchema = z.object({
  numpedido: z.number().int(),
  status: z.string(),
  pagamento: z.string(),
});

export const paymentEndpoints = {
  generateCardToken: defineEndpoint({
    method: 'POST',
    path: '/v4/payment-sdk/generate-token',
    summary:
      'Tokeniza um cartão (Luhn, validade, CVV e bandeira verificados); o número nunca é guardado: só o token, a bandeira e o final.',
    tags: ['Pagamento'],
    session: 'required',
    body: cardTokenBodySchema,
    response: cardTokenResponseSchema,
  }),
  confirmPayment: defineEndpoint({
    method: 'POST',
    path: '/admin/pedidos/{numpedido}/pagamento/confirmar',
    summary:
      'Simulador do provedor de pagamento (X-Admin-Key): confirma o PIX ou o boleto de um pedido em AGUARDANDOPAGAMENTO: o pagamento passa a PAGO e o pedido volta à fila do fornecedor (ENVIADO).',
    tags: ['Back-office'],
    session: 'none',
    params: z.object({
      numpedido: z.coerce
        .number({ message: 'Pedido inválido' })
        .int('Pedido inválido')
        .positive('Pedido inválido')
        .max(2147483647, 'Pedido inválido'),
    }),
    response: confirmPaymentResponseSchema,
  }),
};
