import 'server-only';

import { invoiceEndpoints, type ExportOrdersBody, type InvoicesResponse } from '@/lib/contract/invoice';

import { commerceCall, commerceCallResult, type CallOutcome } from './call';
import { noStore, ownerAuth, type Owner } from './owner';

/**
 * After the sale, documents and credit (spec 2 "Invoices and titles", 7 invoices, danfe
 * and export, 9 "invoices … load 1 s after login"), declared in lib/contract/invoice.ts. Server
 * only: the session token never reaches the browser. `owner` is the session and the client acted
 * for (a representative's client, a linked user).
 *
 * The file calls answer the API's Response (PDF, XML, CSV or XLSX, with its Content-Disposition):
 * a route handler streams it on to the browser as a download.
 */

/** Documents are built on demand (the first DANFE also issues the NF-e): more than the default 5 s. */
export const DOCUMENT_TIMEOUT_MS = 15_000;

/**
 * GET /v2/app/{token}~{idcliente}/faturas-cliente/fornecedor/{idfornecedor}/cliente/{idcliente}:
 * the credit limit and the titles (status computed by the API: 'A vencer', 'Vencido', 'Pago').
 * completeInfo: paid titles too. A linked user may ask for its principal's (the credit is theirs).
 */
export function getInvoices(
  owner: Owner,
  o: { completeInfo?: boolean; idcliente?: string } = {},
): Promise<InvoicesResponse> {
  return commerceCall(
    invoiceEndpoints.listInvoices,
    {
      params: { idfornecedor: owner.idfornecedor, idcliente: o.idcliente ?? owner.idcliente },
      query: o.completeInfo ? { completeInfo: 'true' } : {},
      auth: ownerAuth(owner),
    },
    noStore(owner.idfornecedor),
  );
}

/** Like getInvoices, failures as data (the header's credit badge must not break a page). */
export function getInvoicesResult(
  owner: Owner,
  completeInfo = false,
): Promise<CallOutcome<typeof invoiceEndpoints.listInvoices>> {
  return commerceCallResult(
    invoiceEndpoints.listInvoices,
    {
      params: { idfornecedor: owner.idfornecedor, idcliente: owner.idcliente },
      query: completeInfo ? { completeInfo: 'true' } : {},
      auth: ownerAuth(owner),
    },
    noStore(owner.idfornecedor),
  );
}

/** GET /v4/faturas/{idfatura}/boleto.pdf: the title's boleto (404: not the client's). */
export function getInvoiceBoleto(
  owner: Owner,
  idfatura: string,
): Promise<CallOutcome<typeof invoiceEndpoints.getInvoiceBoleto>> {
  return commerceCallResult(
    invoiceEndpoints.getInvoiceBoleto,
    { params: { idfatura }, auth: ownerAuth(owner) },
    { ...noStore(owner.idfornecedor), timeoutMs: DOCUMENT_TIMEOUT_MS },
  );
}

/**
 * GET /v4/faturas/{idfatura}/segunda-via.pdf: the "2ª via atualizada" of an overdue title (fine
 * and interest, new due date and line); 409 when it is not overdue or already paid.
 */
export function getInvoiceSecondCopyPdf(
  owner: Owner,
  idfatura: string,
): Promise<CallOutcome<typeof invoiceEndpoints.getInvoiceSecondCopyPdf>> {
  return commerceCallResult(
    invoiceEndpoints.getInvoiceSecondCopyPdf,
    { params: { idfatura }, auth: ownerAuth(owner) },
    { ...noStore(owner.idfornecedor), timeoutMs: DOCUMENT_TIMEOUT_MS },
  );
}

/** GET /v4/danfe/{numpedido}/{idfornecedor}: the DANFE PDF (409 while the order has no NF-e: 'A nota fiscal deste pedido ainda não foi emitida'). */
export function getDanfe(owner: Owner, numpedido: number): Promise<CallOutcome<typeof invoiceEndpoints.getDanfe>> {
  return commerceCallResult(
    invoiceEndpoints.getDanfe,
    { params: { numpedido, idfornecedor: owner.idfornecedor }, auth: ownerAuth(owner) },
    { ...noStore(owner.idfornecedor), timeoutMs: DOCUMENT_TIMEOUT_MS },
  );
}

/** GET /v4/danfe/{numpedido}/{idfornecedor}/xml: the NF-e XML (homologação), as an attachment. */
export function getNfeXml(owner: Owner, numpedido: number): Promise<CallOutcome<typeof invoiceEndpoints.getNfeXml>> {
  return commerceCallResult(
    invoiceEndpoints.getNfeXml,
    { params: { numpedido, idfornecedor: owner.idfornecedor }, auth: ownerAuth(owner) },
    { ...noStore(owner.idfornecedor), timeoutMs: DOCUMENT_TIMEOUT_MS },
  );
}

/** POST /v4/orders/export/{idfornecedor}: the client's orders for the ERP (formato csv or xlsx; de/ate 'YYYY-MM-DD'; status). */
export function exportOrders(
  owner: Owner,
  body: ExportOrdersBody = {},
): Promise<CallOutcome<typeof invoiceEndpoints.exportOrders>> {
  return commerceCallResult(
    invoiceEndpoints.exportOrders,
    { params: { idfornecedor: owner.idfornecedor }, body, auth: ownerAuth(owner) },
    { ...noStore(owner.idfornecedor), timeoutMs: DOCUMENT_TIMEOUT_MS },
  );
}

export { INVOICE_MESSAGES, NFE_ELIGIBLE_STATUSES } from '@/lib/contract/invoice';
export { INVOICE_STATUS_LABELS } from '@/lib/rules/invoice';
export type { Invoice, InvoicesResponse, ExportOrdersBody } from '@/lib/contract/invoice';
