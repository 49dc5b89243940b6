#!/usr/bin/env node
// The storefront's production server: `next start`, plus the one thing it cannot do safely.
// Next sets X-Forwarded-For to the socket address only when the request has none
// (node_modules/next/dist/server/base-server.js: `req.headers['x-forwarded-for'] ??= …`), so a
// client-sent header reaches the app untouched and would choose the address the commerce API
// counts for login throttling. Here the header is replaced, before Next sees it, by the one
// address TRUSTED_PROXY_HOPS designates (lib/security/client-address.mjs); the storefront then
// forwards it to the API. See docs/decisions/0017-login-throttling.md.
//
//   node scripts/storefront-server.mjs [-p PORT] [-H HOSTNAME]
//
// Env: PORT (3000), HOSTNAME (all interfaces), TRUSTED_PROXY_HOPS (0: nothing in front of the
// storefront; 1: one load balancer that appends the address it saw; …), plus what Next reads.
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { clientAddress } from '../lib/security/client-address.mjs';

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
if (!/^\d+$/.test(hopsRaw.trim()) || hops > 10) fail(`TRUSTED_PROXY_HOPS inválido: "${hopsRaw}" (use 0 sem proxy na frente, 1 com um balanceador, …)`);

const app = next({ dev: false, dir: ROOT, port, hostname });
await app.prepare();
const handle = app.getRequestHandler();

const server = http.createServer((req, res) => {
  req.headers['x-forwarded-for'] = clientAddress(req.headers['x-forwarded-for'], req.socket.remoteAddress, hops);
  handle(req, res).catch((error) => {
    console.error('[vitrine] erro não tratado', error);
    if (!res.headersSent) res.writeHead(500);
    res.end();
  });
});
server.keepAliveTimeout = 5000;
server.listen(port, hostname, () => {
  console.log(`Vitrine ouvindo na porta ${port} (TRUSTED_PROXY_HOPS=${hops})`);
});

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close(() => app.close().then(() => process.exit(0), () => process.exit(1)));
    server.closeAllConnections();
  });
}
