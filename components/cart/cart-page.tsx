'use client';

import { Suspense, lazy, useEffect, useRef } from 'react';
import type { SubscriptionType } from '@/lib/contract/subscription';
import { CouponEntry } from '@/components/coupon/coupon-entry';
import { useCartStore } from '@/stores/cart-store';
import type { CartCheckoutProps } from './cart-checkout';
import { CartContents } from './cart-contents';

// Minimum order, freight estimate and 'Finalizar pedido' load after the page (not in its first load).
const CartCheckout = lazy(() => import('./cart-checkout').then((m) => ({ default: m.CartCheckout })));

/** 'whitout' (sic, the spec's spelling): no subscription. Not imported from the contract, to keep zod out of this island. */
const NO_SUBSCRIPTION = 'whitout';

type Props = {
  base: string;
  assinaturas: { tipos: SubscriptionType[]; label: string | null };
  checkout: Omit<CartCheckoutProps, 'base'>;
  /** The supplier's service hours and convenience fee (server-rendered). */
  info?: React.ReactNode;
};

/** The cart page: the shared contents plus notes, the customer's order number and the subscription. */
export function CartPage({ base, assinaturas, checkout, info }: Props) {
  const observacao = useCartStore((s) => s.observacao);
  const numPedidoCliente = useCartStore((s) => s.numPedidoCliente);
  const setNotes = useCartStore((s) => s.setNotes);
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
      <CartContents base={base}>
        <SubscriptionChooser assinaturas={assinaturas} />
      </CartContents>
      <aside className="flex flex-col gap-3" aria-label="Informações do pedido">
        <CouponEntry />
        <label className="flex flex-col gap-1 text-sm font-semibold">
          Observações do pedido
          <textarea
            value={observacao}
            maxLength={500}
            rows={3}
            onChange={(e) => setNotes({ observacao: e.target.value })}
            className="rounded border border-gray-400 p-2 font-normal"
          />
        </label>
        <label className="flex flex-col gap-1 text-sm font-semibold">
          Número do pedido do cliente
          <input
            value={numPedidoCliente}
            maxLength={40}
            onChange={(e) => setNotes({ numPedidoCliente: e.target.value })}
            className="rounded border border-gray-400 p-2 font-normal"
            autoComplete="off"
          />
        </label>
        <Suspense fallback={null}>
          <CartCheckout base={base} {...checkout} />
        </Suspense>
        {info}
      </aside>
    </div>
  );
}

/**
 * Spec 4 Cart "Subscription": when the cart has recurrence the types are offered and the first is
 * selected by default; choosing one reloads the cart; 'whitout' is no subscription.
 */
function SubscriptionChooser({ assinaturas }: Pick<Props, 'assinaturas'>) {
  const servidor = useCartStore((s) => s.servidor);
  const saveNow = useCartStore((s) => s.saveNow);
  const chosenNone = useRef(false);
  const recurring = !!servidor?.meta_info.hasRecorrencia && assinaturas.tipos.length > 0;
  const selected = servidor?.assinaturaSelecionada ?? null;
  const locked = !!servidor?.bloqueio_atendimento;
  useEffect(() => {
    if (recurring && !selected && !chosenNone.current && !locked) void saveNow({ idtipoassinatura: assinaturas.tipos[0]!.idtipoassinatura });
  }, [recurring, selected, locked, saveNow, assinaturas.tipos]);
  if (!recurring) return null;
  return (
    <label className="flex flex-col gap-1 text-sm font-semibold">
      {assinaturas.label ?? 'Assinatura'}
      <select
        value={selected ?? NO_SUBSCRIPTION}
        disabled={locked}
        onChange={(e) => {
          chosenNone.current = e.target.value === NO_SUBSCRIPTION;
          void saveNow({ idtipoassinatura: e.target.value });
        }}
        className="rounded border border-gray-400 p-2 font-normal"
      >
        {assinaturas.tipos.map((t) => (
          <option key={t.idtipoassinatura} value={t.idtipoassinatura}>
            {t.descricao}
          </option>
        ))}
        <option value={NO_SUBSCRIPTION}>Sem assinatura</option>
      </select>
      {servidor?.meta_info.recorrencia.mensagem && <span className="font-normal text-gray-700">{servidor.meta_info.recorrencia.mensagem}</span>}
    </label>
  );
}
