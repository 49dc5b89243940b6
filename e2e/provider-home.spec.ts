/**
 * Section 6: the shared host's `/` is the provider home, a directory of suppliers.
 */
import {
  expect,
  expectProviderHome,
  requireProviderHome,
  requireStore,
  SHARED_HOST,
  storefrontUrl,
  target,
  test,
} from './fixtures';

// The target's stores (e2e/target.ts: the Empório, the Atacado and the Adega locally), their names from the API
// by slug. A target whose shared host serves no provider home (a single store) skips these tests.

test('a página do provedor lista cada fornecedor com link', { tag: '@smoke' }, async ({ page, request, truth }) => {
  await requireProviderHome(request);
  const res = await page.goto(storefrontUrl(SHARED_HOST, '/'));
  expect(res?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await expectProviderHome(page);
  for (const store of Object.values(target.stores)) {
    const { supplier } = await truth(store);
    await expect(page.getByRole('link', { name: supplier.nome }).first()).toBeVisible();
  }
});

test(
  'o link de um fornecedor na página do provedor abre a loja dele',
  { tag: '@smoke' },
  async ({ page, request, truth }) => {
    const { supplier } = await truth(requireStore('consumer'));
    await requireProviderHome(request);
    await page.goto(storefrontUrl(SHARED_HOST, '/'));
    await page.getByRole('link', { name: supplier.nome }).first().click();
    await expect(page).toHaveTitle(supplier.config.seo.title);
    await expect(page.locator(`[data-supplier="${supplier.slug}"]`)).toHaveCount(1);
  },
);
