import { act, fireEvent, render, screen } from '@testing-library/react';

import { SearchCombobox, SUGGESTION_DEBOUNCE_MS, SUGGESTIONS_KEPT } from './search-combobox';

jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), refresh: jest.fn() }),
  usePathname: () => '/emporio',
  useSearchParams: () => new URLSearchParams(),
}));

const suggestion = (i: number) => ({ nome: `Arroz ${i}`, slug: `arroz-${i}`, imagem: '/x.png', unidade: 'un' });

/** Spec 9: "suggestion debounce 1000 ms (10 kept)". */
describe('SearchCombobox: suggestions after 1000 ms of quiet, 10 kept (spec 9)', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    jest.useFakeTimers();
    fetchMock.mockReset();
    fetchMock.mockImplementation(async () => ({
      json: async () => ({ sugestoes: Array.from({ length: 12 }, (_, i) => suggestion(i + 1)), total: 12 }),
    }));
    global.fetch = fetchMock as unknown as typeof fetch;
  });
  afterEach(() => jest.useRealTimers());

  const type = (text: string) =>
    act(() => {
      fireEvent.change(screen.getByRole('combobox', { name: 'Buscar produtos' }), { target: { value: text } });
    });

  it('the constants are the spec’s', () => {
    expect(SUGGESTION_DEBOUNCE_MS).toBe(1000);
    expect(SUGGESTIONS_KEPT).toBe(10);
  });

  it('asks nothing before 1000 ms of quiet, asks once at 1000 ms for the last text, and shows 10 of 12', async () => {
    render(<SearchCombobox base="/emporio" />);
    type('ar');
    act(() => jest.advanceTimersByTime(600));
    type('arr');
    act(() => jest.advanceTimersByTime(600));
    type('arro');
    // 1800 ms since the first key, 999 since the last: nothing asked yet.
    act(() => jest.advanceTimersByTime(999));
    expect(fetchMock).not.toHaveBeenCalled();
    await act(async () => {
      jest.advanceTimersByTime(1);
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/emporio/api/sugestoes?q=arro');
    await act(async () => {
      await jest.runOnlyPendingTimersAsync();
    });
    const list = await screen.findByRole('listbox', { name: 'Sugestões de produtos' });
    expect(list.querySelectorAll('[role="option"]')).toHaveLength(10);
    expect(screen.queryByText('Arroz 11')).toBeNull();
  });
});
