/**
 * The back-office operations the suite needs, behind one adapter (decision 0053, docs/qa.md): what a
 * supplier's staff or the payment provider does on the other side of a journey. The reference API's
 * implementation calls its `/admin` routes with `X-Admin-Key`; a platform plugs its own with
 * `E2E_BACK_OFFICE=<module>` exporting `createBackOffice(api)` with the same shape.
 */
import { isAbsolute, resolve } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import type { z } from 'zod';

import { adminEndpoints, type AdminAlertsResponse, type outboxResponseSchema } from '../lib/contract/admin';
import type { AnyEndpoint, CallArgs } from '../lib/contract/endpoint';
import { orderLifeEndpoints, type PriceQuoteBody } from '../lib/contract/order-life';
import type { Order } from '../lib/contract/order-read';
import type { OrderStatus } from '../lib/contract/order-status';
import { paymentEndpoints } from '../lib/contract/payment';
import { shoppingListEndpoints, type CreateShoppingListBody } from '../lib/contract/shopping-list';
import { callApi } from './api-client';

type OutboxMessage = z.output<typeof outboxResponseSchema>['mensagens'][number];

export type BackOffice = {
  /** The payment provider confirms an order's PIX or boleto. */
  confirmPayment(numpedido: number): Promise<void>;
  /** The supplier moves an order by an allowed transition (docs/order-status.md). */
  moveOrder(numpedido: number, status: OrderStatus): Promise<Order>;
  /** The supplier prices a quote: each item's price in centavos and the last day to accept. */
  priceQuote(numpedido: number, body: PriceQuoteBody): Promise<Order>;
  /** The supplier approves a company's or a person's registration. */
  approveAccount(idcliente: string, idfornecedor: string): Promise<void>;
  /** The supplier sets a client's credit limit on terms (FATURADO), in centavos. */
  setCredit(idcliente: string, idfornecedor: string, limite: number): Promise<void>;
  /** The supplier suggests a shopping list to a client ("Listas sugeridas"). */
  suggestShoppingList(idfornecedor: string, body: Omit<CreateShoppingListBody, 'type'>): Promise<void>;
  /** The messages sent to an address, newest first (the reference API's outbox; a platform's mail catcher). */
  mailTo(para: string, tipo?: string): Promise<OutboxMessage[]>;
  /** A client's availability alerts ("Avise-me"), newest first. */
  availabilityAlerts(idcliente: string, idfornecedor?: string): Promise<AdminAlertsResponse['alertas']>;
};

/** The reference API's back office: its `/admin` routes (and the spec's own calls) with `X-Admin-Key`. */
export function referenceBackOffice(adminKey = process.env.E2E_ADMIN_KEY ?? 'dev-admin-key'): BackOffice {
  const headers = { 'X-Admin-Key': adminKey };
  const call = <E extends AnyEndpoint>(endpoint: E, args: CallArgs<E>) => callApi(endpoint, args, headers);
  return {
    confirmPayment: async (numpedido) => {
      await call(paymentEndpoints.confirmPayment, { params: { numpedido } });
    },
    moveOrder: (numpedido, status) =>
      call(orderLifeEndpoints.setOrderStatus, { params: { numpedido }, body: { status } }),
    priceQuote: (numpedido, body) => call(orderLifeEndpoints.priceQuote, { params: { numpedido }, body }),
    approveAccount: async (idcliente, idfornecedor) => {
      await call(adminEndpoints.approveClient, { params: { idcliente, idfornecedor } });
    },
    setCredit: async (idcliente, idfornecedor, limite) => {
      await call(adminEndpoints.setClientCredit, { params: { idcliente, idfornecedor }, body: { limite } });
    },
    suggestShoppingList: async (idfornecedor, body) => {
      await call(shoppingListEndpoints.createShoppingList, {
        params: { idfornecedor },
        body: { ...body, type: 'TO_CLIENT' },
      });
    },
    mailTo: async (para, tipo) => (await call(adminEndpoints.listOutbox, { query: { para, tipo } })).mensagens,
    availabilityAlerts: async (idcliente, idfornecedor) =>
      (await call(adminEndpoints.listAvailabilityAlerts, { query: { idcliente, idfornecedor } })).alertas,
  };
}

/** The adapter for this run: `E2E_BACK_OFFICE`'s `createBackOffice(api)`, else the reference API's. */
export async function loadBackOffice(api: APIRequestContext): Promise<BackOffice> {
  const modulePath = process.env.E2E_BACK_OFFICE;
  if (!modulePath) return referenceBackOffice();
  const file = isAbsolute(modulePath) ? modulePath : resolve(process.cwd(), modulePath);
  // Through require, so that Playwright's loader compiles a TypeScript module as it does the specs.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const plugged = require(file) as {
    createBackOffice?: (api: APIRequestContext) => BackOffice | Promise<BackOffice>;
  };
  if (typeof plugged.createBackOffice !== 'function')
    throw new Error(`E2E_BACK_OFFICE=${modulePath} não exporta createBackOffice(api)`);
  return plugged.createBackOffice(api);
}
