#!/usr/bin/env node
// npm run cluster: two commerce API instances and two storefront instances behind
// HAProxy (Debian's `haproxy`, round robin, each answer marked X-Instancia; the chat's socket.io
// sticky by source address + User-Agent), on one PostgreSQL (DATABASE_URL's server, else a
// throw-away cluster), then the smoke through the balancer:
//   - checks in node: both instances answer; login throttling, idempotency keys, handoff codes and
//     the email outbox are shared (one instance writes, the other sees); the tenant cache never
//     serves one supplier's page for another's host; chat rooms: two socket.io clients through the
//     balancer on different API instances talk both ways (scripts/lib/cluster-chat.mjs); the
//     browsers' sockets go through the storefront's relay (decision 0017) to the API balancer;
//   - Playwright (CLUSTER_SPECS, by default e2e/cluster.spec.ts, checkout and chat) with the
//     balancer as its storefront and API: a login made on one storefront instance is valid on the
//     other; customer and attendant chat from browsers on different API instances.
// Run with tsx (package.json), which lets this file read the demo world's TypeScript.
//
//   npm run cluster [-- --keep]      (--keep: leave everything running until Ctrl-C)
//
// Ports (4660–4669 by default): CLUSTER_WEB_PORT 4660 (balancer, storefront), CLUSTER_API_PORT
// 4669 (balancer, API), API instances 4665/4666, storefront instances 4667/4668, PostgreSQL 4664.
// Needs a `next build` and haproxy (apt-get install haproxy).
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';

import { DEMO_SUPPLIERS } from '../commerce-api/seed/demo-world.ts';
import { CHAT_LOG_FORMAT, chatLogCollector, chatThroughBalancer } from './lib/cluster-chat.mjs';
import {
  BIN,
  freshDatabase,
  hasBuild,
  machineLoad,
  postgresServer,
  ROOT,
  say,
  spawnChild,
  startApi,
  startStorefront,
  stopStack,
  waitForHttp,
} from './lib/stack.mjs';

const port = (name, fallback) => Number(process.env[name] || fallback);
const WEB = port('CLUSTER_WEB_PORT', 4660);
const API = port('CLUSTER_API_PORT', 4669);
const APIS = [port('CLUSTER_API1_PORT', 4665), port('CLUSTER_API2_PORT', 4666)];
const WEBS = [port('CLUSTER_WEB1_PORT', 4667), port('CLUSTER_WEB2_PORT', 4668)];
// The e2e specs use the development key; this cluster is a throw-away test rig on loopback, so its
// APIs run as tests do (NODE_ENV=test below): production refuses that key (commerce-api/src/config.ts).
const ADMIN_KEY = process.env.ADMIN_API_KEY || 'dev-admin-key';
const E = DEMO_SUPPLIERS.emporio;
const A = DEMO_SUPPLIERS.adega;
const keep = process.argv.includes('--keep');

const results = [];
function check(label, ok, detail = '') {
  results.push({ label, ok });
  say(`  ${ok ? 'ok   ' : 'FALHA'} ${label}${detail ? ` — ${detail}` : ''}`);
}

function haproxyBin() {
  const found = spawnSync('sh', ['-c', 'command -v haproxy || ls /usr/sbin/haproxy 2>/dev/null'], { encoding: 'utf8' })
    .stdout.trim()
    .split('\n')[0];
  return found || null;
}

function haproxyConfig() {
  const servers = (name, ports) =>
    ports.map((p, i) => `  server ${name}${i + 1} 127.0.0.1:${p} check inter 2s`).join('\n');
  return `global
  maxconn 4000
  # Only the chat's requests are logged (the check reads which instance served each socket).
  log stdout format raw local0 info
defaults
  mode http
  timeout connect 5s
  timeout client 60s
  timeout server 60s
  # The balancer appends the address it saw (TRUSTED_PROXY_HOPS counts it).
  option forwardfor
frontend vitrine
  bind 127.0.0.1:${WEB}
  default_backend vitrines
backend vitrines
  balance roundrobin
  # The chat's websocket, relayed by the storefront (socket.io pings every 25 s).
  timeout tunnel 1h
  # The chat's answers, relayed from an API, keep that API's mark: the e2e checks which API a browser's socket stays on.
  http-response set-header X-Instancia %s unless { res.hdr(x-instancia) -m found }
${servers('vitrine', WEBS)}
frontend api
  bind 127.0.0.1:${API}
  log global
  log-format ${CHAT_LOG_FORMAT}
  http-request set-log-level silent unless { path_beg /socket.io/ }
  use_backend chat if { path_beg /socket.io/ }
  default_backend apis
backend apis
  balance roundrobin
  http-response set-header X-Instancia %s
${servers('api', APIS)}
# The chat's socket.io (docs/decisions/0026-scaling.md §4): a long-polling session lives in the
# instance that opened it, so every request of a browser, and its websocket upgrade, must reach the
# same one. Not by cookie (the chat ticket is the credential; the storefront's relay drops cookies).
# By a hash of the client address and the User-Agent (consistent: a server going away moves only its
# own clients). The browser's socket goes through a storefront instance (round robin), which relays
# it with the client's address as the first X-Forwarded-For entry (decision 0017): that address, not
# the relaying instance's, is hashed; a client reaching this port directly (the node check) has none,
# and its source address counts.
backend chat
  http-request set-var(txn.chat_ua) req.fhdr(user-agent)
  http-request set-var(txn.chat_sid) url_param(sid)
  http-request set-var(txn.chat_transport) url_param(transport)
  http-request set-var(txn.chat_client) src
  http-request set-var(txn.chat_client) req.hdr(x-forwarded-for,1) if { req.hdr(x-forwarded-for,1) -m found }
  balance hash var(txn.chat_client),concat(' ',txn.chat_ua)
  hash-type consistent
  # An open websocket is a tunnel; socket.io pings every 25 s, so this only bounds a dead one.
  timeout tunnel 1h
  http-response set-header X-Instancia %s
${servers('api', APIS)}
`;
}

/** A request with a Host of our choosing (fetch would send the URL's). */
function request(url, { method = 'GET', host, headers = {}, body } = {}) {
  const u = new URL(url);
  const data = body === undefined ? undefined : Buffer.from(typeof body === 'string' ? body : JSON.stringify(body));
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: u.hostname,
        port: u.port,
        path: u.pathname + u.search,
        method,
        headers: {
          ...(host ? { host } : {}),
          ...(data ? { 'content-type': 'application/json', 'content-length': data.length } : {}),
          ...headers,
        },
        timeout: 60_000,
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json = null;
          try {
            json = JSON.parse(text);
          } catch {
            /* a page */
          }
          resolve({
            status: res.statusCode,
            instance: res.headers['x-instancia'] ?? null,
            location: res.headers.location ?? null,
            text,
            json,
          });
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error('sem resposta')));
    req.on('error', reject);
    req.end(data);
  });
}

function cpfOf(n) {
  const d = String(100_000_000 + n)
    .slice(-9)
    .split('')
    .map(Number);
  for (const size of [9, 10]) {
    let sum = 0;
    for (let i = 0; i < size; i++) sum += d[i] * (size + 1 - i);
    d.push(((sum * 10) % 11) % 10);
  }
  return d.join('');
}

const api = `http://127.0.0.1:${API}`;
const direct = APIS.map((p) => `http://127.0.0.1:${p}`);

async function customer(n, from) {
  const cpf = cpfOf((Date.now() % 1_000_000) * 100 + n);
  const email = `cluster.${cpf}@teste.com.br`;
  const reg = await request(`${api}/v1/app/token~00000000-0000-0000-0000-000000000000/usuario`, {
    method: 'POST',
    headers: { 'x-forwarded-for': from },
    body: {
      nome: `Cliente Cluster ${n}`,
      email,
      cpf,
      senha: 'cluster1234',
      idfornecedor: E.idfornecedor,
      tokenOrigin: 'commerce',
    },
  });
  if (reg.status !== 200) throw new Error(`cadastro: ${reg.status} ${reg.text.slice(0, 200)}`);
  const login = await request(`${api}/v1/app/token/usuario/autenticar`, {
    method: 'POST',
    headers: { 'x-forwarded-for': from },
    body: { cpf, senha: 'cluster1234', idfornecedor: E.idfornecedor, tokenOrigin: 'commerce' },
  });
  if (login.status !== 200) throw new Error(`login: ${login.status} ${login.text.slice(0, 200)}`);
  return { cpf, email, token: login.json.token, idcliente: login.json.usuario.idcliente };
}

async function smoke(chatLog) {
  say('\nVerificações pelo balanceador:');
  // Both instances of each behind it.
  const apiSeen = new Set();
  for (let i = 0; i < 4; i++) apiSeen.add((await request(`${api}/health`)).instance);
  check('as duas APIs respondem pelo balanceador', apiSeen.has('api1') && apiSeen.has('api2'), [...apiSeen].join(', '));

  // Tenant: the host picks the supplier, whichever instance (and its cache) answers.
  let mixed = 0;
  const webSeen = new Set();
  for (let i = 0; i < 8; i++) {
    for (const [s, other] of [
      [E, A],
      [A, E],
    ]) {
      const r = await request(`http://127.0.0.1:${WEB}/busca?q=vinho`, { host: `${s.dominio}:${WEB}` });
      webSeen.add(r.instance);
      if (r.status !== 200 || !r.text.includes(s.nome) || r.text.includes(other.nome)) mixed++;
    }
  }
  check(
    'cache por fornecedor: cada host recebe só a própria loja, nas duas vitrines',
    mixed === 0 && webSeen.has('vitrine1') && webSeen.has('vitrine2'),
    `${mixed} páginas trocadas de 16; vitrines ${[...webSeen].join(', ')}`,
  );

  // Login throttling counted in PostgreSQL: failures on both instances add up.
  const me = await customer(1, '10.70.0.1');
  const failures = [];
  for (let i = 0; i < 5; i++) {
    const r = await request(`${api}/v1/app/token/usuario/autenticar`, {
      method: 'POST',
      headers: { 'x-forwarded-for': '10.71.0.9' },
      body: { cpf: me.cpf, senha: 'errada-000', idfornecedor: E.idfornecedor, tokenOrigin: 'commerce' },
    });
    failures.push(`${r.instance}:${r.status}`);
  }
  const sixth = await request(`${api}/v1/app/token/usuario/autenticar`, {
    method: 'POST',
    headers: { 'x-forwarded-for': '10.71.0.9' },
    body: { cpf: me.cpf, senha: 'cluster1234', idfornecedor: E.idfornecedor, tokenOrigin: 'commerce' },
  });
  check(
    'limite de tentativas de login compartilhado entre as APIs',
    failures.some((f) => f.startsWith('api1')) && failures.some((f) => f.startsWith('api2')) && sixth.status === 429,
    `${failures.join(' ')} → 6ª (senha certa) ${sixth.instance}:${sixth.status}`,
  );

  // Idempotency key: the same submit on both instances, one order.
  const buyer = await customer(2, '10.70.0.2');
  const addr = await request(`${api}/v1/app/${buyer.token}~${buyer.idcliente}/enderecos`, {
    method: 'POST',
    body: {
      apelido: 'Casa',
      rua: 'Rua Harmonia',
      numero: '12',
      bairro: 'Vila Madalena',
      cidade: 'São Paulo',
      uf: 'SP',
      cep: '05435000',
      coords: { lat: -23.5543, lng: -46.6893 },
    },
  });
  const products = await request(`${api}/v2/app/token/listaprodutos/${E.idfornecedor}?page=1&limit=40`);
  const lines = (products.json?.produtos ?? [])
    .filter((p) => p.preco >= 800 && p.preco <= 3000 && p.unidade === 'un' && !p.estoque)
    .slice(0, 3)
    .map((p) => ({ idproduto: p.idproduto, quantidade: 3 }));
  const cart = await request(
    `${api}/v2/app/${buyer.token}~${buyer.idcliente}/usuario/${buyer.idcliente}/cart?idfornecedor=${E.idfornecedor}`,
    {
      method: 'POST',
      body: { cartItens: lines },
    },
  );
  const { orderCharacteristicRows } = await import('../commerce-api/seed/order-content.ts');
  const { stableUuid } = await import('../commerce-api/seed/util.ts');
  const body = {
    itens: (cart.json?.produtosSelecionados ?? []).map((l) => ({
      idproduto: l.idproduto,
      quantidade: l.quantidade,
      embalarParaPresente: l.embalarParaPresente,
    })),
    idfornecedor: E.idfornecedor,
    tipoEntrega: 'DELIVERY',
    formaEntrega: { idformaentrega: stableUuid(`entrega:${E.slug}:0`), data_de_entrega: null },
    enderecoentrega: { idendereco: addr.json?.idendereco },
    caracteristicas: orderCharacteristicRows('emporio')
      .filter((c) => c.obrigatoria)
      .map((c) => ({ idcaracteristica: c.idcaracteristica, valor: c.opcoes[0] })),
    formaPagamento: { idformapagto: stableUuid(`pagto:${E.slug}:PIX`) },
  };
  const key = `cluster${Date.now()}`;
  const submit = (base) =>
    request(`${base}/v2/app/${buyer.token}/usuario/${buyer.idcliente}/pedido`, {
      method: 'POST',
      headers: { 'idempotency-key': key },
      body,
    });
  const together = await Promise.all([submit(direct[0]), submit(direct[1])]);
  const after = [await submit(direct[0]), await submit(direct[1])];
  const numbers = new Set([...together, ...after].filter((r) => r.status === 200).map((r) => r.json.numpedido));
  const orders = await request(`${api}/v4/app/pedido/cliente/${buyer.idcliente}`, {
    headers: { authorization: `Bearer ${buyer.token}~${buyer.idcliente}` },
  });
  const total =
    orders.json?.totalElements ?? orders.json?.total ?? orders.json?.pedidos?.length ?? orders.json?.content?.length;
  check(
    'chave de idempotência compartilhada: o mesmo envio nas duas APIs faz um pedido',
    numbers.size === 1 &&
      after.every((r) => r.status === 200) &&
      together.every((r) => r.status === 200 || (r.status === 409 && r.json?.codigo === 'PEDIDO_EM_ANDAMENTO')),
    `simultâneos ${together.map((r) => r.status).join('/')}, depois ${after.map((r) => r.status).join('/')}, pedidos ${[...numbers].join(',')}; lista do cliente: ${total ?? orders.status}`,
  );

  // Handoff: made on one instance, traded on the other, once.
  const made = await request(`${direct[0]}/v4/auth/handoff`, {
    method: 'POST',
    headers: { authorization: `Bearer ${me.token}` },
    body: { idfornecedor: E.idfornecedor },
  });
  const trade = () =>
    request(`${direct[1]}/v4/auth/handoff/consumir`, {
      method: 'POST',
      body: { codigo: made.json?.codigo, email: me.email, idfornecedor: E.idfornecedor },
    });
  const first = await trade();
  const again = await request(`${direct[0]}/v4/auth/handoff/consumir`, {
    method: 'POST',
    body: { codigo: made.json?.codigo, email: me.email, idfornecedor: E.idfornecedor },
  });
  check(
    'código de handoff feito numa API vale na outra, uma vez',
    made.status === 200 && first.status === 200 && !!first.json?.token && again.status === 401,
    `criar ${made.status}, trocar na outra ${first.status}, de novo ${again.status}`,
  );

  // Outbox: written by one instance, read on the other (a verification code: a new account's email
  // is not confirmed, so no reset link goes to it).
  const reset = await request(
    `${direct[0]}/v4/verificacao/enviar-verificacao?canal=email&idcliente=${me.idcliente}&idfornecedor=${E.idfornecedor}`,
    { headers: { 'x-forwarded-for': '10.72.0.1', authorization: `Bearer ${me.token}` } },
  );
  const outbox = await request(`${direct[1]}/admin/email-outbox?para=${encodeURIComponent(me.email)}`, {
    headers: { 'x-admin-key': ADMIN_KEY },
  });
  const mails = outbox.json?.mensagens ?? [];
  check(
    'caixa de saída de email compartilhada',
    reset.status === 200 && mails.length > 0,
    `pedido na api1 ${reset.status}; na api2 ${mails.length} mensagem(ns) para ${me.email}`,
  );

  // Chat rooms: two socket.io clients through the balancer, on different API instances.
  await chatThroughBalancer({ api, request, check, say, chatLog, buyer, numpedido: [...numbers][0] });
}

function playwright() {
  const specs = (process.env.CLUSTER_SPECS ?? 'e2e/cluster.spec.ts e2e/checkout.spec.ts e2e/chat.spec.ts')
    .split(/\s+/)
    .filter(Boolean);
  say(`\nPlaywright pelo balanceador: ${specs.join(' ')}`);
  const env = { ...process.env, CLUSTER_SMOKE: '1', E2E_STOREFRONT_PORT: String(WEB), E2E_API_PORT: String(API) };
  // Reuses the balancer instead of starting its own servers (reuseExistingServer is off under CI).
  delete env.CI;
  const r = spawnSync(path.join(BIN, 'playwright'), ['test', ...specs, '--workers=1', '--reporter=list'], {
    cwd: ROOT,
    env,
    stdio: 'inherit',
  });
  check(`e2e pelo balanceador (${specs.length} arquivo(s))`, r.status === 0);
}

async function main() {
  const haproxy = haproxyBin();
  if (!haproxy) throw new Error('haproxy não encontrado: apt-get install -y haproxy (Debian)');
  if (!hasBuild()) throw new Error('Sem build da vitrine: rode `npx next build` antes.');
  say(
    `Cluster: 2 APIs (${APIS.join(', ')}) e 2 vitrines (${WEBS.join(', ')}) atrás do HAProxy (vitrine :${WEB}, API :${API}). ${machineLoad()}`,
  );
  const server = await postgresServer({ port: port('CLUSTER_PG_PORT', 4664) });
  const dbUrl = await freshDatabase(server.url, 'cluster', { keep: false });
  // The first instance migrates and seeds; the second finds it done.
  // NODE_ENV=test: its e2e specs use the development admin key. SEND_CAPS_ADDRESS_SCALE: the e2e run through the
  // balancer registers its shoppers from one address.
  const apiEnv = {
    NODE_ENV: 'test',
    ADMIN_API_KEY: ADMIN_KEY,
    STOREFRONT_URL: `http://localhost:${WEB}`,
    SEND_CAPS_ADDRESS_SCALE: '100',
  };
  for (const [i, p] of APIS.entries()) {
    // Storefront → balancer → API: two hops (the storefront's X-Forwarded-For, then HAProxy's).
    await startApi({ port: p, databaseUrl: dbUrl, hops: 2, env: apiEnv, tag: `api${i + 1}` });
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-cluster-'));
  const cfg = path.join(dir, 'haproxy.cfg');
  writeFileSync(cfg, haproxyConfig());
  execFileSync(haproxy, ['-c', '-f', cfg], { stdio: 'pipe' });
  const lb = spawnChild('haproxy', haproxy, ['-db', '-f', cfg]);
  const chatLog = chatLogCollector(lb);
  await waitForHttp(`${api}/health`, { child: lb, timeoutMs: 20_000 });
  await Promise.all(
    WEBS.map((p, i) =>
      startStorefront({
        port: p,
        apiUrl: api,
        hops: 1,
        tag: `vitrine${i + 1}`,
        env: {
          PUBLIC_PORT: String(WEB),
          SESSION_SECRET: process.env.SESSION_SECRET || 'cluster-somente-teste-segredo-de-sessao-32+-caracteres',
        },
      }),
    ),
  );
  await waitForHttp(`http://127.0.0.1:${WEB}/`, { child: lb, timeoutMs: 30_000 });
  try {
    await smoke(chatLog);
    if (!process.argv.includes('--no-e2e')) playwright();
    const failed = results.filter((r) => !r.ok).length;
    say(`\n${results.length - failed} ok, ${failed} falharam. ${machineLoad()}`);
    if (keep) {
      say(`\nNo ar (Ctrl-C encerra): vitrine http://emporio.localhost:${WEB}/ · API ${api}`);
      await new Promise((resolve) => process.once('SIGINT', resolve));
    }
    process.exitCode = failed ? 1 : 0;
  } finally {
    await stopStack();
    rmSync(dir, { recursive: true, force: true });
  }
}

for (const sig of ['SIGTERM']) process.on(sig, () => stopStack().then(() => process.exit(143)));
main().catch(async (e) => {
  console.error(e);
  await stopStack();
  process.exit(1);
});
