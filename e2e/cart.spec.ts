/**
 * The cart in Chromium against the real API. A consumer on Empório fills a cart with a
 * by-kg item and a tiered item, sees the tier price apply at the threshold and finds the same cart
 * after a reload; the Atacado company sees wholesale pricing and the lock after the attendant
 * sets a price, then unlocks; Adega's subscription chooser; a visitor is asked to log in and
 * keeps what they chose. The truth is the API's cart for the same client.
 */
import type { Page } from '@playwright/test';

import type { ProductSummary } from '../lib/contract';
import { attendantEndpoints } from '../lib/contract/attendant';
import type { Cart } from '../lib/contract/cart';
import { subscriptionEndpoints } from '../lib/contract/subscription';
import { progressiveTiers } from '../lib/rules/price';
import { typedQuantityValue } from '../lib/rules/typed-quantity';
import {
  apiLogin as apiLoginAt,
  apiProducts,
  callApi,
  saveApiCart,
  apiCart as savedCart,
  type ApiSession,
} from './api-client';
import {
  ensureDeliveryAddress,
  escapeRegExp,
  expect,
  fetchSupplier,
  formatBRL,
  NEW_CUSTOMER_PASSWORD,
  passAgeGate,
  registerApprovedCompany,
  registerCustomer,
  replaceText,
  requireAccount,
  requireOnTarget,
  requireStore,
  requireSupplierTag,
  signInThroughApi,
  test,
  typeInto,
  type TargetStore,
} from './fixtures';

test.describe.configure({ timeout: 120_000 });

const spaces = (s: string) => s.replace(/\s/g, ' ');
const brl = (c: number) => spaces(formatBRL(c));

// Each test has its own customer (registerCustomer), except the company store's approved company (the profile's
// account), whose cart only this file changes. The stores and that account come from the target (e2e/target.ts);
// supplier ids, tags and the products each test needs (picked by a property) from the API.

/** The store's supplier id, from the API by its slug. */
const storeId = async (store: TargetStore): Promise<string> => (await fetchSupplier(store)).idfornecedor;

const apiCart = (idfornecedor: string, s: ApiSession): Promise<Cart> => savedCart(s, { idfornecedor });

const emptyCart = (idfornecedor: string, s: ApiSession) =>
  saveApiCart(s, idfornecedor, { cartItens: [], codigoCupom: null });

async function products(idfornecedor: string, s?: ApiSession): Promise<ProductSummary[]> {
  return (await apiProducts(idfornecedor, { limit: 100 }, s)).produtos;
}

/** The cookie banner's answer (necessary, functional, performance, personalization) on the store's origin. */
const cookiePreferences = (store: TargetStore, performance: boolean, personalization: boolean) => ({
  name: 'cookie-preferences',
  value: encodeURIComponent(JSON.stringify([true, true, performance, personalization])),
  url: `${store.origin}/`,
});

/** The first `count` products of the list a shopper adds one at a time (plain units, no minimum). */
function plainUnits(all: ProductSummary[], count: number): ProductSummary[] {
  const found = all
    .filter(
      (p) =>
        p.disponivel &&
        p.preco !== null &&
        p.granularidade === 1 &&
        p.min_por_pedido === 1 &&
        p.multiploincremento === 1,
    )
    .slice(0, count);
  return requireOnTarget(found.length === count ? found : null, `${count} produtos vendidos por unidade, sem mínimo`);
}

const main = (page: Page) => page.getByRole('main');
const saved = (page: Page) => expect(main(page).getByText('Carrinho salvo.')).toBeVisible({ timeout: 15_000 });

test(
  'consumidor no empório: item por kg e item com faixas, preço da faixa no limite, o mesmo carrinho depois de recarregar',
  { tag: '@writes' },
  async ({ page }) => {
    const loja = requireStore('consumer');
    const id = await storeId(loja);
    const all = await products(id);
    const byKg = requireOnTarget(
      all.find(
        (p) =>
          p.disponivel &&
          p.preco !== null &&
          p.granularidade < 1 &&
          // Counted in kg: produce ordered by the unit has its own test below (decision 0055).
          !p.permite_venda_por_unidade &&
          Object.keys(p.efeitospoliticas.descontoProgressivo).length === 0,
      ),
      'produto vendido por fração',
    );
    const tiered = requireOnTarget(
      all.find(
        (p) =>
          p.disponivel &&
          p.preco !== null &&
          p.granularidade === 1 &&
          p.min_por_pedido === 1 &&
          progressiveTiers({ ...p, preco: p.preco }).length > 0,
      ),
      'produto com faixas',
    );
    const [threshold, tierPrice] = progressiveTiers({ ...tiered, preco: tiered.preco! })[0]!;
    const me = await registerCustomer(loja, 'Cliente Carrinho Kg');

    await page.goto(loja.url(`/produto/${byKg.slug}`));
    await signInThroughApi(page, loja, me.cpf);
    await page.goto(loja.url(`/produto/${byKg.slug}`));
    await main(page)
      .getByRole('button', { name: `Adicionar ${byKg.nome} ao carrinho` })
      .click();
    const first = Math.max(byKg.min_por_pedido, byKg.granularidade);
    await expect(main(page).getByRole('textbox', { name: `Quantidade de ${byKg.nome}` })).toHaveValue(
      typedQuantityValue(first),
    );
    await main(page)
      .getByRole('button', { name: `Aumentar ${byKg.nome}` })
      .click();
    const second = Math.round((first + byKg.granularidade) * 1000) / 1000;
    await expect(main(page).getByRole('textbox', { name: `Quantidade de ${byKg.nome}` })).toHaveValue(
      typedQuantityValue(second),
    );

    await page.goto(loja.url(`/produto/${tiered.slug}`));
    await main(page)
      .getByRole('button', { name: `Adicionar ${tiered.nome} ao carrinho` })
      .click();
    for (let q = 1; q < threshold - 1; q++)
      await main(page)
        .getByRole('button', { name: `Aumentar ${tiered.nome}` })
        .click();

    await page.goto(loja.url('/carrinho'));
    const lines = main(page).getByRole('list', { name: 'Itens do carrinho' });
    const tierLine = lines.getByRole('listitem').filter({ hasText: tiered.nome });
    await expect(tierLine).toContainText(brl(tiered.preco!));
    // One below the threshold: the nudge names the tier.
    await expect(tierLine).toContainText(`Leve ${threshold}`);
    await tierLine.getByRole('button', { name: `Aumentar ${tiered.nome}` }).click();
    await expect(tierLine).toContainText(brl(tierPrice));
    await expect(tierLine).toContainText('Preço por quantidade');
    await expect(tierLine.getByLabel(`Total de ${tiered.nome}`)).toHaveText(brl(tierPrice * threshold));
    await saved(page);

    // The API's cart for the same client is what the page shows, and a reload shows it again.
    const truth = await apiCart(id, me);
    expect(truth.produtosSelecionados.map((p) => [p.idproduto, p.quantidade]).sort()).toEqual(
      [
        [byKg.idproduto, second],
        [tiered.idproduto, threshold],
      ].sort(),
    );
    await expect(main(page).getByLabel('Total dos produtos', { exact: true })).toHaveText(brl(truth.totalPedido!));
    await page.reload();
    await expect(main(page).getByLabel('Total dos produtos', { exact: true })).toHaveText(brl(truth.totalPedido!));
    await expect(main(page).getByRole('list', { name: 'Itens do carrinho' }).getByRole('listitem')).toHaveCount(2);
    await expect(page.getByRole('banner').locator('[data-cart-count]').first()).toHaveText('2');
  },
);

test(
  'empresa no atacado: preço de atacado, bloqueio quando o atendente negocia, desbloqueio',
  { tag: '@writes' },
  async ({ page }) => {
    const loja = requireStore('company');
    const acc = requireAccount('approvedCompany');
    const attendant = requireAccount('companyAttendant');
    const id = await storeId(loja);
    const me = await apiLoginAt(acc.login, acc.password, id);
    await emptyCart(id, me);
    const all = await products(id, me);
    const wholesale = requireOnTarget(
      all.find(
        (p) =>
          p.disponivel &&
          p.precovendaatacado !== null &&
          p.minvendaatacado !== null &&
          p.minvendaatacado <= 12 &&
          p.granularidade === 1 &&
          Object.keys(p.efeitospoliticas.descontoProgressivo).length === 0,
      ),
      'produto com preço de atacado',
    );
    const atWholesale = Math.ceil(wholesale.minvendaatacado! / (wholesale.multiploincremento || 1));

    await ensureDeliveryAddress(page, loja);
    await page.goto(loja.url(`/produto/${wholesale.slug}`));
    await signInThroughApi(page, loja, acc.login, acc.password);
    await page.goto(loja.url(`/produto/${wholesale.slug}`));
    await main(page)
      .getByRole('button', { name: `Adicionar ${wholesale.nome} ao carrinho` })
      .click();
    await page.goto(loja.url('/carrinho'));
    const line = main(page)
      .getByRole('list', { name: 'Itens do carrinho' })
      .getByRole('listitem')
      .filter({ hasText: wholesale.nome });
    await expect(line).toBeVisible();
    while (!(await line.textContent())?.includes('Preço de atacado'))
      await line.getByRole('button', { name: `Aumentar ${wholesale.nome}` }).click();
    await expect(line).toContainText(brl(wholesale.precovendaatacado!));
    await saved(page);
    expect((await apiCart(id, me)).produtosSelecionados[0]).toMatchObject({
      quantidade: atWholesale,
      preconf: wholesale.precovendaatacado,
      origemPreco: 'ATACADO',
    });

    // The attendant negotiates a price: the cart locks.
    const { token, atendente } = await callApi(attendantEndpoints.authenticateAttendant, {
      body: {
        cpf: attendant.login,
        senha: attendant.password,
        idfornecedor: id,
        tokenOrigin: 'commerce',
      },
    });
    const negotiated = wholesale.precovendaatacado! - 37;
    await callApi(attendantEndpoints.setAttendantPrices, {
      params: { idfornecedor: id, idcliente: me.idcliente },
      body: { itens: [{ idproduto: wholesale.idproduto, precoatendente: negotiated }] },
      auth: { token },
    });

    await page.reload();
    const banner = main(page).getByRole('region', { name: 'Carrinho em negociação' });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText(atendente.nome);
    await expect(line).toContainText(brl(negotiated));
    await expect(line).toContainText('Preço negociado');
    await expect(line.getByRole('button', { name: `Aumentar ${wholesale.nome}` })).toBeDisabled();

    await banner.getByRole('button', { name: 'Desbloquear carrinho' }).click();
    await expect(banner).toBeHidden();
    await expect(line).toContainText(brl(wholesale.precovendaatacado!));
    await expect(line.getByRole('button', { name: `Aumentar ${wholesale.nome}` })).toBeEnabled();
    const after = await apiCart(id, me);
    expect(after.bloqueio_atendimento).toBe(false);
    expect(after.produtosSelecionados[0]!.precoatendente).toBeNull();
  },
);

test(
  'empresa no atacado digita a quantidade no cartão: o campo ajusta ao múltiplo da caixa, diz por quê, e o carrinho da API guarda o ajustado',
  { tag: '@writes' },
  async ({ page, api }) => {
    const loja = requireStore('company');
    const id = await storeId(loja);
    const me = await registerApprovedCompany(api, 'Empresa Quantidade Digitada', loja);
    // Sold in whole boxes (the Tônica lata 350 ml locally: boxes of 12), counted by the unit.
    const boxed = requireOnTarget(
      (await products(id, me)).find(
        (p) =>
          p.disponivel &&
          p.unidade === 'un' &&
          p.granularidade > 1 &&
          Number.isInteger(p.granularidade) &&
          p.min_por_pedido === p.granularidade &&
          p.unidades_por_embalagem === p.granularidade &&
          (p.maxporpedido === null || p.maxporpedido >= 2 * p.granularidade),
      ),
      'produto vendido em caixas',
    );
    const box = boxed.granularidade;
    // The first word of its name, as a buyer types it.
    const term = boxed.nome.split(' ')[0]!.toLowerCase();

    // From the home page, as a buyer looks for it: the header's search, typed.
    await ensureDeliveryAddress(page, loja);
    await page.goto(loja.url('/'));
    await signInThroughApi(page, loja, me.cpf);
    const busca = page.getByRole('combobox', { name: 'Buscar produtos' });
    await typeInto(busca, term);
    await busca.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/busca\\?q=${escapeRegExp(encodeURIComponent(term))}$`));
    await main(page)
      .getByRole('button', { name: `Adicionar ${boxed.nome} ao carrinho` })
      .click();
    const field = main(page).getByRole('textbox', { name: `Quantidade de ${boxed.nome}` });
    await expect(field).toHaveValue(String(box));
    // What one box holds, beside the quantity.
    await expect(field.locator('xpath=ancestor::div[2]')).toContainText(`1 cx = ${box} un`);

    // One more than a box is not a whole box: Enter snaps it to the next multiple and says why; the focus stays.
    await replaceText(field, String(box + 1));
    await expect(field).toHaveValue(String(box + 1));
    await field.press('Enter');
    await expect(field).toHaveValue(String(2 * box));
    await expect(field).toBeFocused();
    await expect(
      main(page)
        .getByRole('status')
        .filter({ hasText: `Ajustado para ${2 * box} un` }),
    ).toHaveText(`Ajustado para ${2 * box} un. Vendido a cada ${box} un`);
    await expect
      .poll(
        async () =>
          (await apiCart(id, me)).produtosSelecionados.find((p) => p.idproduto === boxed.idproduto)?.quantidade,
        { timeout: 15_000 },
      )
      .toBe(2 * box);

    // Not a number: the field gives back two boxes and says so; the cart is not touched.
    await replaceText(field, 'abc');
    await field.press('Enter');
    await expect(field).toHaveValue(String(2 * box));
    await expect(main(page).getByRole('status').filter({ hasText: 'Digite só números' })).toBeVisible();
  },
);

test(
  'visitante é convidado a entrar e, depois do login, encontra no carrinho o que escolheu',
  { tag: '@writes' },
  async ({ page }) => {
    const loja = requireStore('consumer');
    const id = await storeId(loja);
    const product = requireOnTarget(
      (await products(id)).find((p) => p.disponivel && p.preco !== null && p.granularidade === 1),
      'produto disponível vendido por unidade',
    );
    const me = await registerCustomer(loja, 'Visitante Que Entrou');
    await page.goto(loja.url(`/produto/${product.slug}`));
    await main(page)
      .getByRole('button', { name: `Adicionar ${product.nome} ao carrinho` })
      .click();
    const ask = page.getByRole('dialog', { name: 'Faça login para comprar' });
    await expect(ask).toBeVisible();
    await ask.getByRole('link', { name: 'Faça login para comprar' }).click();
    await expect(page).toHaveURL(/\/entrar/);
    const form = page.getByRole('main');
    // Typed or clicked before hydration, the first step is lost: repeat it until the password asks.
    await expect(async () => {
      await replaceText(form.getByLabel('Email, CPF ou CNPJ'), me.cpf);
      await form.getByRole('button', { name: 'Continuar' }).click();
      await expect(form.getByLabel('Senha')).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 30_000 });
    await typeInto(form.getByLabel('Senha'), NEW_CUSTOMER_PASSWORD);
    await form.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/produto/${product.slug}`));
    await expect
      .poll(async () => (await apiCart(id, me)).produtosSelecionados.map((p) => p.idproduto), {
        timeout: 15_000,
      })
      .toEqual([product.idproduto]);
  },
);

test(
  'adega: o carrinho com assinatura oferece os tipos, nenhum escolhido até o cliente escolher; o carrinho diz o que se repete e quando',
  { tag: '@writes' },
  async ({ page }) => {
    const loja = requireStore('pickup');
    const { idfornecedor: id } = await requireSupplierTag(
      loja,
      'has-subscription',
      'assinatura na loja só de retirada',
    );
    const types = await callApi(subscriptionEndpoints.listSubscriptionTypes, {
      params: { idfornecedor: id },
    });
    expect(types.tipos.length).toBeGreaterThan(1);
    const me = await registerCustomer(loja, 'Cliente Clube do Vinho');
    // A product whose cart has recurrence.
    let recurring: ProductSummary | null = null;
    for (const p of (await products(id)).filter((x) => x.disponivel && x.preco !== null)) {
      const cart = await saveApiCart(me, id, {
        cartItens: [{ idproduto: p.idproduto, quantidade: p.min_por_pedido }],
      });
      if (cart.meta_info.hasRecorrencia) {
        recurring = p;
        break;
      }
    }
    requireOnTarget(recurring, 'produto de assinatura na loja só de retirada');
    await emptyCart(id, me);

    await passAgeGate(page, loja);
    await page.goto(loja.url(`/produto/${recurring!.slug}`));
    await signInThroughApi(page, loja, me.cpf);
    await page.goto(loja.url(`/produto/${recurring!.slug}`));
    await main(page)
      .getByRole('button', { name: `Adicionar ${recurring!.nome} ao carrinho` })
      .click();
    await page.goto(loja.url('/carrinho'));
    const chooser = main(page).getByRole('combobox', { name: types.label ?? 'Assinatura' });
    // Opt-in (decision 0035): nothing repeats until the shopper picks a frequency.
    await expect(chooser).toHaveValue('whitout');
    await expect(chooser).toHaveAccessibleDescription(/Nada se repete: este pedido é uma compra única/);
    expect((await apiCart(id, me)).assinaturaSelecionada).toBeNull();
    await chooser.selectOption(types.tipos[1]!.idtipoassinatura);
    await expect.poll(async () => (await apiCart(id, me)).assinaturaSelecionada).toBe(types.tipos[1]!.idtipoassinatura);
    // The cart says what repeats and how often.
    await expect(chooser).toHaveAccessibleDescription(new RegExp(`^Repete .*: ${escapeRegExp(recurring!.nome)}`));
    await chooser.selectOption('whitout');
    await expect.poll(async () => (await apiCart(id, me)).assinaturaSelecionada).toBeNull();
  },
);

test(
  'GA4: add_to_cart, remove_from_cart e view_cart só com a tag do fornecedor e cookies de desempenho',
  { tag: '@writes' },
  async ({ page, context }) => {
    const loja = requireStore('consumer');
    const { idfornecedor: id } = await requireSupplierTag(
      loja,
      'enable-google-analytics-ga4-version-tag-events',
      'loja de consumidor com a tag do GA4',
    );
    const product = requireOnTarget(
      (await products(id)).find(
        (p) =>
          p.disponivel &&
          p.preco !== null &&
          p.granularidade === 1 &&
          p.min_por_pedido === 1 &&
          Object.keys(p.efeitospoliticas.descontoProgressivo).length === 0 &&
          p.precovendaatacado === null,
      ),
      'produto vendido por unidade sem oferta por quantidade',
    );
    const me = await registerCustomer(loja, 'Cliente Medido');
    const prefs = (performance: boolean) => context.addCookies([cookiePreferences(loja, performance, false)]);
    // The cart's events (the catalogue's view_item / view_item_list are in e2e/combos.spec.ts).
    const cartEvents = ['add_to_cart', 'remove_from_cart', 'view_cart'];
    const events = () =>
      page.evaluate(
        (names) =>
          (
            (
              window as unknown as {
                dataLayer?: {
                  event?: string;
                  ecommerce?: { items: { item_id: string; quantity: number; price: number }[] };
                }[];
              }
            ).dataLayer ?? []
          ).filter((x) => x.event && names.includes(x.event)),
        cartEvents,
      );

    await prefs(false);
    await page.goto(loja.url(`/produto/${product.slug}`));
    await signInThroughApi(page, loja, me.cpf);
    await page.goto(loja.url(`/produto/${product.slug}`));
    await main(page)
      .getByRole('button', { name: `Adicionar ${product.nome} ao carrinho` })
      .click();
    await expect(main(page).getByRole('button', { name: `Aumentar ${product.nome}` })).toBeVisible();
    expect(await events()).toEqual([]);

    await prefs(true);
    await page.reload();
    await main(page)
      .getByRole('button', { name: `Aumentar ${product.nome}` })
      .click();
    await main(page)
      .getByRole('button', { name: `Diminuir ${product.nome}` })
      .click();
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Carrinho,/ })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: 'Carrinho' })).toBeVisible();
    await expect
      .poll(async () => (await events()).map((x) => x.event))
      .toEqual(['add_to_cart', 'remove_from_cart', 'view_cart']);
    const [add] = await events();
    expect(add!.ecommerce!.items).toEqual([
      { item_id: product.idproduto, item_name: product.nome, price: product.preco! / 100, quantity: 1 },
    ]);
  },
);

test(
  'no celular, as recomendações rolam na própria faixa: a página do carrinho não fica mais larga que a tela',
  { tag: '@writes' },
  async ({ page, context }) => {
    const loja = requireStore('consumer');
    const { idfornecedor: id } = await requireSupplierTag(
      loja,
      'enable-recommendation-system',
      'loja de consumidor com recomendações',
    );
    const me = await registerCustomer(loja, 'Cliente Carrinho Celular');
    const items = plainUnits(await products(id, me), 3);
    await saveApiCart(me, id, { cartItens: items.map((p) => ({ idproduto: p.idproduto, quantidade: 1 })) });
    // Personalization allowed: the cart shows 'Recomendados para você' (the store has the recommendation tag).
    await context.addCookies([cookiePreferences(loja, false, true)]);
    await page.goto(loja.url('/carrinho'));
    await signInThroughApi(page, loja, me.cpf);
    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto(loja.url('/carrinho'));
    const suggestions = main(page).getByRole('list', { name: 'Recomendados para você' });
    await expect(suggestions.getByRole('listitem').nth(2)).toBeVisible({ timeout: 15_000 });
    // Eight cards side by side are ~1500 px: they scroll inside their list, the page keeps the
    // screen's width (a wider page is zoomed out on a phone, cart lines and all).
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      screen: document.documentElement.clientWidth,
    }));
    expect(widths.page).toBeLessThanOrEqual(widths.screen);
    expect(await suggestions.evaluate((ul) => ul.scrollWidth > ul.clientWidth)).toBe(true);
    const line = await main(page).getByRole('list', { name: 'Itens do carrinho' }).boundingBox();
    expect(line!.x + line!.width).toBeLessThanOrEqual(412);
  },
);

test(
  'a página do carrinho traz as linhas salvas no HTML do servidor e não pede a página de cada produto (sem prefetch)',
  { tag: '@writes' },
  async ({ page }) => {
    const loja = requireStore('consumer');
    const id = await storeId(loja);
    const me = await registerCustomer(loja, 'Cliente Carrinho Sem Prefetch');
    const items = plainUnits(await products(id, me), 3);
    await saveApiCart(me, id, { cartItens: items.map((p) => ({ idproduto: p.idproduto, quantidade: 1 })) });
    await page.goto(loja.url('/carrinho'));
    await signInThroughApi(page, loja, me.cpf);
    const rendered: string[] = [];
    page.on('request', (q) => {
      if (q.url().includes('/produto/') && (q.url().includes('_rsc=') || q.headers()['rsc'] === '1'))
        rendered.push(q.url());
    });
    const res = await page.goto(loja.url('/carrinho'));
    // The first paint shows what is in the cart (the server read it), not empty boxes until the island loads.
    const html = await res!.text();
    expect(html).toContain('Carregando o carrinho…');
    for (const p of items) expect(html).toContain(`>${p.nome}</p>`);
    const lines = main(page).getByRole('list', { name: 'Itens do carrinho' });
    for (const p of items) await expect(lines.getByRole('link', { name: p.nome })).toBeVisible({ timeout: 15_000 });
    await saved(page);
    // Next would prefetch each link in view: two server renders of a product page per line.
    await page.waitForTimeout(1000);
    expect(rendered).toEqual([]);
    // The link still leads to the product.
    await lines.getByRole('link', { name: items[0]!.nome }).click();
    await expect(page).toHaveURL(new RegExp(`/produto/${items[0]!.slug}$`));
  },
);

test(
  'carrinho vazio: diz que está vazio e oferece produtos, sem aviso de erro nem campos do pedido',
  { tag: '@writes' },
  async ({ page }) => {
    const loja = requireStore('consumer');
    const me = await registerCustomer(loja, 'Cliente Sem Compras');
    await page.goto(loja.url('/'));
    await ensureDeliveryAddress(page, loja);
    await signInThroughApi(page, loja, me.cpf);
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Carrinho, 0 ite/ })
      .click();
    const drawer = page.getByRole('dialog', { name: 'Carrinho' });
    await expect(drawer.getByText('Seu carrinho está vazio.')).toBeVisible();
    await drawer.getByRole('link', { name: 'Ver carrinho' }).click();
    await expect(page).toHaveURL(/\/carrinho$/);
    const content = main(page);
    await expect(content.getByText('Seu carrinho está vazio.')).toBeVisible();
    // The spec's message is for a save answer without items, never for a cart the shopper left empty.
    await expect(page.getByText('Não foi possível carregar nenhum produto para o carrinho.')).toHaveCount(0);
    await expect(content.getByRole('link', { name: 'Finalizar pedido' })).toHaveCount(0);
    await expect(content.getByText('Subtotal')).toHaveCount(0);
    await content.getByRole('link', { name: 'Ver produtos' }).click();
    await expect(page).toHaveURL(/\/busca$/);
    await expect(main(page).getByRole('list', { name: 'Produtos', exact: true })).toBeVisible();
  },
);

test(
  'cliente do empório encontra a maçã pela busca, pede por unidade: "3 un ≈ 540 g", e o carrinho da API guarda 0,54 kg',
  { tag: '@writes' },
  async ({ page }) => {
    const loja = requireStore('consumer');
    const id = await storeId(loja);
    const me = await registerCustomer(loja, 'Cliente Maçã Por Unidade');
    const session = await apiLoginAt(me.cpf, NEW_CUSTOMER_PASSWORD, id);
    // Produce sold by the kg that the store also sells by the piece (the Maçã fuji locally: 180 g), light
    // enough that three pieces weigh under 1 kg (said in grams).
    const maca = requireOnTarget(
      (await products(id, session)).find(
        (p) =>
          p.disponivel &&
          p.preco !== null &&
          p.unidade === 'kg' &&
          p.permite_venda_por_unidade &&
          (p.peso_aproximado_unidade_kg ?? 0) > 0 &&
          3 * p.peso_aproximado_unidade_kg! < 1,
      ),
      'fruta vendida por kg que a loja separa por unidade',
    );
    const piece = maca.peso_aproximado_unidade_kg!;
    const grams = (units: number) => Math.round(units * piece * 1000);
    // The first word of its name, as a shopper types it.
    const term = maca.nome.split(' ')[0]!.toLowerCase();

    // From the home page, as a shopper looks for it: the header's search, typed.
    await ensureDeliveryAddress(page, loja);
    await page.goto(loja.url('/'));
    await signInThroughApi(page, loja, me.cpf);
    const busca = page.getByRole('combobox', { name: 'Buscar produtos' });
    await typeInto(busca, term);
    await busca.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/busca\\?q=${escapeRegExp(encodeURIComponent(term))}$`));
    const add = main(page).getByRole('button', { name: `Adicionar ${maca.nome} ao carrinho` });
    // What one piece weighs and costs, below the button.
    await expect(add.locator('xpath=ancestor::div[1]/..')).toContainText(
      `1 un ≈ ${grams(1)} g · aprox. ${brl(Math.round(maca.preco! * piece))} cada`,
    );
    await add.click();
    const plus = main(page).getByRole('button', { name: `Aumentar ${maca.nome}` });
    await expect(plus).toBeFocused();
    await plus.click();
    await plus.click();
    const field = main(page).getByRole('textbox', { name: `Quantidade de ${maca.nome}` });
    await expect(field).toHaveValue('3');
    await expect(field.locator('xpath=..')).toHaveText(`un ≈ ${grams(3)} g`);
    await expect(plus).toBeFocused();

    // The API holds the spec's quantity in kg: 3 × the piece's weight.
    await expect
      .poll(
        async () =>
          (await apiCart(id, session)).produtosSelecionados.find((p) => p.idproduto === maca.idproduto)?.quantidade,
        { timeout: 15_000 },
      )
      .toBe(grams(3) / 1000);

    // The cart line: the pieces with their approximate weight, and an approximate total.
    await page.goto(loja.url('/carrinho'));
    const inCart = main(page).getByRole('textbox', { name: `Quantidade de ${maca.nome}` });
    await expect(inCart).toHaveValue('3');
    await expect(inCart.locator('xpath=..')).toHaveText(`un ≈ ${grams(3)} g`);
    await expect(main(page).getByLabel(`Total de ${maca.nome}`)).toHaveText(/^aprox\. R\$\s[\d.]+,\d\d$/);
  },
);
