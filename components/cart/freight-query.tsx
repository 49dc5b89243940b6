'use client';

import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';

import { ASK_ONCE_PER_KEY, QueryProvider } from '@/components/providers/query-provider';
import { followRateLimitResponse } from '@/lib/commerce/rate-limit';
import { readFreightAnswer, type FreightAnswer } from '@/lib/delivery/freight-estimate';

const FAILURE = 'Falha ao consultar agendamentos';

type Props = {
  base: string;
  /** The JSON body of `<base>/api/frete` (freightRequest): the query's input. */
  requestKey: string;
  /** How long to wait before asking (the cart's own save goes first). */
  delay: number;
  /** The request leaves (after the delay). */
  onAsked: () => void;
  onAnswer: (requestKey: string, answer: FreightAnswer) => void;
};

/**
 * FreightEstimator's asking, loaded lazily with React Query: one query per request body (CEP,
 * type and lines), asked `delay` ms after it appears, aborted when a newer one replaces it, never
 * kept once replaced (gcTime 0: the same request asked again is asked of the API again). Renders
 * nothing; the answer goes back to the estimator, which shows it only for its current request.
 */
export function FreightQuery(props: Props) {
  return (
    <QueryProvider>
      <Ask {...props} />
    </QueryProvider>
  );
}

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (ms <= 0) return resolve();
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });
}

function Ask({ base, requestKey, delay, onAsked, onAnswer }: Props) {
  const { data } = useQuery({
    queryKey: ['frete', base, requestKey],
    queryFn: async ({ signal }): Promise<FreightAnswer | null> => {
      await wait(delay, signal);
      onAsked();
      try {
        const res = await fetch(`${base}/api/frete`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: requestKey,
          signal,
        });
        // Too many requests: the page is on its way to the rate-limit page; nothing is shown.
        if (await followRateLimitResponse(res, base)) return null;
        return readFreightAnswer(await res.json()) ?? { ok: false, mensagem: FAILURE };
      } catch (error) {
        if (signal.aborted) throw error;
        return { ok: false, mensagem: FAILURE };
      }
    },
    ...ASK_ONCE_PER_KEY,
  });
  useEffect(() => {
    if (data) onAnswer(requestKey, data);
  }, [data, requestKey, onAnswer]);
  return null;
}
