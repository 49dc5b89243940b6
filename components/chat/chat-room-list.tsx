import type { ChatRoomSummary } from '@/lib/contract/chat';
import { unreadBadgeText, unreadLabel } from '@/lib/rules/chat';

const time = new Intl.DateTimeFormat('pt-BR', {
  day: '2-digit',
  month: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'America/Sao_Paulo',
});

type Props = {
  salas: ChatRoomSummary[];
  hrefOf: (r: ChatRoomSummary) => string | null;
  vazio: string;
  mostrarCliente?: boolean;
};

/** Conversations with their unread counts (server component; the last message as text). */
export function ChatRoomList({ salas, hrefOf, vazio, mostrarCliente = false }: Props) {
  if (salas.length === 0) return <p className="text-gray-700">{vazio}</p>;
  return (
    <ul className="flex flex-col divide-y divide-gray-200 rounded border border-gray-300 bg-white">
      {salas.map((r) => {
        const href = hrefOf(r);
        const body = (
          <>
            <span className="flex items-center justify-between gap-2">
              <span className="font-semibold">
                {/* The general room is "Atendimento de {client}" for the attendant; for the client, "Atendimento". */}
                {!mostrarCliente && r.canal === 'IDCLI' ? 'Atendimento' : r.titulo}
                {mostrarCliente && r.canal === 'CODPED' ? ` — ${r.nome_cliente}` : ''}
              </span>
              {r.total_mensagens > 0 && (
                <span
                  className="rounded-full bg-primary px-2 text-xs font-bold text-on-primary"
                  aria-label={unreadLabel(r.total_mensagens)}
                >
                  {unreadBadgeText(r.total_mensagens)}
                </span>
              )}
            </span>
            {r.ultima_mensagem && <span className="line-clamp-1 text-sm text-gray-700">{r.ultima_mensagem}</span>}
            {r.ultima_mensagem_em && (
              <time className="text-xs text-gray-700" dateTime={r.ultima_mensagem_em}>
                {time.format(new Date(r.ultima_mensagem_em))}
              </time>
            )}
          </>
        );
        return (
          <li key={r.sala} className="p-3">
            {href ? (
              <a href={href} className="flex flex-col gap-1 hover:underline">
                {body}
              </a>
            ) : (
              <div className="flex flex-col gap-1">{body}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
