'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';

import { focusInDialog, focusMainContent, requestMainFocusForLink, takeMainFocusRequest } from './focus-main';

/**
 * Client navigations keep the layout, so the focus stays on the link that was followed or falls to
 * <body> with the page it was in: on each new path the focus goes to the new page's h1 (or main), as
 * a page load would for a screen reader. On a first load only when the page before asked for it
 * (focus-main.ts): the header search, the login, and the plain storefront links (smart-link.tsx), which
 * load the new page as a whole. A dialog open with the page keeps its focus.
 */
export function RouteFocus() {
  const pathname = usePathname();
  const previous = useRef<string | null>(null);
  useEffect(() => {
    document.addEventListener('click', requestMainFocusForLink);
    return () => document.removeEventListener('click', requestMainFocusForLink);
  }, []);
  useEffect(() => {
    const before = previous.current;
    previous.current = pathname;
    const asked = takeMainFocusRequest();
    if (!asked && (before === null || before === pathname)) return;
    if (focusInDialog()) return;
    focusMainContent();
  }, [pathname]);
  return null;
}
