'use client';

import { lazy, Suspense } from 'react';

import type { ChatRoomSummary } from '@/lib/contract/chat';

const AttendantConsole = lazy(() => import('./attendant-console').then((m) => ({ default: m.AttendantConsole })));

/** The attendant console in its own chunk (socket.io-client). */
export function AttendantArea(props: { ticketUrl: string; salas: ChatRoomSummary[] }) {
  return (
    <Suspense fallback={<p className="text-gray-700">Carregando o atendimento…</p>}>
      <AttendantConsole {...props} />
    </Suspense>
  );
}
