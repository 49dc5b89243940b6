'use client';

import { Suspense, lazy, useRef, useState } from 'react';
import type { DeliveryType } from '@/lib/contract/common';

// The panel (and React Query with it) loads on first use, not with every page.
const loadPanel = () => import('./delivery-panel');
const DeliveryPanel = lazy(() => loadPanel().then((m) => ({ default: m.DeliveryPanel })));

/**
 * Header delivery selector: shows the current type and address or store; opens a side panel
 * (full width on phones: the mobile side menu) with the delivery form.
 */
export function DeliverySelector({
  base,
  tipos,
  tipo,
  cep,
  rotulo,
  detalhe,
  logado,
}: {
  base: string;
  tipos: DeliveryType[];
  tipo: DeliveryType;
  cep: string | null;
  rotulo: string;
  detalhe: string | null;
  logado: boolean;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const show = () => {
    setOpen(true);
    setUsed(true);
    dialog.current?.showModal();
  };
  const close = () => {
    dialog.current?.close();
    setOpen(false);
  };
  return (
    <div data-delivery-selector>
      <button
        type="button"
        onClick={show}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        aria-haspopup="dialog"
        className="flex max-w-[16rem] flex-col items-start rounded border border-current/50 px-3 py-1.5 text-left text-sm hover:bg-white/10"
      >
        <span className="font-semibold">{rotulo}</span>
        {detalhe && <span className="block max-w-full truncate text-xs opacity-90">{detalhe}</span>}
      </button>
      <dialog
        ref={dialog}
        aria-labelledby="entrega-titulo"
        onClose={() => setOpen(false)}
        className="fixed inset-y-0 right-0 left-auto m-0 h-full max-h-none w-full max-w-md overflow-y-auto p-0 text-gray-900 backdrop:bg-black/50"
      >
        <div className="p-6">
          <div className="mb-4 flex items-center justify-between gap-4">
            <h2 id="entrega-titulo" className="text-xl font-bold">
              Entrega e retirada
            </h2>
            <button type="button" onClick={close} className="rounded px-2 py-1 text-sm font-semibold underline underline-offset-4">
              Fechar
            </button>
          </div>
          {used && (
            <Suspense fallback={<p className="text-sm text-gray-700">Carregando…</p>}>
              <DeliveryPanel base={base} tipos={tipos} tipoInicial={tipo} cepInicial={cep} logado={logado} ativo={open} />
            </Suspense>
          )}
        </div>
      </dialog>
    </div>
  );
}
