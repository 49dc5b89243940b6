/**
 * Section 1, the storefront's side: bad input to the real build. Every route handler
 * (app/**\/route.ts, listed when the test runs, so new ones are fuzzed too), every server action
 * (ids read from the build's server-reference manifest) and every page (app/**\/page.tsx) gets
 * requests generated with fast-check: the methods the handler exports and others, garbage path
 * segments (control characters, over-long, malformed percent-encoding), garbage query strings,
 * cookies (sealed session and delivery cookies that are not), headers (Origin, Content-Type,
 * Next's RSC and router-state headers), bodies (JSON, forms, multipart, deep nesting, over 1 MB)
 * and server-action payloads (forged ids, React reference strings, wrong shapes). Odd Host headers
 * and malformed HTTP go over a raw socket.
 *
 * A request fails the run when it gets a 5xx, no answer (reset, hang-up, 15 s without one) or a
 * body with a stack trace or a build path. Requests leave from their own loopback address
 * (127.0.0.77), so the API's per-address limits they exhaust are not the other tests'. Fixed seed
 * (FUZZ_SEED), bounded runs (FUZZ_SCALE), one worker, well under 90 s.
 *
 * The real-looking values among the garbage come from the target (docs/qa.md): its stores (hosts, slugs, ids and
 * names from the profile and the API by slug), their CEPs from the profile, one of the consumer store's products
 * and its footer's pages, its logo's path, and the consumer account's email and a saved address through the API.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import fc from 'fast-check';

import { MAX_ACTION_BODY_BYTES } from '../lib/tenant/server-action-guard';
import {
  BAD_PERCENT,
  deepArray,
  deepObject,
  FUZZ_SCALE,
  FUZZ_SEED,
  NASTY_STRINGS,
  pauseFor,
  pool,
  PROTO_KEYS,
  rawHttp,
  rawRequest,
  seedFor,
  stackTraceIn,
} from '../test-support/fuzz';
import { apiAddresses, apiLogin } from './api-client';
import {
  accountUser,
  E2E_STOREFRONT_PORT,
  expect,
  fetchSupplier,
  requireAccount,
  requireOnTarget,
  requireStore,
  STACK_TRACE,
  target,
  test,
  visitorProducts,
} from './fixtures';

const ROOT = path.resolve(__dirname, '..');
const PORT = E2E_STOREFRONT_PORT;
/** The fuzz's own client address (any 127.0.0.0/8 address is loopback on Linux). */
const SOURCE = '127.0.0.77';
const BATCH = 4;
const TIMEOUT_MS = 15_000;
const runs = (n: number) => Math.max(1, Math.round(n * FUZZ_SCALE));

test.describe.configure({ mode: 'default' });

// ---------------------------------------------------------------------------------------------
// What the build serves, found at test time
// ---------------------------------------------------------------------------------------------

function walk(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((d) => (d.isDirectory() ? walk(path.join(dir, d.name)) : [path.join(dir, d.name)]));
}

/** `app/[supplier]/api/cep/[cep]/route.ts` → `/[supplier]/api/cep/[cep]` (route groups dropped). */
const templateOf = (file: string) =>
  '/' +
  path
    .relative(path.join(ROOT, 'app'), path.dirname(file))
    .split(path.sep)
    .filter((s) => s && !/^\(.*\)$/.test(s) && !s.startsWith('@'))
    .join('/');

const HTTP_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/** The HTTP methods a route module exports (`export const POST`, `export async function GET`, `export { h as PUT }`). */
function exportedMethods(file: string): string[] {
  const src = fs.readFileSync(file, 'utf8');
  const found = new Set<string>();
  for (const m of src.matchAll(
    /export\s+(?:async\s+)?(?:function|const|let)\s+(GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS)\b/g,
  ))
    found.add(m[1]!);
  for (const m of src.matchAll(/export\s*\{([^}]*)\}/g))
    for (const n of m[1]!.matchAll(/\b(?:as\s+)?(GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS)\b/g)) found.add(n[1]!);
  return [...found];
}

const appFiles = walk(path.join(ROOT, 'app'));
const ROUTE_HANDLERS = appFiles
  .filter((f) => /[/\\]route\.(ts|tsx|js|mjs)$/.test(f))
  .map((f) => ({ template: templateOf(f), methods: exportedMethods(f) }));
const PAGES = appFiles.filter((f) => /[/\\]page\.(tsx|ts|jsx|js)$/.test(f)).map((f) => templateOf(f));

type Action = { id: string; template: string; name: string };
function serverActions(): Action[] {
  const file = path.join(ROOT, process.env.NEXT_DIST_DIR || '.next', 'server', 'server-reference-manifest.json');
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    node: Record<string, { workers: Record<string, unknown>; exportedName?: string }>;
  };
  return Object.entries(manifest.node).flatMap(([id, a]) => {
    const page = Object.keys(a.workers).find((w) => w.startsWith('app/') && w.endsWith('/page'));
    return page ? [{ id, template: page.slice('app'.length, -'/page'.length) || '/', name: a.exportedName ?? id }] : [];
  });
}

// ---------------------------------------------------------------------------------------------
// Garbage
// ---------------------------------------------------------------------------------------------

/** encodeURIComponent that never throws: a lone surrogate becomes its (invalid) UTF-8 bytes. */
function enc(s: string): string {
  let out = '';
  for (const ch of s) {
    const cp = ch.codePointAt(0)!;
    if (cp >= 0xd800 && cp <= 0xdfff)
      out +=
        `%${(0xe0 | (cp >> 12)).toString(16)}%${(0x80 | ((cp >> 6) & 0x3f)).toString(16)}%${(0x80 | (cp & 0x3f)).toString(16)}`.toUpperCase();
    else out += encodeURIComponent(ch);
  }
  return out;
}

/** A store of the target as the fuzz addresses it: its own host (with the path prefix, '' on its own domain), slug, id, name. */
type FuzzStore = { host: string; hostname: string; base: string; slug: string; idfornecedor: string; nome: string };

/** What the real-looking values come from, discovered once per worker on the target. */
type World = {
  /** Every store the target has; the consumer store first. */
  stores: FuzzStore[];
  ceps: string[];
  /** The consumer store's footer pages (`/pagina/<slug>`) and one of its products. */
  pageSlugs: string[];
  productSlug: string;
  /** The consumer store's logo under /superon/imagens/ (`<id>/logo.svg`). */
  logoPath: string;
  /** The consumer account's email and one of its saved addresses. */
  email: string;
  idendereco: string;
};

async function fuzzStore(role: 'consumer' | 'company' | 'pickup'): Promise<FuzzStore> {
  const store = target.stores[role]!;
  const { slug, idfornecedor, nome } = await fetchSupplier(store);
  const origin = new URL(store.origin);
  return { host: origin.host, hostname: origin.hostname, base: store.base, slug, idfornecedor, nome };
}

let world: Promise<World> | undefined;
/** The target's world (requireStore and requireAccount in the calling test: a target without them skips it). */
function discoverWorld(): Promise<World> {
  const consumer = requireStore('consumer');
  const account = requireAccount('consumer');
  const discovered = (world ??= (async () => {
    const roles = (['consumer', 'company', 'pickup'] as const).filter((r) => target.stores[r]);
    const stores = await Promise.all(roles.map(fuzzStore));
    const supplier = await fetchSupplier(consumer);
    const pageSlugs = supplier.config.rodape.colunas
      .flatMap((c) => c.links)
      .flatMap((l) => /^\/pagina\/([^/?#]+)$/.exec(l.url)?.[1] ?? [])
      .slice(0, 2);
    const { produtos } = await visitorProducts(consumer);
    const logo = /^\/superon\/imagens\/(.+)$/.exec(supplier.config.tema.logo_url ?? '')?.[1];
    const { idfornecedor } = await fetchSupplier(requireStore(account.store));
    const session = await apiLogin(account.login, account.password, idfornecedor);
    const [address] = await apiAddresses(session);
    return {
      stores,
      ceps: [...new Set(roles.flatMap((r) => target.stores[r]!.cep ?? []))],
      pageSlugs,
      productSlug: produtos[0]?.slug ?? '',
      logoPath: logo ?? '',
      email: (await accountUser(account)).email ?? '',
      idendereco: address?.idendereco ?? '',
    };
  })());
  return discovered.then((w) => {
    requireOnTarget(w.ceps.length > 0, 'CEP no perfil de alguma loja ("cep")');
    requireOnTarget(w.pageSlugs.length > 0, 'página institucional (/pagina/…) no rodapé da loja de consumidor');
    requireOnTarget(w.productSlug, 'produto na listagem da loja de consumidor');
    requireOnTarget(w.logoPath, 'logo da loja de consumidor em /superon/imagens/');
    requireOnTarget(w.email, 'email da conta de consumidor');
    requireOnTarget(w.idendereco, 'endereço salvo na conta de consumidor');
    return w;
  });
}

/** Real-looking values for a dynamic segment by its name. */
function segmentValues(name: string, w: World): string[] {
  switch (name) {
    case 'cep':
      return [...w.ceps.slice(0, 4), '05435-000', '00000000'];
    case 'slug':
      return [...w.pageSlugs, w.productSlug, 'nao-existe'];
    case 'codigo':
      return ['promo', 'NAOEXISTE', 'CUPOM10'];
    case 'token':
      return ['abc123', 'x'.repeat(64)];
    case 'email':
      return [w.email, 'nao@existe.com'];
    case '...path':
      return [w.logoPath, `${w.stores[0]!.idfornecedor}/banners/1.svg`, 'x/y/1.webp', '..', 'a'];
    default:
      return ['x', '1'];
  }
}

const nasty = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 1, arbitrary: fc.string({ maxLength: 16, unit: 'binary' }) },
);
/** A path segment: encoded text, or verbatim (malformed percent-encoding on purpose). */
const badSegment = fc.oneof(
  { weight: 3, arbitrary: nasty.map(enc) },
  {
    weight: 3,
    arbitrary: fc
      .tuple(
        fc.constantFrom('', 'a', 'x.png', '.txt'),
        fc.constantFrom(...BAD_PERCENT),
        fc.constantFrom('', '.js', '.png', '.svg', '/x'),
      )
      .map(([a, b, c]) => `${a}${b}${c}`),
  },
  { weight: 1, arbitrary: fc.constantFrom(300, 2_000, 8_000).map((n) => 'a'.repeat(n)) },
  { weight: 1, arbitrary: fc.constantFrom('..', '.', '%2e%2e', '%2F', '~', 'commerce', '_next', 'api', 'superon') },
);
const segmentArb = (name: string, w: World) =>
  fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom(...segmentValues(name, w)).map(enc) },
    { weight: 1, arbitrary: badSegment },
  );

const QUERY_KEYS = [
  'q',
  'page',
  'limit',
  'voltar',
  'fselecionado',
  'utm_source',
  'utm_campaign',
  'api_key',
  'id_erp_usuario',
  'ordenacao',
  'categ',
  'sk',
  'token',
  'url',
  'w',
  '_rsc',
];
const queryArb = (w: World) =>
  fc
    .array(
      fc.oneof(
        fc.tuple(
          fc.constantFrom(...QUERY_KEYS),
          fc.oneof(
            nasty.map(enc),
            fc.constantFrom(...BAD_PERCENT),
            fc.constantFrom(
              '1',
              '-1',
              '1e309',
              'NaN',
              '9007199254740993',
              w.stores[0]!.slug,
              'https://evil.example',
              '//evil.example',
              '/\\evil',
            ),
          ),
        ),
        fc.tuple(
          fc.constantFrom(...QUERY_KEYS, ...PROTO_KEYS),
          fc.constantFrom(1_000, 6_000).map((n) => 'q'.repeat(n)),
        ),
        fc.tuple(
          fc.constantFrom(...BAD_PERCENT, ...PROTO_KEYS.map(enc), 'a[]', 'a[b]', ''),
          fc.constantFrom(...BAD_PERCENT, '', '1'),
        ),
      ),
      { maxLength: 3 },
    )
    .map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join('&'));

const COOKIE_GARBAGE = [
  'commerce-auth-token=garbage',
  `commerce-auth-token=Fe26.2**${'a'.repeat(64)}*${'b'.repeat(22)}*${'c'.repeat(43)}**${'d'.repeat(43)}~2`,
  'commerce-auth-token=%zz%00',
  'commerce-delivery=garbage',
  `commerce-delivery=${'x'.repeat(4_000)}`,
  'utm=%7B%22a%22%3A%7B%22__proto__%22%3A1%7D%7D',
  'utm=%zz',
  'maior-de-18=sim',
  'maior-de-18=%00',
  'a=1; a=2; commerce-auth-token=; commerce-auth-token=x',
  '=; ;;=x',
];

const headerArb = fc.record(
  {
    origin: fc.constantFrom('same', 'same', 'same', 'none', 'http://evil.example', 'null'),
    contentType: fc.constantFrom(
      'application/json',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=zzz',
      'multipart/form-data',
      'text/plain;charset=UTF-8',
      'application/json; charset=utf-16',
      'garbage',
    ),
    cookie: fc.option(fc.constantFrom(...COOKIE_GARBAGE), { freq: 3 }),
    extra: fc.option(
      fc.constantFrom<[string, string]>(
        ['rsc', '1'],
        ['next-router-state-tree', '%5B%22garbage'],
        ['next-router-state-tree', enc(JSON.stringify(['', { children: ['__PAGE__', {}] }, null, null, true]))],
        ['next-router-prefetch', '1'],
        ['next-url', '/%zz'],
        ['accept', 'application/json'],
        ['accept', 'text/x-component'],
        ['x-forwarded-host', 'evil.example'],
        ['x-forwarded-proto', 'gopher'],
        ['x-middleware-subrequest', 'middleware:middleware:middleware:middleware:middleware'],
        ['x-invoke-path', '/%zz'],
        ['range', 'bytes=99999999-'],
        ['if-none-match', '*'],
        ['accept-language', 'zz'.repeat(500)],
      ),
      { freq: 2 },
    ),
  },
  { requiredKeys: ['origin', 'contentType'] },
);

const bodyArb = (w: World) =>
  fc.oneof(
    {
      weight: 8,
      arbitrary: fc.constantFrom(
        '',
        '{}',
        '[]',
        'null',
        '"x"',
        '{',
        '{"cep":"05435000"}',
        '{"cep":"\\u0000"}',
        '{"tipo":"DELIVERY","idendereco":"' + w.idendereco + '"}',
        '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}',
        '{"idproduto":"\\ud800","email":"a@b.c"}',
        'cep=05435000&tipo=%zz',
        'a=%00&b=' + 'x'.repeat(5_000),
        '--zzz\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--zzz--\r\n',
        '--zzz\r\nContent-Disposition: form-data; name="a"\r\n\r\n1',
        '--zzz\r\nContent-Disposition: form-data; name="f"; filename="x.txt"\r\nContent-Type: text/plain\r\n\r\nabc\r\n--zzz--\r\n',
      ),
    },
    { weight: 2, arbitrary: fc.constantFrom(deepArray(10_000), deepObject(10_000)) },
    { weight: 1, arbitrary: fc.constant('{"a":"' + 'é'.repeat(1_100_000) + '"}') },
    { weight: 4, arbitrary: nasty.map((s) => JSON.stringify({ cep: s, tipo: s, email: s, q: s, idproduto: s })) },
  );

// ---------------------------------------------------------------------------------------------
// Sending and judging
// ---------------------------------------------------------------------------------------------

type Sent = {
  method: string;
  host: string | null;
  target: string;
  headers: [string, string][];
  body: Buffer | null;
  socket?: boolean;
};
type Answer = { status: number; body: string; contentType: string; error: string | null; timedOut: boolean };

const agent = new http.Agent({ keepAlive: true, maxSockets: BATCH });
let sent = 0;
const byStatus = new Map<number, number>();

function viaHttp(r: Sent): Promise<Answer> {
  return new Promise((resolve) => {
    let answered: Answer | null = null;
    let settled = false;
    const done = (a: Answer) => {
      if (!settled) {
        settled = true;
        clearTimeout(timer);
        resolve(a);
      }
    };
    const headers: Record<string, string | string[]> = { host: r.host ?? '' };
    for (const [k, v] of r.headers) headers[k] = v;
    if (r.body) headers['content-length'] = String(r.body.length);
    let req: http.ClientRequest;
    try {
      // Next echoes a long path in up to four answer headers (Location, Refresh, the rewrite headers):
      // read them as a browser would, past Node's 16 KB default.
      req = http.request({
        host: '127.0.0.1',
        port: PORT,
        localAddress: SOURCE,
        method: r.method,
        path: r.target,
        headers,
        agent,
        maxHeaderSize: 256 * 1024,
      });
    } catch {
      void viaSocket(r).then(resolve);
      return;
    }
    const timer = setTimeout(() => {
      req.destroy();
      done({ status: 0, body: '', contentType: '', error: null, timedOut: true });
    }, TIMEOUT_MS);
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (d: Buffer) => chunks.push(d));
      res.on('end', () => {
        answered = {
          status: res.statusCode ?? 0,
          body: Buffer.concat(chunks).toString('utf8'),
          contentType: String(res.headers['content-type'] ?? ''),
          error: null,
          timedOut: false,
        };
        done(answered);
      });
      res.on('error', (e: NodeJS.ErrnoException) =>
        done({
          status: res.statusCode ?? 0,
          body: Buffer.concat(chunks).toString('utf8'),
          contentType: '',
          error: e.code ?? e.message,
          timedOut: false,
        }),
      );
    });
    req.on('error', (e: NodeJS.ErrnoException) =>
      setTimeout(
        () => done(answered ?? { status: 0, body: '', contentType: '', error: e.code ?? e.message, timedOut: false }),
        100,
      ),
    );
    req.end(r.body ?? undefined);
  });
}

async function viaSocket(r: Sent): Promise<Answer> {
  const headers: [string, string][] = [
    ...(r.host === null ? [] : ([['Host', r.host]] as [string, string][])),
    ...r.headers,
    ['Connection', 'close'],
  ];
  if (r.body && !r.headers.some(([k]) => /^(content-length|transfer-encoding)$/i.test(k)))
    headers.push(['Content-Length', String(r.body.length)]);
  const bytes = rawHttp(r.method, r.target, headers, r.body ?? undefined);
  // Node refuses a head over 16 KB (431) before reading it: wait for that answer after the head.
  const pauseMs = bytes.indexOf('\r\n\r\n') > 16 * 1024 ? pauseFor(bytes, true) : 0;
  let a = await rawRequest(PORT, bytes, {
    timeoutMs: TIMEOUT_MS,
    localAddress: SOURCE,
    head: r.method === 'HEAD',
    pauseMs,
  });
  // A body over 1 MB (the action guard's 413, a route handler's own limit) may be refused before
  // it is all read: the server then closes while we still write, and the reset can swallow its
  // answer (EPIPE, seen on an action and on a route handler in full runs). Then send it again,
  // waiting for the answer after the head: a server that closes with no answer still fails.
  const oversized = (r.body?.length ?? 0) > MAX_ACTION_BODY_BYTES;
  if (oversized && a.status === 0 && (a.error === 'EPIPE' || a.error === 'ECONNRESET')) {
    a = await rawRequest(PORT, bytes, { timeoutMs: TIMEOUT_MS, localAddress: SOURCE, pauseMs: pauseFor(bytes, true) });
  }
  return {
    status: a.status,
    body: a.body,
    contentType: a.headers['content-type'] ?? '',
    error: a.error ?? (a.status === 0 && a.closed ? 'fechada sem resposta' : null),
    timedOut: a.timedOut,
  };
}

function judge(r: Sent, a: Answer): string | null {
  if (a.timedOut) return `sem resposta em ${TIMEOUT_MS / 1000} s`;
  if (a.status === 0) return `conexão encerrada sem resposta (${a.error ?? '?'})`;
  if (a.status >= 500) return `${a.status} ${a.body.slice(0, 160)}`;
  const trace =
    stackTraceIn(a.body) ?? (STACK_TRACE.test(a.body) ? `STACK_TRACE: ${STACK_TRACE.exec(a.body)![0]}` : null);
  if (trace) return `stack trace no corpo: ${trace}`;
  return null;
}

type Problem = { key: string; detail: string };

async function sendAndJudge(name: string, r: Sent, problems: Problem[]): Promise<void> {
  const big =
    r.target.length + r.headers.reduce((n, [k, v]) => n + k.length + v.length, 0) > 12_000 ||
    (r.body?.length ?? 0) > 1_000_000;
  const a = r.socket || big || r.host === null ? await viaSocket(r) : await viaHttp(r);
  sent++;
  byStatus.set(a.status, (byStatus.get(a.status) ?? 0) + 1);
  const why = judge(r, a);
  if (why) {
    const t = r.target.length > 240 ? `${r.target.slice(0, 240)}…(${r.target.length})` : r.target;
    const b = r.body
      ? r.body.length > 240
        ? `${r.body.subarray(0, 240).toString('utf8')}…(${r.body.length} bytes)`
        : r.body.toString('utf8')
      : '';
    problems.push({
      key: `${name}: ${r.method} → ${why.slice(0, 50)}`,
      detail: `${why}\n    ${r.method} ${t} (Host ${JSON.stringify(r.host?.slice(0, 60))})\n    headers ${JSON.stringify(r.headers.map(([k, v]) => [k, v.length > 80 ? `${v.slice(0, 80)}…` : v]))}\n    body ${JSON.stringify(b)}`,
    });
  }
}

function report(problems: Problem[]): string {
  const byKey = new Map<string, Problem[]>();
  for (const p of problems) byKey.set(p.key, [...(byKey.get(p.key) ?? []), p]);
  return (
    [...byKey.entries()].map(([k, ps]) => `${ps.length}× ${k}\n  ${ps[0]!.detail}`).join('\n\n') +
    `\n(FUZZ_SEED=${FUZZ_SEED})`
  );
}

/** Where a `/[supplier]/…` template is served: a supplier's own host, or the shared host with the slug first. */
const hostModeArb = (w: World) =>
  fc.oneof(
    fc.constantFrom(...w.stores).map((s) => ({ host: s.host, prefix: s.base })),
    fc.constantFrom(...w.stores).map((s) => ({ host: `127.0.0.1:${PORT}`, prefix: `/${s.slug}` })),
    fc.constant({ host: `localhost:${PORT}`, prefix: '/fornecedor-que-nao-existe' }),
  );

/** A URL path for a template: its `[name]` segments filled (real-looking or garbage). */
function pathArb(template: string, w: World): fc.Arbitrary<{ host: string; path: string }> {
  const parts = template.split('/').filter(Boolean);
  const dynamic = parts.filter((p) => /^\[.*\]$/.test(p) && p !== '[supplier]');
  return fc
    .tuple(
      hostModeArb(w),
      fc.tuple(...dynamic.map((p) => segmentArb(p.slice(1, -1), w))),
      fc.option(badSegment, { freq: 6 }),
    )
    .map(([mode, values, tail]) => {
      let i = 0;
      const filled = parts
        .map((p) => (p === '[supplier]' ? null : /^\[.*\]$/.test(p) ? values[i++]! : p))
        .filter((p) => p !== null);
      const startsWithSupplier = parts[0] === '[supplier]';
      const base = startsWithSupplier ? mode.prefix : '';
      const host = startsWithSupplier ? mode.host : `127.0.0.1:${PORT}`;
      return { host, path: `${base}/${filled.join('/')}${tail ? `/${tail}` : ''}`.replace(/\/+$/, '') || '/' };
    });
}

const headersFor = (
  h: { origin: string; contentType: string; cookie?: string | null; extra?: [string, string] | null },
  host: string,
  withBody: boolean,
): [string, string][] => {
  const out: [string, string][] = [];
  if (h.origin === 'same') out.push(['origin', `http://${host}`]);
  else if (h.origin !== 'none') out.push(['origin', h.origin]);
  if (withBody) out.push(['content-type', h.contentType]);
  if (h.cookie) out.push(['cookie', h.cookie]);
  if (h.extra) out.push(h.extra);
  return out;
};

async function fuzz(name: string, arb: fc.Arbitrary<Sent>, numRuns: number, problems: Problem[]): Promise<void> {
  await fc.assert(
    fc.asyncProperty(fc.array(arb, { minLength: BATCH, maxLength: BATCH }), async (reqs) => {
      await Promise.all(reqs.map((r) => sendAndJudge(name, r, problems)));
    }),
    { seed: seedFor(name), numRuns, endOnFailure: true },
  );
}

const started = Date.now();
test.afterAll(() => {
  agent.destroy();
  const statuses = [...byStatus.entries()]
    .sort(([a], [b]) => a - b)
    .map(([s, n]) => `${s}:${n}`)
    .join(' ');
  console.log(
    `fuzz da vitrine: ${sent} requisições em ${((Date.now() - started) / 1000).toFixed(1)} s (FUZZ_SEED=${FUZZ_SEED}); status ${statuses}`,
  );
});

// ---------------------------------------------------------------------------------------------
// The run
// ---------------------------------------------------------------------------------------------

test(
  'fuzz: cada route handler (app/**/route.ts), com métodos, caminhos, query, cookies e corpos ruins',
  { tag: '@reference' },
  async () => {
    // Bounded, with room for a loaded 2-core machine: every route handler and action gets its runs. About 2 min
    // when the other worker is quiet, over 4 when it is busy (CI, the retry of a timed-out attempt passed in 1.8).
    test.setTimeout(360_000);
    const w = await discoverWorld();
    expect(ROUTE_HANDLERS.length).toBeGreaterThan(10);
    const problems: Problem[] = [];
    for (const { template, methods } of ROUTE_HANDLERS) {
      const method = fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom(...(methods.length ? methods : ['GET'])) },
        { weight: 1, arbitrary: fc.constantFrom(...HTTP_METHODS) },
      );
      const arb = fc
        .record({
          p: pathArb(template, w),
          q: fc.option(queryArb(w), { freq: 3 }),
          m: method,
          h: headerArb,
          body: bodyArb(w),
        })
        .map(({ p, q, m, h, body }): Sent => {
          const withBody = !['GET', 'HEAD'].includes(m);
          return {
            method: m,
            host: p.host,
            target: q ? `${p.path}?${q}` : p.path,
            headers: headersFor(h, p.host, withBody),
            body: withBody ? Buffer.from(body, 'utf8') : null,
          };
        });
      await fuzz(`route ${template}`, arb, runs(36), problems);
    }
    expect(problems, report(problems)).toEqual([]);
  },
);

test(
  'fuzz: cada ação de servidor, com ids forjados e argumentos que não são os dela',
  { tag: '@reference' },
  async () => {
    // Bounded, with room for a loaded 2-core machine: every route handler and action gets its runs. About 2 min
    // when the other worker is quiet, over 4 when it is busy (CI, the retry of a timed-out attempt passed in 1.8).
    test.setTimeout(360_000);
    const w = await discoverWorld();
    const actions = serverActions();
    expect(actions.length).toBeGreaterThan(5);
    const REACT_REFS = [
      '$K1',
      '$@1',
      '$Q1',
      '$W1',
      '$h1',
      '$B1',
      '$T',
      '$n1e309',
      '$D',
      '$Dgarbage',
      '$undefined',
      '$-0',
      '$NaN',
      '$Infinity',
      '$I1',
      '$S',
      '$F1',
      '$1',
      '$',
      '$$',
      '$Z',
      '$R1',
      '$r1',
      '$X1',
      '$i1',
    ];
    const payload = fc.oneof(
      {
        weight: 4,
        arbitrary: fc
          .array(
            fc.oneof(
              fc.constantFrom<unknown>(null, 0, -1, true, '', {}, [], { a: { b: [] } }),
              nasty,
              fc.constantFrom(...REACT_REFS),
            ),
            { maxLength: 4 },
          )
          .map((a) => JSON.stringify(a)),
      },
      { weight: 2, arbitrary: fc.constantFrom(...REACT_REFS).map((r) => JSON.stringify([r, { a: r }, [r]])) },
      {
        weight: 2,
        arbitrary: fc.constantFrom(
          '{"a":1}',
          'null',
          '"x"',
          '[{"__proto__":{"admin":true}}]',
          JSON.stringify(Array.from({ length: 2_000 }, () => 'x')),
          deepArray(10_000),
          JSON.stringify(['x'.repeat(1_100_000)]),
          '["\\ud800"]',
        ),
      },
    );
    const forgedIds = fc.constantFrom(
      '7f' + '0'.repeat(40),
      'F'.repeat(42),
      '0'.repeat(40),
      `7f${'g'.repeat(40)}`,
      ' 7f' + '1'.repeat(40),
      '',
      '7f' + '0'.repeat(40) + ',7f' + '1'.repeat(40),
    );
    const problems: Problem[] = [];
    for (const action of actions) {
      const arb = fc
        .record({
          p: pathArb(action.template, w),
          id: fc.oneof(
            { weight: 5, arbitrary: fc.constant(action.id) },
            { weight: 1, arbitrary: forgedIds },
            { weight: 1, arbitrary: fc.constantFrom(...actions.map((a) => a.id)) },
          ),
          kind: fc.constantFrom('fetch', 'fetch', 'fetch', 'reply', 'form', 'garbage'),
          body: payload,
          h: headerArb,
          q: fc.option(queryArb(w), { freq: 6 }),
        })
        .map(({ p, id, kind, body, h, q }): Sent => {
          const headers = headersFor({ ...h, contentType: '' }, p.host, false).filter(([k]) => k !== 'content-type');
          let b: string;
          const part = (name: string, value: string) =>
            `--zzz\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
          if (kind === 'form') {
            // The no-JavaScript form post.
            headers.push(['content-type', 'multipart/form-data; boundary=zzz']);
            b = `${part(`$ACTION_ID_${id}`, '')}${part('campo', body.slice(0, 2_000))}--zzz--\r\n`;
          } else if (kind === 'reply') {
            // encodeReply's multipart form: the argument list in '0', FormData fields and other parts after it.
            headers.push(['next-action', id], ['content-type', 'multipart/form-data; boundary=zzz']);
            b = `${part('0', body.slice(0, 20_000))}${part('1', body.slice(0, 200))}${part('1_cep', '05435000')}--zzz--\r\n`;
          } else {
            headers.push(
              ['next-action', id],
              ['content-type', kind === 'fetch' ? 'text/plain;charset=UTF-8' : h.contentType],
            );
            b = body;
          }
          return {
            method: 'POST',
            host: p.host,
            target: q ? `${p.path}?${q}` : p.path,
            headers,
            body: Buffer.from(b, 'utf8'),
          };
        });
      await fuzz(`action ${action.name} (${action.template})`, arb, runs(16), problems);
    }
    expect(problems, report(problems)).toEqual([]);
  },
);

test(
  'fuzz: cada página, com segmentos e query strings longos, de controle e mal codificados',
  { tag: '@reference' },
  async () => {
    // Bounded, with room for a loaded 2-core machine: every route handler and action gets its runs. About 2 min
    // when the other worker is quiet, over 4 when it is busy (CI, the retry of a timed-out attempt passed in 1.8).
    test.setTimeout(360_000);
    const w = await discoverWorld();
    expect(PAGES.length).toBeGreaterThan(5);
    const problems: Problem[] = [];
    for (const template of PAGES) {
      const arb = fc
        .record({
          p: pathArb(template, w),
          q: fc.option(queryArb(w), { freq: 2 }),
          h: headerArb,
          m: fc.constantFrom('GET', 'GET', 'GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE'),
        })
        .map(({ p, q, h, m }): Sent => ({
          method: m,
          host: p.host,
          target: q ? `${p.path}?${q}` : p.path,
          headers: headersFor(h, p.host, false),
          body: null,
        }));
      await fuzz(`page ${template}`, arb, runs(15), problems);
    }
    expect(problems, report(problems)).toEqual([]);
  },
);

test('fuzz: Host estranho e HTTP malformado, num socket', { tag: '@reference' }, async () => {
  test.setTimeout(90_000);
  const w = await discoverWorld();
  // The consumer store: its own host name (`emporio.localhost` locally), slug and logo.
  const home = w.stores[0]!;
  const own = home.hostname;
  const problems: Problem[] = [];
  const hosts: (string | null)[] = [
    null,
    '',
    'a b',
    'h'.repeat(8_000),
    'ñandú.例え',
    `127.0.0.1:abc`,
    '10.0.0.1',
    '10.0.0.1:80',
    'desconhecido.example',
    `[::1]:${PORT}`,
    `${own}:99999`,
    `${own}:3000@evil.com`,
    '-',
    '%zz',
    'a..b',
    `${own.toUpperCase()}:${PORT}`,
    `${own}.:${PORT}`,
  ];
  const paths = [
    '/',
    `/${home.slug}`,
    '/busca?q=a',
    '/api/sugestoes?q=ar',
    '/api/entrega/estado',
    '/sitemap.xml',
    '/robots.txt',
    '/favicon.ico',
    `/superon/imagens/${w.logoPath}`,
    '/tenant-redirect',
    '/commerce/busca',
    '/login-token/a/b',
  ];
  const reqs: Sent[] = [];
  for (const host of hosts)
    for (const p of paths) reqs.push({ method: 'GET', host, target: p, headers: [], body: null, socket: true });
  for (const host of hosts.slice(0, 8))
    reqs.push({
      method: 'POST',
      host,
      target: `/${home.slug}/entrar`,
      headers: [
        ['next-action', '7f' + '0'.repeat(40)],
        ['origin', `http://${host}`],
        ['content-type', 'text/plain;charset=UTF-8'],
      ],
      body: Buffer.from('[]'),
      socket: true,
    });
  const h: [string, string][] = [];
  const raw: Sent[] = [
    ...[
      '/%zz',
      '/%',
      '/%C0%AE',
      '/%00',
      `/${home.slug}/%E0%A4%A`,
      '/%zz.js',
      '/superon/imagens/%zz',
      '/_next/%zz',
      '/_next/image?url=%zz',
      '/_next/image?url=/superon/imagens/%25zz&w=128&q=75',
      '/_next/static/%zz',
      '/_next/data/x/%zz.json',
    ].map((t) => ({ method: 'GET', host: `127.0.0.1:${PORT}`, target: t, headers: h, body: null, socket: true })),
    ...[
      'http://[::1',
      'http://x:99999/',
      '//',
      '*',
      'busca',
      '/\\\\evil.example/x',
      '/' + 'a'.repeat(20_000),
      '/busca?q=' + 'a'.repeat(50_000),
    ].map((t) => ({ method: 'GET', host: `127.0.0.1:${PORT}`, target: t, headers: h, body: null, socket: true })),
    ...['/a b', '/\u0001', '/ñ', '/\u00ff', '/x\u0000'].map((t) => ({
      method: 'GET',
      host: `127.0.0.1:${PORT}`,
      target: t,
      headers: h,
      body: null,
      socket: true,
    })),
    ...['FOO', 'get', 'PROPFIND', 'TRACE', 'CONNECT', 'M-SEARCH'].map((m) => ({
      method: m,
      host: `127.0.0.1:${PORT}`,
      target: '/',
      headers: h,
      body: null,
      socket: true,
    })),
    {
      method: 'POST',
      host: `${own}:${PORT}`,
      target: `${home.base}/api/entrega/cep`,
      headers: [
        ['content-type', 'application/json'],
        ['transfer-encoding', 'chunked'],
      ],
      body: Buffer.from('zz\r\nabc\r\n'),
      socket: true,
    },
    {
      method: 'GET',
      host: `${own}:${PORT}`,
      target: `${home.base}/`,
      headers: [['x-lixo', 'a'.repeat(20_000)]],
      body: null,
      socket: true,
    },
    {
      method: 'GET',
      host: `${own}:${PORT}`,
      target: `${home.base}/`,
      headers: [['cookie', `commerce-auth-token=${'a'.repeat(15_000)}`]],
      body: null,
      socket: true,
    },
  ];
  // A lying Content-Length (longer than the body) can only end by our closing: written separately, half-closed.
  await pool([...reqs, ...raw], BATCH, (r) => sendAndJudge('host/http', r, problems));
  const lying = await rawRequest(
    PORT,
    rawHttp(
      'POST',
      `${home.base}/api/entrega/cep`,
      [
        ['Host', `${own}:${PORT}`],
        ['Content-Type', 'application/json'],
        ['Content-Length', '500'],
      ],
      '{"cep":"05435000"}',
    ),
    { halfClose: true, localAddress: SOURCE, timeoutMs: TIMEOUT_MS },
  );
  sent++;
  if (lying.timedOut || lying.status >= 500)
    problems.push({
      key: 'Content-Length maior que o corpo',
      detail: `${lying.status} ${lying.error} ${lying.body.slice(0, 120)}`,
    });
  expect(problems, report(problems)).toEqual([]);
});

test(
  'depois do fuzz, a vitrine ainda atende o fornecedor e a página do provedor',
  { tag: '@reference' },
  async ({ request }) => {
    const w = await discoverWorld();
    // At least 10,000 generated requests per run (the tests above ran in this worker, in order).
    expect(sent).toBeGreaterThanOrEqual(Math.round(10_000 * Math.min(1, FUZZ_SCALE)));
    for (const s of w.stores) {
      const res = await request.get(`http://127.0.0.1:${PORT}/${s.slug}`);
      expect(res.status()).toBe(200);
      expect(await res.text()).toContain(s.nome);
    }
    expect((await request.get(`http://127.0.0.1:${PORT}/`)).status()).toBe(200);
  },
);
