import { ALL_ENDPOINTS } from '../../../lib/contract/endpoints';
import { buildOpenApi } from '../../../lib/contract/openapi';
import { ROUTES } from '../../src/routes';
import { get } from '../helpers';

const key = (e: { method: string; path: string }) => `${e.method} ${e.path}`;

describe('contract agreement: lib/contract descriptors ⇄ API routes', () => {
  it('every descriptor is served by the API, with that very descriptor', () => {
    const served = new Map(ROUTES.map((r) => [key(r.endpoint), r.endpoint]));
    const missing = ALL_ENDPOINTS.filter((e) => served.get(key(e)) !== e).map(key);
    expect(missing).toEqual([]);
  });

  it('every API route has a descriptor in lib/contract', () => {
    const declared = new Set(ALL_ENDPOINTS);
    const undeclared = ROUTES.filter((r) => !declared.has(r.endpoint)).map((r) => key(r.endpoint));
    expect(undeclared).toEqual([]);
  });

  it('no two descriptors share a method and path, and no path uses placeholder names', () => {
    const keys = ALL_ENDPOINTS.map(key);
    expect(new Set(keys).size).toBe(keys.length);
    const placeholders = ALL_ENDPOINTS.filter((e) => /\{(x|y|a|b|c|id)\}/.test(e.path)).map(key);
    expect(placeholders).toEqual([]);
  });

  it('/openapi.json documents exactly the descriptors', async () => {
    const r = await get<{ paths: Record<string, Record<string, unknown>> }>('/openapi.json');
    const documented = Object.entries(r.body.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`),
    );
    expect(documented.sort()).toEqual(ALL_ENDPOINTS.map(key).sort());
  });

  it('/openapi.json is the document lib/contract/openapi-validator.test.ts validates', async () => {
    const r = await get<unknown>('/openapi.json');
    expect(r.body).toEqual(JSON.parse(JSON.stringify(buildOpenApi(ALL_ENDPOINTS))));
  });
});
