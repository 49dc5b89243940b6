import { ActionForm } from '@/components/order/action-form';
import { SmartLink } from '@/components/smart-link';
import type { Cart } from '@/lib/contract/cart';
import { MAX_LIST_NAME, type ShoppingList } from '@/lib/contract/shopping-list';
import { formatQuantity } from '@/lib/rules/quantity-text';
import { supplierHref } from '@/lib/supplier-href';

import { addCartToListAction } from './actions';
import { Notices } from './notice-banner';

/** /conta/listas/do-carrinho: the cart's products into an own list (their quantities) or a new one. */
export function CartToList({
  base,
  carrinho,
  listas,
  erro,
}: {
  base: string;
  carrinho: Cart;
  listas: Pick<ShoppingList, 'idlista' | 'nome'>[];
  erro?: string;
}) {
  const linhas = carrinho.produtosSelecionados;
  return (
    <section className="flex flex-col gap-6" aria-labelledby="carrinho-lista-titulo">
      <div>
        <p className="mb-2 text-sm">
          <SmartLink href={supplierHref(base, '/carrinho')} className="underline">
            Carrinho
          </SmartLink>
        </p>
        <h1 id="carrinho-lista-titulo" className="text-2xl font-bold">
          Adicionar o carrinho a uma lista
        </h1>
      </div>
      <Notices erro={erro} />
      {linhas.length === 0 ? (
        <p>O carrinho está vazio.</p>
      ) : (
        <>
          <ul
            aria-label="Produtos do carrinho"
            className="flex flex-col divide-y divide-gray-200 rounded border border-gray-300"
          >
            {linhas.map((l) => (
              <li key={l.idproduto} className="p-2 text-sm">
                <span className="font-semibold">{l.nome}</span> — {formatQuantity(l.quantidade, l.unidade)}
              </li>
            ))}
          </ul>
          <ActionForm action={addCartToListAction} className="flex max-w-md flex-col gap-3">
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-1 font-medium">Lista</legend>
              {listas.map((l, i) => (
                <label key={l.idlista} className="flex items-center gap-2">
                  <input type="radio" name="lista" value={l.idlista} defaultChecked={i === 0} />
                  {l.nome}
                </label>
              ))}
              <label className="flex items-center gap-2">
                <input type="radio" name="lista" value="nova" defaultChecked={listas.length === 0} />
                Nova lista
              </label>
            </fieldset>
            <label className="flex flex-col gap-1">
              <span className="font-medium">Nome da nova lista</span>
              <input
                type="text"
                name="nome"
                maxLength={MAX_LIST_NAME}
                autoComplete="off"
                className="rounded border border-gray-500 px-3 py-2"
              />
            </label>
            <button
              type="submit"
              className="w-fit rounded bg-secondary px-4 py-2 font-semibold text-[var(--color-on-secondary)]"
            >
              Salvar na lista
            </button>
          </ActionForm>
        </>
      )}
    </section>
  );
}
