/**
 * Load on PostgreSQL: `npm run bench:load [-- --levels 10,50,100] [--iterations 3]
 * [--seconds 120] [--ssr-seconds 8] [--ssr-rounds 3] [--via vitrine|api] [--think 1500] [--smoke]`.
 *
 * Starts PostgreSQL (DATABASE_URL's server, else a throw-away cluster), a database of its own, the
 * commerce API (tsx, production) and the storefront's production build (scripts/storefront-server.mjs;
 * run `next build` first), plus the bare reference app (bench/reference-app, built here when
 * missing). Loopback only. Then, at each level, that many shoppers at once, each `iterations` times:
 *
 *   home (GET / of the storefront) → catálogo (a category listing) → busca (a search) → produto
 *   (a product page) → carrinho (cart save) → pedido (order submit with PIX and an attempt key)
 *
 * Everything goes through the storefront as a browser does it (Host emporio.localhost, gzip): the
 * pages by GET; half the shoppers browse as visitors without a cookie (their public pages may come
 * from the page cache, decision 0027) and log in to buy, half browse logged in (always rendered);
 * the page steps are also reported per group. Each shopper's session comes through the
 * cross-domain handoff, its delivery place through the header's route handler; cart and order are
 * the storefront's server actions (saveCartAction, placeOrderAction: the build's ids, arguments
 * encoded by React's encodeReply; bench/storefront-client.ts). `--via api`: cart and order straight
 * to the API instead.
 *
 * A shopper reads before the next click: `--think` ms on average (default 1500, each pause between
 * half and one and a half times that, from a fixed sequence), and the shoppers of a level arrive
 * spread over the length of one visit (seven pauses: a ramp, as shoppers do not all open the home
 * page in the same second; the steps after it are the steady mix) (`--smoke`: 0). `--think 0` is the closed loop
 * (every shopper clicks again the instant an answer arrives): the machine's capacity, where latency
 * is mostly the queue. A quarter of the carts carry a coupon
 * limited to 5 uses, a third a product with 10 units in stock: refusals of those are expected
 * (and counted); anything else that is not a 2xx is an error.
 *
 * Printed: per level, throughput (steps/s and orders/s), p50/p95/p99 per step, the error rate;
 * then the SSR throughput of a product page as served (page cache on) and rendered every time (a
 * second storefront instance with STOREFRONT_PAGE_CACHE_SECONDS=0) against the bare page (same build
 * tool, same server script, same run: `ssr-rounds` alternations of `ssr-seconds` each, medians), the machine load,
 * and the SQL checks: orders = successful checkouts, no duplicate, coupon and stock limits held.
 * Exits non-zero on an error or a failed check (not on a missed latency target: those are printed).
 * `--smoke` (CI): 10 shoppers × 2 iterations, no SSR comparison (the reference app is not built).
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

import { DEMO_SUPPLIERS } from '../commerce-api/seed/demo-world';
import { orderCharacteristicRows } from '../commerce-api/seed/order-content';
import { stableUuid } from '../commerce-api/seed/util';
import { IDENTICAL_WINDOW_SECONDS } from '../commerce-api/src/domain/order/fingerprint';
import { cartEndpoints } from '../lib/contract/cart';
import { buildPath, buildQuery } from '../lib/contract/endpoint';
import { orderSubmitEndpoints, type SubmitOrderBody } from '../lib/contract/order-submit';
import {
  adminQuery,
  freshDatabase,
  hasBuild,
  machineLoad,
  portFrom,
  postgresServer,
  referenceAppDir,
  ROOT,
  say,
  startApi,
  startStorefront,
  stopStack,
} from '../scripts/lib/stack.mjs';
import { arg, getPage, median, percentile, registerShoppers, type Shopper } from './harness';
import { keptAliveResends } from './kept-alive';
import { actionId, callAction, storefrontSession } from './storefront-client';

const E = DEMO_SUPPLIERS.emporio;
/** The supplier's host as the browser sends it (with the storefront's port: set at start). */
let HOST: string = E.dominio;
const STEPS = ['home', 'catalogo', 'busca', 'produto', 'carrinho', 'pedido'] as const;
type Step = (typeof STEPS)[number];
const TARGETS = { pedidoP95At50: 300, catalogoP95: 200, ssrRatio: 0.5 };
const COUPON = 'CARGALIMITE';
const COUPON_LIMIT = 5;
const STOCK = 10;
const SEARCHES = ['arroz', 'café', 'azeite', 'queijo', 'chocolate', 'feijão', 'vinho', 'biscoito'];

/** `visitante` browses without a cookie and logs in to buy; `logado` browses logged in (always rendered). */
type Group = 'visitante' | 'logado';
type Sample = {
  step: Step;
  ms: number;
  status: number;
  kind: 'ok' | 'recusa' | 'erro';
  detail?: string;
  group?: Group;
};
type World = {
  web: string;
  api: string;
  /** Cart and order: through the storefront's server actions (as a browser) or straight to the API. */
  via: 'vitrine' | 'api';
  /** Each shopper's storefront cookies (session and delivery place), by index. */
  sessions: string[];
  actions: { saveCart: string; placeOrder: string };
  categories: string[];
  products: { slug: string }[];
  cartProducts: string[];
  limited: string;
  answers: { idcaracteristica: string; valor: string }[];
};

const smoke = process.argv.includes('--smoke');
const via = (arg('via') ?? 'vitrine') as 'vitrine' | 'api';
if (via !== 'vitrine' && via !== 'api') throw new Error(`--via ${String(via)}: use vitrine ou api`);
const levels = (arg('levels') ?? (smoke ? '10' : '10,50,100')).split(',').map(Number);
const iterations = Number(arg('iterations') ?? (smoke ? 2 : 3));
const capSeconds = Number(arg('seconds') ?? (smoke ? 40 : 180));
const ssrSeconds = Number(arg('ssr-seconds') ?? (smoke ? 3 : 8));
const ssrRounds = Number(arg('ssr-rounds') ?? (smoke ? 0 : 3));
const thinkMs = Number(arg('think') ?? (smoke ? 0 : 1500));
if (!Number.isFinite(thinkMs) || thinkMs < 0) throw new Error(`--think ${String(arg('think'))}: milissegundos ≥ 0`);

/** The arrivals of a level are spread over this many pauses: about one visit (six steps). */
const RAMP_PAUSES = 7;

/** A reading pause of shopper `n`: between 0.5× and 1.5× `thinkMs`, the same in every run. */
function think(n: number, k: number): Promise<void> {
  if (thinkMs === 0) return Promise.resolve();
  const u = (((n + 1) * 2654435761 + k * 40503) >>> 0) / 2 ** 32;
  return new Promise((r) => setTimeout(r, thinkMs * (0.5 + u)));
}

const page = (url: string, host?: string, cookie?: string) => getPage(url, host ?? HOST, 30_000, cookie);
const PAGE_STEPS = ['home', 'catalogo', 'busca', 'produto'] as const satisfies readonly Step[];

async function timed(
  step: Step,
  fn: () => Promise<{ status: number; refused?: boolean; detail?: string }>,
): Promise<Sample> {
  const t0 = performance.now();
  try {
    const r = await fn();
    const ms = performance.now() - t0;
    const kind = r.status >= 200 && r.status < 400 ? 'ok' : r.refused ? 'recusa' : 'erro';
    return { step, ms, status: r.status, kind, detail: r.detail };
  } catch (e) {
    return { step, ms: performance.now() - t0, status: 0, kind: 'erro', detail: String(e).slice(0, 160) };
  }
}

/** One shopper's visit: the pages, then the cart and the order. */
async function visit(w: World, p: Shopper, n: number, seq: number, out: Sample[]): Promise<void> {
  const pick = <T>(xs: T[], k: number) => xs[(n * 7 + seq * 3 + k) % xs.length]!;
  // Half the shoppers browse as visitors (no cookie: public pages may come from the page cache,
  // decision 0027) and log in to buy; half browse logged in (pages rendered for them).
  const group: Group = n % 2 === 0 ? 'visitante' : 'logado';
  const session = w.sessions[n] ?? '';
  const cookie = group === 'logado' ? session : undefined;
  let pauses = seq * 10;
  const pageStep = async (step: Step, url: string) => {
    if (step !== 'home') await think(n, pauses++);
    out.push({ ...(await timed(step, () => page(url, HOST, cookie))), group });
  };
  await pageStep('home', `${w.web}/`);
  await pageStep('catalogo', `${w.web}/busca?categoria=${encodeURIComponent(pick(w.categories, 1))}`);
  await pageStep('busca', `${w.web}/busca?q=${encodeURIComponent(pick(SEARCHES, 2))}`);
  await pageStep('produto', `${w.web}/produto/${encodeURIComponent(pick(w.products, 3).slug)}`);

  const withCoupon = n % 4 === 0;
  const withLimited = n % 3 === 0;
  // R$ 6 to R$ 15 products: 3 lines of 3–4 units and the visit's line stay between the minimum
  // order (R$ 50,00) and the automatic coupon (R$ 300,00).
  const rotating = w.cartProducts.slice(0, -1);
  const itens = [0, 1, 2].map((k) => ({
    idproduto: rotating[(n + k * 5) % rotating.length]!,
    quantidade: 3 + ((n + k) % 2),
  }));
  // A line whose quantity is this visit's number: no order repeats an earlier one (identical-order guard).
  itens.push({ idproduto: w.cartProducts.at(-1)!, quantidade: 1 + (seq % 7) });
  if (withLimited) itens.push({ idproduto: w.limited, quantidade: 1 });
  const cartUrl =
    w.api +
    buildPath(cartEndpoints.saveCart, { idcliente: p.idcliente }, p) +
    buildQuery({ idfornecedor: E.idfornecedor });
  let lines: { idproduto: string; quantidade: number; embalarParaPresente: boolean }[] = [];
  let couponApplied = false;
  const save = async (body: { cartItens: typeof itens; codigoCupom?: string }) => {
    if (w.via === 'vitrine') {
      type Reply = { ok: boolean; erro?: string; carrinho?: { produtosSelecionados: typeof lines } };
      const args = [{ itens: body.cartItens, ...(body.codigoCupom ? { codigoCupom: body.codigoCupom } : {}) }];
      const r = await callAction<Reply>(`${w.web}/carrinho`, HOST, w.actions.saveCart, args, session);
      if (r.result?.ok) {
        lines = r.result.carrinho?.produtosSelecionados ?? [];
        couponApplied = Boolean(body.codigoCupom);
      }
      // A refusal is the action's answer (HTTP 200 with ok: false): counted as the API's 4xx.
      return {
        status: r.status !== 200 || !r.result ? r.status || 500 : r.result.ok ? 200 : 422,
        codigo: r.result?.erro,
        mensagem: r.result?.erro ?? r.text.slice(0, 120),
      };
    }
    const r = await fetch(cartUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    const b = (await r.json().catch(() => null)) as {
      produtosSelecionados?: typeof lines;
      codigo?: string;
      mensagem?: string;
    } | null;
    if (r.ok) {
      lines = b?.produtosSelecionados ?? [];
      couponApplied = Boolean(body.codigoCupom);
    }
    return { status: r.status, codigo: b?.codigo, mensagem: b?.mensagem };
  };
  await think(n, pauses++);
  const saved = await timed('carrinho', async () => {
    const r = await save(withCoupon ? { cartItens: itens, codigoCupom: COUPON } : { cartItens: itens });
    return {
      status: r.status,
      refused: (withCoupon || withLimited) && r.status >= 400 && r.status < 500,
      detail: r.codigo ?? r.mensagem,
    };
  });
  out.push(saved);
  // Refused (coupon used up, stock gone): the shopper drops the limited parts and saves again.
  if (saved.kind === 'recusa') {
    const again = await save({ cartItens: itens.filter((i) => i.idproduto !== w.limited) });
    if (again.status !== 200)
      out.push({ step: 'carrinho', ms: 0, status: again.status, kind: 'erro', detail: again.codigo });
  }
  if (saved.kind === 'erro' || lines.length === 0) return;
  const body: SubmitOrderBody = {
    itens: lines.map((l) => ({
      idproduto: l.idproduto,
      quantidade: l.quantidade,
      embalarParaPresente: l.embalarParaPresente,
    })),
    idfornecedor: E.idfornecedor,
    tipoEntrega: 'DELIVERY',
    formaEntrega: { idformaentrega: stableUuid(`entrega:${E.slug}:0`), data_de_entrega: null },
    enderecoentrega: { idendereco: p.idendereco },
    caracteristicas: w.answers,
    formaPagamento: { idformapagto: stableUuid(`pagto:${E.slug}:PIX`) },
  };
  await think(n, pauses++);
  const key = randomUUID().replace(/-/g, '');
  const limitedInCart = lines.some((l) => l.idproduto === w.limited) || withCoupon;
  if (w.via === 'vitrine') {
    // The checkout form's fields, as the page's script sends them (js=1: the answer comes back).
    const form = new FormData();
    form.append('chave', key);
    form.append('itens', JSON.stringify(body.itens));
    if (couponApplied) form.append('cupom', COUPON);
    form.append('idformaentrega', body.formaEntrega.idformaentrega);
    form.append('idformapagto', body.formaPagamento.idformapagto);
    for (const c of w.answers) form.append(`caracteristica-${c.idcaracteristica}`, c.valor);
    form.append('aceite-termos', 'on');
    form.append('js', '1');
    out.push(
      await timed('pedido', async () => {
        type Reply = { ok: true; numpedido: number } | { ok: false; mensagem: string };
        const r = await callAction<Reply>(`${w.web}/finalizar`, HOST, w.actions.placeOrder, [form], session);
        if (r.result?.ok) placed.push({ numpedido: r.result.numpedido, chave: key, idcliente: p.idcliente });
        const status = r.status !== 200 || !r.result ? r.status || 500 : r.result.ok ? 200 : 409;
        return {
          status,
          refused: status === 409 && limitedInCart,
          detail: r.result && !r.result.ok ? r.result.mensagem : r.text.slice(0, 160),
        };
      }),
    );
    return;
  }
  out.push(
    await timed('pedido', async () => {
      const r = await fetch(
        w.api + buildPath(orderSubmitEndpoints.submitOrder, { idcliente: p.idcliente }, { token: p.token }),
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'Idempotency-Key': key },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(30_000),
        },
      );
      const b = (await r.json().catch(() => null)) as { numpedido?: number; codigo?: string } | null;
      if (r.ok && b?.numpedido) placed.push({ numpedido: b.numpedido, chave: key, idcliente: p.idcliente });
      return { status: r.status, refused: limitedInCart && (r.status === 409 || r.status === 422), detail: b?.codigo };
    }),
  );
}

const placed: { numpedido: number; chave: string; idcliente: string }[] = [];

type LevelResult = { level: number; seconds: number; samples: Sample[]; loadBefore: string; loadAfter: string };

async function runLevel(w: World, people: Shopper[], level: number, seqBase: number): Promise<LevelResult> {
  const samples: Sample[] = [];
  const loadBefore = machineLoad();
  const deadline = Date.now() + capSeconds * 1000;
  const t0 = performance.now();
  await Promise.all(
    people.slice(0, level).map(async (p, n) => {
      // Arrivals spread over one visit's length (a level's shoppers do not all arrive at once).
      if (thinkMs > 0) await new Promise((r) => setTimeout(r, (RAMP_PAUSES * thinkMs * n) / level));
      for (let it = 0; it < iterations && Date.now() < deadline; it++) {
        if (it > 0) await think(n, 1000 + it);
        await visit(w, p, n, seqBase + it, samples);
      }
    }),
  );
  return { level, seconds: (performance.now() - t0) / 1000, samples, loadBefore, loadAfter: machineLoad() };
}

function printLevel(r: LevelResult): void {
  const ok = r.samples.filter((s) => s.kind !== 'erro');
  const errors = r.samples.filter((s) => s.kind === 'erro');
  const orders = r.samples.filter((s) => s.step === 'pedido' && s.kind === 'ok').length;
  say(
    `\n${r.level} compradores × ${iterations} visitas (pausa média ${thinkMs} ms): ${r.samples.length} passos em ${r.seconds.toFixed(1)} s`,
  );
  say(
    `  vazão ${(r.samples.length / r.seconds).toFixed(1)} passos/s, ${(orders / r.seconds).toFixed(2)} pedidos/s; erros ${errors.length} (${((100 * errors.length) / Math.max(1, r.samples.length)).toFixed(2)}%)`,
  );
  for (const step of STEPS) {
    const xs = ok.filter((s) => s.step === step).map((s) => s.ms);
    const refused = r.samples.filter((s) => s.step === step && s.kind === 'recusa').length;
    if (!xs.length) continue;
    say(
      `  ${step.padEnd(9)} p50 ${percentile(xs, 50).toFixed(0).padStart(6)} ms  p95 ${percentile(xs, 95).toFixed(0).padStart(6)} ms  p99 ${percentile(xs, 99).toFixed(0).padStart(6)} ms  (n=${xs.length}${refused ? `, recusas esperadas ${refused}` : ''})`,
    );
  }
  for (const step of PAGE_STEPS) {
    for (const g of ['visitante', 'logado'] as const) {
      const xs = ok.filter((s) => s.step === step && s.group === g).map((s) => s.ms);
      if (xs.length)
        say(
          `    ${step} (${g}) p50 ${percentile(xs, 50).toFixed(0)} ms  p95 ${percentile(xs, 95).toFixed(0)} ms  (n=${xs.length})`,
        );
    }
  }
  for (const e of errors.slice(0, 5)) say(`  ERRO ${e.step}: ${e.status} ${e.detail ?? ''}`);
  if (keptAliveResends())
    say(
      `  requisições HTTP enviadas de novo numa conexão nova (a mantida viva fechou no envio, como um navegador faz): ${keptAliveResends()} até aqui`,
    );
  say(`  ${r.loadBefore} (antes) → ${r.loadAfter} (depois)`);
}

/** Requests/s of `url` with `concurrency` loops for `seconds`. */
async function throughput(
  url: string,
  host: string,
  seconds: number,
  concurrency = 8,
): Promise<{ rps: number; errors: number }> {
  const until = performance.now() + seconds * 1000;
  let done = 0;
  let errors = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < until) {
        const r = await page(url, host).catch(() => ({ status: 0, text: '' }));
        if (r.status === 200) done++;
        else errors++;
      }
    }),
  );
  return { rps: done / ((performance.now() - t0) / 1000), errors };
}

async function main(): Promise<void> {
  if (!hasBuild())
    throw new Error('Sem build da vitrine: rode `npx next build` antes (npm run bench:load usa o build de produção).');
  const refDir = ssrRounds > 0 ? referenceAppDir() : null;
  const server = await postgresServer({
    port: process.env.LOAD_PG_PORT ? Number(process.env.LOAD_PG_PORT) : undefined,
  });
  let failed = false;
  try {
    const dbUrl = await freshDatabase(server.url, `carga_${process.pid}`);
    const apiPort = await portFrom('LOAD_API_PORT');
    const webPort = await portFrom('LOAD_STOREFRONT_PORT');
    const refPort = await portFrom('LOAD_REFERENCE_PORT');
    say(
      `PostgreSQL ${server.dir ? 'descartável' : 'de DATABASE_URL'}; banco carga_${process.pid}. Iniciando a API (migra e popula)…`,
    );
    const api = await startApi({ port: apiPort, databaseUrl: dbUrl, hops: 1 });
    const web = await startStorefront({ port: webPort, apiUrl: api.url });
    HOST = `${E.dominio}:${web.port}`;
    const ref = refDir
      ? await startStorefront({ port: refPort, apiUrl: api.url, dir: refDir, tag: 'referencia' })
      : null;
    // The same build with the page cache off: what rendering a product page costs every time.
    const render = refDir
      ? await startStorefront({
          port: await portFrom('LOAD_RENDER_PORT'),
          apiUrl: api.url,
          tag: 'vitrine-sem-cache',
          env: { STOREFRONT_PAGE_CACHE_SECONDS: '0' },
        })
      : null;

    const cats = (await (await fetch(`${api.url}/v2/app/token/listacategoriasprodutos/${E.idfornecedor}`)).json()) as {
      setores: { slug: string; quantidade_produtos: number }[];
    };
    const categories = cats.setores
      .filter((s) => s.quantidade_produtos >= 5)
      .map((s) => s.slug)
      .slice(0, 6);
    const rows = await adminQuery(
      dbUrl,
      `SELECT idproduto, slug, preco FROM produtos WHERE idfornecedor = $1 AND disponivel AND preco BETWEEN 600 AND 1500 AND estoque IS NULL
         AND unidade = 'un' AND min_por_pedido = 1 AND granularidade = 1 AND maxporpedido IS NULL AND 'DELIVERY' = ANY(tipos_entrega)
       ORDER BY codigo LIMIT 21`,
      [E.idfornecedor],
    );
    if (rows.length < 12) throw new Error(`Só ${rows.length} produtos para os carrinhos`);
    // The limits the run must hold: one product with little stock, one coupon with few uses.
    const limited = rows.pop().idproduto as string;
    await adminQuery(dbUrl, 'UPDATE produtos SET estoque = $2 WHERE idproduto = $1', [limited, STOCK]);
    await adminQuery(
      dbUrl,
      `INSERT INTO cupons (idcupom, idfornecedor, codigo, descricao, tipo_desconto, valor_absoluto, limite_total, publico)
       VALUES (gen_random_uuid(), $1, $2, 'Cupom da carga (limitado)', 'R$', 500, $3, false)`,
      [E.idfornecedor, COUPON, COUPON_LIMIT],
    );
    const world: World = {
      web: web.url,
      api: api.url,
      via,
      sessions: [],
      actions:
        via === 'vitrine'
          ? {
              saveCart: actionId(ROOT, 'saveCartAction', '/[supplier]/carrinho'),
              placeOrder: actionId(ROOT, 'placeOrderAction', '/[supplier]/finalizar'),
            }
          : { saveCart: '', placeOrder: '' },
      categories,
      products: rows.map((r: { slug: string }) => ({ slug: r.slug })),
      cartProducts: rows.map((r: { idproduto: string }) => r.idproduto),
      limited,
      answers: orderCharacteristicRows('emporio')
        .filter((c) => c.obrigatoria)
        .map((c) => ({ idcaracteristica: c.idcaracteristica, valor: c.opcoes[0]! })),
    };
    const most = Math.max(...levels);
    say(`Cadastrando ${most} compradores pela API…`);
    const people = await registerShoppers(api.url, most, E.idfornecedor);
    // Each shopper's browser: logged in on the storefront (handoff) with the saved address as the delivery place.
    for (let i = 0; i < people.length; i += 10) {
      const batch = await Promise.all(
        people.slice(i, i + 10).map((p) => storefrontSession(api.url, web.url, HOST, E.idfornecedor, p)),
      );
      world.sessions.push(...batch);
    }

    // Warm-up: the first renders of each page run cold code.
    await Promise.all([0, 1, 2].map((i) => visit(world, people[i]!, i, 6, [])));
    for (let i = 0; ref && i < 5; i++) await page(`${ref.url}/`, `127.0.0.1:${ref.port}`);
    // (Their orders count in the SQL checks: `placed` keeps them.)

    const results: LevelResult[] = [];
    let seq = 0;
    for (const level of levels) {
      const r = await runLevel(world, people, level, seq);
      seq += iterations;
      results.push(r);
      printLevel(r);
    }

    // SSR: a visitor's product page (page cache on, as served), the same page rendered every time
    // (cache off) and the bare page, alternated in the same run.
    const productPath = `/produto/${encodeURIComponent(world.products[0]!.slug)}`;
    const ratios: number[] = [];
    const renderRatios: number[] = [];
    const prodRps: number[] = [];
    const renderRps: number[] = [];
    const refRps: number[] = [];
    let ssrErrors = 0;
    const ssrLoad = machineLoad();
    for (let i = 0; ref && render && i < ssrRounds; i++) {
      const a = await throughput(`${web.url}${productPath}`, HOST, ssrSeconds);
      const c = await throughput(`${render.url}${productPath}`, `${E.dominio}:${render.port}`, ssrSeconds);
      const b = await throughput(`${ref.url}/`, `127.0.0.1:${ref.port}`, ssrSeconds);
      ssrErrors += a.errors + b.errors + c.errors;
      prodRps.push(a.rps);
      renderRps.push(c.rps);
      refRps.push(b.rps);
      ratios.push(a.rps / b.rps);
      renderRatios.push(c.rps / b.rps);
    }
    const ratio = ratios.length ? median(ratios) : NaN;
    const renderRatio = renderRatios.length ? median(renderRatios) : NaN;
    if (ref) {
      say(
        `\nSSR (8 conexões, gzip, ${ssrRounds}× ${ssrSeconds} s alternados): página de produto ${median(prodRps).toFixed(1)} req/s como servida (cache de páginas públicas), ${median(renderRps).toFixed(1)} req/s renderizada a cada pedido; página Next nua ${median(refRps).toFixed(1)} req/s`,
      );
      say(
        `  razão produto/referência ${ratio.toFixed(2)} (meta ≥ ${TARGETS.ssrRatio}: ${ratio >= TARGETS.ssrRatio ? 'ok' : 'ABAIXO'}); sem o cache ${renderRatio.toFixed(2)}${ssrErrors ? `; ${ssrErrors} respostas não 200` : ''}`,
      );
      say(`  ${ssrLoad} (antes) → ${machineLoad()} (depois)`);
    }

    // SQL checks.
    const ids = people.map((p) => p.idcliente);
    const [orders] = await adminQuery(
      dbUrl,
      'SELECT count(*)::int AS n, count(DISTINCT numpedido)::int AS d FROM pedidos WHERE idcliente = ANY($1::uuid[])',
      [ids],
    );
    const [keys] = await adminQuery(
      dbUrl,
      `SELECT count(*)::int AS n FROM (SELECT resposta->>'numpedido' AS numpedido FROM idempotencia WHERE idcliente = ANY($1::uuid[]) AND status_http = 200
        GROUP BY 1 HAVING count(*) > 1) x`,
      [ids],
    );
    const [fingerprints] = await adminQuery(
      dbUrl,
      // The rule: the same order (fingerprint) twice within the identical-order window. (The same
      // cart bought again minutes later is a new order.)
      `SELECT count(*)::int AS n FROM pedidos a JOIN pedidos b ON b.impressao = a.impressao AND b.numpedido > a.numpedido
        AND abs(extract(epoch FROM b.criado_em - a.criado_em)) < $2
       WHERE a.idcliente = ANY($1::uuid[])`,
      [ids, IDENTICAL_WINDOW_SECONDS],
    );
    const [coupon] = await adminQuery(
      dbUrl,
      `SELECT (SELECT count(*)::int FROM cupom_usos u JOIN cupons c USING (idcupom) WHERE c.codigo = $1 AND c.idfornecedor = $2) AS usos,
              (SELECT count(*)::int FROM pedidos WHERE codigo_cupom = $1 AND idfornecedor = $2 AND status <> 'CANCELADO') AS pedidos`,
      [COUPON, E.idfornecedor],
    );
    const [stock] = await adminQuery(
      dbUrl,
      `SELECT (SELECT estoque::float8 FROM produtos WHERE idproduto = $1) AS estoque,
              (SELECT coalesce(sum(i.quantidade), 0)::float8 FROM pedido_itens i JOIN pedidos p USING (numpedido) WHERE i.idproduto = $1 AND p.status <> 'CANCELADO') AS vendido`,
      [limited],
    );
    const checks: [string, boolean][] = [
      [`pedidos no banco (${orders.n}) = envios com sucesso (${placed.length})`, orders.n === placed.length],
      [
        `números de pedido distintos (${orders.d}) e nenhum par de pedidos iguais em ${IDENTICAL_WINDOW_SECONDS} s (${fingerprints.n})`,
        orders.d === orders.n && fingerprints.n === 0,
      ],
      [`nenhuma chave de idempotência com pedido repetido (${keys.n})`, keys.n === 0],
      [
        `cupom ${COUPON}: ${coupon.usos} usos, ${coupon.pedidos} pedidos, limite ${COUPON_LIMIT}`,
        coupon.usos <= COUPON_LIMIT && coupon.usos === coupon.pedidos,
      ],
      [
        `estoque: ${stock.vendido} vendidos + ${stock.estoque} restantes = ${STOCK}`,
        stock.estoque >= 0 && stock.vendido + stock.estoque === STOCK,
      ],
    ];
    say('\nVerificações no banco:');
    for (const [label, ok] of checks) say(`  ${ok ? 'ok   ' : 'FALHA'} ${label}`);

    const errors = results.reduce((n, r) => n + r.samples.filter((s) => s.kind === 'erro').length, 0);
    const at50 = results.find((r) => r.level === 50);
    const p95 = (r: LevelResult | undefined, step: Step, group?: Group) => {
      const xs =
        r?.samples
          .filter((s) => s.step === step && s.kind === 'ok' && (!group || s.group === group))
          .map((s) => s.ms) ?? [];
      return xs.length ? percentile(xs, 95) : NaN;
    };
    say('\nMetas:');
    say(`  erros: ${errors} (meta 0)`);
    if (at50)
      say(
        `  envio do pedido p95 a 50 compradores: ${p95(at50, 'pedido').toFixed(0)} ms (meta < ${TARGETS.pedidoP95At50} ms: ${p95(at50, 'pedido') < TARGETS.pedidoP95At50 ? 'ok' : 'ACIMA'})`,
      );
    for (const r of results) {
      const all = p95(r, 'catalogo');
      say(
        `  catálogo p95 a ${r.level}: ${all.toFixed(0)} ms (meta < ${TARGETS.catalogoP95} ms: ${all < TARGETS.catalogoP95 ? 'ok' : 'ACIMA'}); visitante ${p95(r, 'catalogo', 'visitante').toFixed(0)} ms, logado ${p95(r, 'catalogo', 'logado').toFixed(0)} ms`,
      );
    }
    if (ref)
      say(
        `  SSR produto/referência: ${ratio.toFixed(2)} (meta ≥ ${TARGETS.ssrRatio}); renderizada a cada pedido ${renderRatio.toFixed(2)}`,
      );

    mkdirSync(path.join(ROOT, 'bench-results'), { recursive: true });
    const file = path.join(ROOT, 'bench-results', `load-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
    const summary = {
      thinkMs,
      levels: results.map((r) => ({
        level: r.level,
        seconds: r.seconds,
        steps: r.samples.length,
        errors: r.samples.filter((s) => s.kind === 'erro').length,
        loadBefore: r.loadBefore,
        loadAfter: r.loadAfter,
        catalogP95ByGroup: { visitante: p95(r, 'catalogo', 'visitante'), logado: p95(r, 'catalogo', 'logado') },
        perStep: Object.fromEntries(
          STEPS.map((s) => {
            const xs = r.samples.filter((x) => x.step === s && x.kind === 'ok').map((x) => x.ms);
            return [
              s,
              xs.length
                ? { n: xs.length, p50: percentile(xs, 50), p95: percentile(xs, 95), p99: percentile(xs, 99) }
                : null,
            ];
          }),
        ),
      })),
      ssr: { productRps: prodRps, renderedRps: renderRps, referenceRps: refRps, ratios, renderedRatios: renderRatios },
      checks: checks.map(([label, ok]) => ({ label, ok })),
    };
    writeFileSync(file, JSON.stringify(summary, null, 2));
    say(`\nResultados: ${path.relative(ROOT, file)}`);
    failed = errors > 0 || checks.some(([, ok]) => !ok) || ssrErrors > 0;
    say(
      failed ? '\nFALHA: erros na carga ou verificação do banco reprovada.' : '\nSem erros; verificações do banco ok.',
    );
    say(`(${(performance.now() / 1000).toFixed(0)} s no total, com a subida dos processos)`);
  } finally {
    await stopStack();
  }
  if (failed) process.exit(1);
}

main().catch(async (e: unknown) => {
  console.error(e);
  await stopStack();
  process.exit(1);
});
