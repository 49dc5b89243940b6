import { getInvoiceBoleto } from '@/lib/commerce/invoice';

import { titlePdfRoute } from '../../title-pdf';

export const dynamic = 'force-dynamic';

/** GET <base>/api/faturas/{idfatura}/boleto — a title's boleto (PDF). */
export const GET = titlePdfRoute(getInvoiceBoleto, (id) => `boleto-${id.slice(0, 8)}.pdf`);
