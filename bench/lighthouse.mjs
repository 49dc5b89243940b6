#!/usr/bin/env node
/**
 * npm run bench:lighthouse — Lighthouse 12 (mobile preset, the default config) against the
 * production build: home, a category listing, a search and a product page of each demo supplier
 * (the Empório's named home, categoria, busca, produto; the Atacado's and the Adega's prefixed
 * atacado-…, adega-…); the Adega's product after its age gate (adega-produto-maior) and the
 * Atacado's for its approved company, prices shown (atacado-produto-empresa); the cart, the
 * checkout, an order's confirmation and its page in the account, for a logged-in customer
 * (bench/lighthouse-session.ts); and, as the reference measured in the same run, the bare Next
 * page of bench/reference-app (built here when missing, served the same way). Three runs each;
 * prints the medians of the performance, accessibility, best-practices and SEO scores and of LCP,
 * TBT and CLS, and writes the raw
 * figures to bench-results/lighthouse-<timestamp>.json.
 *
 * Assumes `next build` was run (NEXT_DIST_DIR honoured). Starts the commerce API (PGlite in
 * memory) and the storefront's production server (scripts/storefront-server.mjs) on free ports;
 * stops both at the end.
 * Env: CHROME_PATH (default /usr/bin/chromium), LH_RUNS (default 3), NEXT_DIST_DIR,
 * LH_API_PORT / LH_STOREFRONT_PORT (default: free ports; fixed ones let parallel runs coexist),
 * LH_PAGES (comma-separated subset of home,categoria,busca,produto,carrinho,finalizar,confirmacao,
 * pedido,referencia, atacado-home…adega-produto-maior; default all), LH_SUPPLIERS (comma-separated
 * subset of emporio,atacado,adega; default all three),
 * LH_SAVE_LHR=1 (also writes each run's full Lighthouse JSON next to the summary), LH_WARMUP=0 (no
 * discarded warm-up pass per page before the measured runs).
 * Besides the scores, each run records Lighthouse's benchmarkIndex (how fast this machine is:
 * on a slow or busy machine the simulated 4× CPU slowdown inflates TBT), the LCP element and the
 * main-thread time, so figures taken on different machines can be told apart.
 * The private pages are noindex and no-store on purpose: their SEO is also given without the
 * is-crawlable audit ("SEO sem indexação"), the figure their target is checked against, and their
 * failed bf-cache audit (no back/forward cache for a no-store page) is not counted as a miss.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

import { DEMO_SUPPLIERS } from '../commerce-api/seed/demo-world';
import { referenceAppDir } from '../scripts/lib/stack.mjs';
import { prepareCompanySession, preparePrivatePages } from './lighthouse-session.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BIN = path.join(ROOT, 'node_modules', '.bin');
const RUNS = Number(process.env.LH_RUNS ?? 3);
const WARMUP = process.env.LH_WARMUP !== '0';
const WARM_RENDERS = 5;
const CHROME = process.env.CHROME_PATH || '/usr/bin/chromium';
const HOST = DEMO_SUPPLIERS.emporio.dominio;
/** Each measured supplier: its page-name prefix and a search a shopper of it types. */
const SUPPLIERS = {
  emporio: { prefix: '', search: 'arroz' },
  atacado: { prefix: 'atacado-', search: 'refrigerante' },
  adega: { prefix: 'adega-', search: 'vinho tinto' },
};
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

async function waitForHttp(url, timeoutMs, headers = {}) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const res = await fetch(url, { headers, signal: AbortSignal.timeout(3000) });
      if (res.status < 500) return true;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return false;
}

/**
 * GET with the Host header given (Node's fetch ignores a `host` header and sends the URL's, which
 * would warm the shared host's redirect instead of the supplier's page).
 */
function getWithHost(url, host, headers = {}) {
  const u = new URL(url);
  return new Promise((resolve) => {
    const req = http.get(
      { host: u.hostname, port: u.port, path: u.pathname + u.search, headers: { ...headers, host } },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
        res.on('error', () => resolve(''));
      },
    );
    req.on('error', () => resolve(''));
  });
}

const children = [];
function start(name, cmd, args, env) {
  const child = spawn(cmd, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (d) => {
    stderr = (stderr + d).slice(-4000);
  });
  child.on('exit', (code) => {
    if (code && !stopping) console.error(`[${name}] saiu com código ${code}\n${stderr}`);
  });
  children.push(child);
  return child;
}
let stopping = false;
function stopAll() {
  stopping = true;
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
}
process.on('SIGINT', () => {
  stopAll();
  process.exit(130);
});

/** The SEO category's score recomputed without one audit (noindex pages: is-crawlable fails on purpose). */
function seoWithout(lhr, id) {
  const refs = (lhr.categories.seo?.auditRefs ?? []).filter(
    (r) => r.id !== id && r.weight > 0 && lhr.audits[r.id]?.score !== null && lhr.audits[r.id]?.score !== undefined,
  );
  const total = refs.reduce((t, r) => t + r.weight, 0);
  return total
    ? Math.round((refs.reduce((t, r) => t + r.weight * lhr.audits[r.id].score, 0) / total) * 100) / 100
    : null;
}

function median(values) {
  const v = values.filter((x) => typeof x === 'number' && Number.isFinite(x)).sort((a, b) => a - b);
  if (v.length === 0) return null;
  const mid = Math.floor(v.length / 2);
  return v.length % 2 ? v[mid] : (v[mid - 1] + v[mid]) / 2;
}

/**
 * A supplier's public pages: home, its first category with 10+ products, a search and a product (one
 * with progressive discounts when it has one), all found through the API, never hard-coded. The Adega
 * asks for age (a visitor sees the gate over the page); its product is also measured after the gate, with the
 * cookie the gate sets.
 */
async function supplierPages(apiUrl, webPort, key) {
  const d = DEMO_SUPPLIERS[key];
  const { prefix, search } = SUPPLIERS[key];
  const cats = await (await fetch(`${apiUrl}/v2/app/token/listacategoriasprodutos/${d.idfornecedor}`)).json();
  const category = cats.setores.find((s) => s.quantidade_produtos >= 10) ?? cats.setores[0];
  const supplier = (await (await fetch(`${apiUrl}/v2/app/token/fornecedor?idfornecedor=${d.idfornecedor}`)).json())
    .fornecedores[0];
  const list = await (
    await fetch(`${apiUrl}/v2/app/${supplier.idempresa}/listaprodutos/${d.idfornecedor}?page=1&limit=20`)
  ).json();
  const product =
    list.produtos.find((p) => p.efeitospoliticas && Object.keys(p.efeitospoliticas.descontoProgressivo).length > 0) ??
    list.produtos[0];
  const origin = `http://${d.dominio}:${webPort}`;
  const productUrl = `${origin}/produto/${encodeURIComponent(product.slug)}`;
  return [
    { name: `${prefix}home`, url: `${origin}/` },
    { name: `${prefix}categoria`, url: `${origin}/busca?categoria=${encodeURIComponent(category.slug)}` },
    { name: `${prefix}busca`, url: `${origin}/busca?q=${encodeURIComponent(search)}` },
    { name: `${prefix}produto`, url: productUrl },
    ...(d.tags.includes('requires-age-check')
      ? [{ name: `${prefix}produto-maior`, url: productUrl, cookie: 'maior-de-18=sim' }]
      : []),
  ];
}

async function main() {
  const apiPort = Number(process.env.LH_API_PORT) || (await freePort());
  const webPort = Number(process.env.LH_STOREFRONT_PORT) || (await freePort());
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  console.log(`API em ${apiUrl}; vitrine em http://${HOST}:${webPort}`);

  // Behind the storefront, as in production (docs/decisions/0017-login-throttling.md).
  const apiEnv = { PORT: String(apiPort), HOST: '127.0.0.1', PGLITE_DATA_DIR: 'memory://', TRUSTED_PROXY_HOPS: '1' };
  delete process.env.DATABASE_URL;
  start('api', path.join(BIN, 'tsx'), ['commerce-api/src/main.ts'], apiEnv);
  if (!(await waitForHttp(`${apiUrl}/health`, 180_000))) throw new Error('A API não respondeu em /health.');

  start('vitrine', process.execPath, ['scripts/storefront-server.mjs', '-p', String(webPort)], {
    COMMERCE_API_URL: apiUrl,
    PUBLIC_PORT: String(webPort),
    PUBLIC_PROTOCOL: 'http',
    SHARED_HOSTS: 'localhost,127.0.0.1',
    SESSION_SECRET: process.env.SESSION_SECRET ?? 'bench-somente-teste-segredo-de-sessao-com-32+-caracteres',
    WHITE_LABEL_SUPPLIER: '',
    PROVIDER_HOME_URL: '',
    NODE_ENV: 'production',
  });
  if (!(await waitForHttp(`http://127.0.0.1:${webPort}/`, 60_000))) throw new Error('A vitrine não respondeu.');

  const origin = `http://${HOST}:${webPort}`;
  const suppliers = (process.env.LH_SUPPLIERS || Object.keys(SUPPLIERS).join(','))
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s in SUPPLIERS);
  const wanted = (process.env.LH_PAGES ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const want = (name) => wanted.length === 0 || wanted.includes(name);
  const PRIVATE = ['carrinho', 'finalizar', 'confirmacao', 'pedido'];
  const session = PRIVATE.some(want)
    ? await preparePrivatePages(apiUrl, `http://127.0.0.1:${webPort}`, `${HOST}:${webPort}`)
    : null;
  // The bare Next page, built like the storefront and served by the same server script.
  let refOrigin = null;
  if (want('referencia')) {
    const refDir = referenceAppDir();
    const refPort = await freePort();
    start('referencia', process.execPath, ['scripts/storefront-server.mjs', '-p', String(refPort)], {
      STOREFRONT_DIR: refDir,
      NODE_ENV: 'production',
      NEXT_DIST_DIR: '',
    });
    if (!(await waitForHttp(`http://127.0.0.1:${refPort}/`, 60_000)))
      throw new Error('A página de referência não respondeu.');
    refOrigin = `http://127.0.0.1:${refPort}`;
  }
  const publicPages = [];
  for (const key of suppliers) publicPages.push(...(await supplierPages(apiUrl, webPort, key)));
  // The Atacado hides prices from visitors: its product page as an approved company sees it.
  const atacadoProduct = publicPages.find((p) => p.name === 'atacado-produto');
  if (atacadoProduct && want('atacado-produto-empresa')) {
    const host = new URL(atacadoProduct.url).host;
    const cookie = await prepareCompanySession(apiUrl, `http://127.0.0.1:${webPort}`, host);
    publicPages.push({ name: 'atacado-produto-empresa', url: atacadoProduct.url, cookie });
  }
  const pages = [
    ...publicPages,
    ...(session
      ? [
          { name: 'carrinho', url: `${origin}/carrinho`, cookie: session.cookie },
          { name: 'finalizar', url: `${origin}/finalizar`, cookie: session.cookie },
          { name: 'confirmacao', url: `${origin}/submissao/${session.numpedido}`, cookie: session.cookie },
          { name: 'pedido', url: `${origin}/conta/pedidos/${session.numpedido}`, cookie: session.cookie },
        ]
      : []),
    ...(refOrigin ? [{ name: 'referencia', url: `${refOrigin}/`, reference: true }] : []),
  ].filter((p) => want(p.name));
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');

  // Warm the server as a store that has been serving visitors is: a few renders of each page (the
  // first ones run cold, unoptimized code in Node) and the image optimizer's cache, as a CDN or an
  // earlier visitor would have filled it.
  for (const p of pages) {
    let html = '';
    for (let i = 0; i < WARM_RENDERS; i++) {
      html = p.reference
        ? await getWithHost(p.url, new URL(p.url).host)
        : await getWithHost(
            p.url.replace(new URL(p.url).origin, `http://127.0.0.1:${webPort}`),
            new URL(p.url).host,
            p.cookie ? { cookie: p.cookie } : {},
          );
    }
    const images = new Set([...html.matchAll(/\/_next\/image\?[^"'\s,]+/g)].map((m) => m[0].replaceAll('&amp;', '&')));
    for (const image of images) {
      await getWithHost(`http://127.0.0.1:${webPort}${image}`, new URL(p.url).host, {
        accept: 'image/avif,image/webp,*/*',
      });
    }
  }

  const flagsOf = (p) => ({
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    ...(p.cookie ? { extraHeaders: { Cookie: p.cookie } } : {}),
  });
  const loadBefore = loadavg()[0];
  const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: CHROME_FLAGS });
  const results = [];
  try {
    // One discarded pass per page: the first navigations of a freshly launched Chromium pay its own
    // start-up (main thread 3–5 s instead of ~2 s), which no visitor's running browser does.
    // Printed, so nothing is hidden; LH_WARMUP=0 measures cold.
    if (WARMUP) {
      for (const p of pages) {
        const { lhr } = await lighthouse(p.url, flagsOf(p));
        const tbt = Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0);
        console.log(`  ${p.name} (aquecimento, descartado): perf ${lhr.categories.performance?.score} · TBT ${tbt} ms`);
      }
    }
    for (const p of pages) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        const out = await lighthouse(p.url, flagsOf(p));
        const lhr = out.lhr;
        if (lhr.runtimeError) console.error(`${p.name}: ${lhr.runtimeError.message}`);
        const run = {
          performance: lhr.categories.performance?.score ?? null,
          accessibility: lhr.categories.accessibility?.score ?? null,
          'best-practices': lhr.categories['best-practices']?.score ?? null,
          seo: lhr.categories.seo?.score ?? null,
          seoSemIndexacao: seoWithout(lhr, 'is-crawlable'),
          lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? null,
          tbt: lhr.audits['total-blocking-time']?.numericValue ?? null,
          cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? null,
          benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
          lcpElement:
            lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
          mainThreadMs: lhr.audits['mainthread-work-breakdown']?.numericValue ?? null,
          bootupMs: lhr.audits['bootup-time']?.numericValue ?? null,
          // Pass/fail audits that failed (what to fix for the 1.0 categories).
          failing: Object.values(lhr.audits)
            .filter((a) => a.scoreDisplayMode === 'binary' && a.score !== null && a.score < 1)
            .map((a) => a.id),
        };
        runs.push(run);
        if (process.env.LH_SAVE_LHR === '1') {
          mkdirSync(path.join(ROOT, 'bench-results'), { recursive: true });
          writeFileSync(path.join(ROOT, 'bench-results', `lhr-${stamp}-${p.name}-${i + 1}.json`), JSON.stringify(lhr));
        }
        process.stdout.write(
          `  ${p.name} #${i + 1}: perf ${run.performance} a11y ${run.accessibility} bp ${run['best-practices']} seo ${run.seo}` +
            ` · LCP ${Math.round(run.lcp ?? 0)} ms TBT ${Math.round(run.tbt ?? 0)} ms · benchmarkIndex ${run.benchmarkIndex}\n`,
        );
      }
      const med = {};
      for (const k of [
        'performance',
        'accessibility',
        'best-practices',
        'seo',
        'seoSemIndexacao',
        'lcp',
        'tbt',
        'cls',
        'benchmarkIndex',
        'mainThreadMs',
      ]) {
        med[k] = median(runs.map((r) => r[k]));
      }
      results.push({
        page: p.name,
        url: p.url,
        private: PRIVATE.includes(p.name),
        // Sent with a cookie: rendered for that visitor, so no-store (no back/forward cache) on purpose.
        personal: !!p.cookie,
        reference: !!p.reference,
        median: med,
        runs,
      });
    }
  } finally {
    await chrome.kill();
  }

  const machine = {
    cpus: cpus().length,
    loadBefore: Number(loadBefore.toFixed(2)),
    loadAfter: Number(loadavg()[0].toFixed(2)),
  };
  console.log('\nMedianas (Lighthouse 12, mobile, %d execuções):', RUNS);
  console.table(
    Object.fromEntries(
      results.map((r) => [
        r.page,
        {
          performance: r.median.performance,
          accessibility: r.median.accessibility,
          'best-practices': r.median['best-practices'],
          seo: r.median.seo,
          'SEO sem indexação': r.private ? r.median.seoSemIndexacao : null,
          'LCP (ms)': r.median.lcp === null ? null : Math.round(r.median.lcp),
          'TBT (ms)': r.median.tbt === null ? null : Math.round(r.median.tbt),
          CLS: r.median.cls === null ? null : Number(r.median.cls.toFixed(3)),
          benchmarkIndex: r.median.benchmarkIndex === null ? null : Math.round(r.median.benchmarkIndex),
        },
      ]),
    ),
  );
  const misses = results.flatMap((r) => {
    if (r.reference) return [];
    const m = r.median;
    const out = [];
    if ((m.performance ?? 0) < 0.95) out.push(`${r.page}: performance ${m.performance} < 0.95`);
    for (const k of ['accessibility', 'best-practices', r.private ? 'seoSemIndexacao' : 'seo'])
      if ((m[k] ?? 0) < 1) out.push(`${r.page}: ${k} ${m[k]} < 1`);
    for (const run of r.runs) {
      // Private pages: noindex on purpose; pages sent with a cookie: no-store on purpose.
      const failing = run.failing.filter(
        (id) => !((r.private && id === 'is-crawlable') || (r.personal && id === 'bf-cache')),
      );
      if (failing.length) out.push(`${r.page}: auditorias reprovadas ${[...new Set(failing)].join(', ')}`);
    }
    return out;
  });
  const ref = results.find((r) => r.reference);
  if (ref) {
    console.log(
      `Referência (página Next vazia, mesma execução): performance ${ref.median.performance}, TBT ${Math.round(ref.median.tbt ?? 0)} ms, LCP ${Math.round(ref.median.lcp ?? 0)} ms.`,
    );
  }
  console.log(
    `Máquina: ${machine.cpus} CPUs, carga (1 min) ${machine.loadBefore} → ${machine.loadAfter}; um benchmarkIndex baixo (máquina lenta ou ocupada) ou carga acima do nº de CPUs inflam o TBT: compare só execuções nas mesmas condições.`,
  );
  for (const r of results) {
    const lcpElement = r.runs.find((run) => run.lcpElement)?.lcpElement;
    if (lcpElement) console.log(`LCP ${r.page}: ${lcpElement}`);
  }
  if (misses.length) console.log(`\nAbaixo das metas:\n  ${[...new Set(misses)].join('\n  ')}`);
  else console.log('\nTodas as metas atingidas (performance ≥ 0.95; acessibilidade, boas práticas e SEO = 1).');

  mkdirSync(path.join(ROOT, 'bench-results'), { recursive: true });
  const file = path.join(ROOT, 'bench-results', `lighthouse-${stamp}.json`);
  writeFileSync(
    file,
    JSON.stringify({ lighthouse: '12', preset: 'mobile', runs: RUNS, chrome: CHROME, machine, results }, null, 2),
  );
  console.log(`\nResultados: ${path.relative(ROOT, file)}`);
}

main()
  .catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(stopAll);
