'use client';

import { PageErrorMessage } from '@/components/page-error';

export default function RootError(props: { error: unknown; retry?: () => void; reset: () => void }) {
  return (
    <main id="conteudo" className="mx-auto max-w-xl px-4 py-16 text-center">
      <PageErrorMessage {...props} />
    </main>
  );
}
