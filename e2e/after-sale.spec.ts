/**
 * After the sale, in Chromium against the real API. Orders placed through the API by a
 * customer of the test's own; the shopper finds them in /conta/pedidos (filters in the URL),
 * opens the detail (timeline, PIX), repeats the order into the cart (the header's count and
 * /carrinho show it), cancels with a confirmation step, rates a delivered order once and downloads
 * its DANFE and XML. The approved company's titles (one overdue) and credit on the company store (the Atacado);
 * the consumer's wine club on the pickup-only store (the Adega) cancelled after a confirmation (the seed's
 * subscription: this spec cancels it). Stores, accounts, CEPs, payment and delivery methods come from the target
 * (docs/qa.md). axe on the new pages. The quote (asked for at checkout, priced, accepted) is in checkout.spec.ts.
 */
import type { BrowserContextOptions, Download, Page } from '@playwright/test';
import * as XLSX from 'xlsx';

import { invoiceEndpoints } from '../lib/contract/invoice';
import { linkedUserEndpoints } from '../lib/contract/linked-users';
import { orderLifeEndpoints } from '../lib/contract/order-life';
import { ORDER_MESSAGES } from '../lib/contract/order-messages';
import { ORDER_STATUS_LABELS } from '../lib/contract/order-status';
import { SUBSCRIPTION_MESSAGES, subscriptionClientEndpoints } from '../lib/contract/subscription';
import {
  apiAddAddress,
  apiLogin,
  apiPlaceOrder,
  apiProducts,
  callApi,
  isPlainUnit,
  saveApiCart,
  tryApi,
} from './api-client';
import {
  axeClean,
  brlPattern,
  expect,
  fetchSupplier,
  formatBRL,
  passAgeGate,
  registerCustomer,
  requireAccount,
  requireOnTarget,
  requireStore,
  signInThroughApi,
  test,
  typeInto,
  type ApiCustomer,
  type TargetAccount,
} from './fixtures';
import { pixDeliveryOrder, placeAt, storeCep } from './store-discovery';

test.describe.configure({ timeout: 150_000 });

// The target's stores (e2e/target.ts): the consumer store (the Empório locally), the company store (the Atacado)
// and the pickup-only store (the Adega); ids, payment and delivery methods from the API, CEPs from the profile.
const consumer = () => requireStore('consumer');
const company = () => requireStore('company');
const pickup = () => requireStore('pickup');
const STOCKED = ['Panetone de frutas 500 g', 'Champagne Brut'];

/**
 * A PIX order with delivery on the consumer store, placed through the API at the store's CEP (the place from the
 * API's CEP look-up); answers its number and product names.
 */
async function placeOrder(me: ApiCustomer, actingFor?: string): Promise<{ numpedido: number; nomes: string[] }> {
  const store = consumer();
  const supplier = await fetchSupplier(store);
  const place = await placeAt(storeCep(store));
  // `actingFor`: a principal's session placing the order of one of its linked users.
  if (actingFor) me = { ...me, idcliente: actingFor };
  const { idendereco } = await apiAddAddress(me, place);
  const l = await apiProducts(supplier.idfornecedor, { page: 1, limit: 100, tipoentrega: 'DELIVERY' }, me);
  const produtos = l.produtos
    .filter((p) => isPlainUnit(p) && !STOCKED.includes(p.nome))
    .sort((x, y) => y.preco! - x.preco!);
  const itens: { idproduto: string; quantidade: number }[] = [];
  let total = 0;
  // Past the store's minimum order (R$ 60,00 on the Empório, whose minimum is R$ 50,00).
  const minimo = Math.max(6000, (supplier.meta_info.pedido_minimo ?? 0) + 1000);
  for (const p of produtos) {
    if (total >= minimo) break;
    itens.push({ idproduto: p.idproduto, quantidade: 1 });
    total += p.preco!;
  }
  const cart = await saveApiCart(me, supplier.idfornecedor, { cartItens: itens });
  const placed = await apiPlaceOrder(
    me,
    await pixDeliveryOrder(
      me,
      supplier,
      cart.produtosSelecionados
        .filter((p) => p.disponivel)
        .map((p) => ({ idproduto: p.idproduto, quantidade: p.quantidade })),
      idendereco,
    ),
  );
  return { numpedido: placed.numpedido, nomes: placed.pedido.itens.map((i) => i.nome) };
}

const url = (path: string) => consumer().url(path);

/**
 * The approved company on the company store, from its stored session (being signed in is only a step here):
 * the page and the account. `options`: the context's on top of the project's (the phone's viewport).
 */
async function companySignedIn(
  signedIn: (role: 'approvedCompany', options?: BrowserContextOptions) => Promise<Page>,
  options?: BrowserContextOptions,
): Promise<{ page: Page; account: TargetAccount }> {
  company();
  const account = requireAccount('approvedCompany');
  return { page: await signedIn('approvedCompany', options), account };
}

/** The approved company's credit and titles on the company store, as the API lists them (every title). */
async function companyInvoices(account: TargetAccount) {
  const { idfornecedor } = await fetchSupplier(company());
  const me = await apiLogin(account.login, account.password, idfornecedor);
  return callApi(invoiceEndpoints.listInvoices, {
    params: { idfornecedor, idcliente: me.idcliente },
    query: { completeInfo: 'true' },
    auth: me,
  });
}

test(
  'histórico e detalhe depois do pedido; repetir pedido carrega o carrinho; cancelar com confirmação',
  { tag: '@writes' },
  async ({ page }) => {
    const supplier = await fetchSupplier(consumer());
    // A method paid on delivery to move the order to (the Empório's "Cartão de débito na entrega").
    const onDelivery = requireOnTarget(
      supplier.formasPagamento.find((m) => !m.online && m.tipo !== 'PIX' && m.tipo !== 'CARTAO_CREDITO'),
      'forma de pagamento na entrega na loja de consumidor',
    );
    const me = await registerCustomer(consumer(), 'Cliente Pós-venda');
    const { numpedido, nomes } = await placeOrder(me);
    await passAgeGate(page, consumer());
    await page.goto(url('/'));
    await signInThroughApi(page, consumer(), me.cpf);

    // From the account page to the list.
    await page.goto(url('/conta'));
    await page.getByRole('link', { name: 'Meus pedidos' }).first().click();
    await expect(page).toHaveURL(/\/conta\/pedidos$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Meus pedidos' })).toBeVisible();
    const row = page.locator(`tr[data-pedido="${numpedido}"]`);
    await expect(row).toContainText(ORDER_STATUS_LABELS.AGUARDANDOPAGAMENTO);
    await expect(row).toContainText('Entrega');
    await expect(row).toContainText('PIX');
    await axeClean(page);

    // The status filter is a GET form: the URL carries it.
    await page.getByLabel('Situação').selectOption('ENTREGUE');
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect(page).toHaveURL(/status=ENTREGUE/);
    await expect(page.getByText('Nenhum pedido encontrado.')).toBeVisible();
    await page.getByRole('link', { name: 'Limpar filtros' }).click();
    // The export link carries the filters: wait for the unfiltered page (clicking the old one exported ENTREGUE only).
    await expect(page).toHaveURL(/\/conta\/pedidos$/);
    await expect(row).toBeVisible();

    // 'Exportar pedidos': the XLSX first, for people (read here by SheetJS, not by exceljs that writes it), then the
    // CSV for machines, through the session.
    const exports = page.getByRole('link', { name: /^Exportar pedidos/ });
    await expect(exports).toHaveText(['Exportar pedidos (XLSX)', 'Exportar pedidos (CSV)']);
    const bytes = async (d: Download) =>
      d.createReadStream().then(async (st) => {
        const chunks: Buffer[] = [];
        for await (const c of st) chunks.push(c as Buffer);
        return Buffer.concat(chunks);
      });
    const [xlsx] = await Promise.all([page.waitForEvent('download'), exports.first().click()]);
    expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);
    const book = XLSX.read(await bytes(xlsx), { cellDates: true });
    const sheet = book.Sheets[book.SheetNames[0]!]!;
    const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1 });
    expect(rows[0]!.slice(0, 3)).toEqual(['Pedido', 'Data', 'Status']);
    expect(rows.filter((r) => String(r[0]) === String(numpedido)).length).toBe(nomes.length);
    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Exportar pedidos (CSV)' }).click(),
    ]);
    expect(csv.suggestedFilename()).toMatch(/\.csv$/);
    const text = (await bytes(csv)).toString('utf8');
    expect(text).toMatch(/^\uFEFF?Pedido;Data;Status;/);
    expect(text.split('\r\n').filter((l) => l.startsWith(`${numpedido};`)).length).toBe(nomes.length);

    await page.getByRole('link', { name: `Pedido nº ${numpedido}` }).click();
    await expect(page).toHaveURL(new RegExp(`/conta/pedidos/${numpedido}$`));
    await expect(page.getByRole('heading', { level: 1, name: `Pedido nº ${numpedido}` })).toBeVisible();
    const historico = page.getByRole('list', { name: 'Histórico do pedido' });
    await expect(historico.getByRole('listitem').last()).toContainText(ORDER_STATUS_LABELS.AGUARDANDOPAGAMENTO);
    await expect(page.getByLabel('PIX copia e cola')).toBeVisible();
    for (const n of nomes) await expect(page.getByRole('list', { name: 'Itens do pedido' })).toContainText(n);
    await axeClean(page);

    // A new PIX for the unpaid order.
    const antes = await page
      .getByLabel('PIX copia e cola')
      .inputValue()
      .catch(() => null);
    await page.getByRole('button', { name: 'Gerar novo PIX' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Nova cobrança gerada' })).toBeVisible();
    if (antes) await expect(page.getByLabel('PIX copia e cola')).not.toHaveValue(antes);

    // Pay another way: on delivery instead of PIX.
    await page.getByText('Trocar forma de pagamento', { exact: true }).first().click();
    await page.getByLabel('Nova forma de pagamento').selectOption({ label: onDelivery.descricao });
    await page.getByRole('button', { name: 'Trocar forma de pagamento' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Forma de pagamento alterada' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Pagamento' })).toContainText(onDelivery.descricao);
    await expect(page.getByRole('button', { name: 'Gerar novo PIX' })).toHaveCount(0);

    // Repeat order: the API's cart in the header's store, and on /carrinho.
    await page.getByRole('button', { name: 'Repetir pedido' }).click();
    await expect(page.getByText(ORDER_MESSAGES.repeticaoSucesso)).toBeVisible();
    await expect(page.locator('[data-cart-count]').first()).toHaveText(String(nomes.length));
    await page.getByRole('link', { name: 'Ver carrinho' }).click();
    await expect(page).toHaveURL(/\/carrinho$/);
    for (const n of nomes) await expect(page.getByRole('main')).toContainText(n);

    // Cancel, through the confirmation step.
    await page.goto(url(`/conta/pedidos/${numpedido}`));
    await page.getByRole('link', { name: 'Cancelar pedido' }).click();
    await expect(page.getByRole('heading', { name: 'Cancelar este pedido?' })).toBeVisible();
    await axeClean(page);
    await page.getByRole('button', { name: 'Sim, cancelar pedido' }).click();
    await expect(page.getByText('Pedido cancelado.')).toBeVisible();
    await expect(page.locator('[data-order-status]').first()).toHaveAttribute('data-order-status', 'CANCELADO');
    await expect(page.getByRole('link', { name: 'Cancelar pedido' })).toHaveCount(0);
  },
);

test(
  'pedido entregue: o comprador avalia uma vez',
  { tag: ['@writes', '@reference'] },
  async ({ page, backOffice }) => {
    const me = await registerCustomer(consumer(), 'Cliente Avaliação');
    const { numpedido } = await placeOrder(me);
    await backOffice.confirmPayment(numpedido);
    for (const status of ['SEPARANDO', 'PAGO', 'EMENTREGA', 'ENTREGUE'] as const)
      await backOffice.moveOrder(numpedido, status);
    await passAgeGate(page, consumer());
    await page.goto(url('/'));
    await signInThroughApi(page, consumer(), me.cpf);
    await page.goto(url(`/conta/pedidos/${numpedido}`));
    await expect(page.locator('[data-order-status]').first()).toHaveAttribute('data-order-status', 'ENTREGUE');
    const history = page.getByRole('list', { name: 'Histórico do pedido' }).getByRole('listitem');
    await expect(history).toHaveCount(6);
    // The timeline reads as it happened: paid, prepared, then ready for delivery, never the other way round.
    const steps = await history.allInnerTexts();
    const at = (label: string) => steps.findIndex((t) => t.includes(label));
    expect(at('Pagamento confirmado')).toBeGreaterThanOrEqual(0);
    expect(at('Pagamento confirmado')).toBeLessThan(at('Em separação'));
    expect(at('Em separação')).toBeLessThan(at('Pronto para entrega'));
    expect(at('Pronto para entrega')).toBeLessThan(at('Saiu para entrega'));
    await expect(page.getByRole('link', { name: 'Cancelar pedido' })).toHaveCount(0);
    await axeClean(page);
    const avaliacao = page.getByRole('region', { name: 'Avaliação' });
    await avaliacao.getByRole('radio', { name: '4' }).check();
    await typeInto(avaliacao.getByLabel('Comentário (opcional)'), 'Chegou tudo certo');
    await avaliacao.getByRole('button', { name: 'Enviar avaliação' }).click();
    await expect(page.getByText(ORDER_MESSAGES.avaliacaoObrigado)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Avaliação' })).toContainText('nota 4 de 5');
    await expect(page.getByRole('button', { name: 'Enviar avaliação' })).toHaveCount(0);
    // The NF-e of a delivered order: the DANFE and the XML, downloaded through the session.
    const [danfe] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Nota fiscal (PDF)' }).click(),
    ]);
    expect(danfe.suggestedFilename()).toMatch(/\.pdf$/);
    const pdf = await danfe.createReadStream().then(async (st) => {
      const chunks: Buffer[] = [];
      for await (const c of st) chunks.push(c as Buffer);
      return Buffer.concat(chunks);
    });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const [xml] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'XML', exact: true }).click(),
    ]);
    expect(xml.suggestedFilename()).toMatch(/\.xml$/);
    // Once: the API refuses a second rating.
    const again = await tryApi(orderLifeEndpoints.rateOrder, { params: { numpedido }, body: { nota: 5 }, auth: me });
    expect(again.ok ? 200 : again.status).toBe(409);
  },
);

test(
  'a titular vê o pedido feito em nome de um usuário vinculado: na lista e no detalhe, com "Pedido emitido por"',
  { tag: ['@writes', '@reference'] },
  async ({ signedIn }) => {
    // The principal (Ana on the Empório) and one of its linked users, from the API's list of them.
    const principal = requireAccount('principal');
    const { idfornecedor } = await fetchSupplier(consumer());
    const session = await apiLogin(principal.login, principal.password, idfornecedor);
    const { usuarios } = await callApi(linkedUserEndpoints.listLinkedUsers, {
      params: { idcliente: session.idcliente },
      body: { idfornecedor },
      auth: session,
    });
    const linked = requireOnTarget(usuarios[0], 'usuário vinculado da titular');
    const { numpedido } = await placeOrder({ cpf: principal.login, ...session }, linked.idcliente);
    // Being signed in is only a step: the principal's stored session.
    const page = await signedIn('principal');
    await page.goto(url('/conta/pedidos'));
    await page.getByRole('link', { name: `Pedido nº ${numpedido}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Pedido nº ${numpedido}` })).toBeVisible();
    await expect(page.getByText(`Pedido emitido por ${linked.nome}`)).toBeVisible();
  },
);

test(
  'faturas: limite de crédito e títulos da empresa aprovada, com um vencido, linha digitável e boleto',
  { tag: '@reference' },
  async ({ signedIn }) => {
    const { page, account } = await companySignedIn(signedIn);
    // The credit limit and the titles (overdue, to pay, paid) the API gives the approved company.
    const invoices = await companyInvoices(account);
    const limit = requireOnTarget(invoices.limite_credito_total, 'limite de crédito da empresa aprovada');
    for (const [status, what] of [
      ['VENCIDA', 'título vencido'],
      ['ABERTA', 'título a vencer'],
      ['PAGA', 'título pago'],
    ] as const)
      requireOnTarget(
        invoices.faturas.some((f) => f.status === status),
        `${what} da empresa aprovada`,
      );
    const limitText = formatBRL(limit).replace(/^R\$\s/, '');
    await page.goto(company().url('/conta'));
    // The header's credit line loads 1 s after the session is known (spec 9), not with the page
    // (the entry of this page's own request: the previous page made one too).
    const startedAt = () =>
      page.evaluate(
        () =>
          performance.getEntriesByType('resource').find((e) => e.name.endsWith('/api/faturas/resumo'))?.startTime ??
          null,
      );
    await expect.poll(startedAt, { timeout: 15_000 }).not.toBeNull();
    expect(await startedAt()).toBeGreaterThanOrEqual(1000);
    await page
      .getByRole('banner')
      .getByLabel(/^Conta de /)
      .click();
    await expect(page.getByRole('banner').getByRole('link', { name: /Crédito disponível: R\$/ })).toBeVisible();
    const credito = page.getByRole('region', { name: 'Crédito para compras a prazo' });
    await expect(credito).toContainText(new RegExp(`Disponível: R\\$\\s[\\d.]+,\\d\\d de ${brlPattern(limit).source}`));
    await expect(credito).toContainText('Títulos vencidos: R$');
    await page.getByRole('link', { name: 'Faturas e crédito' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Faturas e crédito' })).toBeVisible();
    await expect(page.locator('[data-limite-total]')).toContainText(limitText);
    const vencido = page.locator('tr[data-status="VENCIDA"]').first();
    await expect(vencido).toContainText('Vencido');
    await expect(vencido).toContainText('dias de atraso');
    await expect(vencido.getByRole('textbox')).toHaveValue(/^\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/);
    await expect(page.locator('tr[data-status="ABERTA"]').first()).toContainText('A vencer');
    await expect(page.locator('tr[data-status="PAGA"]').first()).toContainText('Pago');
    const [boleto] = await Promise.all([
      page.waitForEvent('download'),
      vencido.getByRole('link', { name: 'Boleto (PDF)' }).click(),
    ]);
    expect(boleto.suggestedFilename()).toMatch(/\.pdf$/);
    // The overdue title offers its "2ª via atualizada" (fine, interest, new due date); one to pay does not.
    await expect(
      page
        .locator('tr[data-status="ABERTA"]')
        .first()
        .getByRole('link', { name: /2ª via/ }),
    ).toHaveCount(0);
    const [segundaVia] = await Promise.all([
      page.waitForEvent('download'),
      vencido.getByRole('link', { name: '2ª via atualizada (PDF)' }).click(),
    ]);
    expect(segundaVia.suggestedFilename()).toMatch(/^boleto-\d+-2via\.pdf$/);
    await axeClean(page);
  },
);

test.describe('faturas num celular', () => {
  const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
  test.use(phone);

  test(
    'cada título vira um cartão: "Copiar linha digitável" e o boleto ficam na tela, sem rolagem lateral',
    { tag: '@reference' },
    async ({ signedIn }) => {
      const { page, account } = await companySignedIn(signedIn, phone);
      requireOnTarget(
        (await companyInvoices(account)).faturas.some((f) => f.status === 'VENCIDA'),
        'título vencido da empresa aprovada',
      );
      await page.goto(company().url('/conta/faturas'));
      await expect(page.getByRole('heading', { level: 1, name: 'Faturas e crédito' })).toBeVisible();
      const vencido = page.locator('tr[data-status="VENCIDA"]').first();
      await expect(vencido).toContainText('Vencimento:');
      for (const action of [
        vencido.getByRole('button', { name: 'Copiar linha digitável' }),
        vencido.getByRole('link', { name: 'Boleto (PDF)' }),
        vencido.getByRole('link', { name: '2ª via atualizada (PDF)' }),
      ]) {
        await action.scrollIntoViewIfNeeded();
        const box = (await action.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(390);
      }
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await axeClean(page);
    },
  );
});

test(
  'assinatura na Adega: lista na aba Assinaturas, detalhe e cancelamento com confirmação',
  { tag: ['@writes', '@reference'] },
  async ({ page }) => {
    const store = pickup();
    const account = requireAccount('consumer');
    // The consumer's active subscription on the pickup-only store (the demo's wine club), from the API.
    const { idfornecedor } = await fetchSupplier(store);
    const session = await apiLogin(account.login, account.password, idfornecedor);
    const { assinaturas } = await callApi(subscriptionClientEndpoints.listSubscriptions, {
      params: { idfornecedor, idcliente: session.idcliente },
      auth: session,
    });
    const subscription = requireOnTarget(
      assinaturas.find((a) => a.status === 'ATIVA'),
      'assinatura ativa do consumidor na loja só de retirada',
    );
    await passAgeGate(page, store);
    await page.goto(store.url('/'));
    await signInThroughApi(page, store, account.login, account.password);
    await page.goto(store.url('/conta/pedidos'));
    await page
      .getByRole('navigation', { name: 'Pedidos e assinaturas' })
      .getByRole('link', { name: 'Assinaturas' })
      .click();
    await expect(page).toHaveURL(/aba=assinaturas/);
    const row = page.locator(`tr[data-assinatura="${subscription.idassinatura}"]`);
    await expect(row).toContainText(subscription.tipo.descricao);
    await axeClean(page);
    await row.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: /Assinatura do pedido nº \d+/ })).toBeVisible();
    await expect(page.locator('[data-subscription-status]')).toHaveAttribute('data-subscription-status', 'ATIVA');
    for (const item of subscription.itens)
      await expect(page.getByRole('list', { name: 'Itens da assinatura' })).toContainText(item.nome);
    await axeClean(page);
    await page.getByRole('link', { name: 'Cancelar assinatura' }).click();
    await expect(page.getByText(SUBSCRIPTION_MESSAGES.confirmarCancelamento)).toBeVisible();
    await page.getByRole('button', { name: 'Sim, cancelar assinatura' }).click();
    await expect(page.getByText(SUBSCRIPTION_MESSAGES.cancelada)).toBeVisible();
    await expect(page.locator('[data-subscription-status]')).toHaveAttribute('data-subscription-status', 'CANCELADA');
    await expect(page.getByRole('link', { name: 'Cancelar assinatura' })).toHaveCount(0);
  },
);
