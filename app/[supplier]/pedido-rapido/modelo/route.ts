import { defineRouteHandler } from '@/lib/actions/define-route-handler';
import { listProducts } from '@/lib/commerce/catalog';
import { SPREADSHEET_HEADER, spreadsheetTemplateCsv } from '@/lib/rules/spreadsheet';
import { writeXlsx } from '@/lib/shared/xlsx-writer';

export const dynamic = 'force-dynamic';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * GET <base>/pedido-rapido/modelo — the quick order template with two of the supplier's codes as
 * examples: CSV (`codigo;quantidade`), or XLSX with `?formato=xlsx` (codes as text, quantities as numbers),
 * written here on the server: exceljs stays out of the browser.
 */
export const GET = defineRouteHandler<'supplier', { supplier: string }>({
  tenant: 'supplier',
  handle: async ({ supplier, request }) => {
    const produtos = await listProducts(supplier)
      .then((l) => l.produtos.filter((p) => p.disponivel).slice(0, 2))
      .catch(() => []);
    const exemplos =
      produtos.length > 0
        ? produtos.map((p, i) => ({ codigo: p.codigo, quantidade: i + 1 }))
        : [{ codigo: 'CODIGO', quantidade: 1 }];
    const headers = { 'cache-control': 'private, max-age=300' };
    if (new URL(request.url).searchParams.get('formato') === 'xlsx') {
      // The code is a text cell (a code like '0012345' keeps its zeros), the quantity a number.
      const body = await writeXlsx(
        'Pedido',
        [
          { header: SPREADSHEET_HEADER[0], type: 'text' },
          { header: SPREADSHEET_HEADER[1], type: 'number' },
        ],
        exemplos.map((e) => [e.codigo, e.quantidade]),
      );
      return new Response(new Uint8Array(body), {
        headers: {
          ...headers,
          'content-type': XLSX_TYPE,
          'content-disposition': 'attachment; filename="modelo-pedido-rapido.xlsx"',
        },
      });
    }
    // BOM: spreadsheet programs then read the file as UTF-8.
    return new Response(`\uFEFF${spreadsheetTemplateCsv(exemplos)}`, {
      headers: {
        ...headers,
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': 'attachment; filename="modelo-pedido-rapido.csv"',
      },
    });
  },
});
