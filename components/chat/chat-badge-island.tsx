'use client';

import { useEffect, useState } from 'react';

import { unreadBadgeText, unreadLabel } from '@/lib/rules/chat';
import { supplierHref } from '@/lib/supplier-href';

import { CHAT_TOTAL_EVENT } from './chat-events';

const POLL_MS = 30_000;

/**
 * Unread chat messages (`total_mensagens`): asked of the storefront at load, on focus and every
 * 30 s, and updated at once by an open chat (CHAT_TOTAL_EVENT). Hidden when there are none.
 */
export function ChatBadgeIsland({ base }: { base: string }) {
  const [total, setTotal] = useState(0);
  useEffect(() => {
    let alive = true;
    const load = () => {
      if (document.visibilityState === 'hidden') return;
      fetch(supplierHref(base, '/api/chat/notificacoes'), {
        headers: { accept: 'application/json' },
        cache: 'no-store',
      })
        .then((r) => (r.ok ? (r.json() as Promise<{ total_mensagens: number }>) : null))
        .then((b) => {
          if (alive && b && typeof b.total_mensagens === 'number') setTotal(b.total_mensagens);
        })
        .catch(() => undefined);
    };
    const onTotal = (e: Event) => setTotal(Number((e as CustomEvent<number>).detail) || 0);
    load();
    const timer = setInterval(load, POLL_MS);
    window.addEventListener('focus', load);
    window.addEventListener(CHAT_TOTAL_EVENT, onTotal);
    return () => {
      alive = false;
      clearInterval(timer);
      window.removeEventListener('focus', load);
      window.removeEventListener(CHAT_TOTAL_EVENT, onTotal);
    };
  }, [base]);
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
