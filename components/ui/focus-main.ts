/**
 * Where a keyboard user's focus goes when what they were on is gone (a new page, a dialog closed with no
 * opener left): the page's h1 inside the main content (focusable with tabIndex -1), or the main itself.
 * A flag in sessionStorage carries the intent across a full page load (the header search, the login).
 */
const REQUEST_KEY = 'focar-conteudo';
export const MAIN_CONTENT_ID = 'conteudo';

export function focusMainContent(): boolean {
  const main = document.getElementById(MAIN_CONTENT_ID);
  if (!main) return false;
  const heading = main.querySelector<HTMLElement>('h1');
  const target = heading ?? main;
  focusOn(target);
  if (!heading) followHeading(main);
  return document.activeElement === target;
}

/** How long a page whose content is still coming may take to bring its h1. */
const HEADING_WAIT_MS = 3000;

function focusOn(target: HTMLElement): void {
  if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
  target.focus();
}

/**
 * The content may still be on its way (a gate just answered, a refresh streaming in): when its h1 comes and
 * the main still holds the focus, the h1 takes it, as if it had been there.
 */
function followHeading(main: HTMLElement): void {
  if (typeof MutationObserver === 'undefined') return;
  const observer = new MutationObserver(() => {
    const heading = main.querySelector<HTMLElement>('h1');
    if (!heading) return;
    stop();
    if (document.activeElement === main) focusOn(heading);
  });
  const timer = setTimeout(stop, HEADING_WAIT_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(main, { childList: true, subtree: true });
}

/** Before a navigation that reloads the page: the next page focuses its main content. */
export function requestMainFocus(): void {
  try {
    sessionStorage.setItem(REQUEST_KEY, '1');
  } catch {
    // Storage refused (private mode): the page loads with the browser's focus.
  }
}

/**
 * Marks a plain storefront link (smart-link.tsx) whose page opens with the focus on its h1, as a client
 * navigation did before those links dropped next/link (decision 0054).
 */
export const PAGE_LINK_ATTRIBUTE = 'data-page-link';

/**
 * A plain left click (or Enter) on a marked link that leaves this page, not into a new tab or window:
 * the page it opens focuses its main content.
 */
export function requestMainFocusForLink(event: MouseEvent): void {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = event.target instanceof Element ? event.target.closest(`a[${PAGE_LINK_ATTRIBUTE}]`) : null;
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self') || link.hasAttribute('download'))
    return;
  if (link.origin !== location.origin) return;
  if (link.pathname === location.pathname && link.search === location.search) return;
  requestMainFocus();
}

export function takeMainFocusRequest(): boolean {
  try {
    const asked = sessionStorage.getItem(REQUEST_KEY) !== null;
    if (asked) sessionStorage.removeItem(REQUEST_KEY);
    return asked;
  } catch {
    return false;
  }
}

/** A modal dialog holds the focus (the age gate, the terms, the address gate): it is theirs. */
export function focusInDialog(): boolean {
  const active = document.activeElement;
  return !!active && active !== document.body && !!active.closest('dialog[open]');
}
