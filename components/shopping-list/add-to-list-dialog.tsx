'use client';

import { useEffect, useId, useRef, useState, useTransition } from 'react';

import { trackGa4 } from '@/lib/analytics/track';
import { MAX_LIST_NAME } from '@/lib/rules/shopping-list';
import { supplierHref } from '@/lib/supplier-href';
import { useCartStore } from '@/stores/cart-store';

import { addToListAction, myListsAction, type MyList } from './actions';

const NEW = 'nova';

/**
 * The "Adicionar à lista" dialog (loaded on first use): choose an own list or name a new one; the
 * product goes with its quantity in the cart (else 1), through the product's quantity rule on the API.
 * A native modal <dialog>: focus moves in, Esc closes, focus returns to the button.
 */
export default function AddToListDialog({
  produto,
  base,
  onClose,
  tags,
}: {
  produto: { idproduto: string; nome: string; preco: number | null };
  base: string;
  /** The supplier's tags: GA4 add_to_wishlist goes only where it sends events (and the shopper allowed them). */
  tags: readonly string[];
  onClose: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [listas, setListas] = useState<MyList[] | null>(null);
  const [escolha, setEscolha] = useState<string>(NEW);
  const [nome, setNome] = useState('');
  const [erro, setErro] = useState<string | null>(null);
  const [feito, setFeito] = useState<{ mensagem: string; href: string } | null>(null);
  const [pending, start] = useTransition();

  useEffect(() => {
    const d = ref.current;
    if (d && !d.open) d.showModal();
    let live = true;
    void myListsAction().then((r) => {
      if (!live) return;
      if (r.ok) {
        setListas(r.listas);
        if (r.listas[0]) setEscolha(r.listas[0].idlista);
      } else if (r.destino) window.location.assign(r.destino);
      else {
        setListas([]);
        setErro(r.erro);
      }
    });
    return () => {
      live = false;
    };
  }, []);

  const itens = () => {
    const noCarrinho = useCartStore.getState().linhas.find((l) => l.produto.idproduto === produto.idproduto);
    return [{ idproduto: produto.idproduto, quantidade: noCarrinho?.quantidade ?? 1 }];
  };

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setErro(null);
    const lista = itens();
    start(async () => {
      const r = await addToListAction(escolha === NEW ? { nome } : { idlista: escolha }, lista);
      if (r.ok) {
        setFeito({ mensagem: r.mensagem, href: r.href });
        const { preco } = produto;
        if (preco !== null)
          trackGa4(base, tags, (g) => g.addToWishlistEvent({ produto, quantidade: lista[0]!.quantidade, preco }));
      } else if (r.destino) window.location.assign(r.destino);
      else setErro(r.erro);
    });
  };

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      className="w-[min(28rem,calc(100vw-2rem))] rounded border border-gray-400 p-0 backdrop:bg-black/40"
    >
      <div className="flex flex-col gap-4 p-5">
        <h2 id={titleId} className="text-lg font-bold">
          Adicionar à lista: {produto.nome}
        </h2>
        {feito ? (
          <>
            <p role="status" className="text-green-800">
              {feito.mensagem}
            </p>
            <div className="flex flex-wrap gap-3">
              <a
                href={feito.href}
                className="rounded bg-secondary px-4 py-2 font-semibold text-[var(--color-on-secondary)]"
              >
                Ver lista
              </a>
              <button
                type="button"
                autoFocus
                onClick={() => ref.current?.close()}
                className="rounded border border-gray-500 px-4 py-2 font-semibold"
              >
                Fechar
              </button>
            </div>
          </>
        ) : listas === null ? (
          <p role="status">Carregando suas listas…</p>
        ) : (
          <form onSubmit={submit} className="flex flex-col gap-3" aria-busy={pending || undefined}>
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-1 font-medium">Lista</legend>
              {listas.map((l) => (
                <label key={l.idlista} className="flex items-center gap-2">
                  <input
                    type="radio"
                    name="lista"
                    value={l.idlista}
                    checked={escolha === l.idlista}
                    onChange={() => setEscolha(l.idlista)}
                  />
                  {l.nome}
                </label>
              ))}
              <label className="flex items-center gap-2">
                <input
                  type="radio"
                  name="lista"
                  value={NEW}
                  checked={escolha === NEW}
                  onChange={() => setEscolha(NEW)}
                />
                Nova lista
              </label>
            </fieldset>
            {escolha === NEW && (
              <label className="flex flex-col gap-1">
                <span className="font-medium">Nome da nova lista</span>
                <input
                  value={nome}
                  onChange={(e) => setNome(e.target.value)}
                  required
                  maxLength={MAX_LIST_NAME}
                  autoComplete="off"
                  className="rounded border border-gray-500 px-3 py-2"
                />
              </label>
            )}
            {erro && (
              <p role="alert" className="text-red-700">
                {erro}
              </p>
            )}
            <div className="flex flex-wrap gap-3">
              <button
                type="submit"
                disabled={pending}
                className="rounded bg-secondary px-4 py-2 font-semibold text-[var(--color-on-secondary)] disabled:opacity-60"
              >
                {pending ? 'Salvando…' : 'Salvar na lista'}
              </button>
              <button
                type="button"
                onClick={() => ref.current?.close()}
                className="rounded border border-gray-500 px-4 py-2 font-semibold"
              >
                Cancelar
              </button>
            </div>
            <p className="text-sm">
              <a href={supplierHref(base, '/conta/listas')} className="underline">
                Ver minhas listas
              </a>
            </p>
          </form>
        )}
      </div>
    </dialog>
  );
}
