'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';

import type { ChatNotification, ChatRoomSummary } from '@/lib/contract/chat';
import { orderRoomId, unreadBadgeText, unreadLabel } from '@/lib/rules/chat';

import { ChatPanel } from './chat-panel';
import { useChatRoom } from './use-chat-room';

type Props = { ticketUrl: string; salas: ChatRoomSummary[] };

/**
 * The attendant's side: the supplier's conversations with their unread counts, kept
 * current by the socket's notifications, and the selected one to answer. A new conversation
 * reloads the list from the server.
 */
export function AttendantConsole({ ticketUrl, salas }: Props) {
  const router = useRouter();
  const [rooms, setRooms] = useState(salas);
  // A server refresh (a new conversation) brings a new list.
  const [seen, setSeen] = useState(salas);
  if (seen !== salas) {
    setSeen(salas);
    setRooms(salas);
  }
  const [selected, setSelected] = useState<{ sala: string; titulo: string } | null>(null);
  const [numero, setNumero] = useState('');

  const onNotification = (n: ChatNotification) => {
    setRooms((list) => {
      if (!list.some((r) => r.sala === n.sala)) {
        router.refresh();
        return list;
      }
      return list.map((r) => (r.sala === n.sala ? { ...r, total_mensagens: n.total_sala } : r));
    });
  };
  // Notifications while no room is open (the open room's panel has its own socket).
  useChatRoom({ ticketUrl, sala: null, onNotification });

  function openOrder(e: FormEvent) {
    e.preventDefault();
    const n = Number(numero);
    if (Number.isInteger(n) && n > 0) setSelected({ sala: orderRoomId(n), titulo: `Pedido nº ${n}` });
  }

  return (
    <div className="grid gap-6 md:grid-cols-[minmax(16rem,1fr)_2fr]">
      <div className="flex flex-col gap-4">
        <h2 className="text-lg font-bold">Conversas</h2>
        {rooms.length === 0 ? (
          <p className="text-gray-700">Nenhuma conversa ainda.</p>
        ) : (
          <ul className="flex flex-col divide-y divide-gray-200 rounded border border-gray-300 bg-white">
            {rooms.map((r) => (
              <li key={r.sala}>
                <button
                  type="button"
                  onClick={() => {
                    setSelected({ sala: r.sala, titulo: r.titulo });
                    setRooms((list) => list.map((x) => (x.sala === r.sala ? { ...x, total_mensagens: 0 } : x)));
                  }}
                  aria-current={selected?.sala === r.sala ? 'true' : undefined}
                  className="flex w-full flex-col gap-1 p-3 text-left hover:bg-gray-50 aria-[current=true]:bg-gray-100"
                >
                  <span className="flex items-center justify-between gap-2">
                    <span className="font-semibold">
                      {r.titulo}
                      {r.canal === 'CODPED' ? ` — ${r.nome_cliente}` : ''}
                    </span>
                    {r.total_mensagens > 0 && (
                      <span
                        className="rounded-full bg-primary px-2 text-xs font-bold text-on-primary"
                        aria-label={unreadLabel(r.total_mensagens)}
                        data-testid="sala-nao-lidas"
                      >
                        {unreadBadgeText(r.total_mensagens)}
                      </span>
                    )}
                  </span>
                  {r.ultima_mensagem && <span className="line-clamp-1 text-sm text-gray-700">{r.ultima_mensagem}</span>}
                </button>
              </li>
            ))}
          </ul>
        )}
        <form onSubmit={openOrder} className="flex items-end gap-2">
          <div className="flex flex-col gap-1">
            <label htmlFor="abrir-pedido" className="text-sm font-medium">
              Abrir a conversa do pedido nº
            </label>
            <input
              id="abrir-pedido"
              inputMode="numeric"
              pattern="[0-9]*"
              value={numero}
              onChange={(e) => setNumero(e.target.value)}
              className="w-32 rounded border px-3 py-2"
            />
          </div>
          <button type="submit" className="rounded border border-gray-400 px-3 py-2 font-semibold">
            Abrir
          </button>
        </form>
      </div>
      <div>
        {selected ? (
          <ChatPanel
            key={selected.sala}
            ticketUrl={ticketUrl}
            sala={selected.sala}
            papel="ATENDENTE"
            titulo={selected.titulo}
            onNotification={onNotification}
          />
        ) : (
          <p className="text-gray-700">Escolha uma conversa para responder.</p>
        )}
      </div>
    </div>
  );
}
