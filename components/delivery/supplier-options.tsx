'use client';

import type { SupplierOption } from '@/lib/delivery/api';

import { CompaniesOnlyBadge } from './companies-only-badge';

/**
 * The suppliers that serve the shopper's place, each with its segment, nearest store and a link
 * that carries the place there (`acao` names the link: 'Escolher', 'Ir para'). Companies-only
 * suppliers are labelled.
 */
export function SupplierOptions({
  titulo,
  opcoes,
  acao,
  id,
}: {
  titulo: string;
  opcoes: SupplierOption[];
  acao: string;
  id: string;
}) {
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="mb-2 font-bold">
        {titulo}
      </h3>
      <ul aria-label={titulo} className="divide-y divide-gray-200 rounded border border-gray-200">
        {opcoes.map((o) => (
          <li key={o.idfornecedor} className="flex flex-wrap items-center justify-between gap-2 p-3">
            <div>
              {o.segmento && <p className="text-xs uppercase tracking-wide text-gray-700">{o.segmento}</p>}
              <p className="font-semibold">
                {o.nome}
                {o.atual ? ' (loja atual)' : ''}
              </p>
              {o.somenteEmpresas && <CompaniesOnlyBadge />}
              {o.loja && (
                <p className="text-sm text-gray-700">
                  {o.loja}
                  {o.distancia ? ` · a ${o.distancia}` : ''}
                </p>
              )}
            </div>
            <a
              href={o.destino}
              className="rounded border border-secondary px-3 py-1.5 text-sm font-semibold text-gray-900 hover:bg-gray-100"
            >
              {acao} {o.nome}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
