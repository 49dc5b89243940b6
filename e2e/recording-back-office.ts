/**
 * A back office a platform could plug with E2E_BACK_OFFICE (docs/qa.md): this one has no back office
 * and says so, for e2e/back-office.spec.ts to show the plug is the one used.
 */
import type { APIRequestContext } from '@playwright/test';

import type { BackOffice } from './back-office';

export function createBackOffice(api: APIRequestContext): BackOffice {
  const record = (what: string) => {
    return Promise.reject(new Error(`${what}: sem back-office nesta plataforma (${typeof api})`));
  };
  return {
    confirmPayment: (n) => record(`confirmPayment ${n}`),
    moveOrder: (n, status) => record(`moveOrder ${n} ${status}`),
    priceQuote: (n) => record(`priceQuote ${n}`),
    approveAccount: (c, f) => record(`approveAccount ${c} ${f}`),
    setCredit: (c, f, l) => record(`setCredit ${c} ${f} ${l}`),
    suggestShoppingList: (f) => record(`suggestShoppingList ${f}`),
    mailTo: async () => [],
    availabilityAlerts: async () => [],
  };
}
