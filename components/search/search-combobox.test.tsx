import { act, fireEvent, render, screen } from '@testing-library/react';

import {
  PRODUCT_SEARCH_DEBOUNCE_MS,
  SearchCombobox,
  SUGGESTION_DEBOUNCE_MS,
  SUGGESTIONS_KEPT,
} from './search-combobox';

// Next's router is one object for the page's life; the page and its query are set per test.
const router = { push: jest.fn(), replace: jest.fn(), refresh: jest.fn() };
const nav = { pathname: '/emporio', search: '' };
jest.mock('next/navigation', () => ({
  useRouter: () => router,
  usePathname: () => nav.pathname,
  useSearchParams: () => new URLSearchParams(nav.search),
}));

const suggestion = (i: number) => ({ nome: `Arroz ${i}`, slug: `arroz-${i}`, imagem: '/x.png', unidade: 'un' });

/** Spec 9: "suggestion debounce 1000 ms (10 kept)". */
describe('SearchCombobox: suggestions after 1000 ms of quiet, 10 kept (spec 9)', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    jest.useFakeTimers();
    nav.pathname = '/emporio';
    nav.search = '';
    router.replace.mockReset();
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

/** Spec 4 "Product search" and spec 9: "product search debounce 250 ms". */
describe('SearchCombobox on the results page: the product search follows the box 250 ms after the last key', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    nav.pathname = '/emporio/busca';
    nav.search = 'q=arroz';
    router.replace.mockReset();
    global.fetch = jest.fn(async () => ({
      json: async () => ({ sugestoes: [], total: 0 }),
    })) as unknown as typeof fetch;
  });
  afterEach(() => jest.useRealTimers());

  const box = () => screen.getByRole('combobox', { name: 'Buscar produtos' });
  const type = (text: string) => act(() => void fireEvent.change(box(), { target: { value: text } }));

  it('the constant is the spec’s', () => expect(PRODUCT_SEARCH_DEBOUNCE_MS).toBe(250));

  it('searches nothing before 250 ms of quiet, then the last text; what is typed meanwhile stays', () => {
    const { rerender } = render(<SearchCombobox base="/emporio" />);
    expect(box()).toHaveValue('arroz');
    type('feij');
    act(() => jest.advanceTimersByTime(200));
    type('feijão');
    act(() => jest.advanceTimersByTime(249));
    expect(router.replace).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(router.replace).toHaveBeenCalledTimes(1);
    expect(router.replace).toHaveBeenCalledWith('/emporio/busca?q=feij%C3%A3o', { scroll: false });

    // The person keeps typing while the results load; their arrival does not take the text back.
    type('feijão pre');
    nav.search = 'q=feij%C3%A3o';
    rerender(<SearchCombobox base="/emporio" />);
    expect(box()).toHaveValue('feijão pre');
    act(() => jest.advanceTimersByTime(250));
    expect(router.replace).toHaveBeenLastCalledWith('/emporio/busca?q=feij%C3%A3o%20pre', { scroll: false });
  });

  it('one letter, or the term already shown, searches nothing', () => {
    render(<SearchCombobox base="/emporio" />);
    type('f');
    act(() => jest.advanceTimersByTime(1000));
    type(' arroz ');
    act(() => jest.advanceTimersByTime(1000));
    expect(router.replace).not.toHaveBeenCalled();
  });

  it('on another page typing only suggests', () => {
    nav.pathname = '/emporio/produto/arroz-1';
    render(<SearchCombobox base="/emporio" />);
    type('feijão');
    act(() => jest.advanceTimersByTime(2000));
    expect(router.replace).not.toHaveBeenCalled();
  });
});
