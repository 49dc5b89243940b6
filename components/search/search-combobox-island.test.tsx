import { act, fireEvent, render, screen } from '@testing-library/react';
import { use } from 'react';

import { SearchCombobox, SUGGESTION_DEBOUNCE_MS } from './search-combobox';

const router = { push: jest.fn(), replace: jest.fn(), refresh: jest.fn() };
jest.mock('next/navigation', () => ({
  useRouter: () => router,
  usePathname: () => '/emporio',
  useSearchParams: () => new URLSearchParams(''),
}));

// The lazily loaded asking (decision 0008) arrives when the test says so, as a slow network would
// deliver its chunk: until then the island suspends. Jest evaluates this factory once per file,
// when the combobox first imports the module.
let mockArrive: () => void = () => undefined;
const mockChunk = {
  requested: false,
  arrival: new Promise<void>((resolve) => {
    mockArrive = resolve;
  }),
};
jest.mock('./suggestions-query', () => {
  mockChunk.requested = true;
  const real = jest.requireActual<typeof import('./suggestions-query')>('./suggestions-query');
  return {
    SuggestionsQuery: (props: Parameters<typeof real.SuggestionsQuery>[0]) => {
      use(mockChunk.arrival);
      return real.SuggestionsQuery(props);
    },
  };
});

const suggestion = (nome: string) => ({
  nome,
  slug: nome.toLowerCase().replace(/\s/g, '-'),
  imagem: '/x.png',
  unidade: 'un',
});

/** The header search with its asking loaded lazily: no keystroke lost, no stale answer shown. */
describe('SearchCombobox with the lazily loaded suggestions', () => {
  const fetchMock = jest.fn();
  let answers: Map<string, (body: unknown) => void>;
  beforeEach(() => {
    jest.useFakeTimers();
    answers = new Map();
    fetchMock.mockReset();
    fetchMock.mockImplementation(
      (url: string, init: RequestInit) =>
        new Promise((resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
          const q = new URL(url, 'http://loja.test').searchParams.get('q')!;
          answers.set(q, (body) => resolve({ json: async () => body }));
        }),
    );
    global.fetch = fetchMock as unknown as typeof fetch;
  });
  afterEach(() => jest.useRealTimers());

  const box = () => screen.getByRole('combobox', { name: 'Buscar produtos' });
  const type = (text: string) =>
    act(async () => {
      fireEvent.change(box(), { target: { value: text } });
    });
  const advance = (ms: number) =>
    act(async () => {
      await jest.advanceTimersByTimeAsync(ms);
    });
  const answer = (q: string, nomes: string[]) =>
    act(async () => {
      answers.get(q)!({ sugestoes: nomes.map(suggestion), total: nomes.length, possuiPreco: false });
      await jest.advanceTimersByTimeAsync(10);
    });

  // First in this file: the chunk is requested once per file.
  it('pointing at or focusing the field starts loading the asking, before any text is typed', async () => {
    render(<SearchCombobox base="/emporio" />);
    await advance(100);
    expect(mockChunk.requested).toBe(false);
    fireEvent.pointerEnter(box());
    await advance(0);
    expect(mockChunk.requested).toBe(true);
  });

  it('text typed before the chunk arrives is kept, and the first suggestions are for the last text', async () => {
    render(<SearchCombobox base="/emporio" />);
    act(() => box().focus());
    await type('ar');
    await advance(SUGGESTION_DEBOUNCE_MS);
    await type('arroz');
    await advance(SUGGESTION_DEBOUNCE_MS);
    // The chunk is still on its way: nothing asked, nothing lost.
    expect(fetchMock).not.toHaveBeenCalled();
    expect(box()).toHaveValue('arroz');

    await act(async () => {
      mockArrive();
      await jest.advanceTimersByTimeAsync(10);
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/emporio/api/sugestoes?q=arroz');
    await answer('arroz', ['Arroz Branco', 'Arroz Integral']);
    expect(screen.getByRole('listbox', { name: 'Sugestões de produtos' })).toBeVisible();
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Arroz Branco', 'Arroz Integral']);
  });

  it('an answer for a text no longer typed is never shown; the answer for the new text is', async () => {
    render(<SearchCombobox base="/emporio" />);
    act(() => box().focus());
    await type('feijao');
    await advance(SUGGESTION_DEBOUNCE_MS);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    // The person goes on typing while "feijao" is being answered; its answer comes in meanwhile.
    await type('feijao preto');
    await answer('feijao', ['Feijao Carioca']);
    expect(screen.queryByRole('option')).toBeNull();
    expect(box()).toHaveAttribute('aria-expanded', 'false');

    await advance(SUGGESTION_DEBOUNCE_MS);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await answer('feijao preto', ['Feijao Preto']);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Feijao Preto']);

    // ↓ and Enter choose it.
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    expect(box()).toHaveAttribute('aria-activedescendant', screen.getByRole('option').id);
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(router.push).toHaveBeenCalledWith('/emporio/produto/feijao-preto');
    expect(box()).toHaveFocus();
  });
});
