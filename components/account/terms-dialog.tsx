'use client';

import { useState, useTransition } from 'react';

import { requestMainFocus } from '@/components/ui/focus-main';
import { Modal } from '@/components/ui/modal';
import { followRateLimit } from '@/lib/commerce/rate-limit';

import { acceptTermsAction } from './terms-actions';

/** Terms of use, shown until accepted for this client and supplier. */
export function TermsDialog({ versao, texto }: { versao: string; texto: string }) {
  const [open, setOpen] = useState(true);
  const [erro, setErro] = useState<string | null>(null);
  const [pending, start] = useTransition();
  const accept = () =>
    start(async () => {
      const r = await acceptTermsAction();
      if (!r.ok) {
        if (followRateLimit(r)) return;
        setErro(r.erro);
        return;
      }
      setOpen(false);
      // Reloaded with the terms accepted (prices and permissions may change); the keyboard user's
      // focus then goes to the page's heading, not to the top of the document.
      requestMainFocus();
      window.location.reload();
    });
  return (
    // Opened once hydrated (accepting needs JavaScript); e2e finds it by its title id.
    <Modal
      open={open}
      mandatory
      title="Termos de uso"
      titleId="termos-titulo"
      description={`Versão ${versao}`}
      className="w-[min(92vw,40rem)]"
    >
      <div className="mb-4 max-h-[50vh] overflow-y-auto whitespace-pre-line rounded border border-gray-200 p-3 text-sm">
        {texto}
      </div>
      {erro && (
        <p role="alert" className="mb-3 text-sm text-red-700">
          {erro}
        </p>
      )}
      <button
        type="button"
        onClick={accept}
        disabled={pending}
        className="rounded bg-primary px-5 py-2.5 font-semibold text-on-primary"
      >
        Li e aceito os termos de uso
      </button>
    </Modal>
  );
}
