#!/usr/bin/env node
/**
 * What the spec names that the project lacks (no dependencies):
 * - the calls of spec 7 whose path no OpenAPI path matches;
 * - the quoted pt-BR messages of specs 4 and 8 found in no source file.
 * The spec's own shorthands are read as it writes them: '…' elides a part of the path,
 * `{token}{split}{idcliente}` is the composite `{token}`, any `{name}` is one segment.
 *
 * Usage: node scripts/check-spec.mjs [spec.md] [openapi.json URL or file]
 * (defaults: ../shared/spec/storefront-spec.md beside the repository, $COMMERCE_API_URL/openapi.json).
 * Exit 1 when something is missing. The functions are exported for the unit test.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The text of a `## N.` section of the spec (up to the next `## `). */
export function specSection(spec, n) {
  const start = spec.search(new RegExp(`^## ${n}\\.`, 'm'));
  if (start < 0) return '';
  const rest = spec.slice(start + 1);
  const end = rest.search(/^## /m);
  return end < 0 ? rest : rest.slice(0, end);
}

/** Composite token forms and parameter names made uniform; no trailing slash. */
function normalise(p) {
  return p
    .replace(/\{token\}\{split\}\{idcliente\}|\{token\+split\+idcliente\}/g, '{token}')
    .replace(/\{[^}]*\}/g, '{}')
    .replace(/\/+$/, '');
}

/** The call paths of spec 7 (method and path), as written. */
export function specCalls(spec) {
  const calls = [];
  for (const m of specSection(spec, 7).matchAll(/\b(GET|POST|PUT|DELETE)\s+(\/[^\s,;]*|…[^\s,;]*)/g)) {
    const raw = m[2].replace(/[.)]+$/, '');
    if (!raw.includes('/')) continue;
    calls.push({ method: m[1], path: raw });
  }
  return calls;
}

/** A spec path as a pattern over normalised OpenAPI paths ('…' matches any run of segments). */
function pattern(specPath) {
  const parts = normalise(specPath).split('…');
  const escaped = parts.map((s) => s.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\}/g, '\\{\\}'));
  return new RegExp(`^${escaped.join('.*')}$`);
}

/** Spec 7 calls no OpenAPI path (of the same method) matches. `openapi`: the parsed document. */
export function missingCalls(spec, openapi) {
  const have = Object.entries(openapi.paths ?? {}).flatMap(([p, ops]) =>
    Object.keys(ops).map((method) => ({ method: method.toUpperCase(), path: normalise(p) })),
  );
  return specCalls(spec).filter(({ method, path: p }) => {
    const re = pattern(p);
    return !have.some((h) => h.method === method && re.test(h.path));
  });
}

/**
 * The quoted messages of spec 4 (states) and spec 8 (error catalogue) ('…'), placeholders and
 * elisions kept as written.
 */
export function specMessages(spec) {
  const out = new Set();
  const text = specSection(spec, 4) + specSection(spec, 8);
  // A quote opens after no letter and closes before none (an apostrophe, as in "provider's", is no quote).
  for (const m of text.matchAll(/(?<![\p{L}\d])'([^'\n]{2,}?)'(?![\p{L}\d])/gu)) out.add(m[1]);
  return [...out];
}

/**
 * Spec 4 and 8 messages found in no source text. A message with a placeholder (`{x}`, `<x>`, `%s`)
 * counts when its longest literal part is found.
 */
export function missingMessages(spec, sourceText) {
  return specMessages(spec).filter((msg) => {
    const literal = msg
      .split(/\{[^}]*\}|<[^>]*>|%s|\$\{[^}]*\}/)
      .map((s) => s.trim())
      .sort((a, b) => b.length - a.length)[0];
    return !sourceText.includes(literal || msg);
  });
}

/** The text of the project's source files (lib, components, app, stores, commerce-api/src, middleware). */
export function sourceText(root) {
  const dirs = ['lib', 'components', 'app', 'stores', 'commerce-api/src'].map((d) => path.join(root, d));
  const files = [path.join(root, 'middleware.ts')];
  const walk = (d) => {
    for (const name of readdirSync(d)) {
      const f = path.join(d, name);
      if (statSync(f).isDirectory()) walk(f);
      else if (/\.(ts|tsx|mjs|css)$/.test(name) && !/\.test\.tsx?$/.test(name)) files.push(f);
    }
  };
  for (const d of dirs) walk(d);
  return files.map((f) => readFileSync(f, 'utf8')).join('\n');
}

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Where the README says the spec is: beside the repository. */
export const SPEC_FILE = path.join(ROOT, '..', 'shared', 'spec', 'storefront-spec.md');

async function main() {
  const [specFile = SPEC_FILE, source] = process.argv.slice(2);
  const spec = readFileSync(specFile, 'utf8');
  const from = source ?? `${process.env.COMMERCE_API_URL ?? 'http://127.0.0.1:4000'}/openapi.json`;
  const openapi = /^https?:/.test(from) ? await (await fetch(from)).json() : JSON.parse(readFileSync(from, 'utf8'));
  const calls = missingCalls(spec, openapi);
  const messages = missingMessages(spec, sourceText(ROOT));
  for (const c of calls) console.log(`chamada ausente: ${c.method} ${c.path}`);
  for (const m of messages) console.log(`mensagem ausente: '${m}'`);
  if (calls.length || messages.length) process.exitCode = 1;
  else console.log('nada faltando');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 2;
  });
}
