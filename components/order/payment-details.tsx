import { BRAND_NAMES } from '@/components/checkout/card-expiry';
import { SmartLink } from '@/components/smart-link';
import type { Order } from '@/lib/contract/order-read';
import { PAYMENT_MESSAGES, PRE_CHARGE_NOTE } from '@/lib/contract/payment';
import { instalmentsText, interestText } from '@/lib/rules/instalments';
import { formatBRL } from '@/lib/rules/money';
import { supplierHref } from '@/lib/supplier-href';

import { CopyCode } from './copy-code';
import { formatDate, formatDateTime } from './format';
import { PaymentWatch } from './payment-watch';
import { pixQrSvg } from './pix-qr';

const TYPE_LABELS: Record<Order['pagamento']['tipo'], string> = {
  PIX: 'PIX',
  CARTAO_CREDITO: 'Cartão de crédito',
  CARTAO_DEBITO: 'Cartão de débito',
  BOLETO: 'Boleto bancário',
  DINHEIRO: 'Dinheiro',
  FATURADO: 'Faturado (a prazo)',
};

/**
 * The order's payment on the confirmation page: PIX (the QR drawn on the server from the copy and
 * paste code, the code to copy, its expiry, and the watch that announces the confirmation), boleto
 * (linha digitável to copy, due date, the printable boleto), card (brand, last digits, instalments,
 * the pre-authorised amount and the pre-charge note) or on terms (the invoice's due date).
 */
export async function PaymentDetails({ order, base }: { order: Order; base: string }) {
  const p = order.pagamento;
  const waiting = order.status === 'AGUARDANDOPAGAMENTO';
  return (
    <section aria-labelledby="pedido-pagamento" className="flex flex-col gap-3 rounded border border-gray-300 p-4">
      <h2 id="pedido-pagamento" className="text-xl font-bold">
        Pagamento
      </h2>
      <p>
        {p.descricao || TYPE_LABELS[p.tipo]}
        {p.status === 'PAGO' && (
          <span className="ml-2 rounded bg-green-100 px-2 py-0.5 text-sm font-semibold text-green-900">
            {PAYMENT_MESSAGES.pagamentoConfirmado}
          </span>
        )}
      </p>
      {p.pix && waiting && (
        <div className="flex flex-col gap-3">
          {waiting && <p>{PAYMENT_MESSAGES.aguardandoPix}</p>}
          <div
            className="w-fit rounded border border-gray-300 bg-white p-2"
            data-pix-qr
            dangerouslySetInnerHTML={{ __html: await pixQrSvg(p.pix.copiaECola) }}
          />
          <CopyCode
            id="pix-copia-e-cola"
            label="PIX copia e cola"
            value={p.pix.copiaECola}
            button="Copiar código PIX"
            copiado={PAYMENT_MESSAGES.copiado}
          />
          <p className="text-sm">Válido até {formatDateTime(p.pix.expiraEm)}</p>
        </div>
      )}
      {p.boleto && (
        <div className="flex flex-col gap-3">
          {waiting && <p>{PAYMENT_MESSAGES.aguardandoBoleto}</p>}
          <CopyCode
            id="boleto-linha"
            label="Linha digitável"
            value={p.boleto.linhaDigitavelFormatada}
            button="Copiar linha digitável"
            copiado="Linha digitável copiada!"
          />
          <p>Vencimento: {formatDate(p.boleto.vencimento)}</p>
          <SmartLink href={supplierHref(base, `/submissao/${order.numpedido}/boleto`)} className="w-fit underline">
            Ver boleto para imprimir
          </SmartLink>
        </div>
      )}
      {p.cartao && (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          <dt>Cartão</dt>
          <dd>
            {BRAND_NAMES[p.cartao.bandeira.toLowerCase()] ?? p.cartao.bandeira} final {p.cartao.final}
          </dd>
          <dt>Parcelas</dt>
          <dd>
            {p.cartao.jurosMensalBp && p.cartao.totalComJuros
              ? `${p.cartao.quantParcelas}x de ${formatBRL(p.cartao.valorParcela)} ${interestText({
                  quantParcelas: p.cartao.quantParcelas,
                  valorParcela: p.cartao.valorParcela,
                  ultimaParcela: p.cartao.valorParcela,
                  total: p.cartao.totalComJuros,
                  jurosMensalBp: p.cartao.jurosMensalBp,
                })}`
              : instalmentsText({
                  quantParcelas: p.cartao.quantParcelas,
                  valorParcela: p.cartao.valorParcela,
                  ultimaParcela: p.cartao.ultimaParcela ?? p.cartao.valorParcela,
                })}
          </dd>
          <dt>Valor pré-autorizado</dt>
          <dd>{formatBRL(p.cartao.valorPreAutorizado)}</dd>
        </dl>
      )}
      {p.cartao && <p className="text-sm">{PRE_CHARGE_NOTE}</p>}
      {p.tipo === 'FATURADO' && p.vencimentoFatura && <p>Vencimento da fatura: {formatDate(p.vencimentoFatura)}</p>}
      {(p.pix || p.boleto) && (
        <PaymentWatch
          base={base}
          numpedido={order.numpedido}
          ativo={waiting}
          confirmado={PAYMENT_MESSAGES.pagamentoConfirmado}
        />
      )}
    </section>
  );
}
