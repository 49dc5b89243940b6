'use client';

import { lazy, Suspense, useState } from 'react';

import type { SavedAddressView } from '@/lib/delivery/api';

import { PlaceChoice } from './place-choice';

// The address form loads when the shopper asks for it, not with the panel.
const AddAddressDialog = lazy(() => import('./add-address'));

/** A logged-in customer's saved addresses; choosing one runs the supplier look-up for it. */
export function SavedAddresses({
  id,
  base,
  enderecos,
  pending,
  onChoose,
  onAdded,
}: {
  id: string;
  base: string;
  /** null while loading. */
  enderecos: SavedAddressView[] | null;
  pending: boolean;
  onChoose: (idendereco: string) => void;
  /** A new address was saved here: it becomes the chosen one. */
  onAdded: (idendereco: string) => void;
}) {
  const [adding, setAdding] = useState(false);
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="mb-2 font-bold">
        Meus endereços
      </h3>
      {enderecos === null ? (
        <p className="text-sm text-gray-700">Carregando…</p>
      ) : enderecos.length === 0 ? (
        <p className="text-sm text-gray-700">Nenhum endereço salvo.</p>
      ) : (
        <ul aria-label="Meus endereços" className="space-y-2">
          {enderecos.map((e) => (
            <PlaceChoice
              key={e.idendereco}
              titulo={`${e.descricao}${e.primario ? ' (principal)' : ''}`}
              atual={e.escolhido}
              rotuloAtual="Endereço atual"
              rotuloEscolher={`Usar ${e.descricao}`}
              disabled={pending}
              onChoose={() => onChoose(e.idendereco)}
            >
              <p className="text-sm text-gray-700">{e.textoendereco}</p>
            </PlaceChoice>
          ))}
        </ul>
      )}
      <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2">
        <button
          type="button"
          disabled={pending}
          onClick={() => setAdding(true)}
          className="rounded border border-gray-500 px-3 py-1.5 text-sm font-semibold disabled:opacity-60"
        >
          Adicionar endereço
        </button>
        <a href={`${base}/conta/enderecos`} className="text-sm font-semibold underline underline-offset-4">
          Gerenciar endereços
        </a>
      </p>
      {adding && (
        <Suspense fallback={<p className="text-sm text-gray-700">Carregando…</p>}>
          <AddAddressDialog base={base} onAdded={onAdded} onClose={() => setAdding(false)} />
        </Suspense>
      )}
    </section>
  );
}
