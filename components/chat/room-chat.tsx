'use client';

import { Suspense, lazy } from 'react';

// socket.io-client and the panel load in their own chunk, only on the order page.
const ChatPanel = lazy(() => import('./chat-panel').then((m) => ({ default: m.ChatPanel })));

type Props = { ticketUrl: string; sala: string; titulo: string };

/** The chat about one order, on its detail page (issue 16). */
export function OrderChat(props: Props) {
  return (
    <div id="chat" className="mt-8">
      <Suspense fallback={<p className="text-sm text-gray-700">Carregando o chat…</p>}>
        <ChatPanel {...props} papel="CLIENTE" />
      </Suspense>
    </div>
  );
}
