import { SmartLink } from '@/components/smart-link';
import { FormNotices } from '@/components/ui/form-notices';
import { nfeEligible } from '@/lib/contract/invoice';
import { type Order } from '@/lib/contract/order-read';
import { ORDER_STATUS_LABELS } from '@/lib/contract/order-status';
import type { PaymentMethod } from '@/lib/contract/supplier';
import { buyerMayCancel } from '@/lib/rules/order-status';
import { supplierHref } from '@/lib/supplier-href';

import { ActionForm } from './action-form';
import { acceptQuoteAction, cancelOrderAction, declineQuoteAction, newReceiptAction, rateOrderAction } from './actions';
import { ChangePayment } from './change-payment';
import { formatDate, formatDateTime } from './format';
import { noticeText } from './notices';
import { OrderDelivery, OrderFacts, OrderItems } from './order-sections';
import { PaymentDetails } from './payment-details';
import { RepeatOrder } from './repeat-order';

const ACTOR_LABELS = { cliente: 'por você', fornecedor: 'pelo fornecedor', sistema: 'automaticamente' } as const;

const button = 'w-fit rounded px-4 py-2 font-semibold';
const primary = `${button} bg-secondary text-[var(--color-on-secondary)]`;
const outline = `${button} border border-gray-500`;
const danger = `${button} border border-red-700 text-red-800`;

/** Today's São Paulo calendar date, 'YYYY-MM-DD'. */
function todaySaoPaulo(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Sao_Paulo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

type Props = {
  order: Order;
  /** The supplier's payment methods ('Trocar forma de pagamento'). */
  formas: readonly PaymentMethod[];
  base: string;
  /** ?ok= / ?erro= keys from the last form post. */
  ok?: string;
  erro?: string;
  /** ?confirmar=cancelar|recusar: the confirmation step of a cancel or a decline. */
  confirmar?: string;
};

/**
 * /conta/pedidos/{numpedido}: the order after the sale — status and timeline, items and
 * totals, delivery or pickup, payment, and what the buyer may do now (repeat, cancel within the
 * window, answer a priced quote, rate a delivered order once, a new PIX or boleto). Server-rendered
 * forms; the repeat button is the only island.
 */
export async function OrderDetail({ order, formas, base, ok, erro, confirmar }: Props) {
  const self = supplierHref(base, `/conta/pedidos/${order.numpedido}`);
  const quotePriced = order.status === 'ORCAMENTO_PRECIFICADO';
  const expired = quotePriced && !!order.validadeOrcamento && order.validadeOrcamento < todaySaoPaulo();
  const mayCancel = buyerMayCancel(order.status) && !quotePriced && order.pagamento.status !== 'PAGO';
  const mayRate = order.status === 'ENTREGUE' && !order.avaliacao;
  const newCharge =
    order.status === 'AGUARDANDOPAGAMENTO' && (order.pagamento.tipo === 'PIX' || order.pagamento.tipo === 'BOLETO');
  const hasNfe = nfeEligible(order.status, order.pagamento, order.totalPedido);
  const okText = noticeText(ok);
  const erroText = noticeText(erro);
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <p className="text-sm">
          <SmartLink href={supplierHref(base, '/conta/pedidos')} className="underline">
            Meus pedidos
          </SmartLink>
        </p>
        <h1 className="text-2xl font-bold">
          {order.orcamento ? 'Orçamento' : 'Pedido'} nº {order.numpedido}
        </h1>
        <OrderFacts order={order} />
      </div>

      <div id="aviso" tabIndex={-1}>
        <FormNotices ok={okText} erro={erroText} />
      </div>

      {quotePriced && (
        <section
          aria-labelledby="pedido-orcamento"
          className="flex flex-col gap-3 rounded border border-amber-600 bg-amber-50 p-4"
        >
          <h2 id="pedido-orcamento" className="text-xl font-bold">
            Orçamento precificado
          </h2>
          {order.validadeOrcamento && (
            <p>
              {expired ? 'Este orçamento expirou em ' : 'Válido até '}
              <strong>{formatDate(order.validadeOrcamento)}</strong>
            </p>
          )}
          <p>Confira os preços dos itens abaixo. Ao aceitar, o orçamento vira um pedido com estes preços.</p>
          <div className="flex flex-wrap gap-3">
            {!expired && (
              <ActionForm action={acceptQuoteAction}>
                <input type="hidden" name="numpedido" value={order.numpedido} />
                <button type="submit" className={primary}>
                  Aceitar orçamento
                </button>
              </ActionForm>
            )}
            {confirmar === 'recusar' ? null : (
              <SmartLink href={`${self}?confirmar=recusar#confirmar`} className={danger}>
                Recusar orçamento
              </SmartLink>
            )}
          </div>
        </section>
      )}

      {(confirmar === 'cancelar' && mayCancel) || (confirmar === 'recusar' && quotePriced) ? (
        <section
          id="confirmar"
          aria-labelledby="confirmar-titulo"
          className="flex flex-col gap-3 rounded border border-red-700 p-4"
        >
          <h2 id="confirmar-titulo" className="text-xl font-bold">
            {confirmar === 'cancelar' ? 'Cancelar este pedido?' : 'Recusar este orçamento?'}
          </h2>
          <p>Esta ação não pode ser desfeita.</p>
          <ActionForm
            action={confirmar === 'cancelar' ? cancelOrderAction : declineQuoteAction}
            className="flex flex-col gap-3"
          >
            <input type="hidden" name="numpedido" value={order.numpedido} />
            <label className="flex max-w-lg flex-col gap-1">
              <span>Motivo (opcional)</span>
              <textarea name="motivo" maxLength={500} rows={2} className="rounded border border-gray-500 p-2" />
            </label>
            <div className="flex flex-wrap gap-3">
              <button type="submit" className={`${button} bg-red-700 text-white`}>
                {confirmar === 'cancelar' ? 'Sim, cancelar pedido' : 'Sim, recusar orçamento'}
              </button>
              <SmartLink href={self} className={outline}>
                Voltar
              </SmartLink>
            </div>
          </ActionForm>
        </section>
      ) : null}

      <div className="grid gap-6 lg:grid-cols-[1fr_24rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <section aria-labelledby="pedido-acoes" className="flex flex-col gap-3 rounded border border-gray-300 p-4">
            <h2 id="pedido-acoes" className="text-xl font-bold">
              O que fazer agora
            </h2>
            <RepeatOrder base={base} numpedido={order.numpedido} />
            {newCharge && (
              <ActionForm action={newReceiptAction}>
                <input type="hidden" name="numpedido" value={order.numpedido} />
                <button type="submit" className={outline}>
                  {order.pagamento.tipo === 'PIX' ? 'Gerar novo PIX' : 'Gerar novo boleto'}
                </button>
              </ActionForm>
            )}
            <ChangePayment order={order} formas={formas} />
            {hasNfe && (
              <p className="flex flex-wrap gap-4">
                <a
                  href={supplierHref(base, `/api/pedidos/${order.numpedido}/danfe`)}
                  className="font-semibold underline"
                >
                  Nota fiscal (PDF)
                </a>
                <a href={supplierHref(base, `/api/pedidos/${order.numpedido}/xml`)} className="font-semibold underline">
                  XML
                </a>
              </p>
            )}
            {mayCancel && confirmar !== 'cancelar' && (
              <SmartLink href={`${self}?confirmar=cancelar#confirmar`} className={danger}>
                Cancelar pedido
              </SmartLink>
            )}
          </section>

          <PaymentDetails order={order} base={base} />

          <OrderDelivery order={order} />

          <section
            aria-labelledby="pedido-historico"
            className="flex flex-col gap-2 rounded border border-gray-300 p-4"
          >
            <h2 id="pedido-historico" className="text-xl font-bold">
              Acompanhamento
            </h2>
            <ol className="flex flex-col gap-2 border-l-2 border-gray-300 pl-4" aria-label="Histórico do pedido">
              {order.historico.map((h, i) => (
                <li key={`${h.status}-${i}`} data-historico={h.status}>
                  <span className="font-semibold">{ORDER_STATUS_LABELS[h.status]}</span>
                  <span className="block text-sm text-gray-700">
                    <time dateTime={h.criadoEm}>{formatDateTime(h.criadoEm)}</time> · {ACTOR_LABELS[h.ator]}
                  </span>
                  {h.nota && <span className="block text-sm">{h.nota}</span>}
                </li>
              ))}
            </ol>
          </section>

          {(order.avaliacao || mayRate) && (
            <section
              aria-labelledby="pedido-avaliacao"
              className="flex flex-col gap-2 rounded border border-gray-300 p-4"
            >
              <h2 id="pedido-avaliacao" className="text-xl font-bold">
                Avaliação
              </h2>
              {order.avaliacao ? (
                <p data-avaliacao={order.avaliacao.nota}>
                  Você avaliou este pedido com nota {order.avaliacao.nota} de 5
                  {order.avaliacao.comentario && <span className="block text-sm">“{order.avaliacao.comentario}”</span>}
                </p>
              ) : (
                <ActionForm action={rateOrderAction} className="flex flex-col gap-3">
                  <input type="hidden" name="numpedido" value={order.numpedido} />
                  <fieldset className="flex flex-col gap-1">
                    <legend className="font-semibold">Nota</legend>
                    <div className="flex flex-wrap gap-4">
                      {[1, 2, 3, 4, 5].map((n) => (
                        <label key={n} className="flex items-center gap-1">
                          <input type="radio" name="nota" value={n} required />
                          {n}
                        </label>
                      ))}
                    </div>
                  </fieldset>
                  <label className="flex max-w-lg flex-col gap-1">
                    <span>Comentário (opcional)</span>
                    <textarea
                      name="comentario"
                      maxLength={1000}
                      rows={3}
                      className="rounded border border-gray-500 p-2"
                    />
                  </label>
                  <button type="submit" className={primary}>
                    Enviar avaliação
                  </button>
                </ActionForm>
              )}
            </section>
          )}
        </div>

        <OrderItems order={order} />
      </div>
    </div>
  );
}
