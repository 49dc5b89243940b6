import { act, fireEvent, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';

import { CheckoutForm } from './checkout-form';
import type { CheckoutState } from './checkout-state';
import { LazyReviewFigures, LazySubmitButton } from './lazy-checkout-islands';
import { ReviewFigures } from './review-figures';
import { ReviewFiguresView } from './review-figures-view';
import { SubmitButton } from './submit-button';
import { SubmitButtonView, submitDescribedBy } from './submit-button-view';
import { selectionFigures, type CheckoutFigures, type CheckoutSelection } from './totals';

const router = { replace: jest.fn(), refresh: jest.fn(), push: jest.fn() };
jest.mock('next/navigation', () => ({ useRouter: () => router }));
// The payment-method action is a server action ('use server'): not called in these tests.
jest.mock('@/components/payment-method/actions', () => ({ choosePaymentMethodAction: jest.fn() }));

const figures: CheckoutFigures = {
  produtos: 10000,
  desconto: 500,
  taxaConveniencia: 199,
  fretes: { e1: 990, e2: 0 },
  tipos: { p1: 'PIX', f1: 'FATURADO' },
  limiteCredito: 5000,
};

const action = jest.fn(async (): Promise<CheckoutState> => null);

/** The form as the page renders it, with the methods checked first. */
const form = (inicial: CheckoutSelection, children: ReactNode) => (
  <CheckoutForm
    action={action}
    chave="chave-da-pagina-0001"
    inicial={inicial}
    figures={figures}
    base=""
    analytics={null}
    versao={1}
    labelledBy="t"
  >
    {children}
  </CheckoutForm>
);

/** What the page renders as the islands' fallbacks (checkout-page.tsx, review-section.tsx). */
function fallbacks(inicial: CheckoutSelection, motivoId: string | null, quoteLabel?: string) {
  const first = selectionFigures(figures, inicial);
  return {
    submit: (
      <SubmitButtonView
        label="Finalizar pedido"
        quoteLabel={quoteLabel}
        disabled={!!motivoId || first.bloqueio !== null}
        busy={false}
        status=""
        describedBy={submitDescribedBy(motivoId, first.bloqueio, 'credito')}
      />
    ),
    figures: (
      <ReviewFiguresView
        retirada={false}
        escolhida={inicial.formaEntrega !== null}
        totals={first.totals}
        cupom="BEMVINDO"
      />
    ),
  };
}

/** Where a completed Suspense boundary starts and ends in the server's HTML (replaced by its comments). */
const BoundaryMarks = ({ children }: { children: ReactNode }) => (
  <>
    <template data-boundary="start" />
    {children}
    <template data-boundary="end" />
  </>
);

const cases: [string, CheckoutSelection, string | null, string | undefined][] = [
  ['PIX, a delivery method checked', { formaEntrega: 'e1', formaPagamento: 'p1' }, null, undefined],
  ['free freight, a quote possible', { formaEntrega: 'e2', formaPagamento: 'p1' }, null, 'Enviar orçamento'],
  ['no delivery method, no payment method', { formaEntrega: null, formaPagamento: null }, null, undefined],
  ['credit on terms short of the total', { formaEntrega: 'e1', formaPagamento: 'f1' }, null, undefined],
  ['an unapproved registration', { formaEntrega: 'e1', formaPagamento: 'p1' }, 'checkout-bloqueio', undefined],
];

describe('the checkout islands that load after the page', () => {
  it.each(cases)(
    'render, until their chunk arrives, their own markup rendered on the server without their code (%s)',
    (_, inicial, motivoId, quoteLabel) => {
      const f = fallbacks(inicial, motivoId, quoteLabel);
      const islands = renderToStaticMarkup(
        form(
          inicial,
          <>
            <ReviewFigures retirada={false} cupom="BEMVINDO" />
            <SubmitButton label="Finalizar pedido" quoteLabel={quoteLabel} motivoId={motivoId} creditoId="credito" />
          </>,
        ),
      );
      const server = renderToStaticMarkup(
        form(
          inicial,
          <>
            {f.figures}
            {f.submit}
          </>,
        ),
      );
      expect(server).toBe(islands);
      // Neither has ids: both may be in the page while a boundary is hidden.
      expect(renderToStaticMarkup(f.figures)).not.toContain(' id=');
      expect(renderToStaticMarkup(f.submit)).not.toContain(' id=');
    },
  );

  it('the credit notice describes the fallback button when credit on terms is short, as it does the real one', () => {
    const html = renderToStaticMarkup(fallbacks({ formaEntrega: 'e1', formaPagamento: 'f1' }, null).submit);
    expect(html).toContain('disabled=""');
    expect(html).toContain('aria-describedby="credito"');
  });

  it('hydrate the server-rendered markup when their chunk arrives (nothing moves), then follow the choices', async () => {
    const inicial = { formaEntrega: 'e1', formaPagamento: 'p1' };
    const f = fallbacks(inicial, null);
    const body = (islands: ReactNode) => (
      <>
        <h1 id="t">Finalizar pedido</h1>
        <input type="radio" name="idformaentrega" value="e1" defaultChecked aria-label="Entrega" />
        <input type="radio" name="idformaentrega" value="e2" aria-label="Retirada grátis" />
        <input type="radio" name="idformapagto" value="p1" defaultChecked aria-label="PIX" />
        <input type="radio" name="idformapagto" value="f1" aria-label="Faturado" />
        {islands}
      </>
    );
    const container = document.body.appendChild(document.createElement('div'));
    // What the server streams: each island's own markup in a completed Suspense boundary.
    container.innerHTML = renderToString(
      form(
        inicial,
        body(
          <>
            <BoundaryMarks>
              <ReviewFigures retirada={false} cupom="BEMVINDO" />
            </BoundaryMarks>
            <BoundaryMarks>
              <SubmitButton label="Finalizar pedido" motivoId={null} creditoId="credito" />
            </BoundaryMarks>
          </>,
        ),
      ),
    ).replace(/<template data-boundary="(start|end)"><\/template>/g, (_, m: string) =>
      m === 'start' ? '<!--$-->' : '<!--/$-->',
    );
    const serverMarkup = container.innerHTML;
    const root = await act(async () =>
      hydrateRoot(
        container,
        form(
          inicial,
          body(
            <>
              <LazyReviewFigures retirada={false} cupom="BEMVINDO" fallback={f.figures} />
              <LazySubmitButton label="Finalizar pedido" motivoId={null} creditoId="credito" fallback={f.submit} />
            </>,
          ),
        ),
      ),
    );
    // Same markup (the form marks itself ready): nothing moved while the chunks loaded.
    expect(container.innerHTML.replace(' data-pronto="true"', '')).toBe(serverMarkup);
    const total = () => screen.getByLabelText('Total do pedido');
    expect(total()).toHaveTextContent(/R\$\s106,89/);
    fireEvent.click(screen.getByLabelText('Retirada grátis'));
    expect(screen.getByLabelText('Frete')).toHaveTextContent('Grátis');
    expect(total()).toHaveTextContent(/R\$\s96,99/);
    const button = screen.getByRole('button', { name: 'Finalizar pedido' });
    expect(button).toBeEnabled();
    await act(async () => {
      fireEvent.click(screen.getByLabelText('Faturado'));
    });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-describedby', 'credito');
    act(() => root.unmount());
    container.remove();
  });
});
