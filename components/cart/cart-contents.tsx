'use client';

import { useEffect } from 'react';

import { ClientLink } from '@/components/ui/client-link';
import { priceCart } from '@/lib/rules/cart';
import { formatBRL } from '@/lib/rules/money';
import { supplierHref } from '@/lib/supplier-href';
import { useCartStore } from '@/stores/cart-store';

import { CartLines } from './cart-lines';
import { CartEmptyView, CartLoadingView } from './cart-page-view';

/** Lines, totals, the negotiation lock and the messages of the cart: the drawer and the page share it. */
export function CartContents({
  base,
  children,
  previa,
}: {
  base: string;
  children?: React.ReactNode;
  previa?: React.ReactNode;
}) {
  const linhas = useCartStore((s) => s.linhas);
  const servidor = useCartStore((s) => s.servidor);
  const salvando = useCartStore((s) => s.salvando);
  const pronto = useCartStore((s) => s.pronto);
  const aviso = useCartStore((s) => s.aviso);
  const unlock = useCartStore((s) => s.unlock);
  const dismiss = useCartStore((s) => s.dismissNotice);
  const viewed = useCartStore((s) => s.viewed);
  useEffect(() => viewed(), [viewed]);

  const { totalCompras } = priceCart(linhas.map((l) => ({ ...l })));
  const synced = !!servidor && !salvando && servidor.totalCompras === totalCompras;
  const desconto = synced ? (servidor.valorDesconto ?? 0) : 0;

  return (
    <div className="flex flex-col gap-4" aria-busy={salvando}>
      {aviso && (
        <div
          role={aviso.tipo === 'erro' ? 'alert' : 'status'}
          className={`flex items-start justify-between gap-2 rounded p-3 text-sm font-semibold ${aviso.tipo === 'erro' ? 'bg-red-50 text-red-900' : 'bg-amber-50 text-amber-900'}`}
        >
          <span>{aviso.texto}</span>
          <button type="button" onClick={dismiss} className="underline">
            Ok
          </button>
        </div>
      )}
      {servidor?.bloqueio_atendimento && (
        <section
          aria-labelledby="carrinho-bloqueado"
          className="rounded border border-amber-400 bg-amber-50 p-3 text-amber-950"
        >
          <h3 id="carrinho-bloqueado" className="font-bold">
            Carrinho em negociação
          </h3>
          <p className="text-sm">
            {servidor.atendente ? `${servidor.atendente.nome} negociou` : 'O atendente negociou'} os preços deste
            carrinho. Enquanto a negociação estiver ativa o carrinho não pode ser alterado e o pedido vai com os preços
            negociados.
          </p>
          <button
            type="button"
            onClick={() => void unlock()}
            disabled={salvando}
            className="mt-2 rounded border border-amber-700 bg-white px-3 py-1 text-sm font-semibold disabled:opacity-50"
          >
            Desbloquear carrinho
          </button>
        </section>
      )}
      {linhas.length === 0 && !pronto && previa ? (
        // The saved cart's lines as the server read them (CartLinesPreview), shown while it loads.
        <CartLoadingView>{previa}</CartLoadingView>
      ) : linhas.length === 0 ? (
        <CartEmptyView texto={pronto || !servidor ? 'Seu carrinho está vazio.' : 'Carregando o carrinho…'}>
          <ClientLink prefetch href={supplierHref(base, '/busca')} className="underline">
            Ver produtos
          </ClientLink>
        </CartEmptyView>
      ) : (
        <>
          <CartLines base={base} />
          {children}
          <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 border-t border-gray-200 pt-3 text-sm">
            <dt>Subtotal</dt>
            <dd className="text-right" aria-label="Subtotal">
              {formatBRL(totalCompras)}
            </dd>
            {synced && servidor.codigoCupom && desconto > 0 && (
              <>
                <dt>Desconto ({servidor.codigoCupom})</dt>
                <dd className="text-right text-green-800">− {formatBRL(desconto)}</dd>
              </>
            )}
            <dt className="text-base font-bold">Total dos produtos</dt>
            <dd className="text-right text-base font-bold" aria-label="Total dos produtos">
              {formatBRL(Math.max(0, totalCompras - desconto))}
            </dd>
          </dl>
          {/* Not the order's total: freight and the convenience fee depend on the method chosen at checkout. */}
          <p className="text-xs text-gray-600">Frete e taxa de conveniência são somados ao finalizar a compra.</p>
          <p className="text-xs text-gray-600" aria-live="polite">
            {salvando ? 'Salvando o carrinho…' : synced ? 'Carrinho salvo.' : ''}
          </p>
        </>
      )}
    </div>
  );
}
