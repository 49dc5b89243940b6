import type { DeviceSession } from '@/lib/contract/identity-sessions';
import { describeUserAgent } from '@/lib/rules/user-agent';

const when = new Intl.DateTimeFormat('pt-BR', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'America/Sao_Paulo',
});
const button = 'rounded border border-gray-400 px-3 py-1.5 text-sm font-semibold hover:bg-gray-100 disabled:opacity-60';

/**
 * The session list's markup (session-list.tsx holds its behaviour). Rendered by a server component without
 * handlers, it is what /conta shows until the list's chunk arrives (lazy-session-list.tsx, decision 0054):
 * the same markup, so nothing moves when the list takes over, and this device's "Sair deste dispositivo"
 * (a plain form posting to the logout route) works before that and without JavaScript, as it did.
 */
export function SessionListView({
  sessoes,
  logoutHref,
  erro = null,
  pending = false,
  onLogout,
  onEndOther,
  onEndAll,
  tituloId = 'sessoes-titulo',
}: {
  sessoes: DeviceSession[];
  logoutHref: string;
  erro?: string | null;
  pending?: boolean;
  onLogout?: () => void;
  onEndOther?: (idsessao: string) => void;
  onEndAll?: () => void;
  /** The heading's id: the server-rendered fallback has its own, as the list's stays in the page (hidden). */
  tituloId?: string;
}) {
  return (
    <section aria-labelledby={tituloId} className="max-w-2xl">
      <h2 id={tituloId} className="mb-1 text-xl font-bold">
        Dispositivos conectados
      </h2>
      <p className="mb-3 text-sm text-gray-700">
        Onde sua conta está aberta nesta loja. Encerre o que você não reconhece.
      </p>
      {erro && (
        <p role="alert" className="mb-3 rounded bg-red-50 px-3 py-2 text-sm text-red-800">
          {erro}
        </p>
      )}
      <ul aria-label="Sessões abertas" className="mb-4 divide-y divide-gray-200 rounded border border-gray-200">
        {sessoes.map((s) => {
          const device = describeUserAgent(s.agente_usuario);
          return (
            <li
              key={s.idsessao}
              className="flex flex-wrap items-center justify-between gap-3 p-3"
              aria-current={s.atual ? 'true' : undefined}
            >
              <div>
                <p className="font-semibold">
                  {device}
                  {s.atual && (
                    <span className="ml-2 rounded bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900">
                      Este dispositivo
                    </span>
                  )}
                </p>
                <p className="text-sm text-gray-700">
                  Entrou em {when.format(new Date(s.criado_em))} · Último acesso em {when.format(new Date(s.visto_em))}
                </p>
              </div>
              {s.atual ? (
                <form method="post" action={logoutHref} onSubmit={onLogout}>
                  <button
                    type="submit"
                    className={button}
                    aria-label={`Sair deste dispositivo (${device}, este dispositivo)`}
                  >
                    Sair deste dispositivo
                  </button>
                </form>
              ) : (
                <button
                  type="button"
                  className={button}
                  disabled={pending}
                  onClick={onEndOther && (() => onEndOther(s.idsessao))}
                  aria-label={`Sair deste dispositivo (${device})`}
                >
                  Sair deste dispositivo
                </button>
              )}
            </li>
          );
        })}
      </ul>
      <button type="button" className={button} disabled={pending} onClick={onEndAll}>
        Sair de todos os dispositivos
      </button>
    </section>
  );
}
