/**
 * The checkout in Chromium against the real API. A consumer on the consumer store (the Empório) orders with
 * delivery, a slot and PIX and gets a scannable QR (decoded from a screenshot) that is exactly the
 * copy-and-paste code; the payment simulator confirms it. A pickup order on the pickup-only store (the Adega)
 * with a card; a company on the company store (the Atacado) on boleto (printable, ITF barcode) and on terms; a
 * double click makes one order; a refusal keeps what was typed; the checkout without JavaScript; axe. Every
 * customer is the test's own (registered through the API) or the target's account; stores, CEPs, fees, payment
 * methods, coupons and characteristics come from the target (docs/qa.md); the truth is the API's order.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

import type { ProductSummary, Supplier } from '../lib/contract';
import type { Cart } from '../lib/contract/cart';
import { couponEndpoints } from '../lib/contract/coupon';
import { DELIVERY_METHOD_MESSAGES, deliveryMethodEndpoints } from '../lib/contract/delivery-methods';
import { identityEndpoints } from '../lib/contract/identity';
import { invoiceEndpoints } from '../lib/contract/invoice';
import type { OrderCharacteristic } from '../lib/contract/order-content';
import { ORDER_MESSAGES } from '../lib/contract/order-messages';
import { orderReadEndpoints, type Order } from '../lib/contract/order-read';
import { ORDER_STATUS_LABELS } from '../lib/contract/order-status';
import { PRE_CHARGE_NOTE, type PaymentType } from '../lib/contract/payment';
import { representativeEndpoints } from '../lib/contract/representatives';
import { GA4_TAG } from '../lib/rules/analytics';
import { barcodeFromLinha, validateLinhaDigitavel } from '../lib/rules/boleto';
import { COUPON_MESSAGES } from '../lib/rules/coupon';
import { instalmentPlan } from '../lib/rules/instalments';
import { decodeItf } from '../lib/rules/itf';
import { methodName } from '../lib/rules/payment-method';
import { formatPixAmount, parsePixPayload, validatePixPayload } from '../lib/rules/pix';
import {
  apiAddAddress,
  apiAddresses,
  apiLogin,
  apiProducts,
  callApi,
  isPlainUnit,
  saveApiCart,
  apiCart as savedCart,
  tryApi,
} from './api-client';
import {
  axeClean,
  ensureDeliveryAddress,
  expect,
  fetchSupplier,
  formatBRL,
  openCartFromHeader,
  passAgeGate,
  randomCpf,
  registerApprovedCompany,
  registerCustomer,
  replaceText,
  requireAccount,
  requireOnTarget,
  requireStore,
  signInThroughApi,
  test,
  typeHere,
  typeInto,
  type ApiCustomer,
  type TargetAccount,
  type TargetStore,
} from './fixtures';
import {
  answerOrderCharacteristics,
  cepNotServed,
  characteristicAnswer,
  formatCep,
  paymentRadioName,
  placeAt,
  requiredOrderCharacteristics,
  requirePayment,
  storeCep,
  wholeCartPercentCoupon,
} from './store-discovery';

test.describe.configure({ timeout: 150_000 });

// The target's stores (e2e/target.ts): the consumer store (the Empório locally), the pickup-only store (the
// Adega) and the company store (the Atacado). Their ids, tags, payment methods, fees and order characteristics
// come from the API; the CEPs from the profile. A test needing a store the target lacks is skipped.
const consumer = () => requireStore('consumer');
const pickup = () => requireStore('pickup');
const company = () => requireStore('company');

const brl = (c: number) => formatBRL(c).replace(/\s/g, ' ');
/** Products whose stock the demo controls (other tests count it). */
const STOCKED = ['Panetone de frutas 500 g', 'Champagne Brut'];

/** Products a line of quantity 1 buys at the list price (no tiers, no minimum, no subscription). */
async function plainProducts(
  store: TargetStore,
  me: ApiCustomer,
  tipo: 'DELIVERY' | 'RETIRADA',
): Promise<ProductSummary[]> {
  const { idfornecedor } = await fetchSupplier(store);
  const { produtos } = await apiProducts(idfornecedor, { page: 1, limit: 100, tipoentrega: tipo }, me);
  return produtos.filter((p) => isPlainUnit(p) && !STOCKED.includes(p.nome));
}

/** Saves a cart of one unit of each product until the total reaches `minimo` (centavos); answers the API's cart. */
async function fillCart(
  store: TargetStore,
  me: ApiCustomer,
  minimo: number,
  tipo: 'DELIVERY' | 'RETIRADA' = 'DELIVERY',
  maximo = Infinity,
): Promise<Cart> {
  const all = await plainProducts(store, me, tipo);
  const itens: { idproduto: string; quantidade: number }[] = [];
  let total = 0;
  for (const p of [...all].sort((a, b) => a.preco! - b.preco!)) {
    if (total >= minimo) break;
    if (total + p.preco! > maximo) continue;
    itens.push({ idproduto: p.idproduto, quantidade: 1 });
    total += p.preco!;
  }
  requireOnTarget(
    total >= Math.min(minimo, 1),
    `produtos simples bastantes para um carrinho de ${brl(minimo)} em ${store.slug}`,
  );
  return saveApiCart(me, (await fetchSupplier(store)).idfornecedor, { cartItens: itens });
}

/** The saved cart as the API shows it (for a payment method, when the coupon depends on it). */
const apiCart = async (store: TargetStore, me: ApiCustomer, idformapagamento?: string) =>
  savedCart(me, { idfornecedor: (await fetchSupplier(store)).idfornecedor, idformapagamento });

async function apiOrder(
  _: APIRequestContext,
  me: ApiCustomer,
  numpedido: number,
): Promise<{ status: number; order: Order | null }> {
  const r = await tryApi(orderReadEndpoints.getOrder, { params: { numpedido }, auth: me });
  return r.ok ? { status: 200, order: r.data } : { status: r.status, order: null };
}

const checkoutForm = (page: Page) => page.getByRole('form', { name: 'Finalizar pedido' });
const submitButton = (page: Page) => page.getByRole('button', { name: 'Finalizar pedido' });

/** Opens /finalizar, the form interactive (its script marks it). */
async function openCheckout(page: Page, store: TargetStore, hydrated = true): Promise<void> {
  await page.goto(store.url('/finalizar'));
  await expect(checkoutForm(page)).toBeVisible();
  if (hydrated) await expect(checkoutForm(page)).toHaveAttribute('data-pronto', 'true');
}

/** The store's required order characteristics (the Empório's "Se faltar algum produto"), from the API. */
async function storeCharacteristics(store: TargetStore): Promise<OrderCharacteristic[]> {
  return requiredOrderCharacteristics((await fetchSupplier(store)).idfornecedor);
}

/** Answers the store's required characteristics in the checkout form. */
async function answerCharacteristics(page: Page, store: TargetStore): Promise<void> {
  await answerOrderCharacteristics(page, await storeCharacteristics(store));
}

/** The order number of the confirmation page the browser is on. */
async function landedOrder(page: Page): Promise<number> {
  await expect(page).toHaveURL(/\/submissao\/\d+$/, { timeout: 30_000 });
  return Number(/\/submissao\/(\d+)$/.exec(page.url())![1]);
}

/** Checks the store's payment method of a kind at checkout, by the name its radio has there. */
async function choose(page: Page, store: TargetStore, tipo: PaymentType): Promise<void> {
  const supplier = await fetchSupplier(store);
  await page.getByRole('radio', { name: paymentRadioName(supplier, requirePayment(supplier, tipo)) }).check();
}

/** The store's PIX radio: its name as the checkout writes it (with the price effect, if the store varies by payment). */
function pixRadioName(supplier: Supplier): string {
  return paymentRadioName(supplier, requirePayment(supplier, 'PIX'));
}

/**
 * A customer of the test on the consumer store: registered through the API with an address at the store's CEP
 * (the place from the API's CEP look-up), a cart between `minimo` and `maximo`, logged in on the store's home.
 */
async function customerOnConsumerStore(
  _: APIRequestContext,
  page: Page,
  nome: string,
  minimo?: number,
  maximo = Infinity,
) {
  const store = consumer();
  const me = await registerCustomer(store, nome);
  await apiAddAddress(me, await placeAt(storeCep(store)));
  // Above the store's minimum order (R$ 10,00 more), unless the test asks for less.
  const floor = minimo ?? ((await fetchSupplier(store)).meta_info.pedido_minimo ?? 0) + 1000;
  const cart = await fillCart(store, me, floor, 'DELIVERY', maximo);
  await passAgeGate(page, store);
  await page.goto(store.url('/'));
  await signInThroughApi(page, store, me.cpf);
  return { me, cart, store };
}

/**
 * A client of the representative's portfolio at the store, approved, with the store's terms still to accept and
 * saved addresses none of which is at the store's CEP: its session (the representative acting for it, as the
 * portfolio offers) and one of those addresses. Acting for a client ends the representative's session, so each
 * client is tried from a fresh login.
 */
async function portfolioClientWithPendingTerms(store: TargetStore, representative: TargetAccount) {
  const { idfornecedor } = await fetchSupplier(store);
  const representativeLogin = () =>
    callApi(identityEndpoints.authenticateRepresentative, {
      body: {
        cpf: representative.login,
        senha: representative.password,
        idfornecedor,
        loginAsRepresentante: true,
        tokenOrigin: 'commerce',
      },
    });
  const first = await representativeLogin();
  const { clientes } = await callApi(representativeEndpoints.listRepresentativeClients, {
    params: { idfornecedor, idrepresentante: first.representante.idusuario },
    query: {},
    auth: { token: first.token },
  });
  for (const client of clientes.filter((c) => c.cadastro_aprovado)) {
    const rep = await representativeLogin();
    const acting = await callApi(representativeEndpoints.actAsClient, {
      params: { idfornecedor, idcliente: client.idcliente },
      auth: { token: rep.token },
    });
    if (acting.usuario.termosuso.aceito) continue;
    const me: ApiCustomer = { cpf: client.cpf ?? '', token: acting.token, idcliente: client.idcliente };
    const addresses = await apiAddresses(me);
    if (addresses.some((a) => a.cep === store.cep)) continue;
    const address = addresses[0];
    if (address) return { client, me, address };
  }
  return undefined;
}

test(
  'carrinho: pedido mínimo com o que falta, frete pelo CEP (e a mensagem de quem não atende), e "Finalizar pedido"',
  { tag: '@writes' },
  async ({ page, api }) => {
    const minimo = requireOnTarget(
      (await fetchSupplier(consumer())).meta_info.pedido_minimo,
      'pedido mínimo na loja de consumidor',
    );
    const { cart, store } = await customerOnConsumerStore(api, page, 'Cliente Frete', 1, Math.min(2000, minimo - 1));
    // What the API says of this cart at the store's CEP: the minimum, fee and hours beside the freight, and the methods.
    const { idfornecedor } = await fetchSupplier(store);
    const produtos = cart.produtosSelecionados.map((p) => ({ idproduto: p.idproduto, quantidade: p.quantidade }));
    const freight = await callApi(deliveryMethodEndpoints.estimateFreightByCep, {
      params: { idfornecedor, cep: storeCep(store) },
      query: { tipoEntrega: 'DELIVERY' },
      body: { produtos },
    });
    const first = requireOnTarget(freight.formasEntrega[0], `forma de entrega no CEP ${storeCep(store)}`);
    const away = await cepNotServed(idfornecedor, produtos);
    await page.goto(store.url('/carrinho'));
    const aside = page.getByRole('complementary', { name: 'Informações do pedido' });
    await expect(aside).toContainText(`Pedido mínimo: ${brl(minimo)}`);
    await expect(aside).toContainText(`Faltam ${brl(minimo - cart.totalCompras!)} para o pedido mínimo.`);
    if (freight.horarioAtendimento) await expect(aside).toContainText('Horário de atendimento:');
    if (freight.taxaConveniencia)
      await expect(aside).toContainText(`Taxa de conveniência: ${brl(freight.taxaConveniencia)}`);
    else await expect(aside).not.toContainText('Taxa de conveniência');
    const frete = aside.getByRole('region', { name: 'Calcular frete' });
    await expect(frete.getByLabel('CEP de entrega')).toHaveValue(formatCep(storeCep(store)));
    await expect(frete.getByRole('list', { name: 'Formas de entrega' })).toContainText(first.descricao, {
      timeout: 15_000,
    });
    if (first.valor > 0)
      await expect(frete.getByRole('list', { name: 'Formas de entrega' })).toContainText(brl(first.valor));
    await replaceText(frete.getByLabel('CEP de entrega'), formatCep(away));
    // The response's Mensagem, in place of the list.
    await expect(frete).toContainText(DELIVERY_METHOD_MESSAGES.fornecedorNaoAtende, { timeout: 15_000 });
    await expect(frete.getByRole('list', { name: 'Formas de entrega' })).toHaveCount(0);
    await aside.getByRole('link', { name: 'Finalizar pedido' }).click();
    await expect(page).toHaveURL(/\/finalizar$/);
    await expect(checkoutForm(page)).toBeVisible();
  },
);

test(
  'consumidor no empório: entrega agendada e PIX; o QR lido da tela é o copia e cola, com o total; copiar avisa; o pagamento confirmado aparece',
  { tag: ['@writes', '@reference'] },
  async ({ page, api, backOffice, context }) => {
    const supplier = await fetchSupplier(consumer());
    // GA4 events are the store's choice (its tag); the test reads them.
    requireOnTarget(supplier.tag.includes(GA4_TAG), `eventos GA4 na loja de consumidor (etiqueta ${GA4_TAG})`);
    const pixName = pixRadioName(supplier);
    const card = requirePayment(supplier, 'CARTAO_CREDITO');
    const { me, cart, store } = await customerOnConsumerStore(api, page, 'Cliente PIX');
    // The active delivery method at the customer's address, with slots to choose from (the API's list).
    const { formasEntrega } = await callApi(deliveryMethodEndpoints.listDeliveryMethods, {
      params: { idfornecedor: supplier.idfornecedor },
      query: { tipoEntrega: 'DELIVERY' },
      auth: me,
    });
    const scheduled = requireOnTarget(
      formasEntrega.find((m) => m.ativo && m.agendamento.length > 0),
      'forma de entrega agendada ativa no CEP da loja de consumidor',
    );
    // Measuring needs the shopper's yes (decision 0034): this one accepts all cookies.
    await page.getByRole('region', { name: 'Aviso de cookies' }).getByRole('button', { name: 'Aceitar todos' }).click();
    await openCheckout(page, store);

    const entrega = page.getByRole('region', { name: 'Entrega', exact: true });
    await expect(entrega).toContainText(`Receber em ${formatCep(storeCep(store))}`);
    const metodo = entrega.getByRole('radio', { name: scheduled.descricao });
    await expect(metodo).toBeChecked();
    const horario = entrega.getByLabel('Data e horário de entrega').filter({ visible: true });
    const options = horario.locator('option');
    await answerCharacteristics(page, store);
    await page.getByRole('radio', { name: pixName, exact: true }).check();
    // The review shows the cart's goods and the method's freight.
    const revisao = page.getByRole('region', { name: 'Revisão' });
    await expect(revisao.getByLabel('Produtos')).toHaveText(brl(cart.totalCompras!));
    const reviewTotal = await revisao.getByLabel('Total do pedido').textContent();
    // GA4 (the Empório sends events): begin_checkout on the page, add_payment_info for the choice.
    const events = () =>
      page.evaluate(() =>
        ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? [])
          .map((e) => e.event)
          .filter(Boolean),
      );
    await expect.poll(events).toContain('begin_checkout');
    await page.getByRole('radio', { name: paymentRadioName(supplier, card) }).check();
    await page.getByRole('radio', { name: pixName, exact: true }).check();
    await expect.poll(events).toEqual(['begin_checkout', 'add_payment_info', 'add_payment_info']);
    // A change of payment brings the first slot back (decision 0051): the slot is chosen last, from
    // the PIX list, once the page says the slots are PIX's.
    await expect(horario).toHaveAccessibleDescription(DELIVERY_METHOD_MESSAGES.horariosPeloPagamento('PIX'));
    expect(await options.count()).toBeGreaterThan(1);
    const second = (await options.nth(1).textContent())!;
    await horario.selectOption({ index: 1 });
    await submitButton(page).click();

    const n = await landedOrder(page);
    const { order } = await apiOrder(api, me, n);
    // What the review said is what the API charged.
    expect(reviewTotal?.replace(/\s/g, ' ')).toBe(brl(order!.totalPedido!));
    await expect.poll(events).toContain('purchase');
    expect((await events()).filter((e) => e === 'purchase')).toHaveLength(1);
    expect(order).toMatchObject({
      numpedido: n,
      status: 'AGUARDANDOPAGAMENTO',
      tipoEntrega: 'DELIVERY',
      pagamento: { tipo: 'PIX' },
    });
    await expect(page.getByRole('heading', { name: `Pedido nº ${n}` })).toBeVisible();
    await expect(page.getByText('Aguardando pagamento')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Entrega', exact: true })).toContainText(second.trim());
    await expect(page.getByLabel('Total do pedido')).toHaveText(brl(order!.totalPedido!));

    // The QR on the screen decodes to exactly the copy-and-paste code, a valid BR Code with the total.
    const copia = order!.pagamento.pix!.copiaECola;
    await expect(page.getByLabel('PIX copia e cola')).toHaveValue(copia);
    const qr = page.getByRole('img', { name: 'QR Code PIX' });
    const png = PNG.sync.read(await qr.screenshot());
    const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    expect(decoded?.data).toBe(copia);
    expect(validatePixPayload(copia)).toEqual({ ok: true });
    expect(parsePixPayload(copia).fields['54']).toBe(formatPixAmount(order!.totalPedido!));

    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: store.origin });
    await page.getByRole('button', { name: 'Copiar código PIX' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Código PIX copiado!' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(copia);

    // The cart became the order.
    expect((await apiCart(store, me)).produtosSelecionados).toEqual([]);

    // The payment simulator confirms it: the page says so without a reload.
    await backOffice.confirmPayment(n);
    await expect(page.getByRole('status').filter({ hasText: 'Pagamento confirmado' })).toBeVisible({ timeout: 20_000 });
    // Paid, it goes back to the supplier to be prepared: not yet "Pronto para entrega" (docs/order-status.md).
    await expect(page.locator('[data-order-status]').first()).toHaveAttribute('data-order-status', 'ENVIADO');
    await expect(page.getByText('Pronto para entrega')).toHaveCount(0);
  },
);

test(
  'retirada na adega com cartão em 2 parcelas: a nota de pré-autorização, e a confirmação com bandeira e final',
  { tag: '@writes' },
  async ({ page, api }) => {
    const store = pickup();
    const supplier = await fetchSupplier(store);
    const method = requirePayment(supplier, 'CARTAO_CREDITO');
    requireOnTarget(method.max_parcelas >= 2, 'cartão em 2 parcelas na loja só de retirada');
    await passAgeGate(page, store);
    const me = await registerCustomer(store, 'Cliente Cartão');
    await fillCart(store, me, Math.max(8000, (supplier.meta_info.pedido_minimo ?? 0) + 1000), 'RETIRADA');
    await page.goto(store.url('/'));
    await signInThroughApi(page, store, me.cpf);
    await openCheckout(page, store);

    const retirada = page.getByRole('region', { name: 'Retirada' });
    await expect(retirada).toContainText('Retirada em');
    await expect(retirada.getByRole('radio').first()).toBeChecked();
    const card = page.getByRole('radio', { name: paymentRadioName(supplier, method) });
    // "Cartão de crédito em até 10x": the count is said once, not "… em até 10x · em até 10x".
    const cardLabel = await card.evaluate((el) => (el as HTMLInputElement).labels?.[0]?.textContent ?? '');
    expect(cardLabel.match(new RegExp(`${method.max_parcelas}x`, 'g')), cardLabel).toHaveLength(1);
    await card.check();
    await expect(page.getByText(PRE_CHARGE_NOTE)).toBeVisible();
    const numero = page.getByLabel('Número do cartão');
    await expect(async () => {
      await replaceText(numero, '4111111111111111');
      await expect(numero).toHaveValue('4111 1111 1111 1111', { timeout: 1000 });
    }).toPass();
    await expect(page.getByText('Bandeira: Visa')).toBeVisible();
    await typeInto(page.getByLabel('Nome impresso no cartão'), 'Cliente Cartao');
    await typeInto(page.getByLabel('Validade (MM/AA)'), '1230');
    await expect(page.getByLabel('Validade (MM/AA)')).toHaveValue('12/30');
    await typeInto(page.getByLabel('Código de segurança (CVV)'), '123');
    await page.getByLabel('Parcelas').selectOption('2');
    // The order shows the very figures chosen at checkout, and they add up to the total.
    const escolhido = (await page.getByLabel('Parcelas').locator('option:checked').textContent())!.trim();
    await submitButton(page).click();

    const n = await landedOrder(page);
    const { order } = await apiOrder(api, me, n);
    expect(order).toMatchObject({
      tipoEntrega: 'RETIRADA',
      pagamento: { tipo: 'CARTAO_CREDITO', cartao: { final: '1111', quantParcelas: 2 } },
    });
    const pagamento = page.getByRole('region', { name: 'Pagamento' });
    await expect(pagamento).toContainText('Visa final 1111');
    await expect(pagamento).toContainText(escolhido);
    const cartao = order!.pagamento.cartao!;
    expect(cartao.valorParcela + cartao.ultimaParcela!).toBe(order!.totalPedido);
    await expect(pagamento).toContainText(brl(order!.pagamento.cartao!.valorPreAutorizado));
    await expect(pagamento).toContainText(PRE_CHARGE_NOTE);
    await expect(page.getByRole('region', { name: 'Retirada' })).toContainText(order!.lojaRetira!.nome);
    await expect(page.getByRole('region', { name: 'Retirada' })).toContainText('Horário:');
    // The number never reached the page's HTML or the order.
    expect(await page.content()).not.toContain('4111111111111111');
  },
);

test(
  'empresa no atacado: boleto com linha digitável válida e boleto para imprimir com o código de barras; depois a prazo, com o limite antes e o vencimento depois',
  { tag: ['@writes', '@reference'] },
  async ({ page, api, backOffice }) => {
    const store = company();
    const supplier = await fetchSupplier(store);
    // The company store prices by payment method (its tag): PIX and boleto at different prices; it sells on terms.
    requireOnTarget(
      supplier.tag.includes('support-price-variance-by-payment'),
      'preço por forma de pagamento na loja de empresa',
    );
    const pix = requirePayment(supplier, 'PIX');
    const boleto = requirePayment(supplier, 'BOLETO');
    requireOnTarget(pix.variacao_preco_bp !== boleto.variacao_preco_bp, 'PIX e boleto com preços diferentes');
    const onTerms = requirePayment(supplier, 'FATURADO');
    const minimo = Math.max(35_000, (supplier.meta_info.pedido_minimo ?? 0) + 1000);
    const me = await registerApprovedCompany(api, 'Empresa Boleto E2E', store);
    await backOffice.setCredit(me.idcliente, supplier.idfornecedor, 500_000);
    await ensureDeliveryAddress(page, store);
    await page.goto(store.url('/'));
    await signInThroughApi(page, store, me.cpf);

    // Boleto (the store prices by payment method: choosing it prices the review again).
    await fillCart(store, me, minimo);
    await openCheckout(page, store);
    const total = page.getByRole('region', { name: 'Revisão' }).getByLabel('Total do pedido');
    // PIX (3% off on the Atacado) is checked first and the review is priced with it.
    await expect(page.getByRole('radio', { name: paymentRadioName(supplier, pix) })).toBeChecked();
    const withPix = await total.textContent();
    await page.getByRole('radio', { name: paymentRadioName(supplier, boleto) }).check();
    await expect(total).not.toHaveText(withPix!);
    const reviewed = (await total.textContent())?.replace(/\s/g, ' ');
    await submitButton(page).click();
    const n = await landedOrder(page);
    const { order } = await apiOrder(api, me, n);
    expect(order).toMatchObject({ pagamento: { tipo: 'BOLETO' } });
    expect(reviewed).toBe(brl(order!.totalPedido!));
    const linha = await page.getByLabel('Linha digitável').inputValue();
    expect(validateLinhaDigitavel(linha.replace(/\D/g, ''))).toBe(true);
    expect(linha.replace(/\D/g, '')).toBe(order!.pagamento.boleto!.linhaDigitavel);

    await page.getByRole('link', { name: 'Ver boleto para imprimir' }).click();
    await expect(page).toHaveURL(new RegExp(`/submissao/${n}/boleto$`));
    await expect(page.getByRole('heading', { name: `Boleto do pedido nº ${n}` })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Imprimir' })).toBeVisible();
    const barcode = page.getByRole('img', { name: /Código de barras do boleto/ });
    await expect(barcode).toBeVisible();
    // The bars drawn read back (ITF) as the barcode of the linha digitável.
    const rects = await barcode
      .locator('rect')
      .evaluateAll((els) => els.map((e) => [Number(e.getAttribute('x')), Number(e.getAttribute('width'))] as const));
    const widths: number[] = [];
    rects.forEach(([x, w], i) => {
      if (i > 0) widths.push(x - (rects[i - 1]![0] + rects[i - 1]![1]));
      widths.push(w);
    });
    expect(decodeItf(widths)).toBe(barcodeFromLinha(linha.replace(/\D/g, '')));

    // On terms: the available credit before, the invoice's due date after.
    await fillCart(store, me, minimo);
    await openCheckout(page, store);
    await page.getByRole('radio', { name: paymentRadioName(supplier, onTerms) }).check();
    await expect(page.getByRole('region', { name: 'Pagamento' })).toContainText(
      `Limite de crédito disponível: ${brl(500_000)}`,
    );
    await submitButton(page).click();
    const m = await landedOrder(page);
    const terms = (await apiOrder(api, me, m)).order!;
    expect(terms.pagamento).toMatchObject({ tipo: 'FATURADO', vencimentoFatura: expect.any(String) });
    const [y, mo, d] = terms.pagamento.vencimentoFatura!.slice(0, 10).split('-');
    await expect(page.getByRole('region', { name: 'Pagamento' })).toContainText(
      `Vencimento da fatura: ${d}/${mo}/${y}`,
    );
  },
);

test(
  'empresa com título vencido: Faturado indisponível, com o aviso, o título, a linha digitável e o caminho para as faturas',
  { tag: ['@writes', '@reference'] },
  async ({ signedIn }) => {
    // The approved company's overdue titles, from the API (the demo's has one 12 days overdue; the company
    // store blocks buying on terms then).
    const store = company();
    const account = requireAccount('approvedCompany');
    const supplier = await fetchSupplier(store);
    const { idfornecedor } = supplier;
    const me: ApiCustomer = { cpf: account.login, ...(await apiLogin(account.login, account.password, idfornecedor)) };
    const { faturas } = await callApi(invoiceEndpoints.listInvoices, {
      params: { idfornecedor, idcliente: me.idcliente },
      query: {},
      auth: me,
    });
    const overdue = faturas.filter((f) => f.status === 'VENCIDA');
    requireOnTarget(overdue.length > 0, 'empresa aprovada com título vencido');
    // Being signed in is a step here: the stored session (its addresses are the account's own).
    const page = await signedIn('approvedCompany');
    await fillCart(store, me, Math.max(35_000, (supplier.meta_info.pedido_minimo ?? 0) + 1000));
    await openCheckout(page, store);
    const pagamento = page.getByRole('region', { name: 'Pagamento' });
    const faturado = pagamento.getByRole('radio', {
      name: paymentRadioName(supplier, requirePayment(supplier, 'FATURADO')),
    });
    await expect(faturado).toBeDisabled();
    await expect(faturado).not.toBeChecked();
    await expect(faturado).toHaveAccessibleDescription(ORDER_MESSAGES.tituloVencido);
    const titulos = pagamento.getByRole('list', { name: 'Títulos vencidos' });
    await expect(titulos.getByRole('listitem')).toHaveCount(overdue.length);
    for (const f of overdue) await expect(titulos).toContainText(`${f.diasAtraso} dias de atraso`);
    await expect(titulos.getByRole('textbox')).toHaveValue(/^\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/);
    await expect(titulos.getByRole('button', { name: 'Copiar linha digitável' })).toBeVisible();
    // From the checked method the arrow keys skip the disabled option.
    const checked = pagamento.getByRole('radio', { checked: true });
    await checked.focus();
    await page.keyboard.press('ArrowDown');
    await expect(faturado).not.toBeFocused();
    await pagamento.getByRole('link', { name: 'Ver faturas e crédito' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Faturas e crédito' })).toBeVisible();
  },
);

test(
  'representante atendendo a Lanchonete aceita os termos em nome dela no checkout e o pedido sai',
  { tag: ['@writes', '@reference'] },
  async ({ page, api }) => {
    const store = company();
    const representative = requireAccount('representative');
    const supplier = await fetchSupplier(store);
    // The client (the Lanchonete in the demo), found in the representative's portfolio through the API: approved,
    // its terms pending, and saved addresses none of which is at the header's CEP (the store's).
    const { client, me, address } = requireOnTarget(
      await portfolioClientWithPendingTerms(store, representative),
      'cliente aprovado na carteira do representante com termos pendentes e endereço salvo fora do CEP da loja',
    );
    await fillCart(store, me, Math.max(35_000, (supplier.meta_info.pedido_minimo ?? 0) + 1000));

    // The representative, from the home page, typing.
    await ensureDeliveryAddress(page, store);
    await page.goto(store.url('/'));
    await page.getByRole('banner').getByRole('link', { name: 'Entrar', exact: true }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Entrar ou cadastrar' });
    await dialog.getByRole('button', { name: 'Sou representante' }).click();
    await typeInto(dialog.getByLabel('Email do representante'), representative.login);
    await typeInto(dialog.getByLabel('Senha'), representative.password);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/conta\/clientes$/);
    await page.getByRole('button', { name: `Atender ${client.nome}` }).click();
    await expect(page.getByRole('status', { name: 'Atendimento' })).toContainText(
      `Você está atendendo: ${client.nome}`,
    );

    await openCheckout(page, store);
    // The header's CEP is not one of the client's addresses: the checkout says so before any submit,
    // and the client's saved address is chosen from here, staying in the checkout.
    const entrega = page.getByRole('region', { name: 'Entrega', exact: true });
    const incomplete = entrega.getByText(
      'Escolha um dos seus endereços ou cadastre o endereço completo em “Alterar endereço”.',
    );
    await expect(incomplete).toBeVisible();
    await entrega.getByRole('button', { name: 'Alterar endereço' }).click();
    const saved = page.getByRole('dialog').getByRole('list', { name: 'Meus endereços' });
    await saved.getByRole('button', { name: `Usar ${address.descricao}` }).click();
    await expect(saved.getByRole('button', { name: 'Endereço atual' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(store.url('/finalizar'));
    await expect(incomplete).toHaveCount(0);
    await expect(entrega).toContainText(formatCep(address.cep));
    await expect(checkoutForm(page)).toHaveAttribute('data-pronto', 'true');
    // The terms are pending for the client (the API said so): the representative declares it accepts them for it.
    const terms = page.getByRole('checkbox', {
      name: `Li os termos de uso e os aceito em nome de ${client.nome}, que me autorizou`,
    });
    await expect(terms).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ler os termos de uso (abre em nova aba)' })).toBeVisible();
    await page.getByRole('radio', { name: paymentRadioName(supplier, requirePayment(supplier, 'PIX')) }).check();
    // Without the declaration the order is refused at the field, nothing sent.
    await submitButton(page).click();
    await expect(terms).toBeFocused();
    await terms.check();
    await submitButton(page).click();
    const n = await landedOrder(page);
    const { order } = await apiOrder(api, me, n);
    expect(order).toMatchObject({ pagamento: { tipo: 'PIX' } });
  },
);

test(
  'empresa no atacado pede orçamento: nada é cobrado; o fornecedor precifica e a empresa aceita no detalhe do pedido',
  { tag: ['@writes', '@reference'] },
  async ({ page, api, backOffice }) => {
    const store = company();
    const supplier = await fetchSupplier(store);
    // Quotes are the store's choice (support-budget); so is the PIX price effect the quote hides.
    requireOnTarget(supplier.tag.includes('support-budget'), 'orçamento (support-budget) na loja de empresa');
    const pix = requirePayment(supplier, 'PIX');
    const pixLabel = paymentRadioName(supplier, pix);
    requireOnTarget(pixLabel !== methodName(pix.descricao), 'PIX com desconto ou acréscimo na loja de empresa');
    const me = await registerApprovedCompany(api, 'Empresa Orçamento E2E', store);
    await ensureDeliveryAddress(page, store);
    await page.goto(store.url('/'));
    await signInThroughApi(page, store, me.cpf);
    await fillCart(store, me, Math.max(20_000, (supplier.meta_info.pedido_minimo ?? 0) + 1000));
    await openCheckout(page, store);
    await page.getByRole('radio', { name: paymentRadioName(supplier, requirePayment(supplier, 'BOLETO')) }).check();
    // Buying now, PIX carries its discount; a quote is priced by the supplier, so the discount and the
    // purchase's label give way to the quote's.
    await expect(page.getByRole('radio', { name: pixLabel, exact: true })).toBeVisible();
    await page
      .getByRole('group', { name: 'Como enviar' })
      .getByRole('radio', { name: /Solicitar orçamento/ })
      .check();
    await expect(page.getByRole('radio', { name: methodName(pix.descricao), exact: true })).toBeVisible();
    await expect(page.getByText('descontos ou acréscimos da forma de pagamento e cupons não se aplicam')).toBeVisible();
    await expect(submitButton(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Enviar orçamento' }).click();
    const n = await landedOrder(page);
    await expect(page.getByRole('heading', { level: 1, name: `Orçamento nº ${n}` })).toBeVisible();
    await expect(page.getByText(ORDER_STATUS_LABELS.ORCAMENTO_NOVO)).toBeVisible();
    const quote = (await apiOrder(api, me, n)).order!;
    expect(quote).toMatchObject({
      status: 'ORCAMENTO_NOVO',
      orcamento: true,
      totalPedido: null,
      pagamento: { tipo: 'BOLETO', boleto: null },
    });

    // The supplier prices it (back office), valid for five days.
    const validade = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
      new Date(Date.now() + 5 * 86_400_000),
    );
    const priced = await backOffice.priceQuote(n, {
      itens: quote.itens.map((i) => ({ idproduto: i.idproduto, preco: 1000 })),
      validade,
    });
    const total = priced.totalPedido!;

    await page.goto(store.url(`/conta/pedidos/${n}`));
    await expect(page.getByRole('heading', { level: 1, name: `Orçamento nº ${n}` })).toBeVisible();
    const box = page.getByRole('region', { name: 'Orçamento precificado' });
    await expect(box).toContainText(`Válido até ${validade.split('-').reverse().join('/')}`);
    await expect(page.getByText(brl(total)).first()).toBeVisible();
    await axeClean(page);
    await box.getByRole('button', { name: 'Aceitar orçamento' }).click();
    await expect(page.locator('[data-order-status]')).toHaveText(ORDER_STATUS_LABELS.AGUARDANDOPAGAMENTO);
    const accepted = (await apiOrder(api, me, n)).order!;
    expect(accepted).toMatchObject({ status: 'AGUARDANDOPAGAMENTO', totalPedido: total });
    expect(validateLinhaDigitavel(accepted.pagamento.boleto!.linhaDigitavel)).toBe(true);
    await expect(page.getByRole('button', { name: 'Aceitar orçamento' })).toHaveCount(0);
  },
);

test(
  'checkout focado, sem o menu do site; "Quem vai receber?" e outro CPF na nota, digitados, aparecem no pedido',
  { tag: '@writes' },
  async ({ page, api }) => {
    const { me, store } = await customerOnConsumerStore(api, page, 'Cliente Nota');
    await expect(page.getByRole('navigation', { name: 'Menu principal' }).first()).toBeAttached();
    await openCheckout(page, store);
    // The focused layout: no site menu nor header, the logo to the home page, a way back to the cart.
    await expect(page.getByRole('navigation', { name: 'Menu principal' })).toHaveCount(0);
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByText('Compra segura')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Voltar ao carrinho' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: (await fetchSupplier(store)).nome })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Pular para o conteúdo' })).toBeAttached();

    const recebedor = page.getByLabel('Quem vai receber?');
    await expect(recebedor).toHaveValue('Cliente Nota');
    await replaceText(recebedor, 'Pedro Vizinho');
    await page.getByRole('checkbox', { name: 'CPF na nota?' }).check();
    const cpf = page.getByLabel('CPF para a nota');
    // Prefilled with the account's CPF; the shopper types another.
    expect((await cpf.inputValue()).replace(/\D/g, '')).toBe(me.cpf.replace(/\D/g, ''));
    // Another person's CPF (a valid one, made up for the test).
    const other = randomCpf();
    const otherFormatted = other.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');
    await replaceText(cpf, otherFormatted);
    await expect(cpf).toBeFocused();
    await answerCharacteristics(page, store);
    await choose(page, store, 'PIX');
    await submitButton(page).click();

    const n = await landedOrder(page);
    await expect(page.getByText('Pedro Vizinho')).toBeVisible();
    await expect(page.getByText(otherFormatted)).toBeVisible();
    const { order } = await apiOrder(api, me, n);
    expect(order).toMatchObject({ recebedor: 'Pedro Vizinho', cpfNaNota: other });
  },
);

test(
  'clique duplo em "Finalizar pedido" faz um pedido só, e o carrinho fica vazio',
  { tag: '@writes' },
  async ({ page, api }) => {
    const { me, store } = await customerOnConsumerStore(api, page, 'Cliente Clique Duplo');
    await openCheckout(page, store);
    await answerCharacteristics(page, store);
    await choose(page, store, 'PIX');
    await submitButton(page).dblclick();
    const n = await landedOrder(page);
    expect((await apiOrder(api, me, n)).status).toBe(200);
    // No other order of this client around it (numbers are shared by every client).
    for (let k = n - 5; k <= n + 5; k++)
      if (k !== n && k > 0) expect((await apiOrder(api, me, k)).status, `pedido ${k}`).toBe(404);
    expect((await apiCart(store, me)).produtosSelecionados).toEqual([]);
    await page.goto(store.url('/carrinho'));
    await expect(page.getByRole('banner').locator('[data-cart-count]').first()).toHaveText('0');
  },
);

test(
  'pedido recusado (abaixo do mínimo): a mensagem aparece no lugar, com os itens, e as observações continuam lá (também sem JavaScript)',
  { tag: '@writes' },
  async ({ page, api, browser }) => {
    const minimo = requireOnTarget(
      (await fetchSupplier(consumer())).meta_info.pedido_minimo,
      'pedido mínimo na loja de consumidor',
    );
    const { me, cart, store } = await customerOnConsumerStore(
      api,
      page,
      'Cliente Mínimo',
      1,
      Math.min(2000, minimo - 1),
    );
    expect(cart.totalCompras!).toBeLessThan(minimo);
    // The answered characteristics stay answered after the refusal (the Empório's "Se faltar algum produto").
    const required = await storeCharacteristics(store);
    await openCheckout(page, store);
    const notes = page.getByLabel('Observações');
    await typeInto(notes, 'Tocar o interfone 12');
    await typeInto(page.getByLabel('Número do pedido do cliente'), 'PO-778');
    await answerCharacteristics(page, store);
    await choose(page, store, 'PIX');
    await submitButton(page).click();
    const alert = checkoutForm(page).getByRole('alert').filter({ hasText: 'Erro ao submeter seu pedido.' });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText('O pedido mínimo é de R$');
    await expect(alert).toContainText(`Itens: ${cart.produtosSelecionados.map((p) => p.nome).join(', ')}`);
    await expect(alert).toBeFocused();
    await expect(notes).toHaveValue('Tocar o interfone 12');
    await expect(page.getByLabel('Número do pedido do cliente')).toHaveValue('PO-778');
    for (const c of required.filter((x) => x.tipo !== 'SIM_NAO'))
      await expect(page.getByLabel(`${c.nome} (obrigatório)`)).toHaveValue(characteristicAnswer(c));
    await expect(page).toHaveURL(/\/finalizar$/);
    expect((await apiCart(store, me)).produtosSelecionados).toHaveLength(cart.produtosSelecionados.length);

    // Without JavaScript the page comes back with the message, what was typed and a fresh attempt key.
    const noJs = await browser.newContext({
      javaScriptEnabled: false,
      storageState: await page.context().storageState(),
    });
    try {
      const p = await noJs.newPage();
      await openCheckout(p, store, false);
      await typeInto(p.getByLabel('Observações'), 'Portão azul');
      await answerCharacteristics(p, store);
      const key = await p.locator('input[name="chave"]').inputValue();
      await submitButton(p).click();
      await expect(p.getByRole('alert').filter({ hasText: 'Erro ao submeter seu pedido.' })).toContainText(
        'O pedido mínimo é de R$',
      );
      await expect(p.getByLabel('Observações')).toHaveValue('Portão azul');
      await expect(p.locator('input[name="chave"]')).not.toHaveValue(key);
    } finally {
      await noJs.close();
    }
  },
);

test(
  'sem JavaScript: o pedido com PIX sai do formulário do servidor e a confirmação mostra o QR',
  { tag: '@writes' },
  async ({ page, api, browser }) => {
    const { me, store } = await customerOnConsumerStore(api, page, 'Cliente Sem JS');
    const noJs = await browser.newContext({
      javaScriptEnabled: false,
      storageState: await page.context().storageState(),
      locale: 'pt-BR',
      timezoneId: 'America/Sao_Paulo',
    });
    try {
      const p = await noJs.newPage();
      await openCheckout(p, store, false);
      await answerCharacteristics(p, store);
      await choose(p, store, 'PIX');
      await submitButton(p).click();
      const n = await landedOrder(p);
      const { order } = await apiOrder(api, me, n);
      expect(order).toMatchObject({ pagamento: { tipo: 'PIX' } });
      await expect(p.getByRole('img', { name: 'QR Code PIX' })).toBeVisible();
      await expect(p.getByLabel('PIX copia e cola')).toHaveValue(order!.pagamento.pix!.copiaECola);
      expect((await apiCart(store, me)).produtosSelecionados).toEqual([]);
    } finally {
      await noJs.close();
    }
  },
);

test(
  'axe: /finalizar (com o cartão aberto) e /submissao/N sem violações sérias ou críticas',
  { tag: '@writes' },
  async ({ page, api }) => {
    const { store } = await customerOnConsumerStore(api, page, 'Cliente Axe');
    await openCheckout(page, store);
    await choose(page, store, 'CARTAO_CREDITO');
    await expect(page.getByLabel('Número do cartão')).toBeVisible();
    await axeClean(page);
    await answerCharacteristics(page, store);
    await choose(page, store, 'PIX');
    await submitButton(page).click();
    await landedOrder(page);
    await expect(page.getByRole('img', { name: 'QR Code PIX' })).toBeVisible();
    await axeClean(page);
  },
);

test(
  'cartão com juros no empório: à vista sem juros; em 2x a taxa e o total com juros aparecem ao lado das parcelas',
  { tag: '@writes' },
  async ({ page, api }) => {
    const card = requirePayment(await fetchSupplier(consumer()), 'CARTAO_CREDITO');
    requireOnTarget(card.juros_mensal_bp > 0 && card.max_parcelas >= 2, 'cartão com juros em 2x na loja de consumidor');
    const { store } = await customerOnConsumerStore(api, page, 'Cliente Juros');
    await openCheckout(page, store);
    await choose(page, store, 'CARTAO_CREDITO');
    const parcelas = page.getByRole('combobox', { name: 'Parcelas' });
    await expect(parcelas).toBeVisible();
    await expect(page.getByText(/com juros de/)).toHaveCount(0);
    const reviewed = (await page.getByRole('region', { name: 'Revisão' }).getByLabel('Total do pedido').textContent())!;
    const total = Number(reviewed.replace(/\D/g, ''));
    await parcelas.selectOption('2');
    const plan = instalmentPlan(total, 2, card);
    expect(plan.total).toBe(plan.valorParcela * 2);
    expect(plan.total).toBeGreaterThan(total);
    const rate = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
      card.juros_mensal_bp / 100,
    );
    const juros = `com juros de ${rate}% a.m.; total ${brl(plan.total)}`;
    await expect(page.getByText(juros)).toBeVisible();
    // Read with the select by a screen reader.
    await expect(parcelas).toHaveAccessibleDescription(juros);
    await expect(parcelas.locator('option:checked')).toHaveText(`2x de ${brl(plan.valorParcela)} com juros`);
    await parcelas.selectOption('1');
    await expect(page.getByText(/com juros de/)).toHaveCount(0);
  },
);

test(
  'cupom digitado em /finalizar: "Adicionar cupom", digitar, "Aplicar" aplica sem recarregar nem enviar o pedido; o cupom do PIX vale com o PIX escolhido e o pedido sai com o desconto dele',
  { tag: ['@writes', '@reference'] },
  async ({ page, api }) => {
    const { me, store } = await customerOnConsumerStore(api, page, 'Cliente Cupom Checkout');
    // The coupons from the API: one this customer may use with any payment method (BEMVINDO10 on the Empório),
    // and the store's PIX coupon (PIX5).
    const supplier = await fetchSupplier(store);
    const pixCoupon = requireOnTarget(supplier.cupomPix, 'cupom PIX na loja de consumidor');
    const { cupons } = await callApi(couponEndpoints.listClientCoupons, {
      params: { idcliente: me.idcliente },
      query: { available: 'true' },
      auth: me,
    });
    const anyPayment = requireOnTarget(
      wholeCartPercentCoupon(cupons.filter((c) => c.codigoCupom !== pixCoupon.codigo)),
      'cupom público para qualquer forma de pagamento na loja de consumidor',
    ).codigoCupom;
    // From the home page, through the header's cart.
    await openCartFromHeader(page);
    await page
      .getByRole('complementary', { name: 'Informações do pedido' })
      .getByRole('link', { name: 'Finalizar pedido' })
      .click();
    await expect(page).toHaveURL(/\/finalizar$/);
    await expect(checkoutForm(page)).toHaveAttribute('data-pronto', 'true');
    const url = page.url();
    const coupon = page.getByRole('region', { name: 'Cupom de desconto' });
    const dialog = page.getByRole('dialog', { name: 'Cupom de desconto' });

    await coupon.getByRole('button', { name: 'Adicionar cupom' }).click();
    const code = dialog.getByLabel('Código do cupom');
    await expect(code).toBeFocused();
    await typeInto(code, anyPayment);
    await dialog.getByRole('button', { name: 'Aplicar' }).click();
    await expect(dialog).toBeHidden();
    await expect(coupon).toContainText(anyPayment);
    expect(page.url()).toBe(url);
    await expect.poll(async () => (await apiCart(store, me)).codigoCupom).toBe(anyPayment);
    await expect(page).toHaveURL(/\/finalizar$/);

    // PIX checked: the PIX-only coupon, typed and then pressed Enter, is accepted for it.
    const pix = page.getByRole('radio', { name: pixRadioName(supplier) });
    await pix.check();
    const pixId = (await pix.getAttribute('value'))!;
    await coupon.getByRole('button', { name: 'Trocar cupom' }).click();
    await expect(code).toBeFocused();
    // The dialog lists the PIX coupon for the PIX chosen; the person types its code rather than picking it.
    await expect(dialog.getByRole('button', { name: `Usar o cupom ${pixCoupon.codigo}` })).toBeVisible();
    await typeHere(page, pixCoupon.codigo);
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(coupon).toContainText(pixCoupon.codigo);
    await expect.poll(async () => (await apiCart(store, me, pixId)).codigoCupom).toBe(pixCoupon.codigo);
    const priced = await apiCart(store, me, pixId);
    await expect(page).toHaveURL(/\/finalizar$/);

    // And the order goes with it: not refused for the payment method, the confirmation shows the coupon's discount.
    await answerCharacteristics(page, store);
    await submitButton(page).click();
    const n = await landedOrder(page);
    await expect(page.getByText(COUPON_MESSAGES.formaPagamento)).toHaveCount(0);
    const { order } = await apiOrder(api, me, n);
    expect(order).toMatchObject({ numpedido: n, cupom: pixCoupon.codigo, pagamento: { tipo: 'PIX' } });
    const discountLabel = `Desconto (${pixCoupon.codigo})`;
    const totals = page.locator('dl').filter({ has: page.getByText(discountLabel, { exact: true }) });
    const shown = await totals.locator(`dt:text-is("${discountLabel}") + dd`).textContent();
    const produtos = await totals.locator('dt:text-is("Produtos") + dd').textContent();
    const centavos = (t: string | null) => Number(t!.replace(/[^\d]/g, ''));
    // What the page says is what the API charged, and it is the coupon's percent (5%) of the products the page lists.
    expect(centavos(shown)).toBe(order!.valorDesconto);
    expect(centavos(produtos)).toBe(order!.totalProdutos);
    expect(order!.valorDesconto).toBe(Math.round((order!.totalProdutos! * pixCoupon.percentual_bp) / 10_000));
    expect(order!.valorDesconto).toBe(priced.valorDesconto);
    await expect(page.getByLabel('Total do pedido')).toHaveText(brl(order!.totalPedido!));
  },
);
