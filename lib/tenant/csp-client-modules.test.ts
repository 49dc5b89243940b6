/**
 * The CSP (./csp.ts) has no 'unsafe-eval', and zod 4 probes for eval (`Function("")`) as soon as a
 * module builds an object schema: any zod schema module that reaches the browser makes DevTools
 * report a refused eval on the page (Lighthouse's "inspector-issues", best practices 0.96) and
 * ships zod's ~110 kB along. Here every 'use client' module's import graph (static and dynamic
 * imports; type-only imports are erased by the compiler and not followed; a 'use server' module
 * reaches the browser as a reference only) is walked over the project's sources, and none may reach zod: browsers get constants and types from zod-free
 * modules (lib/supplier-href, lib/contract/chat-protocol, lib/rules/…).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(__dirname, '..', '..');
const SOURCE_DIRS = ['app', 'components', 'lib', 'stores'];

function sources(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const abs = path.join(dir, name);
    if (statSync(abs).isDirectory()) sources(abs, out);
    else if (/\.tsx?$/.test(name) && !/\.(test|spec)\.tsx?$/.test(name) && !name.endsWith('.d.ts')) out.push(abs);
  }
  return out;
}

function parse(file: string): ts.SourceFile {
  return ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
}

function directive(sf: ts.SourceFile): string | null {
  const first = sf.statements[0];
  return first && ts.isExpressionStatement(first) && ts.isStringLiteral(first.expression)
    ? first.expression.text
    : null;
}

/** What the module loads at run time: value imports, re-exports and import() calls. */
function runtimeSpecifiers(sf: ts.SourceFile): string[] {
  const out: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const typeOnly =
        !!clause &&
        (clause.isTypeOnly ||
          (!clause.name &&
            !!clause.namedBindings &&
            ts.isNamedImports(clause.namedBindings) &&
            clause.namedBindings.elements.length > 0 &&
            clause.namedBindings.elements.every((e) => e.isTypeOnly)));
      if (!typeOnly) out.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      if (!node.isTypeOnly) out.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [arg] = node.arguments;
      if (arg && ts.isStringLiteralLike(arg)) out.push(arg.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

/** A project file for a specifier ('@/…' or relative), null for a package (package name kept apart). */
function resolve(from: string, spec: string): string | null {
  const base = spec.startsWith('@/')
    ? path.join(ROOT, spec.slice(2))
    : spec.startsWith('.')
      ? path.resolve(path.dirname(from), spec)
      : null;
  if (!base) return null;
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ]) {
    if (existsSync(candidate) && statSync(candidate).isFile() && /\.tsx?$/.test(candidate)) return candidate;
  }
  return null;
}

const packageName = (spec: string) =>
  spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]!;

describe('the browser gets no zod (the CSP refuses its eval probe)', () => {
  const parsed = new Map<string, ts.SourceFile>();
  const sf = (file: string) => {
    let s = parsed.get(file);
    if (!s) parsed.set(file, (s = parse(file)));
    return s;
  };
  const clientModules = SOURCE_DIRS.flatMap((d) => sources(path.join(ROOT, d))).filter(
    (f) => directive(sf(f)) === 'use client',
  );

  it('finds the client modules', () => {
    expect(clientModules.length).toBeGreaterThan(20);
  });

  it("no 'use client' module reaches zod, directly or through what it imports", () => {
    // Breadth-first from every client module at once, keeping one path back to a client module.
    const via = new Map<string, string | null>(clientModules.map((f) => [f, null]));
    const queue = [...clientModules];
    const offenders: string[] = [];
    const chain = (file: string) => {
      const steps: string[] = [];
      for (let f: string | null = file; f; f = via.get(f) ?? null) steps.unshift(path.relative(ROOT, f));
      return steps.join(' → ');
    };
    while (queue.length) {
      const file = queue.shift()!;
      // A server action module reaches the browser as a reference only; its imports stay on the server.
      if (directive(sf(file)) === 'use server') continue;
      for (const spec of runtimeSpecifiers(sf(file))) {
        const target = resolve(file, spec);
        if (target) {
          if (!via.has(target)) {
            via.set(target, file);
            queue.push(target);
          }
        } else if (packageName(spec) === 'zod') {
          offenders.push(`${chain(file)} → zod`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });
});
