'use client';

import { useActionState, useEffect, useRef } from 'react';

import { usePermalink } from '@/components/ui/postback-form';
import { receiveCart } from '@/stores/receive-cart';

import { applyListAction, type ApplyState } from './actions';

/**
 * 'Aplicar ao carrinho' (spec 4 "Shopping list": ends with success, error or unknown). Success and
 * unknown go to the supplier home (the header's cart store takes the cart answered, if any); an
 * error stays here with its message. Works without JavaScript too (the action redirects).
 */
export function ApplyList({ idlista }: { idlista: string }) {
  const [state, action, pending] = useActionState<ApplyState, FormData>(applyListAction, null, usePermalink());
  const js = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (js.current) js.current.value = '1';
  }, []);
  useEffect(() => {
    const carrinho = state?.carrinho;
    const destino = state?.destino;
    void (async () => {
      if (carrinho) await receiveCart(carrinho);
      if (destino) window.location.assign(destino);
    })();
  }, [state]);
  return (
    <form action={action} className="flex flex-col gap-2" data-apply-result={state?.result}>
      <input ref={js} type="hidden" name="js" defaultValue="" />
      <input type="hidden" name="idlista" value={idlista} />
      <button
        type="submit"
        disabled={pending || !!state?.destino}
        className="w-fit rounded bg-secondary px-4 py-2 font-semibold text-[var(--color-on-secondary)] disabled:opacity-60"
      >
        {pending ? 'Aplicando…' : 'Aplicar ao carrinho'}
      </button>
      <div role={state?.result === 'error' ? 'alert' : 'status'} aria-live="polite">
        {state && <p className={state.result === 'error' ? 'text-red-700' : 'text-green-800'}>{state.mensagem}</p>}
      </div>
    </form>
  );
}
