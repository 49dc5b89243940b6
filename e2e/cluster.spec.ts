/**
 * Issue 17 §4, run by `npm run cluster` only (CLUSTER_SMOKE=1): the storefront and the API each run
 * twice behind a load balancer (HAProxy, round robin, answers marked X-Instancia), on one PostgreSQL.
 * E2E_STOREFRONT_PORT and E2E_API_PORT are the balancer's, so Playwright reuses them.
 */
import { DEMO_SUPPLIERS, expect, loginOnPage, registerCustomer, storefrontUrl, test } from './fixtures';

const E = DEMO_SUPPLIERS.emporio;

test.skip(!process.env.CLUSTER_SMOKE, 'só com npm run cluster (duas vitrines e duas APIs atrás do balanceador)');

test('um login feito numa instância da vitrine vale na outra', async ({ page, api }) => {
  const me = await registerCustomer(api, 'emporio', 'Cliente do Cluster');
  await page.goto(storefrontUrl(E.dominio, '/'));
  await expect(async () => {
    await loginOnPage(page, me.cpf);
  }).toPass({ timeout: 30_000 });

  // Every document after the login, whichever instance draws it, knows the shopper.
  const served = new Set<string>();
  for (let i = 0; i < 6; i++) {
    const res = await page.goto(storefrontUrl(E.dominio, '/conta'));
    served.add(res?.headers()['x-instancia'] ?? '?');
    await expect(page).toHaveURL(/\/conta$/);
    await expect(page.getByRole('banner').locator('[data-account-area]').first()).toHaveAttribute('data-logado', 'true');
  }
  expect([...served].sort()).toEqual(['vitrine1', 'vitrine2']);
});
