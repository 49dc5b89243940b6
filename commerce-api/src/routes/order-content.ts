import { orderContentEndpoints } from '../../../lib/contract/order-content';
import { getCustomContent, listCharacteristics } from '../domain/order-content';
import { getSupplierRow } from '../domain/suppliers';
import { defineRoute } from '../http/router';

/**
 * What a supplier adds to the order: its order characteristics and order instructions,
 * declared in lib/contract/order-content.ts (listed apart as `orderContent` in lib/contract/endpoints.ts).
 */
export const orderContentRoutes = [
  defineRoute(orderContentEndpoints.listOrderCharacteristics, async ({ db, params }) => {
    const f = await getSupplierRow(db, params.idfornecedor);
    return { caracteristicas: await listCharacteristics(db, f.idfornecedor) };
  }),

  defineRoute(orderContentEndpoints.getOrderInstructions, async ({ db, params, query }) => {
    const f = await getSupplierRow(db, params.idfornecedor);
    return getCustomContent(db, f.idfornecedor, query.contentType);
  }),
];
