/**
 * The commerce API calls one page makes, per page type, for a visitor and for a logged-in approved
 * company on the target's company store (the Atacado locally: the store a B2B buyer browses logged in; its id,
 * categories and products from the API by slug, the company registered there): no call repeated within one
 * page's request, no more calls than the budget below, and independent calls made side by side
 * (fewer sequential rounds than calls).
 *
 * How they are counted: this spec starts a second storefront (the same production build, the same
 * session secret as playwright.config.ts gives the first) whose COMMERCE_API_URL is a counting
 * proxy in front of the real API of the run. Every call the storefront makes carries the page's
 * trace context (`traceparent`, lib/tenant/trace-context.ts); the spec asks for each page with a
 * trace of its own and reads what the proxy saw under it, with when each call started and ended. The cookies
 * (delivery place, session) are set through the run's own storefront and are valid on this one:
 * cookies are per host, not per port.
 *
 * Each page is asked for twice and the second is measured: catalogue answers kept in Next's data
 * cache (the shell's) are served from it from then on, as they are for every shopper after the
 * first. Both asks must repeat no call.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import type { BrowserContext, Page } from '@playwright/test';

import { catalogEndpoints } from '../lib/contract/catalog';
import { resolveDeliveryType } from '../lib/rules/delivery';
import { traceIdOf } from '../lib/tenant/trace-context';
import { apiProducts, callApi, isPlainUnit, saveApiCart } from './api-client';
import {
  E2E_API_URL,
  E2E_BASE_URL,
  ensureDeliveryAddress,
  expect,
  fetchSupplier,
  registerApprovedCompany,
  requireOnTarget,
  requireStore,
  signInThroughApi,
  test,
  visitorProducts,
  type TargetStore,
} from './fixtures';

test.skip(!!E2E_BASE_URL, 'conta as chamadas numa vitrine iniciada aqui, atrás de um proxy contador');
test.describe.configure({ mode: 'serial' });

type PageType = 'home' | 'listagem' | 'busca' | 'produto' | 'carrinho' | 'finalizar' | 'conta';
type Persona = 'visitante' | 'empresa';

/**
 * Budgets: the calls one request of each page type makes to the API once the shell's answers are in
 * the data cache, and the most sequential rounds (calls that could not overlap one another); set to
 * what was measured on 2026-11-28. A visitor's pages make none: everything a visitor sees is in
 * the data cache (a visitor's checkout and account redirect to the login page). A logged-in
 * company's pages first read the session (get-configuracoes-cliente), whose answer prices
 * everything after it; the product's related products need the product's id, the checkout's cart
 * is priced with the method the overdue invoices allow: those chains are data dependencies.
 * Later that day the home gained the "Comprar de novo" call and started it, and the combos, with its
 * other calls (6 calls in 4 rounds → 7 in 3); the account's 4 calls measure 2 or 3 rounds from run to
 * run (two of them may not overlap when the first answers fast), so it allows 3.
 */
const BUDGET: Record<Persona, Record<PageType, { calls: number; rounds: number }>> = {
  visitante: {
    home: { calls: 0, rounds: 0 },
    listagem: { calls: 0, rounds: 0 },
    busca: { calls: 0, rounds: 0 },
    produto: { calls: 0, rounds: 0 },
    carrinho: { calls: 0, rounds: 0 },
    finalizar: { calls: 0, rounds: 0 },
    conta: { calls: 0, rounds: 0 },
  },
  empresa: {
    home: { calls: 7, rounds: 3 },
    listagem: { calls: 2, rounds: 2 },
    busca: { calls: 2, rounds: 2 },
    produto: { calls: 3, rounds: 3 },
    carrinho: { calls: 3, rounds: 3 },
    finalizar: { calls: 4, rounds: 4 },
    conta: { calls: 4, rounds: 3 },
  },
};

/** One API call the proxy saw: method, path and query (a session token in the path hidden), times in ms. */
type ApiCall = { method: string; path: string; start: number; end: number };

/** What the counting proxy adds to every call: more than a busy machine spreads the starts of side-by-side calls. */
const API_LATENCY_MS = 250;

/** A proxy in front of the API that keeps, per trace id, the calls it relayed. */
function countingProxy(target: URL) {
  const byRequest = new Map<string, ApiCall[]>();
  const server = http.createServer((req, res) => {
    const call: ApiCall = { method: req.method ?? '', path: req.url ?? '', start: performance.now(), end: NaN };
    const trace = req.headers.traceparent;
    if (typeof trace === 'string') {
      const id = traceIdOf(trace);
      byRequest.set(id, [...(byRequest.get(id) ?? []), call]);
    }
    // Held a while, as a remote API would be: calls made side by side then overlap even when a busy machine
    // starts them tens of ms apart (CI saw 43 ms, and a 4th round), while a call that needs another's answer
    // still starts after it ended.
    setTimeout(() => {
      const upstream = http.request(
        { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          answer.on('end', () => (call.end = performance.now()));
        },
      );
      upstream.on('error', () => res.destroy());
      req.pipe(upstream);
    }, API_LATENCY_MS);
  });
  return { server, callsOf: (id: string) => byRequest.get(id) ?? [] };
}

async function freePort(): Promise<number> {
  const s = net.createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const { port } = s.address() as net.AddressInfo;
  await new Promise<void>((r) => s.close(() => r()));
  return port;
}

/** The most calls that follow one another, each starting after the previous one ended. */
function sequentialRounds(calls: readonly ApiCall[]): number {
  const sorted = [...calls].sort((a, b) => a.end - b.end);
  const depth: number[] = [];
  sorted.forEach((c, i) => {
    let best = 0;
    for (let j = 0; j < i; j++) if (sorted[j]!.end <= c.start) best = Math.max(best, depth[j]!);
    depth.push(best + 1);
  });
  return Math.max(0, ...depth);
}

/** The path with the session token segment hidden, so that two shoppers' calls read alike. */
const redact = (path: string) => path.replace(/[0-9a-f]{32,}[^/?]*/gi, '<token>');

let proxy: ReturnType<typeof countingProxy>;
let storefront: ChildProcess;
let port = 0;
let stderr = '';

test.beforeAll(async () => {
  test.setTimeout(120_000);
  proxy = countingProxy(new URL(E2E_API_URL));
  const proxyPort = await freePort();
  await new Promise<void>((r) => proxy.server.listen(proxyPort, '127.0.0.1', r));
  port = await freePort();
  const env = { ...process.env };
  for (const name of ['WHITE_LABEL_SUPPLIER', 'PROVIDER_HOME_URL', 'TRUSTED_PROXY_HOPS', 'DATABASE_URL'])
    delete env[name];
  storefront = spawn(process.execPath, ['scripts/storefront-server.mjs', '-p', String(port)], {
    env: {
      ...env,
      COMMERCE_API_URL: `http://127.0.0.1:${proxyPort}`,
      PUBLIC_PORT: String(port),
      PUBLIC_PROTOCOL: 'http',
      SHARED_HOSTS: 'localhost,127.0.0.1',
      SESSION_SECRET: process.env.SESSION_SECRET ?? 'e2e-somente-teste-segredo-de-sessao-com-32+-caracteres',
      // Every page here is asked for with cookies, which the page cache never answers; off all the same.
      STOREFRONT_PAGE_CACHE_SECONDS: '0',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  storefront.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  await expect(async () => {
    const r = await fetch(`http://127.0.0.1:${port}/`);
    expect(r.status).toBe(200);
  }).toPass({ timeout: 60_000, intervals: [250] });
});

test.afterAll(async () => {
  storefront?.kill('SIGTERM');
  await new Promise<void>((r) => (proxy ? proxy.server.close(() => r()) : r()));
});

/**
 * One storefront request for `path` of the store on its host (its own domain locally; no redirect followed), in a
 * trace of its own, with the browser context's cookies of that host; the API calls it made. Sent by hand to
 * 127.0.0.1 with the store's host name as Host: only Chromium resolves *.localhost.
 */
async function callsOfPage(
  context: BrowserContext,
  store: TargetStore,
  path: string,
): Promise<{ status: number; calls: ApiCall[] }> {
  const id = randomUUID().replace(/-/g, '');
  const url = new URL(store.url(path));
  const cookie = (await context.cookies(url.href)).map((c) => `${c.name}=${c.value}`).join('; ');
  const status = await new Promise<number>((resolve, reject) => {
    const req = http.get(
      {
        host: '127.0.0.1',
        port,
        path: `${url.pathname}${url.search}`,
        headers: {
          host: `${url.hostname}:${port}`,
          cookie,
          accept: 'text/html',
          traceparent: `00-${id}-${id.slice(0, 16)}-01`,
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
  });
  // A call still running when the answer ended (none should: the page's stream waits for them).
  await expect.poll(() => proxy.callsOf(id).every((c) => !Number.isNaN(c.end))).toBe(true);
  return { status, calls: proxy.callsOf(id) };
}

type Measure = { page: PageType; status: number; calls: number; rounds: number; list: string[] };

async function measure(
  page: Page,
  store: TargetStore,
  persona: Persona,
  paths: Record<PageType, string>,
): Promise<Measure[]> {
  const out: Measure[] = [];
  for (const [type, path] of Object.entries(paths) as [PageType, string][]) {
    await test.step(`${type}: ${path}`, async () => {
      const runs = [await callsOfPage(page.context(), store, path), await callsOfPage(page.context(), store, path)];
      for (const { calls } of runs) {
        const keys = calls.map((c) => `${c.method} ${redact(c.path)}`);
        const repeated = keys.filter((k, i) => keys.indexOf(k) !== i);
        expect.soft(repeated, `${persona} ${type}: chamadas repetidas na mesma requisição`).toEqual([]);
      }
      const { status, calls } = runs[1]!;
      const m: Measure = {
        page: type,
        status,
        calls: calls.length,
        rounds: sequentialRounds(calls),
        list: calls.map((c) => `${c.method} ${redact(c.path)} ${c.start.toFixed(0)}–${c.end.toFixed(0)}`),
      };
      out.push(m);
      const budget = BUDGET[persona][type];
      expect
        .soft(m.calls, `${persona} ${type}: chamadas à API\n${m.list.join('\n')}`)
        .toBeLessThanOrEqual(budget.calls);
      expect
        .soft(m.rounds, `${persona} ${type}: rodadas sequenciais\n${m.list.join('\n')}`)
        .toBeLessThanOrEqual(budget.rounds);
    });
  }
  console.log(
    `[api-calls] ${persona}\n${out.map((m) => `  ${m.page} (${m.status}): ${m.calls} chamadas, ${m.rounds} rodadas\n    ${m.list.join('\n    ')}`).join('\n')}`,
  );
  return out;
}

/** The store's page paths: a category with products, a search word, a product (all from the API). */
async function storePaths(store: TargetStore): Promise<Record<PageType, string>> {
  const { idfornecedor } = await fetchSupplier(store);
  const { setores } = await callApi(catalogEndpoints.listCategories, { params: { idfornecedor } });
  const list = await visitorProducts(store, { limit: 20 });
  const product = requireOnTarget(list.produtos[0], 'produto na listagem da loja de empresa');
  const category = requireOnTarget(
    setores.find((s) => s.quantidade_produtos > 0) ?? setores[0],
    'categoria na loja de empresa',
  );
  return {
    home: '/',
    listagem: `/busca?categoria=${encodeURIComponent(category.slug)}`,
    busca: `/busca?q=${encodeURIComponent(product.nome.split(' ')[0]!)}`,
    produto: `/produto/${product.slug}`,
    carrinho: '/carrinho',
    finalizar: '/finalizar',
    conta: '/conta',
  };
}

test(
  'visitante: cada tipo de página chama a API sem repetir e dentro do orçamento',
  { tag: '@reference' },
  async ({ page }) => {
    const store = requireStore('company');
    const paths = await storePaths(store);
    await ensureDeliveryAddress(page, store);
    const measured = await measure(page, store, 'visitante', paths);
    expect(measured.find((m) => m.page === 'home')?.status).toBe(200);
  },
);

test(
  'empresa aprovada logada: cada tipo de página chama a API sem repetir, dentro do orçamento e em paralelo',
  { tag: ['@reference', '@writes'] },
  async ({ page, api }) => {
    test.setTimeout(90_000);
    const store = requireStore('company');
    const paths = await storePaths(store);
    const supplier = await fetchSupplier(store);
    const me = await registerApprovedCompany(api, 'Empresa Contagem de Chamadas', store);
    const list = await apiProducts(
      supplier.idfornecedor,
      { page: 1, limit: 50, tipoentrega: resolveDeliveryType(supplier.tag, null) },
      me,
    );
    const item = requireOnTarget(list.produtos.find(isPlainUnit), 'produto vendido por unidade na loja de empresa');
    await saveApiCart(me, supplier.idfornecedor, { cartItens: [{ idproduto: item.idproduto, quantidade: 1 }] });
    await ensureDeliveryAddress(page, store);
    await page.goto(store.url('/'));
    // A company of this test only (its own cart): it logs in itself, not from a stored session.
    await signInThroughApi(page, store, me.cpf);
    const measured = await measure(page, store, 'empresa', paths);
    for (const m of measured) expect(m.status, `${m.page} responde à empresa logada`).toBe(200);
    // The pages with independent calls make them side by side: fewer rounds than calls.
    for (const type of ['home', 'conta'] as const) {
      const m = measured.find((x) => x.page === type)!;
      expect(m.rounds, `${type}: chamadas independentes em paralelo`).toBeLessThan(m.calls);
    }
  },
);
