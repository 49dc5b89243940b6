'use client';

import { PageErrorMessage } from '@/components/page-error';

// Inside the supplier layout: the header and footer stay, only the content area fails.
export default function SupplierError(props: { error: unknown; retry?: () => void; reset: () => void }) {
  return (
    <section role="alert" className="mx-auto max-w-xl py-12 text-center">
      <PageErrorMessage {...props} />
    </section>
  );
}
