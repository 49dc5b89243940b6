/**
 * Linked users by invitation (decision 0028), in Chromium against the real API: the principal
 * invites a new email from "Gerenciar usuários", the invited person follows the emailed link, types
 * a password, logs in, orders, and the principal sees the order as "Pedido emitido por <nome>".
 * A pending invitation cannot be switched into through the storefront's route either. The store and the principal
 * come from the target (e2e/target.ts); the principal's name, the store's id, minimum order, delivery CEP's place
 * and plain products from the API.
 */
import type { Page } from '@playwright/test';

import { cepEndpoints } from '../lib/contract/address';
import { orderLifeEndpoints } from '../lib/contract/order-life';
import { apiAddAddress, apiLogin, apiProducts, callApi, isPlainUnit, saveApiCart, tryApi } from './api-client';
import {
  accountUser,
  escapeRegExp,
  expect,
  fetchSupplier,
  openLoginForm,
  registerStoreAccount,
  requireAccount,
  requireOnTarget,
  requireStore,
  test,
  typeHere,
  typeInto,
  type ApiCustomer,
  type TargetAccount,
  type TargetStore,
} from './fixtures';

test.describe.configure({ timeout: 150_000 });

/** The principal of the target, its store and its name as the API gives it. */
async function principal(): Promise<{ ana: TargetAccount; loja: TargetStore; nome: string }> {
  const ana = requireAccount('principal');
  const loja = requireStore(ana.store);
  return { ana, loja, nome: (await accountUser(ana)).nome };
}
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

/** Logs in from the header's form, typing like a person. */
async function typeLogin(page: Page, login: string, senha: string): Promise<void> {
  const form = await openLoginForm(page);
  await typeInto(form.getByLabel('Email, CPF ou CNPJ'), login);
  await page.keyboard.press('Enter');
  const senhaField = form.getByLabel('Senha');
  await expect(senhaField).toBeFocused();
  await typeHere(page, senha);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('banner').locator('[data-account-area]').first()).toHaveAttribute('data-logado', 'true');
}

const login = async (loja: TargetStore, cpf: string, senha: string): Promise<ApiCustomer> => ({
  cpf,
  ...(await apiLogin(cpf, senha, (await fetchSupplier(loja)).idfornecedor)),
});

/**
 * The invited person's delivery address (the place of the store's CEP, looked up through the API) and a cart of the
 * cheapest plain products R$ 10,00 above the store's minimum order (as the checkout specs arrange them).
 */
async function addressAndCart(loja: TargetStore, me: ApiCustomer): Promise<void> {
  const cep = requireOnTarget(loja.cep, 'CEP de entrega da loja do titular ("cep" no perfil)');
  const { rua, bairro, cidade, uf } = await callApi(cepEndpoints.lookupCep, { params: { cep } });
  await apiAddAddress(me, { cep, rua, bairro, cidade, uf });
  const supplier = await fetchSupplier(loja);
  const minimo = (supplier.meta_info.pedido_minimo ?? 0) + 1000;
  const l = await apiProducts(supplier.idfornecedor, { page: 1, limit: 100, tipoentrega: 'DELIVERY' }, me);
  // The cheapest first: a product whose stock the store counts (the demo's panettone) is dearer than what reaches the
  // minimum, so this order takes none of it.
  const plain = l.produtos.filter(isPlainUnit).sort((x, y) => x.preco! - y.preco!);
  const itens: { idproduto: string; quantidade: number }[] = [];
  let total = 0;
  for (const p of plain) {
    if (total >= minimo) break;
    itens.push({ idproduto: p.idproduto, quantidade: 1 });
    total += p.preco!;
  }
  requireOnTarget(total >= minimo, 'produtos simples que somem o pedido mínimo da loja do titular');
  await saveApiCart(me, supplier.idfornecedor, { cartItens: itens });
}

test(
  'principal convida um email novo; a pessoa define a senha pelo link, entra, faz um pedido e a principal o vê como "Pedido emitido por"',
  { tag: ['@writes', '@reference'] },
  async ({ page, backOffice, browser }) => {
    const { ana, loja, nome: anaNome } = await principal();
    const url = (path: string) => loja.url(path);
    const nome = `Convidada ${unique()}`;
    const email = `convidada.${unique()}@teste.com.br`;

    // The principal, from the home page: account menu → Gerenciar usuários → invite.
    await page.goto(url('/'));
    await typeLogin(page, ana.login, ana.password);
    await page.getByRole('banner').getByText(anaNome, { exact: true }).click();
    await page.getByRole('link', { name: 'Gerenciar usuários' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Gerenciar usuários' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Novo usuário' });
    await typeInto(form.getByLabel('Email do novo usuário'), email);
    await page.keyboard.press('Tab');
    await expect(form.getByLabel('Nome (opcional)')).toBeFocused();
    await typeHere(page, nome);
    await page.keyboard.press('Enter');
    await expect(form.getByRole('status')).toHaveText(`Convite enviado para ${email}`);
    // Ready for the next one: the fields are empty and the cursor is back in the email.
    await expect(form.getByLabel('Email do novo usuário')).toBeFocused();
    await expect(form.getByLabel('Email do novo usuário')).toHaveValue('');
    await expect(page.getByRole('list', { name: 'Convites enviados' }).getByText(email)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Usuários vinculados' }).getByText(email)).toHaveCount(0);

    // The invited person reads the email and follows the link, in a browser of its own.
    const mensagens = await backOffice.mailTo(email, 'convite-vinculado');
    expect(mensagens[0]?.corpo).toContain(anaNome);
    const token = /convite-vinculado\?token=([A-Za-z0-9_-]+)/.exec(mensagens[0]?.corpo ?? '')?.[1];
    expect(token).toBeTruthy();
    const other = await browser.newContext();
    const invited = await other.newPage();
    await invited.goto(url(`/convite-vinculado?token=${token}`));
    await expect(invited.getByRole('heading', { level: 1, name: 'Convite de usuário vinculado' })).toBeVisible();
    await typeInto(invited.getByLabel('Senha', { exact: true }), 'convidada123');
    await invited.keyboard.press('Tab');
    await expect(invited.getByLabel('Confirme a senha')).toBeFocused();
    await typeHere(invited, 'convidada123');
    await invited.keyboard.press('Enter');
    await expect(invited.getByRole('status').filter({ hasText: 'Senha definida e convite aceito' })).toBeVisible();
    // The cursor lands on the page's own "Entrar" (the header has one too).
    await expect(invited.getByRole('main').getByRole('link', { name: 'Entrar' })).toBeFocused();

    // The link is single-use.
    const again = await browser.newContext();
    const replay = await again.newPage();
    await replay.goto(url(`/convite-vinculado?token=${token}`));
    await typeInto(replay.getByLabel('Senha', { exact: true }), 'outra12345');
    await typeInto(replay.getByLabel('Confirme a senha'), 'outra12345');
    await replay.getByRole('button', { name: 'Definir senha e aceitar o convite' }).click();
    await expect(replay.getByRole('alert').filter({ hasText: 'Link de convite inválido ou expirado' })).toBeVisible();
    await again.close();

    // The invited person logs in normally and orders (PIX: nothing from the back office).
    const me = await login(loja, email, 'convidada123');
    await addressAndCart(loja, me);
    await invited.goto(url('/'));
    await typeLogin(invited, email, 'convidada123');
    await expect(invited.getByRole('banner').getByText(nome, { exact: true })).toBeVisible();
    await invited.goto(url('/finalizar'));
    const checkout = invited.getByRole('form', { name: 'Finalizar pedido' });
    await expect(checkout).toHaveAttribute('data-pronto', 'true');
    await invited.getByLabel('Se faltar algum produto (obrigatório)').selectOption('Substituir por similar');
    await invited.getByRole('radio', { name: 'PIX' }).check();
    await invited.getByRole('button', { name: 'Finalizar pedido' }).click();
    await expect(invited).toHaveURL(/\/submissao\/\d+$/, { timeout: 30_000 });
    const numpedido = Number(/\/submissao\/(\d+)$/.exec(invited.url())![1]);
    // The invited person sees its own order.
    await invited.goto(url('/conta/pedidos'));
    await expect(invited.getByRole('link', { name: `Pedido nº ${numpedido}` })).toBeVisible();
    await other.close();

    // The principal sees it in its orders and opens it: "Pedido emitido por <nome>".
    await page.goto(url('/conta/pedidos'));
    const link = page.getByRole('link', { name: `Pedido nº ${numpedido}` });
    await expect(link).toBeVisible();
    await link.click();
    await expect(page.getByRole('heading', { level: 1, name: `Pedido nº ${numpedido}` })).toBeVisible();
    await expect(page.getByText(`Pedido emitido por ${nome}`)).toBeVisible();

    // The accepted link is live: the principal uses the linked account, and comes back.
    await page.getByRole('banner').getByText(anaNome, { exact: true }).click();
    await page.getByRole('link', { name: 'Gerenciar usuários' }).click();
    await page
      .getByRole('list', { name: 'Usuários vinculados' })
      .getByRole('button', { name: `Usar a conta de ${nome}` })
      .click();
    await expect(page.getByRole('status', { name: 'Usuário vinculado' })).toContainText(
      `Você está usando a conta de: ${nome}`,
    );
    await expect(page.getByRole('banner').getByText(nome, { exact: true })).toBeVisible();
    await page.getByRole('status', { name: 'Usuário vinculado' }).getByRole('link', { name: 'Trocar usuário' }).click();
    await page.getByRole('button', { name: 'Voltar para a conta principal' }).click();
    await expect(page.getByRole('banner').getByText(anaNome, { exact: true })).toBeVisible();
    await expect(page.getByRole('status', { name: 'Usuário vinculado' })).toHaveCount(0);
  },
);

test(
  'um convite pendente para uma conta existente não deixa a principal usar a conta (nem pela rota de troca)',
  { tag: '@writes' },
  async ({ page }) => {
    const { ana, loja, nome: anaNome } = await principal();
    const url = (path: string) => loja.url(path);
    // The existing account: another customer of the store, of this test only.
    const victim = await registerStoreAccount(loja, `Conta Existente ${unique()}`, 'existente123');
    await page.goto(url('/'));
    await typeLogin(page, ana.login, ana.password);
    await page.goto(url('/conta/usuarios'));
    const form = page.getByRole('form', { name: 'Novo usuário' });
    await typeInto(form.getByLabel('Email do novo usuário'), victim.email);
    await form.getByRole('button', { name: 'Enviar convite' }).click();
    // The same answer as for a new email (the 409 of a second invitation keeps the email typed).
    const status = form.getByRole('status').or(form.getByRole('alert'));
    await expect(status).toHaveText(
      new RegExp(
        `^(Convite enviado para ${escapeRegExp(victim.email)}|Já existe um convite pendente para este email)$`,
      ),
    );
    await expect(page.getByRole('button', { name: `Usar a conta de ${victim.nome}` })).toHaveCount(0);

    // A forged switch to the account (its id is known from elsewhere), posted from this page as a
    // hand-made form would be: refused, back to the page, still Ana.
    await Promise.all([
      page.waitForURL(/\/conta\/usuarios$/),
      page.evaluate(
        ([idcliente, action]) => {
          const f = document.createElement('form');
          f.method = 'post';
          f.action = action;
          const input = document.createElement('input');
          input.name = 'idcliente';
          input.value = idcliente;
          f.append(input);
          document.body.append(f);
          f.submit();
        },
        [victim.idcliente, `${loja.base}/api/sessao/vinculado`] as const,
      ),
    ]);
    await expect(page.getByRole('status', { name: 'Usuário vinculado' })).toHaveCount(0);
    await page.goto(url('/'));
    await expect(page.getByRole('banner').getByText(anaNome, { exact: true })).toBeVisible();
    const { token } = await login(loja, ana.login, ana.password);
    const cfg = await tryApi(orderLifeEndpoints.listOrders, {
      params: { idcliente: victim.idcliente },
      query: {},
      auth: { token },
    });
    expect(cfg.ok ? 200 : cfg.status).toBe(403);
  },
);

test(
  '"Novo usuário" sem JavaScript posta para a própria página: o convite sai, e a recusa devolve o que foi digitado; com JavaScript, o mesmo',
  { tag: '@writes' },
  async ({ signedIn }) => {
    const loja = requireStore(requireAccount('principal').store);
    const url = (path: string) => loja.url(path);
    const email = `semjs.${unique()}@teste.com.br`;
    const nome = `Sem JS ${unique()}`;
    const page = await signedIn('principal');

    // Without JavaScript: a browser of its own from the same stored session.
    {
      const p = await signedIn('principal', { javaScriptEnabled: false });
      await p.goto(url('/conta/usuarios'));
      const form = p.getByRole('form', { name: 'Novo usuário' });
      // The form's action is this page's own URL (decision 0042), not React's `javascript:` placeholder.
      const action = await form.getAttribute('action');
      expect(action).not.toBeNull();
      expect(new URL(action!, p.url()).href).toBe(p.url());
      await typeInto(form.getByLabel('Email do novo usuário'), email);
      await p.keyboard.press('Tab');
      await expect(form.getByLabel('Nome (opcional)')).toBeFocused();
      await typeHere(p, nome);
      await Promise.all([p.waitForURL(url('/conta/usuarios')), p.keyboard.press('Enter')]);
      await expect(form.getByRole('status')).toHaveText(`Convite enviado para ${email}`);
      await expect(form.getByLabel('Email do novo usuário')).toHaveValue('');
      await expect(p.getByRole('list', { name: 'Convites enviados' }).getByText(email)).toBeVisible();

      // The same email again: refused, and the page the server sends back keeps what was typed.
      await typeInto(form.getByLabel('Email do novo usuário'), email);
      await p.keyboard.press('Tab');
      await typeHere(p, nome);
      await Promise.all([p.waitForURL(url('/conta/usuarios')), p.keyboard.press('Enter')]);
      await expect(form.getByRole('alert')).toHaveText('Já existe um convite pendente para este email');
      await expect(form.getByLabel('Email do novo usuário')).toHaveValue(email);
      await expect(form.getByLabel('Nome (opcional)')).toHaveValue(nome);
    }

    // With JavaScript: the same refusal in place, the email kept and the cursor back in it; then a new email goes.
    await page.goto(url('/conta/usuarios'));
    const form = page.getByRole('form', { name: 'Novo usuário' });
    expect(new URL((await form.getAttribute('action'))!, page.url()).href).toBe(page.url());
    await typeInto(form.getByLabel('Email do novo usuário'), email);
    await page.keyboard.press('Enter');
    await expect(form.getByRole('alert')).toHaveText('Já existe um convite pendente para este email');
    await expect(form.getByLabel('Email do novo usuário')).toHaveValue(email);
    await expect(form.getByLabel('Email do novo usuário')).toBeFocused();
    const outro = `comjs.${unique()}@teste.com.br`;
    await page.keyboard.press('ControlOrMeta+A');
    await typeHere(page, outro);
    await page.keyboard.press('Enter');
    await expect(form.getByRole('status')).toHaveText(`Convite enviado para ${outro}`);
    await expect(form.getByLabel('Email do novo usuário')).toHaveValue('');
    await expect(form.getByLabel('Email do novo usuário')).toBeFocused();
    await expect(page.getByRole('list', { name: 'Convites enviados' }).getByText(outro)).toBeVisible();
  },
);
