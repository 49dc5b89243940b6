#!/usr/bin/env node
// SQL lives in commerce-api/src/domain (docs/architecture.md); the database adapters and the
// migration runner (commerce-api/src/db) are the only other place allowed. Run by `npm run lint`:
//
//   node scripts/check-sql-placement.mjs
//
// Fails (exit 1) naming each file:line where a string or template holds a SQL statement
// (SELECT … FROM, INSERT INTO, UPDATE … SET, DELETE FROM), a database call (db.query(, tx.exec(…)
// is made, or a sql`…` template is tagged, anywhere else under commerce-api/src. Comments are not
// read: the source is parsed with TypeScript.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE_DIR = 'commerce-api/src';
/** Where SQL may be written (repository-relative folders). */
export const SQL_HOMES = ['commerce-api/src/domain', 'commerce-api/src/db'];

const STATEMENT =
  /\bSELECT\b[\s\S]*?\bFROM\s+[\w."]+|\bINSERT\s+INTO\s+[\w."]+|\bUPDATE\s+[\w."]+\s+SET\b|\bDELETE\s+FROM\s+[\w."]+/i;
/** The receiver of a database call: db, tx, client, pool, conn (or something ending in them: app.db). */
const DB_RECEIVER = /(^|\.)(db|tx|client|pool|conn|connection)$/i;
const DB_METHODS = new Set(['query', 'exec']);

/**
 * The SQL a TypeScript source holds outside comments.
 * @param {string} text
 * @param {string} [fileName]
 * @returns {{ line: number; what: string }[]}
 */
export function sqlFindings(text, fileName = 'file.ts') {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  /** @type {{ line: number; what: string }[]} */
  const found = [];
  const at = (node, what) =>
    found.push({ line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1, what });
  const literalText = (node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
    if (ts.isTemplateExpression(node))
      return [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(' $ ');
    return null;
  };
  const visit = (node) => {
    const literal = literalText(node);
    if (literal !== null) {
      const m = STATEMENT.exec(literal);
      if (m) at(node, `SQL statement "${m[0].replace(/\s+/g, ' ').slice(0, 60)}"`);
      if (ts.isTemplateExpression(node)) node.templateSpans.forEach((s) => visit(s.expression));
      return;
    }
    if (ts.isTaggedTemplateExpression(node) && /(^|\.)sql$/.test(node.tag.getText(source))) {
      at(node, 'sql`…` template');
    }
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      DB_METHODS.has(node.expression.name.text) &&
      DB_RECEIVER.test(node.expression.expression.getText(source).replace(/\s+/g, ''))
    ) {
      at(node, `database call ${node.expression.getText(source).replace(/\s+/g, '')}(`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Whether a repository-relative file may hold SQL. */
export function isSqlHome(file) {
  return SQL_HOMES.some((home) => file === home || file.startsWith(`${home}/`));
}

function sourceFiles(dir) {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = `${dir}/${e.name}`;
    if (e.isDirectory()) return sourceFiles(rel);
    return /\.(ts|tsx|mts|mjs|js)$/.test(e.name) && !e.name.endsWith('.d.ts') ? [rel] : [];
  });
}

/** Every finding outside the SQL homes, as `file:line: what`. */
export function misplacedSql(root = ROOT) {
  return sourceFiles(SOURCE_DIR)
    .filter((file) => !isSqlHome(file))
    .flatMap((file) =>
      sqlFindings(readFileSync(path.join(root, file), 'utf8'), file).map((f) => `${file}:${f.line}: ${f.what}`),
    );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const problems = misplacedSql();
  if (problems.length) {
    console.error(`SQL outside ${SQL_HOMES.join(' and ')} (move it into a function of the domain):`);
    for (const p of problems) console.error(`  ${p}`);
    process.exit(1);
  }
  console.log(`SQL only in ${SQL_HOMES.join(' and ')}: ok.`);
}
