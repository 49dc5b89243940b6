'use client';

import { useEffect, useRef } from 'react';

import type { SubscriptionType } from '@/lib/contract/subscription';
import { useCartStore } from '@/stores/cart-store';

/** 'whitout' (sic, the spec's spelling): no subscription. Not imported from the contract, to keep zod out of this island. */
const NO_SUBSCRIPTION = 'whitout';

/**
 * Spec 4 Cart "Subscription": when the cart has recurrence the types are offered and the first is
 * selected by default; choosing one reloads the cart; 'whitout' is no subscription.
 */
export function SubscriptionChooser({
  assinaturas,
}: {
  assinaturas: { tipos: SubscriptionType[]; label: string | null };
}) {
  const servidor = useCartStore((s) => s.servidor);
  const saveNow = useCartStore((s) => s.saveNow);
  const chosenNone = useRef(false);
  const recurring = !!servidor?.meta_info.hasRecorrencia && assinaturas.tipos.length > 0;
  const selected = servidor?.assinaturaSelecionada ?? null;
  const locked = !!servidor?.bloqueio_atendimento;
  useEffect(() => {
    if (recurring && !selected && !chosenNone.current && !locked)
      void saveNow({ idtipoassinatura: assinaturas.tipos[0]!.idtipoassinatura });
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
      {servidor?.meta_info.recorrencia.mensagem && (
        <span className="font-normal text-gray-700">{servidor.meta_info.recorrencia.mensagem}</span>
      )}
    </label>
  );
}
