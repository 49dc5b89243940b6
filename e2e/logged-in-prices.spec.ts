/**
 * The catalog is priced for whoever is looking. On the Atacado
 * (hide-price-for-logged-out-customers, support-budget) the approved company sees on home, listing,
 * search suggestions and a product page with tiers exactly the prices the API returns for it; the
 * pending company and a visitor see none; a representative serving the approved company sees them;
 * the chosen payment method reprices the catalog. A visitor never gets a customer's cached answer.
 * The company store and the accounts come from the target (e2e/target.ts); the store's id and tags, the
 * companies' names and prices, the tiered product and the payment methods from the API. The companies start
 * from their stored sessions; the representative logs in itself ("Atender" ends the session it is pressed in).
 */
import type { Locator, Page } from '@playwright/test';

import type { FullTextSearchResponse, ProductSummary } from '../lib/contract';
import { supplierEndpoints } from '../lib/contract/supplier';
import { progressiveTiers } from '../lib/rules/price';
import { apiLogin, apiProducts, callApi } from './api-client';
import {
  acceptTermsIfShown,
  accountUser,
  ensureDeliveryAddress,
  expect,
  fetchSupplier,
  formatBRL,
  requireAccount,
  requireOnTarget,
  requireStore,
  requireSupplierTag,
  test,
  typeInto,
  type TargetAccount,
  type TargetStore,
} from './fixtures';

/** The company store, required to hide prices from visitors (hide-price-for-logged-out-customers, from the API). */
async function companyStore(): Promise<TargetStore> {
  const loja = requireStore('company');
  await requireSupplierTag(
    loja,
    'hide-price-for-logged-out-customers',
    'loja de empresa que oculta preços de visitantes',
  );
  return loja;
}
const spaces = (s: string) => s.replace(/\s/g, ' ');

test.describe.configure({ timeout: 90_000 });

/** The API's prices for a customer: logs in through the API and lists the catalog with `<token>~<idcliente>`. */
async function pricesFor(
  loja: TargetStore,
  account: TargetAccount,
  formapagamento?: string,
): Promise<Map<string, ProductSummary>> {
  const { idfornecedor } = await fetchSupplier(loja);
  const session = await apiLogin(account.login, account.password, idfornecedor);
  const body = await apiProducts(idfornecedor, { limit: 100, formapagamento }, session);
  expect(body.possuiPreco).toBe(true);
  return new Map(body.produtos.map((p) => [p.slug, p]));
}

/** Product cards of a listing: each card's slug and text. */
async function cards(page: Page, list: Locator): Promise<{ slug: string; text: string }[]> {
  const items = list.getByRole('listitem');
  await expect(items.first()).toBeVisible();
  const out: { slug: string; text: string }[] = [];
  for (const item of (await items.all()).slice(0, 8)) {
    const href = await item.locator('a[href*="/produto/"]').first().getAttribute('href');
    out.push({ slug: href!.split('/produto/')[1]!.split(/[?#]/)[0]!, text: spaces(await item.innerText()) });
  }
  return out;
}

/** Every card shows the API's price of its product for this customer. */
async function expectCardPrices(page: Page, list: Locator, truth: Map<string, ProductSummary>) {
  const seen = await cards(page, list);
  expect(seen.length).toBeGreaterThan(0);
  for (const c of seen) {
    const p = truth.get(c.slug);
    expect(p, `produto ${c.slug} no catálogo da API`).toBeTruthy();
    expect(c.text, c.slug).toContain(spaces(formatBRL(p!.preco!)));
  }
  return seen;
}

async function expectNoPrices(page: Page, loja: TargetStore, paths: string[]) {
  for (const path of paths) {
    const res = await page.goto(loja.url(path));
    expect(res?.status(), path).toBe(200);
    const html = await page.content();
    expect(html, path).not.toContain('R$');
    expect(html, path).not.toMatch(/"price"\s*:/);
  }
}

test(
  'empresa aprovada vê no atacado os preços que a API dá a ela; visitante e empresa pendente não veem nenhum',
  { tag: '@smoke' },
  async ({ browser, signedIn }) => {
    const loja = await companyStore();
    const url = (path: string) => loja.url(path);
    const truth = await pricesFor(loja, requireAccount('approvedCompany'));
    const tiered = requireOnTarget(
      [...truth.values()].find((p) => progressiveTiers({ ...p, preco: p.preco! }).length >= 2),
      'produto com faixas progressivas para a empresa aprovada',
    );

    const page = await signedIn('approvedCompany');

    // Product page with tiers: the price and every tier price.
    await page.goto(url(`/produto/${tiered.slug}`));
    const main = page.getByRole('main');
    await expect(main).toContainText(spaces(formatBRL(tiered.preco!)));
    for (const [, price] of progressiveTiers({ ...tiered, preco: tiered.preco! })) {
      await expect(main).toContainText(spaces(formatBRL(price)));
    }
    await expect(main.getByText('Faça login para comprar')).toHaveCount(0);

    // Home and listing cards.
    await page.goto(url('/'));
    const home = await expectCardPrices(page, page.getByRole('list', { name: 'Produtos', exact: true }).first(), truth);
    // For the closing note: what the browser shows next to what the API answers for the company.
    for (const c of home) {
      const p = truth.get(c.slug)!;
      console.log(
        `[preços] ${c.slug}: navegador «${c.text.match(/R\$ [\d.,]+/g)?.join(' · ')}» · API preco=${p.preco} atacado=${p.precovendaatacado ?? '-'}@${p.minvendaatacado ?? '-'} faixas=${JSON.stringify(p.efeitospoliticas.descontoProgressivo)}`,
      );
    }
    await page.goto(url('/busca'));
    await expectCardPrices(page, page.getByRole('list', { name: 'Produtos', exact: true }).first(), truth);

    // Search suggestions (the header's JSON), priced like the lists.
    const word = tiered.nome.split(' ')[0]!;
    const res = (await page.goto(url(`/api/sugestoes?q=${encodeURIComponent(word)}`)))!;
    const body = (await res.json()) as { sugestoes: { slug: string; preco?: number }[]; possuiPreco: boolean };
    expect(body.possuiPreco).toBe(true);
    expect(body.sugestoes.length).toBeGreaterThan(0);
    for (const s of body.sugestoes) expect(s.preco, s.slug).toBe(truth.get(s.slug)?.preco);
    expect(res.headers()['cache-control']).toContain('private');

    // Pages priced for a customer are private.
    const homeRes = (await page.goto(url('/')))!;
    expect(homeRes.headers()['cache-control'] ?? '').toMatch(/private|no-store/);

    // A visitor right after (same pages, same server caches) sees no price.
    const visitor = await browser.newContext();
    const vpage = await visitor.newPage();
    await ensureDeliveryAddress(vpage, loja);
    await expectNoPrices(vpage, loja, ['/', '/busca', `/produto/${tiered.slug}`]);
    await expect(vpage.getByRole('main').getByText('Faça login para comprar').first()).toBeVisible();
    await visitor.close();

    // And the company still sees its own.
    await page.goto(url('/'));
    const again = await cards(page, page.getByRole('list', { name: 'Produtos', exact: true }).first());
    expect(again[0]!.text).toContain(spaces(formatBRL(truth.get(home[0]!.slug)!.preco!)));
  },
);

test('empresa pendente (support-budget) entra e continua sem preços', { tag: '@smoke' }, async ({ signedIn }) => {
  const loja = await companyStore();
  requireAccount('pendingCompany');
  const list = await apiProducts((await fetchSupplier(loja)).idfornecedor, { limit: 1 });
  const page = await signedIn('pendingCompany');
  await expectNoPrices(page, loja, ['/', '/busca', `/produto/${list.produtos[0]!.slug}`]);
  const res = (await page.goto(
    loja.url(`/api/sugestoes?q=${encodeURIComponent(list.produtos[0]!.nome.split(' ')[0]!)}`),
  ))!;
  const body = (await res.json()) as FullTextSearchResponse & { sugestoes: unknown[] };
  expect(body.possuiPreco).toBe(false);
  expect(JSON.stringify(body)).not.toMatch(/"preco"/);
});

test('representante atendendo a empresa aprovada vê os preços dela', { tag: '@smoke' }, async ({ page }) => {
  const loja = await companyStore();
  const url = (path: string) => loja.url(path);
  const rep = requireAccount('representative');
  const empresa = requireAccount('approvedCompany');
  const truth = await pricesFor(loja, empresa);
  // The client's company name, as the API's login answer gives it (the name the portfolio shows).
  const { nome: cliente } = await accountUser(empresa);
  await ensureDeliveryAddress(page, loja);
  await page.goto(url('/'));
  await page.getByRole('banner').getByRole('link', { name: 'Entrar', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Entrar ou cadastrar' });
  await dialog.getByRole('button', { name: 'Sou representante' }).click();
  await typeInto(dialog.getByLabel('Email do representante'), rep.login);
  await typeInto(dialog.getByLabel('Senha'), rep.password);
  await dialog.getByRole('button', { name: 'Entrar como representante' }).click();
  await expect(page).toHaveURL(/\/conta\/clientes$/);
  // Serving nobody yet: no prices.
  await expectNoPrices(page, loja, ['/busca']);
  await page.goto(url('/conta/clientes'));
  await page.getByRole('button', { name: `Atender ${cliente}` }).click();
  await expect(page.getByRole('status', { name: 'Atendimento' })).toContainText(cliente);
  await acceptTermsIfShown(page);
  await page.goto(url('/busca'));
  await expectCardPrices(page, page.getByRole('list', { name: 'Produtos', exact: true }).first(), truth);
});

test(
  'a forma de pagamento escolhida reprecifica o catálogo (support-price-variance-by-payment)',
  { tag: '@smoke' },
  async ({ signedIn }) => {
    const loja = requireStore('company');
    const url = (path: string) => loja.url(path);
    const { idfornecedor } = await requireSupplierTag(
      loja,
      'support-price-variance-by-payment',
      'loja de empresa com preço por forma de pagamento',
    );
    const empresa = requireAccount('approvedCompany');
    const methods = (await callApi(supplierEndpoints.listPaymentMethods, { params: { idfornecedor } })).formasPagamento;
    const pix = requireOnTarget(
      methods.find((m) => m.variacao_preco_bp < 0),
      'forma de pagamento com desconto na loja de empresa',
    );
    const truth = await pricesFor(loja, empresa, pix.idformapagto);
    const base = await pricesFor(loja, empresa);
    // The chosen method is a cookie of this browser only: the stored session itself is not changed.
    const page = await signedIn('approvedCompany');
    await page.goto(url('/busca'));
    // One chooser in the desktop header row, another in the (closed) side menu.
    const select = page.getByRole('banner').getByRole('combobox', { name: 'Forma de pagamento' });
    // A choice made before hydration submits nothing and a re-render puts the server's value back:
    // choose again until the choice is saved (the cookie the catalogue reads).
    await expect(async () => {
      await select.selectOption(pix.idformapagto);
      await expect(select).toHaveValue(pix.idformapagto, { timeout: 2_000 });
      const saved = (await page.context().cookies()).some((c) => c.name === 'commerce-forma-pagamento');
      expect(saved).toBe(true);
    }).toPass({ timeout: 20_000 });
    await page.waitForLoadState('load');
    await expect
      .poll(async () => {
        await page.goto(url('/busca'));
        const seen = await cards(page, page.getByRole('list', { name: 'Produtos', exact: true }).first());
        return seen[0]!.text.includes(spaces(formatBRL(truth.get(seen[0]!.slug)!.preco!)));
      })
      .toBe(true);
    const seen = await expectCardPrices(page, page.getByRole('list', { name: 'Produtos', exact: true }).first(), truth);
    expect(truth.get(seen[0]!.slug)!.preco).toBeLessThan(base.get(seen[0]!.slug)!.preco!);
  },
);
