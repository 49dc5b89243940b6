/**
 * Journeys of the first week of real shoppers, walked as people walk them: from the home page,
 * typing with the keyboard, clicking what they see by its role, and checking where the focus lands.
 * Pickup slots bounded by the chosen store, slots that follow the payment, a white-label store that
 * names nobody else, the tips page's picture, the express delivery's label, an address added from
 * checkout, and the end of a company's sign-up. The truth is the API's (orders, suppliers, products).
 * The stores come from the target (docs/qa.md): the consumer store (the Empório locally), the pickup-only
 * store (the Adega) and the company store (the Atacado); their ids, tags, pickup stores, delivery methods,
 * slots, payment methods, order characteristics and CEPs from the API; every shopper is the test's own.
 */
import type { Locator, Page } from '@playwright/test';

import type { Supplier } from '../lib/contract';
import { cepEndpoints, type CepResponse } from '../lib/contract/address';
import type { Cart } from '../lib/contract/cart';
import {
  DELIVERY_METHOD_MESSAGES,
  deliveryMethodEndpoints,
  type DeliveryMethod,
} from '../lib/contract/delivery-methods';
import { IDENTITY_MESSAGES } from '../lib/contract/identity';
import { orderReadEndpoints, type Order } from '../lib/contract/order-read';
import { supplierEndpoints } from '../lib/contract/supplier';
import { addBusinessDays, BOLETO_CLEARING_BUSINESS_DAYS } from '../lib/rules/delivery-slots';
import { addDays, supplierToday } from '../lib/rules/freight';
import { apiAddAddress, apiLogin, apiProducts, callApi, isPlainUnit, saveApiCart, tryApi } from './api-client';
import {
  acceptTermsIfShown,
  ensureDeliveryAddress,
  escapeRegExp,
  expect,
  fetchSupplier,
  NEW_CUSTOMER_PASSWORD,
  openLoginForm,
  passAgeGate,
  randomCnpj,
  registerCustomer,
  replaceText,
  requireOnTarget,
  requireStore,
  signInThroughApi,
  test,
  typeHere,
  typeInto,
  visitorProducts,
  type ApiCustomer,
  type StoreRole,
  type TargetStore,
} from './fixtures';
import { describeFocus, expectFocusNotLost } from './keyboard';
import {
  answerOrderCharacteristics,
  formatCep,
  paymentRadioName,
  placeAt,
  requiredOrderCharacteristics,
  requirePayment,
  storeCep,
} from './store-discovery';

test.describe.configure({ timeout: 150_000 });

/** Products whose stock the demo controls (other tests count it). */
const STOCKED = ['Panetone de frutas 500 g', 'Champagne Brut'];

/** The order's floor: `floor` centavos, or more when the store's minimum order (meta_info) asks for it. */
const orderFloor = (supplier: Supplier, floor: number) =>
  Math.max(floor, (supplier.meta_info.pedido_minimo ?? 0) + 1000);

/** A cart of one unit of plain products (no tiers, minimum or subscription) until `minimo` centavos: the test's setup. */
async function fillCart(
  store: TargetStore,
  me: ApiCustomer,
  minimo: number,
  tipo: 'DELIVERY' | 'RETIRADA',
): Promise<Cart> {
  const { idfornecedor } = await fetchSupplier(store);
  const list = await apiProducts(idfornecedor, { page: 1, limit: 100, tipoentrega: tipo }, me);
  const plain = list.produtos.filter((p) => isPlainUnit(p) && !STOCKED.includes(p.nome));
  const itens: { idproduto: string; quantidade: number }[] = [];
  let total = 0;
  // The dearest first: few lines, a light cart (the express method carries up to 15 kg).
  for (const p of [...plain].sort((a, b) => b.preco! - a.preco!)) {
    if (total >= minimo) break;
    itens.push({ idproduto: p.idproduto, quantidade: 1 });
    total += p.preco!;
  }
  requireOnTarget(
    total >= minimo,
    `produtos simples bastantes para um carrinho de ${minimo} centavos em ${store.slug}`,
  );
  return saveApiCart(me, idfornecedor, { cartItens: itens });
}

const apiOrder = (me: ApiCustomer, numpedido: number): Promise<Order> =>
  callApi(orderReadEndpoints.getOrder, { params: { numpedido }, auth: me });

/** The delivery methods the API offers this customer's cart at its primary address (the spec's formas-entrega). */
async function deliveryMethods(supplier: Supplier, me: ApiCustomer): Promise<DeliveryMethod[]> {
  const { formasEntrega } = await callApi(deliveryMethodEndpoints.listDeliveryMethods, {
    params: { idfornecedor: supplier.idfornecedor },
    query: { tipoEntrega: 'DELIVERY' },
    auth: me,
  });
  return formasEntrega;
}

/** The store's express method (the API's `expressa`), required by the test. */
function requireExpress(supplier: Supplier, methods: DeliveryMethod[]): DeliveryMethod {
  return requireOnTarget(
    methods.find((m) => m.expressa),
    `forma de entrega expressa em ${supplier.nome} no endereço do cliente`,
  );
}

/** A delivery method's radio at checkout, by its description (the label adds its price and first slot). */
const methodRadio = (region: Locator, m: DeliveryMethod) =>
  region.getByRole('radio', { name: new RegExp(escapeRegExp(m.descricao)) });

/** The page's h1 (or its main, on a page without one) has the focus after a route change. */
async function focusOnContent(page: Page, action: string): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const m = document.querySelector('main');
          const a = document.activeElement;
          if (!m || !a) return 'nada';
          if ((a.tagName === 'H1' && m.contains(a)) || a === m) return 'conteúdo';
          return a.tagName.toLowerCase();
        }),
      { message: `foco no conteúdo depois de ${action}`, timeout: 10_000 },
    )
    .toBe('conteúdo');
}

/** Header cart → 'Ver carrinho' → 'Finalizar pedido': the checkout form, interactive. */
async function walkToCheckout(page: Page): Promise<Locator> {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Carrinho, \d+ ite/ })
    .click();
  const drawer = page.getByRole('dialog', { name: 'Carrinho' });
  await expect(drawer).toBeVisible();
  await expectFocusNotLost(page, 'abrir o carrinho');
  await drawer.getByRole('link', { name: 'Ver carrinho' }).click();
  await expect(page).toHaveURL(/\/carrinho$/);
  await focusOnContent(page, '"Ver carrinho"');
  await page.getByRole('main').getByRole('link', { name: 'Finalizar pedido' }).click();
  await expect(page).toHaveURL(/\/finalizar$/);
  await focusOnContent(page, '"Finalizar pedido" no carrinho');
  const form = page.getByRole('form', { name: 'Finalizar pedido' });
  await expect(form).toHaveAttribute('data-pronto', 'true');
  return form;
}

/** The focus lands on one of `targets` (the first of each that exists), within 5 s; else says where it is. */
async function focusOnOneOf(page: Page, after: string, targets: Locator[]): Promise<void> {
  const on = async () => {
    for (const t of targets) {
      const el = t.first();
      if ((await el.count()) > 0 && (await el.evaluate((e) => e === document.activeElement).catch(() => false)))
        return 'ok';
    }
    return describeFocus(page);
  };
  await expect.poll(on, { message: `foco depois de ${after}`, timeout: 5_000 }).toBe('ok');
}

async function placeOrder(page: Page): Promise<number> {
  await page.getByRole('button', { name: 'Finalizar pedido' }).click();
  await expect(page).toHaveURL(/\/submissao\/\d+$/, { timeout: 30_000 });
  await focusOnContent(page, 'enviar o pedido');
  return Number(/\/submissao\/(\d+)$/.exec(page.url())![1]);
}

/** The option labels of a slot select. */
async function slotLabels(select: Locator): Promise<string[]> {
  return (await select.locator('option').allTextContents()).map((t) => t.trim());
}

/** A consumer of its own on the consumer store, its primary address at the store's CEP, a cart of at least `minimo`; logged in from the home page. */
async function consumerShopper(page: Page, nome: string, floor: number) {
  const store = requireStore('consumer');
  const supplier = await fetchSupplier(store);
  const me = await registerCustomer(store, nome);
  await apiAddAddress(me, await placeAt(storeCep(store)));
  const cart = await fillCart(store, me, orderFloor(supplier, floor), 'DELIVERY');
  await page.goto(store.url('/'));
  await signInThroughApi(page, store, me.cpf, NEW_CUSTOMER_PASSWORD);
  return { store, supplier, me, cart };
}

/**
 * Another CEP the store delivers to with its express method, at another freight than the store's own CEP (the
 * express freight goes by distance): the CEPs of the store's pickup addresses (the service area's `lojas`, the
 * CEP in the address text or the API's geocoding of it), each asked to the freight-by-CEP call with this cart.
 */
async function anotherServedCep(supplier: Supplier, store: TargetStore, cart: Cart): Promise<CepResponse> {
  const produtos = cart.produtosSelecionados.map((p) => ({ idproduto: p.idproduto, quantidade: p.quantidade }));
  const express = async (cep: string) => {
    const r = await tryApi(deliveryMethodEndpoints.estimateFreightByCep, {
      params: { idfornecedor: supplier.idfornecedor, cep },
      query: { tipoEntrega: 'DELIVERY' },
      body: { produtos },
    });
    return r.ok ? r.data.formasEntrega.find((m) => m.expressa) : undefined;
  };
  const own = storeCep(store);
  const atOwn = await express(own);
  const { lojas } = await callApi(supplierEndpoints.getServiceArea, { query: { idfornecedor: supplier.idfornecedor } });
  for (const loja of lojas) {
    const written = /\b(\d{5})-?(\d{3})\b/.exec(loja.descricao_endereco_loja);
    const cep = written
      ? `${written[1]}${written[2]}`
      : await tryApi(cepEndpoints.geocodeAddress, { query: { endereco: loja.descricao_endereco_loja } }).then((r) =>
          r.ok ? r.data.cep : null,
        );
    if (!cep || cep === own) continue;
    const there = await express(cep);
    if (there && there.valor !== atOwn?.valor) return callApi(cepEndpoints.lookupCep, { params: { cep } });
  }
  return requireOnTarget<CepResponse>(undefined, `outro CEP atendido pela entrega expressa de ${supplier.nome}`);
}

// 1. Pickup slots ---------------------------------------------------------------------------------

test(
  'retirada na adega: escolher a loja no checkout limita os horários ao funcionamento dela (seg. a sáb., 10h–19h), "Retirar em …"; o pedido mostra o horário escolhido',
  { tag: '@writes' },
  async ({ page }) => {
    const store = requireStore('pickup');
    const supplier = await fetchSupplier(store);
    await passAgeGate(page, store);
    const me = await registerCustomer(store, 'Cliente Retirada Horário');
    await fillCart(store, me, orderFloor(supplier, 5000), 'RETIRADA');
    // The pickup store to choose: the last one with its opening hours (the service area's `lojas`), and the
    // slots the spec's formas-entrega offers there: the method's windows cut to its hours, on its days.
    const { lojas } = await callApi(supplierEndpoints.getServiceArea, {
      query: { idfornecedor: supplier.idfornecedor },
    });
    const loja = requireOnTarget(
      lojas.filter((l) => l.horario_atendimento).at(-1),
      `loja de retirada com horário de funcionamento em ${supplier.nome}`,
    );
    // Each payment method bounds the first slot differently (decision 0031): their answers together cover the
    // store's opening days beyond one answer's horizon.
    const answers = await Promise.all(
      [undefined, ...supplier.formasPagamento.map((m) => m.idformapagto)].map((idformapagamento) =>
        callApi(deliveryMethodEndpoints.listDeliveryMethods, {
          params: { idfornecedor: supplier.idfornecedor },
          query: { tipoEntrega: 'RETIRADA', idloja: loja.idloja, ...(idformapagamento ? { idformapagamento } : {}) },
          auth: me,
        }),
      ),
    );
    const janelas = answers.flatMap((a) => a.formasEntrega.flatMap((m) => m.agendamento.flatMap((d) => d.janelas)));
    requireOnTarget(janelas.length > 0, `horários de retirada na ${loja.nome}`);
    const days = [...new Set(janelas.map((j) => /^Retirar em (\S+)\., /.exec(j.rotulo)?.[1] ?? j.rotulo))];
    const windows = [...new Set(janelas.map((j) => `das ${j.inicio} às ${j.fim}`))];
    const onlyStoreDays = new RegExp(`^Retirar em (${days.map(escapeRegExp).join('|')})\\., `);
    const storeWindows = new RegExp(`(${windows.map(escapeRegExp).join('|')})$`);

    await page.goto(store.url('/'));
    await signInThroughApi(page, store, me.cpf, NEW_CUSTOMER_PASSWORD);
    await walkToCheckout(page);

    const retirada = page.getByRole('region', { name: 'Retirada' });
    const alterar = retirada.getByRole('button', { name: 'Alterar loja' });
    await alterar.click();
    const panel = page.getByRole('dialog', { name: 'Entrega e retirada' });
    await expect(panel).toBeVisible();
    const centro = panel
      .getByRole('list', { name: 'Lojas para retirada' })
      .getByRole('listitem')
      .filter({ hasText: loja.nome });
    await expect(centro).toContainText(`Horário: ${loja.horario_atendimento}`);
    const escolher = centro.getByRole('button', { name: `Escolher ${loja.nome}` });
    // Another store is the current one at first (the nearest, or the first); if this one already is, Escape.
    if (await escolher.isVisible()) await escolher.click();
    else await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    // The panel closed: the focus is back on the button that opened it, not on <body>.
    await expect(alterar).toBeFocused();
    await expect(retirada).toContainText(loja.nome);

    const horario = retirada.getByLabel('Data e horário de retirada').filter({ visible: true });
    await expect(horario).toBeVisible();
    // The slots of the store chosen replace the previous store's when the page comes back from the server.
    const ofStore = (l: string) => onlyStoreDays.test(l) && storeWindows.test(l);
    await expect.poll(async () => (await slotLabels(horario)).every(ofStore)).toBe(true);
    const labels = await slotLabels(horario);
    expect(labels.length).toBeGreaterThan(0);
    for (const l of labels) {
      // The method's windows cut to the store's hours, on the days it opens.
      expect(l, 'um horário de retirada diz que é retirada').toMatch(onlyStoreDays);
      expect(l).toMatch(storeWindows);
    }
    const chosen = labels[Math.min(1, labels.length - 1)]!;
    await horario.selectOption({ label: chosen });
    await page.getByRole('radio', { name: paymentRadioName(supplier, requirePayment(supplier, 'PIX')) }).check();
    await answerOrderCharacteristics(page, await requiredOrderCharacteristics(supplier.idfornecedor));
    const n = await placeOrder(page);

    const order = await apiOrder(me, n);
    expect(order.tipoEntrega).toBe('RETIRADA');
    expect(order.lojaRetira?.nome).toBe(loja.nome);
    expect(order.formaEntrega.rotulo).toBe(chosen);
    const shown = page.getByRole('region', { name: 'Retirada' });
    await expect(shown).toContainText(loja.nome);
    await expect(shown).toContainText(chosen);
  },
);

// 2. Slots vs payment -----------------------------------------------------------------------------

test(
  'horários e pagamento no empório: trocar PIX por boleto refaz os horários a partir da confirmação e diz por quê; trocar a forma de entrega mantém o boleto',
  { tag: '@writes' },
  async ({ page }) => {
    const { supplier, me } = await consumerShopper(page, 'Cliente Horário Boleto', 9000);
    // The active method (the first) is a scheduled one; the store also has an express one (the API's `expressa`).
    const methods = await deliveryMethods(supplier, me);
    const scheduled = requireOnTarget(
      methods.find((m) => m.ativo && !m.expressa && m.agendamento.length > 0),
      `forma de entrega agendada ativa em ${supplier.nome}`,
    );
    const express = requireExpress(supplier, methods);
    const pixMethod = requirePayment(supplier, 'PIX');
    const boletoMethod = requirePayment(supplier, 'BOLETO');
    await walkToCheckout(page);
    const entrega = page.getByRole('region', { name: 'Entrega', exact: true });
    const agendada = methodRadio(entrega, scheduled);
    await expect(agendada).toBeChecked();
    const horario = entrega.getByLabel('Data e horário de entrega').filter({ visible: true });

    const pix = page.getByRole('radio', { name: paymentRadioName(supplier, pixMethod) });
    await pix.click();
    await expect(pix).toBeChecked();
    await expect(
      entrega.getByText(DELIVERY_METHOD_MESSAGES.horariosPeloPagamento('PIX')).filter({ visible: true }),
    ).toBeVisible();
    const withPix = await slotLabels(horario);
    expect(withPix.length).toBeGreaterThan(0);
    await horario.selectOption({ label: withPix[0]! });

    const boleto = page.getByRole('radio', { name: paymentRadioName(supplier, boletoMethod) });
    await boleto.click();
    // What changed and why, next to the slots; the focus stays where the shopper was.
    const why = entrega.getByText(DELIVERY_METHOD_MESSAGES.horariosPeloPagamento('BOLETO')).filter({ visible: true });
    await expect(why).toBeVisible();
    await expect(boleto).toBeFocused();
    await expect(horario).toHaveAccessibleDescription(DELIVERY_METHOD_MESSAGES.horariosPeloPagamento('BOLETO'));
    await expect.poll(() => slotLabels(horario)).not.toContain(withPix[0]);
    const withBoleto = await slotLabels(horario);
    expect(withBoleto[0], 'o primeiro horário com boleto é outro').not.toBe(withPix[0]);
    // The PIX slot is gone: the select shows the first one the boleto allows, not a stale choice.
    await expect(horario.locator('option:checked')).toHaveText(withBoleto[0]!);

    // Changing the delivery method keeps the payment chosen (the slots are per method).
    const expressa = methodRadio(entrega, express);
    await expressa.click();
    await expect(expressa).toBeChecked();
    await expect(boleto).toBeChecked();
    await agendada.click();
    await expect(boleto).toBeChecked();
    const chosen = withBoleto[Math.min(1, withBoleto.length - 1)]!;
    await horario.selectOption({ label: chosen });
    await answerOrderCharacteristics(page, await requiredOrderCharacteristics(supplier.idfornecedor));
    const n = await placeOrder(page);
    const order = await apiOrder(me, n);
    expect(order.pagamento.tipo).toBe('BOLETO');
    expect(order.formaEntrega.rotulo).toBe(chosen);
    await expect(page.getByRole('region', { name: 'Entrega', exact: true })).toContainText(chosen);
  },
);

test(
  'horários e pagamento no empório: escolher boleto e finalizar logo em seguida faz o pedido, com o primeiro horário depois da compensação',
  { tag: '@writes' },
  async ({ page }) => {
    const { supplier, me } = await consumerShopper(page, 'Cliente Boleto Apressado', 9000);
    const boletoMethod = requirePayment(supplier, 'BOLETO');
    await walkToCheckout(page);
    await answerOrderCharacteristics(page, await requiredOrderCharacteristics(supplier.idfornecedor));
    // The person does not wait for the slots to change: the click right after choosing the payment.
    await page.getByRole('radio', { name: paymentRadioName(supplier, boletoMethod) }).click();
    const n = await placeOrder(page);
    const order = await apiOrder(me, n);
    expect(order.pagamento.tipo).toBe('BOLETO');
    // The boleto clears in up to 3 business days: the slot is on a later day (lib/rules/delivery-slots.ts).
    const cleared = addDays(addBusinessDays(supplierToday(new Date()), BOLETO_CLEARING_BUSINESS_DAYS), 1);
    expect(
      order.formaEntrega.data_de_entrega!.slice(0, 10) >= cleared,
      `${order.formaEntrega.data_de_entrega} a partir de ${cleared}`,
    ).toBe(true);
  },
);

// 3. White-label leaks ----------------------------------------------------------------------------

for (const [key, role] of [
  ['emporio', 'consumer'],
  ['adega', 'pickup'],
] as const satisfies readonly (readonly [string, StoreRole])[]) {
  test(
    `white-label (${key}): da home ao produto, ao carrinho e ao login, nenhum outro fornecedor no HTML, no texto ou no título`,
    { tag: '@smoke' },
    async ({ page }) => {
      const store = requireStore(role);
      const own = await fetchSupplier(store);
      // Every other supplier of the platform's directory (the API's supplier list without a filter).
      const { fornecedores } = await callApi(supplierEndpoints.listSuppliers, { query: {} });
      const others = fornecedores
        .filter((d) => d.idfornecedor !== own.idfornecedor)
        .flatMap((d) => [d.nome, `/${d.slug}/`, `/${d.slug}"`, d.dominio])
        .filter(Boolean);
      requireOnTarget(others.length > 0, 'outro fornecedor no diretório da plataforma');
      const noLeak = async (where: string) => {
        const html = await page.content();
        const text = await page.locator('body').innerText();
        const title = await page.title();
        for (const s of others) {
          expect(html, `${where}: "${s}" no HTML`).not.toContain(s);
          expect(text, `${where}: "${s}" no texto`).not.toContain(s);
        }
        expect(title, `${where}: título`).toContain(own.nome);
      };

      await passAgeGate(page, store);
      await page.goto(store.url('/'));
      await noLeak('home');

      const list = page.getByRole('list', { name: 'Produtos', exact: true }).first();
      const first = list.getByRole('listitem').first().getByRole('link').first();
      await first.click();
      await expect(page).toHaveURL(/\/produto\//);
      await focusOnContent(page, 'abrir o produto');
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      await noLeak('produto');

      await page
        .getByRole('banner')
        .getByRole('button', { name: /^Carrinho, \d+ ite/ })
        .click();
      // A visitor's cart asks to log in first: the drawer, then its link to the login page.
      const drawer = page.getByRole('dialog', { name: 'Carrinho' });
      await expect(drawer).toBeVisible();
      await expectFocusNotLost(page, 'abrir o carrinho');
      await noLeak('carrinho');
      await drawer.getByRole('link', { name: 'Faça login para comprar' }).click();
      const modal = page.getByRole('dialog', { name: 'Entrar ou cadastrar' });
      const entrarPage = page
        .getByRole('main')
        .filter({ has: page.getByRole('heading', { name: 'Entrar ou cadastrar', level: 1 }) });
      await expect(modal.or(entrarPage)).toBeVisible();
      await expectFocusNotLost(page, '"Faça login para comprar"');
      await noLeak('login');
    },
  );
}

test(
  'white-label no atacado: o exemplo do pedido rápido é um código do próprio catálogo do Atacado',
  { tag: '@reference' },
  async ({ signedIn }) => {
    // The company store's codes as its catalogue answers them, every page.
    const store = requireStore('company');
    const { idfornecedor } = await fetchSupplier(store);
    const codes = new Set<string>();
    for (let pagina = 1; pagina <= 20; pagina++) {
      const l = await apiProducts(idfornecedor, { page: pagina, limit: 100, tipoentrega: 'DELIVERY' });
      for (const p of l.produtos) codes.add(p.codigo);
      if (l.produtos.length < 100) break;
    }
    expect(codes.size).toBeGreaterThan(0);

    // The approved company from its stored session (an account of the company store).
    const page = await signedIn('approvedCompany');
    await page.goto(store.url('/conta'));
    await page.getByRole('main').getByRole('link', { name: 'Pedido rápido' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Pedido rápido' })).toBeVisible();
    const placeholder = await page.getByLabel('Ou cole as linhas (código e quantidade)').getAttribute('placeholder');
    const [header, example, ...rest] = (placeholder ?? '').split('\n');
    expect(header).toBe('codigo;quantidade');
    expect(rest).toEqual([]);
    const code = example!.split(';')[0]!;
    expect([...codes], `"${code}" é um código do Atacado`).toContain(code);
  },
);

test(
  'white-label na adega: da home à busca e ao produto com preço por volume, o texto visível nunca diz "atacado"',
  { tag: '@reference' },
  async ({ page }) => {
    const store = requireStore('pickup');
    const all = await visitorProducts(store);
    // A product with a volume price: where a wholesaler's words would show.
    const volume = requireOnTarget(
      all.produtos.find((p) => p.disponivel && p.precovendaatacado !== null && p.minvendaatacado !== null),
      'um produto da loja só de retirada com preço por volume',
    );
    const noAtacado = async (where: string) => {
      await expect(page.getByRole('main')).toBeVisible();
      const text = await page.locator('body').innerText();
      expect(text, `${where}: "atacado" no texto`).not.toMatch(/atacado/i);
      expect(await page.title(), `${where}: título`).not.toMatch(/atacado/i);
    };

    await passAgeGate(page, store);
    await page.goto(store.url('/'));
    await noAtacado('home');
    const box = page.getByRole('combobox', { name: 'Buscar produtos' });
    await typeInto(box, volume.nome);
    await box.press('Enter');
    await expect(page).toHaveURL(/\/busca\?q=/);
    await expect(page.getByRole('main').getByRole('link', { name: volume.nome, exact: true }).first()).toBeVisible();
    await noAtacado('busca');
    await page.getByRole('main').getByRole('link', { name: volume.nome, exact: true }).first().click();
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: volume.nome })).toBeVisible();
    await noAtacado('produto');
  },
);

// 4. The tips page's picture ----------------------------------------------------------------------

test(
  '"Dicas de conservação" pelo rodapé: a página abre com o foco no conteúdo e toda imagem carrega',
  { tag: '@smoke' },
  async ({ page }) => {
    const store = requireStore('consumer');
    await passAgeGate(page, store);
    await ensureDeliveryAddress(page, store);
    await page.goto(store.url('/'));
    // A content page the footer links to that has a picture: the footer's links to /pagina/…, each page read.
    const footerLinks = page.getByRole('contentinfo').getByRole('link');
    const pages: { name: string; path: string }[] = [];
    for (const link of await footerLinks.all()) {
      const href = await link.getAttribute('href');
      const url = href ? new URL(href, page.url()) : null;
      if (url && url.origin === new URL(page.url()).origin && /\/pagina\/[^/]+$/.test(url.pathname))
        pages.push({ name: (await link.innerText()).trim(), path: url.pathname });
    }
    let tips: { name: string; path: string } | undefined;
    for (const p of pages) {
      // Read as the browser reads it (the store's domain resolves there).
      const html = await page.evaluate(async (url) => (await fetch(url)).text(), p.path);
      const main = /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '';
      if (/<img\b/.test(main)) {
        tips = p;
        break;
      }
    }
    requireOnTarget(tips, 'página de conteúdo com imagem nos links do rodapé da loja de consumidor');

    await page.getByRole('contentinfo').getByRole('link', { name: tips!.name, exact: true }).first().click();
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(tips!.path)}$`));
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: tips!.name })).toBeVisible();
    await focusOnContent(page, 'o link do rodapé');
    const images = page.getByRole('main').locator('img');
    expect(await images.count(), 'a página tem imagem').toBeGreaterThan(0);
    for (const img of await images.all()) {
      await img.scrollIntoViewIfNeeded();
      await expect
        .poll(
          () =>
            img.evaluate((el) => {
              const i = el as HTMLImageElement;
              return i.complete ? i.naturalWidth : -1;
            }),
          { message: `imagem ${await img.getAttribute('src')} carregou` },
        )
        .toBeGreaterThan(0);
    }
  },
);

// 5. Express delivery's label ---------------------------------------------------------------------

test(
  '"Entrega expressa (até 2 horas)" diz o primeiro horário, nunca "Com agendamento": no frete do carrinho e no checkout',
  { tag: '@writes' },
  async ({ page }) => {
    const { supplier, me } = await consumerShopper(page, 'Cliente Expressa', 9000);
    // The store's express method, as the API flags it (`expressa`).
    const express = requireExpress(supplier, await deliveryMethods(supplier, me));
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Carrinho, \d+ ite/ })
      .click();
    await page.getByRole('dialog', { name: 'Carrinho' }).getByRole('link', { name: 'Ver carrinho' }).click();
    await expect(page).toHaveURL(/\/carrinho$/);
    const formas = page.getByRole('list', { name: 'Formas de entrega' });
    const noCarrinho = formas.getByRole('listitem').filter({ hasText: express.descricao });
    await expect(noCarrinho).toContainText('Primeiro horário: ', { timeout: 15_000 });
    await expect(noCarrinho).not.toContainText('Com agendamento');
    await expect(noCarrinho).toContainText(
      /Primeiro horário: (dom|seg|ter|qua|qui|sex|sáb)\., \d{2}\/\d{2}, das \d{2}:\d{2} às \d{2}:\d{2}/,
    );

    await page.getByRole('main').getByRole('link', { name: 'Finalizar pedido' }).click();
    await expect(page).toHaveURL(/\/finalizar$/);
    await expect(page.getByRole('form', { name: 'Finalizar pedido' })).toHaveAttribute('data-pronto', 'true');
    const entrega = page.getByRole('region', { name: 'Entrega', exact: true });
    const expressa = methodRadio(entrega, express);
    await expressa.click();
    await expect(expressa).toBeFocused();
    const slots = entrega.getByLabel('Data e horário de entrega').filter({ visible: true });
    const first = (await slotLabels(slots))[0]!;
    // The label says its first slot, the one the select offers first, and the cart said the same.
    await expect(expressa).toHaveAccessibleDescription(
      new RegExp(`^Primeiro horário: ${first.replace(/[.()]/g, '\\$&')}`),
    );
    // 'Com agendamento' belongs to the scheduled method, never to the express one.
    const expressNote = await expressa.evaluate(
      (el) => document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent ?? '',
    );
    expect(expressNote).not.toContain('Com agendamento');
  },
);

// 6. A new address from checkout ------------------------------------------------------------------

test(
  'em /finalizar, "Alterar endereço" → "Adicionar endereço": CEP digitado preenche a rua, o número digitado; o novo endereço vira o de entrega, o frete segue e o pedido vai para ele',
  { tag: '@writes' },
  async ({ page }) => {
    const { store, supplier, me, cart } = await consumerShopper(page, 'Cliente Endereço Novo', 9000);
    const express = requireExpress(supplier, await deliveryMethods(supplier, me));
    // Another CEP the store serves, found through the API (its express freight differs from the first address's).
    const c = await anotherServedCep(supplier, store, cart);
    await walkToCheckout(page);
    const entrega = page.getByRole('region', { name: 'Entrega', exact: true });
    await expect(entrega).toContainText(formatCep(storeCep(store)));
    const expressa = methodRadio(entrega, express);
    const expressBefore = await expressa.evaluate((el) => (el as HTMLInputElement).labels?.[0]?.textContent ?? '');

    const alterar = entrega.getByRole('button', { name: 'Alterar endereço' });
    await alterar.click();
    const panel = page.getByRole('dialog', { name: 'Entrega e retirada' });
    await expect(panel).toBeVisible();
    const adicionar = panel.getByRole('button', { name: 'Adicionar endereço' });
    await adicionar.click();
    const dialog = page.getByRole('dialog', { name: 'Adicionar endereço' });
    await expect(dialog).toBeVisible();
    await expectFocusNotLost(page, 'abrir "Adicionar endereço"');
    const cep = dialog.getByLabel('CEP');
    await typeInto(cep, c.cep);
    await expect(cep).toHaveValue(`${c.cep.slice(0, 5)}-${c.cep.slice(5)}`);
    await expect(dialog.getByLabel('Rua')).toHaveValue(c.rua);
    await expect(dialog.getByLabel('Bairro')).toHaveValue(c.bairro);
    await typeInto(dialog.getByLabel('Apelido'), 'Academia');
    await typeInto(dialog.getByLabel('Número'), '455');
    await dialog.getByRole('button', { name: 'Salvar e usar este endereço' }).click();

    await expect(dialog).toBeHidden();
    await expect(panel).toBeHidden();
    // Still at checkout, the focus on the page (never <body>), the new address the delivery's.
    await expect(page).toHaveURL(/\/finalizar$/);
    await expectFocusNotLost(page, 'salvar o endereço novo');
    console.log(`[foco] depois de "Salvar e usar este endereço": ${await describeFocus(page)}`);
    await expect(entrega).toContainText(formatCep(c.cep));
    await expect(entrega).not.toContainText('Escolha um dos seus endereços');
    // The express freight is by distance: another address, another figure.
    await expect
      .poll(() => expressa.evaluate((el) => (el as HTMLInputElement).labels?.[0]?.textContent ?? ''))
      .not.toBe(expressBefore);

    await answerOrderCharacteristics(page, await requiredOrderCharacteristics(supplier.idfornecedor));
    await page.getByRole('radio', { name: paymentRadioName(supplier, requirePayment(supplier, 'PIX')) }).check();
    const n = await placeOrder(page);
    const order = await apiOrder(me, n);
    expect(order.enderecoentrega?.textoendereco).toContain(`${c.rua}, 455`);
    await expect(page.getByRole('region', { name: 'Entrega', exact: true })).toContainText(
      order.enderecoentrega!.textoendereco!,
    );
  },
);

// 7. The end of a company's sign-up ---------------------------------------------------------------

test(
  'cadastro de empresa (CNPJ) no atacado: a tela final diz que aguarda aprovação com a mensagem do fornecedor; a loja mostra a faixa e nenhum pedido sai',
  { tag: '@writes' },
  async ({ page }) => {
    const store = requireStore('company');
    const supplier = await fetchSupplier(store);
    const mensagem = supplier.config.message_after_create ?? IDENTITY_MESSAGES.cadastroCriadoPendente;
    const cnpj = randomCnpj();
    await ensureDeliveryAddress(page, store);
    await page.goto(store.url('/'));

    const dialog = await openLoginForm(page);
    const login = dialog.getByLabel('Email, CPF ou CNPJ');
    await expect(login).toBeFocused();
    await typeHere(page, cnpj);
    await dialog.getByRole('button', { name: 'Continuar' }).click();
    const form = dialog.getByRole('form', { name: 'Cadastro' });
    await expect(form).toBeVisible();
    await replaceText(form.getByLabel('Razão social'), 'Bar do Teclado Ltda');
    await typeInto(form.getByLabel('Nome do responsável'), 'Maria Teclado');
    await typeInto(form.getByLabel('Email'), `e2e.${cnpj}@teste.com.br`);
    await typeInto(form.getByLabel('Telefone'), '11987654321');
    await form.getByLabel('Segmento do negócio').selectOption({ index: 1 });
    // A company states its IE, or that it is exempt, and its tax regime (decision 0049).
    await form.getByRole('checkbox', { name: 'Isento' }).check();
    await form.getByLabel('Regime tributário').selectOption({ label: 'Simples Nacional' });
    await typeInto(form.getByLabel('Crie uma senha'), NEW_CUSTOMER_PASSWORD);
    await form.getByRole('button', { name: 'Cadastrar' }).click();

    // The final screen: spec 8's pending-approval title and the supplier's message_after_create.
    const status = dialog.getByRole('status').filter({ hasText: IDENTITY_MESSAGES.cadastroPendenteTitulo });
    await expect(status).toBeVisible({ timeout: 20_000 });
    await expect(status).toContainText(mensagem);
    await expect(status).not.toContainText('você já pode comprar');
    const next = dialog.getByRole('button', { name: 'Continuar', exact: true });
    // The Atacado's terms of use come on top of that screen for the new account (mandatory): a person accepts them
    // first, and the page reloads with the account in; otherwise "Continuar" goes on.
    const terms = page.getByRole('dialog', { name: 'Termos de uso' });
    await terms.waitFor({ timeout: 5_000 }).catch(() => undefined);
    // The focus is on the next thing to do: "Continuar", or, with the terms on top, the terms' title or their button.
    await focusOnOneOf(page, 'o fim do cadastro', [
      next,
      terms.getByRole('heading', { name: 'Termos de uso' }),
      terms.getByRole('button', { name: 'Li e aceito os termos de uso' }),
    ]);
    if (await terms.isVisible()) await acceptTermsIfShown(page);
    else await next.click();

    // The store: the header has the new account without a reload, the pending banner, the same message.
    await expect(page.getByRole('banner').locator('[data-account-area]').first()).toHaveAttribute(
      'data-logado',
      'true',
    );
    const banner = page.getByRole('status', { name: 'Cadastro em análise' });
    await expect(banner).toHaveText(IDENTITY_MESSAGES.cadastroAguardando);
    await expect(banner).toHaveAttribute('data-pode-enviar', 'false');
    // Then on the page's content: its heading, or the pending banner that says what happens next.
    await focusOnOneOf(page, '"Continuar" depois do cadastro', [
      page.getByRole('main').getByRole('heading', { level: 1 }),
      page.locator('#conteudo'),
      banner,
    ]);
    if (/\/cadastro-em-analise$/.test(page.url())) {
      await expect(page.getByRole('main')).toContainText(mensagem);
      await page.getByRole('main').getByRole('link', { name: 'Continuar navegando' }).click();
      await expect(page).toHaveURL(store.url('/'));
    }
    await expect(page.getByRole('status', { name: 'Cadastro em análise' })).toBeVisible();

    // Prices as the API shows them to this account (the Atacado holds them until approval, if it says so).
    const session = await apiLogin(cnpj, NEW_CUSTOMER_PASSWORD, supplier.idfornecedor);
    const listed = await apiProducts(supplier.idfornecedor, { page: 1, limit: 20 }, session);
    const main = page.getByRole('main');
    await expect(main.getByRole('list', { name: 'Produtos', exact: true }).first()).toBeVisible();
    if (!listed.possuiPreco) {
      await expect(main.getByText(/R\$/)).toHaveCount(0);
    } else {
      const priced = listed.produtos.find((p) => p.preco !== null);
      if (priced) await expect(main.getByText(/R\$/).first()).toBeVisible();
    }
  },
);
