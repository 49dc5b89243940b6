/**
 * Order notification emails, the account side (decision 0050): "Notificações por e-mail" on
 * /conta, one checkbox per kind, changed with the keyboard, saved with a pt-BR confirmation that
 * takes the focus, kept after a reload and in the API; the same form without JavaScript; the
 * unsubscribe page's answer to a bad link. The emails themselves: commerce-api/test/notification. The store
 * comes from the target (e2e/target.ts); the customer is one of the test's own, registered there.
 */
import { notificationEndpoints } from '../lib/contract/notification';
import { callApi } from './api-client';
import {
  ensureDeliveryAddress,
  expect,
  NEW_CUSTOMER_PASSWORD,
  registerCustomer,
  requireStore,
  signInThroughApi,
  test,
} from './fixtures';

test.describe.configure({ timeout: 90_000 });

test(
  'Notificações por e-mail: desmarcar com o teclado, salvar, confirmação com foco, mantido ao recarregar',
  { tag: '@writes' },
  async ({ page }) => {
    const loja = requireStore('consumer');
    const conta = await registerCustomer(loja, 'Cliente Notificações');
    await ensureDeliveryAddress(page, loja);
    await page.goto(loja.url('/'));
    await signInThroughApi(page, loja, conta.cpf, NEW_CUSTOMER_PASSWORD);
    await page.goto(loja.url('/conta'));

    const section = page.getByRole('region', { name: 'Notificações por e-mail' });
    const recebido = section.getByRole('checkbox', { name: 'Pedido recebido' });
    const entregue = section.getByRole('checkbox', { name: 'Pedido entregue' });
    await expect(recebido).toBeChecked();
    await expect(entregue).toBeChecked();

    // The keyboard: focus the first box, Space unchecks it; Tab to the last box, Space; Tab to the button, Enter.
    await recebido.focus();
    await page.keyboard.press('Space');
    await expect(recebido).not.toBeChecked();
    for (let i = 0; i < 3; i++) await page.keyboard.press('Tab');
    await expect(entregue).toBeFocused();
    await page.keyboard.press('Space');
    await expect(entregue).not.toBeChecked();
    await page.keyboard.press('Tab');
    await expect(section.getByRole('button', { name: 'Salvar preferências de e-mail' })).toBeFocused();
    await page.keyboard.press('Enter');

    const status = section.getByRole('status');
    await expect(status).toHaveText('Preferências de e-mail salvas.');
    await expect(status).toBeFocused();
    // The boxes show what was saved.
    await expect(recebido).not.toBeChecked();
    await expect(entregue).not.toBeChecked();

    const prefs = await callApi(notificationEndpoints.getNotificationPreferences, { auth: { token: conta.token } });
    expect(prefs.preferencias).toEqual([
      expect.objectContaining({ tipo: 'pedido-recebido', ativa: false }),
      expect.objectContaining({ tipo: 'pagamento-aprovado', ativa: true }),
      expect.objectContaining({ tipo: 'pedido-pronto', ativa: true }),
      expect.objectContaining({ tipo: 'pedido-entregue', ativa: false }),
    ]);

    await page.reload();
    await expect(recebido).not.toBeChecked();
    await expect(entregue).not.toBeChecked();
    await expect(section.getByRole('checkbox', { name: 'Pagamento aprovado' })).toBeChecked();

    // Without JavaScript: the same form posts back to /conta and the page answers with the message.
    const noJs = await page
      .context()
      .browser()!
      .newContext({ storageState: await page.context().storageState(), javaScriptEnabled: false });
    const plain = await noJs.newPage();
    await plain.goto(loja.url('/conta'));
    const plainSection = plain.getByRole('region', { name: 'Notificações por e-mail' });
    await plainSection.getByRole('checkbox', { name: 'Pedido recebido' }).check();
    await plainSection.getByRole('button', { name: 'Salvar preferências de e-mail' }).click();
    await expect(plain.getByRole('status').filter({ hasText: 'Preferências de e-mail salvas.' })).toBeVisible();
    await expect(plainSection.getByRole('checkbox', { name: 'Pedido recebido' })).toBeChecked();
    await expect(plainSection.getByRole('checkbox', { name: 'Pedido entregue' })).not.toBeChecked();
    await noJs.close();
  },
);

test('o link de descadastro adulterado responde em português, sem erro', { tag: '@smoke' }, async ({ page }) => {
  const loja = requireStore('consumer');
  await ensureDeliveryAddress(page, loja);
  const res = await page.goto(loja.url('/notificacoes/descadastrar?token=1.pedido-recebido.falso'));
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Descadastrar e-mails', level: 1 })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Link de descadastro inválido.' })).toBeVisible();
});
