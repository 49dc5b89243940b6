'use client';

import type { SavedAddressView } from '@/lib/delivery/api';

import { PlaceChoice } from './place-choice';

/** A logged-in customer's saved addresses; choosing one runs the supplier look-up for it. */
export function SavedAddresses({
  id,
  base,
  enderecos,
  pending,
  onChoose,
}: {
  id: string;
  base: string;
  /** null while loading. */
  enderecos: SavedAddressView[] | null;
  pending: boolean;
  onChoose: (idendereco: string) => void;
}) {
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
      <p className="mt-2">
        <a href={`${base}/conta/enderecos`} className="text-sm font-semibold underline underline-offset-4">
          Gerenciar endereços
        </a>
      </p>
    </section>
  );
}
