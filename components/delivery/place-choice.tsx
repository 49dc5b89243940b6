'use client';

import type { ReactNode } from 'react';

/**
 * One row of the delivery panel's lists (saved addresses, pickup stores): what the place is, and
 * the button that makes it the current one (pressed and disabled once it is).
 */
export function PlaceChoice({
  titulo,
  children,
  atual,
  rotuloAtual,
  rotuloEscolher,
  disabled,
  onChoose,
}: {
  titulo: string;
  /** Lines under the title. */
  children: ReactNode;
  atual: boolean;
  rotuloAtual: string;
  rotuloEscolher: string;
  disabled: boolean;
  onChoose: () => void;
}) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 rounded border border-gray-200 p-3">
      <div>
        <p className="font-semibold">{titulo}</p>
        {children}
      </div>
      <button
        type="button"
        disabled={disabled || atual}
        aria-pressed={atual}
        onClick={onChoose}
        className="rounded border border-secondary px-3 py-1.5 text-sm font-semibold disabled:opacity-70"
      >
        {atual ? rotuloAtual : rotuloEscolher}
      </button>
    </li>
  );
}
