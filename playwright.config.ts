import { existsSync } from 'node:fs';
import { chromium, defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';

import { E2E_API_PORT, E2E_BASE_URL, E2E_PROFILE, E2E_REMOTE, E2E_STOREFRONT_PORT } from './e2e/ports';
import { readProfile } from './e2e/target';

/**
 * End-to-end tests against the two real processes (docs/decisions/0007-e2e-against-real-processes.md):
 * the commerce API on :4100 with a fresh in-memory PGlite database, and the storefront's
 * production build (`next start`) on :3100. The build must already exist: `npm test`
 * (scripts/test-all.sh) runs `next build` right before this; by hand run
 * `npx next build` first. With E2E_BASE_URL or E2E_PROFILE (a deployment, docs/qa.md) no server is
 * started: the fixtures build the store URLs from the profile (e2e/target.ts) and E2E_BASE_URL.
 *
 * Browser: CHROMIUM_PATH when set; else Playwright's own Chromium when it is installed
 * (`npx playwright install chromium`); else Debian's /usr/bin/chromium (the CI machine has only that).
 * Playwright never downloads a browser by itself.
 */
const CI = !!process.env.CI;

function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  let own = '';
  try {
    own = chromium.executablePath();
  } catch {
    // No browser registry entry for this platform: Debian's below.
  }
  return own && existsSync(own) ? own : '/usr/bin/chromium';
}

/** Desktop Chrome with the run's browser (every project: the setup, its teardown, the tests). */
const browserUse: PlaywrightTestConfig['use'] = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: chromiumPath(),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  },
};

/** The local processes, unless the run targets a deployment (E2E_BASE_URL, E2E_PROFILE): then no webServer at all. */
function localOnly(servers: PlaywrightTestConfig['webServer']): PlaywrightTestConfig['webServer'] {
  return E2E_REMOTE ? undefined : servers;
}

/** A target behind a self-signed certificate (a staging proxy, qa:remote-check) says so in its profile. */
const ignoreHTTPSErrors = E2E_PROFILE ? readProfile(E2E_PROFILE).ignoreHTTPSErrors : false;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: CI,
  workers: 2,
  retries: CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  // docs/qa.md: the HTML report (never opened by itself) is read with `npx playwright show-report`.
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.E2E_JSON_REPORT ?? 'test-results/e2e-results.json' }],
    ['html', { open: 'never', outputFolder: 'playwright-report' }],
  ],
  use: {
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    // Recording a trace costs every test its screencast and snapshots (a tenth of the run's time on 2 cores):
    // CI retries a failure once and records that retry; a local run (no retry) keeps the failing attempt's.
    trace: CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    navigationTimeout: 20_000,
    ...(E2E_BASE_URL ? { baseURL: E2E_BASE_URL.origin } : {}),
    ...(ignoreHTTPSErrors ? { ignoreHTTPSErrors } : {}),
  },
  projects: [
    // docs/qa.md, "Sessões guardadas por papel": each person role logs in once (e2e/auth.setup.ts) before the
    // tests, which start signed in from playwright/.auth/<role>.json (the `signedIn` fixture); the teardown
    // checks that every stored session survived the run. Dependencies ignore --grep and file filters.
    { name: 'setup', testMatch: /auth\.setup\.ts$/, teardown: 'teardown', use: browserUse },
    { name: 'teardown', testMatch: /auth\.teardown\.ts$/, use: browserUse },
    { name: 'chromium', dependencies: ['setup'], use: browserUse },
  ],
  webServer: localOnly([
    {
      name: 'commerce-api',
      // Always a throwaway in-memory database, whatever DATABASE_URL the shell carries.
      command: 'env -u DATABASE_URL node_modules/.bin/tsx commerce-api/src/main.ts',
      // Behind the storefront, which forwards the shopper's address (login throttling).
      env: {
        PORT: String(E2E_API_PORT),
        HOST: '127.0.0.1',
        PGLITE_DATA_DIR: 'memory://',
        TRUSTED_PROXY_HOPS: '1',
        // Every shopper of the run is 127.0.0.1: the per-address send caps scaled past the run's
        // registrations (the per-account and per-destination caps stay as in production).
        SEND_CAPS_ADDRESS_SCALE: '100',
        // A throwaway database: passwords hashed at 2^10 instead of 2^15 (~130 ms of CPU each, hundreds a run).
        SCRYPT_LOG_N: '10',
      },
      url: `http://127.0.0.1:${E2E_API_PORT}/health`,
      timeout: 120_000,
      reuseExistingServer: !CI,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      name: 'storefront',
      // Shell variables that would change resolution are dropped; the test world is the default one.
      // `next start` behind scripts/storefront-server.mjs: the shopper's address is the socket's.
      command: `env -u WHITE_LABEL_SUPPLIER -u PROVIDER_HOME_URL -u TRUSTED_PROXY_HOPS node scripts/storefront-server.mjs -p ${E2E_STOREFRONT_PORT}`,
      env: {
        COMMERCE_API_URL: `http://127.0.0.1:${E2E_API_PORT}`,
        PUBLIC_PORT: String(E2E_STOREFRONT_PORT),
        PUBLIC_PROTOCOL: 'http',
        SHARED_HOSTS: 'localhost,127.0.0.1',
        SESSION_SECRET: process.env.SESSION_SECRET ?? 'e2e-somente-teste-segredo-de-sessao-com-32+-caracteres',
      },
      // 127.0.0.1 is a shared host: `/` is the provider home (needs the API, started first).
      url: `http://127.0.0.1:${E2E_STOREFRONT_PORT}/`,
      timeout: 60_000,
      reuseExistingServer: !CI,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ]),
});
