#!/usr/bin/env node
/**
 * npm run check:bundle — fails when any App Router page's first-load JavaScript (gzip) exceeds
 * the budget in bundle-budget.json. Deterministic: reads the build output only.
 *
 * A page's first-load JS = the build's rootMainFiles (runtime + framework) ∪ every entryJSFiles
 * of its client reference manifest (root/supplier layouts, their error/not-found boundaries and
 * the page), which is what the server-rendered HTML references. The noModule polyfill
 * (build-manifest polyfillFiles) is excluded. Sizes: gzip level 9 of each file, in kB of 1000 bytes.
 * `lazy` in bundle-budget.json: per route, texts only a lazily loaded part's code holds; each must be in
 * some chunk of the build and in none of the route's first-load files (decision 0054).
 * Env: NEXT_DIST_DIR (default .next).
 *
 * --report (npm run report:bundle, on a build with BUNDLE_REPORT=1, which emits browser source
 * maps): for every route, what sits above the bare page (the runtime + framework files): each
 * chunk with its gzip kB and, inside it, the source modules (project files, node_modules packages)
 * largest first, each chunk's gzip split in proportion to the raw bytes its source map gives each
 * module (scripts/lib/bundle-attribution.mjs, decision 0054).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';
import { gzipSync } from 'node:zlib';

import { attributeGzip } from './lib/bundle-attribution.mjs';

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
    rows.push({
      route,
      kb: bytes / 1000,
      limit,
      files: files.size,
      above: [...files].filter((f) => !rootMain.includes(f)),
    });
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
// `lazy`: text only a lazily loaded part's code holds (its own strings), which must not be in the route's
// first load, and must be in some chunk of the build (else the check would pass on a renamed text).
const chunkText = new Map();
const textOf = (file) => {
  let code = chunkText.get(file);
  if (code === undefined)
    chunkText.set(file, (code = readFileSync(path.join(DIST, file.replace(/^\/?_next\//, '')), 'utf8')));
  return code;
};
const allChunks = readdirSync(path.join(DIST, 'static', 'chunks'), { recursive: true })
  .filter((f) => String(f).endsWith('.js'))
  .map((f) => `static/chunks/${f}`);
for (const [route, texts] of Object.entries(budget.lazy ?? {})) {
  const r = rows.find((x) => x.route === route);
  if (!r) fail(`Rota de "lazy" não encontrada no build: ${route}`);
  for (const text of texts) {
    if (!allChunks.some((f) => textOf(f).includes(text)))
      fail(`"${text}" (lazy, ${route}) não está em nenhum chunk do build.`);
    const eager = [...rootMain, ...r.above].find((f) => textOf(f).includes(text));
    if (eager) {
      over++;
      console.log(`  ✘ ${route}: "${text}" deveria carregar depois da página, mas está em ${eager}`);
    } else console.log(`  ✔ ${route}: "${text}" fora da primeira carga`);
  }
}
if (process.argv.includes('--report')) report();
if (over > 0) fail(`${over} rota(s) acima do orçamento ou com código que deveria carregar depois.`);
console.log(`✔ Todas as ${rows.length} rotas dentro do orçamento.`);

function report() {
  const kb = (bytes) => (bytes / 1000).toFixed(1).padStart(5);
  const bare = rootMain.reduce((sum, f) => sum + gzipBytes(f), 0);
  console.log(
    `\nRelatório: acima da página vazia (runtime + framework: ${rootMain.length} arquivos, ${kb(bare).trim()} kB)`,
  );
  const chunkRows = new Map();
  const chunkOf = (file) => {
    let rows = chunkRows.get(file);
    if (rows === undefined) {
      const abs = path.join(DIST, file.replace(/^\/?_next\//, ''));
      const code = readFileSync(abs, 'utf8');
      // Turbopack names a map by its own hash: the chunk's last sourceMappingURL comment says which.
      const url = [...code.matchAll(/\/\/# sourceMappingURL=(\S+)/g)].pop()?.[1];
      const mapFile = url ? path.join(path.dirname(abs), url) : null;
      if (!mapFile || !existsSync(mapFile))
        fail(`Sem source map para ${file}: gere o build com BUNDLE_REPORT=1 (npm run report:bundle).`);
      rows = attributeGzip(code, JSON.parse(readFileSync(mapFile, 'utf8')), gzipBytes(file));
      chunkRows.set(file, rows);
    }
    return rows;
  };
  for (const r of rows) {
    const aboveBytes = r.above.reduce((sum, f) => sum + gzipBytes(f), 0);
    console.log(`\n${r.route}  ${r.kb.toFixed(1)} kB = ${kb(bare).trim()} (vazia) + ${kb(aboveBytes).trim()}`);
    const modules = new Map();
    for (const f of r.above) for (const m of chunkOf(f)) modules.set(m.label, (modules.get(m.label) ?? 0) + m.gzip);
    const sorted = [...modules].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
    for (const [label, gz] of sorted) if (gz >= 50) console.log(`    ${kb(gz)}  ${label}`);
    const rest = sorted.filter(([, gz]) => gz < 50);
    if (rest.length > 0)
      console.log(`    ${kb(rest.reduce((s, [, g]) => s + g, 0))}  (${rest.length} módulos abaixo de 0,05 kB)`);
    console.log('  por arquivo:');
    for (const f of [...r.above].sort((a, b) => gzipBytes(b) - gzipBytes(a) || a.localeCompare(b))) {
      const top = chunkOf(f)
        .slice(0, 4)
        .map((m) => `${m.label} ${(m.gzip / 1000).toFixed(1)}`);
      console.log(`    ${kb(gzipBytes(f))}  ${f}  [${top.join('; ')}]`);
    }
  }
}
