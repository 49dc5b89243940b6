import type { CheckoutFacts } from '@/lib/analytics/ga4';
import type { CheckoutData } from '@/lib/checkout/server';

import { placeOrderAction } from './actions';
import { CheckoutForm } from './checkout-form';
import { DeliverySection } from './delivery-section';
import { ExtrasSection } from './extras-section';
import { LazySubmitButton } from './lazy-checkout-islands';
import { CREDIT_NOTICE_ID, PaymentSection } from './payment-section';
import { QuoteChoice } from './quote-choice';
import { ReviewSection } from './review-section';
import { SubmitButtonView, submitDescribedBy } from './submit-button-view';
import { selectionFigures, type CheckoutFigures, type CheckoutSelection } from './totals';

const BLOCK_ID = 'checkout-bloqueio';

/**
 * The checkout: one server-rendered form with Entrega, Pagamento, Detalhes and
 * Revisão, posting to the place-order action. Usable before scripts arrive and without them
 * (PIX, boleto, on terms, pickup); the islands add the card checks, the figures that follow the
 * shopper's choices, the coupon and the store's notes.
 */
export function CheckoutPage({ data, chave }: { data: CheckoutData; chave: string }) {
  const { cart, entrega, formasPagamento } = data;
  const methods = entrega?.formasEntrega ?? [];
  const figures: CheckoutFigures = {
    produtos: cart.totalCompras,
    desconto: cart.valorDesconto,
    taxaConveniencia: entrega?.taxaConveniencia ?? data.info.taxaConveniencia,
    fretes: Object.fromEntries(methods.map((m) => [m.idformaentrega, m.valor])),
    tipos: Object.fromEntries(formasPagamento.map((m) => [m.idformapagto, m.tipo])),
    limiteCredito: data.limiteCredito,
  };
  const analytics: CheckoutFacts | null = data.analytics
    ? {
        lines: cart.produtosSelecionados
          .filter((p) => p.disponivel && p.preconf !== null)
          .map((p) => ({
            produto: { idproduto: p.idproduto, nome: p.nome },
            quantidade: p.quantidade,
            preco: p.preconf!,
          })),
        valor: cart.totalPedido ?? 0,
        cupom: cart.codigoCupom,
      }
    : null;
  const retirada = data.place.tipoEntrega === 'RETIRADA';
  const blocked =
    data.bloqueio ?? (methods.length === 0 ? 'Escolha uma forma de entrega disponível para finalizar.' : null);
  const inicial: CheckoutSelection = {
    formaEntrega: methods.find((m) => m.ativo)?.idformaentrega ?? methods[0]?.idformaentrega ?? null,
    formaPagamento: data.formaPagamentoInicial,
  };
  // What the form's islands render first (their server-rendered fallbacks, decision 0054).
  const first = selectionFigures(figures, inicial);
  const label = data.orcamento ? 'Enviar orçamento' : 'Finalizar pedido';
  const quoteLabel = data.podeOrcar ? 'Enviar orçamento' : undefined;
  const motivoId = blocked ? BLOCK_ID : null;
  return (
    <CheckoutForm
      action={placeOrderAction}
      chave={chave}
      inicial={inicial}
      figures={figures}
      base={data.base}
      analytics={analytics}
      versao={cart.versao}
      labelledBy="checkout-titulo"
    >
      {data.orcamento && (
        <p className="rounded bg-blue-50 p-3 text-blue-950">
          Este fornecedor trabalha com orçamentos: ao enviar, o pedido entra como orçamento e o fornecedor responde com
          os preços antes de confirmar.
        </p>
      )}
      <div className="grid gap-6 lg:grid-cols-[1fr_24rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <DeliverySection
            base={data.base}
            place={data.place}
            entrega={entrega}
            formaPagamentoInicial={data.formaPagamentoInicial}
            tipoPagamento={data.formaPagamentoInicial ? (figures.tipos[data.formaPagamentoInicial] ?? null) : null}
          />
          <PaymentSection
            base={data.base}
            formasPagamento={formasPagamento}
            formaPagamentoInicial={data.formaPagamentoInicial}
            limiteCredito={data.limiteCredito}
            variaPorPagamento={data.variaPorPagamento}
            titulosVencidos={data.titulosVencidos}
          />
          <ExtrasSection
            base={data.base}
            caracteristicas={data.caracteristicas}
            instrucoes={data.instrucoes}
            termosPendentes={data.termosPendentes}
            termosEmNomeDe={data.termosEmNomeDe}
            cupom={cart.codigoCupom}
            cpfNaNota={data.cpfNaNota}
            recebedor={data.recebedor}
          />
        </div>
        <div className="flex flex-col gap-4 lg:sticky lg:top-4 lg:self-start">
          <ReviewSection
            cart={cart}
            info={data.info}
            retirada={retirada}
            escolhida={inicial.formaEntrega !== null}
            totals={first.totals}
          />
          {blocked && (
            <p id={BLOCK_ID} className="rounded bg-amber-50 p-3 font-semibold text-amber-950">
              {blocked}
            </p>
          )}
          {data.podeOrcar && <QuoteChoice />}
          <LazySubmitButton
            label={label}
            quoteLabel={quoteLabel}
            motivoId={motivoId}
            creditoId={CREDIT_NOTICE_ID}
            fallback={
              <SubmitButtonView
                label={label}
                quoteLabel={quoteLabel}
                disabled={!!motivoId || first.bloqueio !== null}
                busy={false}
                status=""
                describedBy={submitDescribedBy(motivoId, first.bloqueio, CREDIT_NOTICE_ID)}
              />
            }
          />
        </div>
      </div>
    </CheckoutForm>
  );
}
