import { deliveryMethodEndpoints } from '../../../lib/contract/delivery-methods';
import { deliveryMethodsForCep, deliveryMethodsForSavedCart } from '../domain/delivery-methods';
import { defineRoute } from '../http/router';

/** Delivery methods and freight, declared in lib/contract/delivery-methods.ts; SQL and rules in domain/delivery-methods. */
export const deliveryMethodRoutes = [
  defineRoute(deliveryMethodEndpoints.listDeliveryMethods, async ({ db, auth, params, query }) =>
    deliveryMethodsForSavedCart(db, auth, params.idfornecedor, query),
  ),

  defineRoute(deliveryMethodEndpoints.estimateFreightByCep, async ({ db, params, query, body }) =>
    deliveryMethodsForCep(db, params.idfornecedor, params.cep, query, body),
  ),
];
