import { CopyCodeView } from '@/components/order/copy-code-view';
import { formatDate } from '@/components/order/format';
import { LazyCopyCode } from '@/components/order/lazy-copy-code';
import type { CheckoutData } from '@/lib/checkout/server';
import { ORDER_MESSAGES } from '@/lib/contract/order-messages';
import { PRE_CHARGE_NOTE } from '@/lib/contract/payment';
import type { PaymentMethod } from '@/lib/contract/supplier';
import { cardLabelSuffix } from '@/lib/rules/instalments';
import { formatBRL } from '@/lib/rules/money';
import { describeVariance, methodName } from '@/lib/rules/payment-method';
import { supplierHref } from '@/lib/supplier-href';

import { CardSlot } from './card-slot';
import { FieldError } from './checkout-form';
import { CreditShortNotice } from './credit-short-notice';
import { errorId, FIELD } from './field-names';

type Props = Pick<
  CheckoutData,
  'base' | 'formasPagamento' | 'formaPagamentoInicial' | 'limiteCredito' | 'variaPorPagamento' | 'titulosVencidos'
>;

/** Only credit cards are charged online (tokenised); a debit card is paid on delivery. */
const isCard = (m: Pick<PaymentMethod, 'tipo'>) => m.tipo === 'CARTAO_CREDITO';

const HINTS: Partial<Record<PaymentMethod['tipo'], string>> = {
  PIX: 'O QR Code e o código copia e cola aparecem depois de finalizar o pedido.',
  BOLETO: 'A linha digitável e o boleto para imprimir aparecem depois de finalizar o pedido.',
  CARTAO_DEBITO: 'Pague com o cartão de débito na entrega ou na retirada.',
  DINHEIRO: 'Pague na entrega ou na retirada.',
};

export const CREDIT_NOTICE_ID = 'checkout-credito-insuficiente';

/**
 * Pagamento: the supplier's methods as a radio group (the shopper's current one checked); the
 * card fields show while a card method is checked (CSS, no script) with the pre-charge note; credit
 * on terms shows the available limit and, when short, why the order cannot go. With an overdue
 * title (and the supplier blocking then) on terms cannot be chosen: the titles are listed with
 * their linha digitável and the way to /conta/faturas.
 */
export function PaymentSection({
  base,
  formasPagamento,
  formaPagamentoInicial,
  limiteCredito,
  variaPorPagamento,
  titulosVencidos,
}: Props) {
  const parcelas = Object.fromEntries(
    formasPagamento
      .filter(isCard)
      .map((m) => [
        m.idformapagto,
        { max_parcelas: m.max_parcelas, parcela_minima: m.parcela_minima, juros_mensal_bp: m.juros_mensal_bp },
      ]),
  );
  const hasCard = Object.keys(parcelas).length > 0;
  return (
    <section aria-labelledby="checkout-pagamento" className="flex flex-col gap-3 rounded border border-gray-300 p-4">
      <h2 id="checkout-pagamento" className="text-xl font-bold">
        Pagamento
      </h2>
      {formasPagamento.length === 0 ? (
        <p role="alert">Nenhuma forma de pagamento disponível. Fale com o fornecedor.</p>
      ) : (
        <fieldset className="group flex flex-col gap-2" aria-describedby={errorId(FIELD.formaPagamento)}>
          <legend className="mb-1 font-semibold">Forma de pagamento</legend>
          {variaPorPagamento && (
            <p className="text-sm text-gray-700">
              Os preços variam com a forma de pagamento: ao trocar, o pedido é recalculado.
            </p>
          )}
          <ul className="flex flex-col gap-2">
            {formasPagamento.map((m) => {
              const id = `forma-pagamento-${m.idformapagto}`;
              const blocked = m.tipo === 'FATURADO' && titulosVencidos.length > 0;
              const hint = blocked
                ? ORDER_MESSAGES.tituloVencido
                : m.tipo === 'FATURADO'
                  ? creditLine(limiteCredito)
                  : HINTS[m.tipo];
              return (
                <li
                  key={m.idformapagto}
                  className="flex flex-col gap-1 rounded border border-gray-300 p-3 has-[input:checked]:border-2 has-[input:checked]:border-primary"
                >
                  <div className="flex items-start gap-2">
                    <input
                      type="radio"
                      id={id}
                      name={FIELD.formaPagamento}
                      value={m.idformapagto}
                      defaultChecked={!blocked && m.idformapagto === formaPagamentoInicial}
                      disabled={blocked}
                      required
                      data-cartao={isCard(m) ? '' : undefined}
                      aria-describedby={hint ? `${id}-dica` : undefined}
                      className="mt-1 h-4 w-4 accent-[var(--color-primary)]"
                    />
                    <label htmlFor={id} className="font-semibold">
                      {variaPorPagamento ? methodName(m.descricao) : m.descricao}
                      {/* A quote is priced by the supplier: the method's discount or surcharge is hidden then (globals.css). */}
                      {variaPorPagamento && <span data-so-compra="">{describeVariance(m.variacao_preco_bp)}</span>}
                      {isCard(m) ? cardLabelSuffix(m.descricao, m) : ''}
                    </label>
                  </div>
                  {hint && (
                    <p
                      id={`${id}-dica`}
                      className={`pl-6 text-sm ${blocked ? 'font-semibold text-red-800' : 'text-gray-700'}`}
                    >
                      {hint}
                    </p>
                  )}
                  {blocked && <OverdueTitles base={base} titulos={titulosVencidos} />}
                </li>
              );
            })}
          </ul>
          <FieldError name={FIELD.formaPagamento} id={errorId(FIELD.formaPagamento)} />
          <CreditShortNotice
            id={CREDIT_NOTICE_ID}
            mensagem={
              limiteCredito === null ? ORDER_MESSAGES.semLimiteCredito : ORDER_MESSAGES.limiteCredito(limiteCredito)
            }
          />
          {hasCard && (
            <div className="hidden flex-col gap-3 rounded bg-gray-50 p-3 group-has-[[data-cartao]:checked]:flex">
              <p className="text-sm font-semibold" id="checkout-pre-autorizacao">
                {PRE_CHARGE_NOTE}
              </p>
              <CardSlot parcelas={parcelas} />
            </div>
          )}
        </fieldset>
      )}
    </section>
  );
}

/** The overdue titles under the blocked option: value, due date, linha digitável, and where to see them all. */
function OverdueTitles({ base, titulos }: Pick<Props, 'base'> & { titulos: Props['titulosVencidos'] }) {
  return (
    <div className="flex flex-col gap-2 pl-6 text-sm">
      <ul aria-label="Títulos vencidos" className="flex flex-col gap-2">
        {titulos.map((t) => (
          <li key={t.idfatura} className="flex flex-col gap-1 rounded bg-red-50 p-2 text-red-950">
            <span>
              <span className="font-semibold">{formatBRL(t.valor)}</span>, vencido em {formatDate(t.vencimento)} (
              {t.diasAtraso === 1 ? '1 dia de atraso' : `${t.diasAtraso} dias de atraso`})
            </span>
            <OverdueTitleCode
              id={`checkout-linha-${t.idfatura}`}
              label={`Linha digitável do título de ${formatDate(t.vencimento)}`}
              value={t.linhaDigitavelFormatada}
            />
          </li>
        ))}
      </ul>
      <a href={supplierHref(base, '/conta/faturas')} className="w-fit font-semibold underline">
        Ver faturas e crédito
      </a>
    </div>
  );
}

/**
 * A title's linha digitável to copy. CopyCode loads after the page (decision 0054): the server renders its markup,
 * with its own id, until then.
 */
function OverdueTitleCode({ id, label, value }: { id: string; label: string; value: string }) {
  const button = 'Copiar linha digitável';
  return (
    <LazyCopyCode
      id={id}
      label={label}
      value={value}
      button={button}
      copiado="Linha digitável copiada!"
      fallback={<CopyCodeView id={`${id}-inicial`} label={label} value={value} button={button} status="" />}
    />
  );
}

function creditLine(limite: number | null): string {
  return limite === null
    ? 'Compra a prazo não liberada para o seu cadastro.'
    : `Limite de crédito disponível: ${formatBRL(limite)}`;
}
