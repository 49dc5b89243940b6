import Link from 'next/link';
import type { ReactNode } from 'react';

const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/** next/link for storefront paths, a plain anchor for absolute URLs (mailto:, https:, tel:). */
export function SmartLink({
  href,
  className,
  children,
  ...rest
}: {
  href: string;
  className?: string;
  children: ReactNode;
  'aria-current'?: 'page' | undefined;
  'aria-label'?: string;
}) {
  if (EXTERNAL.test(href)) {
    const web = /^https?:|^\/\//i.test(href);
    return (
      <a href={href} className={className} {...(web ? { rel: 'noopener noreferrer' } : {})} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <Link href={href} prefetch={false} className={className} {...rest}>
      {children}
    </Link>
  );
}
