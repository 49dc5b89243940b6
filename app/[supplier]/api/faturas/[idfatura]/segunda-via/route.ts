import { getInvoiceSecondCopyPdf } from '@/lib/commerce/invoice';

import { titlePdfRoute } from '../../title-pdf';

export const dynamic = 'force-dynamic';

/** GET <base>/api/faturas/{idfatura}/segunda-via — the "2ª via atualizada" (PDF) of an overdue title. */
export const GET = titlePdfRoute(getInvoiceSecondCopyPdf, (id) => `boleto-2via-${id.slice(0, 8)}.pdf`);
