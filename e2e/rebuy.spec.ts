/**
 * "Comprar de novo" (decision 0052), in Chromium against the real API. A customer of the test's own
 * has an order placed through the API (quantities 3 and 2); logged in by typing, it finds the shelf
 * on the home, goes to the page through the shelf's link, presses "Adicionar todos ao carrinho" and
 * the API's cart holds the last order's quantities. A visitor's home has no shelf.
 */
import { DEMO_CEPS, DEMO_SUPPLIERS } from '../commerce-api/seed/demo-world';
import { apiAddAddress, apiCart, apiPlaceOrder, apiProducts, isPlainUnit, saveApiCart } from './api-client';
import {
  axeClean,
  emporioPixDeliveryOrder,
  ensureDeliveryAddress,
  expect,
  loginOnPage,
  registerCustomer,
  storefrontUrl,
  test,
} from './fixtures';

test.describe.configure({ timeout: 150_000 });

const E = DEMO_SUPPLIERS.emporio;
const STOCKED = ['Panetone de frutas 500 g', 'Champagne Brut'];
const url = (path: string) => storefrontUrl(E.dominio, path);

test(
  'comprar de novo: a prateleira da home leva à página, e "Adicionar todos" põe no carrinho as quantidades do último pedido',
  { tag: '@writes' },
  async ({ page }) => {
    const me = await registerCustomer('emporio', 'Cliente Compra de Novo');
    const { idendereco } = await apiAddAddress(me, DEMO_CEPS.harmonia);
    const l = await apiProducts(E.idfornecedor, { page: 1, limit: 100, tipoentrega: 'DELIVERY' }, me);
    // Two plain products (sold by the unit, no volume price), dear enough for the minimum order.
    const [a, b] = l.produtos
      .filter((p) => isPlainUnit(p) && !STOCKED.includes(p.nome))
      .sort((x, y) => y.preco! - x.preco!);
    const last = new Map([
      [a!.idproduto, 3],
      [b!.idproduto, 2],
    ]);
    await saveApiCart(me, E.idfornecedor, {
      cartItens: [...last].map(([idproduto, quantidade]) => ({ idproduto, quantidade })),
    });
    await apiPlaceOrder(
      me,
      emporioPixDeliveryOrder(
        [...last].map(([idproduto, quantidade]) => ({ idproduto, quantidade })),
        idendereco,
      ),
    );

    await page.goto(url('/'));
    await loginOnPage(page, me.cpf);
    await page.goto(url('/'));
    const shelf = page.getByRole('region', { name: 'Comprar de novo' });
    await expect(shelf.getByRole('heading', { level: 2, name: 'Comprar de novo' })).toBeVisible();
    await expect(shelf.getByRole('button', { name: `Adicionar 3 un de ${a!.nome} ao carrinho` })).toBeVisible();
    await expect(shelf.getByRole('button', { name: `Adicionar 2 un de ${b!.nome} ao carrinho` })).toBeVisible();

    await shelf.getByRole('link', { name: 'Ver todos os produtos que você costuma comprar' }).click();
    await expect(page).toHaveURL(/\/conta\/comprar-de-novo$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Comprar de novo' })).toBeVisible();
    const addAll = page.getByRole('button', { name: 'Adicionar todos ao carrinho' });
    await expect(addAll).toBeEnabled();
    await addAll.click();
    await expect(page.getByRole('status').filter({ hasText: '2 produtos adicionados ao carrinho.' })).toBeVisible();
    await expect(addAll).toBeFocused();
    // The API's cart (the authority) holds the last order's quantities.
    const cart = await apiCart(me, { idfornecedor: E.idfornecedor });
    expect(new Map(cart.produtosSelecionados.map((p) => [p.idproduto, p.quantidade]))).toEqual(last);
    // Pressed again, nothing doubles.
    await addAll.click();
    await expect(page.getByRole('status').filter({ hasText: 'Todos os produtos já estão no carrinho.' })).toBeVisible();
    await axeClean(page);
  },
);

test('comprar de novo: a home de um visitante não tem a prateleira', async ({ page }) => {
  await ensureDeliveryAddress(page, 'emporio');
  await page.goto(url('/'));
  await expect(page.getByRole('heading', { level: 2, name: 'Produtos', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Comprar de novo' })).toHaveCount(0);
});
