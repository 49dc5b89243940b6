'use client';

import { usePathname } from 'next/navigation';
import { lazy, Suspense, useEffect, useState } from 'react';

import { ClientLink } from '@/components/ui/client-link';
import { Modal } from '@/components/ui/modal';
import { ga4Allowed } from '@/lib/analytics/track';
import { GA4_TAG } from '@/lib/rules/analytics';
import { supplierHref } from '@/lib/supplier-href';
import { useCartCount, useCartStore } from '@/stores/cart-store';

import { saveCartAction, unlockCartAction } from './actions';
import { CartIcon } from './cart-icon';
import type { CartReadBody } from './cart-types';

// The drawer's contents load when the shopper opens the cart (React.lazy: no loader library).
const CartContents = lazy(() => import('./cart-contents').then((m) => ({ default: m.CartContents })));

const saver = {
  save: (input: Parameters<typeof saveCartAction>[0]) =>
    saveCartAction(input).then((r) =>
      r.ok ? { ok: true as const, carrinho: r.carrinho } : { ok: false as const, erro: r.erro },
    ),
  unlock: () =>
    unlockCartAction().then((r) =>
      r.ok ? { ok: true as const, carrinho: r.carrinho } : { ok: false as const, erro: r.erro },
    ),
};

/**
 * The header's cart: the item count, the drawer, and the store's link to the API. The saved cart
 * is read after the first paint (the count shows the browser's copy until then); a visitor who
 * tries to buy is asked to log in, and what they chose is kept for after the login.
 */
export function CartIsland({
  base,
  idfornecedor,
  logado,
  tags,
}: {
  base: string;
  idfornecedor: string;
  logado: boolean;
  tags: string[];
}) {
  const count = useCartCount();
  const [open, setOpen] = useState(false);
  const pedirLogin = useCartStore((s) => s.pedirLogin);
  const dismissLogin = useCartStore((s) => s.dismissLogin);
  const pathname = usePathname();

  useEffect(() => {
    useCartStore.getState().init({ idfornecedor, logado, saver, tags, base });
    if (!logado) return;
    const controller = new AbortController();
    const read = () => {
      const askedAt = useCartStore.getState().readStarted();
      fetch(`${base}/api/carrinho`, {
        cache: 'no-store',
        headers: { accept: 'application/json' },
        signal: controller.signal,
      })
        .then((r) => r.json() as Promise<CartReadBody>)
        .then((body) => {
          if ('carrinho' in body) useCartStore.getState().receive(body.carrinho, askedAt);
        })
        .catch(() => {
          // Offline: the browser's copy stays until the next save.
        });
    };
    // After the first paint: the count already shows the browser's copy.
    const timer = setTimeout(read, 150);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the tags are the supplier's, fixed for the page
  }, [base, idfornecedor, logado]);

  // GA4 catalogue events of every page (view_item, view_item_list, select_item, read from
  // the markup), from this island's chunk so no page pays for them in its first-load JavaScript;
  // only for a supplier that sends GA4 events and a shopper who allowed performance cookies.
  const ga4 = tags.includes(GA4_TAG);
  useEffect(() => {
    if (!ga4 || !ga4Allowed(tags)) return;
    let alive = true;
    let stop: (() => void) | null = null;
    void import('@/lib/analytics/page-events').then((m) => {
      if (alive) stop = m.watchPage(document, base);
    });
    return () => {
      alive = false;
      stop?.();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the tags are the supplier's, fixed for the page
  }, [base, ga4, pathname]);

  const voltar = pathname.startsWith(base) ? pathname.slice(base.length) || '/' : pathname;
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        className="relative flex items-center gap-1 rounded px-2 py-1 font-semibold"
        aria-label={`Carrinho, ${count} ${count === 1 ? 'item' : 'itens'}`}
      >
        <CartIcon />
        <span className="hidden sm:inline">Carrinho</span>
        <span
          data-cart-count
          className="min-w-5 rounded-full bg-white px-1.5 text-center text-xs font-bold text-gray-900"
        >
          {count}
        </span>
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Carrinho" variant="drawer" side="right" className="p-4">
        {logado ? (
          <>
            {open && (
              <Suspense fallback={<p>Carregando o carrinho…</p>}>
                <CartContents base={base} />
              </Suspense>
            )}
            <ClientLink
              prefetch
              href={supplierHref(base, '/carrinho')}
              onClick={() => setOpen(false)}
              className="mt-4 block rounded bg-secondary px-4 py-2 text-center font-semibold text-[var(--color-on-secondary)]"
            >
              Ver carrinho
            </ClientLink>
          </>
        ) : (
          <LoginToBuy base={base} voltar={voltar} />
        )}
      </Modal>
      <Modal
        open={pedirLogin && !logado}
        onClose={dismissLogin}
        title="Faça login para comprar"
        className="max-w-sm p-4"
      >
        <LoginToBuy base={base} voltar={voltar} />
      </Modal>
    </>
  );
}

function LoginToBuy({ base, voltar }: { base: string; voltar: string }) {
  return (
    <div className="flex flex-col gap-3">
      <p>Entre na sua conta para montar o carrinho. Os produtos que você escolheu ficam guardados.</p>
      <a
        href={supplierHref(base, `/entrar?voltar=${encodeURIComponent(voltar)}`)}
        className="rounded bg-secondary px-4 py-2 text-center font-semibold text-[var(--color-on-secondary)]"
      >
        Faça login para comprar
      </a>
    </div>
  );
}
