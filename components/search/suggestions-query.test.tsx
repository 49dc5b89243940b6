import { act, render } from '@testing-library/react';

import type { SuggestionAnswer } from './suggestion-types';
import { SuggestionsQuery } from './suggestions-query';

const suggestion = (i: number, preco?: number) => ({
  nome: `Arroz ${i}`,
  slug: `arroz-${i}`,
  imagem: '/x.png',
  unidade: 'un',
  ...(preco === undefined ? {} : { preco }),
});

/** One request the test answers (or that the browser aborts). */
type Asked = { url: string; signal: AbortSignal; answer: (body: unknown) => void };

/** The header search's lazily loaded asking (decision 0008): React Query, one query per tenant and text. */
describe('SuggestionsQuery: GET <base>/api/sugestoes with React Query', () => {
  let asked: Asked[];
  beforeEach(() => {
    asked = [];
    global.fetch = jest.fn(
      (url: string, init: RequestInit) =>
        new Promise((resolve, reject) => {
          const signal = init.signal!;
          signal.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
          asked.push({ url, signal, answer: (body) => resolve({ json: async () => body }) });
        }),
    ) as unknown as typeof fetch;
  });

  const settle = () => act(async () => new Promise((r) => setTimeout(r, 10)));

  it('the tenant is in the query key: the same text on another supplier is asked of that supplier', async () => {
    const onAnswer = jest.fn();
    const { rerender } = render(<SuggestionsQuery base="/emporio" term="arroz" onAnswer={onAnswer} />);
    await settle();
    expect(asked.map((a) => a.url)).toEqual(['/emporio/api/sugestoes?q=arroz']);
    asked[0]!.answer({ sugestoes: [suggestion(1)], total: 1, possuiPreco: true });
    await settle();

    rerender(<SuggestionsQuery base="/atacado" term="arroz" onAnswer={onAnswer} />);
    await settle();
    expect(asked.map((a) => a.url)).toEqual(['/emporio/api/sugestoes?q=arroz', '/atacado/api/sugestoes?q=arroz']);
    asked[1]!.answer({ sugestoes: [suggestion(2)], total: 1, possuiPreco: true });
    await settle();
    expect(onAnswer).toHaveBeenCalledTimes(2);
    expect(onAnswer).toHaveBeenLastCalledWith<[SuggestionAnswer]>({
      term: 'arroz',
      kind: 'ok',
      sugestoes: [suggestion(2)],
    });
  });

  it('a replaced text aborts its request, and its late answer is never handed back', async () => {
    const onAnswer = jest.fn();
    const { rerender } = render(<SuggestionsQuery base="/emporio" term="arroz" onAnswer={onAnswer} />);
    await settle();
    rerender(<SuggestionsQuery base="/emporio" term="arroz integral" onAnswer={onAnswer} />);
    await settle();
    expect(asked.map((a) => a.url)).toEqual([
      '/emporio/api/sugestoes?q=arroz',
      '/emporio/api/sugestoes?q=arroz%20integral',
    ]);
    expect(asked[0]!.signal.aborted).toBe(true);
    expect(asked[1]!.signal.aborted).toBe(false);

    asked[0]!.answer({ sugestoes: [suggestion(1)], total: 1, possuiPreco: true });
    asked[1]!.answer({ sugestoes: [suggestion(2)], total: 1, possuiPreco: true });
    await settle();
    expect(onAnswer.mock.calls).toEqual([[{ term: 'arroz integral', kind: 'ok', sugestoes: [suggestion(2)] }]]);
  });

  it('keeps 10, formats prices in BRL, and passes on the logout action and errors', async () => {
    const onAnswer = jest.fn();
    const { rerender } = render(<SuggestionsQuery base="/emporio" term="arroz" onAnswer={onAnswer} />);
    await settle();
    asked[0]!.answer({
      sugestoes: Array.from({ length: 12 }, (_, i) => suggestion(i + 1, i === 0 ? 1990 : undefined)),
      total: 12,
      possuiPreco: true,
    });
    await settle();
    const ok = onAnswer.mock.calls[0]![0] as Extract<SuggestionAnswer, { kind: 'ok' }>;
    expect(ok.sugestoes).toHaveLength(10);
    expect(ok.sugestoes[0]!.precoTexto?.replace(/\s/g, ' ')).toBe('R$ 19,90');
    expect(ok.sugestoes[1]!.precoTexto).toBeUndefined();

    rerender(<SuggestionsQuery base="/emporio" term="feijao" onAnswer={onAnswer} />);
    await settle();
    asked[1]!.answer({ action: 'logout', mensagem: 'Sua sessão expirou.' });
    await settle();
    expect(onAnswer).toHaveBeenLastCalledWith({ term: 'feijao', kind: 'logout', mensagem: 'Sua sessão expirou.' });

    rerender(<SuggestionsQuery base="/emporio" term="cafe" onAnswer={onAnswer} />);
    await settle();
    asked[2]!.answer({ erro: true, mensagem: 'Falha' });
    await settle();
    expect(onAnswer).toHaveBeenLastCalledWith({ term: 'cafe', kind: 'error' });

    // Offline: no suggestions for the text, no retry, no unhandled rejection.
    global.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    rerender(<SuggestionsQuery base="/emporio" term="leite" onAnswer={onAnswer} />);
    await settle();
    expect(global.fetch).toHaveBeenCalledTimes(1);
    expect(onAnswer).toHaveBeenLastCalledWith({ term: 'leite', kind: 'error' });
  });
});
