'use client';

import { useActionState, useEffect, useRef } from 'react';

import { ClientLink } from '@/components/ui/client-link';
import { usePermalink } from '@/components/ui/postback-form';
import { quickOrderPlaceholder, SPREADSHEET_STATUS_LABELS, type SpreadsheetLineStatus } from '@/lib/rules/spreadsheet';
import { supplierHref } from '@/lib/supplier-href';
import { receiveCart } from '@/stores/receive-cart';

import { quickOrderAction, type QuickOrderState } from './actions';

const TONE: Record<SpreadsheetLineStatus, string> = {
  ADICIONADO: 'text-green-800',
  AJUSTADO: 'text-amber-800',
  DESCONHECIDO: 'text-red-800',
  INDISPONIVEL: 'text-red-800',
  INVALIDO: 'text-red-800',
};

const qty = (q: number | null) => (q === null ? '—' : q.toLocaleString('pt-BR', { maximumFractionDigits: 3 }));

/**
 * The quick order form: a CSV or XLSX file (code, quantity) or pasted lines. The answer's table says
 * what became of each line; the good ones are already in the cart (the header's count follows).
 * `exemplo`: one of the supplier's own product codes, shown in the placeholder.
 */
export function QuickOrder({ base, exemplo = null }: { base: string; exemplo?: string | null }) {
  const [state, action, pending] = useActionState<QuickOrderState, FormData>(quickOrderAction, null, usePermalink());
  const result = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const carrinho = state?.resultado?.carrinho;
    const destino = state?.destino;
    if (state?.resultado) result.current?.focus();
    void (async () => {
      if (carrinho) await receiveCart(carrinho);
      if (destino) window.location.assign(destino);
    })();
  }, [state]);
  const r = state?.resultado;
  return (
    <div className="flex flex-col gap-6">
      <form
        action={action}
        className="flex max-w-2xl flex-col gap-4 rounded border border-gray-300 p-4"
        aria-busy={pending || undefined}
      >
        <label className="flex flex-col gap-1">
          <span className="font-medium">Arquivo CSV ou XLSX</span>
          <input
            name="arquivo"
            type="file"
            accept=".csv,.txt,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            className="rounded border border-gray-500 p-2"
          />
        </label>
        <label className="flex flex-col gap-1">
          <span className="font-medium">Ou cole as linhas (código e quantidade)</span>
          <textarea
            name="texto"
            rows={6}
            placeholder={quickOrderPlaceholder(exemplo)}
            className="rounded border border-gray-500 px-3 py-2 font-mono text-sm"
          />
        </label>
        <button
          type="submit"
          disabled={pending}
          className="w-fit rounded bg-secondary px-4 py-2 font-semibold text-[var(--color-on-secondary)] disabled:opacity-60"
        >
          {pending ? 'Enviando…' : 'Adicionar ao carrinho'}
        </button>
        <div role={state && !state.ok ? 'alert' : 'status'} aria-live="polite">
          {state && !state.ok && <p className="text-red-700">{state.mensagem}</p>}
        </div>
      </form>
      {r && (
        <section aria-labelledby="resultado-planilha" className="flex flex-col gap-3">
          <h2 id="resultado-planilha" ref={result} tabIndex={-1} className="text-xl font-bold">
            Resultado
          </h2>
          <p role="status">{r.mensagem}</p>
          <div className="overflow-x-auto">
            <table className="w-full border-collapse text-left text-sm">
              <caption className="mb-2 text-left text-gray-700">O que aconteceu com cada linha enviada</caption>
              <thead>
                <tr className="border-b border-gray-400">
                  <th scope="col" className="p-2">
                    Linha
                  </th>
                  <th scope="col" className="p-2">
                    Código
                  </th>
                  <th scope="col" className="p-2">
                    Produto
                  </th>
                  <th scope="col" className="p-2 text-right">
                    Pedida
                  </th>
                  <th scope="col" className="p-2 text-right">
                    No carrinho
                  </th>
                  <th scope="col" className="p-2">
                    Situação
                  </th>
                </tr>
              </thead>
              <tbody>
                {r.linhas.map((l) => (
                  <tr key={`${l.linha}-${l.codigo}`} className="border-b border-gray-200" data-line-status={l.status}>
                    <th scope="row" className="p-2 font-normal">
                      {l.linha}
                    </th>
                    <td className="p-2">{l.codigo || '—'}</td>
                    <td className="p-2">{l.nome ?? '—'}</td>
                    <td className="p-2 text-right">{qty(l.quantidadeSolicitada)}</td>
                    <td className="p-2 text-right">{qty(l.quantidade)}</td>
                    <td className={`p-2 font-semibold ${TONE[l.status]}`}>
                      {SPREADSHEET_STATUS_LABELS[l.status]}
                      <span className="block font-normal text-gray-800">{l.mensagem}</span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p>
            <ClientLink prefetch href={supplierHref(base, '/carrinho')} className="font-semibold underline">
              Ver carrinho
            </ClientLink>
          </p>
        </section>
      )}
    </div>
  );
}
