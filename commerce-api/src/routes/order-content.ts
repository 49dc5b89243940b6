import { orderEndpoints } from '../../../lib/contract/order';
import { getCustomContent, listCharacteristics } from '../domain/order-content';
import { getSupplierRow } from '../domain/suppliers';
import { defineRoute } from '../http/router';

/**
 * What a supplier adds to the order: its order characteristics and order instructions,
 * declared in lib/contract/order.ts (listed apart as `orderContent` in lib/contract/endpoints.ts).
 */
export const orderContentRoutes = [
  defineRoute(orderEndpoints.listOrderCharacteristics, async ({ db, params }) => {
    const f = await getSupplierRow(db, params.idfornecedor);
    return { caracteristicas: await listCharacteristics(db, f.idfornecedor) };
  }),

  defineRoute(orderEndpoints.getOrderInstructions, async ({ db, params, query }) => {
    const f = await getSupplierRow(db, params.idfornecedor);
    return getCustomContent(db, f.idfornecedor, query.contentType);
  }),
];
