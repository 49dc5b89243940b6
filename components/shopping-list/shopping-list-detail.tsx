import { ActionForm } from '@/components/order/action-form';
import { ConfirmStep } from '@/components/order/confirm-step';
import { SmartLink } from '@/components/smart-link';
import type { ShoppingListDetail as Detail, ShoppingList } from '@/lib/contract/shopping-list';
import { formatBRL } from '@/lib/rules/money';
import { formatQuantity } from '@/lib/rules/quantity-text';
import { supplierHref } from '@/lib/supplier-href';

import { copyListProductAction, disableListAction, setListProductAction } from './actions';
import { ApplyList } from './apply-list';
import { Notices } from './notice-banner';

/**
 * /conta/listas/{id}: the list's products (code, quantity, price, availability), applying
 * it to the cart, and for an own list changing quantities, removing, copying and disabling it; from
 * a suggested list products can be copied to an own list.
 */
export function ShoppingListDetail({
  base,
  d,
  outras,
  ok,
  erro,
  confirmar,
  representante = false,
}: {
  base: string;
  d: Detail;
  /** A representative acting for the client: may change a suggested list. */
  representante?: boolean;
  /** The client's other own lists (targets of a copy). */
  outras: Pick<ShoppingList, 'idlista' | 'nome'>[];
  ok?: string;
  erro?: string;
  confirmar: boolean;
}) {
  const { lista, produtos } = d;
  const own = lista.type === 'FROM_CLIENT';
  const editable = own || representante;
  const self = supplierHref(base, `/conta/listas/${lista.idlista}`);
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <p className="text-sm">
          <SmartLink
            href={supplierHref(base, own ? '/conta/listas' : '/conta/listas?aba=sugeridas')}
            className="underline"
          >
            {own ? 'Minhas listas' : 'Listas sugeridas'}
          </SmartLink>
        </p>
        <h1 className="text-2xl font-bold">{lista.nome}</h1>
        {!own && (
          <p className="text-gray-700">
            {lista.autor.tipo === 'REPRESENTANTE' ? 'Sugerida pelo seu representante' : 'Sugerida pelo fornecedor'}:{' '}
            {lista.autor.nome}
          </p>
        )}
      </div>
      <Notices ok={ok} erro={erro} />
      {produtos.length > 0 && <ApplyList idlista={lista.idlista} />}

      <section aria-labelledby="lista-produtos" className="flex flex-col gap-2">
        <h2 id="lista-produtos" className="text-xl font-bold">
          Produtos
        </h2>
        {produtos.length === 0 ? (
          <p>
            Esta lista ainda não tem produtos. Use &quot;Adicionar à lista&quot; na página de um produto ou no carrinho.
          </p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full border-collapse text-left text-sm">
              <caption className="mb-2 text-left text-gray-700">Produtos da lista, por nome</caption>
              <thead>
                <tr className="border-b border-gray-400">
                  <th scope="col" className="p-2">
                    Produto
                  </th>
                  <th scope="col" className="p-2">
                    Código
                  </th>
                  <th scope="col" className="p-2">
                    Quantidade
                  </th>
                  <th scope="col" className="p-2 text-right">
                    Preço
                  </th>
                  <th scope="col" className="p-2">
                    Ações
                  </th>
                </tr>
              </thead>
              <tbody>
                {produtos.map((p) => (
                  <tr key={p.idproduto} className="border-b border-gray-200 align-top" data-list-product={p.codigo}>
                    <th scope="row" className="p-2 font-normal">
                      <SmartLink
                        href={supplierHref(base, `/produto/${encodeURIComponent(p.slug)}`)}
                        className="font-semibold underline"
                      >
                        {p.nome}
                      </SmartLink>
                      {!p.disponivel && <span className="block text-red-800">Indisponível</span>}
                    </th>
                    <td className="p-2">{p.codigo}</td>
                    <td className="p-2">
                      {editable ? (
                        <ActionForm action={setListProductAction} className="flex items-center gap-1">
                          <input type="hidden" name="idlista" value={lista.idlista} />
                          <input type="hidden" name="idproduto" value={p.idproduto} />
                          <label className="sr-only" htmlFor={`q-${p.idproduto}`}>
                            Quantidade de {p.nome} ({p.unidade})
                          </label>
                          <input
                            id={`q-${p.idproduto}`}
                            name="quantidade"
                            type="number"
                            min={0}
                            step="any"
                            defaultValue={p.quantidade}
                            className="w-20 rounded border border-gray-500 px-2 py-1"
                          />
                          <button type="submit" className="rounded border border-gray-600 px-2 py-1 font-semibold">
                            Salvar
                          </button>
                        </ActionForm>
                      ) : (
                        formatQuantity(p.quantidade, p.unidade)
                      )}
                    </td>
                    <td className="p-2 text-right">{p.preco === null ? '—' : formatBRL(p.preco)}</td>
                    <td className="p-2">
                      <div className="flex flex-col gap-2">
                        {editable && (
                          <ActionForm action={setListProductAction}>
                            <input type="hidden" name="idlista" value={lista.idlista} />
                            <input type="hidden" name="idproduto" value={p.idproduto} />
                            <input type="hidden" name="quantidade" value="0" />
                            <button type="submit" className="underline" aria-label={`Retirar ${p.nome} da lista`}>
                              Retirar
                            </button>
                          </ActionForm>
                        )}
                        {outras.length > 0 && (
                          <ActionForm action={copyListProductAction} className="flex flex-wrap items-center gap-1">
                            <input type="hidden" name="idlista" value={lista.idlista} />
                            <input type="hidden" name="idproduto" value={p.idproduto} />
                            <label className="sr-only" htmlFor={`c-${p.idproduto}`}>
                              Copiar {p.nome} para a lista
                            </label>
                            <select
                              id={`c-${p.idproduto}`}
                              name="idlistadestino"
                              className="max-w-40 rounded border border-gray-500 px-1 py-1"
                            >
                              {outras.map((o) => (
                                <option key={o.idlista} value={o.idlista}>
                                  {o.nome}
                                </option>
                              ))}
                            </select>
                            <button type="submit" className="rounded border border-gray-600 px-2 py-1 font-semibold">
                              Copiar
                            </button>
                          </ActionForm>
                        )}
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      {editable &&
        (confirmar ? (
          <ConfirmStep
            titulo="Desativar lista"
            action={disableListAction}
            campos={{ idlista: lista.idlista }}
            confirmar="Sim, desativar lista"
            voltar={self}
          >
            {own
              ? 'A lista deixará de aparecer em Minhas listas.'
              : 'A lista deixará de aparecer nas listas sugeridas do cliente.'}
          </ConfirmStep>
        ) : (
          <p>
            <SmartLink
              href={`${self}?confirmar=desativar#confirmar`}
              className="inline-block rounded border border-red-700 px-4 py-2 font-semibold text-red-800"
            >
              Desativar lista
            </SmartLink>
          </p>
        ))}
    </div>
  );
}
