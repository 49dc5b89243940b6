#!/usr/bin/env node
/**
 * npm run check:bundle — fails when any App Router page's first-load JavaScript (gzip) exceeds
 * the budget in bundle-budget.json. Deterministic: reads the build output only.
 *
 * A page's first-load JS = the build's rootMainFiles (runtime + framework) ∪ every entryJSFiles
 * of its client reference manifest (root/supplier layouts, their error/not-found boundaries and
 * the page), which is what the server-rendered HTML references. The noModule polyfill
 * (build-manifest polyfillFiles) is excluded. Sizes: gzip level 9 of each file, in kB of 1000 bytes.
 * Env: NEXT_DIST_DIR (default .next).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';
import { gzipSync } from 'node:zlib';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DIST = path.resolve(ROOT, process.env.NEXT_DIST_DIR || '.next');
const HARD_CEILING_KB = 170;

function fail(message) {
  console.error(`✘ ${message}`);
  process.exit(1);
}

if (!existsSync(path.join(DIST, 'build-manifest.json')))
  fail(`Build não encontrado em ${DIST}: rode "next build" antes.`);
const budget = JSON.parse(readFileSync(path.join(ROOT, 'bundle-budget.json'), 'utf8'));
const defaultLimit = Number(budget.defaultLimitKb);
if (!(defaultLimit > 0) || defaultLimit > HARD_CEILING_KB)
  fail(`defaultLimitKb deve estar entre 0 e ${HARD_CEILING_KB}.`);
for (const [route, kb] of Object.entries(budget.routes ?? {})) {
  if (!(Number(kb) > 0) || Number(kb) > HARD_CEILING_KB)
    fail(`Orçamento de ${route} deve estar entre 0 e ${HARD_CEILING_KB}.`);
}

const buildManifest = JSON.parse(readFileSync(path.join(DIST, 'build-manifest.json'), 'utf8'));
const polyfills = new Set(buildManifest.polyfillFiles ?? []);
const rootMain = (buildManifest.rootMainFiles ?? []).filter((f) => !polyfills.has(f));

const gzCache = new Map();
function gzipBytes(file) {
  let size = gzCache.get(file);
  if (size === undefined) {
    const abs = path.join(DIST, file.replace(/^\/?_next\//, ''));
    if (!existsSync(abs)) fail(`Arquivo do build ausente: ${file}`);
    size = gzipSync(readFileSync(abs), { level: 9 }).length;
    gzCache.set(file, size);
  }
  return size;
}

function findManifests(dir, out = []) {
  for (const name of readdirSync(dir)) {
    const abs = path.join(dir, name);
    if (statSync(abs).isDirectory()) findManifests(abs, out);
    else if (name === 'page_client-reference-manifest.js') out.push(abs);
  }
  return out;
}

const appDir = path.join(DIST, 'server', 'app');
const rows = [];
for (const file of findManifests(appDir).sort()) {
  const sandbox = { globalThis: {} };
  sandbox.globalThis = sandbox;
  vm.runInNewContext(readFileSync(file, 'utf8'), sandbox);
  for (const [entry, manifest] of Object.entries(sandbox.__RSC_MANIFEST ?? {})) {
    const route = entry.replace(/\/page$/, '') || '/';
    const files = new Set(rootMain);
    for (const list of Object.values(manifest.entryJSFiles ?? {}))
      for (const f of list) if (!polyfills.has(f)) files.add(f);
    const bytes = [...files].reduce((sum, f) => sum + gzipBytes(f), 0);
    const limit = Number(budget.routes?.[route] ?? defaultLimit);
    rows.push({ route, kb: bytes / 1000, limit, files: files.size });
  }
}
if (rows.length === 0) fail('Nenhuma rota encontrada no build.');

const width = Math.max(...rows.map((r) => r.route.length));
let over = 0;
console.log(`JavaScript de primeira carga por rota (gzip, kB) — build em ${path.relative(ROOT, DIST) || '.'}`);
for (const r of rows) {
  const ok = r.kb <= r.limit;
  if (!ok) over++;
  console.log(
    `  ${ok ? '✔' : '✘'} ${r.route.padEnd(width)}  ${r.kb.toFixed(1).padStart(6)} / ${r.limit} kB  (${r.files} arquivos)`,
  );
}
if (over > 0) fail(`${over} rota(s) acima do orçamento.`);
console.log(`✔ Todas as ${rows.length} rotas dentro do orçamento.`);
