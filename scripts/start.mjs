#!/usr/bin/env node
// npm start: builds the storefront when needed, starts the commerce API and the storefront,
// waits for both and prints the demo URLs. Node only, no dependencies.
//
//   node scripts/start.mjs [--rebuild]
//
// Env: STOREFRONT_PORT (3000), API_PORT (4000), plus everything the two processes read
// (DATABASE_URL, PGLITE_DATA_DIR, PUBLIC_PORT, PROVIDER_HOME_URL, WHITE_LABEL_SUPPLIER, ...).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  BIN,
  ROOT,
  assertPortFree,
  envPort,
  fail,
  log,
  printDemoUrls,
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

const buildIdFile = path.join(ROOT, '.next', 'BUILD_ID');

/**
 * next.config.mjs proxies API-served images to COMMERCE_API_URL, and Next fixes rewrites at
 * build time (.next/routes-manifest.json). Returns the absolute API origin a build proxies to
 * when it differs from the current one, so we rebuild instead of serving broken images.
 */
function buildApiMismatch() {
  try {
    const manifest = JSON.parse(readFileSync(path.join(ROOT, '.next', 'routes-manifest.json'), 'utf8'));
    const r = manifest.rewrites ?? [];
    const all = Array.isArray(r) ? r : [...(r.beforeFiles ?? []), ...(r.afterFiles ?? []), ...(r.fallback ?? [])];
    const origins = [
      ...new Set(all.map((x) => x.destination).filter((d) => /^https?:\/\//.test(d ?? '')).map((d) => new URL(d).origin)),
    ];
    if (origins.length && !origins.includes(new URL(apiUrl).origin)) return origins.join(', ');
  } catch {
    /* no manifest: nothing to compare */
  }
  return null;
}

async function main() {
  await assertPortFree(apiPort, apiHost, 'API de comércio').catch((e) => fail(e.message));
  await assertPortFree(storefrontPort, '127.0.0.1', 'vitrine').catch((e) => fail(e.message));

  let reason = null;
  if (args.includes('--rebuild')) reason = 'pedido com --rebuild';
  else if (!existsSync(buildIdFile)) reason = 'nenhum build encontrado em .next/';
  else {
    const other = buildApiMismatch();
    if (other) reason = `o build existente aponta para a API em ${other}, agora ela está em ${apiUrl}`;
  }

  if (reason) {
    log('build', `Construindo a vitrine (next build): ${reason}. Isto leva alguns minutos na primeira vez…`);
    const ok = await runToEnd('build', path.join(BIN, 'next'), ['build'], { COMMERCE_API_URL: apiUrl });
    if (!ok) fail('next build falhou; veja as mensagens acima.');
  } else {
    log('build', 'Build existente em .next/ reaproveitado (use --rebuild para reconstruir).');
  }

  log('start', `Iniciando a API de comércio em ${apiUrl} (o primeiro início cria e popula o banco)…`);
  const api = run('api', path.join(BIN, 'tsx'), ['commerce-api/src/main.ts'], {
    PORT: String(apiPort),
    HOST: apiHost,
  });
  const shutdown = supervise([api]);
  if (!(await waitForHttp(`${apiUrl}/health`, { child: api, timeoutMs: 180000 }))) {
    return shutdown('A API de comércio não respondeu em /health a tempo.', 1);
  }
  log('start', 'API de comércio pronta.');

  log('start', `Iniciando a vitrine na porta ${storefrontPort}…`);
  const web = run('web', path.join(BIN, 'next'), ['start', '-p', String(storefrontPort)], {
    COMMERCE_API_URL: apiUrl,
    PUBLIC_PORT: publicPort,
    PUBLIC_PROTOCOL: protocol,
  });
  supervise([web]);
  const up = await waitForHttp(`http://127.0.0.1:${storefrontPort}/`, { child: web, timeoutMs: 60000, ok: (s) => s < 500 });
  if (!up) return shutdown('A vitrine não respondeu a tempo.', 1);

  printDemoUrls({ storefrontPort: publicPort, apiUrl, protocol });
}

main().catch(async (err) => {
  log('start', `ERRO: ${err?.stack ?? err}`);
  await stopAll();
  process.exit(1);
});
