/**
 * Every page type's HTML passes html-validate (html-validate:recommended, .htmlvalidate.json;
 * docs/decisions/0042-html-validity.md) with 0 errors: the HTML as the server sends it (request
 * context, no JavaScript, the browser context's cookies) for each themed supplier, and the DOM after
 * hydration with the client-rendered dialogs open (login modal, delivery selector).
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { FileSystemConfigLoader, HtmlValidate, type Message } from 'html-validate';

import { requiredClientAnswers } from '../commerce-api/seed/client-characteristics';
import {
  DEMO_ACCOUNTS,
  DEMO_CEPS,
  DEMO_PASSWORD,
  DEMO_REPRESENTATIVE,
  DEMO_SUBSCRIPTION,
} from '../commerce-api/seed/demo-world';
import { shoppingListEndpoints } from '../lib/contract/shopping-list';
import { apiAddAddress, apiProducts, apiRegister, callApi, isPlainUnit, saveApiCart } from './api-client';
import {
  DEMO_SUPPLIERS,
  E2E_STOREFRONT_PORT,
  ensureDeliveryAddress,
  expect,
  loginOnPage,
  openLoginForm,
  passAgeGate,
  randomCnpj,
  registerApprovedCompany,
  registerCustomer,
  SHARED_HOST,
  storefrontUrl,
  test,
  THEMED_SUPPLIERS,
  typeInto,
  visitorDeliveryType,
  type ApiCustomer,
  type DemoSupplierKey,
  type PersonRole,
} from './fixtures';

test.describe.configure({ timeout: 180_000 });

const validator = new HtmlValidate(new FileSystemConfigLoader());

/** Validates a document; answers one line per error (rule, selector, line:column), warnings logged. */
async function htmlErrors(html: string, where: string): Promise<string[]> {
  const report = await validator.validateString(html, where);
  const lines = (severity: number) =>
    report.results
      .flatMap((r) => r.messages)
      .filter((m: Message) => m.severity === severity)
      .map((m) => `${where}:${m.line}:${m.column} [${m.ruleId}] ${m.selector ?? ''} — ${m.message}`);
  const warnings = lines(1);
  if (warnings.length > 0) console.log(`avisos (${warnings.length}):\n${warnings.join('\n')}`);
  const errors = lines(2);
  console.log(`html-validate: ${where}: ${errors.length} erro(s)`);
  return errors;
}

/**
 * The page as the server renders it: requested outside the browser (no JavaScript) with the
 * browser context's cookies. *.localhost resolves in Chromium only, so the request goes to
 * 127.0.0.1 with the supplier's Host.
 */
async function serverHtml(page: Page, host: string, path: string, status: number | null = 200): Promise<string> {
  const url = storefrontUrl(host, path);
  const cookies = await page.context().cookies(url);
  const get = () =>
    page.request.get(storefrontUrl('127.0.0.1', path), {
      headers: {
        Host: `${host}:${E2E_STOREFRONT_PORT}`,
        Cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; '),
        Accept: 'text/html',
      },
      maxRedirects: 0,
    });
  let res = await get();
  // The API timing out on a loaded machine is the error page, not the page under test: asked once more.
  if (res.status() >= 500 && (status ?? 200) < 500) {
    console.log(`GET ${url}: ${res.status()}, de novo`);
    res = await get();
  }
  // null: a page whose answer is its own (a link with a token nobody issued): any page, not a redirect or 5xx.
  if (status === null) expect([200, 404, 410], `GET ${url}`).toContain(res.status());
  else expect(res.status(), `GET ${url}`).toBe(status);
  expect(res.headers()['content-type'], `GET ${url}`).toContain('text/html');
  return res.text();
}

/** The first href in the HTML matching `re` (a link the page itself offers). */
function firstHref(html: string, re: RegExp, what: string): string {
  const m = re.exec(html);
  expect(m, what).not.toBeNull();
  return m![1]!.replace(/&amp;/g, '&');
}

/**
 * A buyer of this test with a cart (so the cart and the checkout render their forms): a consumer on
 * Empório (with a saved address) and Adega, an approved company on the Atacado (companies only).
 */
async function buyerWithCart(api: APIRequestContext, key: DemoSupplierKey): Promise<ApiCustomer> {
  const { idfornecedor } = DEMO_SUPPLIERS[key];
  let me: ApiCustomer;
  if (key === 'atacado') {
    me = await registerApprovedCompany(api, 'Empresa Validação');
  } else {
    me = await registerCustomer(key, 'Cliente Validação');
  }
  if (key === 'emporio') await apiAddAddress(me, DEMO_CEPS.harmonia);
  const list = await apiProducts(idfornecedor, { page: 1, limit: 100, tipoentrega: visitorDeliveryType(key) }, me);
  const itens = list.produtos
    .filter((p) => p.disponivel && p.preco !== null && p.min_por_pedido === 1 && p.multiploincremento === 1)
    .slice(0, 4)
    .map((p) => ({ idproduto: p.idproduto, quantidade: 1 }));
  expect(itens.length).toBeGreaterThan(0);
  await saveApiCart(me, idfornecedor, { cartItens: itens });
  return me;
}

/**
 * The person role whose account has seeded orders on that store, signed in from its stored session (the demo's
 * approved company on the Atacado; the Empório consumer lists none, the Adega has no account of a role).
 */
const WITH_ORDERS: Partial<Record<DemoSupplierKey, PersonRole>> = {
  atacado: 'approvedCompany',
};

for (const key of THEMED_SUPPLIERS) {
  const demo = DEMO_SUPPLIERS[key];
  const host = demo.dominio;

  test(
    `HTML válido (html-validate) como o servidor entrega: páginas de ${demo.nome}`,
    { tag: ['@writes', '@reference'] },
    async ({ page, api, signedIn }) => {
      const errors: string[] = [];
      const check = async (path: string, status = 200) => {
        const html = await serverHtml(page, host, path, status);
        errors.push(...(await htmlErrors(html, `${key}${path}`)));
        return html;
      };
      // Adults-only: the age question first (rendered in place of the page).
      if ((demo.tags as readonly string[]).includes('requires-age-check')) {
        expect(await check('/')).toContain('Você tem mais de 18 anos?');
      }
      await passAgeGate(page, key);
      await ensureDeliveryAddress(page, key);

      const home = await check('/');
      const categoria = firstHref(home, /href="(\/busca\?categoria=[^"]+)"/, 'um link de categoria na home');
      await check(categoria);
      const produto = firstHref(home, /href="(\/produto\/[^"#?]+)"/, 'um link de produto na home');
      const pagina = firstHref(home, /href="(\/pagina\/[^"#?]+)"/, 'um link de página de conteúdo na home');
      const produtoHtml = await check(produto);
      const palavra = /<h1[^>]*>([^<\s]+)/.exec(produtoHtml)?.[1] ?? 'a';
      await check(`/busca?q=${encodeURIComponent(palavra)}`);
      await check(pagina);
      await check('/fale-conosco');
      await check('/carrinho');
      await check('/entrar');
      await check('/nao-existe-esta-pagina', 404);

      // Logged in (a cookie of the browser context, set by the login modal), with a cart.
      const buyer = await buyerWithCart(api, key);
      await page.goto(storefrontUrl(host, '/'));
      await loginOnPage(page, buyer.cpf);
      await check('/carrinho');
      await check('/finalizar');
      await check('/conta');
      await check('/conta/pedidos');
      await check('/conta/enderecos');
      await check('/conta/listas');
      await check('/conta/mensagens');
      await check('/conta/faturas');

      // An order's page: an account that has orders, in a context of its own (its stored session).
      const role = WITH_ORDERS[key];
      if (role) {
        const page2 = await signedIn(role);
        const pedidos = await serverHtml(page2, host, '/conta/pedidos');
        errors.push(...(await htmlErrors(pedidos, `${key}/conta/pedidos (com pedidos)`)));
        const pedido = firstHref(pedidos, /href="(\/conta\/pedidos\/\d+)"/, 'um pedido na lista');
        errors.push(...(await htmlErrors(await serverHtml(page2, host, pedido), `${key}${pedido}`)));
        // Its titles on terms (overdue, to pay, paid) with their boleto links.
        const faturas = await serverHtml(page2, host, '/conta/faturas');
        expect(faturas).toContain('Vencido');
        errors.push(...(await htmlErrors(faturas, `${key}/conta/faturas (com títulos)`)));
      }

      expect(errors, `${errors.length} erro(s) de HTML`).toEqual([]);
    },
  );

  test(
    `HTML válido (html-validate) depois da hidratação, com os diálogos abertos: ${demo.nome}`,
    { tag: '@smoke' },
    async ({ page }) => {
      await passAgeGate(page, key);
      await ensureDeliveryAddress(page, key);
      await page.goto(storefrontUrl(host, '/'));
      await page.waitForLoadState('load');
      const errors: string[] = [];

      // The delivery selector (side panel).
      await page
        .getByRole('banner')
        .getByRole('button', { name: /^(Entrega|Receber|Retirada)/ })
        .click();
      const selector = page.getByRole('dialog', { name: 'Entrega e retirada' });
      await expect(selector).toBeVisible();
      errors.push(...(await htmlErrors(await page.content(), `${key}/ (seletor de entrega aberto)`)));
      await page.keyboard.press('Escape');
      await expect(selector).toBeHidden();

      // The login modal.
      const form = await openLoginForm(page);
      await expect(form).toBeVisible();
      errors.push(...(await htmlErrors(await page.content(), `${key}/ (modal de login aberto)`)));

      expect(errors, `${errors.length} erro(s) de HTML`).toEqual([]);
    },
  );
}

/** A cart above the Empório's minimum, of products a line of 1 buys at the list price (as checkout.spec.ts arranges it). */
async function cartForAnOrder(me: ApiCustomer): Promise<void> {
  const E = DEMO_SUPPLIERS.emporio;
  const list = await apiProducts(E.idfornecedor, { page: 1, limit: 100, tipoentrega: 'DELIVERY' }, me);
  const plain = list.produtos
    .filter((p) => isPlainUnit(p) && !['Panetone de frutas 500 g', 'Champagne Brut'].includes(p.nome))
    .sort((a, b) => a.preco! - b.preco!);
  const itens: { idproduto: string; quantidade: number }[] = [];
  let total = 0;
  for (const p of plain) {
    if (total >= 6000) break;
    itens.push({ idproduto: p.idproduto, quantidade: 1 });
    total += p.preco!;
  }
  await saveApiCart(me, E.idfornecedor, { cartItens: itens });
}

test(
  'HTML válido (html-validate): a confirmação do pedido (/submissao/N), como o servidor entrega e depois da hidratação',
  { tag: '@writes' },
  async ({ page, api }) => {
    const host = DEMO_SUPPLIERS.emporio.dominio;
    // A buyer of this test with a saved address and a cart above the minimum (buyerWithCart's Empório buyer).
    const me = await buyerWithCart(api, 'emporio');
    await cartForAnOrder(me);
    await page.goto(storefrontUrl(host, '/'));
    await loginOnPage(page, me.cpf);

    // The order is placed as a person places it: /finalizar, the required answer, PIX, "Finalizar pedido".
    await page.goto(storefrontUrl(host, '/finalizar'));
    const checkout = page.getByRole('form', { name: 'Finalizar pedido' });
    await expect(checkout).toHaveAttribute('data-pronto', 'true');
    await page.getByLabel('Se faltar algum produto (obrigatório)').selectOption('Substituir por similar');
    await page.getByRole('radio', { name: 'PIX' }).check();
    await page.getByRole('button', { name: 'Finalizar pedido' }).click();
    await expect(page).toHaveURL(/\/submissao\/\d+$/, { timeout: 30_000 });
    const path = new URL(page.url()).pathname;
    await expect(page.getByRole('img', { name: 'QR Code PIX' })).toBeVisible();

    const errors = await htmlErrors(await serverHtml(page, host, path), `emporio${path}`);
    errors.push(...(await htmlErrors(await page.content(), `emporio${path} (depois da hidratação)`)));
    expect(errors, `${errors.length} erro(s) de HTML`).toEqual([]);
  },
);

test(
  'HTML válido (html-validate): Gerenciar usuários (/conta/usuarios) da conta principal',
  { tag: '@smoke' },
  async ({ signedIn }) => {
    const host = DEMO_SUPPLIERS.emporio.dominio;
    const page = await signedIn('principal');

    const html = await serverHtml(page, host, '/conta/usuarios');
    expect(html).toContain('Novo usuário');
    const errors = await htmlErrors(html, 'emporio/conta/usuarios');
    await page.goto(storefrontUrl(host, '/conta/usuarios'));
    await expect(page.getByRole('form', { name: 'Novo usuário' })).toBeVisible();
    errors.push(...(await htmlErrors(await page.content(), 'emporio/conta/usuarios (depois da hidratação)')));
    expect(errors, `${errors.length} erro(s) de HTML`).toEqual([]);
  },
);

test(
  'HTML válido (html-validate): a carteira do representante (/conta/clientes), antes e depois de atender um cliente',
  { tag: ['@smoke', '@reference'] },
  async ({ page }) => {
    const host = DEMO_SUPPLIERS.atacado.dominio;
    // Its own login, not the stored representative session: "Atender" revokes the session it is pressed in
    // (commerce-api actAsClient), and the stored one is shared by the whole run.
    await ensureDeliveryAddress(page, 'atacado');
    await page.goto(storefrontUrl(host, '/'));
    await page.getByRole('banner').getByRole('link', { name: 'Entrar', exact: true }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Entrar ou cadastrar' });
    await dialog.getByRole('button', { name: 'Sou representante' }).click();
    await typeInto(dialog.getByLabel('Email do representante'), DEMO_REPRESENTATIVE.email);
    await typeInto(dialog.getByLabel('Senha'), DEMO_REPRESENTATIVE.senha);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/conta\/clientes$/);

    const errors = await htmlErrors(await serverHtml(page, host, '/conta/clientes'), 'atacado/conta/clientes');
    const client = DEMO_ACCOUNTS.empresaAprovada;
    await page.getByRole('button', { name: `Atender ${client.nome}` }).click();
    await expect(page.getByRole('status', { name: 'Atendimento' })).toContainText(
      `Você está atendendo: ${client.nome}`,
    );
    errors.push(
      ...(await htmlErrors(await page.content(), 'atacado/conta/clientes (atendendo, depois da hidratação)')),
    );
    errors.push(
      ...(await htmlErrors(await serverHtml(page, host, '/conta/faturas'), 'atacado/conta/faturas (representante)')),
    );
    expect(errors, `${errors.length} erro(s) de HTML`).toEqual([]);
  },
);

test(
  'HTML válido (html-validate): listas, combos, ofertas, pedido rápido, atendimento, links de e-mail, termos e o diretório de lojas',
  { tag: ['@writes', '@reference'] },
  async ({ page, api }) => {
    const E = DEMO_SUPPLIERS.emporio;
    const host = E.dominio;
    const errors: string[] = [];
    const check = async (h: string, where: string, path: string, status: number | null = 200) => {
      const html = await serverHtml(page, h, path, status);
      errors.push(...(await htmlErrors(html, `${where}${path}`)));
      return html;
    };

    // The directory of suppliers on the shared host, before anyone logs in.
    expect(await check(SHARED_HOST, 'diretório', '/')).toContain('Lojas parceiras');

    const me = await buyerWithCart(api, 'emporio');
    await ensureDeliveryAddress(page, 'emporio');
    await page.goto(storefrontUrl(host, '/'));
    await loginOnPage(page, me.cpf);

    // A shopping list of this buyer, with the cart's products.
    const list = await apiProducts(
      E.idfornecedor,
      { page: 1, limit: 20, tipoentrega: visitorDeliveryType('emporio') },
      me,
    );
    const produtos = list.produtos.filter((p) => p.disponivel && p.preco !== null);
    const { lista } = await callApi(shoppingListEndpoints.createShoppingList, {
      params: { idfornecedor: E.idfornecedor },
      body: {
        nome: 'Lista da validação',
        idclient: me.idcliente,
        produtos: produtos.slice(0, 3).map((p) => ({ idproduto: p.idproduto, quantidade: 2 })),
      },
      auth: me,
    });
    expect(await check(host, 'emporio', `/conta/listas/${lista.idlista}`)).toContain('Lista da validação');
    await check(host, 'emporio', '/conta/listas/do-carrinho');
    await check(host, 'emporio', '/conta/mensagens/atendimento');

    const combos = await check(host, 'emporio', '/combos');
    await check(host, 'emporio', firstHref(combos, /href="(\/combos\/[^"#?]+)"/, 'um combo na lista'));
    await check(host, 'emporio', '/ofertas');
    await check(host, 'emporio', '/pedido-rapido');
    await check(host, 'emporio', '/atendente');
    await check(host, 'emporio', '/erro/too-many-request', null);
    // The e-mailed links, opened with a token nobody issued: each page says so in its own words.
    await check(host, 'emporio', '/redefinir-senha?token=nao-emitido', null);
    await check(host, 'emporio', '/convite-vinculado?token=nao-emitido', null);
    await check(host, 'emporio', '/notificacoes/descadastrar?token=nao-emitido', null);
    // The terms of use (the Atacado has them; its visitors read them before the checkout).
    await ensureDeliveryAddress(page, 'atacado');
    await check(DEMO_SUPPLIERS.atacado.dominio, 'atacado', '/termos-de-uso');

    expect(errors, `${errors.length} erro(s) de HTML`).toEqual([]);
  },
);

test(
  'HTML válido (html-validate): as assinaturas da Adega (aba Assinaturas e a página de uma assinatura)',
  { tag: ['@smoke', '@reference'] },
  async ({ page }) => {
    const host = DEMO_SUPPLIERS.adega.dominio;
    await passAgeGate(page, 'adega');
    await ensureDeliveryAddress(page, 'adega');
    await page.goto(storefrontUrl(host, '/'));
    // Its own login: the stored consumer session is the consumer store's (the Empório), not the Adega's.
    await loginOnPage(page, DEMO_ACCOUNTS.consumidor.login);

    const lista = await serverHtml(page, host, '/conta/pedidos?aba=assinaturas');
    expect(lista).toContain(`data-assinatura="${DEMO_SUBSCRIPTION.demo.idassinatura}"`);
    const errors = await htmlErrors(lista, 'adega/conta/pedidos?aba=assinaturas');
    const path = firstHref(lista, /href="(\/conta\/assinaturas\/[^"#?]+)"/, 'uma assinatura na lista');
    const detalhe = await serverHtml(page, host, path);
    expect(detalhe).toContain('Itens da assinatura');
    errors.push(...(await htmlErrors(detalhe, `adega${path}`)));
    expect(errors, `${errors.length} erro(s) de HTML`).toEqual([]);
  },
);

test(
  'HTML válido (html-validate): um pedido no boleto, a confirmação e o boleto para imprimir',
  { tag: '@writes' },
  async ({ page, api }) => {
    const host = DEMO_SUPPLIERS.emporio.dominio;
    const me = await buyerWithCart(api, 'emporio');
    await cartForAnOrder(me);
    await page.goto(storefrontUrl(host, '/'));
    await loginOnPage(page, me.cpf);

    await page.goto(storefrontUrl(host, '/finalizar'));
    await expect(page.getByRole('form', { name: 'Finalizar pedido' })).toHaveAttribute('data-pronto', 'true');
    await page.getByLabel('Se faltar algum produto (obrigatório)').selectOption('Substituir por similar');
    await page.getByRole('radio', { name: /Boleto bancário/ }).check();
    await page.getByRole('button', { name: 'Finalizar pedido' }).click();
    await expect(page).toHaveURL(/\/submissao\/\d+$/, { timeout: 30_000 });
    const path = new URL(page.url()).pathname;

    const errors = await htmlErrors(await serverHtml(page, host, path), `emporio${path} (boleto)`);
    const boleto = await serverHtml(page, host, `${path}/boleto`);
    expect(boleto).toContain('Boleto do pedido');
    errors.push(...(await htmlErrors(boleto, `emporio${path}/boleto`)));
    expect(errors, `${errors.length} erro(s) de HTML`).toEqual([]);
  },
);

test(
  'HTML válido (html-validate): o cadastro em análise de uma empresa ainda não aprovada no Atacado',
  { tag: '@writes' },
  async ({ page }) => {
    const A = DEMO_SUPPLIERS.atacado;
    const cnpj = randomCnpj();
    await apiRegister({
      nome: 'Empresa Em Análise',
      email: `e2e.${cnpj}@teste.com.br`,
      cpf: cnpj,
      senha: DEMO_PASSWORD,
      idfornecedor: A.idfornecedor,
      tokenOrigin: 'commerce',
      caracteristicas: requiredClientAnswers('atacado'),
    });
    await ensureDeliveryAddress(page, 'atacado');
    await page.goto(storefrontUrl(A.dominio, '/'));
    await loginOnPage(page, cnpj);
    await expect(page).toHaveURL(/\/cadastro-em-analise$/);

    const html = await serverHtml(page, A.dominio, '/cadastro-em-analise');
    const errors = await htmlErrors(html, 'atacado/cadastro-em-analise');
    expect(errors, `${errors.length} erro(s) de HTML`).toEqual([]);
  },
);
