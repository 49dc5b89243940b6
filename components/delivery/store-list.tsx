'use client';

import type { StoreView } from '@/lib/delivery/api';

import { PlaceChoice } from './place-choice';

/** Pickup stores: address, opening hours and distance; choosing one makes it the pickup store. */
export function StoreList({
  id,
  lojas,
  pending,
  onChoose,
}: {
  id: string;
  /** null while loading. */
  lojas: StoreView[] | null;
  pending: boolean;
  onChoose: (idloja: string) => void;
}) {
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="mb-2 font-bold">
        Lojas para retirada
      </h3>
      {lojas === null ? (
        <p className="text-sm text-gray-700">Carregando…</p>
      ) : lojas.length === 0 ? (
        <p className="text-sm text-gray-700">Nenhuma loja disponível.</p>
      ) : (
        <ul aria-label="Lojas para retirada" className="space-y-2">
          {lojas.map((l) => (
            <PlaceChoice
              key={l.idloja}
              titulo={l.nome}
              atual={l.escolhida}
              rotuloAtual="Loja escolhida"
              rotuloEscolher={`Escolher ${l.nome}`}
              disabled={pending}
              onChoose={() => onChoose(l.idloja)}
            >
              <p className="text-sm text-gray-700">{l.descricao_endereco_loja}</p>
              {l.horario && <p className="text-sm text-gray-700">Horário: {l.horario}</p>}
              {l.distancia && <p className="text-sm text-gray-700">a {l.distancia}</p>}
            </PlaceChoice>
          ))}
        </ul>
      )}
    </section>
  );
}
