/** @jest-environment node */
import { apiLookup, TenantLookupError } from './lookup';

const BASE = 'http://api.test';

function fakeFetch(answer: () => Response | Promise<Response>) {
  const calls: string[] = [];
  const fetch = async (input: string) => {
    calls.push(input);
    return answer();
  };
  return { calls, fetch };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('apiLookup', () => {
  it('asks the supplier look-up by domain and by id or slug', async () => {
    const f = fakeFetch(() => json(200, { fornecedores: [] }));
    const lookup = apiLookup(BASE, { fetch: f.fetch });
    await expect(lookup.byHost('loja.example')).resolves.toBeNull();
    await expect(lookup.byIdOrSlug('emporio-bom-preco')).resolves.toBeNull();
    expect(f.calls).toEqual([
      `${BASE}/v2/app/token~00000000-0000-0000-0000-000000000000/fornecedor?dominio=loja.example`,
      `${BASE}/v2/app/token~00000000-0000-0000-0000-000000000000/fornecedor?idfornecedor=emporio-bom-preco`,
    ]);
  });

  it.each([404, 400])('an answer %i is no supplier', async (status) => {
    const lookup = apiLookup(BASE, {
      fetch: fakeFetch(() => json(status, { erro: true, codigo: 'X', mensagem: 'x' })).fetch,
    });
    await expect(lookup.byHost('loja.example')).resolves.toBeNull();
  });

  it('other failures throw TenantLookupError', async () => {
    const down = apiLookup(BASE, {
      fetch: fakeFetch(() => json(500, { erro: true, codigo: 'ERRO_INTERNO', mensagem: 'x' })).fetch,
    });
    await expect(down.byHost('loja.example')).rejects.toBeInstanceOf(TenantLookupError);
    const unreachable = apiLookup(BASE, {
      fetch: fakeFetch(() => Promise.reject(new TypeError('fetch failed'))).fetch,
    });
    await expect(unreachable.byIdOrSlug('emporio-bom-preco')).rejects.toBeInstanceOf(TenantLookupError);
    const garbage = apiLookup(BASE, { fetch: fakeFetch(() => json(200, { nada: true })).fetch });
    await expect(garbage.byHost('loja.example')).rejects.toBeInstanceOf(TenantLookupError);
  });
});
