'use client';

import { useRef } from 'react';

type Option = { value: string; label: string };

/** The select of the payment-method form: a choice submits at once (the form also has a button without JS). */
export function PaymentMethodSelect({ id, options, value }: { id: string; options: Option[]; value: string }) {
  const ref = useRef<HTMLSelectElement>(null);
  return (
    <select
      ref={ref}
      id={id}
      name="idformapagamento"
      defaultValue={value}
      onChange={() => ref.current?.form?.requestSubmit()}
      className="w-full rounded border border-gray-300 bg-white px-2 py-1 text-sm text-gray-900"
    >
      <option value="">Escolher depois</option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}
