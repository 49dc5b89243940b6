/**
 * One journey per demo supplier with the keyboard only, on a phone viewport: from the home page to
 * the order confirmation with Tab, Shift+Tab, Enter, Space, arrows and typing (no click, no fill, no
 * navigation but the first). After each action the focus is asserted: on something meaningful, never
 * <body>. tabTo says how many Tabs a keyboard user needs to reach each control (printed in the output).
 * The stores come from the target (docs/qa.md): the consumer store (the Empório locally), the pickup-only store
 * behind the age gate (the Adega) and the company store (the Atacado); their ids, minimum orders, payment methods,
 * order characteristics and the suppliers serving a CEP from the API, the CEPs from the profile.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';

import type { ProductSummary, Supplier } from '../lib/contract';
import { mayOfferTo } from '../lib/rules/supplier-audience';
import { apiProducts, isPlainUnit } from './api-client';
import { whoServes } from './delivery-discovery';
import {
  expect,
  fetchSupplier,
  NEW_CUSTOMER_PASSWORD,
  registerApprovedCompany,
  registerCustomer,
  requireStore,
  requireSupplierTag,
  SHARED_HOST,
  storefrontOrigin,
  test,
  typeHere,
  type ApiCustomer,
} from './fixtures';
import { describeFocus, expectFocusNotLost, tabTo } from './keyboard';
import {
  characteristicAnswer,
  formatCep,
  paymentRadioName,
  requiredOrderCharacteristics,
  requirePayment,
  storeCep,
} from './store-discovery';

test.use({ viewport: { width: 393, height: 851 }, isMobile: true, hasTouch: false });
test.describe.configure({ timeout: 180_000 });

/** Products whose stock the demo controls (other tests count it). */
const STOCKED = ['Panetone de frutas 500 g', 'Champagne Brut'];

/** The most expensive product a line of whole units buys at the list price (fewest '+' to the minimum). */
async function productToBuy(
  supplier: Supplier,
  me: ApiCustomer,
  tipo: 'DELIVERY' | 'RETIRADA',
): Promise<ProductSummary> {
  const { produtos } = await apiProducts(supplier.idfornecedor, { page: 1, limit: 100, tipoentrega: tipo }, me);
  const plain = produtos.filter((p) => isPlainUnit(p) && !STOCKED.includes(p.nome));
  expect(plain.length, `produto simples em ${supplier.nome}`).toBeGreaterThan(0);
  return plain.sort((a, b) => b.preco! - a.preco!)[0]!;
}

/** Units of `produto` for a cart above the store's minimum order (the listing's meta_info.pedido_minimo) by `margem` centavos. */
function unitsAboveMinimum(supplier: Supplier, produto: ProductSummary, margem: number): number {
  return Math.max(1, Math.ceil(((supplier.meta_info.pedido_minimo ?? 0) + margem) / produto.preco!));
}

/**
 * How many suppliers the delivery panel lists for a visitor's CEP: the API's suppliers delivering there (the
 * CEP look-up's point, as the panel asks), those offered to a visitor; a storefront without the provider home
 * serves its one store only (WHITE_LABEL_SUPPLIER), so only that one counts there.
 */
async function suppliersServing(request: APIRequestContext, own: Supplier, cep: string): Promise<number> {
  const { entrega } = await whoServes(cep);
  const offered = entrega.filter((f) => f.idfornecedor === own.idfornecedor || mayOfferTo(f.tag, 'visitante'));
  const home = await request.get(`${storefrontOrigin(SHARED_HOST)}/`, { maxRedirects: 0 });
  return home.status() === 200 ? offered.length : offered.filter((f) => f.idfornecedor === own.idfornecedor).length;
}

/** The focus is on `target` after `action`. */
async function focusedAfter(target: Locator, action: string): Promise<void> {
  await expect(target, `foco depois de ${action}`).toBeFocused();
}

/** Presses `key` until `radio` is focused and checked (arrows move and check in a radio group). */
async function arrowTo(page: Page, radio: Locator, key = 'ArrowDown', max = 8): Promise<void> {
  for (let i = 0; i < max; i++) {
    if ((await radio.evaluate((el) => el === document.activeElement)) && (await radio.isChecked())) return;
    await page.keyboard.press(key);
  }
  await expect(radio).toBeFocused();
  await expect(radio).toBeChecked();
}

/** The page's h1 has the focus (a new page, a search, a login); a page without an h1, its main. */
async function headingFocused(page: Page, action: string, name?: string | RegExp): Promise<void> {
  const main = page.getByRole('main');
  if (name) {
    const h1 = main.getByRole('heading', { level: 1, name });
    await expect(h1, `h1 com o foco depois de ${action} (está em ${await describeFocus(page)})`).toBeFocused();
    return;
  }
  // Decided when the focus moves, not before: a page still loading has no h1 yet.
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const m = document.querySelector('main');
          const a = document.activeElement;
          if (!m || !a) return 'nada';
          if (a.tagName === 'H1' && m.contains(a)) return 'h1';
          if (a === m) return m.querySelector('h1') ? 'main (a página tem h1)' : 'h1';
          return a.tagName.toLowerCase();
        }),
      { message: `h1 (ou main, sem h1) com o foco depois de ${action}`, timeout: 10_000 },
    )
    .toBe('h1');
}

/** Skip link first: Tab, Enter, and the focus is on the main content. */
async function skipToContent(page: Page): Promise<void> {
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Pular para o conteúdo' });
  await focusedAfter(skip, 'o primeiro Tab');
  await page.keyboard.press('Enter');
  await focusedAfter(page.locator('main#conteudo'), '"Pular para o conteúdo"');
}

/** Header 'Menu' (phone) → the delivery place in the side menu → its panel. Answers the panel. */
async function openDeliveryPanel(page: Page): Promise<{ panel: Locator; placeButton: Locator; menuButton: Locator }> {
  const menuButton = page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true });
  await tabTo(page, menuButton, { back: true, label: 'Menu (Shift+Tab do conteúdo)' });
  await page.keyboard.press('Enter');
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await expectFocusNotLost(page, 'abrir o menu');
  const placeButton = menu.locator('[data-delivery-selector] > button');
  await tabTo(page, placeButton, { label: 'Entrega e retirada (no menu)' });
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: 'Entrega e retirada' });
  await expect(panel).toBeVisible();
  await expectFocusNotLost(page, 'abrir "Entrega e retirada"');
  return { panel, placeButton, menuButton };
}

/** Header search: type, Enter; the results page opens with the focus on its heading. */
async function search(page: Page, term: string): Promise<void> {
  const box = page.getByRole('combobox', { name: 'Buscar produtos' });
  // The search is in the header: from the page's content a keyboard user goes back to it.
  const inMain = () => page.evaluate(() => !!document.activeElement?.closest('main'));
  // A page that reloads itself (the terms just accepted) may still be navigating: asked again once it has loaded.
  const fromContent = await inMain().catch(async () => {
    await page.waitForLoadState('load');
    return inMain();
  });
  await tabTo(page, box, { back: fromContent, label: fromContent ? 'Buscar produtos (Shift+Tab)' : 'Buscar produtos' });
  await typeHere(page, term);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/busca\?q=/);
  await headingFocused(page, 'a busca', `Resultados para “${term}”`);
}

/** Search the product, Adicionar (the focus stays on the button, now the stepper's '+'). */
async function searchAndAdd(page: Page, produto: ProductSummary, visitor: boolean): Promise<Locator> {
  await search(page, produto.nome);
  const add = page.getByRole('button', { name: `Adicionar ${produto.nome} ao carrinho` }).first();
  await expect(add).toBeEnabled();
  await tabTo(page, add, { max: 60, label: `Adicionar ${produto.nome}` });
  await page.keyboard.press('Enter');
  const plus = page.getByRole('button', { name: `Aumentar ${produto.nome}` }).first();
  if (visitor) {
    // A visitor is asked to log in; Escape closes and gives the focus back to the '+'.
    const loginPrompt = page.getByRole('dialog', { name: 'Faça login para comprar' });
    await expect(loginPrompt).toBeVisible();
    await expectFocusNotLost(page, '"Adicionar" de um visitante');
    await page.keyboard.press('Escape');
  }
  await focusedAfter(plus, '"Adicionar"');
  return plus;
}

/** 'Entrar' in the header (Shift+Tab back to it), login and password typed; the page reloads focused on its h1. */
async function logIn(page: Page, login: string, senha = NEW_CUSTOMER_PASSWORD): Promise<void> {
  const entrar = page.getByRole('banner').getByRole('link', { name: 'Entrar', exact: true });
  await tabTo(page, entrar, { back: true, max: 60, label: 'Entrar (Shift+Tab)' });
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Entrar ou cadastrar' });
  await expect(dialog).toBeVisible();
  await focusedAfter(dialog.getByLabel('Email, CPF ou CNPJ'), 'abrir "Entrar"');
  await typeHere(page, login);
  await page.keyboard.press('Enter');
  await focusedAfter(dialog.getByLabel('Senha'), '"Continuar"');
  await typeHere(page, senha);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('banner').locator('[data-account-area]').first()).toHaveAttribute('data-logado', 'true');
}

/** '+' until the line holds `unidades`; the focus stays on '+'. */
async function plusTo(page: Page, produto: ProductSummary, unidades: number): Promise<void> {
  const plus = page.getByRole('button', { name: `Aumentar ${produto.nome}` }).first();
  if (!(await plus.evaluate((el) => el === document.activeElement))) {
    await tabTo(page, plus, { max: 60, label: `Aumentar ${produto.nome}` });
  }
  const quantity = page.getByRole('textbox', { name: `Quantidade de ${produto.nome}` }).first();
  for (;;) {
    const shown = Number((await quantity.inputValue()).match(/\d+/)?.[0] ?? 0);
    if (shown >= unidades) break;
    await page.keyboard.press('Enter');
    await expect(quantity).toHaveValue(String(shown + 1));
    await focusedAfter(plus, `"+" (${shown + 1} unidades)`);
  }
}

/** The cart drawer from the header, 'Ver carrinho', 'Finalizar pedido': each new page focused on its h1. */
async function cartToCheckout(page: Page): Promise<Locator> {
  const cartButton = page.getByRole('banner').getByRole('button', { name: /^Carrinho, \d+ ite/ });
  await tabTo(page, cartButton, { back: true, max: 60, label: 'Carrinho (Shift+Tab)' });
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Carrinho' });
  await expect(drawer).toBeVisible();
  await expectFocusNotLost(page, 'abrir o carrinho');
  const verCarrinho = drawer.getByRole('link', { name: 'Ver carrinho' });
  await tabTo(page, verCarrinho, { max: 60, label: 'Ver carrinho' });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/carrinho$/);
  await headingFocused(page, 'ir ao carrinho', 'Carrinho');

  const finalizar = page.getByRole('link', { name: 'Finalizar pedido' });
  await tabTo(page, finalizar, { max: 80, label: 'Finalizar pedido (carrinho)' });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/finalizar$/);
  await headingFocused(page, 'ir a /finalizar');
  const form = page.getByRole('form', { name: 'Finalizar pedido' });
  await expect(form).toHaveAttribute('data-pronto', 'true');
  return form;
}

/** The checked payment method (Shift+Tab back to the group), then arrows to `name`. */
async function choosePayment(page: Page, form: Locator, name: string | RegExp): Promise<void> {
  const group = form.getByRole('group', { name: 'Forma de pagamento' });
  const checked = group.getByRole('radio', { checked: true });
  if ((await checked.count()) > 0) {
    await tabTo(page, checked, { back: true, max: 60, label: 'Forma de pagamento' });
  } else {
    await tabTo(page, group.getByRole('radio').first(), { back: true, max: 60, label: 'Forma de pagamento' });
  }
  await arrowTo(page, group.getByRole('radio', { name }));
}

/**
 * The store's required order characteristics (from the API), answered with the keyboard: a list moved with an
 * arrow, 'Sim' checked with Space, a text typed (the answers store-discovery gives).
 */
async function answerCharacteristicsByKeyboard(page: Page, form: Locator, supplier: Supplier): Promise<void> {
  for (const c of await requiredOrderCharacteristics(supplier.idfornecedor)) {
    const label = `${c.nome} (obrigatório)`;
    if (c.tipo === 'OPCOES') {
      const select = form.getByLabel(label);
      await tabTo(page, select, { label: c.nome });
      await page.keyboard.press('ArrowDown');
      await expect(select).not.toHaveValue('');
    } else if (c.tipo === 'SIM_NAO') {
      const group = form.getByRole('group', { name: label });
      await tabTo(page, group.getByRole('radio').first(), { label: c.nome });
      await arrowTo(page, group.getByRole('radio', { name: characteristicAnswer(c) }));
    } else {
      const field = form.getByLabel(label);
      await tabTo(page, field, { label: c.nome });
      await typeHere(page, characteristicAnswer(c));
      await expect(field).toHaveValue(characteristicAnswer(c));
    }
    await expectFocusNotLost(page, `responder "${c.nome}"`);
  }
}

/** 'Finalizar pedido' (Tab to it, Enter): the confirmation page opens focused on its h1. */
async function placeOrder(page: Page): Promise<void> {
  const enviar = page.getByRole('button', { name: 'Finalizar pedido' });
  await tabTo(page, enviar, { max: 80, label: 'Finalizar pedido (botão)' });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/submissao\/\d+$/, { timeout: 30_000 });
  await headingFocused(page, 'enviar o pedido');
}

test(
  'Empório pelo teclado, num celular: entrega e CEP, busca, Adicionar, login, carrinho, finalizar com PIX',
  { tag: '@writes' },
  async ({ page, request }) => {
    const store = requireStore('consumer');
    const supplier = await fetchSupplier(store);
    const me = await registerCustomer(store, 'Cliente Teclado');
    const produto = await productToBuy(supplier, me, 'DELIVERY');
    // Above the store's minimum order (the Empório's is R$ 50,00).
    const unidades = unitsAboveMinimum(supplier, produto, 1000);
    const cepLoja = storeCep(store);
    const serving = await suppliersServing(request, supplier, cepLoja);

    await page.goto(store.url('/'));
    await skipToContent(page);

    // Delivery (arrows between the types), then the CEP.
    const { panel, placeButton, menuButton } = await openDeliveryPanel(page);
    const entrega = panel.getByRole('radio', { name: 'Entrega' });
    const retirada = panel.getByRole('radio', { name: 'Retirada' });
    await expect(entrega).toBeEnabled();
    await tabTo(page, entrega, { label: 'Entrega (tipo)' });
    await page.keyboard.press('ArrowRight');
    await expect(panel.getByRole('status')).toHaveText('Pronto! Produtos e preços atualizados.');
    await focusedAfter(retirada, 'escolher "Retirada" com a seta');
    await page.keyboard.press('ArrowLeft');
    await expect(entrega).toBeChecked();
    await expect(panel.getByRole('status')).toHaveText('Pronto! Produtos e preços atualizados.');
    await focusedAfter(entrega, 'voltar a "Entrega" com a seta');
    const cep = panel.getByLabel('CEP', { exact: true });
    await tabTo(page, cep, { label: 'CEP' });
    await typeHere(page, cepLoja);
    await page.keyboard.press('Enter');
    if (serving > 1) {
      // Several suppliers serve this CEP (the Empório and the Atacado locally): the shopper picks this store.
      await expect(panel.getByRole('status')).toHaveText(
        `${serving} fornecedores atendem este CEP: escolha um na lista abaixo.`,
      );
      await focusedAfter(cep, 'enviar o CEP');
      const escolher = panel.getByRole('link', { name: `Escolher ${supplier.nome}` });
      await tabTo(page, escolher, { label: 'Escolher o Empório' });
      await page.keyboard.press('Enter');
    } else {
      // This store alone serves it (as the storefront serves it): the place is saved at once; Escape closes the
      // panel, then the menu, the focus going back each time to what opened it.
      await expect(panel.getByRole('status')).toHaveText('Pronto! Produtos e preços atualizados.');
      await focusedAfter(cep, 'enviar o CEP');
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await focusedAfter(placeButton, 'fechar "Entrega e retirada" com Escape');
      await page.keyboard.press('Escape');
      await focusedAfter(menuButton, 'fechar o menu com Escape');
    }
    await expect(page.locator('[data-delivery-selector] > button').first()).toContainText(
      `Receber em ${formatCep(cepLoja)}`,
    );
    await expect(panel).toBeHidden();

    await searchAndAdd(page, produto, true);
    await logIn(page, me.cpf);
    await headingFocused(page, 'o login', `Resultados para “${produto.nome}”`);
    // The visitor's unit was kept: '+' up to the minimum order.
    await plusTo(page, produto, unidades);

    const form = await cartToCheckout(page);
    const horario = form.getByLabel('Data e horário de entrega').filter({ visible: true });
    await tabTo(page, horario, { label: 'Data e horário de entrega' });
    await page.keyboard.press('ArrowDown');
    await focusedAfter(horario, 'escolher o horário');
    await answerCharacteristicsByKeyboard(page, form, supplier);
    await choosePayment(page, form, paymentRadioName(supplier, requirePayment(supplier, 'PIX')));
    await placeOrder(page);
    await expect(page.getByLabel('PIX copia e cola')).toBeVisible();
  },
);

test(
  'Adega pelo teclado, num celular: idade, retirada na loja pelo CEP, busca, login, carrinho, PIX',
  { tag: '@writes' },
  async ({ page }) => {
    const store = requireStore('pickup');
    const supplier = await requireSupplierTag(
      store,
      'requires-age-check',
      'loja só de retirada com verificação de idade',
    );
    const me = await registerCustomer(store, 'Cliente Teclado Adega');
    const produto = await productToBuy(supplier, me, 'RETIRADA');
    const unidades = unitsAboveMinimum(supplier, produto, 2000);

    await page.goto(store.url('/'));
    // The age gate holds the focus from the first paint; 'Sim' opens the catalog focused on its h1.
    const gate = page.getByRole('dialog', { name: 'Você tem mais de 18 anos?' });
    await expect(gate).toBeVisible();
    const sim = gate.getByRole('button', { name: 'Sim' });
    await tabTo(page, sim, { label: 'Sim (idade)' });
    await page.keyboard.press('Enter');
    await expect(gate).toBeHidden();
    await headingFocused(page, 'responder "Sim" à idade');

    // Pickup only: the CEP lists the stores with their distance; choosing one closes the panel.
    const { panel, placeButton, menuButton } = await openDeliveryPanel(page);
    const cep = panel.getByLabel('CEP', { exact: true });
    await tabTo(page, cep, { label: 'CEP' });
    await typeHere(page, storeCep(store));
    await page.keyboard.press('Enter');
    await expect(panel.getByRole('status')).toHaveText('Pronto! Produtos e preços atualizados.');
    await focusedAfter(cep, 'enviar o CEP');
    const escolher = panel.getByRole('button', { name: /^Escolher / }).first();
    await tabTo(page, escolher, { label: 'Escolher a loja' });
    await page.keyboard.press('Enter');
    await expect(panel).toBeHidden();
    await focusedAfter(placeButton, 'escolher a loja');
    await page.keyboard.press('Escape');
    await focusedAfter(menuButton, 'fechar o menu com Escape');

    await searchAndAdd(page, produto, true);
    await logIn(page, me.cpf);
    await headingFocused(page, 'o login', `Resultados para “${produto.nome}”`);
    await plusTo(page, produto, unidades);

    const form = await cartToCheckout(page);
    await answerCharacteristicsByKeyboard(page, form, supplier);
    await choosePayment(page, form, paymentRadioName(supplier, requirePayment(supplier, 'PIX')));
    await placeOrder(page);
    await expect(page.getByLabel('PIX copia e cola')).toBeVisible();
  },
);

test(
  'Atacado pelo teclado, num celular: endereço exigido, login de empresa, termos, busca, carrinho, boleto',
  { tag: ['@writes', '@reference'] },
  async ({ page, api }) => {
    const store = requireStore('company');
    const supplier = await fetchSupplier(store);
    const me = await registerApprovedCompany(api, 'Empresa Teclado', store);
    const produto = await productToBuy(supplier, me, 'DELIVERY');
    // Above the store's minimum order (the Atacado's truck delivers from R$ 300,00).
    const unidades = unitsAboveMinimum(supplier, produto, 2000);

    await page.goto(store.url('/'));
    // The address gate stands in for the page until a CEP it serves is given.
    const gate = page.getByRole('dialog', { name: 'Informe seu endereço' });
    await expect(gate).toBeVisible();
    const cep = gate.getByLabel('CEP', { exact: true });
    await tabTo(page, cep, { label: 'CEP (endereço exigido)' });
    await typeHere(page, storeCep(store));
    await page.keyboard.press('Enter');
    await expect(gate).toBeHidden();
    await headingFocused(page, 'informar o CEP exigido');

    // Prices hidden until login: the company logs in; the terms of use come first.
    await logIn(page, me.cpf);
    const terms = page.getByRole('dialog', { name: 'Termos de uso' });
    // Its script loads only on the pages that show it (components/layout/occasional-overlays.tsx): a slow phone waits.
    await expect(terms).toBeVisible({ timeout: 20_000 });
    await expectFocusNotLost(page, 'o login (termos de uso)');
    const aceito = terms.getByRole('button', { name: 'Li e aceito os termos de uso' });
    await tabTo(page, aceito, { label: 'Li e aceito os termos de uso' });
    await page.keyboard.press('Enter');
    await expect(terms).toBeHidden();
    await headingFocused(page, 'aceitar os termos');

    await searchAndAdd(page, produto, false);
    await plusTo(page, produto, unidades);

    const form = await cartToCheckout(page);
    await answerCharacteristicsByKeyboard(page, form, supplier);
    await choosePayment(page, form, paymentRadioName(supplier, requirePayment(supplier, 'BOLETO')));
    await placeOrder(page);
    await expect(page.getByLabel('Linha digitável')).toBeVisible();
  },
);
