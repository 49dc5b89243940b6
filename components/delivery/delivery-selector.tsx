'use client';

import { lazy, Suspense, useState } from 'react';

import { Modal } from '@/components/ui/modal';
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
  trigger,
}: {
  base: string;
  tipos: DeliveryType[];
  tipo: DeliveryType;
  cep: string | null;
  rotulo: string;
  detalhe: string | null;
  logado: boolean;
  /** The button's text instead of the place (the checkout's 'Alterar endereço'). */
  trigger?: string;
}) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const show = () => {
    setOpen(true);
    setUsed(true);
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
        {trigger ? (
          <span className="font-semibold">{trigger}</span>
        ) : (
          <>
            <span className="font-semibold">{rotulo}</span>
            {detalhe && <span className="block max-w-full truncate text-xs opacity-90">{detalhe}</span>}
          </>
        )}
      </button>
      <Modal open={open} onClose={() => setOpen(false)} variant="drawer" title="Entrega e retirada">
        {used && (
          <Suspense fallback={<p className="text-sm text-gray-700">Carregando…</p>}>
            <DeliveryPanel
              base={base}
              tipos={tipos}
              tipoInicial={tipo}
              cepInicial={cep}
              logado={logado}
              ativo={open}
              onDone={() => setOpen(false)}
            />
          </Suspense>
        )}
      </Modal>
    </div>
  );
}
