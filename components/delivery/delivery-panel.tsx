'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useId, useState, useTransition } from 'react';

import { CepInput } from '@/components/address/cep-input';
import { QueryProvider } from '@/components/providers/query-provider';
import type { DeliveryType } from '@/lib/contract/common';
import type { DeliveryResult, DeliveryState, SupplierOption } from '@/lib/delivery/api';
import { maskCep } from '@/lib/rules/cep';

import { NotServed } from './not-served';
import { SavedAddresses } from './saved-addresses';
import { StoreList } from './store-list';
import { SupplierOptions } from './supplier-options';
import { TypeChoice } from './type-choice';

const FAILURE = 'Não foi possivel encontrar fornecedores para este endereço';
const RESULTS = new Set(['atual', 'naoAtende', 'escolha', 'erro']);
/** Light shape checks (no zod in the browser bundle; the handlers build these bodies from lib/delivery/api). */
function asResult(body: unknown): DeliveryResult | null {
  if (!body || typeof body !== 'object') return null;
  return RESULTS.has(String((body as { resultado?: unknown }).resultado)) ? (body as DeliveryResult) : null;
}
function asState(body: unknown): DeliveryState | null {
  return body && typeof body === 'object' && Array.isArray((body as { tipos?: unknown }).tipos)
    ? (body as DeliveryState)
    : null;
}

type Message = { texto: string; nivel: 'aviso' | 'erro' | 'ok' };
type NotServedResult = Extract<DeliveryResult, { resultado: 'naoAtende' }>;

/**
 * The delivery context form (header selector, mobile side menu, address gate): delivery type,
 * CEP, the customer's saved addresses, pickup stores, and the supplier choice list. Every change
 * goes to `<base>/api/entrega/*`; the page then reloads its lists and prices (router.refresh).
 * A place the current supplier does not serve is explained, with the suppliers that do; the
 * shopper stays until they choose. The CEP form also works without JavaScript.
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
  /** The shopper is done (a pickup store chosen, or "keep browsing"): the header closes its drawer. */
  onDone?: () => void;
};

function Panel({ base, tipos, tipoInicial, cepInicial, logado, ativo, onDone }: PanelProps) {
  const router = useRouter();
  const id = useId();
  const [tipo, setTipo] = useState<DeliveryType>(tipoInicial);
  const [cep, setCep] = useState(cepInicial ? maskCep(cepInicial) : '');
  const [opcoes, setOpcoes] = useState<SupplierOption[] | null>(null);
  const [naoAtende, setNaoAtende] = useState<NotServedResult | null>(null);
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
      const res = await fetch(`${base}/api/entrega/estado`, {
        headers: { accept: 'application/json' },
        cache: 'no-store',
        signal,
      });
      const parsed = asState(await res.json());
      if (!parsed) throw new Error('estado');
      return parsed;
    },
  });
  const state: DeliveryState | null = estado.data ?? null;
  // Until the first answer, the type shown may not be the stored one: the radios wait for it.
  const loading = !estado.data && !estado.isError;
  // A fresh answer brings the server's type (and error) into the form: adjusted during render.
  const [seen, setSeen] = useState<DeliveryState | null>(null);
  if (estado.data && estado.data !== seen) {
    setSeen(estado.data);
    setTipo(estado.data.tipoEntrega);
    if (estado.data.erro) setMessage({ texto: estado.data.erro, nivel: 'erro' });
  }

  const clearResults = () => {
    setOpcoes(null);
    setNaoAtende(null);
  };

  const handle = async (r: DeliveryResult, after?: () => void) => {
    if (r.resultado === 'naoAtende') {
      setOpcoes(null);
      setNaoAtende(r);
      setMessage({ texto: r.mensagem, nivel: 'aviso' });
      return;
    }
    if (r.resultado === 'escolha') {
      setNaoAtende(null);
      setOpcoes(r.opcoes);
      // Nothing is saved yet: the shopper (and a screen reader) is told the list below waits for a choice.
      setMessage({
        texto: `${r.opcoes.length} fornecedores atendem este CEP: escolha um na lista abaixo.`,
        nivel: 'aviso',
      });
      return;
    }
    clearResults();
    if (!r.ok) {
      setMessage({ texto: r.erro, nivel: r.nivel });
      if (r.nivel === 'aviso') setCep('');
      router.refresh();
      return;
    }
    setMessage({ texto: 'Pronto! Produtos e preços atualizados.', nivel: 'ok' });
    router.refresh();
    await queryClient.invalidateQueries({ queryKey: stateKey });
    after?.();
  };

  const post = (path: string, body: unknown, after?: () => void) =>
    start(async () => {
      setMessage(null);
      try {
        const res = await fetch(endpoint(path), {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify(body),
        });
        const parsed = asResult(await res.json());
        await handle(parsed ?? { ok: false, resultado: 'erro', erro: FAILURE, nivel: 'erro' }, after);
      } catch {
        setMessage({ texto: FAILURE, nivel: 'erro' });
      }
    });

  const submitCep = (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    post('cep', { cep, tipoEntrega: tipo });
  };

  const typeBusy = pending || loading;
  const changeType = (t: DeliveryType) => {
    if (typeBusy) return;
    // An answer already on its way was asked before this change: it must not undo it.
    void queryClient.cancelQueries({ queryKey: stateKey });
    setTipo(t);
    clearResults();
    post('tipo', { tipoEntrega: t });
  };

  const otherCep = () => {
    clearResults();
    setMessage(null);
    setCep('');
    document.getElementById(`${id}-cep`)?.focus();
  };

  const stay = () => {
    clearResults();
    setMessage(null);
    setCep(cepInicial ? maskCep(cepInicial) : '');
    onDone?.();
  };

  return (
    <div className="space-y-5" aria-busy={pending}>
      <TypeChoice name={`${id}-tipo`} tipos={tipos} tipo={tipo} busy={typeBusy} onChange={changeType} />

      <form method="post" action={endpoint('cep')} onSubmit={submitCep} className="space-y-2">
        <input type="hidden" name="tipoEntrega" value={tipo} />
        <label htmlFor={`${id}-cep`} className="block font-semibold">
          CEP
        </label>
        <div className="flex gap-2">
          <CepInput
            id={`${id}-cep`}
            name="cep"
            required
            value={cep}
            onValueChange={setCep}
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
          {tipo === 'RETIRADA'
            ? 'Informe seu CEP para ver a distância até as lojas.'
            : 'Informe o CEP do endereço de entrega.'}
        </p>
      </form>

      <div role="status" aria-live="polite">
        {/* "Pronto!" only once the radios take a change again (the stored state has been read back). */}
        {pending && (!message || message.nivel === 'ok') ? (
          <p className="p-3 text-gray-700">Atualizando produtos e preços…</p>
        ) : (
          message && (
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
          )
        )}
      </div>

      {naoAtende && (
        <NotServed
          id={id}
          result={naoAtende}
          pending={pending}
          onPickup={() => changeType('RETIRADA')}
          onOtherCep={otherCep}
          onStay={stay}
        />
      )}

      {opcoes && opcoes.length > 0 && (
        <SupplierOptions
          id={`${id}-opcoes`}
          titulo="Fornecedores que atendem este endereço"
          opcoes={opcoes}
          acao="Escolher"
        />
      )}

      {logado && (
        <SavedAddresses
          id={`${id}-enderecos`}
          base={base}
          enderecos={state?.enderecos ?? null}
          pending={pending}
          onChoose={(idendereco) => post('endereco', { idendereco })}
          onAdded={(idendereco) => post('endereco', { idendereco }, onDone)}
        />
      )}

      {tipo === 'RETIRADA' && (
        <StoreList
          id={`${id}-lojas`}
          lojas={state?.lojas ?? null}
          pending={pending}
          onChoose={(idloja) => post('loja', { idloja }, onDone)}
        />
      )}
    </div>
  );
}
