'use client';

import { useEffect, useId, useState, useSyncExternalStore } from 'react';

import { fromSummary } from '@/lib/cart/line';
import { readPreferences } from '@/lib/consent/client';
import type { RecommendedProduct } from '@/lib/contract/recommendation';
import { formatBRL } from '@/lib/rules/money';
import { RECOMMENDATION_REASONS, type RecommendationAction, type RecommendationView } from '@/lib/rules/recommendation';
import { supplierHref } from '@/lib/supplier-href';
import { useCartStore } from '@/stores/cart-store';

import type { RecommendationsBody } from './types';

export const RECOMMENDATIONS_TITLE = 'Recomendados para você';

type Props = { base: string; visao: RecommendationView; idproduto?: string };

const noSubscription = () => () => undefined;

/** Only for a logged-in client who allowed personalization cookies; nothing is asked otherwise. */
export function Recommendations(props: Props) {
  const logado = useCartStore((s) => s.logado && s.idfornecedor !== null);
  // Read in the browser only (false in the server HTML): the cookie decides.
  const allowed = useSyncExternalStore(
    noSubscription,
    () => readPreferences().personalization,
    () => false,
  );
  return logado && allowed ? <RecommendationList {...props} /> : null;
}

/**
 * The suggestions of the API for this view, with feedback: a click on a product (CLIQUE), adding
 * it to the cart (ADICIONAR), dismissing it (DISPENSAR: it leaves the list and is not suggested
 * again). The list carries data-ga4-list so GA4's view_item_list / select_item see it too.
 */
function RecommendationList({ base, visao, idproduto }: Props) {
  const headingId = useId();
  const [data, setData] = useState<RecommendationsBody | null>(null);
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const change = useCartStore((s) => s.change);
  const cartIds = useCartStore((s) => s.linhas.map((l) => l.produto.idproduto).join(','));

  useEffect(() => {
    const ctrl = new AbortController();
    const q = new URLSearchParams({ visao, ...(idproduto ? { idproduto } : {}) });
    fetch(`${base}/api/recomendacoes?${q}`, { headers: { accept: 'application/json' }, signal: ctrl.signal })
      .then((r) => r.json() as Promise<RecommendationsBody>)
      .then(setData)
      .catch(() => undefined);
    return () => ctrl.abort();
  }, [base, visao, idproduto]);

  const feedback = (acao: RecommendationAction, item_id: string) => {
    if (!data?.sessao_id) return;
    void fetch(`${base}/api/recomendacoes/feedback`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ acao, visao, item_id, sessao_id: data.sessao_id }),
      keepalive: true,
    }).catch(() => undefined);
  };

  const inCart = new Set(cartIds.split(','));
  const produtos = (data?.produtos ?? []).filter((p) => !hidden.has(p.idproduto));
  if (!data?.sucesso || produtos.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mt-10 mb-8" data-recomendacoes={visao}>
      <h2 id={headingId} className="mb-3 text-xl font-bold">
        {RECOMMENDATIONS_TITLE}
      </h2>
      {/* relative: the buttons' sr-only names are absolutely positioned; with the page as their
          containing block, the off-screen cards' names widened the page past a phone's screen. */}
      <ul
        aria-label={RECOMMENDATIONS_TITLE}
        data-ga4-list={RECOMMENDATIONS_TITLE}
        className="relative flex snap-x gap-3 overflow-x-auto pb-2"
        tabIndex={0}
      >
        {produtos.map((p) => (
          <li key={p.idproduto} className="w-44 shrink-0 snap-start sm:w-52">
            <RecommendationCard
              p={p}
              base={base}
              inCart={inCart.has(p.idproduto)}
              onOpen={() => feedback('CLIQUE', p.idproduto)}
              onAdd={() => {
                const produto = fromSummary(p);
                if (!produto) return;
                change(produto, { type: 'INC' });
                feedback('ADICIONAR', p.idproduto);
              }}
              onDismiss={() => {
                feedback('DISPENSAR', p.idproduto);
                setHidden((h) => new Set([...h, p.idproduto]));
              }}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

function RecommendationCard({
  p,
  base,
  inCart,
  onOpen,
  onAdd,
  onDismiss,
}: {
  p: RecommendedProduct;
  base: string;
  inCart: boolean;
  onOpen: () => void;
  onAdd: () => void;
  onDismiss: () => void;
}) {
  return (
    <article className="flex h-full flex-col gap-2 rounded-lg border border-gray-200 bg-white p-3 shadow-sm">
      {/* eslint-disable-next-line @next/next/no-img-element -- small thumbnail of the API's proxied image, loaded after the page */}
      <img
        src={p.imagem}
        alt=""
        width={160}
        height={160}
        loading="lazy"
        className="mx-auto aspect-square w-full rounded bg-gray-50 object-contain"
      />
      <h3 className="line-clamp-2 text-sm font-semibold leading-snug">
        <a
          href={supplierHref(base, `/produto/${encodeURIComponent(p.slug)}`)}
          onClick={onOpen}
          className="underline-offset-2 hover:underline"
          data-ga4-item={p.idproduto}
          data-ga4-name={p.nome}
          data-ga4-price={p.preco ?? undefined}
        >
          {p.nome}
        </a>
      </h3>
      <p className="text-xs text-gray-700">{RECOMMENDATION_REASONS[p.motivo]}</p>
      {p.preco !== null && <p className="font-bold text-gray-900">{formatBRL(p.preco)}</p>}
      <div className="mt-auto flex flex-wrap items-center gap-2">
        {p.preco !== null && (
          <button
            type="button"
            onClick={onAdd}
            disabled={inCart}
            className="rounded bg-secondary px-3 py-1.5 text-sm font-semibold text-[var(--color-on-secondary)] disabled:opacity-60"
          >
            {inCart ? 'No carrinho' : 'Adicionar'}
            <span className="sr-only"> {p.nome}</span>
          </button>
        )}
        <button type="button" onClick={onDismiss} className="text-sm underline">
          Dispensar<span className="sr-only"> {p.nome}</span>
        </button>
      </div>
    </article>
  );
}
