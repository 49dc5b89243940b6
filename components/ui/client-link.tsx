'use client';

import { useRouter } from 'next/navigation';
import { useEffect, type ComponentProps } from 'react';

/**
 * A client navigation where the shopper's experience depends on it (decision 0054): the cart's way
 * to the checkout and back to products (the cart island and its store stay), "Carregar mais" (the list
 * grows where the shopper is). The app router next/navigation already carries, without next/link's
 * ~3 kB; a click with a modifier, another button or a target is the browser's, as with next/link.
 */
export function ClientLink({
  href,
  scroll = true,
  prefetch = false,
  onClick,
  ...rest
}: Omit<ComponentProps<'a'>, 'href'> & { href: string; scroll?: boolean; prefetch?: boolean }) {
  const router = useRouter();
  useEffect(() => {
    if (prefetch) router.prefetch(href);
  }, [prefetch, href, router]);
  return (
    <a
      href={href}
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
