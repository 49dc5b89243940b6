import type { ComponentProps } from 'react';

import { PAGE_LINK_ATTRIBUTE } from '@/components/ui/focus-main';

const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/**
 * A plain anchor: storefront paths load the server-rendered page (no next/link, whose ~3 kB every
 * route carried for the header, menu and footer; decision 0054), marked so the new page opens with
 * the focus on its h1 as a client navigation did; absolute URLs (mailto:, https:, tel:) as they are.
 */
export function SmartLink({
  href,
  className,
  children,
  ...rest
}: Omit<ComponentProps<'a'>, 'href'> & { href: string }) {
  if (EXTERNAL.test(href)) {
    const web = /^https?:|^\/\//i.test(href);
    return (
      <a href={href} className={className} {...(web ? { rel: 'noopener noreferrer' } : {})} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <a href={href} className={className} {...{ [PAGE_LINK_ATTRIBUTE]: '' }} {...rest}>
      {children}
    </a>
  );
}
