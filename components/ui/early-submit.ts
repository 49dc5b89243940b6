/**
 * Forms whose code arrives after the page (lazy-over-fallback.tsx, decision 0054) are on screen, typed into and
 * sent before it: without their handler the browser would post the page, reload it and lose what was typed. A form
 * marked with `data-lazy-submit` (the lazy component's own, hydrated in place; never its fallback, which is
 * replaced) that nobody handled (its submit reached the window not prevented) is held here, and its component sends
 * it again once it has hydrated (`useHeldSubmit`, held-submit.ts). The module that renders such a form calls
 * `holdEarlySubmits` at its top, so the listener is there from the page's first script. Without JavaScript it posts.
 */
/** Each held form and the button that sent it; the form's component takes (deletes) its entry. */
export const earlySubmits = new WeakMap<HTMLFormElement, HTMLElement | null>();

/** At the top of each module that renders such a form; a second listener finds the submit already held. */
export function holdEarlySubmits() {
  if (typeof window === 'undefined') return;
  // On the window, after React's own listener (on the document) had its chance to handle the submit.
  window.addEventListener('submit', (e) => {
    const form = e.target as HTMLFormElement;
    if (e.defaultPrevented || !form.hasAttribute('data-lazy-submit')) return;
    e.preventDefault();
    earlySubmits.set(form, e.submitter);
  });
}
