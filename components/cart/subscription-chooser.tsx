'use client';

import type { SubscriptionType } from '@/lib/contract/subscription';
import { SUBSCRIPTION_TAG } from '@/lib/rules/subscription';
import { useCartStore } from '@/stores/cart-store';

/** 'whitout' (sic, the spec's spelling): no subscription. Not imported from the contract, to keep zod out of this island. */
const NO_SUBSCRIPTION = 'whitout';

function every(days: number): string {
  if (days % 30 === 0) return days === 30 ? 'todo mês' : `a cada ${days / 30} meses`;
  if (days % 7 === 0) return days === 7 ? 'toda semana' : `a cada ${days / 7} semanas`;
  return `a cada ${days} dias`;
}

/**
 * Spec 4 Cart "Subscription", opt-in (decision 0035): a cart with subscription products offers the
 * types, none chosen until the shopper picks one; only those products repeat, and the cart says
 * which and how often. Choosing one reloads the cart; 'whitout' is no subscription.
 */
export function SubscriptionChooser({
  assinaturas,
}: {
  assinaturas: { tipos: SubscriptionType[]; label: string | null };
}) {
  const servidor = useCartStore((s) => s.servidor);
  const saveNow = useCartStore((s) => s.saveNow);
  const recurring = !!servidor?.meta_info.hasRecorrencia && assinaturas.tipos.length > 0;
  if (!recurring || !servidor) return null;
  const selected = servidor.assinaturaSelecionada;
  const tipo = assinaturas.tipos.find((t) => t.idtipoassinatura === selected) ?? null;
  const repeating = servidor.produtosSelecionados.filter((l) => l.disponivel && l.tags.includes(SUBSCRIPTION_TAG));
  const onceOnly = servidor.produtosSelecionados.some((l) => l.disponivel && !l.tags.includes(SUBSCRIPTION_TAG));
  return (
    <div className="flex flex-col gap-2 text-sm">
      <label className="flex flex-col gap-1 font-semibold">
        {assinaturas.label ?? 'Assinatura'}
        <select
          value={selected ?? NO_SUBSCRIPTION}
          disabled={!!servidor.bloqueio_atendimento}
          onChange={(e) => void saveNow({ idtipoassinatura: e.target.value })}
          aria-describedby="assinatura-resumo"
          className="rounded border border-gray-400 p-2 font-normal"
        >
          <option value={NO_SUBSCRIPTION}>Comprar só desta vez</option>
          {assinaturas.tipos.map((t) => (
            <option key={t.idtipoassinatura} value={t.idtipoassinatura}>
              {t.descricao}
            </option>
          ))}
        </select>
      </label>
      <div id="assinatura-resumo" aria-live="polite" className="text-gray-700">
        {tipo ? (
          <>
            <p className="font-semibold text-gray-900">Repete {every(tipo.intervalo_dias)}:</p>
            <ul className="list-disc pl-5">
              {repeating.map((l) => (
                <li key={l.id}>
                  {l.nome} ({l.quantidade} {l.unidade})
                </li>
              ))}
            </ul>
            {onceOnly && <p>Os demais itens são comprados só desta vez.</p>}
          </>
        ) : (
          <p>Nada se repete: este pedido é uma compra única. Escolha uma frequência para assinar.</p>
        )}
        {servidor.meta_info.recorrencia.mensagem && <p>{servidor.meta_info.recorrencia.mensagem}</p>}
      </div>
    </div>
  );
}
