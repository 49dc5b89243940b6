/**
 * Every page type's HTML passes html-validate (html-validate:recommended, .htmlvalidate.json;
 * docs/decisions/0042-html-validity.md) with 0 errors: the HTML as the server sends it (request
 * context, no JavaScript, the browser context's cookies) for each themed supplier, and the DOM after
 * hydration with the client-rendered dialogs open (login modal, delivery selector).
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { FileSystemConfigLoader, HtmlValidate, type Message } from 'html-validate';

import { shoppingListEndpoints } from '../lib/contract/shopping-list';
import { subscriptionClientEndpoints } from '../lib/contract/subscription';
import { resolveDeliveryType } from '../lib/rules/delivery';
import { holdsUnapproved } from '../lib/session/can-submit';
import { apiAddAddress, apiLogin, apiProducts, callApi, isPlainUnit, saveApiCart } from './api-client';
import {
  accountUser,
  ensureDeliveryAddress,
  escapeRegExp,
  expect,
  fetchSupplier,
  loginOnPage,
  NEW_CUSTOMER_PASSWORD,
  openLoginForm,
  passAgeGate,
  registerApprovedCompany,
  registerCustomer,
  registerPendingCompany,
  requireAccount,
  requireOnTarget,
  requireProviderHome,
  requireStore,
  SHARED_HOST,
  signInThroughApi,
  storefrontUrl,
  storeWhere,
  target,
  test,
  typeInto,
  type ApiCustomer,
  type PersonRole,
  type StoreRole,
  type TargetStore,
} from './fixtures';
import { answerOrderCharacteristics, placeAt, requiredOrderCharacteristics, storeCep } from './store-discovery';

// Stores and accounts come from the target (e2e/target.ts): each store role (the Empório, the Atacado and the
// Adega locally), the principal, the representative and the approved company it serves, the consumer; ids, tags,
// products, the minimum order, the order characteristics and the CEP's place from the API.

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
 * The page at `url` as the server renders it: requested outside the browser (no JavaScript) with the browser
 * context's cookies. *.localhost resolves in Chromium only, so such a host is asked at 127.0.0.1 with its Host
 * (same scheme and port).
 */
async function serverHtml(page: Page, url: string, status: number | null = 200): Promise<string> {
  const cookies = await page.context().cookies(url);
  const u = new URL(url);
  const loopback = u.hostname === SHARED_HOST || u.hostname.endsWith(`.${SHARED_HOST}`);
  const get = () =>
    page.request.get(loopback ? `${u.protocol}//127.0.0.1${u.port ? `:${u.port}` : ''}${u.pathname}${u.search}` : url, {
      headers: {
        ...(loopback ? { Host: u.host } : {}),
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

/**
 * The first href in the HTML matching `re` (a link the page itself offers), without the store's path prefix:
 * `re` captures the path after `base` (its pages sit under `/<slug>` on a shared host).
 */
function firstHref(html: string, re: RegExp, what: string, base = ''): string {
  const m = new RegExp(`href="${escapeRegExp(base)}${re.source.replace(/^href="/, '')}`).exec(html);
  expect(m, what).not.toBeNull();
  return m![1]!.replace(/&amp;/g, '&');
}

/** The products a visitor's delivery type lists at the store, priced for `me`. */
async function storeProducts(store: TargetStore, me: ApiCustomer, tipoentrega?: 'DELIVERY' | 'RETIRADA') {
  const supplier = await fetchSupplier(store);
  return apiProducts(
    supplier.idfornecedor,
    { page: 1, limit: 100, tipoentrega: tipoentrega ?? resolveDeliveryType(supplier.tag, null) },
    me,
  );
}

/**
 * A buyer of this test with a cart (so the cart and the checkout render their forms): an approved company where
 * the store sells only to companies (the Atacado), else a consumer; with a saved address at the store's CEP where
 * it delivers and asks no address before browsing (the Empório; the Atacado's gate gives the place, the Adega
 * only has pickup).
 */
async function buyerWithCart(api: APIRequestContext, store: TargetStore): Promise<ApiCustomer> {
  const supplier = await fetchSupplier(store);
  const me = supplier.tag.includes('sells-only-to-companies')
    ? await registerApprovedCompany(api, 'Empresa Validação', store)
    : await registerCustomer(store, 'Cliente Validação');
  if (resolveDeliveryType(supplier.tag, null) === 'DELIVERY' && !supplier.tag.includes('requires-address-to-access'))
    await apiAddAddress(me, await placeAt(storeCep(store)));
  const list = await storeProducts(store, me);
  const itens = list.produtos
    .filter((p) => p.disponivel && p.preco !== null && p.min_por_pedido === 1 && p.multiploincremento === 1)
    .slice(0, 4)
    .map((p) => ({ idproduto: p.idproduto, quantidade: 1 }));
  expect(itens.length).toBeGreaterThan(0);
  await saveApiCart(me, supplier.idfornecedor, { cartItens: itens });
  return me;
}

/**
 * The person role whose account has orders (and titles on terms) on a store role, signed in from its stored
 * session: the approved company on the company store (the consumer lists none, the pickup store has no account
 * of a role).
 */
const WITH_ORDERS: Partial<Record<StoreRole, PersonRole>> = {
  company: 'approvedCompany',
};

for (const role of ['consumer', 'company', 'pickup'] as const satisfies readonly StoreRole[]) {
  // Titles name the store by slug (the role when the target has none: the tests are then skipped).
  const name = target.stores[role]?.slug ?? role;

  test(
    `HTML válido (html-validate) como o servidor entrega: páginas de ${name}`,
    { tag: ['@writes', '@reference'] },
    async ({ page, api, signedIn }) => {
      const store = requireStore(role);
      const supplier = await fetchSupplier(store);
      const errors: string[] = [];
      const check = async (path: string, status = 200) => {
        const html = await serverHtml(page, store.url(path), status);
        errors.push(...(await htmlErrors(html, `${store.slug}${path}`)));
        return html;
      };
      const href = (html: string, re: RegExp, what: string) => firstHref(html, re, what, store.base);
      // Adults-only: the age question first (rendered in place of the page).
      if (supplier.tag.includes('requires-age-check')) {
        expect(await check('/')).toContain('Você tem mais de 18 anos?');
      }
      await passAgeGate(page, store);
      await ensureDeliveryAddress(page, store);

      const home = await check('/');
      const categoria = href(home, /href="(\/busca\?categoria=[^"]+)"/, 'um link de categoria na home');
      await check(categoria);
      const produto = href(home, /href="(\/produto\/[^"#?]+)"/, 'um link de produto na home');
      const pagina = href(home, /href="(\/pagina\/[^"#?]+)"/, 'um link de página de conteúdo na home');
      const produtoHtml = await check(produto);
      const palavra = /<h1[^>]*>([^<\s]+)/.exec(produtoHtml)?.[1] ?? 'a';
      await check(`/busca?q=${encodeURIComponent(palavra)}`);
      await check(pagina);
      await check('/fale-conosco');
      await check('/carrinho');
      await check('/entrar');
      await check('/nao-existe-esta-pagina', 404);

      // Logged in (a cookie of the browser context, set by the login-token route), with a cart: a buyer of this test.
      const buyer = await buyerWithCart(api, store);
      await page.goto(store.url('/'));
      await signInThroughApi(page, store, buyer.cpf, NEW_CUSTOMER_PASSWORD);
      await check('/carrinho');
      await check('/finalizar');
      await check('/conta');
      await check('/conta/pedidos');
      await check('/conta/enderecos');
      await check('/conta/listas');
      await check('/conta/mensagens');
      await check('/conta/faturas');

      // An order's page: an account of this store that has orders, in a context of its own (its stored session).
      const withOrders = WITH_ORDERS[role];
      if (withOrders && target.accounts[withOrders]?.store === role) {
        const page2 = await signedIn(withOrders);
        const pedidos = await serverHtml(page2, store.url('/conta/pedidos'));
        errors.push(...(await htmlErrors(pedidos, `${store.slug}/conta/pedidos (com pedidos)`)));
        const pedido = href(pedidos, /href="(\/conta\/pedidos\/\d+)"/, 'um pedido na lista');
        errors.push(...(await htmlErrors(await serverHtml(page2, store.url(pedido)), `${store.slug}${pedido}`)));
        // Its titles on terms (overdue, to pay, paid) with their boleto links.
        const faturas = await serverHtml(page2, store.url('/conta/faturas'));
        expect(faturas).toContain('Vencido');
        errors.push(...(await htmlErrors(faturas, `${store.slug}/conta/faturas (com títulos)`)));
      }

      expect(errors, `${errors.length} erro(s) de HTML`).toEqual([]);
    },
  );

  test(
    `HTML válido (html-validate) depois da hidratação, com os diálogos abertos: ${name}`,
    { tag: '@smoke' },
    async ({ page }) => {
      const store = requireStore(role);
      await passAgeGate(page, store);
      await ensureDeliveryAddress(page, store);
      await page.goto(store.url('/'));
      await page.waitForLoadState('load');
      const errors: string[] = [];

      // The delivery selector (side panel).
      await page
        .getByRole('banner')
        .getByRole('button', { name: /^(Entrega|Receber|Retirada)/ })
        .click();
      const selector = page.getByRole('dialog', { name: 'Entrega e retirada' });
      await expect(selector).toBeVisible();
      errors.push(...(await htmlErrors(await page.content(), `${store.slug}/ (seletor de entrega aberto)`)));
      await page.keyboard.press('Escape');
      await expect(selector).toBeHidden();

      // The login modal.
      const form = await openLoginForm(page);
      await expect(form).toBeVisible();
      errors.push(...(await htmlErrors(await page.content(), `${store.slug}/ (modal de login aberto)`)));

      expect(errors, `${errors.length} erro(s) de HTML`).toEqual([]);
    },
  );
}

/**
 * A cart above the store's minimum order (a fifth above it: the delivery methods may ask a little more), of the
 * cheapest products a line of 1 buys at the list price (as checkout.spec.ts arranges it).
 */
async function cartForAnOrder(me: ApiCustomer, store: TargetStore): Promise<void> {
  const supplier = await fetchSupplier(store);
  const list = await storeProducts(store, me, 'DELIVERY');
  const plain = list.produtos.filter(isPlainUnit).sort((a, b) => a.preco! - b.preco!);
  const minimum = Math.ceil((supplier.meta_info.pedido_minimo ?? 0) * 1.2);
  const itens: { idproduto: string; quantidade: number }[] = [];
  let total = 0;
  for (const p of plain) {
    if (itens.length > 0 && total >= minimum) break;
    itens.push({ idproduto: p.idproduto, quantidade: 1 });
    total += p.preco!;
  }
  requireOnTarget(
    total >= minimum && itens.length > 0,
    `produtos avulsos que somem o pedido mínimo da loja ${store.slug}`,
  );
  await saveApiCart(me, supplier.idfornecedor, { cartItens: itens });
}

/** On /finalizar, ready: the required answers given and the payment method `method` chosen (skipped remotely if the store lacks it). */
async function readyCheckout(page: Page, store: TargetStore, method: string | RegExp): Promise<void> {
  await page.goto(store.url('/finalizar'));
  await expect(page.getByRole('form', { name: 'Finalizar pedido' })).toHaveAttribute('data-pronto', 'true');
  const { idfornecedor } = await fetchSupplier(store);
  await answerOrderCharacteristics(page, await requiredOrderCharacteristics(idfornecedor));
  const radio = page.getByRole('radio', { name: method });
  requireOnTarget((await radio.count()) > 0, `pagamento ${String(method)} na loja ${store.slug}`);
  await radio.check();
}

test(
  'HTML válido (html-validate): a confirmação do pedido (/submissao/N), como o servidor entrega e depois da hidratação',
  { tag: '@writes' },
  async ({ page, api }) => {
    const store = requireStore('consumer');
    // A buyer of this test with a saved address and a cart above the minimum (buyerWithCart's consumer).
    const me = await buyerWithCart(api, store);
    await cartForAnOrder(me, store);
    await page.goto(store.url('/'));
    await signInThroughApi(page, store, me.cpf, NEW_CUSTOMER_PASSWORD);

    // The order is placed as a person places it: /finalizar, the required answers, PIX, "Finalizar pedido".
    await readyCheckout(page, store, 'PIX');
    await page.getByRole('button', { name: 'Finalizar pedido' }).click();
    await expect(page).toHaveURL(/\/submissao\/\d+$/, { timeout: 30_000 });
    const path = new URL(page.url()).pathname;
    await expect(page.getByRole('img', { name: 'QR Code PIX' })).toBeVisible();

    const errors = await htmlErrors(await serverHtml(page, page.url()), `${store.slug}${path}`);
    errors.push(...(await htmlErrors(await page.content(), `${store.slug}${path} (depois da hidratação)`)));
    expect(errors, `${errors.length} erro(s) de HTML`).toEqual([]);
  },
);

test(
  'HTML válido (html-validate): Gerenciar usuários (/conta/usuarios) da conta principal',
  { tag: '@smoke' },
  async ({ signedIn }) => {
    const store = requireStore(requireAccount('principal').store);
    const page = await signedIn('principal');

    const html = await serverHtml(page, store.url('/conta/usuarios'));
    expect(html).toContain('Novo usuário');
    const errors = await htmlErrors(html, `${store.slug}/conta/usuarios`);
    await page.goto(store.url('/conta/usuarios'));
    await expect(page.getByRole('form', { name: 'Novo usuário' })).toBeVisible();
    errors.push(...(await htmlErrors(await page.content(), `${store.slug}/conta/usuarios (depois da hidratação)`)));
    expect(errors, `${errors.length} erro(s) de HTML`).toEqual([]);
  },
);

test(
  'HTML válido (html-validate): a carteira do representante (/conta/clientes), antes e depois de atender um cliente',
  { tag: ['@smoke', '@reference'] },
  async ({ page }) => {
    const rep = requireAccount('representative');
    const store = requireStore(rep.store);
    // The client it serves: the target's approved company, its name from the API.
    const { nome: client } = await accountUser(requireAccount('approvedCompany'));
    // Its own login, not the stored representative session: "Atender" revokes the session it is pressed in
    // (commerce-api actAsClient), and the stored one is shared by the whole run.
    await ensureDeliveryAddress(page, store);
    await page.goto(store.url('/'));
    await page.getByRole('banner').getByRole('link', { name: 'Entrar', exact: true }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Entrar ou cadastrar' });
    await dialog.getByRole('button', { name: 'Sou representante' }).click();
    await typeInto(dialog.getByLabel('Email do representante'), rep.login);
    await typeInto(dialog.getByLabel('Senha'), rep.password);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/conta\/clientes$/);

    const errors = await htmlErrors(
      await serverHtml(page, store.url('/conta/clientes')),
      `${store.slug}/conta/clientes`,
    );
    await page.getByRole('button', { name: `Atender ${client}` }).click();
    await expect(page.getByRole('status', { name: 'Atendimento' })).toContainText(`Você está atendendo: ${client}`);
    errors.push(
      ...(await htmlErrors(await page.content(), `${store.slug}/conta/clientes (atendendo, depois da hidratação)`)),
    );
    errors.push(
      ...(await htmlErrors(
        await serverHtml(page, store.url('/conta/faturas')),
        `${store.slug}/conta/faturas (representante)`,
      )),
    );
    expect(errors, `${errors.length} erro(s) de HTML`).toEqual([]);
  },
);

test(
  'HTML válido (html-validate): listas, combos, ofertas, pedido rápido, atendimento, links de e-mail, termos e o diretório de lojas',
  { tag: ['@writes', '@reference'] },
  async ({ page, api }) => {
    const store = requireStore('consumer');
    const errors: string[] = [];
    const checkUrl = async (url: string, where: string, status: number | null = 200) => {
      const html = await serverHtml(page, url, status);
      errors.push(...(await htmlErrors(html, where)));
      return html;
    };
    const check = (path: string, status: number | null = 200) =>
      checkUrl(store.url(path), `${store.slug}${path}`, status);

    // The directory of suppliers on the shared host, before anyone logs in.
    await requireProviderHome(page.request);
    expect(await checkUrl(storefrontUrl(SHARED_HOST, '/'), 'diretório/')).toContain('Lojas parceiras');

    const me = await buyerWithCart(api, store);
    await ensureDeliveryAddress(page, store);
    await page.goto(store.url('/'));
    await signInThroughApi(page, store, me.cpf, NEW_CUSTOMER_PASSWORD);

    // A shopping list of this buyer, with the cart's products.
    const supplier = await fetchSupplier(store);
    const { idfornecedor } = supplier;
    const list = await apiProducts(
      idfornecedor,
      { page: 1, limit: 20, tipoentrega: resolveDeliveryType(supplier.tag, null) },
      me,
    );
    const produtos = list.produtos.filter((p) => p.disponivel && p.preco !== null);
    const { lista } = await callApi(shoppingListEndpoints.createShoppingList, {
      params: { idfornecedor },
      body: {
        nome: 'Lista da validação',
        idclient: me.idcliente,
        produtos: produtos.slice(0, 3).map((p) => ({ idproduto: p.idproduto, quantidade: 2 })),
      },
      auth: me,
    });
    expect(await check(`/conta/listas/${lista.idlista}`)).toContain('Lista da validação');
    await check('/conta/listas/do-carrinho');
    await check('/conta/mensagens/atendimento');

    const combos = await check('/combos');
    await check(firstHref(combos, /href="(\/combos\/[^"#?]+)"/, 'um combo na lista', store.base));
    await check('/ofertas');
    await check('/pedido-rapido');
    await check('/atendente');
    await check('/erro/too-many-request', null);
    // The e-mailed links, opened with a token nobody issued: each page says so in its own words.
    await check('/redefinir-senha?token=nao-emitido', null);
    await check('/convite-vinculado?token=nao-emitido', null);
    await check('/notificacoes/descadastrar?token=nao-emitido', null);
    // The terms of use (the company store has them; its visitors read them before the checkout).
    const company = requireStore('company');
    await ensureDeliveryAddress(page, company);
    await checkUrl(company.url('/termos-de-uso'), `${company.slug}/termos-de-uso`);

    expect(errors, `${errors.length} erro(s) de HTML`).toEqual([]);
  },
);

test(
  'HTML válido (html-validate): as assinaturas da Adega (aba Assinaturas e a página de uma assinatura)',
  { tag: ['@smoke', '@reference'] },
  async ({ page }) => {
    // The store with subscriptions (the Adega), by its tags from the API; the consumer's subscription there, from the API.
    const store = requireOnTarget(
      await storeWhere((tags) => tags.includes('has-subscription')),
      'loja com assinaturas (has-subscription)',
    );
    const consumer = requireAccount('consumer');
    const { idfornecedor } = await fetchSupplier(store);
    const session = await apiLogin(consumer.login, consumer.password, idfornecedor);
    const { assinaturas } = await callApi(subscriptionClientEndpoints.listSubscriptions, {
      params: { idfornecedor, idcliente: session.idcliente },
      auth: session,
    });
    const assinatura = requireOnTarget(assinaturas[0], `assinatura do consumidor na loja ${store.slug}`);
    await passAgeGate(page, store);
    await ensureDeliveryAddress(page, store);
    await page.goto(store.url('/'));
    // Its own login: the stored consumer session is the consumer store's (the Empório), not this one's.
    await signInThroughApi(page, store, consumer.login, consumer.password);

    const lista = await serverHtml(page, store.url('/conta/pedidos?aba=assinaturas'));
    expect(lista).toContain(`data-assinatura="${assinatura.idassinatura}"`);
    const errors = await htmlErrors(lista, `${store.slug}/conta/pedidos?aba=assinaturas`);
    const path = firstHref(lista, /href="(\/conta\/assinaturas\/[^"#?]+)"/, 'uma assinatura na lista', store.base);
    const detalhe = await serverHtml(page, store.url(path));
    expect(detalhe).toContain('Itens da assinatura');
    errors.push(...(await htmlErrors(detalhe, `${store.slug}${path}`)));
    expect(errors, `${errors.length} erro(s) de HTML`).toEqual([]);
  },
);

test(
  'HTML válido (html-validate): um pedido no boleto, a confirmação e o boleto para imprimir',
  { tag: '@writes' },
  async ({ page, api }) => {
    const store = requireStore('consumer');
    const me = await buyerWithCart(api, store);
    await cartForAnOrder(me, store);
    await page.goto(store.url('/'));
    await signInThroughApi(page, store, me.cpf, NEW_CUSTOMER_PASSWORD);

    await readyCheckout(page, store, /Boleto bancário/);
    await page.getByRole('button', { name: 'Finalizar pedido' }).click();
    await expect(page).toHaveURL(/\/submissao\/\d+$/, { timeout: 30_000 });
    const path = new URL(page.url()).pathname;

    const errors = await htmlErrors(await serverHtml(page, page.url()), `${store.slug}${path} (boleto)`);
    const boleto = await serverHtml(page, `${page.url()}/boleto`);
    expect(boleto).toContain('Boleto do pedido');
    errors.push(...(await htmlErrors(boleto, `${store.slug}${path}/boleto`)));
    expect(errors, `${errors.length} erro(s) de HTML`).toEqual([]);
  },
);

test(
  'HTML válido (html-validate): o cadastro em análise de uma empresa ainda não aprovada no Atacado',
  { tag: '@writes' },
  async ({ page }) => {
    // A store that holds unapproved accounts (the Atacado), by its tags from the API.
    const store = requireOnTarget(
      await storeWhere(holdsUnapproved, ['company', 'consumer', 'pickup']),
      'loja que segura cadastros em análise (block-not-approved-user ou support-budget)',
    );
    const { cnpj } = await registerPendingCompany(store, 'Empresa Em Análise');
    await ensureDeliveryAddress(page, store);
    await page.goto(store.url('/'));
    await loginOnPage(page, cnpj, NEW_CUSTOMER_PASSWORD);
    await expect(page).toHaveURL(/\/cadastro-em-analise$/);

    const html = await serverHtml(page, store.url('/cadastro-em-analise'));
    const errors = await htmlErrors(html, `${store.slug}/cadastro-em-analise`);
    expect(errors, `${errors.length} erro(s) de HTML`).toEqual([]);
  },
);
