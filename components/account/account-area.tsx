'use client';

import { lazy, Suspense, useEffect, useState } from 'react';

import { Modal } from '@/components/ui/modal';
import { deleteCookie } from '@/lib/consent/client';
import { FLASH_COOKIE } from '@/lib/session/flash';
import type { SessionState } from '@/lib/session/summary';
import { clearClientState } from '@/stores/session-store';

import { useSessionCheck } from './use-session-check';

// The login/registration steps load when the modal opens, not with every page (React.lazy:
// next/dynamic would add ~3 kB of its own to every page).
const LoginFlow = lazy(() => import('./login-flow').then((m) => ({ default: m.LoginFlow })));
const CreditLine = lazy(() => import('./credit-line').then((m) => ({ default: m.CreditLine })));

function currentPath(base: string): string {
  const path = window.location.pathname;
  const rel = base && (path === base || path.startsWith(`${base}/`)) ? path.slice(base.length) || '/' : path;
  return `${rel}${window.location.search}`;
}

/**
 * Header account area: 'Entrar' (opens the login/registration modal; without JavaScript a link
 * to /entrar) or the user's name with a menu ('Minha conta', …, 'Sair'). Also the session check,
 * its expiry message, one-shot messages and the 'acting for' banner.
 */
export function AccountArea({
  base,
  initial,
  flash,
  representantes,
  somenteEmpresas = false,
}: {
  base: string;
  initial: SessionState;
  flash: string | null;
  /** The supplier has representatives: the login offers 'Sou representante'. */
  representantes: boolean;
  /** The supplier sells only to companies (`sells-only-to-companies`). */
  somenteEmpresas?: boolean;
}) {
  const state = useSessionCheck(base, initial);
  const [open, setOpen] = useState(false);
  const [voltar, setVoltar] = useState('/');
  const [notice, setNotice] = useState<string | null>(flash);
  // A refresh of the page (router.refresh, e.g. after the API-key login) may bring a new message.
  const [flashSeen, setFlashSeen] = useState(flash);
  if (flash !== flashSeen) {
    setFlashSeen(flash);
    if (flash) setNotice(flash);
  }
  const href = (p: string) => `${base}${p}`;

  useEffect(() => {
    if (flash) deleteCookie(FLASH_COOKIE);
  }, [flash]);

  // The expiry message stays after the next check (which finds no session any more).
  const [expiredSeen, setExpiredSeen] = useState<string | null>(null);
  const expiredNow = !state.logado && state.expirada ? (state.mensagem ?? null) : null;
  if (expiredNow && expiredSeen !== expiredNow) setExpiredSeen(expiredNow);
  const expired = expiredNow ?? expiredSeen;
  const message = expired ?? notice;

  const openLogin = (e: React.MouseEvent) => {
    e.preventDefault();
    setVoltar(currentPath(base));
    setOpen(true);
    setNotice(null);
  };

  return (
    <div className="flex min-w-0 items-center gap-3" data-account-area data-logado={state.logado ? 'true' : 'false'}>
      {state.logado ? (
        <details className="relative min-w-0">
          <summary
            className="cursor-pointer list-none rounded px-3 py-2 font-semibold hover:bg-white/10"
            aria-label={`Conta de ${state.nome}`}
          >
            <span
              data-testid="nome-usuario"
              className="block max-w-[7.5rem] truncate sm:max-w-[14rem] lg:max-w-[16rem]"
            >
              {state.nome}
            </span>
          </summary>
          <div className="absolute right-0 z-40 mt-1 w-56 rounded border border-gray-200 bg-white p-2 text-gray-900 shadow-lg">
            <ul className="flex flex-col">
              {state.kind !== 'representante' || state.idcliente ? (
                <li>
                  <a className="block rounded px-3 py-2 hover:bg-gray-100" href={href('/conta')}>
                    Minha conta
                  </a>
                </li>
              ) : null}
              {state.kind !== 'representante' || state.idcliente ? (
                <li>
                  <a className="block rounded px-3 py-2 hover:bg-gray-100" href={href('/conta/pedidos')}>
                    Meus pedidos
                  </a>
                </li>
              ) : null}
              {state.kind !== 'representante' || state.idcliente ? (
                <li>
                  <a className="block rounded px-3 py-2 hover:bg-gray-100" href={href('/conta/comprar-de-novo')}>
                    Comprar de novo
                  </a>
                </li>
              ) : null}
              {state.kind !== 'representante' || state.idcliente ? (
                <li>
                  <a className="block rounded px-3 py-2 hover:bg-gray-100" href={href('/conta/faturas')}>
                    Faturas e crédito
                  </a>
                </li>
              ) : null}
              {state.kind !== 'representante' || state.idcliente ? (
                <Suspense fallback={null}>
                  <CreditLine key={state.idcliente ?? ''} base={base} />
                </Suspense>
              ) : null}
              {(state.principal || state.usuarioPrincipal) && state.kind !== 'representante' ? (
                <li>
                  <a className="block rounded px-3 py-2 hover:bg-gray-100" href={href('/conta/usuarios')}>
                    Gerenciar usuários
                  </a>
                </li>
              ) : null}
              {state.kind === 'representante' ? (
                <li>
                  <a className="block rounded px-3 py-2 hover:bg-gray-100" href={href('/conta/clientes')}>
                    Trocar cliente
                  </a>
                </li>
              ) : null}
              <li>
                <form method="post" action={href('/api/sessao/sair')} onSubmit={() => clearClientState()}>
                  <button type="submit" className="w-full rounded px-3 py-2 text-left hover:bg-gray-100">
                    Sair
                  </button>
                </form>
              </li>
            </ul>
          </div>
        </details>
      ) : (
        <a href={href(`/entrar`)} onClick={openLogin} className="rounded border border-current px-4 py-2 font-semibold">
          Entrar
        </a>
      )}
      {message && (
        <div
          role="alert"
          className="fixed left-1/2 top-4 z-50 w-[min(90vw,32rem)] -translate-x-1/2 rounded border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900 shadow"
        >
          <p>{message}</p>
          <button
            type="button"
            className="mt-1 text-sm font-semibold underline"
            onClick={() => setNotice(null)}
            hidden={!!expired}
          >
            Fechar
          </button>
        </div>
      )}
      <Modal open={open} onClose={() => setOpen(false)} title="Entrar ou cadastrar" className="w-[min(92vw,28rem)]">
        {open && (
          <Suspense fallback={<p className="text-sm text-gray-700">Carregando…</p>}>
            <LoginFlow voltar={voltar} representantes={representantes} somenteEmpresas={somenteEmpresas} />
          </Suspense>
        )}
      </Modal>
    </div>
  );
}
