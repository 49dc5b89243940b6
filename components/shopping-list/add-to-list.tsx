'use client';

import { lazy, Suspense, useRef, useState } from 'react';

const AddToListDialog = lazy(() => import('./add-to-list-dialog'));

/**
 * "Adicionar à lista" (issue 16) on the product page (one product) and the cart (every line). The
 * button is all that loads with the page; the dialog, its calls and the cart store come on first use.
 */
export function AddToList({ produto, carrinho = false, base }: { produto?: { idproduto: string; nome: string }; carrinho?: boolean; base: string }) {
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
          <AddToListDialog produto={produto} carrinho={carrinho} base={base} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
