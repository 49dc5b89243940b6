'use client';

import { Recommendations } from '@/components/recommendation/recommendations';
import { ClientLink } from '@/components/ui/client-link';
import type { DeliveryType } from '@/lib/contract/common';
import { priceCart } from '@/lib/rules/cart';
import { formatBRL } from '@/lib/rules/money';
import { supplierHref } from '@/lib/supplier-href';
import { useCartStore } from '@/stores/cart-store';

import { FinalizeWaiting, MinimumOrderNote } from './cart-page-view';
import { FreeShippingBar } from './free-shipping-bar';
import { FreightEstimator } from './freight-estimator';

export type CartCheckoutProps = {
  base: string;
  pedidoMinimo: number | null;
  tipoEntrega: DeliveryType;
  cep: string | null;
  /** The supplier's free-freight threshold for this shopper (decision 0048), centavos; null: no bar. */
  freteGratisAcimaDe?: number | null;
  /** The supplier has enable-recommendation-system: the cart's suggestions come in this lazy chunk, after the checkout box. */
  recomendacoes?: boolean;
};

/**
 * The cart page's way out: the supplier's minimum order with what is missing, the
 * freight estimate, and 'Finalizar pedido' (disabled with the reason while the cart is empty).
 * Loaded after the page (React.lazy in cart-page.tsx): not in the /carrinho first load.
 */
export function CartCheckout({
  base,
  pedidoMinimo,
  tipoEntrega,
  cep,
  freteGratisAcimaDe = null,
  recomendacoes = false,
}: CartCheckoutProps) {
  const linhas = useCartStore((s) => s.linhas);
  const { totalCompras } = priceCart(linhas.map((l) => ({ ...l })));
  const empty = linhas.length === 0;
  const falta = pedidoMinimo === null ? 0 : Math.max(0, pedidoMinimo - totalCompras);
  return (
    <div className="flex flex-col gap-3">
      {pedidoMinimo !== null && (
        <MinimumOrderNote pedidoMinimo={pedidoMinimo}>
          {!empty && falta > 0 && (
            <span className="block font-semibold text-amber-900">Faltam {formatBRL(falta)} para o pedido mínimo.</span>
          )}
        </MinimumOrderNote>
      )}
      {!empty && tipoEntrega === 'DELIVERY' && <FreeShippingBar total={totalCompras} limite={freteGratisAcimaDe} />}
      {!empty && <FreightEstimator base={base} tipoEntrega={tipoEntrega} cepInicial={cep} />}
      {empty ? (
        <FinalizeWaiting motivoId="finalizar-motivo" />
      ) : (
        <ClientLink
          prefetch
          href={supplierHref(base, '/finalizar')}
          className="rounded bg-primary px-4 py-3 text-center font-bold text-on-primary"
        >
          Finalizar pedido
        </ClientLink>
      )}
      {recomendacoes && <Recommendations base={base} visao="CARRINHO" />}
    </div>
  );
}

// A combo group's products in the cart ride in this lazy chunk too (most carts have
// none), as its default export so the cart lines' React.lazy needs no mapping.
export { ComboContents as default } from './combo-contents';
