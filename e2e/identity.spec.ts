/**
 * Identity and accounts, storefront side: login/registration modal, sealed session
 * cookie, approval, representatives, linked users, handoff, expiry, API-key login, cookie
 * preferences and the age check. Stores and accounts come from the target (e2e/target.ts): the consumer store
 * (the Empório locally), the company store (the Atacado) with its approved and pending companies, its
 * representative and the approved company's ERP key, the pickup store behind the age gate (the Adega); names,
 * documents, tags and the representative's clients from the API.
 */
import type { BrowserContext, Page } from '@playwright/test';

import { identityEndpoints } from '../lib/contract/identity';
import { representativeEndpoints } from '../lib/contract/representatives';
import { apiLogin, callApi } from './api-client';
import {
  accountUser,
  ensureDeliveryAddress,
  escapeRegExp,
  expect,
  fetchSupplier,
  onSharedHost,
  randomCpf,
  registerStoreAccount,
  replaceText,
  requireAccount,
  requireOnTarget,
  requireStore,
  target,
  test,
  typeInto,
} from './fixtures';

const maskCpf = (c: string) => `${c.slice(0, 3)}.${c.slice(3, 6)}.${c.slice(6, 9)}-${c.slice(9)}`;
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

async function openLogin(page: Page) {
  await page.getByRole('banner').getByRole('link', { name: 'Entrar', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Entrar ou cadastrar' })).toBeVisible();
  return page.getByRole('dialog', { name: 'Entrar ou cadastrar' });
}

async function login(page: Page, loginText: string, senha: string) {
  const dialog = await openLogin(page);
  await typeInto(dialog.getByLabel('Email, CPF ou CNPJ'), loginText);
  await dialog.getByRole('button', { name: 'Continuar' }).click();
  await typeInto(dialog.getByLabel('Senha'), senha);
  await dialog.getByRole('button', { name: 'Entrar', exact: true }).click();
}

/** Atacado has terms of use: shown until accepted. */
async function acceptTermsIfShown(page: Page) {
  await page.waitForLoadState('load');
  await expect(page.getByRole('banner').locator('[data-account-area]')).toHaveAttribute('data-logado', 'true');
  // Rendered by the server (closed) whenever the terms are pending; opened as a modal on the client.
  if ((await page.locator('dialog[aria-labelledby="termos-titulo"]').count()) === 0) return;
  const terms = page.getByRole('dialog', { name: 'Termos de uso' });
  await expect(terms).toBeVisible();
  await terms.getByRole('button', { name: 'Li e aceito os termos de uso' }).click();
  await expect(terms).toBeHidden();
  await page.waitForLoadState('load');
}

// Multi-step flows against two real processes: generous under a loaded machine.
test.describe.configure({ timeout: 90_000 });

const accountButton = (page: Page, nome: string) => page.getByRole('banner').getByText(nome, { exact: true });

/** The company store's account for `role`, with its name and document as the API has them. */
async function companyAccount(role: 'approvedCompany' | 'pendingCompany') {
  const loja = requireStore('company');
  const conta = requireAccount(role);
  return { loja, conta, usuario: await accountUser(conta) };
}

async function sessionCookie(context: BrowserContext, url: string) {
  return (await context.cookies(url)).find((c) => c.name === 'commerce-auth-token');
}

test.describe('login e cadastro', () => {
  test(
    'cadastra um consumidor (CPF) de ponta a ponta e volta à página de origem',
    { tag: '@writes' },
    async ({ page }) => {
      const loja = requireStore('consumer');
      // A store that approves consumers at once (no approval tag on the supplier), as the welcome below says.
      const { tag } = await fetchSupplier(loja);
      requireOnTarget(
        !tag.includes('support-budget') && !tag.includes('block-not-approved-user'),
        'loja de consumidor que aprova o cadastro na hora',
      );
      const cpf = randomCpf();
      const email = `cliente.${unique()}@teste.com.br`;
      await page.goto(loja.url('/erro/too-many-request?origem=teste'));
      const dialog = await openLogin(page);
      const field = dialog.getByLabel('Email, CPF ou CNPJ');

      // Check digits validated before any call.
      await typeInto(field, `${cpf.slice(0, 10)}${(Number(cpf[10]) + 1) % 10}`);
      await dialog.getByRole('button', { name: 'Continuar' }).click();
      await expect(dialog.getByRole('alert')).toHaveText('Email ou CPF Invalido');

      // Masked as typed.
      await replaceText(field, cpf);
      await expect(field).toHaveValue(maskCpf(cpf));
      await dialog.getByRole('button', { name: 'Continuar' }).click();

      const form = dialog.getByRole('form', { name: 'Cadastro' });
      await expect(form).toBeVisible();
      await typeInto(form.getByLabel('Nome completo'), 'Cliente Teste E2E');
      await typeInto(form.getByLabel('Email'), email);
      // The phone is masked as typed.
      await typeInto(form.getByLabel('Telefone'), '11987654321');
      await expect(form.getByLabel('Telefone')).toHaveValue('(11) 98765-4321');
      await typeInto(form.getByLabel('Crie uma senha'), 'segredo123');
      // A mark on this document: a reload (or a full navigation) would drop it.
      await page.evaluate(() => ((window as unknown as { __semRecarregar?: number }).__semRecarregar = 1));
      const sameDocument = () =>
        page.evaluate(() => (window as unknown as { __semRecarregar?: number }).__semRecarregar ?? null);
      await form.getByRole('button', { name: 'Cadastrar' }).click();

      // The Empório approves consumers at once: a welcome, and the next step has the focus.
      await expect(dialog.getByRole('status')).toContainText('Olá, obrigado por se cadastrar!');
      await expect(dialog.getByRole('status')).toContainText('Seu cadastro está pronto: você já pode comprar.');
      // The header already shows the new account, on the same document: no reload.
      await expect(page.getByRole('banner').locator('[data-account-area]').first()).toHaveAttribute(
        'data-logado',
        'true',
      );
      await expect(accountButton(page, 'Cliente Teste E2E')).toBeVisible();
      expect(await sameDocument()).toBe(1);
      const next = dialog.getByRole('button', { name: 'Continuar comprando' });
      await expect(next).toBeFocused();
      await page.keyboard.press('Enter');

      await expect(page).toHaveURL(loja.url('/erro/too-many-request?origem=teste'));
      await expect(accountButton(page, 'Cliente Teste E2E')).toBeVisible();
    },
  );

  test(
    'cadastro com email: o CNPJ digitado busca a Receita uma vez, preenche razão social e endereço sem apagar o que a pessoa digitou; IE com "Isento" e regime tributário',
    { tag: ['@writes', '@reference'] },
    async ({ page }) => {
      const calls: string[] = [];
      page.on('request', (r) => {
        if (r.method() === 'POST' && r.headers()['next-action']) calls.push(r.url());
      });
      await page.goto(requireStore('consumer').url('/'));
      const dialog = await openLogin(page);
      await typeInto(dialog.getByLabel('Email, CPF ou CNPJ'), `empresa.${unique()}@teste.com.br`);
      await dialog.getByRole('button', { name: 'Continuar' }).click();
      const form = dialog.getByRole('form', { name: 'Cadastro' });
      await expect(form).toBeVisible();
      // What the person typed first stays.
      await typeInto(form.getByLabel('Nome completo'), 'Ana Compradora');

      const before = calls.length;
      const doc = form.getByLabel('CPF ou CNPJ');
      await typeInto(doc, '12ABC34501DE35');
      await expect(doc).toHaveValue('12.ABC.345/01DE-35');
      await expect(form.getByRole('status')).toHaveText('Dados preenchidos pela Receita Federal. Confira.');
      await expect(form.getByLabel('Razão social')).toHaveValue('Padaria Nova Era Alimentos S.A.');
      await expect(form.getByLabel('Nome fantasia')).toHaveValue('Padaria Nova Era');
      await expect(form.getByText('CEP 30160-011 — Rua da Bahia, 820 — Lourdes, Belo Horizonte/MG')).toBeVisible();
      await expect(form.getByLabel('Nome do responsável')).toHaveValue('Ana Compradora');
      // The focus stayed where the person types; one look-up for the CNPJ, not one per keystroke.
      await expect(doc).toBeFocused();
      expect(calls.length - before).toBe(1);

      // "Isento" disables the IE; the regime is a select.
      const ie = form.getByLabel('Inscrição Estadual');
      await typeInto(ie, '123');
      await form.getByRole('checkbox', { name: 'Isento' }).check();
      await expect(ie).toBeDisabled();
      await form.getByLabel('Regime tributário').selectOption({ label: 'Simples Nacional' });

      // An unknown CNPJ: the form stays usable, with what was filled, and says so.
      await replaceText(doc, '11444777000161');
      await expect(form.getByRole('status')).toHaveText(
        'CNPJ não encontrado na Receita Federal. Preencha os dados da empresa.',
      );
      await expect(form.getByLabel('Razão social')).toHaveValue('Padaria Nova Era Alimentos S.A.');
      await expect(doc).toBeFocused();
    },
  );

  test(
    'entra com CNPJ numérico; o cookie é httpOnly, SameSite=Lax e invisível ao JS; Sair limpa tudo',
    { tag: '@smoke' },
    async ({ page, context }) => {
      const { loja, conta, usuario } = await companyAccount('approvedCompany');
      const cnpj = requireOnTarget(
        usuario.cpf && /^\d{14}$/.test(usuario.cpf) ? usuario.cpf : null,
        'empresa aprovada com CNPJ numérico',
      );
      await ensureDeliveryAddress(page, loja);
      await page.goto(loja.url('/'));
      await login(page, cnpj, conta.password);
      await acceptTermsIfShown(page);
      await expect(accountButton(page, usuario.nome)).toBeVisible();

      const cookie = await sessionCookie(context, loja.url('/'));
      expect(cookie, 'cookie commerce-auth-token').toBeTruthy();
      expect(cookie!.httpOnly).toBe(true);
      expect(cookie!.sameSite).toBe('Lax');
      expect(cookie!.value).not.toContain(cnpj);
      expect(await page.evaluate(() => document.cookie)).not.toContain('commerce-auth-token');

      // Logout clears the cookie, the client state and the cart.
      await page.evaluate(() => localStorage.setItem('saved-state', '{"cart":[1]}'));
      await accountButton(page, usuario.nome).click();
      await page.getByRole('button', { name: 'Sair' }).click();
      await expect(page.getByRole('banner').getByRole('link', { name: 'Entrar', exact: true })).toBeVisible();
      expect(await sessionCookie(context, loja.url('/'))).toBeUndefined();
      expect(await page.evaluate(() => localStorage.getItem('saved-state'))).toBeNull();
    },
  );

  test(
    'empresa pendente (CNPJ alfanumérico) vê a mensagem de análise e não pode enviar pedidos',
    { tag: '@smoke' },
    async ({ page }) => {
      const { loja, conta, usuario } = await companyAccount('pendingCompany');
      requireOnTarget(
        usuario.tipo_documento === 'CNPJ' && /[A-Z]/.test(usuario.cpf ?? ''),
        'empresa pendente com CNPJ alfanumérico',
      );
      expect(usuario.cadastro_aprovado, `${usuario.nome} ainda em análise`).toBe(false);
      await ensureDeliveryAddress(page, loja);
      await page.goto(loja.url('/'));
      await login(page, conta.login, conta.password);
      await expect(page).toHaveURL(/\/cadastro-em-analise$/);
      await acceptTermsIfShown(page);
      await expect(page.getByRole('heading', { name: 'Cadastro em análise' })).toBeVisible();
      await expect(
        page.getByText('Olá, obrigado por se cadastrar! No momento seu cadastro está em análise...'),
      ).toBeVisible();
      const banner = page.getByRole('status', { name: 'Cadastro em análise' });
      await expect(banner).toHaveText('Seu cadastro já foi confirmado e aguarda aprovação');
      await expect(banner).toHaveAttribute('data-pode-enviar', 'false');
    },
  );
});

test(
  'representante troca entre dois clientes e a faixa "Você está atendendo" muda',
  { tag: '@smoke' },
  async ({ page }) => {
    const loja = requireStore('company');
    const representante = requireAccount('representative');
    // The representative's clients as the API lists them to its session.
    const { idfornecedor } = await fetchSupplier(loja);
    const { token, representante: rep } = await callApi(identityEndpoints.authenticateRepresentative, {
      body: {
        cpf: representante.login,
        senha: representante.password,
        idfornecedor,
        loginAsRepresentante: true,
        tokenOrigin: 'commerce',
      },
    });
    const portfolio = async (busca?: string) =>
      (
        await callApi(representativeEndpoints.listRepresentativeClients, {
          params: { idfornecedor, idrepresentante: rep.idusuario },
          query: { busca },
          auth: { token },
        })
      ).clientes;
    const clientes = await portfolio();
    // Two approved clients; the second one the search finds alone by the first word of its name.
    const firstWord = (nome: string) => nome.split(' ')[0]!;
    const aprovados = clientes.filter((c) => c.cadastro_aprovado);
    let found: (typeof clientes)[number] | undefined;
    for (const c of aprovados) {
      if ((await portfolio(firstWord(c.nome))).length === 1) {
        found = c;
        break;
      }
    }
    const b = requireOnTarget(found, 'representante com um cliente aprovado achado pela primeira palavra do nome');
    const a = requireOnTarget(
      aprovados.find((c) => c.idcliente !== b.idcliente),
      'representante com dois clientes aprovados',
    );
    await ensureDeliveryAddress(page, loja);
    await page.goto(loja.url('/'));
    const dialog = await openLogin(page);
    await dialog.getByRole('button', { name: 'Sou representante' }).click();
    await typeInto(dialog.getByLabel('Email do representante'), representante.login);
    await typeInto(dialog.getByLabel('Senha'), representante.password);
    await dialog.getByRole('button', { name: 'Entrar como representante' }).click();

    await expect(page).toHaveURL(/\/conta\/clientes$/);
    const list = page.getByRole('list', { name: 'Clientes' });
    await expect(list.getByRole('listitem')).toHaveCount(clientes.length);
    await typeInto(page.getByRole('textbox', { name: 'Buscar cliente' }), firstWord(b.nome));
    await page.getByRole('search', { name: 'Buscar clientes' }).getByRole('button', { name: 'Buscar' }).click();
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await page.goto(loja.url('/conta/clientes'));

    await page.getByRole('button', { name: `Atender ${a.nome}` }).click();
    await expect(page.getByRole('status', { name: 'Atendimento' })).toContainText(`Você está atendendo: ${a.nome}`);

    await page.getByRole('status', { name: 'Atendimento' }).getByRole('link', { name: 'Trocar cliente' }).click();
    await page.getByRole('button', { name: `Atender ${b.nome}` }).click();
    await expect(page.getByRole('status', { name: 'Atendimento' })).toContainText(`Você está atendendo: ${b.nome}`);
  },
);

test(
  'handoff leva a sessão do host compartilhado ao domínio do fornecedor; o código é de uso único',
  { tag: '@smoke' },
  async ({ page, context, browser }) => {
    const loja = requireStore('consumer');
    requireOnTarget(!loja.shared, 'loja de consumidor com domínio próprio');
    const conta = requireAccount('consumer');
    const usuario = await accountUser(conta);
    const handoffUrls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/login-token/')) handoffUrls.push(r.url());
    });
    await page.goto(onSharedHost(loja).home);
    await login(page, conta.login, conta.password);
    await expect(page).toHaveURL(loja.url('/'));
    await expect(accountButton(page, usuario.nome)).toBeVisible();
    expect(await sessionCookie(context, loja.url('/'))).toBeTruthy();

    expect(handoffUrls.length).toBeGreaterThan(0);
    const used = handoffUrls[0]!;
    expect(used.startsWith(`${loja.origin}/login-token/`), used).toBe(true);
    expect(used).toMatch(new RegExp(`/login-token/[^/]+/${escapeRegExp(encodeURIComponent(usuario.email ?? ''))}`));
    // Reused code: no session and the spec's message.
    const other = await browser.newContext({ ignoreHTTPSErrors: target.ignoreHTTPSErrors });
    const p2 = await other.newPage();
    await p2.goto(used);
    await expect(
      p2.getByRole('alert').filter({ hasText: 'Não foi possível autenticar via token de redirecionamento...' }),
    ).toBeVisible();
    await expect(p2.getByRole('banner').getByRole('link', { name: 'Entrar', exact: true })).toBeVisible();
    await other.close();
  },
);

test(
  'recuperação de senha, redefinição e sessão revogada: "Sessão expirada, efetue login novamente"',
  { tag: ['@writes', '@reference'] },
  async ({ page, context, browser, backOffice }) => {
    // The email is confirmed first (a verification code through the API): more steps than before.
    test.setTimeout(90_000);
    const loja = requireStore('consumer');
    const { idfornecedor } = await fetchSupplier(loja);
    const { cpf, email } = await registerStoreAccount(loja, 'Fulana Expira', 'senha123');
    // Reset links go only to a confirmed email: the owner confirms it with a verification code.
    const session = await apiLogin(cpf, 'senha123', idfornecedor);
    const auth = { token: session.token };
    await callApi(identityEndpoints.sendVerification, {
      query: { canal: 'email', idcliente: session.idcliente, idfornecedor },
      auth,
    });
    const codigo = /é (\d{6})/.exec((await backOffice.mailTo(email, 'verificacao-email'))[0]?.corpo ?? '')?.[1];
    expect(codigo, 'o código no email').toBeTruthy();
    await callApi(identityEndpoints.confirmVerification, { body: { codigo: codigo! }, auth });

    await page.goto(loja.url('/'));
    await login(page, maskCpf(cpf), 'senha123');
    await expect(accountButton(page, 'Fulana Expira')).toBeVisible();

    // Another browser asks for a new password (the screen names the masked email)...
    const other = await browser.newContext({ ignoreHTTPSErrors: target.ignoreHTTPSErrors });
    const p2 = await other.newPage();
    await p2.goto(loja.url('/'));
    const dialog = await openLogin(p2);
    await typeInto(dialog.getByLabel('Email, CPF ou CNPJ'), cpf);
    await dialog.getByRole('button', { name: 'Continuar' }).click();
    await dialog.getByRole('button', { name: 'Esqueci minha senha' }).click();
    await expect(dialog.getByRole('status')).toContainText(`${email.slice(0, 2)}***@teste.com.br`);

    // ... and follows the emailed link.
    const mensagens = await backOffice.mailTo(email, 'redefinicao-senha');
    const token = /token=([A-Za-z0-9_-]+)/.exec(mensagens[0]?.corpo ?? '')?.[1];
    expect(token).toBeTruthy();
    await p2.goto(loja.url(`/redefinir-senha?token=${token}`));
    await typeInto(p2.getByLabel('Nova senha', { exact: true }), 'novasenha456');
    await typeInto(p2.getByLabel('Confirme a nova senha'), 'novasenha456');
    await p2.getByRole('button', { name: 'Redefinir senha' }).click();
    await expect(p2.getByRole('status')).toContainText('Senha redefinida com sucesso');
    await other.close();

    // The password change revoked the first browser's session.
    await page.close();
    const again = await context.newPage();
    await again.goto(loja.url('/'));
    await expect(again.getByRole('alert').filter({ hasText: 'Sessão expirada, efetue login novamente' })).toBeVisible();
    await expect(again.getByRole('banner').getByRole('link', { name: 'Entrar', exact: true })).toBeVisible();
    // The session check (/api/sessao/estado) clears the stale cookie.
    await expect.poll(() => sessionCookie(context, loja.url('/'))).toBeUndefined();
  },
);

/** The 303 that took the keys off the address: its pending-login cookie (decision 0039). */
async function pendingLoginHop(response: Awaited<ReturnType<Page['goto']>>) {
  const hop = await response!.request().redirectedFrom()?.response();
  expect(hop?.status()).toBe(303);
  // The site's policy (next.config.mjs) applies to it as to every answer: no path or query to another origin.
  expect(await hop!.headerValue('referrer-policy')).toBe('strict-origin-when-cross-origin');
  return (await hop!.headerValue('set-cookie')) ?? '';
}

const PENDING_COOKIE = 'api-key-pendente';

test(
  'login por chave de API: as chaves saem da URL na hora, o login começa 1000 ms após o boot; chave inválida mostra a mensagem do servidor',
  { tag: '@smoke' },
  async ({ page, context }) => {
    const { loja, conta, usuario } = await companyAccount('approvedCompany');
    const chave = requireOnTarget(conta.apiKey, 'chave de API da empresa aprovada no perfil');
    await ensureDeliveryAddress(page, loja);
    const atacado = loja.url('/');
    const pending = async () => (await context.cookies(atacado)).find((c) => c.name === PENDING_COOKIE);

    const refused = await page.goto(loja.url(`/?api_key=chave-errada&id_erp_usuario=${chave.idErpUsuario}&x=1`));
    // Right after the navigation: the keys are already gone from the address (other parameters kept).
    expect(page.url()).toBe(loja.url('/?x=1'));
    // They wait in a sealed, HttpOnly cookie of 60 s: the cookie does not hold them readable.
    const refusedCookie = await pendingLoginHop(refused);
    expect(refusedCookie).toMatch(new RegExp(`^${PENDING_COOKIE}=[^;]+;`));
    expect(refusedCookie).toMatch(/;\s*HttpOnly/i);
    expect(refusedCookie).toMatch(/;\s*Max-Age=60\b/i);
    expect(refusedCookie).not.toContain('chave-errada');
    expect(refusedCookie).not.toContain(chave.idErpUsuario);
    // The failure: the server's message as the account area's toast, and the pending cookie goes.
    await expect(page.getByRole('alert').filter({ hasText: 'Chave de API inválida' })).toBeVisible();
    await expect.poll(pending).toBeUndefined();
    expect(page.url()).toBe(loja.url('/?x=1'));
    await expect(page.getByRole('banner').getByRole('link', { name: 'Entrar', exact: true })).toBeVisible();

    const login = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/sessao/api-key'));
    const accepted = await page.goto(loja.url(`/?api_key=${chave.key}&id_erp_usuario=${chave.idErpUsuario}`));
    expect(page.url()).toBe(loja.url('/'));
    expect(page.url()).not.toContain('api_key');
    const acceptedCookie = await pendingLoginHop(accepted);
    expect(acceptedCookie).toMatch(/;\s*HttpOnly/i);
    expect(acceptedCookie).not.toContain(chave.key);
    await login;
    // Measured in the page: the login's request starts at least 1000 ms after the page's HTML
    // began to arrive (the leaf that waits mounts only after that). Its resource entry is written
    // once its answer is in, so it is waited for.
    let delay: number | null = null;
    await expect
      .poll(async () => {
        delay = await page.evaluate(() => {
          const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
          const call = performance.getEntriesByType('resource').find((e) => e.name.endsWith('/api/sessao/api-key')) as
            PerformanceResourceTiming | undefined;
          return call ? call.startTime - nav.responseStart : null;
        });
        return delay;
      })
      .not.toBeNull();
    test.info().annotations.push({ type: 'atraso do login por chave de API (ms)', description: String(delay) });
    expect(delay!).toBeGreaterThanOrEqual(1000);
    await acceptTermsIfShown(page);
    await expect(accountButton(page, usuario.nome)).toBeVisible();
    await expect.poll(pending).toBeUndefined();
    expect((await sessionCookie(context, atacado))?.httpOnly).toBe(true);
  },
);

test(
  'preferências de cookies: banner na primeira tela sem deslocar a página, opcionais desligados até a escolha, modal com as quatro opções, escolha persistida',
  { tag: '@smoke' },
  async ({ page, context }) => {
    await page.addInitScript(() => {
      (window as unknown as { shifts: number }).shifts = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
          if (!e.hadRecentInput) (window as unknown as { shifts: number }).shifts += e.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const loja = requireStore('consumer');
    await page.goto(loja.url('/'));
    const banner = page.getByRole('region', { name: 'Aviso de cookies' });
    // In the first viewport of a first visit (it was once after the footer, 5,000 px down), in the server's HTML.
    await expect(banner).toBeInViewport();
    const viewport = page.viewportSize()!;
    const box = (await banner.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height + 1);
    await page.waitForLoadState('load');
    expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBeLessThan(0.01);
    // At the page's end it sits after the footer, which stays readable.
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footer = (await page.getByRole('contentinfo').boundingBox())!;
    expect((await banner.boundingBox())!.y).toBeGreaterThanOrEqual(footer.y + footer.height - 1);
    // Nothing optional before a choice (LGPD, decision 0034).
    await banner.getByRole('button', { name: 'Preferências de cookies' }).click();
    const modal = page.getByRole('dialog', { name: 'Preferências de cookies' });
    for (const nome of ['Necessários', 'Sessão'])
      await expect(modal.getByRole('checkbox', { name: new RegExp(nome) })).toBeChecked();
    for (const nome of ['Desempenho', 'Personalização'])
      await expect(modal.getByRole('checkbox', { name: new RegExp(nome) })).not.toBeChecked();
    await modal.getByRole('checkbox', { name: /Sessão/ }).uncheck();
    await modal.getByRole('checkbox', { name: /Desempenho/ }).check();
    await modal.getByRole('checkbox', { name: /Personalização/ }).check();
    await modal.getByRole('button', { name: 'Salvar preferências' }).click();
    await expect(banner).toBeHidden();

    const cookie = (await context.cookies(loja.url('/'))).find((c) => c.name === 'cookie-preferences');
    expect(decodeURIComponent(cookie?.value ?? '')).toBe('[true,false,true,true]');
    await page.reload();
    await expect(page.getByRole('region', { name: 'Aviso de cookies' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Preferências de cookies' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Preferências de cookies' }).getByRole('checkbox', { name: /Sessão/ }),
    ).not.toBeChecked();

    // Without "session" the user is not stored in the browser.
    await page
      .getByRole('dialog', { name: 'Preferências de cookies' })
      .getByRole('button', { name: 'Cancelar' })
      .click();
    const conta = requireAccount('consumer');
    await login(page, conta.login, conta.password);
    await expect(accountButton(page, (await accountUser(conta)).nome)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('session-user'))).toBeNull();
  },
);

test(
  'cookies: "Somente necessários" guarda a recusa dos opcionais e nenhum evento de medição é enviado',
  { tag: '@smoke' },
  async ({ page, context }) => {
    const loja = requireStore('consumer');
    await page.goto(loja.url('/'));
    const banner = page.getByRole('region', { name: 'Aviso de cookies' });
    await banner.getByRole('button', { name: 'Somente necessários' }).click();
    await expect(banner).toBeHidden();
    const cookie = (await context.cookies(loja.url('/'))).find((c) => c.name === 'cookie-preferences');
    expect(decodeURIComponent(cookie?.value ?? '')).toBe('[true,true,false,false]');
    await page.reload();
    await expect(page.getByRole('region', { name: 'Aviso de cookies' })).toHaveCount(0);
    // The Empório sends GA4 events only with performance cookies.
    expect(
      await page.evaluate(() =>
        ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).filter((e) => e.event),
      ),
    ).toEqual([]);
  },
);

test(
  'a adega pergunta a idade antes do catálogo, só mostra a página de produto por trás do modal e lembra a resposta',
  { tag: '@smoke' },
  async ({ page, truth }) => {
    const loja = requireStore('pickup');
    requireOnTarget(
      (await fetchSupplier(loja)).tag.includes('requires-age-check'),
      'loja só de retirada com verificação de idade (requires-age-check)',
    );
    const { products } = await truth(loja);
    const names = products.produtos.map((p) => p.nome);
    expect(names.length).toBeGreaterThan(5);
    const product = products.produtos[0]!;
    const leaked = (text: string) => names.filter((n) => text.includes(n));

    // Before answering: a product page is served for crawlers (decision 0045), under the dialog, the
    // page behind inert from the server HTML on; the home's HTML and RSC payload carry no catalog.
    const productPath = `/produto/${product.slug}`;
    const res = await page.goto(loja.url(productPath));
    expect(res?.status()).toBe(200);
    expect(await res!.text()).toContain(product.nome);
    await expect(page.locator('[inert] main h1')).toHaveText(product.nome);
    // Same-origin requests from the page (as a client navigation would make them).
    const fetchText = (path: string, headers: Record<string, string> = {}) =>
      page.evaluate(
        async ([p, h]) => {
          const r = await fetch(p, { headers: h });
          return { status: r.status, text: await r.text() };
        },
        [path, headers] as const,
      );
    expect(leaked((await fetchText('/')).text), 'HTML de /').toEqual([]);
    expect(leaked((await fetchText('/', { RSC: '1' })).text), 'RSC de /').toEqual([]);
    const gate = page.getByRole('dialog', { name: 'Você tem mais de 18 anos?' });
    await expect(gate).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: product.nome })).toHaveCount(0);
    // The page behind the modal is inert.
    expect(await page.locator('main').evaluate(() => !!document.querySelector('dialog:modal'))).toBe(true);
    // Pages without catalog (login, static pages, errors) are still served behind the dialog.
    const login = await fetchText('/entrar');
    expect(login.status).toBe(200);
    expect(login.text).not.toContain('Confirme sua idade');

    await gate.getByRole('button', { name: 'Não' }).click();
    await expect(page.getByRole('dialog', { name: 'Que pena!' })).toBeVisible();
    await expect(page.locator('[inert] main h1')).toHaveText(product.nome);
    await page.getByRole('button', { name: /tenho mais de 18 anos/ }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // Back on the page that was asked for, now served with its product.
    await expect(page).toHaveURL(loja.url(productPath));
    await expect(page.getByRole('heading', { level: 1, name: product.nome })).toBeVisible();

    const home = await page.goto(loja.url('/'));
    expect(leaked(await home!.text()).length).toBeGreaterThan(0);
    await expect(page.getByRole('list', { name: 'Produtos', exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('dialog', { name: 'Você tem mais de 18 anos?' })).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Produtos', exact: true })).toBeVisible();
  },
);

test('rotas que mudam estado recusam Origin de outro site (403)', { tag: '@smoke' }, async ({ playwright }) => {
  const req = await playwright.request.newContext({ ignoreHTTPSErrors: target.ignoreHTTPSErrors });
  // The consumer store by its slug on the shared host, as before the target profile.
  const res = await req.post(onSharedHost(requireStore('consumer')).url('/api/sessao/sair'), {
    headers: { origin: 'http://evil.example' },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(403);
  await req.dispose();
});
