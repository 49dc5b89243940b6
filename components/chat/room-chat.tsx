'use client';

import { lazy, Suspense } from 'react';

// socket.io-client and the panel load in their own chunk, only where a conversation is shown.
const ChatPanel = lazy(() => import('./chat-panel').then((m) => ({ default: m.ChatPanel })));

type Props = { ticketUrl: string; sala: string; titulo: string; anchor?: string };

/** A customer's conversation with the supplier: about one order, or the general one. */
export function RoomChat({ anchor = 'chat', ...props }: Props) {
  return (
    <div id={anchor} className="mt-8">
      <Suspense fallback={<p className="text-sm text-gray-700">Carregando o chat…</p>}>
        <ChatPanel {...props} papel="CLIENTE" />
      </Suspense>
    </div>
  );
}
