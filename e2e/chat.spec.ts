/**
 * Chat per order, in Chromium against the real API: a customer (on the order's page) and
 * the supplier's attendant (on /atendente) talk about an order in two browser contexts, live both
 * ways; messages are text (markup typed by the customer shows as typed); the header's unread badge
 * counts the attendant's answer and clears once the customer reads it. axe on both pages. The
 * client's general room (IDCLI), from /conta/mensagens, both ways.
 */

import { attendantName, openRoom, placePickupOrder, say } from './chat-helpers';
import {
  axeClean,
  cspViolations,
  expect,
  fetchSupplier,
  recordCspViolations,
  registerCustomer,
  replaceText,
  requireAccount,
  requireStore,
  signInThroughApi,
  test,
} from './fixtures';

test.describe.configure({ timeout: 150_000 });

test(
  'cliente e atendente conversam sobre um pedido em tempo real; o contador de não lidas no cabeçalho',
  { tag: '@writes' },
  async ({ browser, signedIn }) => {
    const loja = requireStore('consumer');
    const me = await registerCustomer(loja, 'Cliente Chat E2E');
    const numpedido = await placePickupOrder(loja, me);
    const nomeAtendente = await attendantName(loja, requireAccount('attendant'));
    const customerCtx = await browser.newContext();
    // The store's attendant, already signed in from the stored session (being logged in is a step here).
    const attendant = await signedIn('attendant');
    const attendantCtx = attendant.context();
    await recordCspViolations(customerCtx);
    await recordCspViolations(attendantCtx);
    // The socket goes to the store's own origin, relayed to the API by the storefront (decision 0017).
    const socketUrls: string[] = [];
    for (const ctx of [customerCtx, attendantCtx]) {
      ctx.on('request', (r) => {
        if (r.url().includes('/socket.io/')) socketUrls.push(r.url());
      });
      ctx.on('page', (p) => p.on('websocket', (ws) => socketUrls.push(ws.url())));
    }
    attendant.on('websocket', (ws) => socketUrls.push(ws.url()));
    try {
      const customer = await customerCtx.newPage();
      await customer.goto(loja.url('/'));
      await signInThroughApi(customer, loja, me.cpf);
      await customer.goto(loja.url(`/conta/pedidos/${numpedido}`));
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

      // The attendant opens /atendente: the order's room is listed with one unread message.
      await attendant.goto(loja.url('/atendente'));
      await expect(attendant.getByRole('heading', { name: 'Conversas' })).toBeVisible({ timeout: 20_000 });
      const room = attendant.getByRole('button', { name: new RegExp(`Pedido nº ${numpedido} — Cliente Chat E2E`) });
      await expect(room).toBeVisible();
      await expect(room.getByTestId('sala-nao-lidas')).toHaveText('1');
      await axeClean(attendant);
      const aPanel = attendant.getByRole('region', { name: `Pedido nº ${numpedido}` });
      await openRoom(room, aPanel);
      await expect(aPanel.getByRole('list', { name: 'Mensagens' })).toContainText(markup);
      await expect(room.getByTestId('sala-nao-lidas')).toHaveCount(0);
      expect(await cspViolations(attendant)).toEqual([]);

      // The answer arrives on the customer's open page without a reload; and back.
      await say(aPanel, 'Fica pronto amanhã às 10h.');
      await expect(cList).toContainText('Fica pronto amanhã às 10h.', { timeout: 15_000 });
      expect(socketUrls.length).toBeGreaterThan(0);
      expect(socketUrls.filter((u) => new URL(u.replace(/^ws/, 'http')).origin !== loja.origin)).toEqual([]);
      await expect(cList.getByRole('listitem').last()).toContainText(nomeAtendente);
      await say(cPanel, 'Obrigada!');
      await expect(aPanel.getByRole('list', { name: 'Mensagens' })).toContainText('Obrigada!', { timeout: 15_000 });

      // Away from the order, the customer's header counts the attendant's next answer.
      await customer.goto(loja.url('/conta/pedidos'));
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
      await expect(customer.getByRole('region', { name: `Mensagens sobre o pedido nº ${numpedido}` })).toContainText(
        'Precisa de mais alguma coisa?',
        { timeout: 20_000 },
      );
      await expect(customer.getByRole('banner').getByTestId('chat-badge')).toHaveCount(0, { timeout: 15_000 });
    } finally {
      await customerCtx.close();
    }
  },
);

test(
  'a conversa geral com o fornecedor (IDCLI): o cliente escreve em /conta/mensagens/atendimento e o atendente responde',
  { tag: '@writes' },
  async ({ browser, signedIn }) => {
    const loja = requireStore('consumer');
    const { nome } = await fetchSupplier(loja);
    const me = await registerCustomer(loja, 'Cliente Atendimento E2E');
    const customerCtx = await browser.newContext();
    await recordCspViolations(customerCtx);
    try {
      const customer = await customerCtx.newPage();
      await customer.goto(loja.url('/'));
      await signInThroughApi(customer, loja, me.cpf);
      await customer.goto(loja.url('/conta/mensagens'));
      await customer.getByRole('link', { name: 'Falar com o atendimento' }).click();
      await expect(customer).toHaveURL(/\/conta\/mensagens\/atendimento$/);
      const cPanel = customer.getByRole('region', { name: `Conversa com ${nome}` });
      await expect(cPanel.getByText('Nenhuma mensagem ainda.')).toBeVisible({ timeout: 20_000 });
      await say(cPanel, 'Vocês entregam no sábado?');
      const cList = cPanel.getByRole('list', { name: 'Mensagens' });
      await expect(cList.getByRole('listitem').last()).toContainText('Vocês entregam no sábado?');
      expect(await cspViolations(customer)).toEqual([]);
      await axeClean(customer);

      // The attendant (from the stored session) sees the client's general room, named after the client, unread.
      const attendant = await signedIn('attendant');
      await attendant.goto(loja.url('/atendente'));
      await expect(attendant.getByRole('heading', { name: 'Conversas' })).toBeVisible({ timeout: 20_000 });
      const room = attendant.getByRole('button', { name: /Atendimento de Cliente Atendimento E2E/ });
      await expect(room.getByTestId('sala-nao-lidas')).toHaveText('1');
      const aPanel = attendant.getByRole('region', { name: 'Atendimento de Cliente Atendimento E2E' });
      await openRoom(room, aPanel);
      await expect(aPanel.getByRole('list', { name: 'Mensagens' })).toContainText('Vocês entregam no sábado?');
      await say(aPanel, 'Entregamos sim, das 8h às 12h.');
      await expect(cList).toContainText('Entregamos sim, das 8h às 12h.', { timeout: 15_000 });

      // Listed among the client's conversations as "Atendimento", leading back to it.
      await customer.goto(loja.url('/conta/mensagens'));
      const entry = customer.getByRole('main').getByRole('link', { name: /^Atendimento/ });
      await expect(entry).toContainText('Entregamos sim, das 8h às 12h.');
      await entry.click();
      await expect(customer).toHaveURL(/\/conta\/mensagens\/atendimento$/);
      await expect(
        customer.getByRole('region', { name: `Conversa com ${nome}` }).getByRole('list', { name: 'Mensagens' }),
      ).toContainText('Entregamos sim', { timeout: 20_000 });
    } finally {
      await customerCtx.close();
    }
  },
);

test(
  'sem sessão de atendente, /atendente pede o login; um atendente de outro fornecedor não entra',
  { tag: '@smoke' },
  async ({ page }) => {
    const loja = requireStore('consumer');
    // An attendant of another supplier: the company store's own.
    const outro = requireAccount('companyAttendant');
    expect((await fetchSupplier(requireStore(outro.store))).idfornecedor).not.toBe(
      (await fetchSupplier(loja)).idfornecedor,
    );
    await page.goto(loja.url('/atendente'));
    await expect(page.getByRole('button', { name: 'Entrar como atendente' })).toBeVisible();
    await expect(async () => {
      await replaceText(page.getByLabel('Email'), outro.login);
      await replaceText(page.getByLabel('Senha'), outro.password);
      await page.getByRole('button', { name: 'Entrar como atendente' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Atendente sem acesso a este fornecedor' })).toBeVisible({
        timeout: 5000,
      });
    }).toPass({ timeout: 30_000 });
    await expect(page.getByRole('heading', { name: 'Conversas' })).toHaveCount(0);
  },
);
