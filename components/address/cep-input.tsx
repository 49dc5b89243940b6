'use client';

import { useLayoutEffect, useRef, useState, type ComponentPropsWithoutRef } from 'react';

import { maskCep, maskedCaret } from '@/lib/rules/cep';

type Props = Omit<ComponentPropsWithoutRef<'input'>, 'value' | 'defaultValue' | 'onChange' | 'type' | 'maxLength'> & {
  /** Controlled value (already masked), with `onValueChange`; or leave both out and use `defaultValue`. */
  value?: string;
  onValueChange?: (masked: string) => void;
  defaultValue?: string;
};

/**
 * Every CEP field of the storefront: masked to 00000-000 as it is typed or pasted ('01310100',
 * '01310-100', ' 01310 100 ' all fit: no maxLength, which would cut a paste with spaces before
 * the mask sees it), numeric keyboard, postal-code autofill, and the caret kept after the same
 * digit when editing in the middle. Its form value is the masked text; the server normalizes it.
 */
export function CepInput({ value, onValueChange, defaultValue, ...rest }: Props) {
  const ref = useRef<HTMLInputElement>(null);
  const [own, setOwn] = useState(() => maskCep(defaultValue ?? ''));
  const caret = useRef<number | null>(null);
  const shown = value ?? own;

  useLayoutEffect(() => {
    const el = ref.current;
    if (el && caret.current !== null && document.activeElement === el)
      el.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  }, [shown]);

  return (
    <input
      placeholder="00000-000"
      {...rest}
      ref={ref}
      type="text"
      inputMode="numeric"
      autoComplete="postal-code"
      value={shown}
      onChange={(e) => {
        const raw = e.target.value;
        const masked = maskCep(raw);
        caret.current = maskedCaret(raw, e.target.selectionStart ?? raw.length, masked);
        if (value === undefined) setOwn(masked);
        onValueChange?.(masked);
      }}
    />
  );
}
