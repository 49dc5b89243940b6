'use client';

import { useRef, useState } from 'react';

import { QuantityStepper } from '@/components/cart/quantity-stepper';
import type { CartLineProduct } from '@/lib/cart/line';
import { formatQuantity } from '@/lib/rules/quantity-text';
import { addAllTargets } from '@/lib/rules/rebuy';
import { useCartStore } from '@/stores/cart-store';

export type RebuyItem = { produto: CartLineProduct; quantidade: number };

const inCart = (idproduto: string) =>
  useCartStore.getState().linhas.find((l) => l.produto.idproduto === idproduto)?.quantidade ?? 0;

/**
 * A rebuy card's button (decision 0052): "Adicionar 12 un" puts the last order's quantity in the
 * cart at once; once in the cart, the ordinary stepper takes over.
 */
export function RebuyAdd({ produto, quantidade }: RebuyItem) {
  const current = useCartStore((s) => s.linhas.find((l) => l.produto.idproduto === produto.idproduto)?.quantidade ?? 0);
  const ready = useCartStore((s) => s.idfornecedor !== null && !s.servidor?.bloqueio_atendimento);
  const change = useCartStore((s) => s.change);
  if (current > 0) return <QuantityStepper produto={produto} compact />;
  const text = formatQuantity(quantidade, produto.unidade);
  return (
    <button
      type="button"
      disabled={!ready}
      onClick={() => change(produto, { type: 'SET', value: quantidade })}
      aria-label={`Adicionar ${text} de ${produto.nome} ao carrinho`}
      className="w-full rounded bg-secondary px-3 py-2 text-sm font-semibold text-[var(--color-on-secondary)] disabled:opacity-50"
    >
      Adicionar {text}
    </button>
  );
}

/**
 * "Adicionar todos ao carrinho": every product raised to at least its last quantity, then saved at
 * once through the cart store (the API prices and checks; a failed save keeps the cart and says why).
 */
export function RebuyAddAll({ items }: { items: RebuyItem[] }) {
  const ready = useCartStore((s) => s.idfornecedor !== null && !s.servidor?.bloqueio_atendimento);
  const [status, setStatus] = useState('');
  // Clicks while saving are ignored without disabling the button: a disabled button drops the
  // keyboard focus to <body>.
  const busy = useRef(false);
  const addAll = async () => {
    if (busy.current) return;
    const { change, saveNow } = useCartStore.getState();
    const targets = addAllTargets(
      items.map((i) => ({ ...i, idproduto: i.produto.idproduto })),
      inCart,
    );
    if (targets.length === 0) {
      setStatus('Todos os produtos já estão no carrinho.');
      return;
    }
    busy.current = true;
    setStatus('');
    for (const t of targets) change(t.item.produto, { type: 'SET', value: t.quantidade });
    const reply = await saveNow();
    busy.current = false;
    setStatus(
      reply && !reply.ok
        ? reply.erro
        : `${targets.length} ${targets.length === 1 ? 'produto adicionado' : 'produtos adicionados'} ao carrinho.`,
    );
  };
  return (
    <div className="flex flex-col gap-2">
      <button
        type="button"
        disabled={!ready || items.length === 0}
        onClick={() => void addAll()}
        className="self-start rounded bg-primary px-4 py-2 font-semibold text-on-primary disabled:opacity-50"
      >
        Adicionar todos ao carrinho
      </button>
      <p role="status" className="text-sm text-gray-800">
        {status}
      </p>
    </div>
  );
}
