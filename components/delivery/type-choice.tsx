'use client';

import type { DeliveryType } from '@/lib/contract/common';

export const TYPE_LABEL: Record<DeliveryType, string> = { DELIVERY: 'Entrega', RETIRADA: 'Retirada' };

/**
 * Delivery or pickup. Two types: radios that ignore changes (aria-disabled, the group aria-busy) while `busy` — until
 * the panel's state has loaded and while a change is saved — so a click is never undone by an
 * answer that was already on its way. One type: just says which (Adega: 'Retirada').
 */
export function TypeChoice({
  name,
  tipos,
  tipo,
  busy,
  onChange,
}: {
  name: string;
  tipos: DeliveryType[];
  tipo: DeliveryType;
  busy: boolean;
  onChange: (t: DeliveryType) => void;
}) {
  if (tipos.length === 1) {
    const only = tipos[0]!;
    return (
      <p>
        <span className="block font-semibold">{TYPE_LABEL[only]}</span>
        <span className="text-sm text-gray-700">
          {only === 'RETIRADA'
            ? 'Esta loja trabalha só com retirada: escolha a loja.'
            : 'Esta loja trabalha só com entrega.'}
        </span>
      </p>
    );
  }
  return (
    <fieldset aria-busy={busy}>
      <legend className="mb-2 font-semibold">Como você quer receber?</legend>
      <div className="flex flex-wrap gap-4">
        {tipos.map((t) => (
          <label key={t} className="inline-flex items-center gap-2">
            <input
              type="radio"
              name={name}
              value={t}
              checked={tipo === t}
              // aria-disabled, not disabled: a disabled radio drops the keyboard focus to <body>.
              aria-disabled={busy || undefined}
              onChange={() => {
                if (!busy) onChange(t);
              }}
            />
            {TYPE_LABEL[t]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
