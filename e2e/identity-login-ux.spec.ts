/**
 * Login UX: back to the page the shopper was on (modal and /entrar), CPF/CNPJ masked as
 * typed and shown back masked, and the pending-approval notice addressed to a representative.
 */
import type { Page } from '@playwright/test';

import { DEMO_ACCOUNTS, DEMO_REPRESENTATIVE } from '../commerce-api/seed/demo-world';
import { CLIENT_PENDING_APPROVAL_MESSAGE } from '../lib/session/can-submit';
import { apiRegister } from './api-client';
import {
  DEMO_SUPPLIERS,
  ensureDeliveryAddress,
  expect,
  randomCpf,
  replaceText,
  storefrontUrl,
  test,
  typeHere,
  typeInto,
} from './fixtures';

const host = (key: 'emporio' | 'atacado') => DEMO_SUPPLIERS[key].dominio;
const maskCpf = (c: string) => `${c.slice(0, 3)}.${c.slice(3, 6)}.${c.slice(6, 9)}-${c.slice(9)}`;

test.describe.configure({ timeout: 90_000 });

async function registerViaApi() {
  const cpf = randomCpf();
  const senha = 'senha123';
  await apiRegister({
    nome: 'Cliente Retorno Produto',
    email: `retorno.${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}@teste.com.br`,
    cpf,
    senha,
    idfornecedor: DEMO_SUPPLIERS.emporio.idfornecedor,
  });
  return { cpf, senha };
}

async function openLogin(page: Page) {
  await page.getByRole('banner').getByRole('link', { name: 'Entrar', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Entrar ou cadastrar' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test(
  'login pelo modal numa página de produto volta ao produto; o CPF aparece mascarado ao digitar e na conta',
  { tag: '@writes' },
  async ({ page }) => {
    const conta = await registerViaApi();
    const produto = storefrontUrl(host('emporio'), '/produto/leite-zero-lactose-1-l');
    await page.goto(produto);
    const dialog = await openLogin(page);
    const field = dialog.getByLabel('Email, CPF ou CNPJ');
    await typeInto(field, conta.cpf);
    await expect(field).toHaveValue(maskCpf(conta.cpf));
    await dialog.getByRole('button', { name: 'Continuar' }).click();
    await expect(dialog.getByText(`Digite sua senha para ${maskCpf(conta.cpf)}`)).toBeVisible();
    await typeInto(dialog.getByLabel('Senha'), conta.senha);
    await dialog.getByRole('button', { name: 'Entrar', exact: true }).click();

    await expect(page).toHaveURL(produto);
    await expect(page.getByRole('banner').locator('[data-account-area]')).toHaveAttribute('data-logado', 'true');

    await page.goto(storefrontUrl(host('emporio'), '/conta'));
    await expect(page.getByRole('definition').filter({ hasText: maskCpf(conta.cpf) })).toBeVisible();
  },
);

test(
  'no Atacado (só empresas) um CNPJ digitado errado é "CNPJ inválido", não um documento estrangeiro; o campo diz o que reconheceu',
  { tag: '@smoke' },
  async ({ page }) => {
    await ensureDeliveryAddress(page, 'atacado');
    await page.goto(storefrontUrl(host('atacado'), '/entrar'));
    const field = page.getByLabel('Email, CPF ou CNPJ');
    // A letter O typed for the first zero.
    await typeInto(field, 'O1222333000181');
    await expect(field).toHaveAccessibleDescription(/^Documento estrangeiro: /);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'CNPJ inválido' })).toBeVisible();
    await expect(field).toHaveValue('O1222333000181');
    await expect(field).toBeFocused();
    await field.press('ControlOrMeta+a');
    await field.press('Backspace');
    await typeHere(page, '11222333000181');
    await expect(field).toHaveValue('11.222.333/0001-81');
    await expect(field).toHaveAccessibleDescription('CNPJ reconhecido');
  },
);

test(
  'um link simples para /entrar (o do menu lateral, sem ?voltar=) volta ao produto depois do login',
  { tag: '@writes' },
  async ({ page }) => {
    const conta = await registerViaApi();
    await page.setViewportSize({ width: 390, height: 844 });
    const produto = storefrontUrl(host('emporio'), '/produto/leite-zero-lactose-1-l');
    await page.goto(produto);
    await page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Entrar ou cadastrar' }).click();
    await expect(page).toHaveURL(storefrontUrl(host('emporio'), '/entrar'));

    const main = page.getByRole('main');
    const field = main.getByLabel('Email, CPF ou CNPJ');
    // Typed before hydration the value is not masked (nor seen by React): type again until it is.
    await expect(async () => {
      await replaceText(field, conta.cpf);
      await expect(field).toHaveValue(maskCpf(conta.cpf), { timeout: 1000 });
    }).toPass();
    await main.getByRole('button', { name: 'Continuar' }).click();
    await typeInto(main.getByLabel('Senha'), conta.senha);
    await main.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page).toHaveURL(produto);
  },
);

test(
  'o CNPJ alfanumérico é mascarado ao digitar; o representante vê os documentos mascarados e um aviso dirigido a ele ao atender um cliente pendente',
  { tag: '@smoke' },
  async ({ page }) => {
    const pendente = DEMO_ACCOUNTS.empresaPendente;
    await ensureDeliveryAddress(page, 'atacado');
    await page.goto(storefrontUrl(host('atacado'), '/'));
    const dialog = await openLogin(page);
    const field = dialog.getByLabel('Email, CPF ou CNPJ');
    await typeInto(field, pendente.cpf.slice(0, 3));
    await expect(field).toHaveValue(pendente.login.slice(0, 4));
    await typeHere(page, pendente.cpf.slice(3));
    await expect(field).toHaveValue(pendente.login);

    await dialog.getByRole('button', { name: 'Sou representante' }).click();
    // Nothing typed yet: no complaint about the login (the click used to submit the form it replaced).
    await expect(dialog.getByLabel('Email do representante')).toBeVisible();
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    await typeInto(dialog.getByLabel('Email do representante'), DEMO_REPRESENTATIVE.email);
    await typeInto(dialog.getByLabel('Senha'), DEMO_REPRESENTATIVE.senha);
    await dialog.getByRole('button', { name: 'Entrar como representante' }).click();
    await expect(page).toHaveURL(/\/conta\/clientes$/);

    const row = page.getByRole('list', { name: 'Clientes' }).getByRole('listitem').filter({ hasText: pendente.nome });
    await expect(row).toContainText(pendente.login);
    await page.getByRole('button', { name: `Atender ${pendente.nome}` }).click();
    await expect(page.getByRole('status', { name: 'Atendimento' })).toContainText(
      `Você está atendendo: ${pendente.nome}`,
    );
    const notice = page.getByRole('status', { name: 'Cadastro em análise' });
    await expect(notice).toHaveText(CLIENT_PENDING_APPROVAL_MESSAGE);
    await expect(notice).not.toContainText('Seu cadastro');
  },
);

for (const viewport of [
  { nome: 'no computador', size: { width: 1280, height: 800 } },
  { nome: 'no celular', size: { width: 390, height: 844 } },
]) {
  test(
    `quem digita o login e a senha entra ${viewport.nome}: a Senha começa vazia e com o foco, e o gerenciador de senhas lê o login`,
    { tag: '@writes' },
    async ({ page }) => {
      await page.setViewportSize(viewport.size);
      const conta = await registerViaApi();
      await page.goto(storefrontUrl(host('emporio')));
      const dialog = await openLogin(page);
      const login = dialog.getByLabel('Email, CPF ou CNPJ');
      await expect(login).toBeFocused();
      // The Empório has no representatives: no 'Sou representante' for its shoppers.
      await expect(dialog.getByRole('button', { name: 'Sou representante' })).toHaveCount(0);
      await expect(login).toHaveAttribute('autocomplete', 'username');
      await typeHere(page, maskCpf(conta.cpf));
      await page.keyboard.press('Enter');

      const senha = dialog.getByLabel('Senha');
      await expect(senha).toBeFocused();
      await expect(senha).toHaveValue('');
      await expect(senha).toHaveAttribute('autocomplete', 'current-password');
      // The password form still names the account for the browser's password manager.
      await expect(dialog.locator('input[autocomplete="username"]')).toHaveValue(maskCpf(conta.cpf));

      await typeHere(page, conta.senha);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('banner').locator('[data-account-area]').first()).toHaveAttribute(
        'data-logado',
        'true',
      );
    },
  );
}
