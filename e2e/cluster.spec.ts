/**
 * Run by `npm run cluster` only (CLUSTER_SMOKE=1): the storefront and the API each run
 * twice behind a load balancer (HAProxy, round robin, answers marked X-Instancia; the chat's
 * socket.io sticky by source address + User-Agent), on one PostgreSQL. E2E_STOREFRONT_PORT and
 * E2E_API_PORT are the balancer's, so Playwright reuses them, and the storefront hands the browser
 * the balancer's address for the chat's socket. The store is the target's consumer store (the Empório locally),
 * addressed through the balancer; its shoppers are registered there, its attendant is the profile's.
 */
import { devices, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';

import { CHAT_SOCKET_PATH } from '../lib/contract/chat';
import { openRoom, placePickupOrder, say } from './chat-helpers';
import { expect, loginOnPage, registerCustomer, requireStore, test } from './fixtures';

test.skip(!process.env.CLUSTER_SMOKE, 'só com npm run cluster (duas vitrines e duas APIs atrás do balanceador)');

test('um login feito numa instância da vitrine vale na outra', { tag: ['@writes', '@reference'] }, async ({ page }) => {
  const loja = requireStore('consumer');
  const me = await registerCustomer(loja, 'Cliente do Cluster');
  await page.goto(loja.url('/'));
  // The login is what this test checks (made on one instance, valid on the other): typed, not a stored session.
  await expect(async () => {
    await loginOnPage(page, me.cpf);
  }).toPass({ timeout: 30_000 });

  // Every document after the login, whichever instance draws it, knows the shopper.
  const served = new Set<string>();
  for (let i = 0; i < 6; i++) {
    const res = await page.goto(loja.url('/conta'));
    served.add(res?.headers()['x-instancia'] ?? '?');
    await expect(page).toHaveURL(/\/conta$/);
    await expect(page.getByRole('banner').locator('[data-account-area]').first()).toHaveAttribute(
      'data-logado',
      'true',
    );
  }
  expect([...served].sort()).toEqual(['vitrine1', 'vitrine2']);
});

/**
 * Two browser User-Agents (Chrome's, marked) that the balancer sends to different API instances:
 * asked with a request socket.io refuses at once (no session opened), from the same address as
 * the browser (loopback).
 */
async function userAgentsApart(api: APIRequestContext): Promise<Map<string, string>> {
  const byInstance = new Map<string, string>();
  for (let i = 0; i < 40 && byInstance.size < 2; i++) {
    const ua = `${devices['Desktop Chrome'].userAgent} vitrine-cluster/${i}`;
    const r = await api.get(`${CHAT_SOCKET_PATH}/?sonda=1`, { headers: { 'user-agent': ua } });
    const instance = r.headers()['x-instancia'];
    if (instance && !byInstance.has(instance)) byInstance.set(instance, ua);
  }
  expect([...byInstance.keys()].sort(), 'o balanceador separa os dois navegadores').toEqual(['api1', 'api2']);
  return byInstance;
}

/** What a page's socket.io traffic went through: the instances that answered its long-polling, and its websockets' frames. */
function watchSocket(page: Page) {
  const seen = { instances: new Set<string>(), websocketFrames: 0 };
  page.on('response', (r) => {
    if (new URL(r.url()).pathname.startsWith(`${CHAT_SOCKET_PATH}/`))
      seen.instances.add(r.headers()['x-instancia'] ?? '?');
  });
  // The upgrade carries the polling session's id: only the instance that holds it accepts it.
  page.on('websocket', (ws) => {
    if (new URL(ws.url()).pathname.startsWith(`${CHAT_SOCKET_PATH}/`))
      ws.on('framereceived', () => seen.websocketFrames++);
  });
  return seen;
}

test(
  'cliente e atendente conversam pelo balanceador, cada navegador numa API',
  { tag: ['@writes', '@reference'] },
  async ({ browser, api, signedIn }) => {
    test.setTimeout(150_000);
    const loja = requireStore('consumer');
    const me = await registerCustomer(loja, 'Cliente Chat Cluster');
    const numpedido = await placePickupOrder(loja, me);
    const uas = await userAgentsApart(api);
    const contexts: BrowserContext[] = [];
    try {
      const customerCtx = await browser.newContext({ userAgent: uas.get('api1') });
      contexts.push(customerCtx);

      const customer = await customerCtx.newPage();
      const cSeen = watchSocket(customer);
      await customer.goto(loja.url('/'));
      // A customer of this test only (its own order): it logs in itself.
      await loginOnPage(customer, me.cpf);
      await customer.goto(loja.url(`/conta/pedidos/${numpedido}`));
      const cPanel = customer.getByRole('region', { name: `Mensagens sobre o pedido nº ${numpedido}` });
      await expect(cPanel.getByText('Nenhuma mensagem ainda.')).toBeVisible({ timeout: 20_000 });
      await say(cPanel, 'Oi, meu pedido passa pelo balanceador?');

      // The attendant from its stored session, in a browser the balancer sends to the other API.
      const attendant = await signedIn('attendant', { userAgent: uas.get('api2') });
      const aSeen = watchSocket(attendant);
      await attendant.goto(loja.url('/atendente'));
      await expect(attendant.getByRole('heading', { name: 'Conversas' })).toBeVisible({ timeout: 20_000 });
      const room = attendant.getByRole('button', { name: new RegExp(`Pedido nº ${numpedido} — Cliente Chat Cluster`) });
      const aPanel = attendant.getByRole('region', { name: `Pedido nº ${numpedido}` });
      await openRoom(room, aPanel);
      await expect(aPanel.getByRole('list', { name: 'Mensagens' })).toContainText(
        'Oi, meu pedido passa pelo balanceador?',
      );

      // Live both ways between the two instances (their socket.io servers share rooms through PostgreSQL).
      const cList = cPanel.getByRole('list', { name: 'Mensagens' });
      await say(aPanel, 'Passa, e eu respondo pela outra API.');
      await expect(cList).toContainText('Passa, e eu respondo pela outra API.', { timeout: 15_000 });
      await say(cPanel, 'Perfeito!');
      await expect(aPanel.getByRole('list', { name: 'Mensagens' })).toContainText('Perfeito!', { timeout: 15_000 });

      // Each browser's socket.io stayed on its own instance, long-polling and websocket alike.
      expect([...cSeen.instances], 'API do navegador da cliente').toEqual(['api1']);
      expect([...aSeen.instances], 'API do navegador do atendente').toEqual(['api2']);
      await expect.poll(() => cSeen.websocketFrames, { message: 'websocket da cliente aberto' }).toBeGreaterThan(0);
      await expect.poll(() => aSeen.websocketFrames, { message: 'websocket do atendente aberto' }).toBeGreaterThan(0);
    } finally {
      for (const c of contexts) await c.close();
    }
  },
);
