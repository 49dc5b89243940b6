/**
 * The customer's session list: two browsers logged in as the same customer; one ends
 * the other, which is logged out on its next navigation; "Sair de todos os dispositivos" ends all.
 * The customer is a fresh one of the target's consumer store (e2e/target.ts), registered through the API.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';

import {
  expect,
  registerStoreAccount,
  requireStore,
  test,
  typeHere,
  typeInto,
  type FreshAccount,
  type TargetStore,
} from './fixtures';

const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

// Three browsers log in as people do, by typing: on a loaded 2-core machine that alone takes a minute.
test.describe.configure({ timeout: 150_000 });

/** A browser of its own (User-Agent), logged in through /entrar, on /conta. */
async function loggedInBrowser(
  browser: Browser,
  loja: TargetStore,
  userAgent: string,
  conta: FreshAccount,
): Promise<Page> {
  const context = await browser.newContext({ userAgent });
  const page = await context.newPage();
  await page.goto(loja.url('/entrar?voltar=%2Fconta'));
  const main = page.getByRole('main');
  await typeInto(main.getByLabel('Email, CPF ou CNPJ'), conta.cpf);
  await page.keyboard.press('Enter');
  await expect(main.getByLabel('Senha')).toBeFocused();
  await typeHere(page, conta.senha);
  await page.keyboard.press('Enter');
  // A whole page load of the logged-in account area: beside the fuzz in the other worker it took over 10 s.
  await expect(page).toHaveURL(loja.url('/conta'), { timeout: 30_000 });
  return page;
}

test(
  'a lista de sessões mostra os dois navegadores; um encerra o outro, que sai na próxima navegação; "Sair de todos" encerra tudo',
  { tag: '@writes' },
  async ({ browser }) => {
    const loja = requireStore('consumer');
    const conta = await registerStoreAccount(loja, 'Cliente Sessões', 'senha123');
    const desktop = await loggedInBrowser(browser, loja, FIREFOX_LINUX, conta);
    const phone = await loggedInBrowser(browser, loja, SAFARI_IPHONE, conta);

    await desktop.reload();
    const list = desktop.getByRole('list', { name: 'Sessões abertas' });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    const mine = list.getByRole('listitem').filter({ hasText: 'Firefox no Linux' });
    await expect(mine).toContainText('Este dispositivo');
    const other = list.getByRole('listitem').filter({ hasText: 'Safari no iPhone' });
    await expect(other).not.toContainText('Este dispositivo');
    await expect(other).toContainText(/Entrou em \d{2}\/\d{2}\/\d{4}/);
    const axe = await new AxeBuilder({ page: desktop })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .analyze();
    expect(
      axe.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`),
    ).toEqual([]);

    await other.getByRole('button', { name: 'Sair deste dispositivo (Safari no iPhone)' }).click();
    await expect(list.getByRole('listitem')).toHaveCount(1);

    // The phone: logged out on its next navigation, told why (spec 4), its name gone from the header.
    await phone.goto(loja.url('/'));
    await expect(phone.getByRole('alert').filter({ hasText: 'Sessão expirada, efetue login novamente' })).toBeVisible();
    await expect(phone.getByRole('banner').locator('[data-account-area]')).toHaveAttribute('data-logado', 'false');
    await expect(phone.getByRole('banner').getByText('Cliente Sessões')).toHaveCount(0);
    await phone.goto(loja.url('/conta'));
    await expect(phone).toHaveURL(loja.url('/entrar?voltar=%2Fconta'));

    // The desktop is still in; then "Sair de todos os dispositivos" ends it too.
    await desktop.reload();
    await expect(desktop.getByRole('heading', { name: 'Minha conta' })).toBeVisible();
    // A third browser logged in as the same customer is ended by it too, and is told so on its next page.
    const tablet = await loggedInBrowser(browser, loja, FIREFOX_LINUX, conta);
    await desktop.getByRole('button', { name: 'Sair de todos os dispositivos' }).click();
    await expect(desktop).toHaveURL(loja.url('/'));
    await expect(desktop.getByRole('banner').locator('[data-account-area]')).toHaveAttribute('data-logado', 'false');
    await desktop.goto(loja.url('/conta'));
    await expect(desktop).toHaveURL(loja.url('/entrar?voltar=%2Fconta'));

    await tablet.goto(loja.url('/'));
    await expect(
      tablet.getByRole('alert').filter({ hasText: 'Sessão expirada, efetue login novamente' }),
    ).toBeVisible();
    await expect(tablet.getByRole('banner').getByText('Cliente Sessões')).toHaveCount(0);

    await desktop.context().close();
    await phone.context().close();
    await tablet.context().close();
  },
);
