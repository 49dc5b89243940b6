import { defineRouteHandler } from '@/lib/actions/define-route-handler';
import { listProducts } from '@/lib/commerce/catalog';
import { spreadsheetTemplateCsv } from '@/lib/rules/spreadsheet';

export const dynamic = 'force-dynamic';

/** GET <base>/pedido-rapido/modelo — the quick order template (CSV `codigo;quantidade`), with two of the supplier's codes as examples. */
export const GET = defineRouteHandler<'supplier', { supplier: string }>({
  tenant: 'supplier',
  handle: async ({ supplier }) => {
    const produtos = await listProducts(supplier)
      .then((l) => l.produtos.filter((p) => p.disponivel).slice(0, 2))
      .catch(() => []);
    const exemplos = produtos.length > 0 ? produtos.map((p, i) => ({ codigo: p.codigo, quantidade: i + 1 })) : [{ codigo: 'CODIGO', quantidade: 1 }];
    // BOM: spreadsheet programs then read the file as UTF-8.
    return new Response(`\uFEFF${spreadsheetTemplateCsv(exemplos)}`, {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': 'attachment; filename="modelo-pedido-rapido.csv"',
        'cache-control': 'private, max-age=300',
      },
    });
  },
});
