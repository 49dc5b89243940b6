/**
 * Delivery methods and freight: the methods a cart can use at a place, priced by each
 * method's rule and scheduled on the supplier's clock (rules in lib/rules/freight.ts).
 */
export { chosenMethod } from './choice';
export { deliveryMethodsForCart, deliveryMethodsForSavedCart, type DeliveryMethodsQuery } from './for-cart';
export { deliveryMethodsForCep } from './for-cep';
export { quoteDeliveryMethods, type Goods, type Place } from './quote';
