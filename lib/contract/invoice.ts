import { z } from 'zod';

import { INVOICE_STATUSES } from '../rules/invoice';
import { calendarDate, centavos, idOuSlug, numpedidoParam, queryBoolean, tokenSegment, uuid } from './common';
import { defineEndpoint, type RawResponse } from './endpoint';
import { orderStatusSchema } from './order-status';

/**
 * After the sale, documents and credit (spec 2 "Invoices and titles", 3 User faturas /
 * limiteCreditoTotal / limiteCreditoDisponivel, 7 "Carousels, pages, invoices" and Orders danfe and
 * export, 9 "invoices … load 1 s after login").
 *
 * - Titles (faturas) of purchases on terms: one per FATURADO order, with its boleto, and the
 *   account's credit limit. The status (a vencer, vencido, pago) is computed when read.
 * - NF-e (homologação, no fiscal value): the DANFE PDF and the XML of an order that was paid, is
 *   being prepared or delivered, or was bought on terms (see NFE_ELIGIBLE_STATUSES).
 * - Export of the client's orders with their items for the buyer's ERP (CSV or XLSX).
 *
 * Who may read: the client the session acts for (a representative's client, a linked user
 * switched to by its principal), and a linked user for its principal's credit and titles (the
 * credit is the principal's). Anything else is 403 (path ids) or 404 (a document by its number).
 */

export const INVOICE_MESSAGES = {
  notaNaoEmitida: 'A nota fiscal deste pedido ainda não foi emitida',
  emitenteNaoConfigurado: 'O fornecedor ainda não emite nota fiscal por esta loja.',
  ieEmitenteInvalida:
    'A inscrição estadual do fornecedor não confere com a UF dele, e a SEFAZ recusaria a nota fiscal. Avise o fornecedor.',
  produtoSemNcm: 'Um produto do pedido está sem NCM cadastrado, e a SEFAZ recusaria a nota fiscal. Avise o fornecedor.',
  destinatarioSemDocumento: 'Para emitir a nota fiscal, o cadastro do cliente precisa de CPF ou CNPJ.',
  faturaNaoEncontrada: 'Fatura não encontrada',
  faturaJaPaga: 'Esta fatura já foi paga.',
  faturaNaoVencida: 'Este título ainda não venceu: pague pelo boleto original.',
  faturaCancelada: 'Esta fatura foi cancelada: o pedido foi cancelado ou passou a outra forma de pagamento.',
  periodoInvalido: 'Período inválido: a data inicial é posterior à final.',
  exportacaoGrande: 'Muitos pedidos no período. Escolha um período menor.',
} as const;

/**
 * Orders that have an NF-e: in or past preparation (SEPARANDO, PAGO, EMENTREGA, PRONTO_RETIRADA,
 * ENTREGUE), and ENVIADO when already paid (a confirmed PIX or boleto) or bought on terms (FATURADO:
 * the goods are billed now and paid on the title). A quote, an order awaiting payment, a card only
 * pre-authorised and a cancelled order have none (409 notaNaoEmitida). Once issued, the note stays
 * readable.
 */
export const NFE_ELIGIBLE_STATUSES = ['SEPARANDO', 'PAGO', 'EMENTREGA', 'PRONTO_RETIRADA', 'ENTREGUE'] as const;

/** Whether an order in this state, paid this way, gets an NF-e (the API issues it; the account page links it). */
export function nfeEligible(
  status: string,
  pagamento: { tipo: string | null; status: string | null },
  totalPedido: number | null,
): boolean {
  if (totalPedido === null) return false;
  if ((NFE_ELIGIBLE_STATUSES as readonly string[]).includes(status)) return true;
  return status === 'ENVIADO' && (pagamento.tipo === 'FATURADO' || pagamento.status === 'PAGO');
}

export const invoiceStatusSchema = z.enum(INVOICE_STATUSES);

export const invoiceSchema = z.object({
  idfatura: uuid,
  numpedido: z.number().int().positive(),
  /** Centavos. */
  valor: centavos,
  /** 'YYYY-MM-DD' */
  emissao: z.string(),
  vencimento: z.string(),
  status: invoiceStatusSchema,
  /** 'A vencer' | 'Vencido' | 'Pago' */
  descricao: z.string(),
  /** 'YYYY-MM-DD' when paid, else null. */
  pagamento: z.string().nullable(),
  linhaDigitavel: z.string().regex(/^\d{47}$/),
  linhaDigitavelFormatada: z.string(),
  codigoBarras: z.string().regex(/^\d{44}$/),
  nossoNumero: z.string(),
  /** Calendar days past the due date (0 unless VENCIDA). */
  diasAtraso: z.number().int().nonnegative(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** Spec: limite_credito_total, limite_credito_disponivel, faturas. Limits are null when the account does not buy on terms. */
export const invoicesResponseSchema = z.object({
  limite_credito_total: centavos.nullable(),
  limite_credito_disponivel: centavos.nullable(),
  /** Sum of the titles not yet paid (a vencer + vencidos). */
  total_em_aberto: centavos,
  total_vencido: centavos,
  faturas: z.array(invoiceSchema),
});
export type InvoicesResponse = z.infer<typeof invoicesResponseSchema>;

/** completeInfo=true: every title, paid ones included (newest due date first); otherwise only the titles to pay (oldest due first). */
export const invoicesQuerySchema = z.object({ completeInfo: queryBoolean.optional() });

export const payInvoiceResponseSchema = z.object({
  idfatura: uuid,
  status: z.literal('PAGA'),
  limite_credito_disponivel: centavos.nullable(),
});

/**
 * The "2ª via atualizada" of an overdue title: the fine and interest from the supplier's settings
 * (multa once, juros a month pro rata die up to the new due date), a new due date (today + the
 * supplier's days) and a new barcode and linha digitável for the updated value; the same nosso
 * número (the bank's reference of the title).
 */
export const invoiceSecondCopySchema = z.object({
  idfatura: uuid,
  numpedido: z.number().int(),
  valor_original: centavos,
  vencimento_original: z.string(),
  multa: centavos,
  juros: centavos,
  /** Days from the original due date to the new one (what the interest covers). */
  dias: z.number().int(),
  /** Settings used, in basis points (200 = 2%). */
  multa_bp: z.number().int(),
  juros_mes_bp: z.number().int(),
  valor: centavos,
  vencimento: z.string(),
  linhaDigitavel: z.string(),
  linhaDigitavelFormatada: z.string(),
  codigoBarras: z.string(),
  nossoNumero: z.string(),
});
export type InvoiceSecondCopy = z.infer<typeof invoiceSecondCopySchema>;

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
/** Max orders in one export file. */
export const EXPORT_MAX_ORDERS = 5000;

/** Export filters (body): period by order date in the supplier's calendar (inclusive), statuses. */
export const exportOrdersBodySchema = z
  .object({
    formato: z.enum(EXPORT_FORMATS, { message: 'Formato inválido (use csv ou xlsx)' }).default('csv'),
    de: calendarDate('Data inicial inválida (use AAAA-MM-DD)').nullish(),
    ate: calendarDate('Data final inválida (use AAAA-MM-DD)').nullish(),
    /** One status or several. */
    status: z.union([orderStatusSchema, z.array(orderStatusSchema).max(10)]).nullish(),
  })
  .default({ formato: 'csv' });
export type ExportOrdersBody = z.input<typeof exportOrdersBodySchema>;

const PDF: RawResponse = { contentType: 'application/pdf', description: 'Documento PDF' };
const XML: RawResponse = {
  contentType: 'application/xml',
  description: 'XML da NF-e (layout 4.00, homologação, sem assinatura)',
};
const FILE: RawResponse = {
  contentType: 'text/csv',
  description:
    'Arquivo para o ERP (Content-Disposition: attachment): CSV em UTF-8 com BOM, separador ";" e decimais com vírgula, ou XLSX',
};

const tags = ['Faturas e notas'];

export const invoiceEndpoints = {
  listInvoices: defineEndpoint({
    method: 'GET',
    path: '/v2/app/{token}/faturas-cliente/fornecedor/{idfornecedor}/cliente/{idcliente}',
    summary:
      'Limite de crédito (total e disponível) e títulos das compras a prazo do cliente no fornecedor, com status calculado na leitura (a vencer, vencido, pago), dias de atraso e a linha digitável do boleto.',
    tags,
    session: 'required',
    token: { param: 'token', withClient: true },
    params: z.object({ token: tokenSegment, idfornecedor: idOuSlug, idcliente: uuid }),
    query: invoicesQuerySchema,
    response: invoicesResponseSchema,
  }),
  getInvoiceBoleto: defineEndpoint({
    method: 'GET',
    path: '/v4/faturas/{idfatura}/boleto.pdf',
    summary:
      'Boleto de um título em PDF (linha digitável, código de barras ITF, valor, vencimento, beneficiário e pagador).',
    tags,
    session: 'required',
    params: z.object({ idfatura: uuid }),
    response: PDF,
  }),
  getInvoiceSecondCopy: defineEndpoint({
    method: 'GET',
    path: '/v4/faturas/{idfatura}/segunda-via',
    summary:
      '2ª via atualizada de um título vencido: multa e juros pelas configurações do fornecedor, novo vencimento (hoje + dias do fornecedor), novo valor, linha digitável e código de barras. 409 se o título não está vencido ou já foi pago.',
    tags,
    session: 'required',
    params: z.object({ idfatura: uuid }),
    response: invoiceSecondCopySchema,
  }),
  getInvoiceSecondCopyPdf: defineEndpoint({
    method: 'GET',
    path: '/v4/faturas/{idfatura}/segunda-via.pdf',
    summary: 'O boleto da 2ª via atualizada em PDF (mesmo leiaute do boleto original, com mora/multa e valor cobrado).',
    tags,
    session: 'required',
    params: z.object({ idfatura: uuid }),
    response: PDF,
  }),
  getDanfe: defineEndpoint({
    method: 'GET',
    path: '/v4/danfe/{numpedido}/{idfornecedor}',
    summary:
      'DANFE (PDF) da NF-e do pedido, emitida em homologação (sem valor fiscal) na primeira consulta de um pedido pago, em separação, entregue ou faturado; 409 enquanto não houver nota.',
    tags,
    session: 'required',
    params: z.object({ numpedido: numpedidoParam, idfornecedor: idOuSlug }),
    response: PDF,
  }),
  getNfeXml: defineEndpoint({
    method: 'GET',
    path: '/v4/danfe/{numpedido}/{idfornecedor}/xml',
    summary:
      'XML da NF-e do pedido (layout 4.00, tpAmb 2 homologação, assinado com o certificado de demonstração do fornecedor, sem valor fiscal), para download.',
    tags,
    session: 'required',
    params: z.object({ numpedido: numpedidoParam, idfornecedor: idOuSlug }),
    response: XML,
  }),
  exportOrders: defineEndpoint({
    method: 'POST',
    path: '/v4/orders/export/{idfornecedor}',
    summary:
      'Exporta os pedidos do cliente (um por linha de item) para o ERP: CSV (UTF-8 com BOM, ";" e vírgula decimal) ou XLSX, por período e status.',
    tags,
    session: 'required',
    params: z.object({ idfornecedor: idOuSlug }),
    body: exportOrdersBodySchema,
    response: FILE,
  }),
};

export const invoiceAdminEndpoints = {
  payInvoice: defineEndpoint({
    method: 'POST',
    path: '/admin/faturas/{idfatura}/pagar',
    summary: 'Baixa um título como pago (X-Admin-Key): o valor volta ao limite de crédito disponível da conta.',
    tags: ['Back-office'],
    session: 'none',
    params: z.object({ idfatura: uuid }),
    response: payInvoiceResponseSchema,
  }),
};
