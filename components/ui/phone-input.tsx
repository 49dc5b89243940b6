'use client';

import type { ComponentPropsWithoutRef } from 'react';

type Props = Omit<ComponentPropsWithoutRef<'input'>, 'value' | 'onChange' | 'type' | 'maxLength'> & {
  /** Controlled value, with `onValueChange`; or leave both out and use `defaultValue` (given masked). */
  value?: string;
  onValueChange?: (text: string) => void;
};

/**
 * Every phone field of the storefront: masked to (11) 98765-4321 or (11) 3031-4500 as it is typed or pasted
 * ('11987654321', '+55 11 98765-4321', '011 3031-4500'), phone keyboard, tel autofill, and the caret kept after the
 * same digit when editing in the middle. Uncontrolled (a server-action form: decision 0042) the field itself holds
 * the masked text, so what was typed before hydration stays and a refused form keeps it. Its form value is the
 * masked text. The mask's code loads with the first change, not with the page: the field sits in forms of the first
 * load (/conta, Fale conosco), whose JavaScript has a budget (decision 0054).
 */
export function PhoneInput({ value, onValueChange, ...rest }: Props) {
  return (
    <input
      placeholder="(11) 98765-4321"
      {...rest}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      value={value}
      onChange={(e) => {
        const el = e.target;
        onValueChange?.(el.value);
        void import('./phone-mask').then((m) => {
          const masked = m.applyPhoneMask(el);
          if (masked !== null) onValueChange?.(masked);
        });
      }}
    />
  );
}
