'use client';

import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';

import { QueryProvider } from '@/components/providers/query-provider';

type PaymentState = { status?: string; pagamento?: string };

/** Still waiting: the order is AGUARDANDOPAGAMENTO and its payment is not PAGO. */
function waiting(s: PaymentState | undefined): boolean {
  return !s || (s.pagamento !== 'PAGO' && (!s.status || s.status === 'AGUARDANDOPAGAMENTO'));
}

/**
 * PaymentWatch's polling, loaded lazily with React Query: `<base>/api/pedido/{numpedido}` every
 * `intervalMs` (the first ask after one interval: the page was just rendered with the status),
 * also while the tab is hidden; a failed ask is tried again at the next tick. Renders nothing.
 */
type Props = { base: string; numpedido: number; intervalMs: number; onPaid: () => void };

export function PaymentPoll(props: Props) {
  return (
    <QueryProvider>
      <Poll {...props} />
    </QueryProvider>
  );
}

function Poll({ base, numpedido, intervalMs, onPaid }: Props) {
  const { data } = useQuery({
    queryKey: ['pedido', base, numpedido, 'pagamento'],
    queryFn: async ({ signal }): Promise<PaymentState> => {
      const res = await fetch(`${base}/api/pedido/${numpedido}`, {
        cache: 'no-store',
        headers: { accept: 'application/json' },
        signal,
      });
      return (await res.json()) as PaymentState;
    },
    // The page's own render is the first answer: the first ask waits one interval.
    initialData: { status: 'AGUARDANDOPAGAMENTO' },
    initialDataUpdatedAt: () => Date.now(),
    staleTime: intervalMs,
    gcTime: 0,
    retry: false,
    refetchInterval: (query) => (waiting(query.state.data) ? intervalMs : false),
    refetchIntervalInBackground: true,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  const paid = data?.pagamento === 'PAGO';
  useEffect(() => {
    if (paid) onPaid();
  }, [paid, onPaid]);
  return null;
}
