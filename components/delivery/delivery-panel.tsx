'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useId, useState, useTransition } from 'react';
import { QueryProvider } from '@/components/providers/query-provider';
import type { DeliveryResult, DeliveryState, SupplierOption } from '@/lib/delivery/api';
import type { DeliveryType } from '@/lib/contract/common';
import { maskCep } from '@/lib/rules/cep';
import { PlaceChoice } from './place-choice';

const FAILURE = 'Não foi possivel encontrar fornecedores para este endereço';
/** Light shape checks (no zod in the browser bundle; the handlers build these bodies from lib/delivery/api). */
function asResult(body: unknown): DeliveryResult | null {
  if (!body || typeof body !== 'object') return null;
  const r = (body as { resultado?: unknown }).resultado;
  return r === 'atual' || r === 'outro' || r === 'escolha' || r === 'erro' ? (body as DeliveryResult) : null;
}
function asState(body: unknown): DeliveryState | null {
  return body && typeof body === 'object' && Array.isArray((body as { tipos?: unknown }).tipos) ? (body as DeliveryState) : null;
}

const TYPE_LABEL: Record<DeliveryType, string> = { DELIVERY: 'Entrega', RETIRADA: 'Retirar na loja' };

type Message = { texto: string; nivel: 'aviso' | 'erro' | 'ok' };

/**
 * The delivery context form (header selector, mobile side menu, address gate): delivery type,
 * CEP, the customer's saved addresses, pickup stores, and the supplier choice list. Every change
 * goes to `<base>/api/entrega/*`; the page then reloads its lists and prices (router.refresh) or
 * goes to the supplier that serves the place. The CEP form also works without JavaScript.
 */
export function DeliveryPanel(props: PanelProps) {
  // React Query lives only in this lazily loaded island (see components/providers/query-provider.tsx).
  return (
    <QueryProvider>
      <Panel {...props} />
    </QueryProvider>
  );
}

type PanelProps = {
  base: string;
  tipos: DeliveryType[];
  tipoInicial: DeliveryType;
  cepInicial: string | null;
  logado: boolean;
  /** The panel is visible (load stores and addresses only then). */
  ativo: boolean;
};

function Panel({
  base,
  tipos,
  tipoInicial,
  cepInicial,
  logado,
  ativo,
}: PanelProps) {
  const router = useRouter();
  const id = useId();
  const [tipo, setTipo] = useState<DeliveryType>(tipoInicial);
  const [cep, setCep] = useState(cepInicial ? maskCep(cepInicial) : '');
  const [opcoes, setOpcoes] = useState<SupplierOption[] | null>(null);
  const [message, setMessage] = useState<Message | null>(null);
  const [pending, start] = useTransition();
  const endpoint = (p: string) => `${base}/api/entrega/${p}`;

  // Stores and saved addresses, loaded when the panel opens and again after each change.
  const queryClient = useQueryClient();
  const stateKey = ['entrega', base, 'estado'] as const;
  const estado = useQuery({
    queryKey: stateKey,
    enabled: ativo,
    staleTime: 0,
    queryFn: async ({ signal }) => {
      const res = await fetch(`${base}/api/entrega/estado`, { headers: { accept: 'application/json' }, cache: 'no-store', signal });
      const parsed = asState(await res.json());
      if (!parsed) throw new Error('estado');
      return parsed;
    },
  });
  const state: DeliveryState | null = estado.data ?? null;
  // A fresh answer brings the server's type (and error) into the form: adjusted during render.
  const [seen, setSeen] = useState<DeliveryState | null>(null);
  if (estado.data && estado.data !== seen) {
    setSeen(estado.data);
    setTipo(estado.data.tipoEntrega);
    if (estado.data.erro) setMessage({ texto: estado.data.erro, nivel: 'erro' });
  }

  const handle = async (r: DeliveryResult) => {
    if (r.resultado === 'outro') {
      setMessage({ texto: `${r.aviso ? `${r.aviso}. ` : ''}Levando você para ${r.fornecedor}…`, nivel: 'ok' });
      window.location.assign(r.destino);
      return;
    }
    if (r.resultado === 'escolha') {
      setOpcoes(r.opcoes);
      setMessage(r.aviso ? { texto: r.aviso, nivel: 'aviso' } : null);
      return;
    }
    setOpcoes(null);
    if (!r.ok) {
      setMessage({ texto: r.erro, nivel: r.nivel });
      if (r.nivel === 'aviso') setCep('');
      router.refresh();
      return;
    }
    setMessage({ texto: 'Pronto! Produtos e preços atualizados.', nivel: 'ok' });
    router.refresh();
    await queryClient.invalidateQueries({ queryKey: stateKey });
  };

  const post = (path: string, body: unknown) =>
    start(async () => {
      setMessage(null);
      try {
        const res = await fetch(endpoint(path), {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify(body),
        });
        const parsed = asResult(await res.json());
        await handle(parsed ?? { ok: false, resultado: 'erro', erro: FAILURE, nivel: 'erro' });
      } catch {
        setMessage({ texto: FAILURE, nivel: 'erro' });
      }
    });

  const submitCep = (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    post('cep', { cep, tipoEntrega: tipo });
  };

  const changeType = (t: DeliveryType) => {
    setTipo(t);
    setOpcoes(null);
    post('tipo', { tipoEntrega: t });
  };

  const lojas = state?.lojas ?? [];
  const enderecos = state?.enderecos ?? null;

  return (
    <div className="space-y-5" aria-busy={pending}>
      {tipos.length > 1 && (
        <fieldset>
          <legend className="mb-2 font-semibold">Como você quer receber?</legend>
          <div className="flex flex-wrap gap-4">
            {tipos.map((t) => (
              <label key={t} className="inline-flex items-center gap-2">
                <input
                  type="radio"
                  name={`${id}-tipo`}
                  value={t}
                  checked={tipo === t}
                  disabled={pending}
                  onChange={() => changeType(t)}
                />
                {TYPE_LABEL[t]}
              </label>
            ))}
          </div>
        </fieldset>
      )}

      <form method="post" action={endpoint('cep')} onSubmit={submitCep} className="space-y-2">
        <input type="hidden" name="tipoEntrega" value={tipo} />
        <label htmlFor={`${id}-cep`} className="block font-semibold">
          CEP
        </label>
        <div className="flex gap-2">
          <input
            id={`${id}-cep`}
            name="cep"
            inputMode="numeric"
            autoComplete="postal-code"
            placeholder="00000-000"
            maxLength={9}
            required
            value={cep}
            onChange={(e) => setCep(maskCep(e.target.value))}
            aria-describedby={`${id}-cep-ajuda`}
            className="w-36 rounded border border-gray-400 px-3 py-2 text-gray-900"
          />
          <button
            type="submit"
            disabled={pending}
            className="rounded bg-secondary px-4 py-2 font-semibold text-[var(--color-on-secondary)] disabled:opacity-60"
          >
            {tipo === 'RETIRADA' ? 'Buscar lojas' : 'Buscar'}
          </button>
        </div>
        <p id={`${id}-cep-ajuda`} className="text-sm text-gray-700">
          {tipo === 'RETIRADA' ? 'Informe seu CEP para ver a distância até as lojas.' : 'Informe o CEP do endereço de entrega.'}
        </p>
      </form>

      <div role="status" aria-live="polite">
        {message && (
          <p
            className={
              message.nivel === 'ok'
                ? 'rounded bg-green-50 p-3 text-green-900'
                : message.nivel === 'aviso'
                  ? 'rounded bg-amber-50 p-3 font-semibold text-amber-900'
                  : 'rounded bg-red-50 p-3 font-semibold text-red-900'
            }
          >
            {message.texto}
          </p>
        )}
      </div>

      {opcoes && opcoes.length > 0 && (
        <section aria-labelledby={`${id}-opcoes`}>
          <h3 id={`${id}-opcoes`} className="mb-2 font-bold">
            Fornecedores que atendem este endereço
          </h3>
          <ul aria-label="Fornecedores que atendem este endereço" className="divide-y divide-gray-200 rounded border border-gray-200">
            {opcoes.map((o) => (
              <li key={o.idfornecedor} className="flex flex-wrap items-center justify-between gap-2 p-3">
                <div>
                  {o.segmento && <p className="text-xs uppercase tracking-wide text-gray-700">{o.segmento}</p>}
                  <p className="font-semibold">
                    {o.nome}
                    {o.atual ? ' (loja atual)' : ''}
                  </p>
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
                  Escolher {o.nome}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}

      {logado && (
        <section aria-labelledby={`${id}-enderecos`}>
          <h3 id={`${id}-enderecos`} className="mb-2 font-bold">
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
                  onChoose={() => post('endereco', { idendereco: e.idendereco })}
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
      )}

      {tipo === 'RETIRADA' && (
        <section aria-labelledby={`${id}-lojas`}>
          <h3 id={`${id}-lojas`} className="mb-2 font-bold">
            Lojas para retirada
          </h3>
          {state === null ? (
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
                  rotuloEscolher={`Retirar em ${l.nome}`}
                  disabled={pending}
                  onChoose={() => post('loja', { idloja: l.idloja })}
                >
                  <p className="text-sm text-gray-700">{l.descricao_endereco_loja}</p>
                  {l.distancia && <p className="text-sm text-gray-700">a {l.distancia}</p>}
                </PlaceChoice>
              ))}
            </ul>
          )}
        </section>
      )}
    </div>
  );
}
