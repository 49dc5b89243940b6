import type { Route } from '../http/router';
import { addressRoutes } from './addresses';
import { adminRoutes } from './admin';
import { analyticsRoutes } from './analytics';
import { attendantRoutes } from './attendant';
import { authRoutes } from './auth';
import { cartRoutes } from './cart';
import { catalogRoutes } from './catalog';
import { cepRoutes } from './cep';
import { chatRoutes } from './chat';
import { comboRoutes } from './combos';
import { configRoutes } from './config';
import { contentRoutes } from './content';
import { couponRoutes } from './coupons';
import { deliveryMethodRoutes } from './delivery-methods';
import { handoffRoutes } from './handoff';
import { imageRoutes } from './images';
import { invoiceRoutes } from './invoices';
import { linkedUserRoutes } from './linked-users';
import { notificationRoutes } from './notifications';
import { orderContentRoutes } from './order-content';
import { orderLifeRoutes } from './order-life';
import { orderRoutes } from './orders';
import { passwordRoutes } from './password';
import { paymentRoutes } from './payments';
import { recommendationRoutes } from './recommendations';
import { representativeRoutes } from './representatives';
import { searchRoutes } from './search';
import { sessionRoutes } from './sessions';
import { shoppingListRoutes } from './shopping-lists';
import { subscriptionRoutes } from './subscriptions';
import { supplierRoutes } from './suppliers';
import { systemRoutes } from './system';
import { termsRoutes } from './terms';
import { userRoutes } from './users';

/** The route registry. A new spec call = one entry in a feature file listed here. */
export const ROUTES: Route[] = [];
ROUTES.push(
  ...systemRoutes(() => ROUTES),
  ...supplierRoutes,
  ...configRoutes,
  ...catalogRoutes,
  ...imageRoutes,
  ...analyticsRoutes,
);
// Identity.
ROUTES.push(
  ...authRoutes,
  ...userRoutes,
  ...passwordRoutes,
  ...termsRoutes,
  ...handoffRoutes,
  ...representativeRoutes,
  ...linkedUserRoutes,
  ...adminRoutes,
);
// The customer's session list.
ROUTES.push(...sessionRoutes);
// Order notification emails.
ROUTES.push(...notificationRoutes);

// Catalog search and content.
ROUTES.push(...searchRoutes, ...contentRoutes);

// Delivery context: addresses, billing address, CEP and geocoding.
ROUTES.push(...addressRoutes, ...cepRoutes);

// Cart, attendant negotiation, subscriptions and coupons.
ROUTES.push(...cartRoutes, ...attendantRoutes, ...subscriptionRoutes, ...couponRoutes);

// Checkout: delivery methods and freight; order characteristics and instructions.
ROUTES.push(...deliveryMethodRoutes, ...orderContentRoutes);

// Orders placed exactly once, their life after the sale, and payments.
ROUTES.push(...orderRoutes, ...orderLifeRoutes, ...paymentRoutes);

// After the sale: titles and credit, NF-e, order export (subscriptions are with the types above).
ROUTES.push(...invoiceRoutes);

// Shopping lists and the spreadsheet quick order.
ROUTES.push(...shoppingListRoutes);
// Chat per order; the socket.io side is attached to the server in src/chat/.
ROUTES.push(...chatRoutes);
// Promotional combos and recommendations.
ROUTES.push(...comboRoutes, ...recommendationRoutes);
