/**
 * In Chromium against the real API: a promotional combo added from its card becomes ONE
 * group in the cart, priced by the combo's rule, whose products move together and leave together;
 * recommendations shown and their feedback sent only with the personalization cookie; GA4
 * catalogue events only with the supplier's tag and the performance cookie; the home's later
 * carousels load after the page, 1000 ms apart.
 */
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from '@playwright/test';

import type { ProductSummary } from '../lib/contract';
import type { Cart } from '../lib/contract/cart';
import { comboEndpoints, type Combo } from '../lib/contract/combo';
import { contentEndpoints } from '../lib/contract/content';
import { recommendationEndpoints, type RecommendedProduct } from '../lib/contract/recommendation';
import { GA4_TAG } from '../lib/rules/analytics';
import { resolveDeliveryType } from '../lib/rules/delivery';
import { formatQuantity } from '../lib/rules/quantity-text';
import { RECOMMENDATION_REASONS, RECOMMENDATION_TAG } from '../lib/rules/recommendation';
import { callApi, isPlainUnit, saveApiCart, apiCart as savedCart, type ApiSession } from './api-client';
import {
  ensureDeliveryAddress,
  expect,
  fetchSupplier,
  formatBRL,
  passAgeGate,
  registerCustomer,
  requireOnTarget,
  requireStore,
  signInThroughApi,
  storeWhere,
  test,
  visitorProducts,
  type TargetStore,
} from './fixtures';

test.describe.configure({ timeout: 120_000 });

// The target's consumer store (the Empório locally); its id, tags, combos, carousels and products come from the
// API (docs/qa.md, "O que já roda contra outro alvo"), never from the demo world's constants.
const consumer = () => requireStore('consumer');
const brl = (c: number) => formatBRL(c).replace(/\s/g, ' ');
const main = (page: Page) => page.getByRole('main');

/** The store's supplier as the API describes it, with the delivery type a new customer's calls carry. */
async function supplierOf(store: TargetStore) {
  const supplier = await fetchSupplier(store);
  return { ...supplier, tipoEntrega: resolveDeliveryType(supplier.tag, null) };
}

const apiCart = async (s: ApiSession): Promise<Cart> =>
  savedCart(s, { idfornecedor: (await fetchSupplier(consumer())).idfornecedor });

const group = (c: Cart, combo: Combo) =>
  c.produtosSelecionados.find((p) => p.idcombopromocional_cabecalho === combo.idcombopromocional_cabecalho);

/**
 * A combo anyone may buy three of at the consumer store: offered to all, available, priced below its products'
 * list prices (the card shows both), with two products or more.
 */
async function comboToBuy(): Promise<Combo> {
  const { idfornecedor, tipoEntrega } = await supplierOf(consumer());
  const { combos } = await callApi(comboEndpoints.listAllCombos, { params: { idfornecedor }, query: { tipoEntrega } });
  return requireOnTarget(
    combos.find(
      (c) =>
        c.disponivel &&
        !c.exclusivo &&
        c.preco !== null &&
        c.precoLista !== null &&
        c.precoLista > c.preco &&
        c.produtos.length >= 2 &&
        (c.max_por_pedido ?? 3) >= 3,
    ),
    'combo promocional disponível, com desconto e que se possa levar três vezes',
  );
}

/** The store's product carousels on its home, in page order, as a visitor gets them. */
async function homeProductCarousels(store: TargetStore) {
  const { idfornecedor, tipoEntrega } = await supplierOf(store);
  const { carrosseis } = await callApi(contentEndpoints.listCarousels, {
    params: { idfornecedor },
    query: { tipoentrega: tipoEntrega },
  });
  return carrosseis.filter((c) => c.tipo_conteudo === 'PRODUTOS');
}

/** The title of the home's first product carousel (the one served with the page), with products. */
async function firstCarouselTitle(store: TargetStore): Promise<string> {
  const [first] = await homeProductCarousels(store);
  return requireOnTarget(first?.produtos.length ? first : undefined, 'carrossel de produtos na home').titulo;
}

/** A product a person adds to the cart with one click (sold by the unit, available, priced). */
async function plainProduct(store: TargetStore): Promise<ProductSummary> {
  const { produtos } = await visitorProducts(store);
  return requireOnTarget(produtos.find(isPlainUnit), 'produto vendido por unidade, disponível e com preço');
}

/** Cookie preferences [necessary, session, performance, personalization] before the page loads. */
const prefs = (context: BrowserContext, performance: boolean, personalization: boolean, store = consumer()) =>
  context.addCookies([
    {
      name: 'cookie-preferences',
      value: encodeURIComponent(JSON.stringify([true, true, performance, personalization])),
      url: `${store.origin}/`,
    },
  ]);

test(
  'combo: adicionado pelo card vira um grupo no carrinho, com o preço do combo e as quantidades juntas',
  { tag: '@writes' },
  async ({ page }) => {
    const loja = consumer();
    const combo = await comboToBuy();
    const me = await registerCustomer(loja, 'Cliente Combo E2E');
    await page.goto(loja.url('/combos'));
    await signInThroughApi(page, loja, me.cpf);
    await page.goto(loja.url('/combos'));
    const card = main(page).locator(`[data-combo-card="${combo.idcombopromocional_cabecalho}"]`);
    await expect(card.getByRole('heading', { name: combo.nome })).toBeVisible();
    await expect(card).toContainText(brl(combo.preco!));
    await expect(card).toContainText(brl(combo.precoLista!));
    await expect(card.getByRole('list', { name: `Produtos do combo ${combo.nome}` }).getByRole('listitem')).toHaveCount(
      combo.produtos.length,
    );

    await card.getByRole('button', { name: `Adicionar ${combo.nome} ao carrinho` }).click();
    await card.getByRole('button', { name: `Aumentar ${combo.nome}` }).click();
    await expect(card.getByRole('textbox', { name: `Quantidade de ${combo.nome}` })).toHaveValue('2');
    // The API holds one group of two combos: every product doubled, priced by the combo rule.
    await expect.poll(async () => group(await apiCart(me), combo)?.quantidade, { timeout: 15_000 }).toBe(2);
    const g = group(await apiCart(me), combo)!;
    expect(g).toMatchObject({ preconf: combo.preco, totalItem: 2 * combo.preco!, origemPreco: 'COMBO' });
    const byName = (a: [string, number], b: [string, number]) => a[0].localeCompare(b[0]);
    expect(g.produtos!.map((p): [string, number] => [p.nome, p.quantidade]).sort(byName)).toEqual(
      combo.produtos.map((p): [string, number] => [p.nome, 2 * p.quantidade]).sort(byName),
    );
    // The cart page lists them as the API's cart does, each in its own unit.
    const contents = (combos: number) =>
      g.produtos!.map((p) => `${formatQuantity(p.quantidadePorCombo * combos, p.unidade)} ${p.nome}`);

    await page.goto(loja.url('/carrinho'));
    const lines = main(page).getByRole('list', { name: 'Itens do carrinho' });
    await expect(lines.getByText('Combo promocional')).toBeVisible();
    const inside = lines.getByRole('list', { name: `Produtos do combo ${combo.nome}` });
    await expect(inside.getByRole('listitem')).toHaveText(contents(2));
    await expect(lines.getByLabel(`Total de ${combo.nome}`)).toHaveText(brl(2 * combo.preco!));

    // One more combo: all products move together, instantly and at the API.
    await expect(async () => {
      await lines.getByRole('button', { name: `Aumentar ${combo.nome}` }).click({ timeout: 2000 });
      await expect(lines.getByLabel(`Total de ${combo.nome}`)).toHaveText(brl(3 * combo.preco!), { timeout: 2000 });
    }).toPass();
    await expect(inside.getByRole('listitem')).toHaveText(contents(3));
    await expect.poll(async () => group(await apiCart(me), combo)?.quantidade, { timeout: 15_000 }).toBe(3);
    expect((await apiCart(me)).totalCompras).toBe(3 * combo.preco!);

    // Removing removes the whole group.
    await lines.getByRole('button', { name: `Remover ${combo.nome}` }).click();
    await expect(lines.getByText(combo.nome)).toHaveCount(0);
    await expect.poll(async () => (await apiCart(me)).produtosSelecionados.length, { timeout: 15_000 }).toBe(0);
  },
);

/**
 * A product of the store whose suggestions, for this customer, start with one bought together with it in the
 * store's orders, followed by one a person adds with a click: found through the API's own ranking.
 */
async function productBoughtTogether(store: TargetStore, me: ApiSession) {
  const { idfornecedor, tag } = await supplierOf(store);
  requireOnTarget(tag.includes(RECOMMENDATION_TAG) || undefined, `fornecedor com a etiqueta ${RECOMMENDATION_TAG}`);
  for (const product of (await visitorProducts(store)).produtos.filter((p) => p.disponivel)) {
    const { produtos } = await callApi(recommendationEndpoints.getRecommendations, {
      params: { idfornecedor, idcliente: me.idcliente },
      query: { visao: 'PRODUTO', idproduto: product.idproduto },
      auth: me,
    });
    const [first, next] = produtos;
    if (first?.motivo === 'COMPRADOS_JUNTOS' && next && isPlainUnit(next)) return { product, together: first };
  }
  return requireOnTarget<{ product: ProductSummary; together: RecommendedProduct }>(
    undefined,
    'produto com sugestão "comprados juntos" nos pedidos da loja',
  );
}

test(
  'recomendações: com o cookie de personalização, mostradas na página do produto, com clique, adição e dispensa enviados',
  { tag: ['@writes', '@reference'] },
  async ({ page, context }) => {
    const loja = consumer();
    const me = await registerCustomer(loja, 'Cliente Recomendacoes E2E');
    const { idfornecedor } = await fetchSupplier(loja);
    const { product, together } = await productBoughtTogether(loja, me);
    await prefs(context, false, true);
    await page.goto(loja.url(`/produto/${product.slug}`));
    await signInThroughApi(page, loja, me.cpf);
    const feedback: { acao: string; item_id: string; visao: string }[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/recomendacoes/feedback'))
        feedback.push(r.postDataJSON() as { acao: string; item_id: string; visao: string });
    });
    const recorded: number[] = [];
    page.on('response', (r) => {
      if (r.request().method() === 'POST' && r.url().endsWith('/api/recomendacoes/feedback')) recorded.push(r.status());
    });
    await page.goto(loja.url(`/produto/${product.slug}`));
    const region = main(page).getByRole('region', { name: 'Recomendados para você' });
    await expect(region).toBeVisible({ timeout: 15_000 });
    const items = region.getByRole('listitem');
    // Bought together with this product in the store's orders: first, for that reason.
    await expect(items.first()).toContainText(together.nome);
    await expect(items.first()).toContainText(RECOMMENDATION_REASONS.COMPRADOS_JUNTOS);

    await region.getByRole('button', { name: `Dispensar ${together.nome}` }).click();
    await expect(region.getByText(together.nome)).toHaveCount(0);
    await expect.poll(() => feedback.map((f) => f.acao)).toEqual(['DISPENSAR']);
    expect(feedback[0]).toMatchObject({ item_id: together.idproduto, visao: 'PRODUTO' });
    // Recorded (204), and the API no longer suggests it to this client.
    await expect.poll(() => recorded).toEqual([204]);
    const again = await callApi(recommendationEndpoints.getRecommendations, {
      params: { idfornecedor, idcliente: me.idcliente },
      query: { visao: 'PRODUTO', idproduto: product.idproduto },
      auth: me,
    });
    expect(again.produtos.map((p) => p.idproduto)).not.toContain(together.idproduto);

    const next = items.first();
    const nextName = (await next.getByRole('heading').textContent())!.trim();
    await next.getByRole('button', { name: `Adicionar ${nextName}` }).click();
    await expect(next.getByRole('button', { name: `No carrinho ${nextName}` })).toBeVisible();
    await expect.poll(() => feedback.map((f) => f.acao)).toEqual(['DISPENSAR', 'ADICIONAR']);
    await expect
      .poll(async () => (await apiCart(me)).produtosSelecionados.map((p) => p.nome), { timeout: 15_000 })
      .toContain(nextName);

    await next.getByRole('link', { name: nextName }).click();
    await expect(page.getByRole('heading', { level: 1, name: nextName })).toBeVisible();
    expect(feedback.map((f) => f.acao)).toEqual(['DISPENSAR', 'ADICIONAR', 'CLIQUE']);
  },
);

test(
  'recomendações: sem o cookie de personalização, nada é pedido, mostrado ou enviado',
  { tag: '@writes' },
  async ({ page, context }) => {
    const loja = consumer();
    const me = await registerCustomer(loja, 'Cliente Sem Personalizacao E2E');
    const product = await plainProduct(loja);
    const carousel = await firstCarouselTitle(loja);
    await prefs(context, false, false);
    await page.goto(loja.url(`/produto/${product.slug}`));
    await signInThroughApi(page, loja, me.cpf);
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/recomendacoes')) asked.push(r.url());
    });
    await page.goto(loja.url(`/produto/${product.slug}`));
    // The cart island is up (the page is interactive and logged in)…
    await expect(main(page).getByRole('button', { name: `Adicionar ${product.nome} ao carrinho` })).toBeEnabled({
      timeout: 15_000,
    });
    await page.goto(loja.url('/'));
    await expect(page.getByRole('heading', { name: carousel })).toBeVisible();
    await page.waitForTimeout(2500);
    // …and still no recommendation was asked for nor shown.
    await expect(page.getByRole('region', { name: 'Recomendados para você' })).toHaveCount(0);
    expect(asked).toEqual([]);
  },
);

type Layer = { event?: string; ecommerce?: { item_list_name?: string; items?: { item_id: string }[] } }[];
const layer = (page: Page) =>
  page.evaluate(() => ((window as unknown as { dataLayer?: Layer }).dataLayer ?? []).filter((x) => x.event));

test(
  'GA4: view_item, view_item_list e select_item só com a tag do fornecedor e o cookie de desempenho',
  { tag: '@smoke' },
  async ({ page, context }) => {
    // A store whose supplier has the GA4 tag, and another without it (locally the Empório and the Adega).
    const tagged = requireOnTarget(await storeWhere((t) => t.includes(GA4_TAG)), `loja com a etiqueta ${GA4_TAG}`);
    const untagged = requireOnTarget(
      await storeWhere((t) => !t.includes(GA4_TAG), ['pickup', 'company', 'consumer']),
      `loja sem a etiqueta ${GA4_TAG}`,
    );
    const product = await plainProduct(tagged);
    const [taggedCarousel, untaggedCarousel] = [await firstCarouselTitle(tagged), await firstCarouselTitle(untagged)];
    const logged: string[] = [];
    // Each mirrored event, with the host it was sent to: the tagged store's last page may still send its own
    // after the test has moved on to the other store.
    const hosts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/analytics')) {
        logged.push((r.postDataJSON() as { evento: string }).evento);
        hosts.push(new URL(r.url()).host);
      }
    });

    // Without the performance cookie: nothing.
    await prefs(context, false, false, tagged);
    await ensureDeliveryAddress(page, tagged);
    await passAgeGate(page, tagged);
    await page.goto(tagged.url(`/produto/${product.slug}`));
    await expect(page.getByRole('heading', { level: 1, name: product.nome })).toBeVisible();
    await page.waitForTimeout(1500);
    expect(await layer(page)).toEqual([]);
    expect(logged).toEqual([]);

    // With it: the product page's view_item, the lists' view_item_list, a chosen product's select_item, each mirrored to the supplier's log.
    await prefs(context, true, false, tagged);
    await page.reload();
    await expect.poll(async () => (await layer(page)).map((x) => x.event)).toContain('view_item');
    const view = (await layer(page)).find((x) => x.event === 'view_item')!;
    expect(view.ecommerce!.items![0]!.item_id).toBe(product.idproduto);
    await page.goto(tagged.url('/'));
    await expect
      .poll(async () =>
        (await layer(page)).filter((x) => x.event === 'view_item_list').map((x) => x.ecommerce!.item_list_name),
      )
      .toContain(taggedCarousel);
    const row = main(page).getByRole('list', { name: taggedCarousel, exact: true });
    const firstLink = row.getByRole('listitem').first().getByRole('heading').getByRole('link');
    const chosen = (await firstLink.textContent())!.trim();
    await firstLink.click();
    await expect(page.getByRole('heading', { level: 1, name: chosen })).toBeVisible();
    await expect.poll(() => logged).toEqual(expect.arrayContaining(['view_item', 'view_item_list', 'select_item']));

    // A supplier without the GA4 tag: nothing, even with the cookie.
    await prefs(context, true, false, untagged);
    await ensureDeliveryAddress(page, untagged);
    await passAgeGate(page, untagged);
    await page.goto(untagged.url('/'));
    await expect(page.getByRole('heading', { name: untaggedCarousel })).toBeVisible();
    await page.waitForTimeout(1500);
    expect(await layer(page)).toEqual([]);
    expect(hosts.filter((h) => h === new URL(untagged.origin).host)).toEqual([]);
  },
);

test(
  'carrosséis: o primeiro vem com a página; os seguintes carregam depois, 1000 ms um do outro',
  { tag: '@smoke' },
  async ({ page }) => {
    const loja = consumer();
    const carousels = await homeProductCarousels(loja);
    const [first, second] = carousels;
    requireOnTarget(
      first?.produtos.length && second?.produtos.length ? second : undefined,
      'dois carrosséis de produtos na home',
    );
    // Server HTML (the response as it came, before any script ran): the first product carousel with its
    // products; the second only its heading (no products yet).
    const html = await (await page.goto(loja.url('/')))!.text();
    expect(html).toContain(`aria-label="${first!.titulo}"`);
    expect(html).toContain(second!.titulo);
    expect(html).not.toContain(`aria-label="${second!.titulo}"`);
    await page.goto('about:blank');

    const started = Date.now();
    let loadedAt = 0;
    page.on('request', (r) => {
      if (r.url().includes('/api/carrosseis?') && !loadedAt) loadedAt = Date.now();
    });
    await page.goto(loja.url('/'));
    await expect(
      main(page).getByRole('list', { name: first!.titulo, exact: true }).getByRole('listitem').first(),
    ).toBeVisible();
    const later = main(page).locator('[data-carrossel-atraso]').first();
    await expect(later).toHaveAttribute('data-carrossel-atraso', '1010');
    await expect(
      main(page).getByRole('list', { name: second!.titulo, exact: true }).getByRole('listitem').first(),
    ).toBeVisible({ timeout: 10_000 });
    expect(loadedAt - started).toBeGreaterThanOrEqual(1000);
  },
);

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.help} → ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(' | ')}`,
    );
}

test(
  'axe: combos, um combo, e o carrinho com um grupo de combo e recomendações sem violações sérias',
  { tag: '@writes' },
  async ({ page, context }) => {
    const loja = consumer();
    const combo = await comboToBuy();
    const { idfornecedor, tag } = await fetchSupplier(loja);
    requireOnTarget(tag.includes(RECOMMENDATION_TAG) || undefined, `fornecedor com a etiqueta ${RECOMMENDATION_TAG}`);
    await page.goto(loja.url('/combos'));
    await expect(main(page).getByRole('heading', { level: 1, name: 'Combos promocionais' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(loja.url(`/combos/${combo.idcombopromocional_cabecalho}`));
    await expect(main(page).getByRole('heading', { level: 1, name: combo.nome })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    const me = await registerCustomer(loja, 'Cliente Axe Combo');
    await saveApiCart(me, idfornecedor, {
      cartItens: [{ idproduto: combo.idcombopromocional_cabecalho, quantidade: 1 }],
    });
    await prefs(context, false, true);
    await page.goto(loja.url('/carrinho'));
    await signInThroughApi(page, loja, me.cpf);
    await page.goto(loja.url('/carrinho'));
    await expect(main(page).getByRole('list', { name: `Produtos do combo ${combo.nome}` })).toBeVisible({
      timeout: 15_000,
    });
    await expect(main(page).getByRole('region', { name: 'Recomendados para você' })).toBeVisible({ timeout: 15_000 });
    expect(await seriousViolations(page)).toEqual([]);
  },
);
