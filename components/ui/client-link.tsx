'use client';

import { useRouter } from 'next/navigation';
import type { ComponentProps } from 'react';

/**
 * A client navigation where the shopper's experience depends on it (decision 0054): the cart's way
 * to the checkout and back to products (the cart island and its store stay), "Carregar mais" (the list
 * grows where the shopper is). The app router next/navigation already carries, without next/link's
 * ~3 kB; a click with a modifier, another button or a target is the browser's, as with next/link.
 * `prefetch`: the page is fetched when the shopper points at or focuses the link (next/link also did
 * when it came into view; a link in a closed drawer never does, so no page renders for nothing).
 */
export function ClientLink({
  href,
  scroll = true,
  prefetch = false,
  onClick,
  ...rest
}: Omit<ComponentProps<'a'>, 'href'> & { href: string; scroll?: boolean; prefetch?: boolean }) {
  const router = useRouter();
  const intent = prefetch ? () => router.prefetch(href) : undefined;
  return (
    <a
      href={href}
      onMouseEnter={intent}
      onFocus={intent}
      onTouchStart={intent}
      {...rest}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || event.button !== 0) return;
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        if (rest.target && rest.target !== '_self') return;
        event.preventDefault();
        router.push(href, { scroll });
      }}
    />
  );
}
