/**
 * Ports of the processes Playwright starts (see playwright.config.ts). Overridable so that
 * several e2e runs (or a run beside `npm start`) can share one machine.
 */
export const E2E_API_PORT = Number(process.env.E2E_API_PORT ?? 4100);
export const E2E_STOREFRONT_PORT = Number(process.env.E2E_STOREFRONT_PORT ?? 3100);

/**
 * A deployment to test instead of the local processes (docs/qa.md): its storefront origin, e.g.
 * `https://loja.exemplo.com.br`. When set, Playwright starts no server; the store URLs take its scheme
 * and port, and the shared host (localhost, 127.0.0.1) becomes its host. Unset: the local run.
 */
export const E2E_BASE_URL: URL | undefined = process.env.E2E_BASE_URL ? new URL(process.env.E2E_BASE_URL) : undefined;

/** The commerce API the tests read their truth from: E2E_API_URL when set (a deployment's API), else the local one. */
export const E2E_API_URL = process.env.E2E_API_URL || `http://127.0.0.1:${E2E_API_PORT}`;
