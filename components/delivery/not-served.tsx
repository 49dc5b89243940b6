'use client';

import type { DeliveryResult } from '@/lib/delivery/api';

import { SupplierOptions } from './supplier-options';

type NotServedResult = Extract<DeliveryResult, { resultado: 'naoAtende' }>;

/**
 * The current supplier does not serve the place (the why is in the panel's status line): the
 * suppliers that do, each with a link to go there, and what else the shopper can do — pickup
 * here, another CEP, or keep browsing here. Nothing happens until they choose.
 */
export function NotServed({
  id,
  result,
  pending,
  onPickup,
  onOtherCep,
  onStay,
}: {
  id: string;
  result: NotServedResult;
  pending: boolean;
  onPickup: () => void;
  onOtherCep: () => void;
  onStay: () => void;
}) {
  const button = 'rounded border border-gray-500 px-3 py-1.5 text-sm font-semibold disabled:opacity-60';
  return (
    <div className="space-y-4">
      {result.opcoes.length > 0 && (
        <SupplierOptions
          id={`${id}-outros`}
          titulo="Fornecedores que atendem este endereço"
          opcoes={result.opcoes}
          acao="Ir para"
        />
      )}
      <div role="group" aria-label="Outras opções" className="flex flex-wrap gap-2">
        {result.retirada && (
          <button type="button" className={button} disabled={pending} onClick={onPickup}>
            Escolher retirada em {result.fornecedor}
          </button>
        )}
        <button type="button" className={button} onClick={onOtherCep}>
          Tentar outro CEP
        </button>
        <button type="button" className={button} onClick={onStay}>
          Continuar em {result.fornecedor}
        </button>
      </div>
    </div>
  );
}
