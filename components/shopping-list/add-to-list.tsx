'use client';

import { lazy, Suspense, useRef, useState } from 'react';

const AddToListDialog = lazy(() => import('./add-to-list-dialog'));

/**
 * "Adicionar à lista" on the product page. The button is all that loads with the page;
 * the dialog, its calls and the cart store come on first use. (The cart's lines go to a list through
 * /conta/listas/do-carrinho, a server form: /carrinho has no first-load budget left.)
 */
export function AddToList({
  produto,
  base,
  tags,
}: {
  produto: { idproduto: string; nome: string; preco: number | null };
  base: string;
  tags: readonly string[];
}) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };
  return (
    <>
      <button
        ref={trigger}
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className="w-fit rounded border border-secondary px-4 py-2 font-semibold"
      >
        Adicionar à lista
      </button>
      {open && (
        <Suspense fallback={<span role="status">Carregando…</span>}>
          <AddToListDialog produto={produto} base={base} tags={tags} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
