'use client';

import { Suspense, lazy } from 'react';
import { useModalOnMount } from '@/components/dialog/use-modal-on-mount';
import type { DeliveryType } from '@/lib/contract/common';

// Server-rendered inside the gate, but its code stays out of every other page's first load.
const DeliveryPanel = lazy(() => import('./delivery-panel').then((m) => ({ default: m.DeliveryPanel })));

/**
 * Access gate (requires-address-to-access / requires-supplier-to-access): rendered by the
 * supplier layout INSTEAD of the page, so no catalog HTML is sent before the shopper says where
 * they are. A modal with the CEP form (a plain form post without JavaScript), login and, for
 * customers, their saved addresses — never a dead end.
 */
export function AddressGate({
  base,
  tipos,
  tipo,
  logado,
  motivo,
  nome,
}: {
  base: string;
  tipos: DeliveryType[];
  tipo: DeliveryType;
  logado: boolean;
  motivo: 'endereco' | 'fornecedor';
  nome: string;
}) {
  const dialog = useModalOnMount();
  return (
    <dialog
      ref={dialog}
      open
      aria-labelledby="portao-entrega-titulo"
      aria-describedby="portao-entrega-texto"
      onCancel={(e) => e.preventDefault()}
      className="fixed inset-0 z-40 m-auto max-h-[90vh] w-[min(92vw,32rem)] overflow-y-auto rounded-lg p-6 text-gray-900 shadow-xl backdrop:bg-black/60"
    >
      <h2 id="portao-entrega-titulo" className="mb-1 text-xl font-bold">
        {motivo === 'endereco' ? 'Informe seu endereço' : 'Escolha o fornecedor'}
      </h2>
      <p id="portao-entrega-texto" className="mb-4 text-gray-700">
        {motivo === 'endereco'
          ? `Para ver os produtos de ${nome}, informe o CEP de entrega.`
          : `Informe seu CEP para escolher o fornecedor que atende você.`}
      </p>
      <Suspense fallback={<p className="text-sm text-gray-700">Carregando…</p>}>
        <DeliveryPanel base={base} tipos={tipos} tipoInicial={tipo} cepInicial={null} logado={logado} ativo />
      </Suspense>
      {!logado && (
        <p className="mt-4 text-sm">
          Já tem cadastro?{' '}
          <a href={`${base}/entrar`} className="font-semibold underline underline-offset-4">
            Entrar
          </a>
        </p>
      )}
    </dialog>
  );
}
