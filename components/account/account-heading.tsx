import Link from 'next/link';

import { supplierHref } from '@/lib/supplier-url';

/** An account page's title with the way back to 'Minha conta'; `id` labels the page's section. */
export function AccountHeading({ base, id, children }: { base: string; id: string; children: React.ReactNode }) {
  return (
    <div>
      <p className="mb-2 text-sm">
        <Link href={supplierHref(base, '/conta')} prefetch={false} className="underline">
          Minha conta
        </Link>
      </p>
      <h1 id={id} className="text-2xl font-bold">
        {children}
      </h1>
    </div>
  );
}
