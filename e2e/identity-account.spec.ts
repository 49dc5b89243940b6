/**
 * Identity and accounts, the account side: update registration and verification,
 * terms of use, linked-user management, approval change seen by the session check, the login
 * throttling (429 shown in the login modal, the page stays) and /conta behind the login. Fresh accounts are
 * registered through the API so that these tests never disturb the accounts others use. Stores and accounts
 * come from the target (e2e/target.ts): the consumer store (the Empório locally), the company store (the
 * Atacado), the principal and linked-user accounts; ids, characteristics and products from the API.
 */
import type { Page } from '@playwright/test';

import { identityEndpoints } from '../lib/contract/identity';
import { apiLogin, apiProducts, callApi } from './api-client';
import type { BackOffice } from './back-office';
import {
  accountUser,
  ensureDeliveryAddress,
  expect,
  fetchSupplier,
  holdChunk,
  registerStoreAccount,
  replaceText,
  requireAccount,
  requireOnTarget,
  requireStore,
  test,
  typeHere,
  typeInto,
  type FreshAccount,
  type TargetStore,
} from './fixtures';

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

type Fresh = FreshAccount;
const consumer = () => requireStore('consumer');
const company = () => requireStore('company');

/** Registers a new CPF customer on a target's store through the API (as the storefront does). */
const registerViaApi = (loja: TargetStore, nome: string): Promise<Fresh> =>
  registerStoreAccount(loja, nome, 'senha123');

async function openLogin(page: Page) {
  await page.getByRole('banner').getByRole('link', { name: 'Entrar', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Entrar ou cadastrar' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function login(page: Page, loginText: string, senha: string) {
  const dialog = await openLogin(page);
  await typeInto(dialog.getByLabel('Email, CPF ou CNPJ'), loginText);
  await dialog.getByRole('button', { name: 'Continuar' }).click();
  await typeInto(dialog.getByLabel('Senha'), senha);
  await dialog.getByRole('button', { name: 'Entrar', exact: true }).click();
}

const accountButton = (page: Page, nome: string) => page.getByRole('banner').getByText(nome, { exact: true });
const termsDialog = (page: Page) => page.getByRole('dialog', { name: 'Termos de uso' });

test.describe.configure({ timeout: 90_000 });

test(
  'atualiza o cadastro: "Cadastro atualizado", nome novo após recarregar; erro de email; envio de verificação',
  { tag: ['@writes', '@reference'] },
  async ({ page }) => {
    const conta = await registerViaApi(consumer(), 'Cliente Atualiza');
    await page.goto(consumer().url('/'));
    await login(page, conta.cpf, conta.senha);
    await expect(accountButton(page, conta.nome)).toBeVisible();

    await page.goto(consumer().url('/conta'));
    await expect(page.getByRole('heading', { name: 'Minha conta' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Atualizar cadastro' });
    const novoNome = `Cliente Atualizado ${unique()}`;
    await replaceText(form.getByLabel('Nome', { exact: true }), novoNome);
    // The phone's digits, masked as typed.
    await replaceText(form.getByLabel('Telefone', { exact: true }), '5433451200');
    await expect(form.getByLabel('Telefone', { exact: true })).toHaveValue('(54) 3345-1200');
    await form.getByRole('button', { name: 'Salvar cadastro' }).click();
    await expect(form.getByRole('status')).toHaveText('Cadastro atualizado');

    await page.reload();
    await expect(page.getByRole('definition').filter({ hasText: novoNome })).toBeVisible();
    await expect(
      page.getByRole('form', { name: 'Atualizar cadastro' }).getByLabel('Telefone', { exact: true }),
    ).toHaveValue('(54) 3345-1200');
    await expect(accountButton(page, novoNome)).toBeVisible();
    await expect(
      page.getByRole('form', { name: 'Atualizar cadastro' }).getByLabel('Nome', { exact: true }),
    ).toHaveValue(novoNome);

    // Verification sending.
    await page.getByRole('button', { name: 'Enviar código de verificação' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Código de verificação enviado para' })).toBeVisible();
  },
);

/** The API session of a fresh account (to read or use what the browser cannot). */
const apiSession = async (conta: Fresh) =>
  apiLogin(conta.cpf, conta.senha, (await fetchSupplier(consumer())).idfornecedor);

/** Changes the account's data from another session, as the account page does. */
const updateAccount = (
  token: string,
  conta: Fresh,
  dadosUsuario: { email?: string; senha?: string; senha_atual: string },
) =>
  callApi(identityEndpoints.updateUser, {
    params: { idcliente: conta.idcliente },
    body: { dadosUsuario },
    auth: { token },
  });

async function latestMail(backOffice: BackOffice, para: string, tipo: string): Promise<string> {
  return (await backOffice.mailTo(para, tipo))[0]?.corpo ?? '';
}

/** The form's answer, by its exact text (Next's route announcer is another, empty, alert). */
const message = (page: Page, role: 'alert' | 'status', text: string) =>
  page.getByRole(role).filter({ hasText: new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) });

/** Logs in and opens /conta; `held`: a chunk of it is held (holdChunk), so its load event waits: not waited for. */
async function openEmailChange(page: Page, conta: Fresh, { held = false } = {}) {
  await page.goto(consumer().url('/'));
  await login(page, conta.cpf, conta.senha);
  await expect(accountButton(page, conta.nome)).toBeVisible();
  await page.goto(consumer().url('/conta'), { waitUntil: held ? 'domcontentloaded' : 'load' });
  const form = page.getByRole('form', { name: 'Trocar email' });
  await expect(form).toBeVisible();
  return form;
}

test(
  'troca de email pede a senha atual; recusada, o digitado fica e o foco vai à senha; com o código do novo email, troca',
  { tag: ['@writes', '@reference'] },
  async ({ page, backOffice }) => {
    const conta = await registerViaApi(consumer(), 'Cliente Troca Email');
    const form = await openEmailChange(page, conta);
    const novo = `novo.${unique()}@teste.com.br`;
    const emailField = form.getByLabel('Novo email');
    const senhaField = form.getByLabel('Senha atual');
    const submit = form.getByRole('button', { name: 'Trocar email' });

    // Without the current password: refused before anything is sent.
    await typeInto(emailField, novo);
    await submit.click();
    await expect(message(page, 'alert', 'Informe a senha atual')).toBeVisible();
    await expect(senhaField).toBeFocused();
    await expect(emailField).toHaveValue(novo);

    // A wrong one: the API's message, what was typed stays, focus on the password.
    await typeHere(page, 'senha-errada');
    await page.keyboard.press('Enter');
    await expect(message(page, 'alert', 'Senha atual incorreta')).toBeVisible();
    await expect(senhaField).toBeFocused();
    await expect(senhaField).toHaveAttribute('aria-invalid', 'true');
    await expect(emailField).toHaveValue(novo);
    await expect(senhaField).toHaveValue('senha-errada');

    // The right one: the change waits for the code sent to the new address; the old one is told.
    await replaceText(senhaField, conta.senha);
    await page.keyboard.press('Enter');
    await expect(
      message(page, 'status', 'Enviamos um código para o novo email. A troca vale depois que você digitar o código.'),
    ).toBeVisible();
    const codeField = page.getByRole('form', { name: 'Confirmar novo email' }).getByLabel('Código de confirmação');
    await expect(codeField).toBeFocused();
    expect(await latestMail(backOffice, conta.email, 'troca-email-aviso')).toContain('trocar o email da sua conta');
    await page.reload();
    await expect(page.getByRole('definition').filter({ hasText: conta.email })).toBeVisible();

    // After a reload the form starts again; the newest request's code is the one that counts.
    const again = page.getByRole('form', { name: 'Trocar email' });
    await typeInto(again.getByLabel('Novo email'), novo);
    await typeInto(again.getByLabel('Senha atual'), conta.senha);
    await page.keyboard.press('Enter');
    await expect(codeField).toBeFocused();
    const codigo = /é (\d{6})/.exec(await latestMail(backOffice, novo, 'troca-email-codigo'))?.[1];
    expect(codigo).toMatch(/^\d{6}$/);
    await typeHere(page, codigo!);
    await page.keyboard.press('Enter');
    await expect(message(page, 'status', 'Email alterado')).toBeFocused();
    await page.reload();
    await expect(page.getByRole('definition').filter({ hasText: novo })).toBeVisible();
  },
);

test(
  '"Trocar email" clicado antes de o código do formulário chegar: a página não recarrega e a resposta vem quando ele chega',
  { tag: '@writes' },
  async ({ page }) => {
    const conta = await registerViaApi(consumer(), 'Cliente Envio Cedo');
    // The forms' chunk (lazy-email-forms.tsx) held until released, as on a slow connection.
    const chunk = await holdChunk(page, 'Confirmar novo email');
    const posts: string[] = [];
    page.on('request', (r) => void (r.isNavigationRequest() && r.method() === 'POST' && posts.push(r.url())));
    const form = await openEmailChange(page, conta, { held: true });
    // The page has hydrated (it asked for the forms' chunk); the forms have not.
    await expect.poll(chunk.requested).toBe(true);
    const novo = `cedo.${unique()}@teste.com.br`;
    await typeInto(form.getByLabel('Novo email'), novo);
    await form.getByRole('button', { name: 'Trocar email' }).click();
    chunk.release();
    await expect(message(page, 'alert', 'Informe a senha atual')).toBeVisible();
    await expect(form.getByLabel('Senha atual')).toBeFocused();
    await expect(form.getByLabel('Novo email')).toHaveValue(novo);
    expect(posts).toEqual([]);
  },
);

test(
  'troca de email além do limite (429): a mensagem aparece no formulário, a página não muda e o digitado fica',
  { tag: '@writes' },
  async ({ page }) => {
    const conta = await registerViaApi(consumer(), 'Cliente Limite Email');
    // Five changes already asked for this account in the hour (another session, through the API).
    const { token } = await apiSession(conta);
    for (let i = 0; i < 5; i++) {
      await updateAccount(token, conta, { email: `outro${i}.${unique()}@teste.com.br`, senha_atual: conta.senha });
    }
    const form = await openEmailChange(page, conta);
    const url = page.url();
    const novo = `limite.${unique()}@teste.com.br`;
    await typeInto(form.getByLabel('Novo email'), novo);
    await typeInto(form.getByLabel('Senha atual'), conta.senha);
    await form.getByRole('button', { name: 'Trocar email' }).click();
    const alert = message(page, 'alert', 'Muitas solicitações em pouco tempo. Aguarde alguns minutos e tente de novo.');
    await expect(alert).toBeVisible();
    await expect(alert).toBeFocused();
    expect(page.url()).toBe(url);
    await expect(form.getByLabel('Novo email')).toHaveValue(novo);
    await expect(form.getByLabel('Senha atual')).toHaveValue(conta.senha);
  },
);

test(
  'troca para o email de outra conta: recusada com a mensagem da API e nada muda',
  { tag: '@writes' },
  async ({ page }) => {
    const conta = await registerViaApi(consumer(), 'Cliente Email Repetido');
    // The other account: another customer of the same store.
    const outra = await registerViaApi(consumer(), 'Cliente Email Tomado');
    const form = await openEmailChange(page, conta);
    await typeInto(form.getByLabel('Novo email'), outra.email);
    await typeInto(form.getByLabel('Senha atual'), conta.senha);
    await form.getByRole('button', { name: 'Trocar email' }).click();
    await expect(message(page, 'alert', 'Já existe um cadastro com este email')).toBeVisible();
    await expect(form.getByLabel('Novo email')).toBeFocused();
    await expect(form.getByLabel('Novo email')).toHaveValue(outra.email);
    await page.reload();
    await expect(page.getByRole('definition').filter({ hasText: conta.email })).toBeVisible();
  },
);

test(
  'esqueci minha senha com email nunca confirmado: a mensagem manda falar com a loja e nenhum link sai',
  { tag: '@writes' },
  async ({ page, backOffice }) => {
    const conta = await registerViaApi(consumer(), 'Cliente Sem Confirmar');
    await page.goto(consumer().url('/'));
    const dialog = await openLogin(page);
    await typeInto(dialog.getByLabel('Email, CPF ou CNPJ'), conta.cpf);
    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'Esqueci minha senha' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'Falha ao solicitar redefinição de senha: o email deste cadastro ainda não foi confirmado. Entre em contato com a loja.',
    );
    expect(await latestMail(backOffice, conta.email, 'redefinicao-senha')).toBe('');
  },
);

test(
  'alerta de disponibilidade com login: "Avise-me quando chegar" inscreve o cliente e a inscrição fica gravada',
  { tag: ['@writes', '@reference'] },
  async ({ page, backOffice }) => {
    const conta = await registerViaApi(consumer(), 'Cliente Alerta');
    const { idfornecedor } = await fetchSupplier(consumer());
    const list = await apiProducts(idfornecedor, { page: 1, limit: 100 });
    const off = requireOnTarget(
      list.produtos.find((p) => !p.disponivel),
      'produto indisponível entre os 100 primeiros da loja de consumidor',
    );
    const alerts = () => backOffice.availabilityAlerts(conta.idcliente, idfornecedor);
    expect(await alerts()).toEqual([]);

    await page.goto(consumer().url('/'));
    await login(page, conta.cpf, conta.senha);
    await expect(accountButton(page, conta.nome)).toBeVisible();
    await page.goto(consumer().url(`/produto/${off.slug}`));
    await expect(page.getByRole('heading', { level: 1, name: off.nome })).toBeVisible();
    await page.getByRole('button', { name: 'Avise-me quando chegar' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Avisaremos você quando o produto estiver disponível.' }),
    ).toBeVisible();
    // Persisted for this customer and product (not only a message on the screen).
    expect((await alerts()).map((a) => a.idproduto)).toEqual([off.idproduto]);
    // After a reload the page still says it is set, and offers to cancel it instead of asking again.
    await page.reload();
    await expect(
      page.getByRole('status').filter({ hasText: 'Avisaremos você quando o produto estiver disponível.' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Avise-me quando chegar' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Cancelar aviso' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Aviso cancelado.' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Avise-me quando chegar' })).toBeFocused();
    expect(await alerts()).toEqual([]);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Avise-me quando chegar' })).toBeVisible();
  },
);

test(
  'busca com sessão revogada: a resposta "action: logout" desloga e mostra a mensagem do servidor',
  { tag: '@writes' },
  async ({ page }) => {
    const conta = await registerViaApi(consumer(), 'Cliente Busca Revogada');
    await page.goto(consumer().url('/'));
    // The account area checks the session once the page hydrates: that check must see the session alive before
    // another device revokes it, or it (not the search) logs this browser out first.
    const checked = page.waitForResponse(
      async (r) =>
        r.url().includes('/api/sessao/estado') &&
        ((await r.json().catch(() => null)) as { logado?: boolean } | null)?.logado === true,
    );
    await login(page, conta.cpf, conta.senha);
    await expect(accountButton(page, conta.nome)).toBeVisible();
    await checked;

    // Another device changes the password: every other session (this browser's) is revoked at once.
    const { token } = await apiSession(conta);
    await updateAccount(token, conta, { senha: 'senha-nova-123', senha_atual: conta.senha });

    const answer = page.waitForResponse((r) => r.url().includes('/api/sugestoes') && r.status() === 401);
    await typeInto(page.getByRole('combobox', { name: 'Buscar produtos' }), 'arroz');
    expect(await (await answer).json()).toEqual({
      action: 'logout',
      mensagem: 'Sessão expirada, efetue login novamente',
    });
    await expect(page.getByRole('alert').filter({ hasText: 'Sessão expirada, efetue login novamente' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Entrar', exact: true })).toBeVisible();
    await expect(accountButton(page, conta.nome)).toHaveCount(0);
    // The cookie is gone: a reload stays logged out.
    await page.reload();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Entrar', exact: true })).toBeVisible();
    expect((await page.context().cookies()).some((c) => c.name === 'commerce-auth-token')).toBe(false);
  },
);

test(
  'termos de uso do atacado: o diálogo aparece até o aceite e não volta depois',
  { tag: ['@writes', '@reference'] },
  async ({ page, backOffice }) => {
    const conta = await registerViaApi(company(), 'Cliente Termos');
    await backOffice.approveAccount(conta.idcliente, (await fetchSupplier(company())).idfornecedor);

    await ensureDeliveryAddress(page, company());
    await page.goto(company().url('/'));
    await login(page, conta.cpf, conta.senha);
    await expect(termsDialog(page)).toBeVisible();
    await expect(accountButton(page, conta.nome)).toBeAttached();

    // Still there on another page until accepted (no Escape either).
    await page.goto(company().url('/conta'));
    await expect(termsDialog(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(termsDialog(page)).toBeVisible();

    await termsDialog(page).getByRole('button', { name: 'Li e aceito os termos de uso' }).click();
    await expect(termsDialog(page)).toBeHidden();
    // The accept refreshes the page; a reload racing that refresh is aborted (ERR_ABORTED): retry it.
    await expect(async () => {
      await page.reload();
    }).toPass({ timeout: 15_000 });
    await expect(page.getByRole('heading', { name: 'Minha conta' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Termos de uso' })).toHaveCount(0);
    await page.goto(company().url('/'));
    await expect(accountButton(page, conta.nome)).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Termos de uso' })).toHaveCount(0);
  },
);

test('principal convida um email e cancela o convite: ele some da lista', { tag: '@writes' }, async ({ page }) => {
  const p = requireAccount('principal');
  const loja = requireStore(p.store);
  const { nome: principal } = await accountUser(p);
  const email = `remover.${unique()}@teste.com.br`;
  const nome = `Remover ${unique()}`;
  await page.goto(loja.url('/'));
  await login(page, p.login, p.password);
  await expect(accountButton(page, principal)).toBeVisible();
  await page.goto(loja.url('/conta/usuarios'));

  const form = page.getByRole('form', { name: 'Novo usuário' });
  await typeInto(form.getByLabel('Email do novo usuário'), email);
  await typeInto(form.getByLabel('Nome (opcional)'), nome);
  await form.getByRole('button', { name: 'Enviar convite' }).click();
  await expect(form.getByRole('status')).toHaveText(`Convite enviado para ${email}`);
  // An invitation, not a linked user: nobody can use that account yet.
  await expect(page.getByRole('list', { name: 'Usuários vinculados' }).getByText(email)).toHaveCount(0);
  const list = page.getByRole('list', { name: 'Convites enviados' });
  await expect(list.getByText(email)).toBeVisible();

  await list.getByRole('button', { name: `Cancelar o convite de ${email}` }).click();
  await expect(list.getByText(email)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Gerenciar usuários' })).toBeVisible();
  await expect(page.getByText(email)).toHaveCount(0);
});

test('um usuário vinculado não gerencia usuários (acesso negado)', { tag: '@smoke' }, async ({ page }) => {
  const v = requireAccount('linkedUser');
  const loja = requireStore(v.store);
  const { nome } = await accountUser(v);
  await page.goto(loja.url('/'));
  await login(page, v.login, v.password);
  await expect(accountButton(page, nome)).toBeVisible();
  await accountButton(page, nome).click();
  await expect(page.getByRole('link', { name: 'Minha conta' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Gerenciar usuários' })).toHaveCount(0);

  await page.goto(loja.url('/conta/usuarios'));
  await expect(page.getByRole('heading', { name: 'Acesso negado' })).toBeVisible();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Apenas o usuário principal da conta pode gerenciar usuários.' }),
  ).toBeVisible();
  await expect(page.getByRole('form', { name: 'Novo usuário' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Remover / })).toHaveCount(0);
});

test(
  'empresa pendente aprovada pelo back-office: a verificação de sessão leva à home e a faixa some',
  { tag: ['@writes', '@reference'] },
  async ({ page, backOffice }) => {
    const conta = await registerViaApi(company(), 'Cliente Aprovação');
    await ensureDeliveryAddress(page, company());
    await page.goto(company().url('/'));
    await login(page, conta.cpf, conta.senha);
    await expect(page).toHaveURL(/\/cadastro-em-analise$/);
    const banner = page.getByRole('status', { name: 'Cadastro em análise' });
    await expect(banner).toBeVisible();

    await backOffice.approveAccount(conta.idcliente, (await fetchSupplier(company())).idfornecedor);

    // The page's own session check may already be taking it home (approval changed): a reload
    // racing that navigation is aborted, and either way the page ends on the home.
    await page.reload().catch((e: Error) => {
      if (!/ERR_ABORTED|frame was detached/.test(e.message)) throw e;
    });
    await expect(page).toHaveURL(company().url('/'));
    await expect(page.getByRole('banner').locator('[data-account-area]')).toHaveAttribute('data-logado', 'true');
    await expect(page.getByRole('status', { name: 'Cadastro em análise' })).toHaveCount(0);
    // The under-review page itself sends an approved shopper home (a reload that won the race with
    // the check's navigation once stayed on it).
    // A navigation of the page's own (its session check) may still abort the visit: it is made again until it lands.
    await expect(() => page.goto(company().url('/cadastro-em-analise'))).toPass({ timeout: 20_000 });
    await expect(page).toHaveURL(company().url('/'));
  },
);

test(
  'características do cliente no Atacado: o login em análise diz o texto da spec 4; o segmento obrigatório é pedido ao salvar o cadastro, e a escolha fica',
  { tag: '@writes' },
  async ({ page }) => {
    // The company store's required characteristic with options (the Atacado's segment), answered with its first
    // option at registration, and an optional number (its employees), from the API.
    const { idfornecedor } = await fetchSupplier(company());
    const { caracteristicas } = await callApi(identityEndpoints.listClientCharacteristics, {
      params: { idfornecedor },
    });
    const required = requireOnTarget(
      caracteristicas.find((c) => c.obrigatoria && c.tipo === 'OPCOES' && c.opcoes.length >= 2),
      'característica de cliente obrigatória com opções na loja de empresa',
    );
    const optional = requireOnTarget(
      caracteristicas.find((c) => !c.obrigatoria && c.tipo === 'NUMERO'),
      'característica de cliente numérica opcional na loja de empresa',
    );
    const conta = await registerViaApi(company(), 'Cliente Segmento');
    await ensureDeliveryAddress(page, company());
    await page.goto(company().url('/'));
    await login(page, conta.cpf, conta.senha);
    await expect(page).toHaveURL(/\/cadastro-em-analise$/);
    // The Atacado's terms come first (their own test is above).
    await termsDialog(page).getByRole('button', { name: 'Li e aceito os termos de uso' }).click();
    await expect(termsDialog(page)).toBeHidden();
    await expect(page.getByText('Seu cadastro já confirmado e aguarda aprovação', { exact: true })).toBeVisible();

    await page.goto(company().url('/conta'));
    const form = page.getByRole('form', { name: 'Atualizar cadastro' });
    const segmento = form.getByRole('combobox', { name: required.nome });
    const funcionarios = form.getByRole('textbox', { name: `${optional.nome} (opcional)` });
    // Answered at registration (registerViaApi).
    await expect(segmento).toHaveValue(required.opcoes[0]!);
    await typeInto(funcionarios, '1.200');
    await segmento.selectOption({ label: 'Selecione' });
    await form.getByRole('button', { name: 'Salvar cadastro' }).click();
    // Refused in the browser: the field named and focused, what was typed kept.
    await expect(form.getByRole('alert')).toHaveText(`Preencha: ${required.nome}`);
    await expect(segmento).toBeFocused();
    await expect(segmento).toHaveAttribute('aria-invalid', 'true');
    await expect(funcionarios).toHaveValue('1.200');

    await segmento.selectOption({ label: required.opcoes[1]! });
    await form.getByRole('button', { name: 'Salvar cadastro' }).click();
    await expect(form.getByRole('status')).toHaveText('Cadastro atualizado');
    await page.reload();
    const again = page.getByRole('form', { name: 'Atualizar cadastro' });
    await expect(again.getByRole('combobox', { name: required.nome })).toHaveValue(required.opcoes[1]!);
    await expect(again.getByRole('textbox', { name: `${optional.nome} (opcional)` })).toHaveValue('1200');
  },
);

test(
  '/conta sem sessão leva ao login com retorno e volta a /conta depois do login',
  { tag: '@writes' },
  async ({ page }) => {
    const conta = await registerViaApi(consumer(), 'Cliente Retorno');
    await page.goto(consumer().url('/conta'));
    await expect(page).toHaveURL(consumer().url('/entrar?voltar=%2Fconta'));
    await expect(page.getByRole('heading', { name: 'Entrar ou cadastrar', level: 1 })).toBeVisible();

    const main = page.getByRole('main');
    await typeInto(main.getByLabel('Email, CPF ou CNPJ'), conta.cpf);
    await main.getByRole('button', { name: 'Continuar' }).click();
    await typeInto(main.getByLabel('Senha'), conta.senha);
    await main.getByRole('button', { name: 'Entrar', exact: true }).click();

    await expect(page).toHaveURL(consumer().url('/conta'));
    await expect(page.getByRole('heading', { name: 'Minha conta' })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: conta.nome })).toBeVisible();
  },
);

test.describe('limite de tentativas de login', () => {
  // Few attempts, one login, one at a time: the per-address limit (20 failures) stays untouched by the rest.
  test.describe.configure({ mode: 'serial' });

  test(
    'senhas erradas repetidas: a mensagem da API aparece no próprio modal, a página não muda e o digitado fica',
    { tag: ['@writes', '@reference'] },
    async ({ page, context }) => {
      const conta = await registerViaApi(consumer(), 'Cliente Limite');
      const url = consumer().url('/busca?q=arroz');
      await page.goto(url);
      const dialog = await openLogin(page);
      await typeInto(dialog.getByLabel('Email, CPF ou CNPJ'), conta.cpf);
      await dialog.getByRole('button', { name: 'Continuar' }).click();
      const senha = dialog.getByLabel('Senha');
      // 5 failures per (login, address) in 15 minutes: 401 five times, then 429. Each attempt forges
      // another X-Forwarded-For: the storefront counts the socket's address, so it does not help.
      for (let i = 0; i < 5; i++) {
        await context.setExtraHTTPHeaders({ 'X-Forwarded-For': `203.0.113.${i + 1}` });
        await replaceText(senha, `errada-${i}`);
        await dialog.getByRole('button', { name: 'Entrar', exact: true }).click();
        await expect(dialog.getByRole('alert')).toHaveText('Usuário inexistente ou credenciais inválidas');
        await expect(dialog.getByRole('button', { name: 'Entrar', exact: true })).toBeEnabled();
      }
      await context.setExtraHTTPHeaders({ 'X-Forwarded-For': '198.51.100.77' });
      await replaceText(senha, conta.senha);
      await dialog.getByRole('button', { name: 'Entrar', exact: true }).click();

      await expect(dialog.getByRole('alert')).toHaveText(
        'Muitas tentativas de login. Tente novamente em alguns minutos.',
      );
      await expect(page).toHaveURL(url);
      await expect(dialog).toBeVisible();
      await expect(senha).toHaveValue(conta.senha);
      await expect(page.getByRole('banner').locator('[data-account-area]')).toHaveAttribute('data-logado', 'false');
    },
  );
});
