/**
 * @jest-environment node
 */
import { execFile } from 'node:child_process';
import path from 'node:path';

// The e2e rules of eslint.config.mjs, on text as a spec would hold it: typing through the fixtures'
// helpers, and API calls through the contract (docs/qa.md). ESLint's own CLI reads the project's config
// (Jest cannot load its ES module).
const ROOT = path.resolve(__dirname, '..');

function messages(file: string, code: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      path.join(ROOT, 'node_modules/.bin/eslint'),
      ['--stdin', '--stdin-filename', path.join(ROOT, file), '--format', 'json', '--rule', 'import/no-cycle: off'],
      { cwd: ROOT },
      (error, stdout) => {
        try {
          const [result] = JSON.parse(stdout) as { messages: { ruleId: string | null; message: string }[] }[];
          resolve(result!.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message));
        } catch {
          reject(error ?? new Error(stdout));
        }
      },
    );
    child.stdin!.end(code);
  });
}

const RAW_CALL = "export const lista = (api: { get(p: string): unknown }) => api.get('/v2/app/token/fornecedor');\n";
const TEMPLATE_CALL = 'export const pedido = (n: number) => `/v4/app/orders/get-order/${n}`;\n';

jest.setTimeout(60_000);

describe('e2e lint rules', () => {
  it('a spec or the fixtures writing an API path by hand is refused, as a literal or a template; the refusal specs may', async () => {
    const [literal, template, fixtures, apiSpec, fuzzSpec, apiSpecFill, image] = await Promise.all([
      messages('e2e/sonda.spec.ts', RAW_CALL),
      messages('e2e/sonda.spec.ts', TEMPLATE_CALL),
      messages('e2e/fixtures.ts', RAW_CALL),
      messages('e2e/api.spec.ts', RAW_CALL),
      messages('e2e/fuzz.spec.ts', TEMPLATE_CALL),
      messages('e2e/api.spec.ts', "export const f = (c: { fill(t: string): void }) => c.fill('x');\n"),
      // The storefront's own image URLs are not API calls.
      messages('e2e/sonda.spec.ts', "export const img = '/superon/imagens/%zz';\n"),
    ]);
    const refused = [expect.stringMatching(/^Chame a API pelo contrato/)];
    expect(literal).toEqual(refused);
    expect(template).toEqual(refused);
    expect(fixtures).toEqual(refused);
    expect(apiSpec).toEqual([]);
    expect(fuzzSpec).toEqual([]);
    // …but they still type through the helpers.
    expect(apiSpecFill).toEqual([expect.stringMatching(/^Digite como uma pessoa/)]);
    expect(image).toEqual([]);
  });
});
