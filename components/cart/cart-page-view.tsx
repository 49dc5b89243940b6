import { formatBRL } from '@/lib/rules/money';
import { supplierHref } from '@/lib/supplier-href';

/**
 * The cart page's markup before the cart has loaded, without its code. The page (cart-page.tsx) loads after the
 * first paint (lazy-cart-page.tsx, decision 0054); React may stream its server render after the page, hidden,
 * and then this is what is in place, and it is what a browser without JavaScript keeps. So it is what the cart
 * page renders on the server, from the same pieces: the saved lines' preview (or the empty cart), the notes,
 * the minimum order and "Finalizar pedido" waiting for products, the supplier's conditions. `motivoId` is its
 * own id: the hidden render keeps the page's ids until it is revealed.
 */
export function CartPageView({
  base,
  previa,
  info,
  pedidoMinimo,
  motivoId,
}: {
  base: string;
  previa?: React.ReactNode;
  info?: React.ReactNode;
  pedidoMinimo: number | null;
  motivoId: string;
}) {
  return (
    <>
      <div className="flex flex-col gap-4" aria-busy={false}>
        {previa ? (
          <CartLoadingView>{previa}</CartLoadingView>
        ) : (
          <CartEmptyView texto="Seu carrinho está vazio.">
            <a href={supplierHref(base, '/busca')} className="underline">
              Ver produtos
            </a>
          </CartEmptyView>
        )}
      </div>
      <aside className="flex flex-col gap-3" aria-label="Informações do pedido">
        <CartNotesFields />
        <div className="flex flex-col gap-3">
          {pedidoMinimo !== null && <MinimumOrderNote pedidoMinimo={pedidoMinimo} />}
          <FinalizeWaiting motivoId={motivoId} />
        </div>
        {info}
      </aside>
    </>
  );
}

/** The saved cart's lines as the server read them (CartLinesPreview), in the room of the lines and totals. */
export function CartLoadingView({ children }: { children: React.ReactNode }) {
  return (
    <div role="status" className="flex flex-col gap-3">
      <span className="sr-only">Carregando o carrinho…</span>
      {children}
      <div className="h-24" />
    </div>
  );
}

/** No line: what the cart says, and the way back to the products (`children`). */
export function CartEmptyView({ texto, children }: { texto: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col items-start gap-2 py-6">
      <p className="text-lg font-semibold">{texto}</p>
      {children}
    </div>
  );
}

type Notes = { observacao?: string; numPedidoCliente?: string };

/** The order's notes and the customer's order number: the cart store's where `onChange` is given, empty otherwise. */
export function CartNotesFields({
  observacao = '',
  numPedidoCliente = '',
  onChange,
}: Notes & { onChange?: (notes: Notes) => void }) {
  // Without a handler (the server's view) the fields are uncontrolled: same markup, no read-only warning.
  const field = (value: string, change: (value: string) => Notes) =>
    onChange
      ? { value, onChange: (e: { target: { value: string } }) => onChange(change(e.target.value)) }
      : { defaultValue: value };
  return (
    <>
      <label className="flex flex-col gap-1 text-sm font-semibold">
        Observações do pedido
        <textarea
          name="observacao"
          {...field(observacao, (v) => ({ observacao: v }))}
          maxLength={500}
          rows={3}
          className="rounded border border-gray-400 p-2 font-normal"
        />
      </label>
      <label className="flex flex-col gap-1 text-sm font-semibold">
        Número do pedido do cliente
        <input
          type="text"
          name="numPedidoCliente"
          {...field(numPedidoCliente, (v) => ({ numPedidoCliente: v }))}
          maxLength={40}
          className="rounded border border-gray-400 p-2 font-normal"
          autoComplete="off"
        />
      </label>
    </>
  );
}

/** The supplier's minimum order; `children`: what is still missing. */
export function MinimumOrderNote({ pedidoMinimo, children }: { pedidoMinimo: number; children?: React.ReactNode }) {
  return (
    <p className="text-sm" aria-live="polite">
      Pedido mínimo: {formatBRL(pedidoMinimo)}
      {children}
    </p>
  );
}

/** "Finalizar pedido" while the cart has no product, with the reason. */
export function FinalizeWaiting({ motivoId }: { motivoId: string }) {
  return (
    <>
      <button
        type="button"
        disabled
        aria-describedby={motivoId}
        className="rounded bg-primary px-4 py-3 text-center font-bold text-on-primary opacity-50"
      >
        Finalizar pedido
      </button>
      <p id={motivoId} className="text-sm text-gray-700">
        Adicione produtos ao carrinho para finalizar o pedido.
      </p>
    </>
  );
}
