/**
 * The checkout in Chromium against the real API. A consumer on Empório orders with
 * delivery, a slot and PIX and gets a scannable QR (decoded from a screenshot) that is exactly the
 * copy-and-paste code; the payment simulator confirms it. A pickup order on Adega with a card; the
 * Atacado company on boleto (printable, ITF barcode) and on terms; a double click makes one order;
 * a refusal keeps what was typed; the checkout without JavaScript; axe. Every customer is the
 * test's own (registered through the API); the truth is the API's order.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

import { DEMO_ACCOUNTS, DEMO_CEPS, DEMO_PASSWORD, DEMO_REPRESENTATIVE } from '../commerce-api/seed/demo-world';
import type { ProductSummary } from '../lib/contract';
import type { Cart } from '../lib/contract/cart';
import { DELIVERY_METHOD_MESSAGES } from '../lib/contract/delivery-methods';
import { ORDER_MESSAGES } from '../lib/contract/order-messages';
import { orderReadEndpoints, type Order } from '../lib/contract/order-read';
import { ORDER_STATUS_LABELS } from '../lib/contract/order-status';
import { PRE_CHARGE_NOTE } from '../lib/contract/payment';
import { barcodeFromLinha, validateLinhaDigitavel } from '../lib/rules/boleto';
import { COUPON_MESSAGES } from '../lib/rules/coupon';
import { instalmentPlan } from '../lib/rules/instalments';
import { decodeItf } from '../lib/rules/itf';
import { formatPixAmount, parsePixPayload, validatePixPayload } from '../lib/rules/pix';
import {
  apiAddAddress,
  apiLogin,
  apiProducts,
  isPlainUnit,
  saveApiCart,
  apiCart as savedCart,
  tryApi,
} from './api-client';
import {
  axeClean,
  DEMO_SUPPLIERS,
  ensureDeliveryAddress,
  expect,
  fetchSupplier,
  formatBRL,
  loginOnPage,
  openCartFromHeader,
  passAgeGate,
  registerApprovedCompany,
  registerCustomer,
  replaceText,
  storefrontUrl,
  test,
  typeHere,
  typeInto,
  type ApiCustomer,
  type DemoSupplierKey,
} from './fixtures';

test.describe.configure({ timeout: 150_000 });

const brl = (c: number) => formatBRL(c).replace(/\s/g, ' ');
const host = (key: DemoSupplierKey) => DEMO_SUPPLIERS[key].dominio;
/** Products whose stock the demo controls (other tests count it). */
const STOCKED = ['Panetone de frutas 500 g', 'Champagne Brut'];

/** Products a line of quantity 1 buys at the list price (no tiers, no minimum, no subscription). */
async function plainProducts(
  api: APIRequestContext,
  key: DemoSupplierKey,
  me: ApiCustomer,
  tipo: 'DELIVERY' | 'RETIRADA',
): Promise<ProductSummary[]> {
  const { produtos } = await apiProducts(
    DEMO_SUPPLIERS[key].idfornecedor,
    { page: 1, limit: 100, tipoentrega: tipo },
    me,
  );
  return produtos.filter((p) => isPlainUnit(p) && !STOCKED.includes(p.nome));
}

/** Saves a cart of one unit of each product until the total reaches `minimo` (centavos); answers the API's cart. */
async function fillCart(
  api: APIRequestContext,
  key: DemoSupplierKey,
  me: ApiCustomer,
  minimo: number,
  tipo: 'DELIVERY' | 'RETIRADA' = 'DELIVERY',
  maximo = Infinity,
): Promise<Cart> {
  const all = await plainProducts(api, key, me, tipo);
  const itens: { idproduto: string; quantidade: number }[] = [];
  let total = 0;
  for (const p of [...all].sort((a, b) => a.preco! - b.preco!)) {
    if (total >= minimo) break;
    if (total + p.preco! > maximo) continue;
    itens.push({ idproduto: p.idproduto, quantidade: 1 });
    total += p.preco!;
  }
  expect(total, `carrinho de ${brl(minimo)}`).toBeGreaterThanOrEqual(Math.min(minimo, 1));
  return saveApiCart(me, DEMO_SUPPLIERS[key].idfornecedor, { cartItens: itens });
}

/** The saved cart as the API shows it (for a payment method, when the coupon depends on it). */
const apiCart = (_: APIRequestContext, key: DemoSupplierKey, me: ApiCustomer, idformapagamento?: string) =>
  savedCart(me, { idfornecedor: DEMO_SUPPLIERS[key].idfornecedor, idformapagamento });

async function apiOrder(
  api: APIRequestContext,
  me: ApiCustomer,
  numpedido: number,
): Promise<{ status: number; order: Order | null }> {
  const r = await tryApi(orderReadEndpoints.getOrder, { params: { numpedido }, auth: me });
  return r.ok ? { status: 200, order: r.data } : { status: r.status, order: null };
}

const checkoutForm = (page: Page) => page.getByRole('form', { name: 'Finalizar pedido' });
const submitButton = (page: Page) => page.getByRole('button', { name: 'Finalizar pedido' });

/** Opens /finalizar, the form interactive (its script marks it). */
async function openCheckout(page: Page, key: DemoSupplierKey, hydrated = true): Promise<void> {
  await page.goto(storefrontUrl(host(key), '/finalizar'));
  await expect(checkoutForm(page)).toBeVisible();
  if (hydrated) await expect(checkoutForm(page)).toHaveAttribute('data-pronto', 'true');
}

/** Empório's required characteristic. */
async function answerCharacteristics(page: Page): Promise<void> {
  await page.getByLabel('Se faltar algum produto (obrigatório)').selectOption('Substituir por similar');
}

/** The order number of the confirmation page the browser is on. */
async function landedOrder(page: Page): Promise<number> {
  await expect(page).toHaveURL(/\/submissao\/\d+$/, { timeout: 30_000 });
  return Number(/\/submissao\/(\d+)$/.exec(page.url())![1]);
}

async function customerOnEmporio(api: APIRequestContext, page: Page, nome: string, minimo = 6000, maximo = Infinity) {
  const me = await registerCustomer('emporio', nome);
  await apiAddAddress(me, DEMO_CEPS.harmonia);
  const cart = await fillCart(api, 'emporio', me, minimo, 'DELIVERY', maximo);
  await page.goto(storefrontUrl(host('emporio'), '/'));
  await loginOnPage(page, me.cpf);
  return { me, cart };
}

test(
  'carrinho: pedido mínimo com o que falta, frete pelo CEP (e a mensagem de quem não atende), e "Finalizar pedido"',
  { tag: '@writes' },
  async ({ page, api }) => {
    const { cart } = await customerOnEmporio(api, page, 'Cliente Frete', 1, 2000);
    await page.goto(storefrontUrl(host('emporio'), '/carrinho'));
    const aside = page.getByRole('complementary', { name: 'Informações do pedido' });
    await expect(aside).toContainText(`Pedido mínimo: ${brl(5000)}`);
    await expect(aside).toContainText(`Faltam ${brl(5000 - cart.totalCompras!)} para o pedido mínimo.`);
    await expect(aside).toContainText('Horário de atendimento:');
    await expect(aside).toContainText(`Taxa de conveniência: ${brl(290)}`);
    const frete = aside.getByRole('region', { name: 'Calcular frete' });
    await expect(frete.getByLabel('CEP de entrega')).toHaveValue('05435-000');
    await expect(frete.getByRole('list', { name: 'Formas de entrega' })).toContainText('Entrega agendada', {
      timeout: 15_000,
    });
    await expect(frete.getByRole('list', { name: 'Formas de entrega' })).toContainText(brl(990));
    await replaceText(frete.getByLabel('CEP de entrega'), '01310-100');
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
    const { me, cart } = await customerOnEmporio(api, page, 'Cliente PIX');
    // Measuring needs the shopper's yes (decision 0034): this one accepts all cookies.
    await page.getByRole('region', { name: 'Aviso de cookies' }).getByRole('button', { name: 'Aceitar todos' }).click();
    await openCheckout(page, 'emporio');

    const entrega = page.getByRole('region', { name: 'Entrega', exact: true });
    await expect(entrega).toContainText(`Receber em 05435-000`);
    const metodo = entrega.getByRole('radio', { name: /Entrega agendada/ });
    await expect(metodo).toBeChecked();
    const horario = entrega.getByLabel('Data e horário de entrega').filter({ visible: true });
    const options = horario.locator('option');
    await answerCharacteristics(page);
    await page.getByRole('radio', { name: 'PIX' }).check();
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
    await page.getByRole('radio', { name: 'Cartão de crédito' }).check();
    await page.getByRole('radio', { name: 'PIX' }).check();
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

    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: storefrontUrl(host('emporio'), '/').replace(/\/$/, ''),
    });
    await page.getByRole('button', { name: 'Copiar código PIX' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Código PIX copiado!' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(copia);

    // The cart became the order.
    expect((await apiCart(api, 'emporio', me)).produtosSelecionados).toEqual([]);

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
    await passAgeGate(page, 'adega');
    const me = await registerCustomer('adega', 'Cliente Cartão');
    await fillCart(api, 'adega', me, 8000, 'RETIRADA');
    await page.goto(storefrontUrl(host('adega'), '/'));
    await loginOnPage(page, me.cpf);
    await openCheckout(page, 'adega');

    const retirada = page.getByRole('region', { name: 'Retirada' });
    await expect(retirada).toContainText('Retirada em');
    await expect(retirada.getByRole('radio').first()).toBeChecked();
    const card = page.getByRole('radio', { name: /Cartão de crédito/ });
    // "Cartão de crédito em até 10x": the count is said once, not "… em até 10x · em até 10x".
    const cardLabel = await card.evaluate((el) => (el as HTMLInputElement).labels?.[0]?.textContent ?? '');
    expect(cardLabel.match(/10x/g), cardLabel).toHaveLength(1);
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
    const company = await registerApprovedCompany(api, 'Empresa Boleto E2E');
    await backOffice.setCredit(company.idcliente, DEMO_SUPPLIERS.atacado.idfornecedor, 500_000);
    await ensureDeliveryAddress(page, 'atacado');
    await page.goto(storefrontUrl(host('atacado'), '/'));
    await loginOnPage(page, company.cpf);

    // Boleto (the Atacado prices by payment method: choosing it prices the review again).
    await fillCart(api, 'atacado', company, 35_000);
    await openCheckout(page, 'atacado');
    const total = page.getByRole('region', { name: 'Revisão' }).getByLabel('Total do pedido');
    // PIX (3% off) is checked first and the review is priced with it.
    await expect(page.getByRole('radio', { name: /PIX/ })).toBeChecked();
    const withPix = await total.textContent();
    await page.getByRole('radio', { name: /Boleto bancário/ }).check();
    await expect(total).not.toHaveText(withPix!);
    const reviewed = (await total.textContent())?.replace(/\s/g, ' ');
    await submitButton(page).click();
    const n = await landedOrder(page);
    const { order } = await apiOrder(api, company, n);
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
    await fillCart(api, 'atacado', company, 35_000);
    await openCheckout(page, 'atacado');
    await page.getByRole('radio', { name: /Faturado/ }).check();
    await expect(page.getByRole('region', { name: 'Pagamento' })).toContainText(
      `Limite de crédito disponível: ${brl(500_000)}`,
    );
    await submitButton(page).click();
    const m = await landedOrder(page);
    const terms = (await apiOrder(api, company, m)).order!;
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
  async ({ page, api }) => {
    // The seed's approved company has a title 12 days overdue (the Atacado blocks buying on terms then).
    const a = DEMO_ACCOUNTS.empresaAprovada;
    const { idfornecedor } = DEMO_SUPPLIERS.atacado;
    const me: ApiCustomer = { cpf: a.cpf, ...(await apiLogin(a.cpf, DEMO_PASSWORD, idfornecedor)) };
    await ensureDeliveryAddress(page, 'atacado');
    await page.goto(storefrontUrl(host('atacado'), '/'));
    await loginOnPage(page, a.login);
    await fillCart(api, 'atacado', me, 35_000);
    await openCheckout(page, 'atacado');
    const pagamento = page.getByRole('region', { name: 'Pagamento' });
    const faturado = pagamento.getByRole('radio', { name: /Faturado/ });
    await expect(faturado).toBeDisabled();
    await expect(faturado).not.toBeChecked();
    await expect(faturado).toHaveAccessibleDescription(ORDER_MESSAGES.tituloVencido);
    const titulos = pagamento.getByRole('list', { name: 'Títulos vencidos' });
    await expect(titulos.getByRole('listitem')).toHaveCount(1);
    await expect(titulos).toContainText('12 dias de atraso');
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
    const client = DEMO_ACCOUNTS.lanchonete;
    const me: ApiCustomer = {
      cpf: client.cpf,
      ...(await apiLogin(client.cpf, DEMO_PASSWORD, DEMO_SUPPLIERS.atacado.idfornecedor)),
    };
    expect(me.idcliente).toBe(client.idcliente);
    await fillCart(api, 'atacado', me, 35_000);

    // The representative, from the home page, typing.
    await ensureDeliveryAddress(page, 'atacado');
    await page.goto(storefrontUrl(host('atacado'), '/'));
    await page.getByRole('banner').getByRole('link', { name: 'Entrar', exact: true }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Entrar ou cadastrar' });
    await dialog.getByRole('button', { name: 'Sou representante' }).click();
    await typeInto(dialog.getByLabel('Email do representante'), DEMO_REPRESENTATIVE.email);
    await typeInto(dialog.getByLabel('Senha'), DEMO_REPRESENTATIVE.senha);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/conta\/clientes$/);
    await page.getByRole('button', { name: `Atender ${client.nome}` }).click();
    await expect(page.getByRole('status', { name: 'Atendimento' })).toContainText(
      `Você está atendendo: ${client.nome}`,
    );

    await openCheckout(page, 'atacado');
    // The header's CEP is not one of the client's addresses: the checkout says so before any submit,
    // and the client's saved address is chosen from here, staying in the checkout.
    const entrega = page.getByRole('region', { name: 'Entrega', exact: true });
    const incomplete = entrega.getByText(
      'Escolha um dos seus endereços ou cadastre o endereço completo em “Alterar endereço”.',
    );
    await expect(incomplete).toBeVisible();
    await entrega.getByRole('button', { name: 'Alterar endereço' }).click();
    const saved = page.getByRole('dialog').getByRole('list', { name: 'Meus endereços' });
    await saved.getByRole('button', { name: 'Usar Lanchonete' }).click();
    await expect(saved.getByRole('button', { name: 'Endereço atual' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(storefrontUrl(host('atacado'), '/finalizar'));
    await expect(incomplete).toHaveCount(0);
    await expect(entrega).toContainText(DEMO_CEPS.vitalBrasil.cep.replace(/^(\d{5})(\d{3})$/, '$1-$2'));
    await expect(checkoutForm(page)).toHaveAttribute('data-pronto', 'true');
    // The terms are pending for the client (seed): the representative declares it accepts them for it.
    const terms = page.getByRole('checkbox', {
      name: `Li os termos de uso e os aceito em nome de ${client.nome}, que me autorizou`,
    });
    await expect(terms).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ler os termos de uso (abre em nova aba)' })).toBeVisible();
    await page.getByRole('radio', { name: /PIX/ }).check();
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
    const company = await registerApprovedCompany(api, 'Empresa Orçamento E2E');
    await ensureDeliveryAddress(page, 'atacado');
    await page.goto(storefrontUrl(host('atacado'), '/'));
    await loginOnPage(page, company.cpf);
    await fillCart(api, 'atacado', company, 20_000);
    await openCheckout(page, 'atacado');
    await page.getByRole('radio', { name: /Boleto bancário/ }).check();
    // Buying now, PIX carries its discount; a quote is priced by the supplier, so the discount and the
    // purchase's label give way to the quote's.
    await expect(page.getByRole('radio', { name: 'PIX (3% de desconto)' })).toBeVisible();
    await page
      .getByRole('group', { name: 'Como enviar' })
      .getByRole('radio', { name: /Solicitar orçamento/ })
      .check();
    await expect(page.getByRole('radio', { name: 'PIX', exact: true })).toBeVisible();
    await expect(page.getByText('descontos ou acréscimos da forma de pagamento e cupons não se aplicam')).toBeVisible();
    await expect(submitButton(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Enviar orçamento' }).click();
    const n = await landedOrder(page);
    await expect(page.getByRole('heading', { level: 1, name: `Orçamento nº ${n}` })).toBeVisible();
    await expect(page.getByText(ORDER_STATUS_LABELS.ORCAMENTO_NOVO)).toBeVisible();
    const quote = (await apiOrder(api, company, n)).order!;
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

    await page.goto(storefrontUrl(host('atacado'), `/conta/pedidos/${n}`));
    await expect(page.getByRole('heading', { level: 1, name: `Orçamento nº ${n}` })).toBeVisible();
    const box = page.getByRole('region', { name: 'Orçamento precificado' });
    await expect(box).toContainText(`Válido até ${validade.split('-').reverse().join('/')}`);
    await expect(page.getByText(brl(total)).first()).toBeVisible();
    await axeClean(page);
    await box.getByRole('button', { name: 'Aceitar orçamento' }).click();
    await expect(page.locator('[data-order-status]')).toHaveText(ORDER_STATUS_LABELS.AGUARDANDOPAGAMENTO);
    const accepted = (await apiOrder(api, company, n)).order!;
    expect(accepted).toMatchObject({ status: 'AGUARDANDOPAGAMENTO', totalPedido: total });
    expect(validateLinhaDigitavel(accepted.pagamento.boleto!.linhaDigitavel)).toBe(true);
    await expect(page.getByRole('button', { name: 'Aceitar orçamento' })).toHaveCount(0);
  },
);

test(
  'checkout focado, sem o menu do site; "Quem vai receber?" e outro CPF na nota, digitados, aparecem no pedido',
  { tag: '@writes' },
  async ({ page, api }) => {
    const { me } = await customerOnEmporio(api, page, 'Cliente Nota');
    await expect(page.getByRole('navigation', { name: 'Menu principal' }).first()).toBeAttached();
    await openCheckout(page, 'emporio');
    // The focused layout: no site menu nor header, the logo to the home page, a way back to the cart.
    await expect(page.getByRole('navigation', { name: 'Menu principal' })).toHaveCount(0);
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByText('Compra segura')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Voltar ao carrinho' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: DEMO_SUPPLIERS.emporio.nome })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Pular para o conteúdo' })).toBeAttached();

    const recebedor = page.getByLabel('Quem vai receber?');
    await expect(recebedor).toHaveValue('Cliente Nota');
    await replaceText(recebedor, 'Pedro Vizinho');
    await page.getByRole('checkbox', { name: 'CPF na nota?' }).check();
    const cpf = page.getByLabel('CPF para a nota');
    // Prefilled with the account's CPF; the shopper types another.
    expect((await cpf.inputValue()).replace(/\D/g, '')).toBe(me.cpf.replace(/\D/g, ''));
    await replaceText(cpf, '111.444.777-35');
    await expect(cpf).toBeFocused();
    await answerCharacteristics(page);
    await page.getByRole('radio', { name: 'PIX' }).check();
    await submitButton(page).click();

    const n = await landedOrder(page);
    await expect(page.getByText('Pedro Vizinho')).toBeVisible();
    await expect(page.getByText('111.444.777-35')).toBeVisible();
    const { order } = await apiOrder(api, me, n);
    expect(order).toMatchObject({ recebedor: 'Pedro Vizinho', cpfNaNota: '11144477735' });
  },
);

test(
  'clique duplo em "Finalizar pedido" faz um pedido só, e o carrinho fica vazio',
  { tag: '@writes' },
  async ({ page, api }) => {
    const { me } = await customerOnEmporio(api, page, 'Cliente Clique Duplo');
    await openCheckout(page, 'emporio');
    await answerCharacteristics(page);
    await page.getByRole('radio', { name: 'PIX' }).check();
    await submitButton(page).dblclick();
    const n = await landedOrder(page);
    expect((await apiOrder(api, me, n)).status).toBe(200);
    // No other order of this client around it (numbers are shared by every client).
    for (let k = n - 5; k <= n + 5; k++)
      if (k !== n && k > 0) expect((await apiOrder(api, me, k)).status, `pedido ${k}`).toBe(404);
    expect((await apiCart(api, 'emporio', me)).produtosSelecionados).toEqual([]);
    await page.goto(storefrontUrl(host('emporio'), '/carrinho'));
    await expect(page.getByRole('banner').locator('[data-cart-count]').first()).toHaveText('0');
  },
);

test(
  'pedido recusado (abaixo do mínimo): a mensagem aparece no lugar, com os itens, e as observações continuam lá (também sem JavaScript)',
  { tag: '@writes' },
  async ({ page, api, browser }) => {
    const { me, cart } = await customerOnEmporio(api, page, 'Cliente Mínimo', 1, 2000);
    expect(cart.totalCompras!).toBeLessThan(5000);
    await openCheckout(page, 'emporio');
    const notes = page.getByLabel('Observações');
    await typeInto(notes, 'Tocar o interfone 12');
    await typeInto(page.getByLabel('Número do pedido do cliente'), 'PO-778');
    await answerCharacteristics(page);
    await page.getByRole('radio', { name: 'PIX' }).check();
    await submitButton(page).click();
    const alert = checkoutForm(page).getByRole('alert').filter({ hasText: 'Erro ao submeter seu pedido.' });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText('O pedido mínimo é de R$');
    await expect(alert).toContainText(`Itens: ${cart.produtosSelecionados.map((p) => p.nome).join(', ')}`);
    await expect(alert).toBeFocused();
    await expect(notes).toHaveValue('Tocar o interfone 12');
    await expect(page.getByLabel('Número do pedido do cliente')).toHaveValue('PO-778');
    await expect(page.getByLabel('Se faltar algum produto (obrigatório)')).toHaveValue('Substituir por similar');
    await expect(page).toHaveURL(/\/finalizar$/);
    expect((await apiCart(api, 'emporio', me)).produtosSelecionados).toHaveLength(cart.produtosSelecionados.length);

    // Without JavaScript the page comes back with the message, what was typed and a fresh attempt key.
    const noJs = await browser.newContext({
      javaScriptEnabled: false,
      storageState: await page.context().storageState(),
    });
    try {
      const p = await noJs.newPage();
      await openCheckout(p, 'emporio', false);
      await typeInto(p.getByLabel('Observações'), 'Portão azul');
      await answerCharacteristics(p);
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
    const { me } = await customerOnEmporio(api, page, 'Cliente Sem JS');
    const noJs = await browser.newContext({
      javaScriptEnabled: false,
      storageState: await page.context().storageState(),
      locale: 'pt-BR',
      timezoneId: 'America/Sao_Paulo',
    });
    try {
      const p = await noJs.newPage();
      await openCheckout(p, 'emporio', false);
      await answerCharacteristics(p);
      await p.getByRole('radio', { name: 'PIX' }).check();
      await submitButton(p).click();
      const n = await landedOrder(p);
      const { order } = await apiOrder(api, me, n);
      expect(order).toMatchObject({ pagamento: { tipo: 'PIX' } });
      await expect(p.getByRole('img', { name: 'QR Code PIX' })).toBeVisible();
      await expect(p.getByLabel('PIX copia e cola')).toHaveValue(order!.pagamento.pix!.copiaECola);
      expect((await apiCart(api, 'emporio', me)).produtosSelecionados).toEqual([]);
    } finally {
      await noJs.close();
    }
  },
);

test(
  'axe: /finalizar (com o cartão aberto) e /submissao/N sem violações sérias ou críticas',
  { tag: '@writes' },
  async ({ page, api }) => {
    await customerOnEmporio(api, page, 'Cliente Axe');
    await openCheckout(page, 'emporio');
    await page.getByRole('radio', { name: 'Cartão de crédito' }).check();
    await expect(page.getByLabel('Número do cartão')).toBeVisible();
    await axeClean(page);
    await answerCharacteristics(page);
    await page.getByRole('radio', { name: 'PIX' }).check();
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
    const card = (await fetchSupplier('emporio')).formasPagamento.find((m) => m.tipo === 'CARTAO_CREDITO')!;
    expect(card.juros_mensal_bp, 'o cartão do empório cobra juros').toBeGreaterThan(0);
    await customerOnEmporio(api, page, 'Cliente Juros');
    await openCheckout(page, 'emporio');
    await page.getByRole('radio', { name: /Cartão de crédito/ }).check();
    const parcelas = page.getByRole('combobox', { name: 'Parcelas' });
    await expect(parcelas).toBeVisible();
    await expect(page.getByText(/com juros de/)).toHaveCount(0);
    const reviewed = (await page.getByRole('region', { name: 'Revisão' }).getByLabel('Total do pedido').textContent())!;
    const total = Number(reviewed.replace(/\D/g, ''));
    await parcelas.selectOption('2');
    const plan = instalmentPlan(total, 2, card);
    expect(plan.total).toBe(plan.valorParcela * 2);
    expect(plan.total).toBeGreaterThan(total);
    const juros = `com juros de 1,99% a.m.; total ${brl(plan.total)}`;
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
    const { me } = await customerOnEmporio(api, page, 'Cliente Cupom Checkout');
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
    await typeInto(code, 'BEMVINDO10');
    await dialog.getByRole('button', { name: 'Aplicar' }).click();
    await expect(dialog).toBeHidden();
    await expect(coupon).toContainText('BEMVINDO10');
    expect(page.url()).toBe(url);
    await expect.poll(async () => (await apiCart(api, 'emporio', me)).codigoCupom).toBe('BEMVINDO10');
    await expect(page).toHaveURL(/\/finalizar$/);

    // PIX checked: the PIX-only coupon, typed and then pressed Enter, is accepted for it.
    const pix = page.getByRole('radio', { name: 'PIX' });
    await pix.check();
    const pixId = (await pix.getAttribute('value'))!;
    await coupon.getByRole('button', { name: 'Trocar cupom' }).click();
    await expect(code).toBeFocused();
    // The dialog lists the PIX coupon for the PIX chosen; the person types its code rather than picking it.
    await expect(dialog.getByRole('button', { name: 'Usar o cupom PIX5' })).toBeVisible();
    await typeHere(page, 'PIX5');
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(coupon).toContainText('PIX5');
    await expect.poll(async () => (await apiCart(api, 'emporio', me, pixId)).codigoCupom).toBe('PIX5');
    const priced = await apiCart(api, 'emporio', me, pixId);
    await expect(page).toHaveURL(/\/finalizar$/);

    // And the order goes with it: not refused for the payment method, the confirmation shows the coupon's discount.
    await answerCharacteristics(page);
    await submitButton(page).click();
    const n = await landedOrder(page);
    await expect(page.getByText(COUPON_MESSAGES.formaPagamento)).toHaveCount(0);
    const { order } = await apiOrder(api, me, n);
    expect(order).toMatchObject({ numpedido: n, cupom: 'PIX5', pagamento: { tipo: 'PIX' } });
    const totals = page.locator('dl').filter({ has: page.getByText('Desconto (PIX5)', { exact: true }) });
    const shown = await totals.locator('dt:text-is("Desconto (PIX5)") + dd').textContent();
    const produtos = await totals.locator('dt:text-is("Produtos") + dd').textContent();
    const centavos = (t: string | null) => Number(t!.replace(/[^\d]/g, ''));
    // What the page says is what the API charged, and it is 5% of the products the page lists.
    expect(centavos(shown)).toBe(order!.valorDesconto);
    expect(centavos(produtos)).toBe(order!.totalProdutos);
    expect(order!.valorDesconto).toBe(Math.round((order!.totalProdutos! * 5) / 100));
    expect(order!.valorDesconto).toBe(priced.valorDesconto);
    await expect(page.getByLabel('Total do pedido')).toHaveText(brl(order!.totalPedido!));
  },
);
