/**
 * Ports of the processes Playwright starts (see playwright.config.ts). Overridable so that
 * several e2e runs (or a run beside `npm start`) can share one machine.
 */
export const E2E_API_PORT = Number(process.env.E2E_API_PORT ?? 4100);
export const E2E_STOREFRONT_PORT = Number(process.env.E2E_STOREFRONT_PORT ?? 3100);
export const E2E_API_URL = `http://127.0.0.1:${E2E_API_PORT}`;
