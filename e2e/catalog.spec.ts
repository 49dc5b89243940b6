/**
 * Browse, filter, sort, page (numbered and "Carregar mais"), search suggestions by
 * keyboard, product page with its price rules, price visibility, bad input. The truth is the API.
 */

import type { Sector, Supplier } from '../lib/contract';
import { catalogEndpoints } from '../lib/contract/catalog';
import { searchEndpoints } from '../lib/contract/search';
import { resolveDeliveryType } from '../lib/rules/delivery';
import { quantityOffers } from '../lib/rules/offer';
import { takeAndPayText, wholesaleText } from '../lib/rules/offer-text';
import { apiProducts, callApi } from './api-client';
import {
  brlPattern,
  ensureDeliveryAddress,
  expect,
  fetchSupplier,
  replaceText,
  requireOnTarget,
  requireStore,
  STACK_TRACE,
  test,
  typeInto,
} from './fixtures';

// The target's stores (e2e/target.ts): the consumer store (the Empório locally) and the company store that
// hides prices from visitors (the Atacado); their ids and tags come from the API (by slug), never from the
// demo world's constants. A test needing a store the target lacks is skipped.
const consumer = () => requireStore('consumer');
const company = () => requireStore('company');
const consumerId = async () => (await fetchSupplier(consumer())).idfornecedor;

type ListQuery = NonNullable<Parameters<typeof apiProducts>[1]>;

/** A visitor's listing: 20 a page and the default delivery type, as the store asks it. */
const visitorList = (supplier: Supplier, query: ListQuery) =>
  apiProducts(supplier.idfornecedor, { limit: 20, tipoentrega: resolveDeliveryType(supplier.tag, null), ...query });
const consumerList = async (query: ListQuery) => visitorList(await fetchSupplier(consumer()), query);

const filterGroups = async () =>
  callApi(searchEndpoints.listFilterGroups, { params: { idfornecedor: await consumerId(), setor: 'todos' } });

async function categoryWithProducts(minimum: number): Promise<Sector> {
  const { setores } = await callApi(catalogEndpoints.listCategories, {
    params: { idfornecedor: await consumerId() },
  });
  const found = setores.find((s) => s.quantidade_produtos >= minimum);
  expect(found, `categoria com ≥ ${minimum} produtos`).toBeTruthy();
  return found!;
}

test('navega por uma categoria: título, trilha, contagem e produtos da API', { tag: '@smoke' }, async ({ page }) => {
  const cat = await categoryWithProducts(3);
  const path = await callApi(catalogEndpoints.getSector, {
    params: { idfornecedor: await consumerId(), setor: cat.slug },
  });
  const list = await consumerList({ categ: cat.idsetor, page: 1, ordenacao: 'relevancia' });

  await page.goto(consumer().url('/'));
  await page.getByRole('region', { name: 'Categorias' }).getByRole('link', { name: cat.nome, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/busca\\?categoria=${cat.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: path.setor.nome })).toBeVisible();
  const crumbs = page.getByRole('navigation', { name: 'Trilha de navegação' });
  await expect(crumbs.getByRole('link', { name: 'Início' })).toBeVisible();
  await expect(crumbs.getByText(path.setor.nome)).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText(`${list.total} produtos`)).toBeVisible();
  const items = page.getByRole('list', { name: 'Produtos', exact: true }).getByRole('listitem');
  await expect(items).toHaveCount(list.produtos.length);
  for (const p of list.produtos) await expect(items.filter({ hasText: p.nome }).first()).toBeVisible();

  // BreadcrumbList JSON-LD names the category on the primary domain.
  const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
  const crumbsLd = ld.map((t) => JSON.parse(t)).find((j) => j['@type'] === 'BreadcrumbList');
  expect(crumbsLd.itemListElement.at(-1).name).toBe(path.setor.nome);
  expect(crumbsLd.itemListElement.at(-1).item).toContain(`${consumer().home}/`);
});

test('filtra por um valor de grupo (GET, sem JS) e a lista bate com a API', { tag: '@smoke' }, async ({ page }) => {
  const { grupos } = await filterGroups();
  const group = grupos.find((g) => g.valores.some((v) => v.quantidade >= 2)) ?? grupos[0]!;
  const value = group.valores.find((v) => v.quantidade >= 2) ?? group.valores[0]!;
  const expected = await consumerList({ tagsPesquisa: value.tagPesquisa, page: 1 });

  await page.goto(consumer().url('/busca'));
  const form = page.getByRole('form', { name: 'Filtros' });
  const details = form.locator('details', { has: page.getByText(group.grupo, { exact: true }) });
  if (!(await details.getAttribute('open'))) await details.locator('summary').click();
  await form.getByRole('checkbox', { name: new RegExp(`^${value.valor} \\(`) }).check();
  await form.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page).toHaveURL(/filtro=/);
  await expect(page.getByText(expected.total === 1 ? '1 produto' : `${expected.total} produtos`)).toBeVisible();
  const items = page.getByRole('list', { name: 'Produtos', exact: true }).getByRole('listitem');
  await expect(items).toHaveCount(expected.produtos.length);
  await expect(form.getByRole('checkbox', { name: new RegExp(`^${value.valor} \\(`) })).toBeChecked();
});

test(
  'celular: os filtros ficam acima dos produtos, dobrados, e nada se desloca ao carregar',
  { tag: '@smoke' },
  async ({ page }) => {
    const { grupos } = await filterGroups();
    const group = grupos.find((g) => g.valores.length <= 8 && g.valores.some((v) => v.quantidade >= 1)) ?? grupos[0]!;
    const value = group.valores[0]!;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.addInitScript(() => {
      const w = window as unknown as { __shifts: number };
      w.__shifts = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
          if (!e.hadRecentInput) w.__shifts += e.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(consumer().url('/busca'));

    const toggle = page.locator('summary', { hasText: /^Filtros/ });
    const firstProduct = page.getByRole('list', { name: 'Produtos', exact: true }).getByRole('listitem').first();
    await expect(toggle).toBeVisible();
    await expect(firstProduct).toBeVisible();
    // Visual order is the DOM order: the filters come before the products, never moved below them.
    const [toggleBox, productBox] = [await toggle.boundingBox(), await firstProduct.boundingBox()];
    expect(toggleBox!.y + toggleBox!.height).toBeLessThanOrEqual(productBox!.y);
    await expect(page.getByRole('button', { name: 'Filtrar' })).toBeHidden();
    await page.waitForLoadState('load');
    expect(await page.evaluate(() => (window as unknown as { __shifts: number }).__shifts)).toBeLessThan(0.01);

    await toggle.click();
    const form = page.getByRole('form', { name: 'Filtros' });
    await form.getByRole('checkbox', { name: new RegExp(`^${value.valor} \\(`) }).check();
    await form.getByRole('button', { name: 'Filtrar' }).click();
    await expect(page).toHaveURL(/filtro=/);
    await expect(page.locator('summary', { hasText: 'Filtros (1 selecionado)' })).toBeVisible();
  },
);

test('ordena pelo <select> e a ordem é a da API', { tag: '@smoke' }, async ({ page, truth }) => {
  const { supplier } = await truth(consumer());
  const order =
    supplier.ordenacoes_produto.find((o) => o.codigo === 'preco_desc') ?? supplier.ordenacoes_produto.at(-1)!;
  const expected = await consumerList({ ordenacao: order.codigo, page: 1 });

  await page.goto(consumer().url('/busca'));
  await page.getByLabel('Ordenar por').selectOption(order.codigo);
  await expect(page).toHaveURL(new RegExp(`ordem=${order.codigo}`));
  const first = page.getByRole('list', { name: 'Produtos', exact: true }).getByRole('listitem').first();
  await expect(first).toContainText(expected.produtos[0]!.nome);
  await expect(page.getByLabel('Ordenar por')).toHaveValue(order.codigo);
});

test('pagina com números e com "Carregar mais"', { tag: '@smoke' }, async ({ page, truth }) => {
  const { supplier } = await truth(consumer());
  const ordem = supplier.ordenacoes_produto[0]!.codigo;
  const p1 = await consumerList({ page: 1, ordenacao: ordem });
  const p2 = await consumerList({ page: 2, ordenacao: ordem });
  expect(p1.paginas).toBeGreaterThanOrEqual(3);

  await page.goto(consumer().url('/busca'));
  const pager = page.getByRole('navigation', { name: 'Paginação' });
  await pager.getByRole('link', { name: 'Página 2' }).click();
  await expect(page).toHaveURL(/pagina=2/);
  await expect(pager.getByRole('link', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
  const items = page.getByRole('list', { name: 'Produtos', exact: true }).getByRole('listitem');
  await expect(items).toHaveCount(p2.produtos.length);
  await expect(items.first()).toContainText(p2.produtos[0]!.nome);

  // Append mode, rendered on the server (works without JS: plain link).
  await page.goto(consumer().url('/busca'));
  await page.getByRole('link', { name: 'Carregar mais' }).click();
  await expect(page).toHaveURL(/ate=2/);
  await expect(items).toHaveCount(p1.produtos.length + p2.produtos.length);
  await expect(items.nth(20)).toContainText(p2.produtos[0]!.nome);
  await expect(items.first()).toContainText(p1.produtos[0]!.nome);
});

test('sugestões pelo teclado: digita, ↓, Enter abre o produto', { tag: '@smoke' }, async ({ page, truth }) => {
  // A word of one of the target's products (plain letters: it is compared with the URL as typed).
  const { products } = await truth(consumer());
  const term = requireOnTarget(
    products.produtos.map((p) => p.nome.split(' ')[0]!.toLowerCase()).find((w) => /^[a-z]{4,}$/.test(w)),
    'produto cujo nome comece por uma palavra sem acento',
  );
  const search = await callApi(searchEndpoints.fullTextSearch, {
    query: { idfornecedor: await consumerId(), query: term },
  });
  expect(search.resultset.hits.length, `sugestões para "${term}"`).toBeGreaterThan(0);
  const top = search.resultset.hits[0]!;
  await page.goto(consumer().url('/'));
  const box = page.getByRole('combobox', { name: 'Buscar produtos' });
  await typeInto(box, term);
  const listbox = page.getByRole('listbox', { name: 'Sugestões de produtos' });
  await expect(listbox.getByRole('option')).toHaveCount(Math.min(10, search.resultset.hits.length));
  await expect(listbox.getByRole('option').first()).toContainText(top.nome);
  await box.press('ArrowDown');
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await expect(listbox.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/produto/${top.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: top.nome })).toBeVisible();

  // Escape closes; Enter without a selection searches.
  await replaceText(box, term);
  await expect(listbox.getByRole('option').first()).toBeVisible();
  await box.press('Escape');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/busca\\?q=${term}$`));
});

test(
  "a busca tira o '&' e cancela pedidos antigos (só a resposta do texto atual aparece)",
  { tag: '@smoke' },
  async ({ page }) => {
    const seen: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/sugestoes')) seen.push(new URL(r.url()).searchParams.get('q') ?? '');
    });
    await page.goto(consumer().url('/'));
    const box = page.getByRole('combobox', { name: 'Buscar produtos' });
    await typeInto(box, 'cafe & leite', { delay: 20 });
    // Debounced: the last request is for the final text, without '&' (on a loaded machine a pause between two
    // keys may let an earlier prefix through first, so wait for the last one rather than the first).
    await expect.poll(() => seen.at(-1)).toBe('cafe leite');
    expect(seen.every((q) => !q.includes('&'))).toBe(true);
  },
);

test('página do produto: galeria, preço, regras e "Leve mais, pague menos"', { tag: '@smoke' }, async ({ page }) => {
  const all = await consumerList({ page: 1, limit: 100 });
  const withTiers = requireOnTarget(
    all.produtos.find((p) => Object.keys(p.efeitospoliticas.descontoProgressivo).length > 0),
    'produto com "Leve mais, pague menos" entre os 100 primeiros',
  );
  const detail = await callApi(catalogEndpoints.getProduct, {
    params: { idfornecedor: await consumerId(), idproduto: withTiers.slug },
  });
  const p = detail.produto;

  await page.goto(consumer().url('/busca'));
  await page.goto(consumer().url(`/produto/${p.slug}`));
  await expect(page.getByRole('heading', { level: 1, name: p.nome })).toBeVisible();
  await expect(page.getByText(brlPattern(p.preco!)).first()).toBeVisible();
  await expect(page.getByText(p.disponivel ? 'Disponível' : 'Indisponível', { exact: true })).toBeVisible();
  // Tiers in shopper words and the product's unit, as the cart charges them.
  const tiers = page.getByRole('region', { name: 'Leve mais, pague menos' }).getByRole('listitem');
  const offers = quantityOffers({ ...p, preco: p.preco! }).filter((o) => o.origem === 'PROGRESSIVO');
  expect(offers.length).toBeGreaterThan(0);
  await expect(tiers).toHaveCount(offers.length);
  for (const [i, o] of offers.entries()) await expect(tiers.nth(i)).toHaveText(takeAndPayText(o, p.unidade));
  await expect(page.getByRole('img', { name: p.imagens[0]!.alt, exact: true }).first()).toBeVisible();
  for (const s of detail.similares.slice(0, 3)) {
    await expect(page.getByRole('list', { name: 'Produtos similares' }).getByText(s.nome)).toBeVisible();
  }
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', consumer().url(`/produto/${p.slug}`));

  // Wholesale price and threshold ("Preço de atacado" only where the product has wholesale fields).
  const wholesale = requireOnTarget(
    all.produtos.find((x) => quantityOffers({ ...x, preco: x.preco! }).some((o) => o.origem === 'ATACADO')),
    'produto com preço de atacado entre os 100 primeiros',
  );
  const offer = quantityOffers({ ...wholesale, preco: wholesale.preco! }).find((o) => o.origem === 'ATACADO')!;
  await page.goto(consumer().url(`/produto/${wholesale.slug}`));
  await expect(page.getByText(wholesaleText(offer, wholesale.unidade), { exact: true })).toBeVisible();
});

test('produto indisponível: botão de alerta pede login ao visitante', { tag: '@smoke' }, async ({ page }) => {
  const all = await consumerList({ page: 1, limit: 100 });
  const off = requireOnTarget(
    all.produtos.find((p) => !p.disponivel),
    'produto indisponível entre os 100 primeiros',
  );
  await page.goto(consumer().url(`/produto/${off.slug}`));
  await expect(page.getByText('Indisponível', { exact: true }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Avise-me quando chegar' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Faça login para continuar' })).toBeVisible();
});

test('cartões de produto levam à página do produto', { tag: '@smoke' }, async ({ page, truth }) => {
  const { products } = await truth(consumer());
  const first = products.produtos[0]!;
  await page.goto(consumer().url('/'));
  await page
    .getByRole('list', { name: 'Produtos', exact: true })
    .getByRole('link', { name: first.nome, exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`/produto/${first.slug}$`));
});

test('produto desconhecido responde 404', { tag: '@smoke' }, async ({ page }) => {
  const res = await page.goto(consumer().url('/produto/nao-existe-este-produto'));
  expect(res?.status()).toBe(404);
});

test(
  'atacado (preços ocultos): nenhum preço na home, listagem, produto e sugestões',
  { tag: '@smoke' },
  async ({ page }) => {
    const list = await visitorList(await fetchSupplier(company()), { page: 1 });
    expect(list.possuiPreco).toBe(false);
    const product = list.produtos[0]!;
    // The catalog shows only after an address (requires-address-to-access); prices stay hidden.
    await ensureDeliveryAddress(page, company());
    for (const path of [
      '/',
      '/busca',
      '/ofertas',
      `/busca?q=${encodeURIComponent(product.nome.split(' ')[0]!)}`,
      `/produto/${product.slug}`,
    ]) {
      const res = await page.goto(company().url(path));
      expect(res?.status(), path).toBe(200);
      await expect(page.getByRole('main').getByText('Faça login para comprar').first()).toBeVisible();
      const html = await page.content();
      expect(html, path).not.toContain('R$');
      expect(html, path).not.toMatch(/"price"\s*:/);
      // The product's JSON-LD keeps an Offer for its availability, never a price or currency (decision 0045).
      expect(html, path).not.toContain('"priceCurrency"');
      // No offer text either (de/por, discount, take-more, wholesale), not even for screen readers.
      const main = (await page.getByRole('main').textContent()) ?? '';
      for (const leak of ['de desconto', 'no atacado', 'A partir de ', 'Preço por quantidade', 'pague', 'Leve '])
        expect(main, `${path}: ${leak}`).not.toContain(leak);
    }
    const res = (await page.goto(
      company().url(`/api/sugestoes?q=${encodeURIComponent(product.nome.split(' ')[0]!)}`),
    ))!;
    expect(res.status()).toBe(200);
    const body = await res.json();
    expect(body.sugestoes.length).toBeGreaterThan(0);
    expect(JSON.stringify(body)).not.toMatch(/"preco"/);
    expect(body.possuiPreco).toBe(false);
  },
);

test.describe('entrada ruim: vazio claro ou 404, nunca 500 nem texto sem escape', () => {
  const cases: [string, number][] = [
    ['/busca?pagina=999999999', 404],
    ['/busca?pagina=abc', 404],
    ['/busca?pagina=9999', 404],
    ['/busca?categoria=nao-existe', 404],
    ['/busca?categoria=%3Cscript%3Ealert(1)%3C%2Fscript%3E', 404],
    ['/busca?filtro=Marca%3AN%C3%A3oExiste', 200],
    [`/busca?q=${'a'.repeat(1000)}`, 200],
    ['/busca?q=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E', 200],
    ['/busca?q=%27%3B%20DROP%20TABLE%20produtos%3B%20--', 200],
  ];
  for (const [path, status] of cases) {
    test(`${path.slice(0, 60)} → ${status}`, { tag: '@smoke' }, async ({ page }) => {
      const res = await page.goto(consumer().url(path));
      expect(res?.status()).toBe(status);
      const html = await page.content();
      expect(html).not.toMatch(STACK_TRACE);
      // The payloads never come back as markup (React escapes text; JSON-LD never carries the text).
      expect(html).not.toContain('<img src=x');
      expect(html).not.toContain('<script>alert(1)');
      expect(await page.locator('img[src="x"]').count()).toBe(0);
      if (status === 200 && !path.includes('q=%3Cimg') && !path.includes('DROP')) {
        await expect(page.getByText('Nenhum produto encontrado')).toBeVisible();
      }
      if (path.includes('filtro=')) {
        // The unknown value is shown as what filters the list (checked, 0 products) and can be cleared.
        await expect(page.getByRole('checkbox', { name: 'NãoExiste (0)' })).toBeChecked();
        await expect(page.getByRole('link', { name: 'Limpar filtros' })).toBeVisible();
      }
    });
  }
});

test(
  'imagens do catálogo chegam em WebP pelo otimizador, no tamanho do espaço que ocupam',
  { tag: '@smoke' },
  async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    const webp: string[] = [];
    page.on('response', (r) => {
      if (r.url().includes('/_next/image?') && r.headers()['content-type'] === 'image/webp') webp.push(r.url());
    });
    await page.goto(consumer().url('/busca'));
    const first = page.getByRole('list', { name: 'Produtos', exact: true }).locator('img').first();
    await expect(first).toBeVisible();
    // Loaded (not a broken image) from the optimizer, at a width picked from the srcset, not the 600 px original.
    await expect
      .poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    const chosen = await first.evaluate((img: HTMLImageElement) => img.currentSrc);
    expect(chosen).toContain('/_next/image?url=%2Fsuperon%2Fimagens%2F');
    expect(Number(new URL(chosen).searchParams.get('w'))).toBeLessThan(600);
    expect(webp).toContain(chosen);
  },
);
