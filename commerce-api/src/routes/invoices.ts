import { invoiceAdminEndpoints, invoiceEndpoints } from '../../../lib/contract/invoice';
import { now } from '../domain/clock';
import { requireAdmin } from '../domain/identity/guards';
import { boletoPdf, secondCopyPdf } from '../domain/invoice/boleto-pdf';
import { danfePdf } from '../domain/invoice/danfe';
import { exportOrders } from '../domain/invoice/export';
import { invoiceAccount, listInvoices, payInvoice } from '../domain/invoice/faturas';
import { nfeFor } from '../domain/invoice/nfe';
import { signedNfeXml } from '../domain/invoice/nfe-xml';
import { secondCopyOf } from '../domain/invoice/second-copy';
import { getSupplierRow } from '../domain/suppliers';
import { defineRoute } from '../http/router';

/** After the sale, declared in lib/contract/invoice.ts: titles and credit, NF-e (DANFE, XML), order export. */
export const invoiceRoutes = [
  defineRoute(invoiceEndpoints.listInvoices, async ({ db, auth, params, query }) => {
    const f = await getSupplierRow(db, params.idfornecedor);
    const idconta = invoiceAccount(auth, f, params.idcliente);
    return listInvoices(db, idconta, f.idfornecedor, query.completeInfo ?? false, now());
  }),

  defineRoute(invoiceEndpoints.getInvoiceBoleto, async ({ db, auth, params }) =>
    boletoPdf(db, auth, params.idfatura, now()),
  ),

  defineRoute(
    invoiceEndpoints.getInvoiceSecondCopy,
    async ({ db, auth, params }) => (await secondCopyOf(db, auth, params.idfatura, now())).copy,
  ),

  defineRoute(invoiceEndpoints.getInvoiceSecondCopyPdf, async ({ db, auth, params }) =>
    secondCopyPdf(db, auth, params.idfatura, now()),
  ),

  defineRoute(invoiceEndpoints.getDanfe, async ({ db, auth, params }) =>
    danfePdf(await nfeFor(db, auth, params.numpedido, params.idfornecedor, now())),
  ),

  defineRoute(invoiceEndpoints.getNfeXml, async ({ db, auth, params }) => {
    const d = await nfeFor(db, auth, params.numpedido, params.idfornecedor, now());
    return {
      kind: 'raw',
      contentType: 'application/xml; charset=utf-8',
      body: await signedNfeXml(db, d, now()),
      headers: {
        'Content-Disposition': `attachment; filename="${d.note.chave}-nfe.xml"`,
        'Cache-Control': 'private, no-store',
      },
    };
  }),

  defineRoute(invoiceEndpoints.exportOrders, async ({ db, auth, params, body }) =>
    exportOrders(db, auth, await getSupplierRow(db, params.idfornecedor), body, now()),
  ),

  defineRoute(invoiceAdminEndpoints.payInvoice, async ({ db, params, rawHeaders }) => {
    requireAdmin(rawHeaders);
    return payInvoice(db, params.idfatura, now());
  }),
];
