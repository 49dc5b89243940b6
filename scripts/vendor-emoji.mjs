#!/usr/bin/env node
/**
 * Regenerates commerce-api/seed/art/fluent-emoji.json: the Fluent Emoji icons the demo pictures
 * use (artIconNames of commerce-api/seed/art/product-art.ts), copied from the npm package
 * `@iconify-json/fluent-emoji` (a devDependency, ~100 MB, kept for this script only). Run it after
 * changing the picture rules or the package's version; the API reads only the small file.
 *
 * Usage: npx tsx scripts/vendor-emoji.mjs [--check]
 * (tsx: the icon names come from TypeScript). --check writes nothing and exits 1 when the file
 * is not what this script would write.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { artIconNames } from '../commerce-api/seed/art/product-art.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(ROOT, 'commerce-api/seed/art/fluent-emoji.json');
const PACKAGE = '@iconify-json/fluent-emoji';

const require = createRequire(import.meta.url);
const pkg = JSON.parse(readFileSync(require.resolve(`${PACKAGE}/package.json`), 'utf8'));
const info = JSON.parse(readFileSync(require.resolve(`${PACKAGE}/info.json`), 'utf8'));
const set = JSON.parse(readFileSync(require.resolve(`${PACKAGE}/icons.json`), 'utf8'));

const names = artIconNames();
const missing = names.filter((n) => !set.icons[n]);
if (missing.length) {
  console.error(`Ícones que as regras usam e o pacote ${PACKAGE}@${pkg.version} não tem: ${missing.join(', ')}`);
  process.exit(1);
}

const icons = {};
for (const name of names) {
  const icon = set.icons[name];
  icons[name] = { body: icon.body, width: icon.width ?? set.width ?? 16, height: icon.height ?? set.height ?? 16 };
}
const text = `${JSON.stringify(
  {
    prefix: set.prefix,
    source: `${PACKAGE}@${pkg.version} (${info.author.url})`,
    license: `${info.license.spdx}, © ${info.author.name} (${info.license.url})`,
    icons,
  },
  null,
  2,
)}\n`;

if (process.argv.includes('--check')) {
  const current = readFileSync(OUT, 'utf8');
  if (current !== text) {
    console.error(`${path.relative(ROOT, OUT)} está desatualizado: rode npx tsx scripts/vendor-emoji.mjs`);
    process.exit(1);
  }
  console.log(`${path.relative(ROOT, OUT)} em dia (${names.length} ícones).`);
} else {
  writeFileSync(OUT, text);
  console.log(
    `${path.relative(ROOT, OUT)}: ${names.length} ícones, ${(Buffer.byteLength(text) / 1024).toFixed(0)} kB.`,
  );
}
