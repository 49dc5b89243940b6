import { AccountHeading } from '@/components/account/account-heading';
import { ActionForm } from '@/components/order/action-form';
import { formatDateTime } from '@/components/order/format';
import { SmartLink } from '@/components/smart-link';
import { MAX_LIST_NAME, type ShoppingList } from '@/lib/contract/shopping-list';
import { supplierHref } from '@/lib/supplier-href';

import { createListAction } from './actions';
import { Notices } from './notice-banner';

const SUGGESTED_BY: Record<ShoppingList['autor']['tipo'], string> = {
  CLIENTE: 'criada por você',
  FORNECEDOR: 'sugerida pelo fornecedor',
  REPRESENTANTE: 'sugerida pelo representante',
};

/** /conta/listas: "Minhas listas" (own lists, with the form to create one) and "Listas sugeridas" (by the supplier or a representative). */
export function ShoppingLists({
  base,
  aba,
  listas,
  representante,
  ok,
  erro,
}: {
  base: string;
  aba: 'minhas' | 'sugeridas';
  listas: ShoppingList[];
  /** A representative acting for the client: may suggest lists to it. */
  representante: boolean;
  ok?: string;
  erro?: string;
}) {
  const path = supplierHref(base, '/conta/listas');
  const tab = (active: boolean) =>
    `rounded-t border-b-2 px-4 py-2 font-semibold ${active ? 'border-secondary' : 'border-transparent text-gray-700'}`;
  const minhas = aba === 'minhas';
  return (
    <section className="flex flex-col gap-6" aria-labelledby="listas-titulo">
      <AccountHeading base={base} id="listas-titulo">
        Listas de compras
      </AccountHeading>
      <Notices ok={ok} erro={erro} />
      <nav aria-label="Minhas listas e listas sugeridas" className="flex gap-2 border-b border-gray-300">
        <SmartLink href={path} aria-current={minhas ? 'page' : undefined} className={tab(minhas)}>
          Minhas listas
        </SmartLink>
        <SmartLink href={`${path}?aba=sugeridas`} aria-current={!minhas ? 'page' : undefined} className={tab(!minhas)}>
          Listas sugeridas
        </SmartLink>
      </nav>
      <h2 className="text-xl font-bold">{minhas ? 'Minhas listas' : 'Listas sugeridas'}</h2>
      {!minhas && (
        <p className="text-gray-700">Listas preparadas para você pelo fornecedor ou pelo seu representante.</p>
      )}
      {listas.length === 0 ? (
        <p>
          {minhas
            ? 'Você ainda não tem listas. Crie uma abaixo ou use "Adicionar à lista" num produto ou no carrinho.'
            : 'Nenhuma lista sugerida por enquanto.'}
        </p>
      ) : (
        <ul
          aria-label={minhas ? 'Minhas listas' : 'Listas sugeridas'}
          className="flex flex-col divide-y divide-gray-200 rounded border border-gray-300"
        >
          {listas.map((l) => (
            <li key={l.idlista} className="flex flex-wrap items-baseline justify-between gap-2 p-3">
              <SmartLink href={supplierHref(base, `/conta/listas/${l.idlista}`)} className="font-semibold underline">
                {l.nome}
              </SmartLink>
              <span className="text-sm text-gray-700">
                {l.totalProdutos === 1 ? '1 produto' : `${l.totalProdutos} produtos`}
                {l.type === 'TO_CLIENT' && ` · ${SUGGESTED_BY[l.autor.tipo]}: ${l.autor.nome}`} · atualizada em{' '}
                {formatDateTime(l.atualizadoEm)}
              </span>
            </li>
          ))}
        </ul>
      )}
      {(minhas || representante) && (
        <section
          aria-labelledby="nova-lista"
          className="flex max-w-md flex-col gap-2 rounded border border-gray-300 p-4"
        >
          <h2 id="nova-lista" className="text-lg font-bold">
            {minhas ? 'Nova lista' : 'Nova lista sugerida ao cliente'}
          </h2>
          <ActionForm action={createListAction} className="flex flex-wrap items-end gap-2">
            {!minhas && <input type="hidden" name="sugerida" value="1" />}
            <label className="flex grow flex-col gap-1">
              <span className="font-medium">Nome da lista</span>
              <input
                type="text"
                name="nome"
                required
                maxLength={MAX_LIST_NAME}
                autoComplete="off"
                className="rounded border border-gray-500 px-3 py-2"
              />
            </label>
            <button
              type="submit"
              className="rounded bg-secondary px-4 py-2 font-semibold text-[var(--color-on-secondary)]"
            >
              Criar lista
            </button>
          </ActionForm>
        </section>
      )}
    </section>
  );
}
