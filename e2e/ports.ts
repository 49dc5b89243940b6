import { readFileSync } from 'node:fs';

/**
 * Ports of the processes Playwright starts (see playwright.config.ts). Overridable so that
 * several e2e runs (or a run beside `npm start`) can share one machine.
 */
export const E2E_API_PORT = Number(process.env.E2E_API_PORT ?? 4100);
export const E2E_STOREFRONT_PORT = Number(process.env.E2E_STOREFRONT_PORT ?? 3100);

/**
 * The target profile's file (E2E_PROFILE, e2e/target.ts validates it): here only its `baseUrl` and `apiUrl`,
 * the defaults of E2E_BASE_URL and E2E_API_URL. A profile means a deployment: Playwright starts no server.
 */
export const E2E_PROFILE = process.env.E2E_PROFILE || undefined;
const profileUrls = ((): { baseUrl?: unknown; apiUrl?: unknown } => {
  if (!E2E_PROFILE) return {};
  try {
    return JSON.parse(readFileSync(E2E_PROFILE, 'utf8')) as { baseUrl?: unknown; apiUrl?: unknown };
  } catch {
    return {}; // e2e/target.ts reports the unreadable file with its reason.
  }
})();
const fromProfile = (v: unknown): string | undefined => (typeof v === 'string' && v ? v : undefined);

/**
 * A deployment to test instead of the local processes (docs/qa.md): its storefront origin, e.g.
 * `https://loja.exemplo.com.br` (or the profile's baseUrl). When set, Playwright starts no server; the
 * store URLs take its scheme and port, and the shared host (localhost, 127.0.0.1) becomes its host. Unset:
 * the local run.
 */
const baseUrl = process.env.E2E_BASE_URL || fromProfile(profileUrls.baseUrl);
export const E2E_BASE_URL: URL | undefined = baseUrl ? new URL(baseUrl) : undefined;

/** The run targets a deployment (E2E_BASE_URL or a profile): no local server is started. */
export const E2E_REMOTE = !!E2E_BASE_URL || !!E2E_PROFILE;

/**
 * The commerce API the tests read their truth from: E2E_API_URL when set (a deployment's API), else the
 * profile's apiUrl, else the local one.
 */
export const E2E_API_URL =
  process.env.E2E_API_URL || fromProfile(profileUrls.apiUrl) || `http://127.0.0.1:${E2E_API_PORT}`;
