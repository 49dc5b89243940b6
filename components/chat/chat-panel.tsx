'use client';

import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';

import type { ChatAuthor, ChatNotification } from '@/lib/contract/chat';
import { CHAT_MAX_TEXT } from '@/lib/contract/chat-protocol';

import { useChatRoom } from './use-chat-room';

const time = new Intl.DateTimeFormat('pt-BR', {
  day: '2-digit',
  month: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'America/Sao_Paulo',
});

const STATUS_TEXT = {
  conectando: 'Conectando ao chat…',
  reconectando: 'Reconectando ao chat…',
  pronto: '',
  erro: '',
} as const;

export type ChatPanelProps = {
  /** The storefront route handler that issues chat tickets. */
  ticketUrl: string;
  sala: string;
  /** Which side this reader is: its messages are 'Você'. */
  papel: ChatAuthor;
  titulo: string;
  onNotification?: (n: ChatNotification) => void;
};

/**
 * A chat room: its messages as plain text (React escapes them; never HTML), and a form
 * to write. Loaded lazily by RoomChat and the attendant page (socket.io-client is in this chunk).
 */
export function ChatPanel({ ticketUrl, sala, papel, titulo, onNotification }: ChatPanelProps) {
  const { status, erro, mensagens, send } = useChatRoom({ ticketUrl, sala, onNotification });
  const [texto, setTexto] = useState('');
  const [falha, setFalha] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);
  const listRef = useRef<HTMLOListElement>(null);
  const id = useId();

  useEffect(() => {
    const el = listRef.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [mensagens.length]);

  async function submit(e?: FormEvent) {
    e?.preventDefault();
    if (enviando) return;
    const t = texto.trim();
    if (!t) {
      setFalha('Escreva uma mensagem');
      return;
    }
    setEnviando(true);
    const refused = await send(t);
    setEnviando(false);
    setFalha(refused);
    if (!refused) setTexto('');
  }

  function onKeyDown(e: KeyboardEvent<HTMLTextAreaElement>) {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void submit();
    }
  }

  return (
    <section
      aria-labelledby={`${id}-titulo`}
      className="flex flex-col gap-3 rounded border border-gray-300 bg-white p-4"
      data-sala={sala}
    >
      <h2 id={`${id}-titulo`} className="text-lg font-bold">
        {titulo}
      </h2>
      <p role="status" aria-live="polite" className="text-sm text-gray-700 empty:hidden">
        {erro ?? STATUS_TEXT[status]}
      </p>
      <ol
        ref={listRef}
        aria-label="Mensagens"
        className="flex max-h-96 min-h-24 flex-col gap-2 overflow-y-auto"
        tabIndex={0}
      >
        {mensagens.length === 0 && status === 'pronto' && (
          <li className="text-sm text-gray-700">Nenhuma mensagem ainda.</li>
        )}
        {mensagens.map((m) => {
          const mine = m.autor === papel;
          return (
            <li
              key={m.idmensagem}
              className={`max-w-[85%] rounded px-3 py-2 ${mine ? 'self-end bg-primary/10' : 'self-start bg-gray-100'}`}
              data-autor={m.autor}
            >
              <p className="text-xs text-gray-700">
                <span className="font-semibold">{mine ? 'Você' : m.nome}</span> ·{' '}
                <time dateTime={m.criadoEm}>{time.format(new Date(m.criadoEm))}</time>
              </p>
              <p className="whitespace-pre-wrap break-words">{m.texto}</p>
            </li>
          );
        })}
      </ol>
      <form onSubmit={submit} className="flex flex-col gap-2">
        <label htmlFor={`${id}-texto`} className="text-sm font-semibold">
          Sua mensagem
        </label>
        <textarea
          id={`${id}-texto`}
          name="texto"
          rows={2}
          maxLength={CHAT_MAX_TEXT}
          value={texto}
          onChange={(e) => setTexto(e.target.value)}
          onKeyDown={onKeyDown}
          aria-describedby={falha ? `${id}-falha` : undefined}
          className="rounded border border-gray-400 px-3 py-2"
        />
        {falha && (
          <p id={`${id}-falha`} role="alert" className="text-sm text-red-700">
            {falha}
          </p>
        )}
        <button
          type="submit"
          disabled={status !== 'pronto' || enviando}
          className="self-end rounded bg-primary px-4 py-2 font-semibold text-on-primary disabled:opacity-60"
        >
          Enviar
        </button>
      </form>
    </section>
  );
}
