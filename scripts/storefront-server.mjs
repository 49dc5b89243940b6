#!/usr/bin/env node
// The storefront's production server: `next start`, plus the one thing it cannot do safely.
// Next sets X-Forwarded-For to the socket address only when the request has none
// (node_modules/next/dist/server/base-server.js: `req.headers['x-forwarded-for'] ??= …`), so a
// client-sent header reaches the app untouched and would choose the address the commerce API
// counts for login throttling. Here the header is replaced, before Next sees it, by the one
// address TRUSTED_PROXY_HOPS designates (lib/shared/client-address.mjs); the storefront then
// forwards it to the API. See docs/decisions/0017-login-throttling.md.
//
//   node scripts/storefront-server.mjs [-p PORT] [-H HOSTNAME]
//
// It also relays the chat's socket.io (CHAT_SOCKET_PATH, long-polling and websocket upgrades) to the
// commerce API, so the browser opens the socket on the store's own origin (scripts/lib/socket-proxy.mjs).
//
// Env: PORT (3000), HOSTNAME (all interfaces), TRUSTED_PROXY_HOPS (0: nothing in front of the
// storefront; 1: one load balancer that appends the address it saw; …), COMMERCE_API_URL (where the
// socket goes; http://127.0.0.1:4000), plus what Next reads.
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { createPageCache } from '../lib/cache/page-cache.mjs';
import { clientAddress } from '../lib/shared/client-address.mjs';
import { CHAT_SOCKET_PATH, createSocketProxy } from './lib/socket-proxy.mjs';

process.env.NODE_ENV = 'production';
const { default: next } = await import('next');

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const flag = (short, long) => {
  const i = args.findIndex((a) => a === short || a === long);
  return i >= 0 ? args[i + 1] : undefined;
};

function fail(message) {
  process.stderr.write(`[vitrine] ERRO: ${message}\n`);
  process.exit(1);
}

const port = Number(flag('-p', '--port') ?? process.env.PORT ?? 3000);
if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`porta inválida: ${port}`);
const hostname = flag('-H', '--hostname') ?? process.env.HOSTNAME ?? undefined;
const hopsRaw = process.env.TRUSTED_PROXY_HOPS ?? '0';
const hops = Number(hopsRaw);
if (!/^\d+$/.test(hopsRaw.trim()) || hops > 10)
  fail(`TRUSTED_PROXY_HOPS inválido: "${hopsRaw}" (use 0 sem proxy na frente, 1 com um balanceador, …)`);
// Seconds a visitor's public page is kept (docs/decisions/0027-public-page-cache.md); 0: off.
const cacheRaw = process.env.STOREFRONT_PAGE_CACHE_SECONDS ?? '10';
if (!/^\d+$/.test(cacheRaw.trim()) || Number(cacheRaw) > 3600)
  fail(`STOREFRONT_PAGE_CACHE_SECONDS inválido: "${cacheRaw}" (segundos, 0 desliga)`);
const pageCache = createPageCache({ ttlMs: Number(cacheRaw) * 1000 });

// STOREFRONT_DIR: another Next app served the same way (bench:load's bare reference page).
const dir = process.env.STOREFRONT_DIR ? path.resolve(ROOT, process.env.STOREFRONT_DIR) : ROOT;
const apiUrl = process.env.COMMERCE_API_URL || 'http://127.0.0.1:4000';
let socketProxy;
try {
  socketProxy = createSocketProxy({
    apiUrl,
    path: CHAT_SOCKET_PATH,
    clientAddressOf: (req) => clientAddress(req.headers['x-forwarded-for'], req.socket.remoteAddress, hops),
  });
} catch {
  fail(`COMMERCE_API_URL inválido: "${apiUrl}"`);
}
const app = next({ dev: false, dir, port, hostname });
await app.prepare();
const handle = app.getRequestHandler();

// Requests Next cannot take are refused here, before it: a target that is not a
// path ('*', 'http://host/…': Next throws 'Invalid URL', a 500, or redirects to that host),
// TRACE (Next cannot build a Request for it: a 500), and a POST carrying the router's RSC header,
// which our client never sends with one (it marks page fetches): Next takes such a POST for a
// server action (Next-Action, multipart, url-encoded) and, where no page answers, throws ('Expected
// RSC response', a 500); it hides that header from the middleware, whose guard answers the other
// malformed actions. CONNECT is answered by the 'connect' listener.
const refusal = (status, body) =>
  `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Type: text/plain; charset=utf-8\r\nCache-Control: no-store\r\n` +
  `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`;
const INVALID_REQUEST = 'Requisição inválida.';
const METHOD_NOT_ALLOWED = 'Método não permitido.';

const server = http.createServer((req, res) => {
  if (!req.url?.startsWith('/') || req.method === 'TRACE' || (req.method === 'POST' && req.headers.rsc !== undefined)) {
    const status = req.method === 'TRACE' ? 405 : 400;
    // The body is read and dropped (the connection stays usable): closing with it unread would
    // make the close a reset that can swallow this answer.
    req.resume();
    res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
    res.end(status === 405 ? METHOD_NOT_ALLOWED : INVALID_REQUEST);
    return;
  }
  if (socketProxy.handle(req, res)) return;
  if (pageCache.handle(req, res)) return;
  req.headers['x-forwarded-for'] = clientAddress(req.headers['x-forwarded-for'], req.socket.remoteAddress, hops);
  handle(req, res).catch((error) => {
    console.error('[vitrine] erro não tratado', error);
    if (!res.headersSent) res.writeHead(500);
    res.end();
  });
});
// WebSocket upgrades: the chat's socket.io goes to the API; Next serves none in production.
server.on('upgrade', (req, socket, head) => {
  if (socketProxy.upgrade(req, socket, head)) return;
  socket.on('error', () => socket.destroy());
  socket.end(refusal(400, INVALID_REQUEST));
});
// Without a listener Node closes a CONNECT's socket with no answer at all.
server.on('connect', (_req, socket) => {
  socket.on('error', () => socket.destroy());
  socket.end(refusal(405, METHOD_NOT_ALLOWED));
});
// Idle kept-alive connections outlive the idle limits of what stands in front of the store (a load
// balancer's 60 s, nginx's upstream keepalive_timeout 60 s), as the API's do (commerce-api/src/app.ts):
// when the store closed first (Node's 5 s), a request the proxy sent on the closing connection was reset,
// and a POST (a cart save, an order), which a proxy does not send again, failed.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
server.listen(port, hostname, () => {
  console.log(
    `Vitrine ouvindo na porta ${port} (TRUSTED_PROXY_HOPS=${hops}; páginas públicas em cache: ${pageCache.enabled ? `${cacheRaw} s` : 'não'})`,
  );
});

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    socketProxy.close();
    server.close(() =>
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      ),
    );
    server.closeAllConnections();
  });
}
