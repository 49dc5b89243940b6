import { act, render, screen } from '@testing-library/react';

import { PAYMENT_POLL_MS, PaymentWatch } from './payment-watch';

const router = { refresh: jest.fn() };
jest.mock('next/navigation', () => ({ useRouter: () => router }));

/** The order status page while a PIX or boleto order waits for its payment (docs/order-status.md). */
describe('PaymentWatch: the order status asked every 5 s while it waits for its payment', () => {
  const fetchMock = jest.fn();
  let answers: Array<{ status: string; pagamento?: string }>;
  beforeEach(() => {
    jest.useFakeTimers();
    router.refresh.mockReset();
    fetchMock.mockReset();
    answers = [];
    fetchMock.mockImplementation(async () => ({
      json: async () => answers.shift() ?? { status: 'AGUARDANDOPAGAMENTO' },
    }));
    global.fetch = fetchMock as unknown as typeof fetch;
  });
  afterEach(() => jest.useRealTimers());

  const advance = (ms: number) =>
    act(async () => {
      await jest.advanceTimersByTimeAsync(ms);
    });

  // The polling part loads lazily (decision 0008): the clock counts from its mount.
  const loaded = () =>
    act(async () => {
      await import('./payment-poll');
      await jest.advanceTimersByTimeAsync(0);
    });

  it('asks first after 5 s, again every 5 s, and on PAGO announces it, renders the page again and stops', async () => {
    render(<PaymentWatch base="/emporio" numpedido={42} ativo confirmado="Pagamento confirmado" />);
    await loaded();
    await advance(PAYMENT_POLL_MS - 1);
    expect(fetchMock).not.toHaveBeenCalled();
    await advance(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/emporio/api/pedido/42');
    await advance(PAYMENT_POLL_MS);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('status')).toHaveTextContent('');

    answers.push({ status: 'ENVIADO', pagamento: 'PAGO' });
    await advance(PAYMENT_POLL_MS);
    await advance(100);
    expect(screen.getByRole('status')).toHaveTextContent('Pagamento confirmado');
    expect(router.refresh).toHaveBeenCalledTimes(1);
    await advance(PAYMENT_POLL_MS * 3);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('stops asking when the order leaves AGUARDANDOPAGAMENTO without a payment, and asks nothing when not waiting', async () => {
    const { unmount } = render(<PaymentWatch base="/emporio" numpedido={7} ativo confirmado="Pagamento confirmado" />);
    answers.push({ status: 'CANCELADO' });
    await advance(PAYMENT_POLL_MS);
    await advance(PAYMENT_POLL_MS * 3);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('');
    unmount();

    render(<PaymentWatch base="/emporio" numpedido={8} ativo={false} confirmado="Pagamento confirmado" />);
    await advance(PAYMENT_POLL_MS * 3);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('a failed ask (offline) is tried again at the next tick', async () => {
    fetchMock.mockImplementationOnce(async () => {
      throw new TypeError('Failed to fetch');
    });
    render(<PaymentWatch base="/emporio" numpedido={9} ativo confirmado="Pagamento confirmado" />);
    await advance(PAYMENT_POLL_MS);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    answers.push({ status: 'ENVIADO', pagamento: 'PAGO' });
    await advance(PAYMENT_POLL_MS);
    await advance(100);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('status')).toHaveTextContent('Pagamento confirmado');
  });
});
