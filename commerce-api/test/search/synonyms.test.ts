import {
  fullTextSearchResponseSchema,
  SEARCH_SYNONYM_LIMITS as L,
  searchSynonymsResponseSchema,
  type SearchSynonym,
} from '../../../lib/contract';
import { DEMO_SUPPLIERS } from '../../seed/demo-world';
import { expectApiError, get } from '../helpers';
import { ADMIN, send } from '../identity-helpers';

const E = DEMO_SUPPLIERS.emporio;
const PATH = `/admin/fornecedores/${E.slug}/sinonimos-busca`;
// Lists that would change other tests' searches (the limits) go to a supplier without a catalogue.
const OTHER = `/admin/fornecedores/${DEMO_SUPPLIERS.semTema.slug}/sinonimos-busca`;

async function list(path = PATH): Promise<SearchSynonym[]> {
  const r = await get(path, { headers: ADMIN });
  expect(r.status).toBe(200);
  return searchSynonymsResponseSchema.parse(r.body).sinonimos;
}
async function search(text: string): Promise<string[]> {
  const r = await get(`/v2/app/token/listaprodutos/full-text/pesquisar?idfornecedor=${E.slug}&query=${text}`);
  return fullTextSearchResponseSchema.parse(r.body).resultset.hits.map((h) => h.nome);
}
const put = (sinonimos: unknown, headers: Record<string, string> = ADMIN, path = PATH) =>
  send('PUT', path, { sinonimos }, headers);

describe('search synonyms in the back office', () => {
  it('needs the admin key', async () => {
    expectApiError(await get(PATH), 401);
    expectApiError(await put([], {}), 401, /Chave administrativa/);
    expectApiError(await put([], { 'X-Admin-Key': 'errada' }), 401);
  });

  it('lists the seeded synonyms of a supplier; 404 for an unknown supplier', async () => {
    expect(await list()).toEqual(expect.arrayContaining([{ termo: 'refri', expansoes: ['refrigerante'] }]));
    expectApiError(await get('/admin/fornecedores/nao-existe/sinonimos-busca', { headers: ADMIN }), 404);
  });

  it('a replaced list applies to the next search (term normalised), and can be put back', async () => {
    const before = await list();
    expect(await search('xablau')).toEqual([]);
    const r = await put([...before, { termo: ' XABLÁU ', expansoes: ['banana prata', 'banana prata'] }]);
    expect(r.status).toBe(200);
    const after = searchSynonymsResponseSchema.parse(r.body).sinonimos;
    expect(after).toContainEqual({ termo: 'xablau', expansoes: ['banana prata'] });
    expect(await list()).toEqual(after);
    expect(await search('xablau')).toEqual(['Banana prata']);
    expect((await put(before)).status).toBe(200);
    expect(await list()).toEqual(before);
    expect(await search('xablau')).toEqual([]);
  });

  it('refuses lists past the limits or malformed, with a pt-BR message, and keeps the stored list', async () => {
    const before = await list();
    const one = (termo: string, expansoes: string[] = ['x']) => ({ termo, expansoes });
    const cases: [unknown, RegExp][] = [
      [
        Array.from({ length: L.termos + 1 }, (_, i) => one(`t${i}`)),
        new RegExp(`No máximo ${L.termos} sinônimos por fornecedor`),
      ],
      [[one('a'.repeat(L.termo + 1))], new RegExp(`O termo tem no máximo ${L.termo} caracteres`)],
      [
        [one('vinho', ['x'.repeat(L.expansao + 1)])],
        new RegExp(`Cada expansão tem no máximo ${L.expansao} caracteres`),
      ],
      [
        [
          one(
            'vinho',
            Array.from({ length: L.expansoes + 1 }, (_, i) => `e${i}`),
          ),
        ],
        /No máximo 10 expansões por termo/,
      ],
      [[one('vinho', [])], /Informe ao menos uma expansão/],
      [[one('   ')], /Informe o termo/],
      [[one('coca-cola')], /deve ser uma única palavra/],
      [[one('refri'), one('Refri')], /aparece mais de uma vez/],
      [[one('refri', ['!!!'])], /não tem palavras/],
      ['refri', /./],
    ];
    for (const [body, msg] of cases) {
      const r = await put(body);
      expectApiError(r, 400, msg);
    }
    expect(await list()).toEqual(before);
    // Exactly at the limits: accepted.
    const full = Array.from({ length: L.termos }, (_, i) =>
      one(
        `t${i}`.padEnd(L.termo, 'x'),
        Array.from({ length: L.expansoes }, () => 'y'.repeat(L.expansao)),
      ),
    );
    expect((await put(full, ADMIN, OTHER)).status).toBe(200);
    expect(await list(OTHER)).toHaveLength(L.termos);
    expect((await put([], ADMIN, OTHER)).status).toBe(200);
    expect(await list(OTHER)).toEqual([]);
  });
});
