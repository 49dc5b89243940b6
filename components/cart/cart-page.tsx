'use client';

import { lazy, Suspense } from 'react';

import { CouponEntry } from '@/components/coupon/coupon-entry';
import type { SubscriptionType } from '@/lib/contract/subscription';
import { useCartStore } from '@/stores/cart-store';

import type { CartCheckoutProps } from './cart-checkout';
import { CartContents } from './cart-contents';
import { CartNotesFields } from './cart-page-view';

// Minimum order, freight estimate and 'Finalizar pedido' load after the page (not in its first load);
// so does the subscription choice (only carts with recurring products show it).
const CartCheckout = lazy(() => import('./cart-checkout').then((m) => ({ default: m.CartCheckout })));
const SubscriptionChooser = lazy(() =>
  import('./subscription-chooser').then((m) => ({ default: m.SubscriptionChooser })),
);

type Props = {
  base: string;
  assinaturas: { tipos: SubscriptionType[]; label: string | null };
  checkout: Omit<CartCheckoutProps, 'base'>;
  /** The supplier's service hours and convenience fee (server-rendered). */
  info?: React.ReactNode;
  /** The saved cart's lines as the server read it (CartLinesPreview), shown while the cart loads. */
  previa?: React.ReactNode;
};

/** The cart page: the shared contents plus notes, the customer's order number and the subscription. */
export function CartPage({ base, assinaturas, checkout, info, previa }: Props) {
  const observacao = useCartStore((s) => s.observacao);
  const numPedidoCliente = useCartStore((s) => s.numPedidoCliente);
  const setNotes = useCartStore((s) => s.setNotes);
  // The two grid cells (lines, then the aside); the grid itself is the server page's (carrinho/page.tsx).
  return (
    <>
      <CartContents base={base} previa={previa}>
        <Suspense fallback={null}>
          <SubscriptionChooser assinaturas={assinaturas} />
        </Suspense>
      </CartContents>
      <aside className="flex flex-col gap-3" aria-label="Informações do pedido">
        <CouponEntry />
        <CartNotesFields observacao={observacao} numPedidoCliente={numPedidoCliente} onChange={setNotes} />
        <Suspense fallback={null}>
          <CartCheckout base={base} {...checkout} />
        </Suspense>
        {info}
      </aside>
    </>
  );
}
