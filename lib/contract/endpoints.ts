/**
 * Every endpoint of the commerce API, by feature. The API registers each one with a handler and
 * the agreement test (commerce-api/test/platform/contract-agreement.test.ts) fails when a descriptor is not
 * served or a route has no descriptor here.
 */
import { addressEndpoints, cepEndpoints } from './address';
import { adminEndpoints } from './admin';
import { analyticsEndpoints } from './analytics';
import { attendantEndpoints } from './attendant';
import { cartEndpoints } from './cart';
import { catalogEndpoints } from './catalog';
import { chatEndpoints } from './chat';
import { comboEndpoints } from './combo';
import { contentEndpoints } from './content';
import { couponEndpoints } from './coupon';
import { deliveryMethodEndpoints } from './delivery-methods';
import type { AnyEndpoint } from './endpoint';
import { identityEndpoints } from './identity';
import { sessionEndpoints } from './identity-sessions';
import { imageEndpoints } from './images';
import { invoiceAdminEndpoints, invoiceEndpoints } from './invoice';
import { linkedUserEndpoints } from './linked-users';
import { notificationEndpoints } from './notification';
import { orderContentEndpoints } from './order-content';
import { orderLifeEndpoints } from './order-life';
import { orderReadEndpoints } from './order-read';
import { orderSubmitEndpoints } from './order-submit';
import { paymentEndpoints } from './payment';
import { rebuyEndpoints } from './rebuy';
import { recommendationEndpoints } from './recommendation';
import { representativeEndpoints } from './representatives';
import { searchEndpoints } from './search';
import { shoppingListEndpoints } from './shopping-list';
import { spreadsheetEndpoints } from './spreadsheet';
import { subscriptionAdminEndpoints, subscriptionClientEndpoints, subscriptionEndpoints } from './subscription';
import { configEndpoints, supplierEndpoints } from './supplier';
import { systemEndpoints } from './system';

export const ENDPOINTS_BY_FEATURE = {
  system: systemEndpoints,
  catalog: catalogEndpoints,
  suppliers: supplierEndpoints,
  config: configEndpoints,
  analytics: analyticsEndpoints,
  images: imageEndpoints,
  search: searchEndpoints,
  content: contentEndpoints,
  identity: identityEndpoints,
  sessions: sessionEndpoints,
  representatives: representativeEndpoints,
  linkedUsers: linkedUserEndpoints,
  admin: adminEndpoints,
  addresses: addressEndpoints,
  cep: cepEndpoints,
  cart: cartEndpoints,
  attendant: attendantEndpoints,
  subscriptions: { ...subscriptionEndpoints, ...subscriptionClientEndpoints, ...subscriptionAdminEndpoints },
  coupons: couponEndpoints,
  deliveryMethods: deliveryMethodEndpoints,
  // Served apart from the rest of the orders (routes/order-content.ts); `orders` lists the others.
  orderContent: orderContentEndpoints,
  orders: {
    ...orderSubmitEndpoints,
    ...orderReadEndpoints,
    ...orderLifeEndpoints,
    // Not in the spec (decision 0052).
    ...rebuyEndpoints,
  },
  payments: paymentEndpoints,
  // After the sale: titles and credit, NF-e (DANFE and XML), order export.
  invoices: { ...invoiceEndpoints, ...invoiceAdminEndpoints },
  // Shopping lists and the spreadsheet quick order.
  shoppingLists: { ...shoppingListEndpoints, ...spreadsheetEndpoints },
  // Chat per order: tickets for the socket, rooms and unread counts, message pages.
  chat: chatEndpoints,
  // Promotional combos and recommendations.
  combos: comboEndpoints,
  recommendations: recommendationEndpoints,
  // Order notification emails: the account's preferences and the one-click unsubscribe.
  notifications: notificationEndpoints,
} satisfies Record<string, Record<string, AnyEndpoint>>;

export const ALL_ENDPOINTS: readonly AnyEndpoint[] = Object.values(ENDPOINTS_BY_FEATURE).flatMap((group) =>
  Object.values(group),
);
