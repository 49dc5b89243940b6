// Which sources a `next build` was made from, so `npm start` rebuilds after a `git pull` or an
// edit. Node only, no dependencies; needs git (without it the caller keeps the old rule: build
// only when there is no build).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** What goes into the storefront build (the commerce API, tests, e2e, docs and scripts do not). */
export const STOREFRONT_SOURCES = [
  'app',
  'components',
  'lib',
  'stores',
  'public',
  'middleware.ts',
  'next.config.mjs',
  'postcss.config.mjs',
  'tailwind.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
  // Imported by lib/ (demo fixtures).
  'commerce-api/seed',
  ':(exclude,glob)**/*.test.ts',
  ':(exclude,glob)**/*.test.tsx',
];

const STAMP_FILE = 'source-stamp.json';

/**
 * Content hash of every source file of the build (tracked, or untracked and not ignored), as
 * they are in the working tree: path → sha1. Null when git is unavailable or this is no checkout.
 * `sources`: git pathspecs (the storefront's by default; the compiled API passes its own).
 */
export function sourceFingerprint(root, sources = STOREFRONT_SOURCES) {
  let listing;
  try {
    listing = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--', ...sources], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'ignore'],
      maxBuffer: 64 * 1024 * 1024,
    }).toString('utf8');
  } catch {
    return null;
  }
  const files = {};
  for (const file of [...new Set(listing.split('\0').filter(Boolean))].sort()) {
    const full = path.join(root, file);
    // Deleted in the working tree but still in the index: not part of the build.
    if (!existsSync(full)) continue;
    files[file] = createHash('sha1').update(readFileSync(full)).digest('hex');
  }
  return files;
}

/** Writes the fingerprint next to the build (after a successful `next build`). */
export function writeStamp(distDir, files) {
  writeFileSync(path.join(distDir, STAMP_FILE), `${JSON.stringify({ versao: 1, arquivos: files })}\n`);
}

/**
 * Why the build in `distDir` is stale for `files` (pt-BR, for the log), or null when it is current.
 * A build without a stamp (made by `next build` by hand, or before stamps existed) is stale.
 */
export function staleReason(distDir, files) {
  let saved;
  try {
    saved = JSON.parse(readFileSync(path.join(distDir, STAMP_FILE), 'utf8'))?.arquivos;
  } catch {
    saved = null;
  }
  if (!saved || typeof saved !== 'object') {
    return 'o build existente não registra de quais fontes foi feito (feito fora do npm start ou por uma versão anterior)';
  }
  const changed = [...new Set([...Object.keys(saved), ...Object.keys(files)])]
    .filter((f) => saved[f] !== files[f])
    .sort();
  if (changed.length === 0) return null;
  const shown = changed.slice(0, 3).join(', ');
  const more = changed.length > 3 ? ` e mais ${changed.length - 3}` : '';
  return `as fontes mudaram desde o último build (${shown}${more})`;
}
