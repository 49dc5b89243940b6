/**
 * Sessions stored per person role (docs/qa.md, "Sessões guardadas por papel"; decision 0053 for the roles):
 * how each role logs in (logInAs), and how a stored session is seen to be still alive.
 * Used by the setup project (e2e/auth.setup.ts) and its teardown (e2e/auth.teardown.ts); tests start as a role
 * with the `signedIn` fixture (e2e/fixtures.ts).
 */
import type { Page } from '@playwright/test';

import {
  ensureDeliveryAddress,
  expect,
  passAgeGate,
  requireStore,
  signInThroughApi,
  typeInto,
  type PersonRole,
  type TargetAccount,
  type TargetStore,
} from './fixtures';

/** Both attendants (the consumer store's and the company store's) log in on their store's /atendente. */
function isAttendant(role: PersonRole): boolean {
  return role === 'attendant' || role === 'companyAttendant';
}

/** Where the role's session is checked and used: the attendant's page, the representative's portfolio, or the store. */
function landing(role: PersonRole): string {
  if (isAttendant(role)) return '/atendente';
  if (role === 'representative') return '/conta/clientes';
  return '/';
}

/** The store's gates first (age, an address before browsing), as any visitor of it passes them. */
async function openStore(page: Page, store: TargetStore, path: string): Promise<void> {
  await passAgeGate(page, store);
  await ensureDeliveryAddress(page, store);
  await page.goto(store.url(path));
  await page.waitForLoadState('load');
}

/**
 * Logs `account` in: the attendant on the store's /atendente and the representative through "Sou representante"
 * in the header's modal, typing; a customer (consumer, companies, principal, linked user) through the API and the
 * store's login-token route (signInThroughApi), the session the login form makes: the customer's form is typed in
 * the identity specs, not five times more before every run.
 */
export async function logInAs(page: Page, account: TargetAccount): Promise<void> {
  const store = requireStore(account.store);
  if (isAttendant(account.role)) {
    await openStore(page, store, landing(account.role));
    await typeInto(page.getByLabel('Email'), account.login);
    await typeInto(page.getByLabel('Senha'), account.password);
    await page.getByRole('button', { name: 'Entrar como atendente' }).click();
    await expect(page.getByRole('heading', { name: 'Conversas' })).toBeVisible({ timeout: 20_000 });
    return;
  }
  await openStore(page, store, '/');
  if (account.role === 'representative') {
    await page.getByRole('banner').getByRole('link', { name: 'Entrar', exact: true }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Entrar ou cadastrar' });
    await dialog.getByRole('button', { name: 'Sou representante' }).click();
    await typeInto(dialog.getByLabel('Email do representante'), account.login);
    await typeInto(dialog.getByLabel('Senha'), account.password);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/conta\/clientes$/, { timeout: 20_000 });
    return;
  }
  await signInThroughApi(page, store, account.login, account.password);
}

/** The page, opened with a stored session, shows the role still logged in (not revoked by a test of the run). */
export async function expectStillSignedIn(page: Page, account: TargetAccount): Promise<void> {
  const store = requireStore(account.store);
  const path = landing(account.role);
  await page.goto(store.url(path));
  if (isAttendant(account.role)) {
    await expect(page.getByRole('heading', { name: 'Conversas' })).toBeVisible();
    return;
  }
  if (account.role === 'representative') {
    await expect(page).toHaveURL(/\/conta\/clientes$/);
    await expect(page.getByRole('list', { name: 'Clientes' })).toBeVisible();
    return;
  }
  await expect(page.getByRole('banner').locator('[data-account-area]').first()).toHaveAttribute('data-logado', 'true');
}
