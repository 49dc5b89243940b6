/**
 * /openapi.json checked by an independent validator, @apidevtools/swagger-parser (the OAS 3.1 JSON
 * schema), plus what OAS 3.1 requires and that validator leaves unchecked for OAS 3 documents (it runs
 * its own spec checks on Swagger 2.0 only): no two paths equal up to parameter names ("Path Templating
 * Matching"), every template parameter declared `in: path` and required, operationIds unique.
 * The document is built as the API builds it (from the same descriptors, which the API test
 * contract-agreement.test.ts holds equal to the registered routes) and goes through JSON, as on the wire.
 */
import SwaggerParser from '@apidevtools/swagger-parser';

import { ALL_ENDPOINTS } from './endpoints';
import { buildOpenApi } from './openapi';

type Parameter = { name: string; in: string; required?: boolean };
type Operation = { operationId: string; parameters?: Parameter[] };
type Doc = { paths: Record<string, Record<string, Operation>> };

const served = () => JSON.parse(JSON.stringify(buildOpenApi(ALL_ENDPOINTS))) as Doc;

/** Paths that differ only in their parameter names, grouped by their shared template. */
function equalTemplates(paths: string[]): string[][] {
  const byTemplate = new Map<string, string[]>();
  for (const p of paths) {
    const t = p.replace(/\{[^}]*\}/g, '{}');
    byTemplate.set(t, [...(byTemplate.get(t) ?? []), p]);
  }
  return [...byTemplate.values()].filter((group) => group.length > 1);
}

/** `METHOD path: problem` for each operation whose path parameters and template disagree. */
function pathParameterProblems(doc: Doc): string[] {
  const out: string[] = [];
  for (const [p, ops] of Object.entries(doc.paths)) {
    const template = [...p.matchAll(/\{([^}]*)\}/g)].map((m) => m[1]!);
    for (const [method, op] of Object.entries(ops)) {
      const declared = (op.parameters ?? []).filter((x) => x.in === 'path');
      const names = declared.map((x) => x.name);
      const id = `${method.toUpperCase()} ${p}`;
      for (const t of template) if (!names.includes(t)) out.push(`${id}: {${t}} not declared`);
      for (const n of names) if (!template.includes(n)) out.push(`${id}: ${n} not in the path`);
      for (const x of declared) if (x.required !== true) out.push(`${id}: ${x.name} not required`);
    }
  }
  return out;
}

describe('/openapi.json', () => {
  it('passes swagger-parser validation (OAS 3.1 schema)', async () => {
    await expect(SwaggerParser.validate(served() as never)).resolves.toBeDefined();
  });

  it('has no two paths equal up to parameter names', () => {
    expect(equalTemplates(Object.keys(served().paths))).toEqual([]);
  });

  it('declares every template parameter in: path and required, and only those', () => {
    expect(pathParameterProblems(served())).toEqual([]);
  });

  it('has unique operationIds', () => {
    const ids = Object.values(served().paths).flatMap((ops) => Object.values(ops).map((o) => o.operationId));
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });
});

describe('the checks themselves', () => {
  it('swagger-parser refuses a document that breaks the OAS 3.1 schema', async () => {
    const doc = served();
    const [op] = Object.values(Object.values(doc.paths)[0]!);
    op!.parameters = [{ name: 'x' } as Parameter];
    await expect(SwaggerParser.validate(doc as never)).rejects.toThrow(/validation/i);
  });

  it('finds paths that differ only in parameter names', () => {
    expect(equalTemplates(['/a/{x}', '/a/{y}', '/a/{x}/b', '/a/b'])).toEqual([['/a/{x}', '/a/{y}']]);
  });

  it('finds undeclared, extra and optional path parameters', () => {
    const op = (parameters: Parameter[]) => ({ get: { operationId: 'o', parameters } });
    expect(
      pathParameterProblems({
        paths: {
          '/a/{x}': op([{ name: 'y', in: 'path', required: true }]),
          '/b/{x}': op([{ name: 'x', in: 'path', required: false }]),
          '/c/{x}': op([{ name: 'x', in: 'path', required: true }]),
        },
      }),
    ).toEqual(['GET /a/{x}: {x} not declared', 'GET /a/{x}: y not in the path', 'GET /b/{x}: x not required']);
  });
});
