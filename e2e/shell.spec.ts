/**
 * Sections 5 and 6: each supplier's shell (title, theme colour, logo, menu, footer,
 * SEO and products) by its own domain and by slug on the shared host.
 */
import {
  ensureDeliveryAddress,
  expect,
  expectSupplierShell,
  hexToRgb,
  onSharedHost,
  passAgeGate,
  requireStore,
  target,
  test,
  type StoreRole,
} from './fixtures';

// The target's stores (e2e/target.ts): consumer (the Empório locally), company (the Atacado: address first,
// prices hidden from visitors), pickup (the Adega: age gate); their names, themes and products from the API by
// slug. A test needing a store the target lacks is skipped.
const consumer = () => requireStore('consumer');
const company = () => requireStore('company');

for (const role of ['consumer', 'company', 'pickup'] as const satisfies readonly StoreRole[]) {
  // Titles name the store by slug and domain (the role when the target has none: the tests are then skipped).
  const entry = target.stores[role];
  const name = entry?.slug ?? role;

  test.describe(name, () => {
    test(
      `pelo domínio próprio (${entry ? new URL(entry.origin).hostname : role}) mostra o próprio shell e produtos`,
      { tag: '@smoke' },
      async ({ page, truth }) => {
        const store = requireStore(role);
        test.skip(store.shared, `a loja ${store.slug} não tem domínio próprio no alvo`);
        const t = await truth(store);
        // Atacado asks for an address first (the gate itself is proven in delivery.spec.ts).
        await ensureDeliveryAddress(page, store);
        await passAgeGate(page, store);
        const res = await page.goto(store.url('/'));
        expect(res?.status()).toBe(200);
        expect(new URL(page.url()).host).toBe(new URL(store.origin).host);
        await expectSupplierShell(page, t);
      },
    );

    test(
      `pelo slug no host compartilhado (/${name}) mostra o mesmo shell`,
      { tag: '@smoke' },
      async ({ page, truth }) => {
        const store = requireStore(role);
        const t = await truth(store);
        const shared = onSharedHost(store);
        await ensureDeliveryAddress(page, shared);
        await passAgeGate(page, shared);
        const res = await page.goto(shared.home);
        expect(res?.status()).toBe(200);
        await expectSupplierShell(page, t);
      },
    );
  });
}

test('o atacado esconde preços de visitantes: nenhum R$ no HTML', { tag: '@smoke' }, async ({ page, truth }) => {
  const t = await truth(company());
  // The API is the judge: as a visitor it must say there are no prices.
  expect(t.products.possuiPreco).toBe(false);
  expect(t.products.produtos.every((p) => p.preco === null)).toBe(true);
  await ensureDeliveryAddress(page, company());
  await page.goto(company().url('/'));
  await expect(page.getByRole('main').getByText('Faça login para comprar').first()).toBeVisible();
  expect(await page.content()).not.toContain('R$');
});

test('dois fornecedores servidos lado a lado não se misturam', { tag: '@smoke' }, async ({ browser, truth }) => {
  const [e, a2] = [consumer(), company()];
  const [emporio, atacado] = await Promise.all([truth(e), truth(a2)]);
  expect(emporio.supplier.config.seo.title).not.toBe(atacado.supplier.config.seo.title);
  expect(emporio.supplier.config.tema.cor_primaria).not.toBe(atacado.supplier.config.tema.cor_primaria);

  // One browser context, both hosts, interleaved: nothing of one may leak into the other.
  const context = await browser.newContext();
  const [a, b] = await Promise.all([context.newPage(), context.newPage()]);
  await ensureDeliveryAddress(b, a2);
  await Promise.all([a.goto(e.url('/')), b.goto(a2.url('/'))]);
  await expect(a).toHaveTitle(emporio.supplier.config.seo.title);
  await expect(b).toHaveTitle(atacado.supplier.config.seo.title);
  await expect(a.locator(`[data-supplier="${a2.slug}"]`)).toHaveCount(0);
  await expect(b.locator(`[data-supplier="${e.slug}"]`)).toHaveCount(0);
  await expect(a.getByRole('banner').getByRole('img', { name: atacado.supplier.nome })).toHaveCount(0);
  await expect(b.getByRole('banner').getByRole('img', { name: emporio.supplier.nome })).toHaveCount(0);

  const colour = (page: typeof a, slug: string) =>
    page
      .locator(`[data-supplier="${slug}"]`)
      .evaluate((el) => getComputedStyle(el).getPropertyValue('--color-primary').trim());
  expect((await colour(a, e.slug)).toLowerCase()).toBe(emporio.supplier.config.tema.cor_primaria.toLowerCase());
  expect((await colour(b, a2.slug)).toLowerCase()).toBe(atacado.supplier.config.tema.cor_primaria.toLowerCase());
  expect(hexToRgb(emporio.supplier.config.tema.cor_primaria)).not.toBe(
    hexToRgb(atacado.supplier.config.tema.cor_primaria),
  );

  // Their product lists differ too.
  const firstProduct = (page: typeof a) =>
    page.getByRole('list', { name: 'Produtos', exact: true }).getByRole('listitem').first().innerText();
  expect(await firstProduct(a)).not.toBe(await firstProduct(b));
  await context.close();
});
