/**
 * "Comprar de novo" (decision 0052), in Chromium against the real API. A customer of the test's own
 * has an order placed through the API (quantities 3 and 2); logged in by typing, it finds the shelf
 * on the home, goes to the page through the shelf's link, presses "Adicionar todos ao carrinho" and
 * the API's cart holds the last order's quantities. A visitor's home has no shelf. The store comes from the
 * target (e2e/target.ts); its id, minimum order, the place of its CEP, its PIX, delivery method, order
 * characteristics and the plain products from the API.
 */
import { apiAddAddress, apiCart, apiPlaceOrder, apiProducts, isPlainUnit, saveApiCart } from './api-client';
import {
  axeClean,
  ensureDeliveryAddress,
  expect,
  fetchSupplier,
  NEW_CUSTOMER_PASSWORD,
  registerCustomer,
  requireOnTarget,
  requireStore,
  signInThroughApi,
  test,
} from './fixtures';
import { pixDeliveryOrder, placeAt, storeCep } from './store-discovery';

test.describe.configure({ timeout: 150_000 });

test(
  'comprar de novo: a prateleira da home leva à página, e "Adicionar todos" põe no carrinho as quantidades do último pedido',
  { tag: '@writes' },
  async ({ page }) => {
    const loja = requireStore('consumer');
    const url = (path: string) => loja.url(path);
    const E = await fetchSupplier(loja);
    const me = await registerCustomer(loja, 'Cliente Compra de Novo');
    const { idendereco } = await apiAddAddress(me, await placeAt(storeCep(loja)));
    const l = await apiProducts(E.idfornecedor, { page: 1, limit: 100, tipoentrega: 'DELIVERY' }, me);
    // Two plain products (sold by the unit, no volume price), dear enough for the minimum order (R$ 10,00 above the
    // store's): the cheapest such pair, so that the order takes as little as it can of what the store stocks.
    const minimo = (E.meta_info.pedido_minimo ?? 0) + 1000;
    const plain = l.produtos
      .filter((p) => isPlainUnit(p) && (p.maxporpedido === null || p.maxporpedido >= 3))
      .sort((x, y) => x.preco! - y.preco!);
    const i = plain.findIndex((p, k) => k > 0 && 3 * p.preco! + 2 * plain[k - 1]!.preco! >= minimo);
    const [a, b] = requireOnTarget(
      i > 0 && [plain[i]!, plain[i - 1]!],
      'dois produtos vendidos por unidade que somem o pedido mínimo da loja de consumidor',
    );
    const last = new Map([
      [a!.idproduto, 3],
      [b!.idproduto, 2],
    ]);
    await saveApiCart(me, E.idfornecedor, {
      cartItens: [...last].map(([idproduto, quantidade]) => ({ idproduto, quantidade })),
    });
    await apiPlaceOrder(
      me,
      await pixDeliveryOrder(
        me,
        E,
        [...last].map(([idproduto, quantidade]) => ({ idproduto, quantidade })),
        idendereco,
      ),
    );

    await ensureDeliveryAddress(page, loja);
    await page.goto(url('/'));
    await signInThroughApi(page, loja, me.cpf, NEW_CUSTOMER_PASSWORD);
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

test('comprar de novo: a home de um visitante não tem a prateleira', { tag: '@smoke' }, async ({ page }) => {
  const loja = requireStore('consumer');
  await ensureDeliveryAddress(page, loja);
  await page.goto(loja.url('/'));
  await expect(page.getByRole('heading', { level: 2, name: 'Produtos', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Comprar de novo' })).toHaveCount(0);
});
