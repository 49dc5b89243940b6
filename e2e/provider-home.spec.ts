/**
 * Section 6: the shared host's `/` is the provider home, a directory of suppliers.
 */
import { expect, expectProviderHome, SHARED_HOST, storefrontUrl, test, THEMED_SUPPLIERS } from './fixtures';

test('a página do provedor lista cada fornecedor com link', { tag: '@smoke' }, async ({ page, truth }) => {
  const res = await page.goto(storefrontUrl(SHARED_HOST, '/'));
  expect(res?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await expectProviderHome(page);
  for (const key of THEMED_SUPPLIERS) {
    const { supplier } = await truth(key);
    await expect(page.getByRole('link', { name: supplier.nome }).first()).toBeVisible();
  }
});

test('o link de um fornecedor na página do provedor abre a loja dele', { tag: '@smoke' }, async ({ page, truth }) => {
  const { supplier } = await truth('emporio');
  await page.goto(storefrontUrl(SHARED_HOST, '/'));
  await page.getByRole('link', { name: supplier.nome }).first().click();
  await expect(page).toHaveTitle(supplier.config.seo.title);
  await expect(page.locator(`[data-supplier="${supplier.slug}"]`)).toHaveCount(1);
});
