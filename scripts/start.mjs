#!/usr/bin/env node
// npm start: builds the storefront and compiles the commerce API when needed, starts both from
// the builds, waits for them and prints the demo URLs. Node only (esbuild only when compiling).
//
//   node scripts/start.mjs [--rebuild]
//
// The build is reused only when it was made from the current sources: after each build a stamp
// (a hash of every source file, see lib/build-stamp.mjs) is written into the build folder and
// compared on the next start. Without git the build is reused whenever it exists. The same holds
// for the compiled API in dist/api (scripts/build-api.mjs); --rebuild redoes both.
//
// Env: STOREFRONT_PORT (3000), API_PORT (4000), plus everything the two processes read
// (DATABASE_URL, PGLITE_DATA_DIR, PUBLIC_PORT, PROVIDER_HOME_URL, WHITE_LABEL_SUPPLIER, ...).
// ADMIN_API_KEY: the back-office key; without it one is generated into .data/admin-api-key.
import { existsSync } from 'node:fs';
import path from 'node:path';

import { API_DIST, API_MAIN, API_SOURCES, buildApi } from './build-api.mjs';
import { productionAdminKey } from './lib/admin-key.mjs';
import { sourceFingerprint, staleReason, writeStamp } from './lib/build-stamp.mjs';
import {
  assertPortFree,
  BIN,
  demoSessionSecret,
  envPort,
  fail,
  log,
  printDemoUrls,
  ROOT,
  run,
  runToEnd,
  stopAll,
  supervise,
  waitForHttp,
} from './lib/processes.mjs';

const args = process.argv.slice(2);
const unknown = args.filter((a) => a !== '--rebuild');
if (unknown.length) fail(`opção desconhecida: ${unknown.join(' ')} (use --rebuild para reconstruir a vitrine)`);

const storefrontPort = envPort('STOREFRONT_PORT', 3000);
const apiPort = envPort('API_PORT', 4000);
const apiHost = process.env.API_HOST || '127.0.0.1';
const apiUrl = `http://${apiHost}:${apiPort}`;
const publicPort = process.env.PUBLIC_PORT || String(storefrontPort);
const protocol = process.env.PUBLIC_PROTOCOL || 'http';

// Same folder as next.config.mjs (a separate NEXT_DIST_DIR lets parallel builds coexist).
const distName = process.env.NEXT_DIST_DIR || '.next';
const distDir = path.resolve(ROOT, distName);

async function main() {
  await assertPortFree(apiPort, apiHost, 'API de comércio').catch((e) => fail(e.message));
  await assertPortFree(storefrontPort, '127.0.0.1', 'vitrine').catch((e) => fail(e.message));

  // Read before building: an edit made during the build makes the next start rebuild again.
  const sources = sourceFingerprint(ROOT);
  let reason = null;
  if (args.includes('--rebuild')) reason = 'pedido com --rebuild';
  else if (!existsSync(path.join(distDir, 'BUILD_ID'))) reason = `nenhum build encontrado em ${distName}/`;
  else if (sources) reason = staleReason(distDir, sources);

  if (reason) {
    log('build', `Construindo a vitrine (next build): ${reason}. Isto leva alguns minutos na primeira vez…`);
    const ok = await runToEnd('build', path.join(BIN, 'next'), ['build'], { COMMERCE_API_URL: apiUrl });
    if (!ok) fail('next build falhou; veja as mensagens acima.');
    if (sources) writeStamp(distDir, sources);
  } else if (sources) {
    log(
      'build',
      `Build existente em ${distName}/ reaproveitado: as fontes não mudaram (use --rebuild para reconstruir).`,
    );
  } else {
    log(
      'build',
      `Build existente em ${distName}/ reaproveitado; sem git não dá para saber se as fontes mudaram (use --rebuild para reconstruir).`,
    );
  }

  // The API runs compiled (decision 0043), rebuilt the same way when its sources changed.
  const apiDist = path.join(ROOT, API_DIST);
  const apiSources = sourceFingerprint(ROOT, API_SOURCES);
  let apiReason = null;
  if (args.includes('--rebuild')) apiReason = 'pedido com --rebuild';
  else if (!existsSync(path.join(ROOT, API_MAIN))) apiReason = `nenhuma API compilada em ${API_DIST}/`;
  else if (apiSources) apiReason = staleReason(apiDist, apiSources);
  if (apiReason) {
    log('build', `Compilando a API de comércio (esbuild): ${apiReason}…`);
    await buildApi(ROOT).catch((e) => fail(`a compilação da API falhou: ${e?.message ?? e}`));
    if (apiSources) writeStamp(apiDist, apiSources);
  }

  log('start', `Iniciando a API de comércio em ${apiUrl} (o primeiro início cria e popula o banco)…`);
  // Production: the API refuses the repository's development back-office key; this one is
  // ADMIN_API_KEY or a random key kept in .data/admin-api-key (printed below).
  const admin = productionAdminKey();
  const api = run('api', process.execPath, ['--enable-source-maps', API_MAIN], {
    NODE_ENV: 'production',
    ADMIN_API_KEY: admin.key,
    PORT: String(apiPort),
    HOST: apiHost,
    // The API sits behind the storefront, which forwards the shopper's address (login throttling).
    TRUSTED_PROXY_HOPS: '1',
  });
  const shutdown = supervise([api]);
  if (!(await waitForHttp(`${apiUrl}/health`, { child: api, timeoutMs: 180000 }))) {
    return shutdown('A API de comércio não respondeu em /health a tempo.', 1);
  }
  log('start', 'API de comércio pronta.');

  log('start', `Iniciando a vitrine na porta ${storefrontPort}…`);
  // `next start` plus the shopper's address taken from the socket (or TRUSTED_PROXY_HOPS proxies).
  const web = run('web', process.execPath, ['scripts/storefront-server.mjs', '-p', String(storefrontPort)], {
    COMMERCE_API_URL: apiUrl,
    PUBLIC_PORT: publicPort,
    SESSION_SECRET: demoSessionSecret(),
    PUBLIC_PROTOCOL: protocol,
  });
  supervise([web]);
  const up = await waitForHttp(`http://127.0.0.1:${storefrontPort}/`, {
    child: web,
    timeoutMs: 60000,
    ok: (s) => s < 500,
  });
  if (!up) return shutdown('A vitrine não respondeu a tempo.', 1);

  printDemoUrls({ storefrontPort: publicPort, apiUrl, protocol, admin });
}

main().catch(async (err) => {
  log('start', `ERRO: ${err?.stack ?? err}`);
  await stopAll();
  process.exit(1);
});
