/**
 * Faults between the storefront and the API: `npm run bench:faults [-- --only 1,2,3,4]`.
 *
 * A throw-away PostgreSQL cluster (always: the check restarts it), the commerce API, the fault proxy
 * (scripts/fault-proxy.mjs) and the storefront's production build with COMMERCE_API_URL = the proxy.
 * Asserted, each printed as ok/FALHA (exit 1 on any FALHA):
 *
 * 1. Pages: under 429 (Retry-After), 503, answers slower than the client's timeout, connection
 *    resets and truncated bodies, a search page shows the spec's message ('Muitas requisições', or
 *    the friendly 'Não foi possível carregar esta página agora…') and never a stack trace; the
 *    proxy sees no call made more often for the faulted render than for a healthy one (no retries).
 * 2. Order submit: the checkout's own flow (components/checkout/place-order.ts with the storefront's
 *    request core, lib/commerce/request.ts) through the proxy, whose answer comes after the client
 *    gave up: the attempt stays open with its key, the shopper's retry with the same key gets the
 *    one order (or the duplicate check points at it), and the database has exactly one order.
 * 3. Cart save: a save lost to 503, reset or a truncated answer reports the failure as data, the
 *    saved cart is still whole (the old or the new lines, never emptied), and the next save of the
 *    shopper's lines (the cart store keeps them: stores/cart-store.test.ts) succeeds.
 * 4. Restart: shoppers keep submitting orders (retrying with the same key) while PostgreSQL is
 *    stopped immediately (a crash) and started again and the API is killed (SIGKILL) and started
 *    again: every acknowledged order is in the database, each key has at most one order, and
 *    every completed key has its order.
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { chromium } from '@playwright/test';

import { DEMO_SUPPLIERS } from '../commerce-api/seed/demo-world';
import { orderCharacteristicRows } from '../commerce-api/seed/order-content';
import { stableUuid } from '../commerce-api/seed/util';
import { KEY_STALE_SECONDS } from '../commerce-api/src/domain/order/idempotency';
import { placeOrder, type PlaceOrderDeps } from '../components/checkout/place-order';
import { GENERIC_ERROR_MESSAGE } from '../lib/commerce/errors';
import { requestEndpoint } from '../lib/commerce/request';
import { cartEndpoints } from '../lib/contract/cart';
import { buildPath } from '../lib/contract/endpoint';
import { ORDER_MESSAGES } from '../lib/contract/order-messages';
import { orderSubmitEndpoints, type SubmitOrderBody } from '../lib/contract/order-submit';
import { startFaultProxy } from '../scripts/fault-proxy.mjs';
import {
  adminQuery,
  freshDatabase,
  hasBuild,
  machineLoad,
  portFrom,
  say,
  startApi,
  startStorefront,
  stopChild,
  stopStack,
  throwawayPostgres,
  type Instance,
} from '../scripts/lib/stack.mjs';
import { stackTraceIn } from '../test-support/fuzz';
import { arg, getPage, post, registerShoppers, type Shopper } from './harness';

const E = DEMO_SUPPLIERS.emporio;
/** The supplier's host as the browser sends it (with the storefront's port: set at start). */
let HOST: string = E.dominio;
/** The storefront's default call timeout (lib/commerce/request.ts DEFAULT_TIMEOUT_MS) and a bit. */
const SLOW_MS = 6500;
/** The submit's client timeout in this check (the storefront's is 15 s; the logic is the same, shorter). */
const SUBMIT_TIMEOUT_MS = 3000;

const results: [string, boolean, string?][] = [];
function check(label: string, ok: boolean, detail?: string): void {
  results.push([label, ok, detail]);
  say(`  ${ok ? 'ok   ' : 'FALHA'} ${label}${detail ? ` — ${detail}` : ''}`);
}

type Proxy = Awaited<ReturnType<typeof startFaultProxy>>;

/** GET a storefront page as a browser would, following its redirects (same host). */
async function browse(web: string, target: string): Promise<{ status: number; text: string; path: string }> {
  let url = `${web}${target}`;
  for (let hop = 0; hop < 4; hop++) {
    const r = await getPage(url, HOST, 60_000);
    const location = r.location;
    if (r.status >= 300 && r.status < 400 && location) {
      const next = new URL(location, `http://${HOST}`);
      if (next.host !== HOST) return { status: r.status, text: `redirecionado para ${next.href}`, path: next.href };
      url = `${web}${next.pathname}${next.search}`;
      continue;
    }
    return { status: r.status, text: r.text, path: new URL(url).pathname };
  }
  return { status: 0, text: '', path: url };
}

async function pagesUnderFaults(web: string, proxy: Proxy): Promise<void> {
  say('\n1. Páginas sob falhas (busca sem cache, no Chromium e no HTML cru):');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const tab = await browser.newPage({ locale: 'pt-BR' });
  try {
    const modes = [
      { modo: '429', expect: 'Muitas requisições' },
      { modo: '503', expect: GENERIC_ERROR_MESSAGE },
      { modo: 'slow', expect: GENERIC_ERROR_MESSAGE },
      { modo: 'reset', expect: GENERIC_ERROR_MESSAGE },
      { modo: 'truncate', expect: GENERIC_ERROR_MESSAGE },
    ] as const;
    for (const m of modes) {
      proxy.setFault({ modo: 'nenhuma' });
      proxy.resetStats();
      const healthy = await browse(
        web,
        `/busca?q=${encodeURIComponent(`saudavel ${m.modo} ${randomUUID().slice(0, 6)}`)}`,
      );
      const healthyStats = proxy.stats();
      const baseline = healthyStats.total;
      proxy.setFault({ modo: m.modo, atrasoMs: SLOW_MS });
      proxy.resetStats();
      const t0 = performance.now();
      // The raw document (what any client gets) and the page in a browser (what the shopper sees).
      const r = await browse(web, `/busca?q=${encodeURIComponent(`falha ${m.modo} ${randomUUID().slice(0, 6)}`)}`);
      const ms = performance.now() - t0;
      const s = proxy.stats();
      const target = `http://${HOST}/busca?q=${encodeURIComponent(`falha navegador ${m.modo} ${randomUUID().slice(0, 6)}`)}`;
      await tab.goto(target, { waitUntil: 'domcontentloaded', timeout: 60_000 }).catch(() => null);
      // The spec's message for the fault or, where the page itself cannot be drawn, the friendly one.
      const shown = await tab
        .getByText(m.expect)
        .or(tab.getByText(GENERIC_ERROR_MESSAGE))
        .first()
        .waitFor({ timeout: 20_000 })
        .then(
          () => true,
          () => false,
        );
      const seen = await tab.content();
      const visible = shown ? '' : (await tab.innerText('body').catch(() => '')).replace(/\s+/g, ' ').slice(0, 240);
      proxy.setFault({ modo: 'nenhuma' });
      const trace = stackTraceIn(r.text) ?? stackTraceIn(seen);
      const raw = r.text.includes(m.expect) || r.status >= 500;
      check(
        `${m.modo.padEnd(8)}: mensagem amigável, sem stack trace`,
        shown && raw && !trace && healthy.status === 200,
        `HTML ${r.status} em ${r.path} após ${(ms / 1000).toFixed(1)} s; no navegador ${shown ? `"${m.expect.slice(0, 30)}…"` : `SEM "${m.expect.slice(0, 40)}…"`} em ${new URL(tab.url()).pathname}${visible ? ` (vê: ${visible})` : ''}${trace ? `; ${trace}` : ''}`,
      );
      // A retry is the same call again: no call is made more often under the fault than in the healthy
      // render. (The total alone also counted a background refresh of a cached shell call that happened to
      // fall in the window: 3 × 2 once, each call once.)
      const repeated = Object.entries(s.porCaminho).filter(
        ([k, n]) => n > Math.max(1, healthyStats.porCaminho[k] ?? 0),
      );
      check(
        `${m.modo.padEnd(8)}: sem tempestade de novas tentativas`,
        repeated.length === 0,
        `${s.total} chamadas à API com a falha (${s.falhas} atingidas) × ${baseline} sem falha${repeated.length ? `; repetidas: ${repeated.map(([k, n]) => `${k} ×${n}`).join(', ')}` : ''}`,
      );
    }
  } finally {
    await browser.close();
  }
}

/** The saved cart of a shopper, straight from the API. */
async function savedCart(api: string, p: Shopper): Promise<{ idproduto: string; quantidade: number }[]> {
  const r = await fetch(
    api + buildPath(cartEndpoints.getCart, { idcliente: p.idcliente }, p) + `?idfornecedor=${E.idfornecedor}`,
  );
  const b = (await r.json()) as { produtosSelecionados: { idproduto: string; quantidade: number }[] };
  return b.produtosSelecionados.map((l) => ({ idproduto: l.idproduto, quantidade: l.quantidade }));
}

const sameLines = (a: { idproduto: string; quantidade: number }[], b: { idproduto: string; quantidade: number }[]) =>
  JSON.stringify([...a].sort((x, y) => x.idproduto.localeCompare(y.idproduto))) ===
  JSON.stringify([...b].sort((x, y) => x.idproduto.localeCompare(y.idproduto)));

async function cartSaveUnderFaults(api: string, proxy: Proxy, p: Shopper, products: string[]): Promise<void> {
  say('\n3. Carrinho salvo sob falhas (núcleo de chamadas da vitrine pelo proxy):');
  const save = (itens: { idproduto: string; quantidade: number }[]) =>
    requestEndpoint(
      cartEndpoints.saveCart,
      {
        params: { idcliente: p.idcliente },
        query: { idfornecedor: E.idfornecedor },
        body: { cartItens: itens.map((i) => ({ ...i, embalarParaPresente: false })) },
        auth: p,
      },
      { baseUrl: proxy.url, headers: { 'X-idfornecedor': E.idfornecedor }, cache: 'no-store' },
    );
  let current = [{ idproduto: products[0]!, quantidade: 1 }];
  const first = await save(current);
  check('carrinho inicial salvo', first.ok);
  for (const [k, modo] of (['503', 'reset', 'truncate'] as const).entries()) {
    const wanted = [...current, { idproduto: products[k + 1]!, quantidade: 2 }];
    proxy.setFault({ modo, caminho: '/cart' });
    const failed = await save(wanted);
    proxy.setFault({ modo: 'nenhuma' });
    const after = await savedCart(api, p);
    const whole = sameLines(after, current) || sameLines(after, wanted);
    check(
      `${modo.padEnd(8)}: falha como dado, carrinho inteiro`,
      !failed.ok && failed.mensagem === GENERIC_ERROR_MESSAGE && whole,
      `${failed.ok ? 'ok?!' : `${failed.status} "${failed.mensagem.slice(0, 40)}…"`}; salvo: ${after.length} linhas (${sameLines(after, current) ? 'as anteriores' : sameLines(after, wanted) ? 'as novas' : 'OUTRAS'})`,
    );
    // The store still holds `wanted` (a failed save keeps the lines) and sends them again.
    const again = await save(wanted);
    check(
      `${modo.padEnd(8)}: o próximo envio salva as linhas do comprador`,
      again.ok && sameLines(await savedCart(api, p), wanted),
    );
    current = wanted;
  }
}

/** The order body the checkout would build for the shopper's saved cart (PIX, delivery). */
function orderFields(lines: { idproduto: string; quantidade: number }[], key: string): Record<string, string> {
  const fields: Record<string, string> = {
    chave: key,
    itens: JSON.stringify(lines.map((l) => ({ ...l, embalarParaPresente: false }))),
    idformaentrega: stableUuid(`entrega:${E.slug}:0`),
    idformapagto: stableUuid(`pagto:${E.slug}:PIX`),
  };
  for (const c of orderCharacteristicRows('emporio').filter((c) => c.obrigatoria))
    fields[`caracteristica-${c.idcaracteristica}`] = c.opcoes[0]!;
  return fields;
}

/**
 * `lostCheck`: the duplicate check after the timeout is lost too (the API unreachable for both), so
 * the page keeps the attempt open and the shopper's retry sends the same key.
 */
async function submitTimedOut(
  api: string,
  proxy: Proxy,
  p: Shopper,
  products: string[],
  lostCheck: boolean,
): Promise<void> {
  say(
    `\n2${lostCheck ? 'b' : 'a'}. Envio do pedido cuja resposta chega depois do prazo do cliente${lostCheck ? ', e a verificação de duplicidade também se perde' : ''}:`,
  );
  const lines = [
    { idproduto: products[lostCheck ? 7 : 5]!, quantidade: 6 },
    { idproduto: products[lostCheck ? 8 : 6]!, quantidade: 7 },
  ];
  const saved = await fetch(
    api + buildPath(cartEndpoints.saveCart, { idcliente: p.idcliente }, p) + `?idfornecedor=${E.idfornecedor}`,
    post({ cartItens: lines }),
  );
  check('carrinho salvo para o pedido', saved.ok);
  const owner = { token: p.token, idcliente: p.idcliente };
  const opts = { baseUrl: proxy.url, headers: { 'X-idfornecedor': E.idfornecedor }, cache: 'no-store' as const };
  const keys: string[] = [];
  const bodies: SubmitOrderBody[] = [];
  let fresh = 0;
  const deps: PlaceOrderDeps = {
    tokenizeCard: async () => ({ ok: false, mensagem: 'sem cartão' }),
    acceptTerms: async () => undefined,
    submit: async (body, key) => {
      keys.push(key);
      bodies.push(body);
      const r = await requestEndpoint(
        orderSubmitEndpoints.submitOrder,
        { params: { idcliente: p.idcliente }, body, auth: owner },
        { ...opts, headers: { ...opts.headers, 'Idempotency-Key': key }, timeoutMs: SUBMIT_TIMEOUT_MS },
      );
      return r.ok ? { ok: true, data: r.data } : r;
    },
    checkDuplicate: async (body) => {
      const r = await requestEndpoint(
        orderSubmitEndpoints.checkDuplicateOrder,
        { params: { idcliente: p.idcliente }, body, auth: owner },
        opts,
      );
      return r.ok ? r.data : null;
    },
    orderHref: (n) => `/submissao/${n}`,
    newKey: () => `novachave${++fresh}`.padEnd(16, '0'),
    rateLimitHref: '/erro/too-many-request',
  };
  const ctx = {
    idfornecedor: E.idfornecedor,
    place: { tipoEntrega: 'DELIVERY' as const, idendereco: p.idendereco, coords: null },
    idapikeys: null,
    formasPagamento: [{ idformapagto: stableUuid(`pagto:${E.slug}:PIX`), tipo: 'PIX', max_parcelas: 1 }],
    caracteristicas: orderCharacteristicRows('emporio').map((c) => ({
      idcaracteristica: c.idcaracteristica,
      nome: c.nome,
      tipo: c.tipo,
      obrigatoria: c.obrigatoria,
      opcoes: c.opcoes,
    })),
    termosPendentes: false,
    orcamentoPossivel: false,
    now: new Date(),
    itensName: 'Itens do carrinho',
  } as Parameters<typeof placeOrder>[1];
  const key = randomUUID().replace(/-/g, '');
  const fields = orderFields(lines, key);

  proxy.resetStats();
  // `/pedido` also matches `/pedido/duplicidade`: twice held past both timeouts (3 s and 5 s).
  proxy.setFault(
    lostCheck
      ? { modo: 'slow', caminho: '/pedido', vezes: 2, atrasoMs: 6000 }
      : { modo: 'slow', caminho: '/pedido', vezes: 1, atrasoMs: SUBMIT_TIMEOUT_MS + 1500 },
  );
  const first = await placeOrder(fields, ctx, deps);
  proxy.setFault({ modo: 'nenhuma' });
  const firstText = first && !first.ok ? first.mensagem : '';
  check(
    '1º envio: o cliente desiste; o comprador vê a mensagem da spec, a tentativa segue aberta ou aponta o pedido',
    !!first &&
      !first.ok &&
      (firstText.startsWith('Erro ao submeter seu pedido.') || firstText === ORDER_MESSAGES.pedidoIdentico) &&
      !stackTraceIn(firstText),
    JSON.stringify(first).slice(0, 200),
  );
  // The shopper presses again: the same attempt (its key) unless the page pointed at the order.
  await new Promise((r) => setTimeout(r, 1800));
  const retryFields = first && !first.ok && first.chave ? orderFields(lines, first.chave) : fields;
  const second = first && !first.ok && first.duplicado ? null : await placeOrder(retryFields, ctx, deps);
  // And a raw retry with the first key: the API replays the first answer.
  const replay = await requestEndpoint(
    orderSubmitEndpoints.submitOrder,
    { params: { idcliente: p.idcliente }, body: bodies[0]!, auth: owner },
    { ...opts, headers: { ...opts.headers, 'Idempotency-Key': key }, timeoutMs: 10_000 },
  );
  const orders = await adminQuery(apiDb, 'SELECT numpedido FROM pedidos WHERE idcliente = $1', [p.idcliente]);
  const numbers = new Set(
    [
      first && !first.ok && first.duplicado ? first.duplicado.numpedido : null,
      second?.ok ? second.numpedido : null,
      replay.ok ? replay.data.numpedido : null,
    ].filter(Boolean),
  );
  check(
    'exatamente um pedido no banco, o mesmo que o comprador vê',
    orders.length === 1 && numbers.size === 1 && numbers.has(orders[0].numpedido),
    `pedidos ${orders.map((o: { numpedido: number }) => o.numpedido).join(',') || 'nenhum'}; chaves enviadas ${keys.map((k) => (k === key ? 'mesma' : 'nova')).join(',')}; 2º ${second ? (second.ok ? `ok ${second.numpedido}` : second.mensagem) : 'não necessário (duplicidade)'}; replay ${replay.ok ? replay.data.numpedido : replay.status}`,
  );
  if (lostCheck)
    check(
      'sem resposta nem verificação: a tentativa fica aberta e o novo clique leva a mesma chave ao mesmo pedido',
      !!first && !first.ok && !first.chave && !!second?.ok && keys.length === 2 && keys.every((k) => k === key),
      `1º ${first && !first.ok ? `chave nova: ${first.chave ? 'sim' : 'não'}` : '?'}; 2º ${second?.ok ? `pedido ${second.numpedido}` : 'falhou'}`,
    );
  const submits = Object.entries(proxy.stats().porCaminho)
    .filter(([k]) => k.startsWith('POST') && k.endsWith('/pedido'))
    .reduce((n, [, v]) => n + v, 0);
  check(
    'sem tempestade: um envio por clique',
    submits === keys.length + 1,
    `${submits} POST …/pedido no proxy para ${keys.length} cliques + 1 repetição manual`,
  );
}

function buildBody(p: Shopper, lines: { idproduto: string; quantidade: number }[]): SubmitOrderBody {
  return {
    itens: lines.map((l) => ({ ...l, embalarParaPresente: false })),
    idfornecedor: E.idfornecedor,
    tipoEntrega: 'DELIVERY',
    formaEntrega: { idformaentrega: stableUuid(`entrega:${E.slug}:0`), data_de_entrega: null },
    enderecoentrega: { idendereco: p.idendereco },
    caracteristicas: orderCharacteristicRows('emporio')
      .filter((c) => c.obrigatoria)
      .map((c) => ({ idcaracteristica: c.idcaracteristica, valor: c.opcoes[0]! })),
    formaPagamento: { idformapagto: stableUuid(`pagto:${E.slug}:PIX`) },
  };
}

let apiDb = '';

async function restartMidRun(
  api: Instance,
  restartPg: () => void,
  restartApi: () => Promise<Instance>,
  people: Shopper[],
  products: string[],
): Promise<void> {
  say('\n4. PostgreSQL e API reiniciados no meio dos pedidos:');
  const acked: { numpedido: number; chave: string; idcliente: string }[] = [];
  const stuck: string[] = [];
  let attempts = 0;
  let retakes = 0;
  let url = api.url;
  let stop = false;
  const shopper = async (p: Shopper, n: number) => {
    for (let round = 0; !stop; round++) {
      const lines = [
        { idproduto: products[n % products.length]!, quantidade: 1 },
        { idproduto: products[(n + 3) % products.length]!, quantidade: round + 1 },
      ];
      const saved = await fetch(
        url + buildPath(cartEndpoints.saveCart, { idcliente: p.idcliente }, p) + `?idfornecedor=${E.idfornecedor}`,
        post({ cartItens: lines }),
      ).catch(() => null);
      if (!saved?.ok) {
        await new Promise((r) => setTimeout(r, 300));
        continue;
      }
      const key = randomUUID().replace(/-/g, '');
      const body = buildBody(p, lines);
      // The shopper retries the same attempt (same key) until it is answered: a key whose request
      // died with the API is taken over once its holder has been silent KEY_STALE_SECONDS.
      const until = Date.now() + (KEY_STALE_SECONDS + 10) * 1000;
      for (;;) {
        attempts++;
        const r = await fetch(
          url + buildPath(orderSubmitEndpoints.submitOrder, { idcliente: p.idcliente }, { token: p.token }),
          post(body, { 'Idempotency-Key': key }),
        ).catch(() => null);
        const b = r ? ((await r.json().catch(() => null)) as { numpedido?: number; codigo?: string } | null) : null;
        if (r?.ok && b?.numpedido) {
          acked.push({ numpedido: b.numpedido, chave: key, idcliente: p.idcliente });
          break;
        }
        if (r && r.status < 500 && r.status !== 409) break; // a definitive refusal
        if (r?.status === 409) retakes++;
        if (Date.now() > until) {
          stuck.push(`${key} (${r?.status ?? 'sem resposta'} ${b?.codigo ?? ''})`);
          break;
        }
        await new Promise((res) => setTimeout(res, 400));
      }
    }
  };
  const running = Promise.all(people.map((p, n) => shopper(p, n)));
  await new Promise((r) => setTimeout(r, 3000));
  const before = acked.length;
  say(`  ${before} pedidos confirmados; PostgreSQL parado de imediato e reiniciado, API morta (SIGKILL) e reiniciada…`);
  restartPg();
  const next = await restartApi();
  url = next.url;
  await new Promise((r) => setTimeout(r, 4000));
  stop = true;
  await running;
  const rows = await adminQuery(apiDb, 'SELECT numpedido FROM pedidos WHERE idcliente = ANY($1::uuid[])', [
    people.map((p) => p.idcliente),
  ]);
  const inDb = new Set(rows.map((r: { numpedido: number }) => Number(r.numpedido)));
  const lost = acked.filter((a) => !inDb.has(a.numpedido));
  const [keys] = await adminQuery(
    apiDb,
    `SELECT count(*) FILTER (WHERE estado = 'CONCLUIDO' AND status_http = 200)::int AS concluidas,
            count(*) FILTER (WHERE estado = 'EM_ANDAMENTO')::int AS em_andamento
     FROM idempotencia WHERE idcliente = ANY($1::uuid[])`,
    [people.map((p) => p.idcliente)],
  );
  check(
    `nenhum pedido confirmado perdido`,
    lost.length === 0 && acked.length > before,
    `${acked.length} confirmados (${before} antes do reinício), ${lost.length} ausentes do banco; ${attempts} envios`,
  );
  check(
    `um pedido por chave: pedidos no banco (${rows.length}) = chaves concluídas (${keys.concluidas})`,
    rows.length === keys.concluidas && rows.length >= acked.length,
  );
  check(
    `chaves da queda retomadas: cada tentativa repetida com a mesma chave terminou`,
    keys.em_andamento === 0 && stuck.length === 0,
    `${keys.em_andamento} em andamento, ${stuck.length} sem resposta final${stuck.length ? ` (${stuck.slice(0, 3).join(', ')})` : ''}; ${retakes} envios responderam 409 em andamento (dono silencioso há menos de ${KEY_STALE_SECONDS} s)`,
  );
}

async function main(): Promise<void> {
  if (!hasBuild()) throw new Error('Sem build da vitrine: rode `npx next build` antes.');
  say(`Falhas entre a vitrine e a API. ${machineLoad()}`);
  const server = await throwawayPostgres({
    port: process.env.FAULTS_PG_PORT ? Number(process.env.FAULTS_PG_PORT) : undefined,
  });
  try {
    apiDb = await freshDatabase(server.url, 'falhas');
    const apiPort = await portFrom('FAULTS_API_PORT');
    let api = await startApi({ port: apiPort, databaseUrl: apiDb, hops: 1 });
    const proxy = await startFaultProxy({ port: await portFrom('FAULTS_PROXY_PORT'), target: api.url });
    const web = await startStorefront({ port: await portFrom('FAULTS_STOREFRONT_PORT'), apiUrl: proxy.url });
    HOST = `${E.dominio}:${web.port}`;
    try {
      const people = await registerShoppers(api.url, 8, E.idfornecedor);
      const rows = await adminQuery(
        apiDb,
        `SELECT idproduto FROM produtos WHERE idfornecedor = $1 AND disponivel AND preco BETWEEN 500 AND 2500 AND estoque IS NULL
           AND unidade = 'un' AND min_por_pedido = 1 AND granularidade = 1 AND maxporpedido IS NULL AND 'DELIVERY' = ANY(tipos_entrega)
         ORDER BY codigo LIMIT 12`,
        [E.idfornecedor],
      );
      const products = rows.map((r: { idproduto: string }) => r.idproduto);
      // Warm the storefront (cold first renders) before anything is timed.
      await browse(web.url, '/');
      await browse(web.url, '/busca?q=arroz');

      const only = (arg('only') ?? '1,2,3,4').split(',');
      if (only.includes('1')) await pagesUnderFaults(web.url, proxy);
      if (only.includes('2')) await submitTimedOut(api.url, proxy, people[0]!, products, false);
      if (only.includes('2')) await submitTimedOut(api.url, proxy, people[7]!, products, true);
      if (only.includes('3')) await cartSaveUnderFaults(api.url, proxy, people[1]!, products);
      if (only.includes('4'))
        await restartMidRun(
          api,
          () => server.restart(),
          async () => {
            await stopChild(api.child, 'SIGKILL');
            api = await startApi({ port: apiPort, databaseUrl: apiDb, hops: 1 });
            return api;
          },
          people.slice(2, 7),
          products,
        );
    } finally {
      await proxy.close();
    }
  } finally {
    await stopStack();
  }
  const failed = results.filter(([, ok]) => !ok);
  say(
    `\n${results.length - failed.length} verificações ok, ${failed.length} falharam em ${(performance.now() / 1000).toFixed(0)} s. ${machineLoad()}`,
  );
  if (failed.length) process.exit(1);
}

main().catch(async (e: unknown) => {
  console.error(e);
  await stopStack();
  process.exit(1);
});
