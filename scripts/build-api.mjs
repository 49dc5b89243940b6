#!/usr/bin/env node
// The commerce API as compiled JavaScript for production (decision 0043): esbuild bundles
// commerce-api/src (and the lib/contract, lib/rules, lib/shared it imports) into dist/api/main.cjs,
// plus the XLSX worker thread's own entry (xlsx-worker.cjs); packages stay in node_modules. No type
// check here (that is `npm run typecheck`). `npm start` calls it when the API's sources changed.
//
//   node scripts/build-api.mjs
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Where the compiled API goes (ignored by git). */
export const API_DIST = 'dist/api';
export const API_MAIN = `${API_DIST}/main.cjs`;

/** What goes into the compiled API: its sources and the shared tier, not the migrations (read at run time). */
export const API_SOURCES = [
  'commerce-api/src',
  'commerce-api/seed',
  'lib/contract',
  'lib/rules',
  'lib/shared',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'scripts/build-api.mjs',
  ':(exclude,glob)**/*.test.ts',
];

export async function buildApi(root = ROOT) {
  // Imported here: the constants above are read by npm start, which needs esbuild only to compile.
  const { build } = await import('esbuild');
  await build({
    absWorkingDir: root,
    entryPoints: {
      main: 'commerce-api/src/main.ts',
      'xlsx-worker': 'commerce-api/src/domain/spreadsheet/xlsx-worker.ts',
    },
    outdir: API_DIST,
    outExtension: { '.js': '.cjs' },
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  await buildApi();
  console.log(`API compilada em ${API_MAIN}`);
}
