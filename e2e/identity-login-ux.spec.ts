/**
 * Login UX: back to the page the shopper was on (modal and /entrar), CPF/CNPJ masked as
 * typed and shown back masked, and the pending-approval notice addressed to a representative.
 * Stores and accounts come from the target (e2e/target.ts): the consumer store for fresh customers, the
 * company store (sells-only-to-companies) with its pending company and representative; names and documents
 * from the API.
 */
import type { Page } from '@playwright/test';

import { CLIENT_PENDING_APPROVAL_MESSAGE } from '../lib/session/can-submit';
import {
  accountUser,
  ensureDeliveryAddress,
  expect,
  fetchSupplier,
  fetchTruth,
  holdChunk,
  registerStoreAccount,
  replaceText,
  requireAccount,
  requireOnTarget,
  requireStore,
  test,
  typeHere,
  typeInto,
  type TargetStore,
} from './fixtures';

const maskCpf = (c: string) => `${c.slice(0, 3)}.${c.slice(3, 6)}.${c.slice(6, 9)}-${c.slice(9)}`;
const maskCnpj = (c: string) => `${c.slice(0, 2)}.${c.slice(2, 5)}.${c.slice(5, 8)}/${c.slice(8, 12)}-${c.slice(12)}`;

test.describe.configure({ timeout: 90_000 });

/** A fresh customer of the consumer store (registered through the API). */
const registerViaApi = () => registerStoreAccount(requireStore('consumer'), 'Cliente Retorno Produto', 'senha123');

/** The company store, which sells only to companies (its tag from the API). */
async function companyStore() {
  const loja = requireStore('company');
  const { tag } = await fetchSupplier(loja);
  requireOnTarget(tag.includes('sells-only-to-companies'), 'loja de empresa que só vende a empresas');
  return loja;
}

/** A product page of the store: the first product its visitors see. */
async function productUrl(loja: TargetStore): Promise<string> {
  const { products } = await fetchTruth(loja);
  const produto = requireOnTarget(products.produtos[0], 'produto na primeira página da loja de consumidor');
  return loja.url(`/produto/${produto.slug}`);
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
    const loja = requireStore('consumer');
    const conta = await registerViaApi();
    const produto = await productUrl(loja);
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

    await page.goto(loja.url('/conta'));
    await expect(page.getByRole('definition').filter({ hasText: maskCpf(conta.cpf) })).toBeVisible();
  },
);

test(
  'no Atacado (só empresas) um CNPJ digitado errado é "CNPJ inválido", não um documento estrangeiro; o campo diz o que reconheceu',
  { tag: '@smoke' },
  async ({ page }) => {
    const loja = await companyStore();
    await ensureDeliveryAddress(page, loja);
    await page.goto(loja.url('/entrar'));
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
  '"Continuar" em /entrar antes de o código do login chegar: a página não recarrega e a senha é pedida quando ele chega',
  { tag: '@writes' },
  async ({ page }) => {
    const loja = requireStore('consumer');
    const conta = await registerViaApi();
    // The login flow's chunk (lazy-login-flow.tsx) held until released, as on a slow connection.
    const chunk = await holdChunk(page, 'Nome completo');
    const loads: string[] = [];
    page.on('request', (r) => void (r.isNavigationRequest() && loads.push(r.url())));
    // Its load event waits for the held chunk: not waited for.
    await page.goto(loja.url('/entrar'), { waitUntil: 'domcontentloaded' });
    await expect.poll(chunk.requested).toBe(true);
    await typeInto(page.getByLabel('Email, CPF ou CNPJ'), conta.cpf);
    await page.keyboard.press('Enter');
    chunk.release();
    const senha = page.getByRole('main').getByLabel('Senha');
    await expect(senha).toBeFocused();
    expect(loads).toEqual([loja.url('/entrar')]);
    await typeHere(page, 'senha123');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('banner').locator('[data-account-area]').first()).toHaveAttribute(
      'data-logado',
      'true',
    );
  },
);

test(
  'um link simples para /entrar (o do menu lateral, sem ?voltar=) volta ao produto depois do login',
  { tag: '@writes' },
  async ({ page }) => {
    const loja = requireStore('consumer');
    const conta = await registerViaApi();
    await page.setViewportSize({ width: 390, height: 844 });
    const produto = await productUrl(loja);
    await page.goto(produto);
    await page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Entrar ou cadastrar' }).click();
    await expect(page).toHaveURL(loja.url('/entrar'));

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
    const loja = requireStore('company');
    const representante = requireAccount('representative');
    // The pending company's name and document as the API has them; its CNPJ alphanumeric, as the title says.
    const pendente = await accountUser(requireAccount('pendingCompany'));
    const documento = requireOnTarget(
      pendente.tipo_documento === 'CNPJ' && pendente.cpf && /[A-Z]/.test(pendente.cpf) ? pendente.cpf : null,
      'empresa pendente com CNPJ alfanumérico',
    );
    expect(pendente.cadastro_aprovado, `${pendente.nome} ainda em análise`).toBe(false);
    await ensureDeliveryAddress(page, loja);
    await page.goto(loja.url('/'));
    const dialog = await openLogin(page);
    const field = dialog.getByLabel('Email, CPF ou CNPJ');
    await typeInto(field, documento.slice(0, 3));
    await expect(field).toHaveValue(maskCnpj(documento).slice(0, 4));
    await typeHere(page, documento.slice(3));
    await expect(field).toHaveValue(maskCnpj(documento));

    await dialog.getByRole('button', { name: 'Sou representante' }).click();
    // Nothing typed yet: no complaint about the login (the click used to submit the form it replaced).
    await expect(dialog.getByLabel('Email do representante')).toBeVisible();
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    await typeInto(dialog.getByLabel('Email do representante'), representante.login);
    await typeInto(dialog.getByLabel('Senha'), representante.password);
    await dialog.getByRole('button', { name: 'Entrar como representante' }).click();
    await expect(page).toHaveURL(/\/conta\/clientes$/);

    const row = page.getByRole('list', { name: 'Clientes' }).getByRole('listitem').filter({ hasText: pendente.nome });
    await expect(row).toContainText(maskCnpj(documento));
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
      const loja = requireStore('consumer');
      await page.goto(loja.url('/'));
      const dialog = await openLogin(page);
      const login = dialog.getByLabel('Email, CPF ou CNPJ');
      await expect(login).toBeFocused();
      // 'Sou representante' only where the API says the store has representatives (the Empório has none).
      const { tem_representantes } = await fetchSupplier(loja);
      await expect(dialog.getByRole('button', { name: 'Sou representante' })).toHaveCount(tem_representantes ? 1 : 0);
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
