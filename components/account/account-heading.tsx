import { SmartLink } from '@/components/smart-link';
import { supplierHref } from '@/lib/supplier-url';

/** An account page's title with the way back to 'Minha conta'; `id` labels the page's section. */
export function AccountHeading({ base, id, children }: { base: string; id: string; children: React.ReactNode }) {
  return (
    <div>
      <p className="mb-2 text-sm">
        <SmartLink href={supplierHref(base, '/conta')} className="underline">
          Minha conta
        </SmartLink>
      </p>
      <h1 id={id} className="text-2xl font-bold">
        {children}
      </h1>
    </div>
  );
}
