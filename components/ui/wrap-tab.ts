import type { KeyboardEvent } from 'react';

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

/** The dialog's own tabbable controls, in order (not those of a dialog nested in it, nor hidden ones). */
function tabbables(dialog: HTMLDialogElement): HTMLElement[] {
  return Array.from(dialog.querySelectorAll<HTMLElement>(TABBABLE)).filter(
    (el) => el.closest('dialog') === dialog && (typeof el.checkVisibility !== 'function' || el.checkVisibility()),
  );
}

/**
 * Keydown handler of a modal <dialog>: Tab on its last control goes to its first, Shift+Tab on
 * the first to the last. Browsers otherwise let the focus leave a modal dialog for their own UI.
 */
export function wrapTab(e: KeyboardEvent<HTMLDialogElement>) {
  if (e.key !== 'Tab' || e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return;
  const dialog = e.currentTarget;
  const items = tabbables(dialog);
  const first = items[0];
  const last = items.at(-1);
  if (!first || !last) return;
  const from = e.target;
  const target = e.shiftKey ? (from === first ? last : null) : from === last ? first : null;
  if (!target) return;
  e.preventDefault();
  target.focus();
}
