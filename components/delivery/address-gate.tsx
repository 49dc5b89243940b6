'use client';

import { lazy, Suspense } from 'react';

import { Modal } from '@/components/ui/modal';
import type { DeliveryType } from '@/lib/contract/common';

// Server-rendered inside the gate, but its code stays out of every other page's first load.
const DeliveryPanel = lazy(() => import('./delivery-panel').then((m) => ({ default: m.DeliveryPanel })));

/**
 * Access gate (requires-address-to-access / requires-supplier-to-access): rendered by the
 * supplier layout over product, listing and content pages (the page behind inert, decision 0045)
 * and instead of every other page. A modal with the CEP form (a plain form post without
 * JavaScript), login and, for customers, their saved addresses — never a dead end.
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
  // Server-rendered open (non-modal, for no-JS); reopened as a modal to block the page behind it.
  return (
    <Modal
      open
      serverOpen
      mandatory
      title={motivo === 'endereco' ? 'Informe seu endereço' : 'Escolha o fornecedor'}
      description={
        motivo === 'endereco'
          ? `Para ver os produtos de ${nome}, informe o CEP de entrega.`
          : `Informe seu CEP para escolher o fornecedor que atende você.`
      }
      className="z-40 max-h-[90vh] w-[min(92vw,32rem)] overflow-y-auto"
    >
      {/* The server streams the panel a moment after the dialog (it is lazy): app/globals.css keeps
          the dialog unseen until it arrives, so it appears whole instead of growing (no layout shift). */}
      <Suspense
        fallback={
          <p data-streaming-panel className="text-sm text-gray-700">
            Carregando…
          </p>
        }
      >
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
    </Modal>
  );
}
