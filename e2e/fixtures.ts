/**
 * Shared fixtures of the end-to-end tests. The truth comes from the commerce API (the same
 * process the storefront talks to) and from the demo world's fixed identities; tests assert
 * that the page shows what the API returns, never hard-coded copies of it.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import {
  test as base,
  expect,
  type APIRequestContext,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from '@playwright/test';

import { requiredClientAnswers } from '../commerce-api/seed/client-characteristics';
import { DEMO_CEPS, DEMO_PASSWORD, DEMO_SUPPLIERS, type DemoSupplierKey } from '../commerce-api/seed/demo-world';
import { orderCharacteristicRows } from '../commerce-api/seed/order-content';
import { stableUuid } from '../commerce-api/seed/util';
import type { ProductList, Supplier } from '../lib/contract';
import { identityEndpoints, type User } from '../lib/contract/identity';
import type { SubmitOrderBody } from '../lib/contract/order-submit';
import { supplierEndpoints, type SupplierTag } from '../lib/contract/supplier';
import { resolveDeliveryType } from '../lib/rules/delivery';
import { formatBRL } from '../lib/rules/money';
import { apiAuthenticate, apiLogin, apiProducts, apiRegister, callApi } from './api-client';
import { loadBackOffice, type BackOffice } from './back-office';
import { E2E_API_URL, E2E_BASE_URL, E2E_STOREFRONT_PORT } from './ports';
import {
  loadTarget,
  missingAccountReason,
  missingStoreReason,
  type PersonRole,
  type StoreRole,
  type Target,
  type TargetAccount,
  type TargetStore,
} from './target';

export { expect, formatBRL, DEMO_CEPS, DEMO_SUPPLIERS, E2E_API_URL, E2E_BASE_URL, E2E_STOREFRONT_PORT };
export type { DemoSupplierKey, Supplier, ProductList, PersonRole, StoreRole, Target, TargetAccount, TargetStore };

/** The shared host (provider home at `/`, suppliers under `/<slug>`). */
export const SHARED_HOST = 'localhost';

/** Hosts that are the shared host of the local run (the provider home at `/`, suppliers under `/<slug>`). */
const LOCAL_SHARED_HOSTS = new Set([SHARED_HOST, '127.0.0.1']);

/**
 * Origin of the store at `host`: `http://<host>:3100` locally; with E2E_BASE_URL, its scheme and port,
 * and its host in place of the shared host (a supplier's own domain keeps its name).
 */
export function storefrontOrigin(host: string): string {
  if (!E2E_BASE_URL) return `http://${host}:${E2E_STOREFRONT_PORT}`;
  if (LOCAL_SHARED_HOSTS.has(host)) return E2E_BASE_URL.origin;
  return `${E2E_BASE_URL.protocol}//${host}${E2E_BASE_URL.port ? `:${E2E_BASE_URL.port}` : ''}`;
}

/** `http://<host>:3100<path>` (or on E2E_BASE_URL: see storefrontOrigin) */
export function storefrontUrl(host: string, path = '/'): string {
  return `${storefrontOrigin(host)}${path.startsWith('/') ? path : `/${path}`}`;
}

/**
 * The run's target (e2e/target.ts): E2E_PROFILE's stores and accounts, or the demo world on the local
 * storefront (the store origins built by storefrontOrigin, so that E2E_BASE_URL alone keeps its meaning).
 */
export const target: Target = loadTarget(process.env, storefrontOrigin);

/** The store playing `role` on the target; the test is skipped (with the reason) when the target has none. */
export function requireStore(role: StoreRole): TargetStore {
  const store = target.stores[role];
  test.skip(!store, missingStoreReason(role));
  return store!;
}

/** The account playing `role` on the target; the test is skipped (with the reason) when the target has none. */
export function requireAccount(role: PersonRole): TargetAccount {
  const account = target.accounts[role];
  test.skip(!account, missingAccountReason(role));
  return account!;
}

/** The themed demo suppliers (the one without a theme counts as "no supplier"). */
export const THEMED_SUPPLIERS = ['emporio', 'atacado', 'adega'] as const satisfies readonly DemoSupplierKey[];

export type SupplierTruth = { supplier: Supplier; products: ProductList };

/** A GET to the API that must answer 200, its body typed. */
export async function getJson<T>(api: APIRequestContext, path: string): Promise<T> {
  const res = await api.get(path);
  expect(res.status(), `GET ${path}`).toBe(200);
  return (await res.json()) as T;
}

/** A demo supplier, or a store of the target (anything with a slug). */
export type SupplierRef = DemoSupplierKey | { slug: string };

/** What the API says about a supplier (looked up by slug, anonymous token). */
export async function fetchSupplier(ref: SupplierRef): Promise<Supplier> {
  const { slug } = typeof ref === 'string' ? DEMO_SUPPLIERS[ref] : ref;
  const body = await callApi(supplierEndpoints.listSuppliers, { query: { idfornecedor: slug } });
  expect(body.fornecedores, `fornecedor ${slug}`).toHaveLength(1);
  return body.fornecedores[0]!;
}

/**
 * The delivery type a new visitor's catalog calls carry (DELIVERY unless the supplier
 * only offers pickup); products offered only for the other type are not listed to them.
 */
export function visitorDeliveryType(key: DemoSupplierKey): 'DELIVERY' | 'RETIRADA' {
  return resolveDeliveryType(DEMO_SUPPLIERS[key].tags, null);
}

/** First page of the supplier's products as a visitor sees them. */
export function fetchProducts(key: DemoSupplierKey): Promise<ProductList> {
  return apiProducts(DEMO_SUPPLIERS[key].idfornecedor, { page: 1, limit: 20, tipoentrega: visitorDeliveryType(key) });
}

/**
 * The API's truth about a supplier: for a demo key both calls at once (its id is known); for a target's
 * store, discovered by slug first (its id and tags from the API), then its visitor's first page.
 */
export async function fetchTruth(ref: SupplierRef): Promise<SupplierTruth> {
  if (typeof ref === 'string') {
    const [supplier, products] = await Promise.all([fetchSupplier(ref), fetchProducts(ref)]);
    return { supplier, products };
  }
  const supplier = await fetchSupplier(ref);
  const products = await apiProducts(supplier.idfornecedor, {
    page: 1,
    limit: 20,
    tipoentrega: resolveDeliveryType(supplier.tag, null),
  });
  return { supplier, products };
}

/**
 * The stored session of a person role (docs/qa.md, "Sessões guardadas por papel"): written once per run by
 * e2e/auth.setup.ts (the `setup` project every test project depends on), read by the `signedIn` fixture.
 * Git-ignored (playwright/.auth/).
 */
export function authFile(role: PersonRole): string {
  return path.resolve(__dirname, '..', 'playwright', '.auth', `${role}.json`);
}

type TestFixtures = {
  /**
   * A page of a new browser context already signed in as `role`, from the session the `setup` project stored
   * (authFile): no login in the test. The context takes the project's options (locale, viewport, …) and
   * `options` on top (a User-Agent). Skipped with the reason when the target has no account for the role.
   * Only for tests where being logged in is a step: a test that logs out, changes the password, switches the
   * acting client ("Atender", a linked user) or checks the login itself keeps its own login, since the stored
   * session is shared by every test of the run (e2e/auth.teardown.ts checks that each one is still alive at the end).
   */
  signedIn: (role: PersonRole, options?: BrowserContextOptions) => Promise<Page>;
};

type WorkerFixtures = {
  /** Request context for the commerce API (http://127.0.0.1:4100, or E2E_API_URL). */
  api: APIRequestContext;
  /** Cached API truth per demo supplier or target store (by slug). */
  truth: (ref: SupplierRef) => Promise<SupplierTruth>;
  /** The back-office operations (e2e/back-office.ts): the reference API's, or E2E_BACK_OFFICE's. */
  backOffice: BackOffice;
};

export const test = base.extend<TestFixtures, WorkerFixtures>({
  // `provide`, not `use`: the React hooks lint reads a call to `use` in a function named like this as a hook.
  signedIn: async ({ browser }, provide) => {
    const contexts: BrowserContext[] = [];
    await provide(async (role, options = {}) => {
      requireAccount(role);
      const file = authFile(role);
      expect(
        existsSync(file),
        `sem a sessão guardada de ${role} (${file}): o projeto setup (e2e/auth.setup.ts) não rodou (--no-deps?)`,
      ).toBe(true);
      // browser.newContext takes the project's `use` options (locale, viewport, ignoreHTTPSErrors) by itself.
      const context = await browser.newContext({ ...options, storageState: file });
      contexts.push(context);
      return context.newPage();
    });
    for (const context of contexts) await context.close();
  },
  api: [
    async ({ playwright }, use) => {
      const api = await playwright.request.newContext({ baseURL: E2E_API_URL });
      await use(api);
      await api.dispose();
    },
    { scope: 'worker' },
  ],
  backOffice: [async ({ api }, use) => use(await loadBackOffice(api)), { scope: 'worker' }],
  truth: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: this one has none.
    async ({}, use) => {
      const cache = new Map<string, Promise<SupplierTruth>>();
      await use((ref) => {
        const slug = typeof ref === 'string' ? DEMO_SUPPLIERS[ref].slug : ref.slug;
        let hit = cache.get(slug);
        if (!hit) {
          hit = fetchTruth(ref);
          cache.set(slug, hit);
        }
        return hit;
      });
    },
    { scope: 'worker' },
  ],
});

/** `#rrggbb` → `rgb(r, g, b)` as getComputedStyle reports colours. */
export function hexToRgb(hex: string): string {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}

/** Text of the whole served page, to check what must never appear in it. */
export async function pageHtml(page: Page): Promise<string> {
  return page.content();
}

/** A crude stack-trace detector: "at fn (file.js:12:3)" lines or Node/Next error names. */
/**
 * Records the page's Content-Security-Policy violations (the DOM's securitypolicyviolation events,
 * from the first script on): a refused eval — zod's probe, say — is no console error, only this
 * event and a DevTools issue. Read them with cspViolations after the page did its work.
 */
export async function recordCspViolations(target: Page | BrowserContext): Promise<void> {
  await target.addInitScript(() => {
    const w = window as unknown as { __cspViolations?: string[] };
    w.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.__cspViolations!.push(`${e.violatedDirective} ${e.blockedURI} (${e.sourceFile}:${e.lineNumber})`),
    );
  });
}

export async function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? ['recordCspViolations não foi chamado'],
  );
}

export const STACK_TRACE =
  /\bat\s+\S+\s+\(?[^\s)]+\.(?:m?js|ts|tsx):\d+:\d+\)?|Unhandled Runtime Error|Application error: a server-side exception/;

/**
 * Asserts the supplier shell: title, theme colour (variable and a header background),
 * logo, main menu, footer, SEO tags, and the product list (or the login prompt when the
 * API hides prices from visitors).
 */
export async function expectSupplierShell(page: Page, { supplier, products }: SupplierTruth) {
  const { config } = supplier;

  await expect(page).toHaveTitle(config.seo.title);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');

  // Theme: the supplier root carries --color-primary = cor_primaria ...
  const root = page.locator(`[data-supplier="${supplier.slug}"]`);
  await expect(root).toHaveCount(1);
  const primary = await root.evaluate((el) => getComputedStyle(el).getPropertyValue('--color-primary').trim());
  expect(primary.toLowerCase()).toBe(config.tema.cor_primaria.toLowerCase());
  // ... and something visible in the header is painted with it.
  const header = page.getByRole('banner');
  await expect(header).toBeVisible();
  const painted = await header.evaluate((el, rgb) => {
    const nodes = [el, ...Array.from(el.querySelectorAll('*'))] as HTMLElement[];
    return nodes.some((n) => {
      const r = n.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && getComputedStyle(n).backgroundColor === rgb;
    });
  }, hexToRgb(config.tema.cor_primaria));
  expect(painted, `algum elemento visível do <header> com fundo ${config.tema.cor_primaria}`).toBe(true);

  // Logo, with the supplier's name as its alternative text, actually loaded.
  const logo = header.getByRole('img', { name: supplier.nome, exact: true });
  await expect(logo).toBeVisible();
  await expect
    .poll(
      () => logo.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0),
      {
        message: 'o logo carregou',
      },
    )
    .toBe(true);

  // Main menu: one link per top-level item.
  const nav = page.getByRole('navigation', { name: 'Menu principal' });
  await expect(nav).toBeVisible();
  expect(config.menu.length).toBeGreaterThan(0);
  for (const item of config.menu) {
    await expect(nav.getByRole('link', { name: item.titulo, exact: true }).first()).toBeVisible();
  }

  // Footer: every column title and link title.
  const footer = page.getByRole('contentinfo');
  await expect(footer).toBeVisible();
  expect(config.rodape.colunas.length).toBeGreaterThan(0);
  for (const coluna of config.rodape.colunas) {
    await expect(footer.getByText(coluna.titulo, { exact: true }).first()).toBeVisible();
    for (const link of coluna.links) {
      await expect(footer.getByRole('link', { name: link.titulo, exact: true }).first()).toBeVisible();
    }
  }

  // SEO.
  const description = config.seo.description || 'Confira nossas ofertas!';
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', description);
  const canonicalHome = new RegExp(`^${escapeRegExp(storefrontOrigin(config.dominio.dominio))}/?$`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonicalHome);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\S/);

  // Products.
  const list = page.getByRole('list', { name: 'Produtos', exact: true });
  await expect(list).toBeVisible();
  expect(products.produtos.length).toBeGreaterThan(0);
  const items = list.getByRole('listitem');
  await expect(items).toHaveCount(products.produtos.length);
  for (const produto of products.produtos) {
    let item = items.filter({ hasText: produto.nome });
    if (products.possuiPreco && produto.preco !== null) {
      item = item.filter({ hasText: brlPattern(produto.preco) });
    }
    await expect(item.first(), `produto "${produto.nome}"`).toBeVisible();
  }
  if (!products.possuiPreco) {
    await expect(page.getByRole('main').getByText('Faça login para comprar').first()).toBeVisible();
    expect(await pageHtml(page), 'nenhum preço no HTML quando a API oculta preços').not.toContain('R$');
  }
}

/** formatBRL(centavos) as a regex tolerant to the kind of space after "R$". */
export function brlPattern(centavos: number): RegExp {
  return new RegExp(escapeRegExp(formatBRL(centavos)).replace(/\s/g, '\\s'));
}

export function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Asserts the provider home (directory of suppliers). */
export async function expectProviderHome(page: Page) {
  await expect(page.getByRole('heading', { name: 'Escolha sua loja' })).toBeVisible();
  await expect(page.locator('[data-supplier]')).toHaveCount(0);
}

/**
 * A CEP for each supplier that requires an address before browsing
 * (requires-address-to-access): served by that supplier only, so it becomes the place at once.
 */
export const ACCESS_CEPS: Partial<Record<DemoSupplierKey, string>> = {
  // Served by atacado only, and the CEP of empresaAprovada's saved address: logging in after it
  // reuses that address instead of saving a new one (demo accounts stay as seeded).
  atacado: DEMO_CEPS.dozeDeOutubro.cep,
};

/**
 * Sets the visitor's delivery CEP through the storefront's own route handler
 * (`<base>/api/entrega/cep`), in the page's browser context (same cookie jar). Answers the
 * handler's JSON (`resultado`: atual | naoAtende | escolha | erro).
 */
export async function setDeliveryCep(
  page: Page,
  host: string,
  cep: string,
  base = '',
): Promise<{ resultado: string; [k: string]: unknown }> {
  // *.localhost resolves in Chromium only: the call is made by the browser, from a light page of
  // the same origin (robots.txt, never gated), exactly as the header selector makes it.
  await page.goto(storefrontUrl(host, `${base}/robots.txt`));
  const r = await page.evaluate(
    async ([url, value]) => {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ cep: value }),
      });
      return { status: res.status, body: (await res.json()) as { resultado: string } };
    },
    [`${base}/api/entrega/cep`, cep] as const,
  );
  expect(r.status, `POST ${base}/api/entrega/cep ${cep}`).toBe(200);
  return r.body;
}

/**
 * Before browsing a supplier with requires-address-to-access as a visitor: gives it an address it
 * serves (no-op for the others). `shared`: the supplier is browsed by slug on the shared host
 * (the delivery cookie is scoped to `/<slug>` there). A target's store: its tags from the API, the CEP
 * from its profile entry (`cep`).
 */
export async function ensureDeliveryAddress(
  page: Page,
  ref: DemoSupplierKey | TargetStore,
  shared = false,
): Promise<void> {
  if (typeof ref !== 'string') {
    const supplier = await fetchSupplier(ref);
    if (!supplier.tag.includes('requires-address-to-access')) return;
    expect(
      ref.cep,
      `perfil: a loja ${ref.role} pede endereço antes de navegar; dê um "cep" que ela atende`,
    ).toBeTruthy();
    const r = await setStoreDeliveryCep(page, ref, ref.cep!);
    expect(r.resultado, `endereço de acesso para ${supplier.nome}`).toBe('atual');
    return;
  }
  const key = ref;
  const cep = ACCESS_CEPS[key];
  if (!cep || !(DEMO_SUPPLIERS[key].tags as readonly string[]).includes('requires-address-to-access')) return;
  const demo = DEMO_SUPPLIERS[key];
  const r = shared
    ? await setDeliveryCep(page, SHARED_HOST, cep, `/${demo.slug}`)
    : await setDeliveryCep(page, demo.dominio, cep);
  expect(r.resultado, `endereço de acesso para ${demo.nome}`).toBe('atual');
}

/** setDeliveryCep on a target's store (its origin and path prefix). */
export async function setStoreDeliveryCep(
  page: Page,
  store: TargetStore,
  cep: string,
): Promise<{ resultado: string; [k: string]: unknown }> {
  await page.goto(`${store.origin}${store.base}/robots.txt`);
  const r = await page.evaluate(
    async ([url, value]) => {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ cep: value }),
      });
      return { status: res.status, body: (await res.json()) as { resultado: string } };
    },
    [`${store.base}/api/entrega/cep`, cep] as const,
  );
  expect(r.status, `POST ${store.base}/api/entrega/cep ${cep}`).toBe(200);
  return r.body;
}

/**
 * Adults-only suppliers (requires-age-check, the demo adega) serve no page until the age gate is
 * answered (proven in identity.spec.ts): answers 'sim' up front, on the supplier's domain
 * or on the shared host (a target's store: on its origin, its tags from the API).
 */
export async function passAgeGate(page: Page, ref: DemoSupplierKey | TargetStore, shared = false): Promise<void> {
  if (typeof ref !== 'string') {
    if (!(await fetchSupplier(ref)).tag.includes('requires-age-check')) return;
    await page.context().addCookies([{ name: 'maior-de-18', value: 'sim', url: `${ref.origin}/` }]);
    return;
  }
  const key = ref;
  if (!(DEMO_SUPPLIERS[key].tags as readonly string[]).includes('requires-age-check')) return;
  await page
    .context()
    .addCookies([
      { name: 'maior-de-18', value: 'sim', domain: shared ? SHARED_HOST : DEMO_SUPPLIERS[key].dominio, path: '/' },
    ]);
}

/** A valid CPF (check digits computed), digits only. */
export function randomCpf(): string {
  const d = Array.from({ length: 9 }, () => Math.floor(Math.random() * 10));
  if (d.every((x) => x === d[0])) d[8] = (d[0]! + 1) % 10;
  for (const size of [9, 10]) {
    let sum = 0;
    for (let i = 0; i < size; i++) sum += d[i]! * (size + 1 - i);
    d.push(((sum * 10) % 11) % 10);
  }
  return d.join('');
}

/**
 * Clicks 'Entrar' in the header and returns the login form: the modal once the page is
 * interactive, or the /entrar page when the click lands before hydration (the link's no-JS path).
 * Both run the same login actions.
 */
export async function openLoginForm(page: Page): Promise<Locator> {
  await page.getByRole('banner').getByRole('link', { name: 'Entrar', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Entrar ou cadastrar' });
  const entrarPage = page
    .getByRole('main')
    .filter({ has: page.getByRole('heading', { name: 'Entrar ou cadastrar', level: 1 }) });
  await expect(dialog.or(entrarPage)).toBeVisible();
  return (await dialog.isVisible()) ? dialog : entrarPage;
}

/**
 * Holds the JavaScript chunk that holds `text` (a string of a lazy component's code, decision 0054) until `release`,
 * as a slow connection would: the page hydrates, that component does not. `requested` is true once the page asked
 * for it (it has hydrated).
 */
export async function holdChunk(page: Page, text: string): Promise<{ requested: () => boolean; release: () => void }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let requested = false;
  let done = false;
  await page.route('**/_next/static/chunks/**', async (route) => {
    if (done) return route.fallback();
    try {
      // Fetched from here (Node), where only Chromium resolves *.localhost: the same file from the loopback.
      const url = new URL(route.request().url());
      if (url.hostname.endsWith('.localhost')) url.hostname = '127.0.0.1';
      const response = await route.fetch({ url: url.href });
      const body = await response.text();
      if (body.includes(text)) {
        requested = true;
        await released;
        done = true;
      }
      await route.fulfill({ response, body });
    } catch {
      // The page went on (a navigation after the login) while this file was on its way: nothing to answer.
    }
  });
  return { requested: () => requested, release };
}

/** Accepts the supplier's terms of use when the page shows them (Atacado), once the account is in. */
export async function acceptTermsIfShown(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  if ((await page.locator('dialog[aria-labelledby="termos-titulo"]').count()) === 0) return;
  const terms = page.getByRole('dialog', { name: 'Termos de uso' });
  await terms.getByRole('button', { name: 'Li e aceito os termos de uso' }).click();
  await expect(terms).toBeHidden();
  await page.waitForLoadState('load');
}

/**
 * Types as a person does: clicks the field and presses each key, keeping whatever the field already held
 * (a person does not clear a field that looks empty). `fill` only where a person pastes.
 */
export async function typeInto(field: Locator, text: string, options?: { delay?: number }): Promise<void> {
  await field.click();
  await field.pressSequentially(text, options);
}

/**
 * Types into whatever has the focus, key by key, as a person does after Tab, after a dialog opens on its field or
 * after the product moves the focus: the keyboard journeys reach the field without a click, so none is added here.
 */
export async function typeHere(page: Page, text: string): Promise<void> {
  await page.keyboard.type(text);
}

/**
 * Replaces what a field holds as a person does: clicks it, selects all, then types (or, for '', presses Backspace).
 * For fields that already hold a value (a saved address being edited, a wrong attempt being corrected).
 */
export async function replaceText(field: Locator, text: string): Promise<void> {
  await field.click();
  await field.press('ControlOrMeta+a');
  if (text === '') await field.press('Backspace');
  else await field.pressSequentially(text);
}

/**
 * Pastes, for what a person copies from elsewhere rather than types (a spreadsheet's lines, a long key or token):
 * one input event with the whole text, as a paste gives.
 */
export async function pasteInto(field: Locator, text: string): Promise<void> {
  // eslint-disable-next-line no-restricted-syntax -- a paste is the one place a person does not type key by key.
  await field.fill(text);
}

/** Logs a demo customer in through the header's login modal (password DEMO_PASSWORD) and accepts pending terms. */
export async function loginOnPage(page: Page, login: string, senha = DEMO_PASSWORD): Promise<void> {
  await page.getByRole('banner').getByRole('link', { name: 'Entrar', exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Entrar ou cadastrar' });
  await typeInto(dialog.getByLabel('Email, CPF ou CNPJ'), login);
  await dialog.getByRole('button', { name: 'Continuar' }).click();
  const password = dialog.getByLabel('Senha');
  await expect(password).toBeFocused();
  await typeHere(page, senha);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('banner').locator('[data-account-area]').first()).toHaveAttribute('data-logado', 'true');
  await acceptTermsIfShown(page);
}

/**
 * Logs a customer in without the login form, for a test whose subject is not the login (as a stored session is):
 * the API's login, a transfer code for the store, and the store's login-token route (spec, Routes), which starts
 * the session on the store's domain and goes back to the page the test was on. What a person types to log in is
 * tested by the tests that log in through the form (identity*.spec.ts, the setup's representative and attendants).
 */
export async function signInThroughApi(
  page: Page,
  store: TargetStore,
  login: string,
  senha = DEMO_PASSWORD,
): Promise<void> {
  const { idfornecedor } = await fetchSupplier(store);
  const auth = await apiAuthenticate(login, senha, idfornecedor);
  const email = auth.usuario.email;
  expect(email, `${login}: a rota login-token pede o email da conta`).toBeTruthy();
  const { codigo } = await callApi(identityEndpoints.createHandoff, {
    body: { idfornecedor },
    auth: { token: auth.token },
  });
  const here = page.url().startsWith(`${store.origin}${store.base}`) ? new URL(page.url()) : null;
  const voltar = here ? `${here.pathname.slice(store.base.length)}${here.search}` || '/' : '/';
  const route = `/login-token/${encodeURIComponent(codigo)}/${encodeURIComponent(email!)}`;
  await page.goto(store.url(`${route}?voltar=${encodeURIComponent(voltar)}`));
  await expect(page.getByRole('banner').locator('[data-account-area]').first()).toHaveAttribute('data-logado', 'true');
  await acceptTermsIfShown(page);
}

/** A customer of one test only (no cart or coupon shared with a parallel test): registered and logged in through the API, password DEMO_PASSWORD. */
export type ApiCustomer = { cpf: string; token: string; idcliente: string };

export async function registerCustomer(ref: DemoSupplierKey | TargetStore, nome: string): Promise<ApiCustomer> {
  const { cpf, idfornecedor } = await registerCpf(ref, nome, DEMO_PASSWORD);
  return { cpf, ...(await apiLogin(cpf, DEMO_PASSWORD, idfornecedor)) };
}

/** A fresh CPF customer of one test, with the password it types. */
export type FreshAccount = { idcliente: string; cpf: string; email: string; nome: string; senha: string };

/**
 * Registers a fresh CPF customer through the API, as the store does: on a target's store its id and the
 * characteristics it requires at sign-up come from the API; on a demo supplier, from the demo world.
 */
async function registerCpf(
  ref: DemoSupplierKey | TargetStore,
  nome: string,
  senha: string,
): Promise<FreshAccount & { idfornecedor: string }> {
  const cpf = randomCpf();
  const email = `e2e.${cpf}.${Date.now().toString(36)}@teste.com.br`;
  const { idfornecedor, caracteristicas } =
    typeof ref === 'string'
      ? { idfornecedor: DEMO_SUPPLIERS[ref].idfornecedor, caracteristicas: requiredClientAnswers(ref) }
      : await storeSignUp(ref);
  const { idcliente } = await apiRegister({
    nome,
    email,
    cpf,
    senha,
    idfornecedor,
    tokenOrigin: 'commerce',
    caracteristicas,
  });
  return { idcliente, cpf, email, nome, senha, idfornecedor };
}

/** A target store's id and answers to its required client characteristics (the first option, else '1'). */
async function storeSignUp(
  store: TargetStore,
): Promise<{ idfornecedor: string; caracteristicas: { idcaracteristica: string; valor: string }[] }> {
  const { idfornecedor } = await fetchSupplier(store);
  const { caracteristicas } = await callApi(identityEndpoints.listClientCharacteristics, { params: { idfornecedor } });
  return {
    idfornecedor,
    caracteristicas: caracteristicas
      .filter((c) => c.obrigatoria)
      .map((c) => ({ idcaracteristica: c.idcaracteristica, valor: c.opcoes[0] ?? '1' })),
  };
}

/** A valid CNPJ (check digits computed), digits only. */
export function randomCnpj(): string {
  const d = [...Array.from({ length: 8 }, () => Math.floor(Math.random() * 10)), 0, 0, 0, 1];
  for (const weights of [
    [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2],
    [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2],
  ]) {
    const sum = weights.reduce((s, w, i) => s + w * d[i]!, 0);
    const r = sum % 11;
    d.push(r < 2 ? 0 : 11 - r);
  }
  return d.join('');
}

/**
 * A company of one test on the Atacado (or on a target's store): registered through the API (the required client
 * characteristics answered) and approved by the back-office. Answers its CNPJ and API session.
 */
export async function registerApprovedCompany(
  api: APIRequestContext,
  nome: string,
  store?: TargetStore,
): Promise<ApiCustomer> {
  const cnpj = randomCnpj();
  // A target's store: its id and the characteristics it requires at sign-up, from the API.
  const { idfornecedor, caracteristicas } = store
    ? await storeSignUp(store)
    : { idfornecedor: DEMO_SUPPLIERS.atacado.idfornecedor, caracteristicas: requiredClientAnswers('atacado') };
  const { idcliente } = await apiRegister({
    nome,
    email: `e2e.${cnpj}@teste.com.br`,
    cpf: cnpj,
    senha: DEMO_PASSWORD,
    idfornecedor,
    tokenOrigin: 'commerce',
    caracteristicas,
  });
  await (await loadBackOffice(api)).approveAccount(idcliente, idfornecedor);
  return { cpf: cnpj, ...(await apiLogin(cnpj, DEMO_PASSWORD, idfornecedor)) };
}

/** As a person reaches the cart page: the header's cart button, then "Ver carrinho" in its dialog. */
export async function openCartFromHeader(page: Page): Promise<void> {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Carrinho, [1-9]\d* ite/ })
    .click();
  await page.getByRole('dialog', { name: 'Carrinho' }).getByRole('link', { name: 'Ver carrinho' }).click();
  await expect(page).toHaveURL(/\/carrinho$/);
}

/** axe (WCAG 2.1 A/AA and best practices) finds no serious or critical violation on the page as it stands. */
export async function axeClean(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map(
      (v) =>
        `${v.id}: ${v.help} → ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(' | ')}`,
    ),
  ).toEqual([]);
}

/**
 * The body of an Empório order delivered to a saved address and paid by PIX, with the demo world's
 * required order characteristics answered (its first option each): for tests that need an order in the
 * history, placed through the API (apiPlaceOrder).
 */
export function emporioPixDeliveryOrder(itens: SubmitOrderBody['itens'], idendereco: string): SubmitOrderBody {
  const E = DEMO_SUPPLIERS.emporio;
  return {
    itens,
    idfornecedor: E.idfornecedor,
    tipoEntrega: 'DELIVERY',
    formaEntrega: { idformaentrega: stableUuid(`entrega:${E.slug}:0`), data_de_entrega: null },
    enderecoentrega: { idendereco },
    caracteristicas: orderCharacteristicRows('emporio')
      .filter((x) => x.obrigatoria)
      .map((x) => ({ idcaracteristica: x.idcaracteristica, valor: x.opcoes[0]! })),
    formaPagamento: { idformapagto: stableUuid(`pagto:${E.slug}:PIX`) },
  };
}

// What a test discovers on the target (docs/qa.md, "O que já roda contra outro alvo"; decision 0053).

/**
 * Something the test needs that a deployment may lack (a product, a supplier tag, an account's trait): against a
 * profile the test is skipped with the reason ("o alvo não tem …"); locally the demo world has it, so its absence
 * fails the test.
 */
export function requireOnTarget<T>(found: T | undefined | null | false, what: string): T {
  test.skip(target.fromProfile && !found, `o alvo não tem ${what}`);
  expect(found, what).toBeTruthy();
  return found as T;
}

/** A target account as the API knows it (name, email, document, approval), read through its own login. */
export async function accountUser(account: TargetAccount): Promise<User> {
  const { idfornecedor } = await fetchSupplier(requireStore(account.store));
  return (await apiAuthenticate(account.login, account.password, idfornecedor)).usuario;
}

/** A fresh CPF customer of one test on a target's store, with a password of the test's own (registerCpf). */
export function registerStoreAccount(store: TargetStore, nome: string, senha: string): Promise<FreshAccount> {
  return registerCpf(store, nome, senha);
}

/** The same store browsed by its slug on the shared host (its cookies scoped to `/<slug>` there). */
export function onSharedHost(store: TargetStore): TargetStore {
  const origin = storefrontOrigin(SHARED_HOST);
  const base = `/${store.slug}`;
  return {
    ...store,
    origin,
    base,
    shared: true,
    home: `${origin}${base}`,
    url: (p = '/') => `${origin}${base}${p === '/' ? '' : p.startsWith('/') ? p : `/${p}`}`,
  };
}

/** The password registerCustomer and registerApprovedCompany give the customers they create on any target. */
export const NEW_CUSTOMER_PASSWORD: string = DEMO_PASSWORD;

/** The store's supplier (from the API), required to carry `tag` as requireOnTarget requires a product. */
export async function requireSupplierTag(store: TargetStore, tag: SupplierTag, what: string): Promise<Supplier> {
  const supplier = await fetchSupplier(store);
  requireOnTarget(supplier.tag.includes(tag) ? supplier : null, what);
  return supplier;
}

/** The target's first store (in role order) whose supplier, by its tags from the API, satisfies `wanted`. */
export async function storeWhere(
  wanted: (tags: readonly string[]) => boolean,
  roles: readonly StoreRole[] = ['consumer', 'company', 'pickup'],
): Promise<TargetStore | undefined> {
  for (const role of roles) {
    const store = target.stores[role];
    if (store && wanted((await fetchSupplier(store)).tag)) return store;
  }
  return undefined;
}

/** A visitor's listing at a target's store: the delivery type its catalogue calls carry by default. */
export async function visitorProducts(
  store: TargetStore,
  query: NonNullable<Parameters<typeof apiProducts>[1]> = {},
): Promise<ProductList> {
  const supplier = await fetchSupplier(store);
  return apiProducts(supplier.idfornecedor, {
    page: 1,
    limit: 100,
    tipoentrega: resolveDeliveryType(supplier.tag, null),
    ...query,
  });
}

/**
 * Whether the target's shared host serves the provider home at `/` (a directory of stores, spec section 6),
 * asked without following redirects. A deployment without one (a single store: WHITE_LABEL_SUPPLIER sends `/`
 * to its store) skips the test with the reason; in the local run its absence fails the test.
 */
export async function requireProviderHome(request: APIRequestContext): Promise<void> {
  const home = `${storefrontOrigin(SHARED_HOST)}/`;
  const res = await request.get(home, { maxRedirects: 0 });
  test.skip(
    target.fromProfile && res.status() !== 200,
    'o alvo não tem página do provedor (o host compartilhado leva a uma loja)',
  );
  expect(res.status(), `GET ${home}: a página do provedor`).toBe(200);
}

/**
 * A company of one test on a target's store, registered through the API (its id and required client
 * characteristics from the API, as registerApprovedCompany) and left awaiting approval. Answers its CNPJ.
 */
export async function registerPendingCompany(store: TargetStore, nome: string): Promise<{ cnpj: string }> {
  const cnpj = randomCnpj();
  const { idfornecedor, caracteristicas } = await storeSignUp(store);
  await apiRegister({
    nome,
    email: `e2e.${cnpj}@teste.com.br`,
    cpf: cnpj,
    senha: NEW_CUSTOMER_PASSWORD,
    idfornecedor,
    tokenOrigin: 'commerce',
    caracteristicas,
  });
  return { cnpj };
}
