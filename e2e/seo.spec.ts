/**
 * SEO: sitemap.xml and robots.txt per supplier domain, canonical URLs on the primary
 * domain, JSON-LD (OnlineStore, BreadcrumbList, Product/Offer in BRL) naming the right supplier.
 */

import { catalogEndpoints } from '../lib/contract/catalog';
import { contentEndpoints } from '../lib/contract/content';
import { apiProducts, callApi } from './api-client';
import {
  DEMO_SUPPLIERS,
  E2E_STOREFRONT_PORT,
  ensureDeliveryAddress,
  expect,
  passAgeGate,
  SHARED_HOST,
  storefrontUrl,
  test,
} from './fixtures';

type Json = Record<string, unknown> & { '@type'?: string };
async function jsonLd(page: import('@playwright/test').Page): Promise<Json[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((t) => JSON.parse(t) as Json);
}

// Every supplier, adega too: its age gate never hides sitemap.xml and robots.txt from crawlers.
for (const key of ['emporio', 'atacado', 'adega'] as const) {
  const d = DEMO_SUPPLIERS[key];
  const origin = `http://${d.dominio}:${E2E_STOREFRONT_PORT}`;

  // *.localhost resolves in Chromium only, so the files are fetched by the browser.
  test(`${d.slug}: sitemap.xml lista os próprios URLs no próprio domínio`, { tag: '@smoke' }, async ({ page }) => {
    const res = (await page.goto(storefrontUrl(d.dominio, '/sitemap.xml')))!;
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('xml');
    const xml = await res.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
    expect(locs.length).toBeGreaterThan(10);
    expect(locs.every((l) => l.startsWith(`${origin}/`))).toBe(true);
    expect(locs).toContain(`${origin}/`);
    const list = await apiProducts(d.idfornecedor, { page: 1, limit: 100 });
    for (const p of list.produtos.slice(0, 5)) expect(locs).toContain(`${origin}/produto/${p.slug}`);
    expect(locs.filter((l) => l.includes('/produto/'))).toHaveLength(list.total);
    const pages = await callApi(contentEndpoints.listStaticPages, { params: { idfornecedor: d.idfornecedor } });
    for (const p of pages.paginas) expect(locs).toContain(`${origin}/pagina/${p.slug}`);
    expect(locs.some((l) => l.includes('/busca?categoria='))).toBe(true);
    const other = key === 'emporio' ? DEMO_SUPPLIERS.atacado : DEMO_SUPPLIERS.emporio;
    expect(xml).not.toContain(other.dominio);
  });

  test(`${d.slug}: robots.txt aponta o sitemap do próprio domínio`, { tag: '@smoke' }, async ({ page }) => {
    const res = (await page.goto(storefrontUrl(d.dominio, '/robots.txt')))!;
    expect(res.status()).toBe(200);
    const txt = await res.text();
    expect(txt).toContain('User-agent: *');
    expect(txt).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });

  test(`${d.slug}: home com OnlineStore JSON-LD do próprio fornecedor`, { tag: '@smoke' }, async ({ page, truth }) => {
    const { supplier } = await truth(key);
    await ensureDeliveryAddress(page, key);
    await passAgeGate(page, key);
    await page.goto(storefrontUrl(d.dominio, '/'));
    const store = (await jsonLd(page)).find((j) => j['@type'] === 'OnlineStore');
    expect(store).toBeTruthy();
    expect(store!.name).toBe(supplier.nome);
    expect(store!.url).toBe(`${origin}/`);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /\S/);
  });
}

test(
  'produto: Product + Offer em BRL no emporio; Offer sem preço no atacado (preços ocultos)',
  { tag: '@smoke' },
  async ({ page }) => {
    const e = DEMO_SUPPLIERS.emporio;
    const list = await apiProducts(e.idfornecedor, { page: 1, limit: 20 });
    const slug = list.produtos.find((p) => p.preco !== null)!.slug;
    const detail = await callApi(catalogEndpoints.getProduct, {
      params: { idfornecedor: e.idfornecedor, idproduto: slug },
    });
    await page.goto(storefrontUrl(e.dominio, `/produto/${slug}`));
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
      new RegExp(`^http://${e.dominio}:`),
    );
    await expect(page).toHaveTitle(new RegExp(detail.produto.nome));

    const a = DEMO_SUPPLIERS.atacado;
    const alist = await apiProducts(a.idfornecedor, { page: 1, limit: 20 });
    await ensureDeliveryAddress(page, 'atacado');
    await page.goto(storefrontUrl(a.dominio, `/produto/${alist.produtos[0]!.slug}`));
    const aproduct = (await jsonLd(page)).find((j) => j['@type'] === 'Product')!;
    expect(aproduct.name).toBe(alist.produtos[0]!.nome);
    // Prices hidden from visitors: an Offer with availability, never a price (decision 0045).
    expect((aproduct.offers as Json).price).toBeUndefined();
    expect((aproduct.offers as Json).availability).toMatch(/^https:\/\/schema\.org\/(InStock|OutOfStock)$/);
  },
);

test('no host compartilhado, o canônico aponta para o domínio principal', { tag: '@smoke' }, async ({ page }) => {
  const e = DEMO_SUPPLIERS.emporio;
  await page.goto(storefrontUrl(SHARED_HOST, `/${e.slug}/busca?categoria=mercearia`));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `http://${e.dominio}:${E2E_STOREFRONT_PORT}/busca?categoria=mercearia`,
  );
});
