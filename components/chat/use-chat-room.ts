'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { io, type Socket } from 'socket.io-client';

// Values from the zod-free chat-protocol; chat.ts (schemas) only for types, erased from the bundle.
import type { ChatMessage, ChatMessagePage, ChatNotification, ChatRoom } from '@/lib/contract/chat';
import {
  CHAT_EVENTS,
  CHAT_MESSAGES,
  CHAT_NAMESPACE,
  CHAT_SOCKET_PATH,
  CHAT_SOCKET_RETRIES,
  type ChatAck,
} from '@/lib/contract/chat-protocol';

import { CHAT_TOTAL_EVENT } from './chat-events';

/** `url`: the socket's origin; '' is the store's own (the storefront server relays it to the API). */
type TicketAnswer = { ticket: string; url: string };

/** A fresh ticket from the storefront (the session stays in its sealed cookie). */
async function fetchTicket(ticketUrl: string): Promise<TicketAnswer> {
  const r = await fetch(ticketUrl, {
    method: 'POST',
    headers: { accept: 'application/json' },
    credentials: 'same-origin',
  });
  const body = (await r.json().catch(() => ({}))) as Partial<TicketAnswer> & { mensagem?: string };
  if (!r.ok || !body.ticket || typeof body.url !== 'string')
    throw new Error(body.mensagem ?? CHAT_MESSAGES.falhaConexao);
  return { ticket: body.ticket, url: body.url };
}

export type ChatStatus = 'conectando' | 'pronto' | 'reconectando' | 'erro';

/**
 * One socket per panel: the ticket in the handshake's auth and query, up to CHAT_SOCKET_RETRIES
 * reconnections (each with a new ticket), the room joined on every (re)connection, its messages,
 * and send / read / exit. `sala` null: connected for notifications only. A panel for another room
 * is a new component (keyed by room), so the state starts afresh.
 */
export function useChatRoom(opts: {
  ticketUrl: string;
  sala: string | null;
  onNotification?: (n: ChatNotification) => void;
}) {
  const { ticketUrl, sala } = opts;
  const [status, setStatus] = useState<ChatStatus>('conectando');
  const [erro, setErro] = useState<string | null>(null);
  const [room, setRoom] = useState<ChatRoom | null>(null);
  const [mensagens, setMensagens] = useState<ChatMessage[]>([]);
  const socketRef = useRef<Socket | null>(null);
  const notifyRef = useRef(opts.onNotification);
  useEffect(() => {
    notifyRef.current = opts.onNotification;
  });

  useEffect(() => {
    let cancelled = false;
    let socket: Socket | null = null;
    const markRead = () => {
      if (sala) socket?.emit(CHAT_EVENTS.read, { sala }, () => undefined);
    };
    fetchTicket(ticketUrl).then(
      (first) => {
        if (cancelled) return;
        let pending: string | null = first.ticket;
        socket = io(`${first.url}${CHAT_NAMESPACE}`, {
          path: CHAT_SOCKET_PATH,
          reconnectionAttempts: CHAT_SOCKET_RETRIES,
          query: { ticket: first.ticket },
          // Each (re)connection presents a live ticket: the first one, then new ones.
          auth: (cb) => {
            if (pending) {
              const t = pending;
              pending = null;
              cb({ ticket: t });
              return;
            }
            fetchTicket(ticketUrl).then(
              (t) => {
                if (socket) socket.io.opts.query = { ticket: t.ticket };
                cb({ ticket: t.ticket });
              },
              () => cb({}),
            );
          },
        });
        socketRef.current = socket;
        socket.on('connect', () => {
          if (!sala) {
            setStatus('pronto');
            return;
          }
          socket!.emit(CHAT_EVENTS.handshakeRoom, { sala }, (ack: ChatAck<ChatMessagePage>) => {
            if (!ack.ok) {
              setStatus('erro');
              setErro(ack.mensagem);
            }
          });
        });
        socket.on(CHAT_EVENTS.handshakeSuccess, (page: ChatMessagePage) => {
          if (page.sala.sala !== sala) return;
          setRoom(page.sala);
          setMensagens(page.mensagens);
          setStatus('pronto');
          setErro(null);
          markRead();
        });
        socket.on(CHAT_EVENTS.message, (m: ChatMessage) => {
          if (m.sala !== sala) return;
          setMensagens((list) => (list.some((x) => x.idmensagem === m.idmensagem) ? list : [...list, m]));
          markRead();
        });
        socket.on(CHAT_EVENTS.notification, (n: ChatNotification) => {
          window.dispatchEvent(new CustomEvent(CHAT_TOTAL_EVENT, { detail: n.total_mensagens }));
          notifyRef.current?.(n);
        });
        socket.on('disconnect', () => setStatus('reconectando'));
        socket.io.on('reconnect_failed', () => {
          setStatus('erro');
          setErro(CHAT_MESSAGES.falhaConexao);
        });
        socket.on('connect_error', (e: Error) => {
          // The server refused the ticket (no retry on a refusal from the middleware): say why.
          if (!socket?.active) {
            setStatus('erro');
            setErro(e.message || CHAT_MESSAGES.falhaConexao);
          }
        });
      },
      (e: unknown) => {
        if (cancelled) return;
        setStatus('erro');
        setErro(e instanceof Error ? e.message : CHAT_MESSAGES.falhaConexao);
      },
    );
    return () => {
      cancelled = true;
      if (socket && sala) socket.emit(CHAT_EVENTS.exit, { sala });
      socket?.disconnect();
      socketRef.current = null;
    };
  }, [ticketUrl, sala]);

  /** Sends a message; resolves to the refusal's text, or null when stored. */
  const send = useCallback(
    async (texto: string): Promise<string | null> => {
      const socket = socketRef.current;
      if (!socket || !sala) return CHAT_MESSAGES.falhaEnvio;
      try {
        const ack = (await socket
          .timeout(10_000)
          .emitWithAck(CHAT_EVENTS.send, { sala, texto })) as ChatAck<ChatMessage>;
        if (!ack.ok) return ack.mensagem;
        setMensagens((list) => (list.some((x) => x.idmensagem === ack.data.idmensagem) ? list : [...list, ack.data]));
        return null;
      } catch {
        return CHAT_MESSAGES.falhaEnvio;
      }
    },
    [sala],
  );

  return { status, erro, room, mensagens, send };
}
