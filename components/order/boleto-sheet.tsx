import type { Order } from '@/lib/contract/order-read';
import { formatBRL } from '@/lib/rules/money';

import { BoletoBarcode } from './boleto-barcode';
import { formatDate } from './format';
import { PrintButton } from './print-button';

type Boleto = NonNullable<Order['pagamento']['boleto']>;

/**
 * The printable boleto of an order: beneficiary, payer, due date, amount, nosso número, linha
 * digitável and the ITF barcode. Printing hides everything else on the page (header, footer,
 * menus): see the `@media print` rule beside it.
 */
export function BoletoSheet({
  order,
  boleto,
  pagador,
}: {
  order: Order;
  boleto: Boleto;
  pagador: { nome: string; documento: string | null };
}) {
  return (
    <div className="flex flex-col gap-4">
      {/* Printing keeps only the boleto (the shell's header, footer and skip link are hidden). With
          href and precedence React puts the sheet in <head>, where a <style> belongs. */}
      <style href="boleto-impressao" precedence="default">
        {
          '@media print { body * { visibility: hidden !important; } [data-boleto], [data-boleto] * { visibility: visible !important; } [data-boleto] { position: absolute; inset: 0 auto auto 0; width: 100%; } }'
        }
      </style>
      <PrintButton />
      <article
        data-boleto
        aria-labelledby="boleto-titulo"
        className="flex max-w-3xl flex-col gap-3 border border-gray-900 bg-white p-4 text-gray-900"
      >
        <header className="flex flex-wrap items-baseline justify-between gap-2 border-b-2 border-gray-900 pb-2">
          <h1 id="boleto-titulo" className="text-xl font-bold">
            Boleto do pedido nº {order.numpedido}
          </h1>
          <p className="font-mono font-semibold">
            <span className="sr-only">Linha digitável: </span>
            {boleto.linhaDigitavelFormatada}
          </p>
        </header>
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-xs uppercase text-gray-700">Beneficiário</dt>
            <dd className="font-semibold">
              {boleto.beneficiario.nome} · {boleto.beneficiario.documento}
            </dd>
          </div>
          <div>
            <dt className="text-xs uppercase text-gray-700">Banco</dt>
            <dd className="font-semibold">{boleto.banco}</dd>
          </div>
          <div>
            <dt className="text-xs uppercase text-gray-700">Pagador</dt>
            <dd className="font-semibold">
              {pagador.nome}
              {pagador.documento ? ` · ${pagador.documento}` : ''}
            </dd>
          </div>
          <div>
            <dt className="text-xs uppercase text-gray-700">Vencimento</dt>
            <dd className="font-semibold">{formatDate(boleto.vencimento)}</dd>
          </div>
          <div>
            <dt className="text-xs uppercase text-gray-700">Valor do documento</dt>
            <dd className="font-semibold">{order.totalPedido === null ? '—' : formatBRL(order.totalPedido)}</dd>
          </div>
          <div>
            <dt className="text-xs uppercase text-gray-700">Nosso número</dt>
            <dd className="font-semibold">{boleto.nossoNumero}</dd>
          </div>
        </dl>
        <BoletoBarcode codigoBarras={boleto.codigoBarras} />
      </article>
    </div>
  );
}
