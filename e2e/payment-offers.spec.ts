/**
 * Under the price, cards and product pages show the best card instalments (max_parcelas, the
 * minimum instalment, the interest: lib/rules/instalments) and, where the supplier prices by
 * payment method, the PIX price — only to whom prices are shown (the Atacado hides them from
 * visitors).
 */
import type { Locator, Page } from '@playwright/test';

import type { ProductSummary } from '../lib/contract';
import { bestInstalmentOffer, instalmentOfferText } from '../lib/rules/instalments';
import { pixPrice } from '../lib/rules/price';
import { apiLogin, apiProducts } from './api-client';
import {
  ensureDeliveryAddress,
  expect,
  fetchSupplier,
  formatBRL,
  passAgeGate,
  replaceText,
  requireAccount,
  requireOnTarget,
  requireStore,
  signInThroughApi,
  test,
} from './fixtures';

test.describe.configure({ timeout: 90_000 });

const spaces = (s: string) => s.replace(/\s/g, ' ');
const brl = (c: number) => spaces(formatBRL(c));

/** The header's search, typed as a person types, Enter: the results page. */
async function searchFromHeader(page: Page, term: string): Promise<void> {
  // The box may still hold the last search: selected and typed over, as a person does.
  await replaceText(page.getByRole('combobox', { name: 'Buscar produtos' }), term);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/busca\?q=/);
  await expect(
    page.getByRole('main').getByRole('heading', { level: 1, name: `Resultados para “${term}”` }),
  ).toBeVisible();
}

/** The product's page from its card (its name's link). */
async function openFromCard(page: Page, p: ProductSummary): Promise<void> {
  await cardOf(page, p).getByRole('link', { name: p.nome, exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`/produto/${p.slug}$`));
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: p.nome })).toBeVisible();
}

/** The card of a product in the "Produtos" list (its link's name is the product's name). */
function cardOf(page: Page, p: ProductSummary): Locator {
  return page
    .getByRole('list', { name: 'Produtos', exact: true })
    .first()
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: p.nome, exact: true }) });
}

test(
  'adega: "em até Nx de R$ … sem juros" no card e na página do produto; abaixo de duas parcelas mínimas, nenhum',
  { tag: '@smoke' },
  async ({ page, truth }) => {
    // The target's pickup-only store behind the age gate (the Adega locally): its card methods and a visitor's
    // first page of products from the API.
    const loja = requireStore('pickup');
    const { supplier, products: list } = await truth(loja);
    const cards = supplier.formasPagamento.filter((m) => m.tipo === 'CARTAO_CREDITO');
    const products = list.produtos.filter((p) => p.preco !== null);
    const split = requireOnTarget(
      products.find((p) => (bestInstalmentOffer(p.preco!, cards)?.quantParcelas ?? 0) >= 2),
      'produto parcelável na loja só de retirada',
    );
    const text = spaces(instalmentOfferText(bestInstalmentOffer(split.preco!, cards)!));
    expect(text).toMatch(/^em até \d+x de R\$ [\d.,]+ sem juros$/);

    await passAgeGate(page, loja);
    // From the home page, by the header's search, as a shopper finds them.
    await page.goto(loja.url('/'));
    const cheap = products.find((p) => bestInstalmentOffer(p.preco!, cards) === null);
    if (cheap) {
      await searchFromHeader(page, cheap.nome);
      await expect(cardOf(page, cheap)).toContainText(brl(cheap.preco!));
      await expect(cardOf(page, cheap)).not.toContainText('em até');
    }
    await searchFromHeader(page, split.nome);
    await expect(cardOf(page, split)).toContainText(text);
    await expect(cardOf(page, split)).not.toContainText('no PIX');

    await openFromCard(page, split);
    await expect(page.getByRole('main').getByText(text, { exact: true })).toBeVisible();
  },
);

test(
  'atacado: a empresa aprovada vê "R$ … no PIX" no card e na página do produto; o visitante não vê preço nenhum',
  { tag: '@smoke' },
  async ({ page }) => {
    // The target's company store that hides prices from visitors (the Atacado locally) and its approved company.
    const loja = requireStore('company');
    const acc = requireAccount('approvedCompany');
    const supplier = await fetchSupplier(loja);
    const session = await apiLogin(acc.login, acc.password, supplier.idfornecedor);
    const list = await apiProducts(supplier.idfornecedor, { limit: 20 }, session);
    const product = requireOnTarget(
      list.produtos.find((p) => p.preco !== null),
      'produto com preço para a empresa aprovada',
    );
    const pix = pixPrice(product.preco!, supplier.tag, supplier.formasPagamento);
    requireOnTarget(pix !== null && pix < product.preco! ? pix : null, 'desconto no PIX na loja de empresa');
    expect(pix, 'o atacado dá desconto no PIX').toBeLessThan(product.preco!);

    await ensureDeliveryAddress(page, loja);
    // A visitor, from the home page and its search: no price at all.
    await page.goto(loja.url('/'));
    await searchFromHeader(page, product.nome);
    await expect(cardOf(page, product)).toBeVisible();
    await expect(page.getByText(/no PIX/)).toHaveCount(0);
    await signInThroughApi(page, loja, acc.login, acc.password);
    await searchFromHeader(page, product.nome);
    await expect(cardOf(page, product)).toContainText(`${brl(pix!)} no PIX`);

    await openFromCard(page, product);
    await expect(page.getByRole('main').getByText(`${brl(pix!)} no PIX`, { exact: true })).toBeVisible();
  },
);
