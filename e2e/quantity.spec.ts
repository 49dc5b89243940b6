/**
 * The typed quantity (decision 0047), walked from the home page by a consumer of the Empório with
 * the keyboard: on a card, the product page and the cart a quantity typed between '−' and '+' is
 * left alone while typed, snaps on Enter to the nearest one the cart accepts with a message, the
 * focus stays in the field and the cart's total follows the API's cart. Produce sold by the kg
 * shows its approximate unit weight; the Atacado's boxes say how many units they hold.
 */
import type { Locator, Page } from '@playwright/test';

import { DEMO_ACCOUNTS } from '../commerce-api/seed/demo-world';
import type { ProductList, ProductSummary } from '../lib/contract';
import type { Cart } from '../lib/contract/cart';
import { packageText, unitWeightText } from '../lib/rules/quantity-text';
import {
  DEMO_SUPPLIERS,
  ensureDeliveryAddress,
  expect,
  formatBRL,
  loginOnPage,
  registerCustomer,
  storefrontUrl,
  test,
} from './fixtures';

test.describe.configure({ timeout: 120_000 });

const brl = (c: number) => formatBRL(c).replace(/\s/g, ' ');
const main = (page: Page) => page.getByRole('main');

/** Select what the field holds and type over it, key by key, then Enter. */
async function typeQuantity(field: Locator, text: string): Promise<void> {
  await field.focus();
  await field.press('ControlOrMeta+a');
  await field.pressSequentially(text);
  // Not re-formatted while typed.
  await expect(field).toHaveValue(text);
  await field.press('Enter');
}

test('consumidor digita a quantidade no card, na página do produto e no carrinho', async ({ page, api }) => {
  const e = DEMO_SUPPLIERS.emporio;
  const me = await registerCustomer(api, 'emporio', 'Cliente Quantidade Digitada');
  const r = await api.get(`/v2/app/${e.idempresa}/listaprodutos/${e.idfornecedor}?limit=100`);
  const banana = ((await r.json()) as ProductList).produtos.find((p) => p.nome === 'Banana prata') as ProductSummary;
  expect(banana.granularidade).toBe(0.5);
  const weight = unitWeightText(banana);
  expect(weight, 'peso médio da banana no seed').toBe('≈ 120 g por unidade');

  await page.goto(storefrontUrl(e.dominio, '/'));
  await loginOnPage(page, me.cpf);
  await page.goto(storefrontUrl(e.dominio, '/'));
  const card = main(page)
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: banana.nome, exact: true }) })
    .first();
  await expect(card).toContainText(weight!);
  await card.getByRole('button', { name: `Adicionar ${banana.nome} ao carrinho` }).click();
  const onCard = card.getByRole('textbox', { name: `Quantidade de ${banana.nome}` });
  await expect(onCard).toHaveValue('0,5');

  // Card: 1,3 kg is not a multiple of 500 g; the nearest is 1,5 kg.
  await typeQuantity(onCard, '1,3');
  await expect(onCard).toHaveValue('1,5');
  await expect(card.getByRole('status')).toHaveText('Quantidade ajustada para 1,5 kg (múltiplo de 500 g).');
  await expect(onCard).toBeFocused();
  // Nothing typed is lost on a refusal: the text stays with the reason.
  await typeQuantity(onCard, 'abc');
  await expect(card.getByRole('status')).toHaveText('Digite a quantidade em números, como 1,5.');
  await expect(onCard).toHaveValue('abc');
  await expect(onCard).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(onCard).toHaveValue('1,5');

  // Product page, from the card's link.
  await card.getByRole('link', { name: banana.nome }).first().click();
  await expect(page).toHaveURL(new RegExp(`/produto/${banana.slug}$`));
  await expect(main(page)).toContainText(weight!);
  const onPage = main(page).getByRole('textbox', { name: `Quantidade de ${banana.nome}` });
  await expect(onPage).toHaveValue('1,5');
  await typeQuantity(onPage, '2,2');
  await expect(onPage).toHaveValue('2');
  await expect(main(page).getByRole('status', { name: `Quantidade de ${banana.nome}: 2 kg` })).toHaveText(
    'Quantidade ajustada para 2 kg (múltiplo de 500 g).',
  );
  await expect(onPage).toBeFocused();
  // '−' and '+' keep working beside the field.
  await main(page)
    .getByRole('button', { name: `Aumentar ${banana.nome}` })
    .click();
  await expect(onPage).toHaveValue('2,5');

  // Cart: the line's field, and the total that follows the API's cart.
  await page.goto(storefrontUrl(e.dominio, '/carrinho'));
  const line = main(page).getByRole('list', { name: 'Itens do carrinho' }).getByRole('listitem').filter({
    hasText: banana.nome,
  });
  const inCart = line.getByRole('textbox', { name: `Quantidade de ${banana.nome}` });
  await expect(inCart).toHaveValue('2,5');
  await expect(line).toContainText(weight!);
  await typeQuantity(inCart, '3,9');
  await expect(inCart).toHaveValue('4');
  await expect(line.getByRole('status')).toHaveText('Quantidade ajustada para 4 kg (múltiplo de 500 g).');
  await expect(inCart).toBeFocused();
  await expect(main(page).getByText('Carrinho salvo.')).toBeVisible({ timeout: 15_000 });
  const seg = encodeURIComponent(`${me.token}~${me.idcliente}`);
  const c = await api.get(`/v2/app/${seg}/usuario/${me.idcliente}/cart?idfornecedor=${e.idfornecedor}`);
  const truth = (await c.json()) as Cart;
  expect(truth.produtosSelecionados.map((p) => [p.idproduto, p.quantidade])).toEqual([[banana.idproduto, 4]]);
  await expect(main(page).getByLabel('Total dos produtos', { exact: true })).toHaveText(brl(truth.totalPedido!));
  await expect(inCart).toBeFocused();
});

test('a caixa do atacado diz quantas unidades tem, na página do produto', async ({ page, api }) => {
  const a = DEMO_SUPPLIERS.atacado;
  const r = await api.get(`/v2/app/${a.idempresa}/listaprodutos/${a.idfornecedor}?limit=100`);
  const box = ((await r.json()) as ProductList).produtos.find(
    (p) => p.disponivel && p.unidade === 'un' && p.granularidade > 1,
  ) as ProductSummary;
  expect(box, 'produto vendido por caixa').toBeTruthy();
  const text = packageText(box)!;
  expect(text).toBe(`1 cx = ${box.granularidade} un`);
  await ensureDeliveryAddress(page, 'atacado');
  await page.goto(storefrontUrl(a.dominio, `/produto/${box.slug}`));
  // The Atacado hides prices (and the quantity) from visitors: its approved company looks, and changes nothing.
  await loginOnPage(page, DEMO_ACCOUNTS.empresaAprovada.login);
  await page.goto(storefrontUrl(a.dominio, `/produto/${box.slug}`));
  // The product's own note comes first; similar boxes below carry theirs too.
  await expect(main(page).getByText(text, { exact: true }).first()).toBeVisible();
});
