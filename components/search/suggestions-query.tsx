'use client';

import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';

import { ASK_ONCE_PER_KEY, QueryProvider } from '@/components/providers/query-provider';
import { formatBRL } from '@/lib/rules/money';

import {
  SUGGESTIONS_KEPT,
  type SuggestionAnswer,
  type SuggestionsBody,
  type SuggestionShown,
} from './suggestion-types';

export type SuggestionsQueryProps = {
  base: string;
  /** The cleaned, debounced text (at least 2 characters). */
  term: string;
  onAnswer: (answer: SuggestionAnswer) => void;
};

/**
 * The header search's asking, loaded lazily with React Query (decision 0008): one query per tenant
 * and text, `GET <base>/api/sugestoes`, aborted through React Query's `signal` when a newer text
 * replaces it. Never kept once replaced (gcTime 0): prices and the `logout` action depend on the
 * session, so a text typed again is asked of the API again, as before. Renders nothing; the
 * answer goes back to the combobox, which shows it only while its text is still the one typed.
 */
export function SuggestionsQuery(props: SuggestionsQueryProps) {
  return (
    <QueryProvider>
      <Ask {...props} />
    </QueryProvider>
  );
}

async function ask(base: string, term: string, signal: AbortSignal): Promise<SuggestionAnswer> {
  try {
    const res = await fetch(`${base}/api/sugestoes?q=${encodeURIComponent(term)}`, { signal });
    const body = (await res.json()) as SuggestionsBody;
    if ('action' in body && body.action === 'logout') return { term, kind: 'logout', mensagem: body.mensagem };
    if (!('sugestoes' in body)) return { term, kind: 'error' };
    const sugestoes = body.sugestoes
      .slice(0, SUGGESTIONS_KEPT)
      .map((s): SuggestionShown => (s.preco === undefined ? s : { ...s, precoTexto: formatBRL(s.preco) }));
    return { term, kind: 'ok', sugestoes };
  } catch (error) {
    // A replaced text: React Query drops the answer. Offline or not JSON: no suggestions for it.
    if (signal.aborted) throw error;
    return { term, kind: 'error' };
  }
}

function Ask({ base, term, onAnswer }: SuggestionsQueryProps) {
  const { data } = useQuery({
    queryKey: ['sugestoes', base, term],
    queryFn: ({ signal }) => ask(base, term, signal),
    ...ASK_ONCE_PER_KEY,
  });
  useEffect(() => {
    if (data) onAnswer(data);
  }, [data, onAnswer]);
  return null;
}
