/**
 * SEO: sitemap.xml and robots.txt per supplier domain, canonical URLs on the primary
 * domain, JSON-LD (OnlineStore, BreadcrumbList, Product/Offer in BRL) naming the right supplier.
 */

import { catalogEndpoints } from '../lib/contract/catalog';
import { contentEndpoints } from '../lib/contract/content';
import { apiProducts, callApi } from './api-client';
import {
  ensureDeliveryAddress,
  expect,
  fetchSupplier,
  passAgeGate,
  requireStore,
  SHARED_HOST,
  storefrontUrl,
  target,
  test,
  type StoreRole,
} from './fixtures';

// The target's stores (e2e/target.ts): consumer (the Empório locally), company (the Atacado, prices hidden from
// visitors), pickup (the Adega, behind an age gate); ids, names and tags from the API by slug. A test needing a
// store the target lacks is skipped.
const consumer = () => requireStore('consumer');
const company = () => requireStore('company');

type Json = Record<string, unknown> & { '@type'?: string };
async function jsonLd(page: import('@playwright/test').Page): Promise<Json[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((t) => JSON.parse(t) as Json);
}

// Every store, the pickup one too: its age gate never hides sitemap.xml and robots.txt from crawlers.
for (const role of ['consumer', 'company', 'pickup'] as const satisfies readonly StoreRole[]) {
  // The title names the store's slug (the role when the target has none: the test is then skipped).
  const name = target.stores[role]?.slug ?? role;
  const store = () => requireStore(role);
  // The store's own pages: `<origin>` on its domain (`<origin>/<slug>` on a shared host).
  const home = () => store().home;

  // *.localhost resolves in Chromium only, so the files are fetched by the browser.
  test(`${name}: sitemap.xml lista os próprios URLs no próprio domínio`, { tag: '@smoke' }, async ({ page }) => {
    const origin = home();
    const { idfornecedor } = await fetchSupplier(store());
    const res = (await page.goto(store().url('/sitemap.xml')))!;
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('xml');
    const xml = await res.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
    expect(locs.length).toBeGreaterThan(10);
    expect(locs.every((l) => l.startsWith(`${origin}/`))).toBe(true);
    expect(locs).toContain(`${origin}/`);
    const list = await apiProducts(idfornecedor, { page: 1, limit: 100 });
    for (const p of list.produtos.slice(0, 5)) expect(locs).toContain(`${origin}/produto/${p.slug}`);
    expect(locs.filter((l) => l.includes('/produto/'))).toHaveLength(list.total);
    const pages = await callApi(contentEndpoints.listStaticPages, { params: { idfornecedor } });
    for (const p of pages.paginas) expect(locs).toContain(`${origin}/pagina/${p.slug}`);
    expect(locs.some((l) => l.includes('/busca?categoria='))).toBe(true);
    // Another store's domain never appears (when the target has another store on its own domain).
    const other = target.stores[role === 'consumer' ? 'company' : 'consumer'];
    if (other && !other.shared) expect(xml).not.toContain(new URL(other.origin).hostname);
  });

  test(`${name}: robots.txt aponta o sitemap do próprio domínio`, { tag: '@smoke' }, async ({ page }) => {
    const origin = home();
    const res = (await page.goto(store().url('/robots.txt')))!;
    expect(res.status()).toBe(200);
    const txt = await res.text();
    expect(txt).toContain('User-agent: *');
    expect(txt).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });

  test(`${name}: home com OnlineStore JSON-LD do próprio fornecedor`, { tag: '@smoke' }, async ({ page, truth }) => {
    const { supplier } = await truth(store());
    await ensureDeliveryAddress(page, store());
    await passAgeGate(page, store());
    await page.goto(store().url('/'));
    const onlineStore = (await jsonLd(page)).find((j) => j['@type'] === 'OnlineStore');
    expect(onlineStore).toBeTruthy();
    expect(onlineStore!.name).toBe(supplier.nome);
    expect(onlineStore!.url).toBe(`${home()}/`);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /\S/);
  });
}

test(
  'produto: Product + Offer em BRL no emporio; Offer sem preço no atacado (preços ocultos)',
  { tag: '@smoke' },
  async ({ page }) => {
    const e = await fetchSupplier(consumer());
    const list = await apiProducts(e.idfornecedor, { page: 1, limit: 20 });
    const slug = list.produtos.find((p) => p.preco !== null)!.slug;
    const detail = await callApi(catalogEndpoints.getProduct, {
      params: { idfornecedor: e.idfornecedor, idproduto: slug },
    });
    await page.goto(consumer().url(`/produto/${slug}`));
    const ld = await jsonLd(page);
    const product = ld.find((j) => j['@type'] === 'Product') as Json & { offers: Json & { seller?: Json } };
    expect(product.name).toBe(detail.produto.nome);
    expect(product.offers.priceCurrency).toBe('BRL');
    expect(Number(product.offers.price)).toBeCloseTo(detail.produto.preco! / 100, 2);
    expect(product.offers.seller?.name).toBe(e.nome);
    const crumbs = ld.find((j) => j['@type'] === 'BreadcrumbList') as Json & { itemListElement: Json[] };
    expect(crumbs.itemListElement.at(-1)!.name).toBe(detail.produto.nome);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      new RegExp(`^${`${consumer().origin}/`.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
    );
    await expect(page).toHaveTitle(new RegExp(detail.produto.nome));

    // The company store's half (skipped, after the consumer's, when the target has none).
    const a = await fetchSupplier(company());
    const alist = await apiProducts(a.idfornecedor, { page: 1, limit: 20 });
    await ensureDeliveryAddress(page, company());
    await page.goto(company().url(`/produto/${alist.produtos[0]!.slug}`));
    const aproduct = (await jsonLd(page)).find((j) => j['@type'] === 'Product')!;
    expect(aproduct.name).toBe(alist.produtos[0]!.nome);
    // Prices hidden from visitors: an Offer with availability, never a price (decision 0045).
    expect((aproduct.offers as Json).price).toBeUndefined();
    expect((aproduct.offers as Json).availability).toMatch(/^https:\/\/schema\.org\/(InStock|OutOfStock)$/);
  },
);

test('no host compartilhado, o canônico aponta para o domínio principal', { tag: '@smoke' }, async ({ page }) => {
  const e = consumer();
  test.skip(e.shared, 'o alvo não tem domínio próprio para a loja de consumidor');
  // A category of the target's store (its slug from the API).
  const { idfornecedor } = await fetchSupplier(e);
  const { setores } = await callApi(catalogEndpoints.listCategories, { params: { idfornecedor } });
  const categoria = setores.find((s) => s.quantidade_produtos > 0)?.slug;
  expect(categoria, 'categoria com produtos').toBeTruthy();
  await page.goto(storefrontUrl(SHARED_HOST, `/${e.slug}/busca?categoria=${categoria}`));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', e.url(`/busca?categoria=${categoria}`));
});
