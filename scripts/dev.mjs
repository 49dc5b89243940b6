#!/usr/bin/env node
// npm run dev: the commerce API under `tsx watch` and the storefront under `next dev`,
// both restarted/reloaded on change. Node only, no dependencies.
//
// Env: STOREFRONT_PORT (3000), API_PORT (4000), plus everything the two processes read.
import path from 'node:path';

import {
  assertPortFree,
  BIN,
  demoSessionSecret,
  envPort,
  fail,
  log,
  printDemoUrls,
  run,
  stopAll,
  supervise,
  waitForHttp,
} from './lib/processes.mjs';

if (process.argv.length > 2) fail(`opção desconhecida: ${process.argv.slice(2).join(' ')}`);

const storefrontPort = envPort('STOREFRONT_PORT', 3000);
const apiPort = envPort('API_PORT', 4000);
const apiHost = process.env.API_HOST || '127.0.0.1';
const apiUrl = `http://${apiHost}:${apiPort}`;
const publicPort = process.env.PUBLIC_PORT || String(storefrontPort);
const protocol = process.env.PUBLIC_PROTOCOL || 'http';

async function main() {
  await assertPortFree(apiPort, apiHost, 'API de comércio').catch((e) => fail(e.message));
  await assertPortFree(storefrontPort, '127.0.0.1', 'vitrine').catch((e) => fail(e.message));

  log('start', `Modo desenvolvimento: API em ${apiUrl} (tsx watch), vitrine na porta ${storefrontPort} (next dev).`);
  const api = run('api', path.join(BIN, 'tsx'), ['watch', '--clear-screen=false', 'commerce-api/src/main.ts'], {
    PORT: String(apiPort),
    HOST: apiHost,
    // Behind the storefront. `next dev` keeps a client-sent X-Forwarded-For (development only; npm
    // start and production use scripts/storefront-server.mjs, which replaces it).
    TRUSTED_PROXY_HOPS: '1',
  });
  const web = run('web', path.join(BIN, 'next'), ['dev', '-p', String(storefrontPort)], {
    COMMERCE_API_URL: apiUrl,
    // next dev does not relay the chat's socket.io as scripts/storefront-server.mjs does: the
    // browser opens it on the API (and the CSP names it) in development only.
    CHAT_SOCKET_URL: process.env.CHAT_SOCKET_URL || apiUrl,
    PUBLIC_PORT: publicPort,
    SESSION_SECRET: demoSessionSecret(),
    PUBLIC_PROTOCOL: protocol,
  });
  const shutdown = supervise([api, web]);

  if (!(await waitForHttp(`${apiUrl}/health`, { child: api, timeoutMs: 180000 }))) {
    return shutdown('A API de comércio não respondeu em /health a tempo.', 1);
  }
  log('start', 'API de comércio pronta.');
  // next dev compiles on first request; a 2xx/3xx/4xx means it is serving.
  if (
    !(await waitForHttp(`http://127.0.0.1:${storefrontPort}/`, { child: web, timeoutMs: 180000, ok: (s) => s < 500 }))
  ) {
    return shutdown('A vitrine (next dev) não respondeu a tempo.', 1);
  }
  printDemoUrls({ storefrontPort: publicPort, apiUrl, protocol });
}

main().catch(async (err) => {
  log('start', `ERRO: ${err?.stack ?? err}`);
  await stopAll();
  process.exit(1);
});
