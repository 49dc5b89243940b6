/**
 * Issue 16, chat per order, in Chromium against the real API: a customer (on the order's page) and
 * the supplier's attendant (on /atendente) talk about an order in two browser contexts, live both
 * ways; messages are text (markup typed by the customer shows as typed); the header's unread badge
 * counts the attendant's answer and clears once the customer reads it. axe on both pages.
 */
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { DEMO_ATTENDANTS, DEMO_PASSWORD } from '../commerce-api/seed/demo-world';
import { orderCharacteristicRows } from '../commerce-api/seed/order-content';
import { stableUuid } from '../commerce-api/seed/util';
import type { ProductList } from '../lib/contract';
import type { Cart } from '../lib/contract/cart';
import type { SubmitOrderResponse } from '../lib/contract/order';
import { DEMO_SUPPLIERS, cspViolations, expect, loginOnPage, recordCspViolations, registerCustomer, storefrontUrl, test, type ApiCustomer } from './fixtures';

test.describe.configure({ timeout: 150_000 });

const E = DEMO_SUPPLIERS.emporio;
const url = (path: string) => storefrontUrl(E.dominio, path);
const seg = (me: ApiCustomer) => encodeURIComponent(`${me.token}~${me.idcliente}`);

/** A pickup order at the Empório (card on pickup), placed through the API. */
async function placePickupOrder(api: APIRequestContext, me: ApiCustomer): Promise<number> {
  const l = await api.get(`/v2/app/${seg(me)}/listaprodutos/${E.idfornecedor}?page=1&limit=100&busca=${encodeURIComponent('Arroz branco tipo 1 5 kg')}`);
  const arroz = ((await l.json()) as ProductList).produtos.find((p) => p.nome === 'Arroz branco tipo 1 5 kg');
  expect(arroz, 'arroz no catálogo').toBeTruthy();
  const s = await api.post(`/v2/app/${seg(me)}/usuario/${me.idcliente}/cart?idfornecedor=${E.idfornecedor}`, { data: { cartItens: [{ idproduto: arroz!.idproduto, quantidade: 2 }] } });
  expect(s.status(), await s.text()).toBe(200);
  const cart = (await s.json()) as Cart;
  const body = {
    itens: cart.produtosSelecionados.map((p) => ({ idproduto: p.idproduto, quantidade: p.quantidade })),
    idfornecedor: E.idfornecedor,
    tipoEntrega: 'RETIRADA',
    formaEntrega: { idformaentrega: stableUuid(`entrega:${E.slug}:2`), data_de_entrega: null },
    lojaRetira: { nome: 'Empório Bom Preço Pinheiros', descricao_endereco_loja: 'loja', coordenadas_loja: { latitude: -23.5, longitude: -46.6 } },
    caracteristicas: orderCharacteristicRows('emporio')
      .filter((x) => x.obrigatoria)
      .map((x) => ({ idcaracteristica: x.idcaracteristica, valor: x.opcoes[0]! })),
    formaPagamento: { idformapagto: stableUuid(`pagto:${E.slug}:CARTAO_DEBITO`) },
  };
  const r = await api.post(`/v2/app/${me.token}/usuario/${me.idcliente}/pedido`, { data: body, headers: { 'Idempotency-Key': `e2e_${randomUUID().replace(/-/g, '')}` } });
  expect(r.status(), await r.text()).toBe(200);
  return ((await r.json()) as SubmitOrderResponse).numpedido;
}

async function axeClean(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`)).toEqual([]);
}

/** Types and sends in a chat panel, once it is connected (the button is enabled when the room is joined). */
async function say(panel: ReturnType<Page['getByRole']>, text: string): Promise<void> {
  await expect(panel.getByRole('button', { name: 'Enviar' })).toBeEnabled({ timeout: 20_000 });
  await expect(async () => {
    await panel.getByLabel('Sua mensagem').fill(text);
    await panel.getByRole('button', { name: 'Enviar' }).click();
    await expect(panel.getByLabel('Sua mensagem')).toHaveValue('', { timeout: 3000 });
  }).toPass({ timeout: 20_000 });
}

test('cliente e atendente conversam sobre um pedido em tempo real; o contador de não lidas no cabeçalho', async ({ browser, api }) => {
  const me = await registerCustomer(api, 'emporio', 'Cliente Chat E2E');
  const numpedido = await placePickupOrder(api, me);
  const customerCtx = await browser.newContext();
  const attendantCtx = await browser.newContext();
  await recordCspViolations(customerCtx);
  await recordCspViolations(attendantCtx);
  try {
    const customer = await customerCtx.newPage();
    await customer.goto(url('/'));
    await loginOnPage(customer, me.cpf);
    await customer.goto(url(`/conta/pedidos/${numpedido}`));
    const cPanel = customer.getByRole('region', { name: `Mensagens sobre o pedido nº ${numpedido}` });
    await expect(cPanel).toBeVisible({ timeout: 20_000 });
    await expect(cPanel.getByText('Nenhuma mensagem ainda.')).toBeVisible({ timeout: 20_000 });
    const markup = '<b>Olá</b> <img src=x onerror=alert(1)> quando fica pronto?';
    await say(cPanel, markup);
    const cList = cPanel.getByRole('list', { name: 'Mensagens' });
    await expect(cList.getByRole('listitem').last()).toContainText(markup);
    // Text, not HTML: no element came out of the customer's markup.
    await expect(cList.locator('b, img')).toHaveCount(0);
    // The panel's chunk runs under the CSP (it once carried zod, whose eval probe was refused).
    expect(await cspViolations(customer)).toEqual([]);
    await axeClean(customer);

    // The attendant logs in on /atendente: the order's room is listed with one unread message.
    const attendant = await attendantCtx.newPage();
    await attendant.goto(url('/atendente'));
    await expect(async () => {
      await attendant.getByLabel('Email').fill(DEMO_ATTENDANTS.emporio.email);
      await attendant.getByLabel('Senha').fill(DEMO_PASSWORD);
      await attendant.getByRole('button', { name: 'Entrar como atendente' }).click();
      await expect(attendant.getByRole('heading', { name: 'Conversas' })).toBeVisible({ timeout: 5000 });
    }).toPass({ timeout: 30_000 });
    const room = attendant.getByRole('button', { name: new RegExp(`Pedido nº ${numpedido} — Cliente Chat E2E`) });
    await expect(room).toBeVisible();
    await expect(room.getByTestId('sala-nao-lidas')).toHaveText('1');
    await axeClean(attendant);
    await room.click();
    const aPanel = attendant.getByRole('region', { name: `Pedido nº ${numpedido}` });
    await expect(aPanel.getByRole('list', { name: 'Mensagens' })).toContainText(markup);
    await expect(room.getByTestId('sala-nao-lidas')).toHaveCount(0);
    expect(await cspViolations(attendant)).toEqual([]);

    // The answer arrives on the customer's open page without a reload; and back.
    await say(aPanel, 'Fica pronto amanhã às 10h.');
    await expect(cList).toContainText('Fica pronto amanhã às 10h.', { timeout: 15_000 });
    await expect(cList.getByRole('listitem').last()).toContainText(DEMO_ATTENDANTS.emporio.nome);
    await say(cPanel, 'Obrigada!');
    await expect(aPanel.getByRole('list', { name: 'Mensagens' })).toContainText('Obrigada!', { timeout: 15_000 });

    // Away from the order, the customer's header counts the attendant's next answer.
    await customer.goto(url('/conta/pedidos'));
    const badge = customer.getByRole('banner').getByTestId('chat-badge');
    await expect(badge).toHaveCount(0);
    await say(aPanel, 'Precisa de mais alguma coisa?');
    await expect(async () => {
      await customer.reload();
      await expect(customer.getByRole('banner').getByTestId('chat-badge')).toHaveText('1', { timeout: 3000 });
    }).toPass({ timeout: 30_000 });
    await expect(badge).toHaveAccessibleName('Mensagens: 1 mensagem não lida');
    await badge.click();
    await expect(customer).toHaveURL(/\/conta\/mensagens$/);
    await expect(customer.getByRole('main')).toContainText(`Pedido nº ${numpedido}`);
    await expect(customer.getByRole('main')).toContainText('Precisa de mais alguma coisa?');
    await axeClean(customer);
    // Reading it (the order page joins the room) clears the badge.
    await customer.getByRole('link', { name: new RegExp(`Pedido nº ${numpedido}`) }).click();
    await expect(customer.getByRole('region', { name: `Mensagens sobre o pedido nº ${numpedido}` })).toContainText('Precisa de mais alguma coisa?', { timeout: 20_000 });
    await expect(customer.getByRole('banner').getByTestId('chat-badge')).toHaveCount(0, { timeout: 15_000 });
  } finally {
    await customerCtx.close();
    await attendantCtx.close();
  }
});

test('sem sessão de atendente, /atendente pede o login; um atendente de outro fornecedor não entra', async ({ page }) => {
  await page.goto(url('/atendente'));
  await expect(page.getByRole('button', { name: 'Entrar como atendente' })).toBeVisible();
  await expect(async () => {
    await page.getByLabel('Email').fill(DEMO_ATTENDANTS.adega.email);
    await page.getByLabel('Senha').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Entrar como atendente' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Atendente sem acesso a este fornecedor' })).toBeVisible({ timeout: 5000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Conversas' })).toHaveCount(0);
});
