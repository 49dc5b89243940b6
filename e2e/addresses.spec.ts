/**
 * Address book, storefront side: /conta/enderecos lists the logged-in client's
 * addresses from the API; add (fields filled from the CEP), edit, make primary and delete go
 * through server actions to the real API; the CEP is masked as typed and saved without the dash;
 * an API 400 is shown with the typed values kept; enderecoCnpjInvalido is a visible warning; the
 * billing address is shown and edited; axe finds nothing serious with the modal open.
 */
import type { Page } from '@playwright/test';

import { DEMO_ACCOUNTS, DEMO_ADDRESSES, DEMO_CEPS, DEMO_PASSWORD } from '../commerce-api/seed/demo-world';
import { CNPJ_ADDRESS_WARNING } from '../lib/contract';
import { addressEndpoints } from '../lib/contract/address';
import { identityEndpoints } from '../lib/contract/identity';
import { apiLogin, apiAddresses as listAddresses, tryApi } from './api-client';
import { axeClean, DEMO_SUPPLIERS, expect, replaceText, storefrontUrl, test, typeHere, typeInto } from './fixtures';

const emporio = DEMO_SUPPLIERS.emporio;
const atacado = DEMO_SUPPLIERS.atacado;
const PAGE = '/conta/enderecos';

// Multi-step flows against two real processes: generous under a loaded machine.
test.describe.configure({ timeout: 90_000 });

/** Opens the address page logged out: the login page comes first and returns to it. */
async function loginToAddresses(page: Page, host: string, login: string) {
  await page.goto(storefrontUrl(host, PAGE));
  await expect(page).toHaveURL(storefrontUrl(host, '/entrar?voltar=%2Fconta%2Fenderecos'));
  const main = page.getByRole('main');
  await typeInto(main.getByLabel('Email, CPF ou CNPJ'), login);
  await main.getByRole('button', { name: 'Continuar' }).click();
  await typeInto(main.getByLabel('Senha'), DEMO_PASSWORD);
  await main.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(storefrontUrl(host, PAGE));
  await page.waitForLoadState('load');
  // Terms of use (atacado) are a modal shown until accepted.
  if ((await page.locator('dialog[aria-labelledby="termos-titulo"]').count()) > 0) {
    const terms = page.getByRole('dialog', { name: 'Termos de uso' });
    await terms.getByRole('button', { name: 'Li e aceito os termos de uso' }).click();
    await expect(terms).toBeHidden();
    await page.waitForLoadState('load');
  }
  await expect(page.getByRole('heading', { name: 'Meus endereços', level: 1 })).toBeVisible();
}

/** The API's own view of the account's addresses (to check what was really saved). */
async function apiAddresses(key: 'consumidor' | 'empresaAprovada') {
  const acc = DEMO_ACCOUNTS[key];
  const session = await apiLogin(
    acc.cpf,
    DEMO_PASSWORD,
    DEMO_SUPPLIERS[acc.fornecedor as 'emporio' | 'atacado'].idfornecedor,
  );
  const billing = await tryApi(addressEndpoints.getBillingAddress, {
    params: { idcliente: acc.idcliente },
    auth: { token: session.token },
  });
  return {
    enderecos: await listAddresses({ token: session.token, idcliente: session.idcliente }),
    faturamento: billing.ok ? billing.data.endereco : null,
  };
}

const addressList = (page: Page) => page.getByRole('list', { name: 'Endereços de entrega' });
const item = (page: Page, apelido: string) => addressList(page).getByRole('listitem', { name: apelido, exact: true });

test.describe('consumidora no emporio', () => {
  // The same account is changed step by step: one test at a time.
  test.describe.configure({ mode: 'serial' });

  test('lista os endereços (Principal) e a conta leva à página', { tag: '@reference' }, async ({ page }) => {
    await loginToAddresses(page, emporio.dominio, DEMO_ACCOUNTS.consumidor.login);
    await expect(addressList(page).getByRole('listitem')).toHaveCount(2);
    const casa = item(page, DEMO_ADDRESSES.consumidorCasa.descricao);
    await expect(casa.getByText('Principal', { exact: true })).toBeVisible();
    await expect(casa).toContainText('Rua Harmonia, 120, Apto 32 – Vila Madalena, São Paulo – SP, 05435-000');
    await expect(
      item(page, DEMO_ADDRESSES.consumidorTrabalho.descricao).getByText('Principal', { exact: true }),
    ).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Endereço de faturamento' })).toContainText('Faturamento');
    // The account page links here.
    await page.goto(storefrontUrl(emporio.dominio, '/conta'));
    await page.getByRole('link', { name: 'Meus endereços' }).click();
    await expect(page).toHaveURL(storefrontUrl(emporio.dominio, PAGE));
  });

  test(
    'adiciona pelo CEP (máscara ao digitar, campos preenchidos), edita, torna principal e exclui',
    { tag: ['@writes', '@reference'] },
    async ({ page }) => {
      const c = DEMO_CEPS.mouratoCoelho;
      await loginToAddresses(page, emporio.dominio, DEMO_ACCOUNTS.consumidor.login);

      await page.getByRole('button', { name: 'Adicionar endereço' }).click();
      const dialog = page.getByRole('dialog', { name: 'Adicionar endereço' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByLabel('País')).toHaveValue('Brasil');
      const cep = dialog.getByLabel('CEP');
      await typeInto(cep, '054170');
      await expect(cep).toHaveValue('05417-0');
      await typeHere(page, '11');
      await expect(cep).toHaveValue('05417-011');
      await expect(dialog.getByLabel('Rua')).toHaveValue(c.rua);
      await expect(dialog.getByLabel('Bairro')).toHaveValue(c.bairro);
      await expect(dialog.getByLabel('Cidade')).toHaveValue(c.cidade);
      await expect(dialog.getByLabel('UF')).toHaveValue(c.uf);
      await typeInto(dialog.getByLabel('Apelido'), 'Academia E2E');
      await typeInto(dialog.getByLabel('Número'), '455');
      await typeInto(dialog.getByLabel('Ponto de referência'), 'Em frente à padaria');
      await dialog.getByRole('button', { name: 'Salvar endereço' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('status').filter({ hasText: 'Endereço cadastrado' })).toBeVisible();

      const novo = item(page, 'Academia E2E');
      await expect(novo).toContainText('Rua Mourato Coelho, 455 – Pinheiros, São Paulo – SP, 05417-011');
      await expect(addressList(page).getByRole('listitem')).toHaveCount(3);
      let saved = (await apiAddresses('consumidor')).enderecos.find((e) => e.apelido === 'Academia E2E');
      // Saved without the dash, with the CEP look-up's coordinates.
      expect(saved).toMatchObject({
        cep: c.cep,
        lat: c.lat,
        lng: c.lng,
        pontoref: 'Em frente à padaria',
        pais: 'Brasil',
        primario: false,
      });

      // Edit: the dialog opens with the saved values.
      await novo.getByRole('button', { name: 'Editar Academia E2E' }).click();
      const edit = page.getByRole('dialog', { name: 'Editar endereço Academia E2E' });
      await expect(edit.getByLabel('CEP')).toHaveValue('05417-011');
      await expect(edit.getByLabel('Número')).toHaveValue('455');
      await replaceText(edit.getByLabel('Número'), '500');
      await typeInto(edit.getByLabel('Complemento'), 'Sala 2');
      await edit.getByRole('button', { name: 'Salvar alterações' }).click();
      await expect(edit).toBeHidden();
      await expect(novo).toContainText('Rua Mourato Coelho, 500, Sala 2 – Pinheiros');

      // Make primary: badge moves, listed first.
      await novo.getByRole('button', { name: 'Tornar principal Academia E2E' }).click();
      await expect(novo.getByText('Principal', { exact: true })).toBeVisible();
      await expect(item(page, 'Casa').getByText('Principal', { exact: true })).toHaveCount(0);
      await expect(addressList(page).getByRole('listitem').first()).toHaveAccessibleName('Academia E2E');
      await expect(novo.getByRole('button', { name: /^Tornar principal/ })).toHaveCount(0);
      saved = (await apiAddresses('consumidor')).enderecos[0];
      expect(saved).toMatchObject({ apelido: 'Academia E2E', primario: true, numero: '500', complemento: 'Sala 2' });

      // Delete, after a confirmation (cancel first: nothing happens).
      await novo.getByRole('button', { name: 'Excluir Academia E2E' }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Excluir endereço' });
      await expect(confirm).toContainText('Excluir o endereço “Academia E2E”?');
      await confirm.getByRole('button', { name: 'Cancelar' }).click();
      await expect(confirm).toBeHidden();
      await expect(novo).toBeVisible();
      await novo.getByRole('button', { name: 'Excluir Academia E2E' }).click();
      await page
        .getByRole('alertdialog', { name: 'Excluir endereço' })
        .getByRole('button', { name: 'Sim, excluir' })
        .click();
      await expect(novo).toHaveCount(0);
      await expect(page.getByRole('status').filter({ hasText: 'Endereço excluído' })).toBeVisible();
      await expect(addressList(page).getByRole('listitem')).toHaveCount(2);
      // The oldest remaining address is the primary again.
      await expect(item(page, 'Casa').getByText('Principal', { exact: true })).toBeVisible();
      expect((await apiAddresses('consumidor')).enderecos.map((e) => e.idendereco)).toEqual([
        DEMO_ADDRESSES.consumidorCasa.idendereco,
        DEMO_ADDRESSES.consumidorTrabalho.idendereco,
      ]);
    },
  );

  test(
    'CEP desconhecido avisa; um 400 da API mostra a mensagem e mantém o que foi digitado',
    { tag: ['@writes', '@reference'] },
    async ({ page }) => {
      await loginToAddresses(page, emporio.dominio, DEMO_ACCOUNTS.consumidor.login);
      await page.getByRole('button', { name: 'Adicionar endereço' }).click();
      const dialog = page.getByRole('dialog', { name: 'Adicionar endereço' });
      const cep = dialog.getByLabel('CEP');
      await typeInto(cep, '99999999');
      await expect(cep).toHaveValue('99999-999');
      await expect(dialog.getByText('CEP não encontrado')).toBeVisible();
      await expect(cep).toHaveAttribute('aria-invalid', 'true');

      // A known CEP fills the address; a number too long for the API (the browser accepts it).
      await replaceText(cep, DEMO_CEPS.se.cep);
      await expect(dialog.getByLabel('Rua')).toHaveValue(DEMO_CEPS.se.rua);
      const longo = '1234567890123456789012345';
      await typeInto(dialog.getByLabel('Apelido'), 'Escritório Sé');
      await typeInto(dialog.getByLabel('Número'), longo);
      await typeInto(dialog.getByLabel('Complemento'), 'Conjunto 7');
      await dialog.getByRole('button', { name: 'Salvar endereço' }).click();

      const mensagem = 'Informe o número (máximo 20 caracteres)';
      await expect(dialog.getByRole('alert')).toContainText(mensagem);
      const numero = dialog.getByLabel('Número');
      await expect(numero).toHaveAttribute('aria-invalid', 'true');
      await expect(numero).toHaveAccessibleDescription(mensagem);
      // Nothing typed was lost.
      await expect(dialog).toBeVisible();
      await expect(numero).toHaveValue(longo);
      await expect(dialog.getByLabel('Apelido')).toHaveValue('Escritório Sé');
      await expect(dialog.getByLabel('Complemento')).toHaveValue('Conjunto 7');
      await expect(cep).toHaveValue('01001-000');
      await expect(dialog.getByLabel('Rua')).toHaveValue(DEMO_CEPS.se.rua);

      // Corrected, it saves; then it is removed again.
      await replaceText(numero, '100');
      await dialog.getByRole('button', { name: 'Salvar endereço' }).click();
      await expect(dialog).toBeHidden();
      const se = item(page, 'Escritório Sé');
      await expect(se).toContainText('Praça da Sé, 100, Conjunto 7 – Sé, São Paulo – SP, 01001-000');
      await se.getByRole('button', { name: 'Excluir Escritório Sé' }).click();
      await page
        .getByRole('alertdialog', { name: 'Excluir endereço' })
        .getByRole('button', { name: 'Sim, excluir' })
        .click();
      await expect(se).toHaveCount(0);
      expect((await apiAddresses('consumidor')).enderecos).toHaveLength(2);
    },
  );

  test(
    'um 400 da API na edição também mostra a mensagem do campo',
    { tag: ['@writes', '@reference'] },
    async ({ page }) => {
      await loginToAddresses(page, emporio.dominio, DEMO_ACCOUNTS.consumidor.login);
      await item(page, 'Trabalho').getByRole('button', { name: 'Editar Trabalho' }).click();
      const edit = page.getByRole('dialog', { name: 'Editar endereço Trabalho' });
      // Only blanks: the browser's `required` accepts it, the API does not.
      await replaceText(edit.getByLabel('Rua'), '   ');
      await edit.getByRole('button', { name: 'Salvar alterações' }).click();
      await expect(edit.getByRole('alert')).toContainText('Informe a rua');
      await expect(edit.getByLabel('Rua')).toHaveAccessibleDescription('Informe a rua');
      await expect(edit.getByLabel('Número')).toHaveValue(DEMO_ADDRESSES.consumidorTrabalho.numero);
      await edit.getByRole('button', { name: 'Cancelar' }).click();
      await expect(edit).toBeHidden();
      await expect(item(page, 'Trabalho')).toContainText(DEMO_CEPS.clelia.rua);
    },
  );

  test('edita o endereço de faturamento', { tag: ['@writes', '@reference'] }, async ({ page }) => {
    await loginToAddresses(page, emporio.dominio, DEMO_ACCOUNTS.consumidor.login);
    const region = page.getByRole('region', { name: 'Endereço de faturamento' });
    const before = (await apiAddresses('consumidor')).faturamento!;
    await expect(region).toContainText(before.textoendereco);
    await region.getByRole('button', { name: 'Editar endereço de faturamento' }).click();
    const dialog = page.getByRole('dialog', { name: 'Endereço de faturamento' });
    await expect(dialog.getByLabel('Apelido')).toHaveValue('Faturamento');
    await replaceText(dialog.getByLabel('Número'), '121');
    await dialog.getByRole('button', { name: 'Salvar endereço de faturamento' }).click();
    await expect(dialog).toBeHidden();
    await expect(region).toContainText(`${before.rua}, 121`);
    expect((await apiAddresses('consumidor')).faturamento).toMatchObject({
      numero: '121',
      origem: 'CADASTRO',
      descricao: 'Faturamento',
    });
  });

  test(
    'axe: página de endereços com o modal aberto sem violações sérias ou críticas',
    { tag: '@reference' },
    async ({ page }) => {
      await loginToAddresses(page, emporio.dominio, DEMO_ACCOUNTS.consumidor.login);
      await page.getByRole('button', { name: 'Adicionar endereço' }).click();
      const dialog = page.getByRole('dialog', { name: 'Adicionar endereço' });
      await typeInto(dialog.getByLabel('CEP'), '99999999');
      await expect(dialog.getByText('CEP não encontrado')).toBeVisible();
      await axeClean(page);
      // Esc closes the modal.
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    },
  );
});

test(
  'empresa (CNPJ) no atacado: aviso de enderecoCnpjInvalido e faturamento da Receita Federal',
  { tag: '@reference' },
  async ({ page }) => {
    await loginToAddresses(page, atacado.dominio, DEMO_ACCOUNTS.empresaAprovada.login);
    const loja = item(page, DEMO_ADDRESSES.empresaAprovadaLoja.descricao);
    await expect(loja).toContainText(CNPJ_ADDRESS_WARNING);
    await expect(loja.getByText('Principal', { exact: true })).toBeVisible();
    // Its saved billing address (descricao shown as the title) is the tax-office one.
    const region = page.getByRole('region', { name: 'Endereço de faturamento' });
    await expect(region.getByRole('heading', { name: 'Sede (Receita Federal)' })).toBeVisible();
    await expect(region).toContainText('Avenida Afonso Pena, 1500, Loja 2 – Centro, Belo Horizonte – MG, 30130-005');
  },
);

test(
  'CNPJ sem endereço de faturamento salvo: o da Receita Federal aparece rotulado; sem endereços, a lista avisa',
  { tag: ['@writes', '@reference'] },
  async ({ page }) => {
    // A demo CNPJ that the tax-office stand-in knows and no seeded account uses.
    const cnpj = '45723174000110';
    const senha = 'senha123';
    const res = await tryApi(identityEndpoints.createUser, {
      body: {
        nome: 'Sabor de Minas',
        email: `sabor.${Date.now().toString(36)}@teste.com.br`,
        cpf: cnpj,
        senha,
        idfornecedor: emporio.idfornecedor,
        tokenOrigin: 'commerce',
      },
    });
    // 200, or already registered by a previous attempt on the same database (retry).
    expect([200, 409]).toContain(res.ok ? 200 : res.status);
    await page.goto(storefrontUrl(emporio.dominio, PAGE));
    const main = page.getByRole('main');
    await typeInto(main.getByLabel('Email, CPF ou CNPJ'), cnpj);
    await main.getByRole('button', { name: 'Continuar' }).click();
    await typeInto(main.getByLabel('Senha'), senha);
    await main.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page).toHaveURL(storefrontUrl(emporio.dominio, PAGE));
    await expect(page.getByText('Você ainda não cadastrou nenhum endereço de entrega.')).toBeVisible();
    const region = page.getByRole('region', { name: 'Endereço de faturamento' });
    await expect(region.getByText('Dados da Receita Federal')).toBeVisible();
    await expect(region).toContainText('Rua Guajajaras, 300 – Funcionários, Belo Horizonte – MG, 30180-100');
  },
);

test('sem sessão, a página de endereços leva ao login', { tag: '@smoke' }, async ({ page }) => {
  await page.goto(storefrontUrl(emporio.dominio, PAGE));
  await expect(page).toHaveURL(storefrontUrl(emporio.dominio, '/entrar?voltar=%2Fconta%2Fenderecos'));
});
