'use client';

import { useEffect, useRef, useState, useTransition } from 'react';
import { acceptTermsAction } from './actions';
import { followRateLimit } from '@/lib/commerce/rate-limit';

/** Terms of use, shown until accepted for this client and supplier. */
export function TermsDialog({ versao, texto }: { versao: string; texto: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [erro, setErro] = useState<string | null>(null);
  const [pending, start] = useTransition();
  useEffect(() => {
    if (!dialog.current?.open) dialog.current?.showModal();
  }, []);
  const accept = () =>
    start(async () => {
      const r = await acceptTermsAction();
      if (!r.ok) {
        if (followRateLimit(r)) return;
        setErro(r.erro);
        return;
      }
      dialog.current?.close();
      window.location.reload();
    });
  return (
    <dialog
      ref={dialog}
      aria-labelledby="termos-titulo"
      onCancel={(e) => e.preventDefault()}
      className="m-auto w-[min(92vw,40rem)] rounded-lg p-6 text-gray-900 backdrop:bg-black/60"
    >
      <h2 id="termos-titulo" className="mb-1 text-xl font-bold">
        Termos de uso
      </h2>
      <p className="mb-3 text-sm text-gray-600">Versão {versao}</p>
      <div className="mb-4 max-h-[50vh] overflow-y-auto whitespace-pre-line rounded border border-gray-200 p-3 text-sm">{texto}</div>
      {erro && (
        <p role="alert" className="mb-3 text-sm text-red-700">
          {erro}
        </p>
      )}
      <button type="button" onClick={accept} disabled={pending} className="rounded bg-primary px-5 py-2.5 font-semibold text-on-primary">
        Li e aceito os termos de uso
      </button>
    </dialog>
  );
}
