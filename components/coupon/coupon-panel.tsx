'use client';

import { lazy, Suspense, useState } from 'react';
import { createPortal } from 'react-dom';

import { useCartStore } from '@/stores/cart-store';

import { appliedCoupon, couponRemoval } from './coupon-view';

// The modal (and its server actions) load when the shopper opens it, never with the page.
const CouponModal = lazy(() => import('./coupon-modal').then((m) => ({ default: m.CouponModal })));

/**
 * The cart page's coupon: the coupon the cart answer applies (typed or automatic) with
 * 'Remover cupom', and the button that opens the coupon modal. Rendered through CouponEntry.
 */
export function CouponPanel({ formaPagamento }: { formaPagamento?: string | null }) {
  const servidor = useCartStore((s) => s.servidor);
  const salvando = useCartStore((s) => s.salvando);
  const hasLines = useCartStore((s) => s.linhas.length > 0);
  const [open, setOpen] = useState(false);
  if (!servidor || !hasLines) return null;
  const applied = appliedCoupon(servidor);
  return (
    <section aria-labelledby="cupom-titulo" className="flex flex-col gap-2 rounded border border-gray-300 p-3 text-sm">
      <h2 id="cupom-titulo" className="font-semibold">
        Cupom de desconto
      </h2>
      <p aria-live="polite">{applied ? applied.texto : 'Nenhum cupom aplicado.'}</p>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          onClick={() => setOpen(true)}
          aria-haspopup="dialog"
          className="rounded bg-secondary px-3 py-2 font-semibold text-[var(--color-on-secondary)]"
        >
          {applied ? 'Trocar cupom' : 'Adicionar cupom'}
        </button>
        {applied && (
          <button
            type="button"
            disabled={salvando}
            onClick={() => void useCartStore.getState().saveNow(couponRemoval(useCartStore.getState().servidor))}
            className="rounded border border-gray-500 bg-white px-3 py-2 font-semibold text-gray-900 disabled:opacity-50"
          >
            Remover cupom
          </button>
        )}
      </div>
      {open &&
        // Outside the page's forms in the DOM: a form inside the checkout's form is invalid HTML.
        createPortal(
          <Suspense fallback={<p className="text-sm">Carregando os cupons…</p>}>
            <CouponModal onClose={() => setOpen(false)} formaPagamento={formaPagamento} />
          </Suspense>,
          document.body,
        )}
    </section>
  );
}
