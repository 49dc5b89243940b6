'use client';

import { useEffect, useState, type RefObject } from 'react';

import { earlySubmits } from './early-submit';

/**
 * For a form whose code arrived after the page (early-submit.ts): once it has hydrated, sends again the submit held
 * before, with the button that sent it. Call it after the effect that takes into the state what was typed before
 * hydration: the submit runs on the next render, which has it. `field` is any field of the form.
 */
export function useHeldSubmit(field: RefObject<HTMLInputElement | null>) {
  const [held, setHeld] = useState<{ submitter: HTMLElement | null } | null>(null);
  useEffect(() => {
    const form = field.current?.form;
    if (form && earlySubmits.has(form)) {
      // Read once from outside React (the window's listener), after hydration: the next render has the typed text.
      // eslint-disable-next-line react-hooks/set-state-in-effect -- the submit must wait for that render.
      setHeld({ submitter: earlySubmits.get(form) ?? null });
      earlySubmits.delete(form);
    }
  }, [field]);
  useEffect(() => {
    if (held) field.current?.form?.requestSubmit(held.submitter);
  }, [held, field]);
}
