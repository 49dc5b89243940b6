'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import { QueryProvider } from '@/components/providers/query-provider';
import { unreadBadgeText, unreadLabel } from '@/lib/rules/chat';
import { supplierHref } from '@/lib/supplier-href';

import { CHAT_TOTAL_EVENT } from './chat-events';

const POLL_MS = 30_000;

/**
 * Unread chat messages (`total_mensagens`): asked of the storefront at load, on focus and every
 * 30 s while the tab is visible (React Query, loaded with this lazy island: decision 0008), and
 * updated at once by an open chat (CHAT_TOTAL_EVENT). Hidden when there are none.
 */
export function ChatBadgeIsland({ base }: { base: string }) {
  return (
    <QueryProvider>
      <Badge base={base} />
    </QueryProvider>
  );
}

function Badge({ base }: { base: string }) {
  const queryClient = useQueryClient();
  const { data: total = 0 } = useQuery({
    queryKey: ['chat', base, 'notificacoes'],
    queryFn: async ({ signal }) => {
      const r = await fetch(supplierHref(base, '/api/chat/notificacoes'), {
        headers: { accept: 'application/json' },
        cache: 'no-store',
        signal,
      });
      const b = r.ok ? ((await r.json()) as { total_mensagens?: unknown }) : null;
      // A refusal or an odd body keeps the total shown.
      if (!b || typeof b.total_mensagens !== 'number') throw new Error('notificacoes');
      return b.total_mensagens;
    },
    staleTime: 0,
    retry: false,
    refetchInterval: POLL_MS,
    refetchOnWindowFocus: true,
  });
  useEffect(() => {
    const onTotal = (e: Event) =>
      queryClient.setQueryData(['chat', base, 'notificacoes'], Number((e as CustomEvent<number>).detail) || 0);
    window.addEventListener(CHAT_TOTAL_EVENT, onTotal);
    return () => window.removeEventListener(CHAT_TOTAL_EVENT, onTotal);
  }, [base, queryClient]);
  if (total <= 0) return null;
  return (
    <a
      href={supplierHref(base, '/conta/mensagens')}
      className="relative flex items-center gap-1 rounded px-2 py-1 font-semibold"
      aria-label={`Mensagens: ${unreadLabel(total)}`}
      data-testid="chat-badge"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6 fill-none stroke-current stroke-2">
        <path d="M4 5h16v11H8l-4 4z" />
      </svg>
      <span className="min-w-5 rounded-full bg-on-primary px-1.5 text-center text-xs font-bold text-primary">
        {unreadBadgeText(total)}
      </span>
    </a>
  );
}
