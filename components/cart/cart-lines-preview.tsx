import type { CartLineState } from '@/lib/cart/line';
import { priceCart } from '@/lib/rules/cart';
import { formatBRL } from '@/lib/rules/money';
import { formatQuantity } from '@/lib/rules/quantity-text';

/**
 * The saved cart's lines as the server read it, in the server's HTML, while the cart island loads
 * (its JavaScript, then the cart's answer): the shopper sees what is in the cart at the first
 * paint instead of empty boxes. Each line keeps the room the interactive line will take
 * (CartContents swaps them: nothing moves); not interactive, and hidden from assistive technology,
 * which hears 'Carregando o carrinho…' until the real lines come.
 */
export function CartLinesPreview({ linhas }: { linhas: CartLineState[] }) {
  return priceCart(linhas).linhas.map((l) => (
    <div
      key={l.produto.idproduto}
      aria-hidden="true"
      className="flex h-[7.25rem] gap-3 overflow-hidden border-b border-gray-200 py-3"
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- the same thumbnail the line shows (cart-lines.tsx) */}
      <img src={l.produto.imagem} alt="" width={64} height={64} className="h-16 w-16 shrink-0 rounded object-contain" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="font-semibold">{l.produto.nome}</p>
        <p className="text-sm text-gray-700">
          {formatQuantity(l.quantidade, l.produto.unidade)} × {formatBRL(l.preconf)}
        </p>
      </div>
      <p className="shrink-0 text-right font-semibold">{formatBRL(l.totalItem)}</p>
    </div>
  ));
}
