/**
 * Axe (@axe-core/playwright) finds no serious or critical violation on the home,
 * a listing, a product, a static page and the provider home.
 */
import AxeBuilder from '@axe-core/playwright';

import type { ProductSummary } from '../lib/contract';
import { catalogEndpoints } from '../lib/contract/catalog';
import { contentEndpoints } from '../lib/contract/content';
import { apiProducts, callApi } from './api-client';
import {
  axeClean,
  ensureDeliveryAddress,
  expect,
  fetchSupplier,
  requireOnTarget,
  requireStore,
  SHARED_HOST,
  storefrontOrigin,
  target,
  test,
  typeInto,
  type StoreRole,
} from './fixtures';

// axe over a whole page takes a while on a loaded machine.
test.describe.configure({ timeout: 90_000 });

// The pages are the target's (e2e/target.ts): the consumer store (the Empório locally) and the company store (the
// Atacado); the category, product, unavailable product, search word and static page are found through the API.
// The paths in the titles are the demo world's, so that the titles stay the same on every target.

/** The consumer store's first 100 products as a visitor lists them. */
async function consumerProducts(): Promise<ProductSummary[]> {
  const { idfornecedor } = await fetchSupplier(requireStore('consumer'));
  return (await apiProducts(idfornecedor, { page: 1, limit: 100 })).produtos;
}

/** What stands for each demo path on the target: a path of the consumer store found through the API. */
const discover: Record<string, () => Promise<string>> = {
  '/busca?categoria=mercearia': async () => {
    const { setores } = await callApi(catalogEndpoints.listCategories, {
      params: { idfornecedor: (await fetchSupplier(requireStore('consumer'))).idfornecedor },
    });
    const category = requireOnTarget(
      setores.find((s) => s.quantidade_produtos > 0),
      'categoria com produtos na loja de consumidor',
    );
    return `/busca?categoria=${category.slug}`;
  },
  '/busca?q=arroz': async () => `/busca?q=${encodeURIComponent(await searchWord())}`,
  '/produto/leite-zero-lactose-1-l': async () => {
    const p = requireOnTarget(
      (await consumerProducts()).find((x) => x.disponivel && x.preco !== null),
      'produto disponível na loja de consumidor',
    );
    return `/produto/${p.slug}`;
  },
  '/produto/biscoito-recheado-de-chocolate-130-g': async () => {
    const p = requireOnTarget(
      (await consumerProducts()).find((x) => !x.disponivel),
      'produto indisponível entre os 100 primeiros da loja de consumidor',
    );
    return `/produto/${p.slug}`;
  },
  '/pagina/quem-somos': async () => {
    const { paginas } = await callApi(contentEndpoints.listStaticPages, {
      params: { idfornecedor: (await fetchSupplier(requireStore('consumer'))).idfornecedor },
    });
    return `/pagina/${requireOnTarget(paginas[0], 'página estática na loja de consumidor').slug}`;
  },
};

/** A word of one of the consumer store's products, as a shopper searches it. */
async function searchWord(): Promise<string> {
  return requireOnTarget(
    (await consumerProducts()).map((p) => p.nome.split(' ')[0]!.toLowerCase()).find((w) => /^[a-zà-ú]{4,}$/.test(w)),
    'produto cujo nome comece por uma palavra',
  );
}

/** The URL a page of the list stands for on the target: a store's path (discovered), or the provider home. */
async function pageUrl(where: StoreRole | 'provider', path: string): Promise<string> {
  if (where === 'provider') return `${storefrontOrigin(SHARED_HOST)}${path}`;
  const store = requireStore(where);
  return store.url(discover[path] ? await discover[path]() : path);
}

const pages: [string, StoreRole | 'provider', string][] = [
  ['home do emporio', 'consumer', '/'],
  ['home do atacado', 'company', '/'],
  ['portão de endereço do atacado (modal antes do catálogo)', 'company', '/?portao=1'],
  ['listagem de categoria', 'consumer', '/busca?categoria=mercearia'],
  ['busca', 'consumer', '/busca?q=arroz'],
  ['produto', 'consumer', '/produto/leite-zero-lactose-1-l'],
  ['produto indisponível', 'consumer', '/produto/biscoito-recheado-de-chocolate-130-g'],
  ['página estática', 'consumer', '/pagina/quem-somos'],
  ['página estática desconhecida', 'consumer', '/pagina/nao-existe'],
  ['página do provedor', 'provider', '/'],
];

for (const [name, where, path] of pages) {
  test(`axe: ${name} (${path}) sem violações sérias ou críticas`, { tag: '@smoke' }, async ({ page }) => {
    const url = await pageUrl(where, path);
    // The company store's catalog needs an address when its tags say so; the gate page itself is checked without one.
    if (where === 'company' && !path.includes('portao')) await ensureDeliveryAddress(page, requireStore('company'));
    await page.goto(url);
    await expect(page.locator('main, body').first()).toBeVisible();
    // A white-label deployment has no provider directory at its shared origin: nothing of the provider to check.
    if (where === 'provider' && target.fromProfile) {
      const directory = page.getByRole('heading', { name: 'Escolha sua loja' });
      test.skip(!(await directory.isVisible()), 'o alvo não tem página do provedor');
    }
    await axeClean(page);
  });
}

test('axe: combobox de sugestões aberto sem violações sérias ou críticas', { tag: '@smoke' }, async ({ page }) => {
  const word = await searchWord();
  await page.goto(requireStore('consumer').url('/'));
  await typeInto(page.getByRole('combobox', { name: 'Buscar produtos' }), word);
  await expect(page.getByRole('listbox', { name: 'Sugestões de produtos' }).getByRole('option').first()).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
});

// Lighthouse (mobile) scores every axe rule it runs, moderate ones too (heading-order…): on a phone
// the pages it measures have no violation at all.
const phonePages: [string, string][] = [
  ['home', '/'],
  ['listagem de categoria', '/busca?categoria=mercearia'],
  ['busca', '/busca?q=arroz'],
  ['produto', '/produto/leite-zero-lactose-1-l'],
];
for (const [name, path] of phonePages) {
  test(`axe no celular: ${name} (${path}) sem nenhuma violação`, { tag: '@smoke' }, async ({ page }) => {
    const url = await pageUrl('consumer', path);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(url);
    await expect(page.locator('main')).toBeVisible();
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .analyze();
    expect(
      results.violations.map(
        (v) =>
          `${v.id} (${v.impact}): ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join(' | ')}`,
      ),
    ).toEqual([]);
  });
}
