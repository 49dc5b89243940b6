import { act, render, screen } from '@testing-library/react';

import { CreditLine } from './credit-line';

/**
 * Spec 9: "invoices and user data load 1 s after login". The credit line (the account menu's
 * invoices summary) asks nothing before 1000 ms and asks at 1000 ms.
 */
describe('CreditLine: invoices loaded 1 s after login (spec 9)', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    jest.useFakeTimers();
    fetchMock.mockReset();
    fetchMock.mockResolvedValue({
      status: 200,
      json: async () => ({ limiteTotal: 500000, limiteDisponivel: 123456, totalVencido: 0 }),
    });
    global.fetch = fetchMock as unknown as typeof fetch;
  });
  afterEach(() => jest.useRealTimers());

  it('no call at 999 ms, the call at 1000 ms, then the line', async () => {
    render(
      <ul>
        <CreditLine base="/emporio" />
      </ul>,
    );
    act(() => jest.advanceTimersByTime(999));
    expect(fetchMock).not.toHaveBeenCalled();
    await act(async () => {
      jest.advanceTimersByTime(1);
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe('/emporio/api/faturas/resumo');
    expect(await screen.findByText('Crédito disponível:')).toBeInTheDocument();
  });

  it('leaving before 1 s asks nothing', () => {
    const { unmount } = render(
      <ul>
        <CreditLine base="/emporio" />
      </ul>,
    );
    act(() => jest.advanceTimersByTime(900));
    unmount();
    act(() => jest.advanceTimersByTime(5000));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
