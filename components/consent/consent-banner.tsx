'use client';

import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';

import type { CookiePreferences } from '@/lib/commerce/preferences';
import { hasChosenPreferences, readPreferences, writePreferences } from '@/lib/consent/client';
import { rememberEmpresa } from '@/lib/consent/empresa';
import { ALL_COOKIE_PREFERENCES, DEFAULT_COOKIE_PREFERENCES, mayPersist } from '@/lib/consent/gating';
import { SAVED_STATE_KEY, SESSION_STORE_KEY } from '@/stores/session-store';

// The preferences form loads when opened (React.lazy: no loader library in every page's first load).
const ConsentPreferences = lazy(() => import('./consent-preferences').then((m) => ({ default: m.ConsentPreferences })));

const subscribe = () => () => {};

/** Drops what the new preferences no longer allow from browser storage (and keeps the empresa id if allowed). */
function applyPreferences(p: CookiePreferences, idempresa: string | undefined) {
  if (idempresa) rememberEmpresa(idempresa, p);
  try {
    if (!mayPersist('user', p)) localStorage.removeItem(SESSION_STORE_KEY);
    if (!mayPersist('cart', p)) localStorage.removeItem(SAVED_STATE_KEY);
  } catch {
    // No storage: nothing to drop.
  }
}

/**
 * Cookie banner and the preferences modal with the four entries (decision 0034). The banner is the
 * page's last element, sticky at the bottom: in the first viewport of a first visit, in the server
 * HTML (no layout shift), and at the page's end it sits after the footer instead of covering it.
 * Until a choice only the necessary entries are on. Stored in the `cookie-preferences` cookie, which
 * every API request forwards as X-Cookie-* headers.
 */
export function ConsentBanner({
  initiallyChosen,
  idempresa,
}: {
  initiallyChosen: boolean;
  /** The supplier's company id, kept in local storage while "necessary" is on (spec 9). */
  idempresa?: string;
}) {
  useEffect(() => {
    if (idempresa) rememberEmpresa(idempresa, readPreferences());
  }, [idempresa]);
  const chosenOnClient = useSyncExternalStore(subscribe, hasChosenPreferences, () => initiallyChosen);
  const [chosen, setChosen] = useState<boolean | null>(null);
  const [prefs, setPrefs] = useState<CookiePreferences>(DEFAULT_COOKIE_PREFERENCES);
  const [open, setOpen] = useState(false);
  const isChosen = chosen ?? chosenOnClient;

  const save = (p: CookiePreferences) => {
    writePreferences(p);
    applyPreferences(p, idempresa);
    setChosen(true);
    setOpen(false);
  };
  const openPrefs = () => {
    setPrefs(readPreferences());
    setOpen(true);
  };

  return (
    <>
      {!isChosen && (
        <section
          aria-label="Aviso de cookies"
          className="sticky bottom-0 z-20 border-t border-gray-300 bg-gray-50 px-4 py-3 text-gray-900 shadow-[0_-2px_8px_rgba(0,0,0,0.12)]"
        >
          <div className="mx-auto flex max-w-page flex-wrap items-center gap-3">
            <p className="flex-1 text-sm">
              Usamos cookies necessários para manter sua sessão e seu carrinho. Com a sua permissão, também para medir o
              uso da loja e personalizar ofertas.
            </p>
            <button
              type="button"
              onClick={openPrefs}
              className="rounded border border-gray-500 px-4 py-2 text-sm font-semibold"
            >
              Preferências de cookies
            </button>
            <button
              type="button"
              onClick={() => save(DEFAULT_COOKIE_PREFERENCES)}
              className="rounded border border-gray-500 px-4 py-2 text-sm font-semibold"
            >
              Somente necessários
            </button>
            <button
              type="button"
              onClick={() => save(ALL_COOKIE_PREFERENCES)}
              className="rounded bg-primary px-4 py-2 text-sm font-semibold text-on-primary"
            >
              Aceitar todos
            </button>
          </div>
        </section>
      )}
      {isChosen && (
        <div className="bg-white px-4 pb-3 text-center">
          <button type="button" onClick={openPrefs} className="text-xs text-gray-700 underline">
            Preferências de cookies
          </button>
        </div>
      )}
      {open && (
        <Suspense fallback={null}>
          <ConsentPreferences initial={prefs} onSave={save} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
