/**
 * Pages crawlers can read (decision 0045): fetched like a crawler (a fresh context, no cookies,
 * JavaScript off), a product, a category listing, a search and a content page of every supplier
 * carry their own title, description, canonical, JSON-LD and content, with the address gate (the
 * Atacado) and the age gate (the Adega) as dialogs on top, the page behind inert. Prices stay
 * hidden where the supplier hides them. And a person on the Adega still cannot use a product page
 * before answering the age question.
 */
import type { Browser, Page } from '@playwright/test';

import type { ProductDetailResponse, Supplier } from '../lib/contract';
import { catalogEndpoints } from '../lib/contract/catalog';
import { apiProducts, callApi } from './api-client';
import { expect, fetchSupplier, requireStore, target, test, type StoreRole, type TargetStore } from './fixtures';
import { expectFocusNotLost, tabTo } from './keyboard';

const productDetail = (idfornecedor: string, slug: string) =>
  callApi(catalogEndpoints.getProduct, { params: { idfornecedor, idproduto: slug } });

type Json = Record<string, unknown> & { '@type'?: string };

/**
 * Google Search Central, "Product (Product, Review, Offer) structured data" — product snippets and
 * merchant listings (developers.google.com/search/docs/appearance/structured-data/product-snippet,
 * …/merchant-listing): `name` required; `image`, `description`, `sku`, `brand`, `gtin13` (a GTIN)
 * and `offers` recommended for merchant listings (required: image and offers there); Offer:
 * `price` + `priceCurrency` (where a price is shown), `availability`, `url`, `itemCondition`.
 */
const GOOGLE_PRODUCT_FIELDS = ['name', 'image', 'description', 'sku', 'brand', 'gtin13', 'offers'] as const;
const GOOGLE_OFFER_FIELDS = ['availability', 'url', 'itemCondition'] as const;
const GOOGLE_PRICE_FIELDS = ['price', 'priceCurrency'] as const;

const AGE_GATE = 'Você tem mais de 18 anos?';
const ADDRESS_GATE = 'Informe seu endereço';

/** The dialog a visitor meets first on the store, from its tags: the age question, else the address one. */
function gateOf(supplier: Supplier): string | null {
  if (supplier.tag.includes('requires-age-check')) return AGE_GATE;
  if (supplier.tag.includes('requires-address-to-access')) return ADDRESS_GATE;
  return null;
}

// The target's stores (e2e/target.ts): consumer (the Empório locally), company (the Atacado: address gate, prices
// hidden from visitors), pickup (the Adega: age gate); ids and tags from the API by slug. A test needing a store
// the target lacks is skipped.
const consumer = () => requireStore('consumer');
const pickup = () => requireStore('pickup');

/**
 * Against a deployment, a product the test needs may simply not be in its catalogue: skipped with the reason.
 * Locally the demo world has it, so its absence fails the test.
 */
function requireProduct<T>(found: T | undefined, what: string): T {
  test.skip(target.fromProfile && !found, `o alvo não tem ${what}`);
  expect(found, what).toBeTruthy();
  return found!;
}

/** A crawler: a fresh context (no cookies) with JavaScript off. *.localhost resolves in Chromium only. */
async function crawler(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  return context.newPage();
}

async function jsonLd(page: Page): Promise<Json[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((t) => JSON.parse(t) as Json);
}

/** Title, description, canonical (absolute, on the supplier's primary domain), h1, and the gate on top. */
async function expectCrawlable(page: Page, store: TargetStore, gate: string | null, path: string, h1: string | RegExp) {
  await expect(page.locator('head meta[name="description"]')).toHaveAttribute('content', /\S.{8,}\S/);
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', `${store.home}${path}`);
  await expect(page.locator('main h1')).toHaveText(h1);
  if (gate) {
    // The dialog is in the HTML, open; the page behind it is inert and hidden from assistive technology.
    await expect(page.getByRole('dialog', { name: gate })).toBeVisible();
    await expect(page.locator('[inert][aria-hidden="true"] main h1')).toHaveCount(1);
  } else {
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.locator('[inert]')).toHaveCount(0);
  }
}

for (const role of ['consumer', 'company', 'pickup'] as const satisfies readonly StoreRole[]) {
  // The title names the store's slug (the role when the target has none: the test is then skipped).
  const name = target.stores[role]?.slug ?? role;

  test(
    `${name}: produto, categoria, busca e página de conteúdo do sitemap legíveis sem cookies nem JavaScript`,
    { tag: '@smoke' },
    async ({ browser }) => {
      const store = requireStore(role);
      const d = await fetchSupplier(store);
      const gate = gateOf(d);
      const page = await crawler(browser);
      const xml = await (await page.goto(store.url('/sitemap.xml')))!.text();
      const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
      const paths = locs.map((l) => l.slice(store.home.length));

      // The first product of the sitemap with a bar code and a brand (fresh produce has neither).
      let detail: ProductDetailResponse | null = null;
      for (const p of paths.filter((x) => x.startsWith('/produto/'))) {
        const body = await productDetail(d.idfornecedor, p.slice('/produto/'.length));
        if (body.produto.ean && body.produto.marca) {
          detail = body;
          break;
        }
      }
      expect(detail, 'produto com EAN e marca no sitemap').not.toBeNull();
      const produto = detail!.produto;
      const productPath = `/produto/${produto.slug}`;
      expect(paths).toContain(productPath);

      const res = (await page.goto(store.url(productPath)))!;
      expect(res.status()).toBe(200);
      await expect(page).toHaveTitle(new RegExp(`^${produto.nome.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\|`));
      await expectCrawlable(page, store, gate, productPath, produto.nome);
      const ld = (await jsonLd(page)).find((j) => j['@type'] === 'Product') as Json & {
        brand: Json;
        offers: Json;
      };
      expect(ld, 'Product JSON-LD').toBeTruthy();
      for (const f of GOOGLE_PRODUCT_FIELDS) expect(ld[f], `Product.${f}`).toBeTruthy();
      for (const f of GOOGLE_OFFER_FIELDS) expect(ld.offers[f], `Offer.${f}`).toBeTruthy();
      expect(ld.name).toBe(produto.nome);
      expect(ld.gtin13).toBe(produto.ean);
      expect(ld.gtin13).toMatch(/^\d{13}$/);
      expect(ld.brand.name).toBe(produto.marca);
      expect(ld.sku).toBe(produto.codigo);
      expect(ld.offers.availability).toBe(`https://schema.org/${produto.disponivel ? 'InStock' : 'OutOfStock'}`);
      expect(ld.offers.url).toBe(`${store.home}${productPath}`);
      expect((ld.image as string[]).every((u) => u.startsWith(`${store.home}/`))).toBe(true);
      const html = await res.text();
      if (d.tag.includes('hide-price-for-logged-out-customers')) {
        // Prices hidden from visitors (hide-price-for-logged-out-customers): none in the page nor its JSON-LD.
        expect(detail!.possuiPreco).toBe(false);
        for (const f of GOOGLE_PRICE_FIELDS) expect(ld.offers[f], `Offer.${f}`).toBeUndefined();
        expect(html).not.toContain('R$');
      } else {
        for (const f of GOOGLE_PRICE_FIELDS) expect(ld.offers[f], `Offer.${f}`).toBeTruthy();
        expect(ld.offers.priceCurrency).toBe('BRL');
        expect(Number(ld.offers.price)).toBeCloseTo(produto.preco! / 100, 2);
      }
      // The EAN is on the page too.
      await expect(page.locator('main dl').filter({ hasText: 'EAN' }).locator('dd')).toHaveText(produto.ean!);

      // A category listing from the sitemap.
      const category = paths.find((p) => p.startsWith('/busca?categoria='))!;
      await page.goto(store.url(category));
      await expectCrawlable(page, store, gate, category, /\S/);
      await expect(page.locator('main a[href*="/produto/"]').first()).toBeAttached();
      expect((await jsonLd(page)).some((j) => j['@type'] === 'BreadcrumbList')).toBe(true);

      // A search for the product's first word finds it.
      const word = produto.nome.split(' ')[0]!.toLowerCase();
      await page.goto(store.url(`/busca?q=${encodeURIComponent(word)}`));
      await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
        'href',
        new RegExp(`^${store.home.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/busca\\?`),
      );
      await expect(page.locator('head meta[name="description"]')).toHaveAttribute('content', /\S.{8,}\S/);
      await expect(page.locator('main h1')).toContainText(/\S/);
      await expect(page.locator(`main a[href$="${productPath}"]`).first()).toBeAttached();
      if (gate) await expect(page.getByRole('dialog', { name: gate })).toBeVisible();

      // A content page from the sitemap.
      const content = paths.find((p) => p.startsWith('/pagina/'))!;
      await page.goto(store.url(content));
      await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', `${store.home}${content}`);
      await expect(page.locator('main h1')).toContainText(/\S/);
      await expect(page).toHaveTitle(/\S+ \|/);
      // The address gate never covers content pages; the age gate does.
      if (gate === AGE_GATE) await expect(page.getByRole('dialog', { name: AGE_GATE })).toBeVisible();
      await page.context().close();
    },
  );
}

test(
  'atributos: tabela nutricional e alergênicos de um alimento; ficha técnica de um vinho (sem JavaScript)',
  { tag: '@smoke' },
  async ({ browser }) => {
    const page = await crawler(browser);
    const e = await fetchSupplier(consumer());
    const list = await apiProducts(e.idfornecedor, { page: 1, limit: 100, sk: 'aveia' });
    const aveia = requireProduct(
      list.produtos.find((p) => p.nome === 'Aveia em flocos 450 g'),
      'o produto "Aveia em flocos 450 g" na loja de consumidor',
    );
    const food = await productDetail(e.idfornecedor, aveia.slug);
    const n = food.produto.informacaoNutricional!;
    expect(n.itens.length).toBeGreaterThan(5);
    await page.goto(consumer().url(`/produto/${aveia.slug}`));
    const table = page.getByRole('table', { name: `Porção de ${n.porcao}` });
    await expect(table).toBeVisible();
    await expect(table.getByRole('columnheader')).toHaveText(['Nutriente', 'Por porção', '%VD']);
    const energy = table.getByRole('row', { name: /Valor energético/ });
    await expect(energy.getByRole('cell').first()).toHaveText(n.itens[0]!.quantidade);
    const allergens = page.getByRole('region', { name: 'Alergênicos' });
    await expect(allergens.getByRole('listitem')).toHaveText(food.produto.alergenicos!);
    await expect(allergens).toContainText('Contém glúten');

    // The pickup store's half (skipped, after the consumer's, when the target has none).
    const a = await fetchSupplier(pickup());
    const wines = await apiProducts(a.idfornecedor, { page: 1, limit: 100, sk: 'merlot' });
    const merlot = requireProduct(wines.produtos[0], 'um vinho Merlot na loja só de retirada');
    const wine = await productDetail(a.idfornecedor, merlot.slug);
    const sheet = wine.produto.fichaTecnica!;
    expect(sheet.uva).toContain('Merlot');
    await page.goto(pickup().url(`/produto/${wine.produto.slug}`));
    // Behind the age gate: in the HTML for crawlers, inert for people.
    const ficha = page.locator('[inert] section').filter({ has: page.locator('h2', { hasText: 'Ficha técnica' }) });
    await expect(ficha.locator('dt')).toHaveText([
      'Uva',
      'Região',
      'Teor alcoólico',
      'Temperatura de serviço',
      'Harmonização',
    ]);
    await expect(ficha.locator('dd')).toHaveText([
      sheet.uva!,
      sheet.regiao!,
      sheet.teorAlcoolico!,
      sheet.temperaturaServico!,
      sheet.harmonizacao!,
    ]);
    await page.context().close();
  },
);

test(
  'adega: uma pessoa não usa o produto por trás do modal de idade; com "Sim" o produto se abre',
  { tag: '@smoke' },
  async ({ page, truth }) => {
    const { products } = await truth(pickup());
    const product = requireProduct(
      products.produtos.find((p) => p.disponivel),
      'produto disponível na loja só de retirada',
    );
    await page.goto(pickup().url(`/produto/${product.slug}`));
    const gate = page.getByRole('dialog', { name: 'Você tem mais de 18 anos?' });
    await expect(gate).toBeVisible();
    const url = page.url();

    // Clicking where the page's links are (the logo, at the top) does nothing: the page is inert.
    const behind = page.locator('header a:visible').first();
    await expect(behind).toHaveAttribute('href', /./);
    const box = (await behind.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(page).toHaveURL(url);
    await expect(gate).toBeVisible();
    // The keyboard stays in the dialog: Tab only ever reaches its buttons.
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      const inDialog = await page.evaluate(() => !!document.activeElement?.closest('dialog'));
      expect(inDialog, `Tab ${i + 1} fica no modal`).toBe(true);
    }
    await expect(page.getByRole('heading', { level: 1, name: product.nome })).toHaveCount(0);

    await tabTo(page, gate.getByRole('button', { name: 'Sim' }), { max: 6, label: 'Sim' });
    await page.keyboard.press('Enter');
    await expect(gate).toBeHidden();
    await expect(page).toHaveURL(url);
    await expect(page.getByRole('heading', { level: 1, name: product.nome })).toBeVisible();
    await expect(page.locator('[inert]')).toHaveCount(0);
    await expectFocusNotLost(page, 'responder Sim');
    // The answer is remembered.
    await page.reload();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: product.nome })).toBeVisible();
  },
);
