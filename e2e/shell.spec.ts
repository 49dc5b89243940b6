/**
 * Sections 5 and 6: each supplier's shell (title, theme colour, logo, menu, footer,
 * SEO and products) by its own domain and by slug on the shared host.
 */
import {
  DEMO_SUPPLIERS,
  ensureDeliveryAddress,
  expect,
  expectSupplierShell,
  hexToRgb,
  passAgeGate,
  SHARED_HOST,
  storefrontUrl,
  test,
  THEMED_SUPPLIERS,
} from './fixtures';
import { E2E_STOREFRONT_PORT } from './ports';

for (const key of THEMED_SUPPLIERS) {
  const demo = DEMO_SUPPLIERS[key];

  test.describe(`${demo.nome}`, () => {
    test(
      `pelo domínio próprio (${demo.dominio}) mostra o próprio shell e produtos`,
      { tag: '@smoke' },
      async ({ page, truth }) => {
        const t = await truth(key);
        // Atacado asks for an address first (the gate itself is proven in delivery.spec.ts).
        await ensureDeliveryAddress(page, key);
        await passAgeGate(page, key);
        const res = await page.goto(storefrontUrl(demo.dominio, '/'));
        expect(res?.status()).toBe(200);
        expect(new URL(page.url()).host).toBe(`${demo.dominio}:${E2E_STOREFRONT_PORT}`);
        await expectSupplierShell(page, t);
      },
    );

    test(
      `pelo slug no host compartilhado (/${demo.slug}) mostra o mesmo shell`,
      { tag: '@smoke' },
      async ({ page, truth }) => {
        const t = await truth(key);
        await ensureDeliveryAddress(page, key, true);
        await passAgeGate(page, key, true);
        const res = await page.goto(storefrontUrl(SHARED_HOST, `/${demo.slug}`));
        expect(res?.status()).toBe(200);
        await expectSupplierShell(page, t);
      },
    );
  });
}

test('o atacado esconde preços de visitantes: nenhum R$ no HTML', { tag: '@smoke' }, async ({ page, truth }) => {
  const t = await truth('atacado');
  // The API is the judge: as a visitor it must say there are no prices.
  expect(t.products.possuiPreco).toBe(false);
  expect(t.products.produtos.every((p) => p.preco === null)).toBe(true);
  await ensureDeliveryAddress(page, 'atacado');
  await page.goto(storefrontUrl(DEMO_SUPPLIERS.atacado.dominio, '/'));
  await expect(page.getByRole('main').getByText('Faça login para comprar').first()).toBeVisible();
  expect(await page.content()).not.toContain('R$');
});

test('dois fornecedores servidos lado a lado não se misturam', { tag: '@smoke' }, async ({ browser, truth }) => {
  const [emporio, atacado] = await Promise.all([truth('emporio'), truth('atacado')]);
  expect(emporio.supplier.config.seo.title).not.toBe(atacado.supplier.config.seo.title);
  expect(emporio.supplier.config.tema.cor_primaria).not.toBe(atacado.supplier.config.tema.cor_primaria);

  // One browser context, both hosts, interleaved: nothing of one may leak into the other.
  const context = await browser.newContext();
  const [a, b] = await Promise.all([context.newPage(), context.newPage()]);
  await ensureDeliveryAddress(b, 'atacado');
  await Promise.all([
    a.goto(storefrontUrl(DEMO_SUPPLIERS.emporio.dominio, '/')),
    b.goto(storefrontUrl(DEMO_SUPPLIERS.atacado.dominio, '/')),
  ]);
  await expect(a).toHaveTitle(emporio.supplier.config.seo.title);
  await expect(b).toHaveTitle(atacado.supplier.config.seo.title);
  await expect(a.locator(`[data-supplier="${DEMO_SUPPLIERS.atacado.slug}"]`)).toHaveCount(0);
  await expect(b.locator(`[data-supplier="${DEMO_SUPPLIERS.emporio.slug}"]`)).toHaveCount(0);
  await expect(a.getByRole('banner').getByRole('img', { name: atacado.supplier.nome })).toHaveCount(0);
  await expect(b.getByRole('banner').getByRole('img', { name: emporio.supplier.nome })).toHaveCount(0);

  const colour = (page: typeof a, slug: string) =>
    page
      .locator(`[data-supplier="${slug}"]`)
      .evaluate((el) => getComputedStyle(el).getPropertyValue('--color-primary').trim());
  expect((await colour(a, DEMO_SUPPLIERS.emporio.slug)).toLowerCase()).toBe(
    emporio.supplier.config.tema.cor_primaria.toLowerCase(),
  );
  expect((await colour(b, DEMO_SUPPLIERS.atacado.slug)).toLowerCase()).toBe(
    atacado.supplier.config.tema.cor_primaria.toLowerCase(),
  );
  expect(hexToRgb(emporio.supplier.config.tema.cor_primaria)).not.toBe(
    hexToRgb(atacado.supplier.config.tema.cor_primaria),
  );

  // Their product lists differ too.
  const firstProduct = (page: typeof a) =>
    page.getByRole('list', { name: 'Produtos', exact: true }).getByRole('listitem').first().innerText();
  expect(await firstProduct(a)).not.toBe(await firstProduct(b));
  await context.close();
});
