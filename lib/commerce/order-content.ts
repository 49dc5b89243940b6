import 'server-only';

import { orderContentEndpoints, type OrderCharacteristic } from '@/lib/contract/order-content';

import { commerceCall } from './call';

/**
 * What a supplier adds to the order (spec 7 "Suppliers and configuration"): the order
 * characteristics to ask at checkout and the order instructions to show. Public and rarely
 * changed: cached for 60 s, tagged with the supplier.
 */
const cached = (idfornecedor: string, what: string) => ({
  idfornecedor,
  cache: { revalidate: 60, tags: [`supplier:${idfornecedor}`, `supplier:${idfornecedor}:${what}`] },
});

/** The supplier's order characteristics, in its order (empty when it asks none). */
export async function listOrderCharacteristics(idfornecedor: string): Promise<OrderCharacteristic[]> {
  const r = await commerceCall(
    orderContentEndpoints.listOrderCharacteristics,
    { params: { idfornecedor } },
    cached(idfornecedor, 'order-characteristics'),
  );
  return r.caracteristicas;
}

/** The supplier's order instructions (sanitised HTML), or null when it has none. */
export async function getOrderInstructions(
  idfornecedor: string,
): Promise<{ titulo: string | null; conteudo: string } | null> {
  const r = await commerceCall(
    orderContentEndpoints.getOrderInstructions,
    { params: { idfornecedor }, query: { contentType: 'ORDER_INSTRUCTIONS' } },
    cached(idfornecedor, 'order-instructions'),
  );
  return r.conteudo === null ? null : { titulo: r.titulo, conteudo: r.conteudo };
}

export type { OrderCharacteristic };
