/**
 * In Chromium against the real API: a promotional combo added from its card becomes ONE
 * group in the cart, priced by the combo's rule, whose products move together and leave together;
 * recommendations shown and their feedback sent only with the personalization cookie; GA4
 * catalogue events only with the supplier's tag and the performance cookie; the home's later
 * carousels load after the page, 1000 ms apart.
 */
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';

import { DEMO_COMBOS } from '../commerce-api/seed/demo-world';
import type { Cart } from '../lib/contract/cart';
import { recommendationEndpoints } from '../lib/contract/recommendation';
import { searchEndpoints } from '../lib/contract/search';
import { callApi, saveApiCart, apiCart as savedCart } from './api-client';
import {
  DEMO_SUPPLIERS,
  expect,
  formatBRL,
  loginOnPage,
  passAgeGate,
  registerCustomer,
  SHARED_HOST,
  storefrontUrl,
  test,
  type ApiCustomer,
} from './fixtures';

test.describe.configure({ timeout: 120_000 });

const e = DEMO_SUPPLIERS.emporio;
const CAFE = DEMO_COMBOS.cafeDaManha;
const brl = (c: number) => formatBRL(c).replace(/\s/g, ' ');
const main = (page: Page) => page.getByRole('main');

const apiCart = (_: APIRequestContext, s: ApiCustomer): Promise<Cart> => savedCart(s, { idfornecedor: e.idfornecedor });

const group = (c: Cart) =>
  c.produtosSelecionados.find((p) => p.idcombopromocional_cabecalho === CAFE.idcombopromocional_cabecalho);

/** Cookie preferences [necessary, session, performance, personalization] before the page loads. */
const prefs = (context: BrowserContext, performance: boolean, personalization: boolean, host: string = e.dominio) =>
  context.addCookies([
    {
      name: 'cookie-preferences',
      value: encodeURIComponent(JSON.stringify([true, true, performance, personalization])),
      domain: host,
      path: '/',
    },
  ]);

async function productBySlugName(nome: string) {
  const { hits } = (
    await callApi(searchEndpoints.fullTextSearch, { query: { idfornecedor: e.idfornecedor, query: nome } })
  ).resultset;
  const p = hits.find((h) => h.nome === nome);
  expect(p, nome).toBeTruthy();
  return p!;
}

test(
  'combo: adicionado pelo card vira um grupo no carrinho, com o preço do combo e as quantidades juntas',
  { tag: '@writes' },
  async ({ page, api }) => {
    const me = await registerCustomer('emporio', 'Cliente Combo E2E');
    await page.goto(storefrontUrl(e.dominio, '/combos'));
    await loginOnPage(page, me.cpf);
    await page.goto(storefrontUrl(e.dominio, '/combos'));
    const card = main(page).locator(`[data-combo-card="${CAFE.idcombopromocional_cabecalho}"]`);
    await expect(card.getByRole('heading', { name: CAFE.nome })).toBeVisible();
    const lista = 1899 + 549 + 2 * 599 + 1690;
    await expect(card).toContainText(brl(4490));
    await expect(card).toContainText(brl(lista));
    await expect(card.getByRole('list', { name: `Produtos do combo ${CAFE.nome}` }).getByRole('listitem')).toHaveCount(
      4,
    );

    await card.getByRole('button', { name: `Adicionar ${CAFE.nome} ao carrinho` }).click();
    await card.getByRole('button', { name: `Aumentar ${CAFE.nome}` }).click();
    await expect(card.getByRole('textbox', { name: `Quantidade de ${CAFE.nome}` })).toHaveValue('2');
    // The API holds one group of two combos: every product doubled, priced by the combo rule.
    await expect.poll(async () => group(await apiCart(api, me))?.quantidade, { timeout: 15_000 }).toBe(2);
    const g = group(await apiCart(api, me))!;
    expect(g).toMatchObject({ preconf: 4490, totalItem: 8980, origemPreco: 'COMBO' });
    expect(g.produtos!.map((p) => [p.nome, p.quantidade])).toEqual([
      ['Açúcar refinado 1 kg', 2],
      ['Café torrado e moído 500 g', 2],
      ['Leite integral UHT 1 L', 4],
      ['Manteiga com sal 200 g', 2],
    ]);

    await page.goto(storefrontUrl(e.dominio, '/carrinho'));
    const lines = main(page).getByRole('list', { name: 'Itens do carrinho' });
    await expect(lines.getByText('Combo promocional')).toBeVisible();
    const inside = lines.getByRole('list', { name: `Produtos do combo ${CAFE.nome}` });
    await expect(inside.getByRole('listitem')).toHaveText([
      '2 un Açúcar refinado 1 kg',
      '2 un Café torrado e moído 500 g',
      '4 un Leite integral UHT 1 L',
      '2 un Manteiga com sal 200 g',
    ]);
    await expect(lines.getByLabel(`Total de ${CAFE.nome}`)).toHaveText(brl(8980));

    // One more combo: all products move together, instantly and at the API.
    await expect(async () => {
      await lines.getByRole('button', { name: `Aumentar ${CAFE.nome}` }).click({ timeout: 2000 });
      await expect(lines.getByLabel(`Total de ${CAFE.nome}`)).toHaveText(brl(3 * 4490), { timeout: 2000 });
    }).toPass();
    await expect(inside.getByRole('listitem')).toHaveText([
      '3 un Açúcar refinado 1 kg',
      '3 un Café torrado e moído 500 g',
      '6 un Leite integral UHT 1 L',
      '3 un Manteiga com sal 200 g',
    ]);
    await expect.poll(async () => group(await apiCart(api, me))?.quantidade, { timeout: 15_000 }).toBe(3);
    expect((await apiCart(api, me)).totalCompras).toBe(3 * 4490);

    // Removing removes the whole group.
    await lines.getByRole('button', { name: `Remover ${CAFE.nome}` }).click();
    await expect(lines.getByText(CAFE.nome)).toHaveCount(0);
    await expect.poll(async () => (await apiCart(api, me)).produtosSelecionados.length, { timeout: 15_000 }).toBe(0);
  },
);

test(
  'recomendações: com o cookie de personalização, mostradas na página do produto, com clique, adição e dispensa enviados',
  { tag: ['@writes', '@reference'] },
  async ({ page, api, context }) => {
    const me = await registerCustomer('emporio', 'Cliente Recomendacoes E2E');
    const pao = await productBySlugName('Pão francês');
    await prefs(context, false, true);
    await page.goto(storefrontUrl(e.dominio, `/produto/${pao.slug}`));
    await loginOnPage(page, me.cpf);
    const feedback: { acao: string; item_id: string; visao: string }[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/recomendacoes/feedback'))
        feedback.push(r.postDataJSON() as { acao: string; item_id: string; visao: string });
    });
    const recorded: number[] = [];
    page.on('response', (r) => {
      if (r.request().method() === 'POST' && r.url().endsWith('/api/recomendacoes/feedback')) recorded.push(r.status());
    });
    await page.goto(storefrontUrl(e.dominio, `/produto/${pao.slug}`));
    const region = main(page).getByRole('region', { name: 'Recomendados para você' });
    await expect(region).toBeVisible({ timeout: 15_000 });
    const items = region.getByRole('listitem');
    // Bought together with the bread in the seed's orders: first, for that reason.
    await expect(items.first()).toContainText('Manteiga com sal 200 g');
    await expect(items.first()).toContainText('Quem comprou também levou');

    await region.getByRole('button', { name: 'Dispensar Manteiga com sal 200 g' }).click();
    await expect(region.getByText('Manteiga com sal 200 g')).toHaveCount(0);
    await expect.poll(() => feedback.map((f) => f.acao)).toEqual(['DISPENSAR']);
    const manteiga = await productBySlugName('Manteiga com sal 200 g');
    expect(feedback[0]).toMatchObject({ item_id: manteiga.idproduto, visao: 'PRODUTO' });
    // Recorded (204), and the API no longer suggests it to this client.
    await expect.poll(() => recorded).toEqual([204]);
    const again = await callApi(recommendationEndpoints.getRecommendations, {
      params: { idfornecedor: e.idfornecedor, idcliente: me.idcliente },
      query: { visao: 'PRODUTO', idproduto: pao.idproduto },
      auth: me,
    });
    expect(again.produtos.map((p) => p.idproduto)).not.toContain(manteiga.idproduto);

    const next = items.first();
    const nextName = (await next.getByRole('heading').textContent())!.trim();
    await next.getByRole('button', { name: `Adicionar ${nextName}` }).click();
    await expect(next.getByRole('button', { name: `No carrinho ${nextName}` })).toBeVisible();
    await expect.poll(() => feedback.map((f) => f.acao)).toEqual(['DISPENSAR', 'ADICIONAR']);
    await expect
      .poll(async () => (await apiCart(api, me)).produtosSelecionados.map((p) => p.nome), { timeout: 15_000 })
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
    const me = await registerCustomer('emporio', 'Cliente Sem Personalizacao E2E');
    const pao = await productBySlugName('Pão francês');
    await prefs(context, false, false);
    await page.goto(storefrontUrl(e.dominio, `/produto/${pao.slug}`));
    await loginOnPage(page, me.cpf);
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/recomendacoes')) asked.push(r.url());
    });
    await page.goto(storefrontUrl(e.dominio, `/produto/${pao.slug}`));
    // The cart island is up (the page is interactive and logged in)…
    await expect(main(page).getByRole('button', { name: `Adicionar ${pao.nome} ao carrinho` })).toBeEnabled({
      timeout: 15_000,
    });
    await page.goto(storefrontUrl(e.dominio, '/'));
    await expect(page.getByRole('heading', { name: 'Mais vendidos' })).toBeVisible();
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
    const pao = await productBySlugName('Pão francês');
    const logged: string[] = [];
    // Each mirrored event, with the host it was sent to: the Empório's last page may still send its own
    // after the test has moved on to the Adega.
    const hosts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/analytics')) {
        logged.push((r.postDataJSON() as { evento: string }).evento);
        hosts.push(new URL(r.url()).hostname);
      }
    });

    // Without the performance cookie: nothing.
    await prefs(context, false, false);
    await page.goto(storefrontUrl(e.dominio, `/produto/${pao.slug}`));
    await expect(page.getByRole('heading', { level: 1, name: pao.nome })).toBeVisible();
    await page.waitForTimeout(1500);
    expect(await layer(page)).toEqual([]);
    expect(logged).toEqual([]);

    // With it: the product page's view_item, the lists' view_item_list, a chosen product's select_item, each mirrored to the supplier's log.
    await prefs(context, true, false);
    await page.reload();
    await expect.poll(async () => (await layer(page)).map((x) => x.event)).toContain('view_item');
    const view = (await layer(page)).find((x) => x.event === 'view_item')!;
    expect(view.ecommerce!.items![0]!.item_id).toBe(pao.idproduto);
    await page.goto(storefrontUrl(e.dominio, '/'));
    await expect
      .poll(async () =>
        (await layer(page)).filter((x) => x.event === 'view_item_list').map((x) => x.ecommerce!.item_list_name),
      )
      .toContain('Mais vendidos');
    const row = main(page).getByRole('list', { name: 'Mais vendidos', exact: true });
    const firstLink = row.getByRole('listitem').first().getByRole('heading').getByRole('link');
    const chosen = (await firstLink.textContent())!.trim();
    await firstLink.click();
    await expect(page.getByRole('heading', { level: 1, name: chosen })).toBeVisible();
    await expect.poll(() => logged).toEqual(expect.arrayContaining(['view_item', 'view_item_list', 'select_item']));

    // A supplier without the GA4 tag (Adega): nothing, even with the cookie.
    const g = DEMO_SUPPLIERS.adega;
    await prefs(context, true, false, g.dominio);
    await passAgeGate(page, 'adega');
    await page.goto(storefrontUrl(g.dominio, '/'));
    await expect(page.getByRole('heading', { name: 'Mais vendidos' })).toBeVisible();
    await page.waitForTimeout(1500);
    expect(await layer(page)).toEqual([]);
    expect(hosts.filter((h) => h === g.dominio)).toEqual([]);
  },
);

test(
  'carrosséis: o primeiro vem com a página; os seguintes carregam depois, 1000 ms um do outro',
  { tag: '@smoke' },
  async ({ page, request }) => {
    const html = await (await request.get(storefrontUrl(SHARED_HOST, `/${e.slug}`))).text();
    // Server HTML: the first product carousel with its products; the second only its heading (no products yet).
    expect(html).toContain('aria-label="Mais vendidos"');
    expect(html).toContain('Seleção especial');
    expect(html).not.toContain('aria-label="Seleção especial"');

    const started = Date.now();
    let loadedAt = 0;
    page.on('request', (r) => {
      if (r.url().includes('/api/carrosseis?') && !loadedAt) loadedAt = Date.now();
    });
    await page.goto(storefrontUrl(e.dominio, '/'));
    await expect(
      main(page).getByRole('list', { name: 'Mais vendidos', exact: true }).getByRole('listitem').first(),
    ).toBeVisible();
    const second = main(page).locator('[data-carrossel-atraso]');
    await expect(second).toHaveAttribute('data-carrossel-atraso', '1010');
    await expect(
      main(page).getByRole('list', { name: 'Seleção especial', exact: true }).getByRole('listitem').first(),
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
    await page.goto(storefrontUrl(e.dominio, '/combos'));
    await expect(main(page).getByRole('heading', { level: 1, name: 'Combos promocionais' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(storefrontUrl(e.dominio, `/combos/${CAFE.idcombopromocional_cabecalho}`));
    await expect(main(page).getByRole('heading', { level: 1, name: CAFE.nome })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    const me = await registerCustomer('emporio', 'Cliente Axe Combo');
    await saveApiCart(me, e.idfornecedor, {
      cartItens: [{ idproduto: CAFE.idcombopromocional_cabecalho, quantidade: 1 }],
    });
    await prefs(context, false, true);
    await page.goto(storefrontUrl(e.dominio, '/carrinho'));
    await loginOnPage(page, me.cpf);
    await page.goto(storefrontUrl(e.dominio, '/carrinho'));
    await expect(main(page).getByRole('list', { name: `Produtos do combo ${CAFE.nome}` })).toBeVisible({
      timeout: 15_000,
    });
    await expect(main(page).getByRole('region', { name: 'Recomendados para você' })).toBeVisible({ timeout: 15_000 });
    expect(await seriousViolations(page)).toEqual([]);
  },
);
