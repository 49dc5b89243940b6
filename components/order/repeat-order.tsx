'use client';

import { useActionState, useEffect } from 'react';

import { ClientLink } from '@/components/ui/client-link';
import { usePermalink } from '@/components/ui/postback-form';
import { supplierHref } from '@/lib/supplier-href';
import { receiveCart } from '@/stores/receive-cart';

import { repeatOrderAction, type RepeatState } from './actions';

/**
 * 'Repetir pedido': the order's items into the cart (a form: works without JavaScript too); the
 * header's cart store takes the cart the API answered, so the count and /carrinho show it at once.
 */
export function RepeatOrder({ base, numpedido }: { base: string; numpedido: number }) {
  const [state, action, pending] = useActionState<RepeatState, FormData>(repeatOrderAction, null, usePermalink());
  useEffect(() => {
    const carrinho = state?.ok ? state.carrinho : null;
    const destino = state?.destino;
    void (async () => {
      if (carrinho) await receiveCart(carrinho);
      if (destino) window.location.assign(destino);
    })();
  }, [state]);
  return (
    <form action={action} className="flex flex-col gap-2">
      <input type="hidden" name="numpedido" value={numpedido} />
      <button
        type="submit"
        disabled={pending}
        className="w-fit rounded bg-secondary px-4 py-2 font-semibold text-[var(--color-on-secondary)] disabled:opacity-60"
      >
        {pending ? 'Carregando…' : 'Repetir pedido'}
      </button>
      <div role="status" aria-live="polite">
        {state && (
          <p className={state.ok ? 'text-green-800' : 'text-red-700'}>
            {state.mensagem}
            {state.detalhe && <span className="block text-sm">{state.detalhe}</span>}
            {state.ok && state.aviso && <span className="block text-sm text-gray-800">{state.aviso}</span>}
            {state.ok && (
              <ClientLink prefetch href={supplierHref(base, '/carrinho')} className="ml-2 font-semibold underline">
                Ver carrinho
              </ClientLink>
            )}
          </p>
        )}
      </div>
    </form>
  );
}
