'use client';

import { useEffect, useRef, type RefObject } from 'react';

/**
 * A `<dialog open>` rendered by the server (non-modal, so it works without JavaScript) reopened
 * as a modal once hydrated: the page behind it becomes inert. Attach the ref to the dialog.
 */
export function useModalOnMount(): RefObject<HTMLDialogElement | null> {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (d.open) d.close();
    d.showModal();
  }, []);
  return dialog;
}
