/**
 * Address book, storefront side: /conta/enderecos lists the logged-in client's
 * addresses from the API; add (fields filled from the CEP), edit, make primary and delete go
 * through server actions to the real API; the CEP is masked as typed and saved without the dash;
 * an API 400 is shown with the typed values kept; enderecoCnpjInvalido is a visible warning; the
 * billing address is shown and edited; axe finds nothing serious with the modal open.
 */
import type { Page } from '@playwright/test';

import { CNPJ_ADDRESS_WARNING, type Address } from '../lib/contract';
import { addressEndpoints, cepEndpoints } from '../lib/contract/address';
import { identityEndpoints } from '../lib/contract/identity';
import { apiLogin, callApi, apiAddresses as listAddresses, tryApi } from './api-client';
import {
  axeClean,
  expect,
  fetchSupplier,
  replaceText,
  requireAccount,
  requireOnTarget,
  requireStore,
  test,
  typeHere,
  typeInto,
} from './fixtures';
import { formatCep, storeCep } from './store-discovery';
import type { TargetAccount, TargetStore } from './target';

// The target's consumer store and consumer (the Empório's consumer locally), its company store and approved
// company (the Atacado's); what each address book holds is read from the API, the CEPs from the store's `cep` in
// the profile and the API's own CEP look-up.
const consumerStore = () => requireStore('consumer');
const PAGE = '/conta/enderecos';

// Multi-step flows against two real processes: generous under a loaded machine.
test.describe.configure({ timeout: 90_000 });

/** Opens the address page logged out: the login page comes first and returns to it. */
async function loginToAddresses(page: Page, loja: TargetStore, login: string, senha: string) {
  await page.goto(loja.url(PAGE));
  await expect(page).toHaveURL(loja.url('/entrar?voltar=%2Fconta%2Fenderecos'));
  const main = page.getByRole('main');
  await typeInto(main.getByLabel('Email, CPF ou CNPJ'), login);
  await main.getByRole('button', { name: 'Continuar' }).click();
  await typeInto(main.getByLabel('Senha'), senha);
  await main.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(loja.url(PAGE));
  await page.waitForLoadState('load');
  // Terms of use, where the store has them, are a modal shown until accepted.
  if ((await page.locator('dialog[aria-labelledby="termos-titulo"]').count()) > 0) {
    const terms = page.getByRole('dialog', { name: 'Termos de uso' });
    await terms.getByRole('button', { name: 'Li e aceito os termos de uso' }).click();
    await expect(terms).toBeHidden();
    await page.waitForLoadState('load');
  }
  await expect(page.getByRole('heading', { name: 'Meus endereços', level: 1 })).toBeVisible();
}

/** The address page of an already signed-in page (a stored session). */
async function openAddresses(page: Page, loja: TargetStore) {
  await page.goto(loja.url(PAGE));
  await expect(page.getByRole('heading', { name: 'Meus endereços', level: 1 })).toBeVisible();
}

/** The API's own view of the account's addresses (to check what was really saved). */
async function apiAddresses(account: TargetAccount) {
  const { idfornecedor } = await fetchSupplier(requireStore(account.store));
  const session = await apiLogin(account.login, account.password, idfornecedor);
  const billing = await tryApi(addressEndpoints.getBillingAddress, {
    params: { idcliente: session.idcliente },
    auth: { token: session.token },
  });
  return {
    enderecos: await listAddresses({ token: session.token, idcliente: session.idcliente }),
    faturamento: billing.ok ? billing.data.endereco : null,
  };
}

/** An address as the page lists it: "Rua Harmonia, 120, Apto 32 – Vila Madalena, São Paulo – SP, 05435-000". */
const addressLine = (a: Pick<Address, 'rua' | 'numero' | 'complemento' | 'bairro' | 'cidade' | 'uf' | 'cep'>) =>
  `${a.rua}, ${a.numero}${a.complemento ? `, ${a.complemento}` : ''} – ${a.bairro}, ${a.cidade} – ${a.uf}, ${formatCep(a.cep)}`;

/** The store's CEP (the profile's `cep`) as the API's look-up knows it, coordinates included. */
const lookUpStoreCep = (loja: TargetStore) => callApi(cepEndpoints.lookupCep, { params: { cep: storeCep(loja) } });

const addressList = (page: Page) => page.getByRole('list', { name: 'Endereços de entrega' });
const item = (page: Page, apelido: string) => addressList(page).getByRole('listitem', { name: apelido, exact: true });

test.describe('consumidora no emporio', () => {
  // The same account is changed step by step: one test at a time.
  test.describe.configure({ mode: 'serial' });

  test('lista os endereços (Principal) e a conta leva à página', { tag: '@reference' }, async ({ page }) => {
    const loja = consumerStore();
    const account = requireAccount('consumer');
    const { enderecos, faturamento } = await apiAddresses(account);
    const primary = requireOnTarget(
      enderecos.find((e) => e.primario),
      'consumidor com endereço principal e outro endereço',
    );
    const other = requireOnTarget(
      enderecos.find((e) => !e.primario),
      'consumidor com endereço principal e outro endereço',
    );
    await loginToAddresses(page, loja, account.login, account.password);
    await expect(addressList(page).getByRole('listitem')).toHaveCount(enderecos.length);
    const principal = item(page, primary.descricao);
    await expect(principal.getByText('Principal', { exact: true })).toBeVisible();
    await expect(principal).toContainText(addressLine(primary));
    await expect(item(page, other.descricao).getByText('Principal', { exact: true })).toHaveCount(0);
    if (faturamento)
      await expect(page.getByRole('region', { name: 'Endereço de faturamento' })).toContainText(faturamento.descricao);
    // The account page links here.
    await page.goto(loja.url('/conta'));
    await page.getByRole('link', { name: 'Meus endereços' }).click();
    await expect(page).toHaveURL(loja.url(PAGE));
  });

  test(
    'adiciona pelo CEP (máscara ao digitar, campos preenchidos), edita, torna principal e exclui',
    { tag: ['@writes', '@reference'] },
    async ({ signedIn }) => {
      const loja = consumerStore();
      const account = requireAccount('consumer');
      const c = await lookUpStoreCep(loja);
      const before = (await apiAddresses(account)).enderecos;
      const primary = requireOnTarget(
        before.find((e) => e.primario),
        'consumidor com endereço principal',
      );
      const page = await signedIn('consumer');
      await openAddresses(page, loja);

      await page.getByRole('button', { name: 'Adicionar endereço' }).click();
      const dialog = page.getByRole('dialog', { name: 'Adicionar endereço' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByLabel('País')).toHaveValue('Brasil');
      const cep = dialog.getByLabel('CEP');
      await typeInto(cep, c.cep.slice(0, 6));
      await expect(cep).toHaveValue(`${c.cep.slice(0, 5)}-${c.cep[5]}`);
      await typeHere(page, c.cep.slice(6));
      await expect(cep).toHaveValue(formatCep(c.cep));
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
      await expect(novo).toContainText(addressLine({ ...c, numero: '455', complemento: null }));
      await expect(addressList(page).getByRole('listitem')).toHaveCount(before.length + 1);
      let saved = (await apiAddresses(account)).enderecos.find((e) => e.apelido === 'Academia E2E');
      // Saved without the dash, with the CEP look-up's coordinates.
      expect(saved).toMatchObject({
        cep: c.cep,
        lat: c.lat,
        lng: c.lng,
        pontoref: 'Em frente à padaria',
        pais: c.pais,
        primario: false,
      });

      // Edit: the dialog opens with the saved values.
      await novo.getByRole('button', { name: 'Editar Academia E2E' }).click();
      const edit = page.getByRole('dialog', { name: 'Editar endereço Academia E2E' });
      await expect(edit.getByLabel('CEP')).toHaveValue(formatCep(c.cep));
      await expect(edit.getByLabel('Número')).toHaveValue('455');
      await replaceText(edit.getByLabel('Número'), '500');
      await typeInto(edit.getByLabel('Complemento'), 'Sala 2');
      await edit.getByRole('button', { name: 'Salvar alterações' }).click();
      await expect(edit).toBeHidden();
      await expect(novo).toContainText(`${c.rua}, 500, Sala 2 – ${c.bairro}`);

      // Make primary: badge moves, listed first.
      await novo.getByRole('button', { name: 'Tornar principal Academia E2E' }).click();
      await expect(novo.getByText('Principal', { exact: true })).toBeVisible();
      await expect(item(page, primary.descricao).getByText('Principal', { exact: true })).toHaveCount(0);
      await expect(addressList(page).getByRole('listitem').first()).toHaveAccessibleName('Academia E2E');
      await expect(novo.getByRole('button', { name: /^Tornar principal/ })).toHaveCount(0);
      saved = (await apiAddresses(account)).enderecos[0];
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
      await expect(addressList(page).getByRole('listitem')).toHaveCount(before.length);
      // The oldest remaining address is the primary again.
      await expect(item(page, primary.descricao).getByText('Principal', { exact: true })).toBeVisible();
      expect((await apiAddresses(account)).enderecos.map((e) => e.idendereco)).toEqual(before.map((e) => e.idendereco));
    },
  );

  test(
    'CEP desconhecido avisa; um 400 da API mostra a mensagem e mantém o que foi digitado',
    { tag: ['@writes', '@reference'] },
    async ({ signedIn }) => {
      const loja = consumerStore();
      const account = requireAccount('consumer');
      const known = await lookUpStoreCep(loja);
      const count = (await apiAddresses(account)).enderecos.length;
      const page = await signedIn('consumer');
      await openAddresses(page, loja);
      await page.getByRole('button', { name: 'Adicionar endereço' }).click();
      const dialog = page.getByRole('dialog', { name: 'Adicionar endereço' });
      const cep = dialog.getByLabel('CEP');
      await typeInto(cep, '99999999');
      await expect(cep).toHaveValue('99999-999');
      await expect(dialog.getByText('CEP não encontrado')).toBeVisible();
      await expect(cep).toHaveAttribute('aria-invalid', 'true');

      // A known CEP fills the address; a number too long for the API (the browser accepts it).
      await replaceText(cep, known.cep);
      await expect(dialog.getByLabel('Rua')).toHaveValue(known.rua);
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
      await expect(cep).toHaveValue(formatCep(known.cep));
      await expect(dialog.getByLabel('Rua')).toHaveValue(known.rua);

      // Corrected, it saves; then it is removed again.
      await replaceText(numero, '100');
      await dialog.getByRole('button', { name: 'Salvar endereço' }).click();
      await expect(dialog).toBeHidden();
      const se = item(page, 'Escritório Sé');
      await expect(se).toContainText(addressLine({ ...known, numero: '100', complemento: 'Conjunto 7' }));
      await se.getByRole('button', { name: 'Excluir Escritório Sé' }).click();
      await page
        .getByRole('alertdialog', { name: 'Excluir endereço' })
        .getByRole('button', { name: 'Sim, excluir' })
        .click();
      await expect(se).toHaveCount(0);
      expect((await apiAddresses(account)).enderecos).toHaveLength(count);
    },
  );

  test(
    'um 400 da API na edição também mostra a mensagem do campo',
    { tag: ['@writes', '@reference'] },
    async ({ signedIn }) => {
      const loja = consumerStore();
      const address = requireOnTarget(
        (await apiAddresses(requireAccount('consumer'))).enderecos.find((e) => !e.primario),
        'consumidor com um endereço além do principal',
      );
      const page = await signedIn('consumer');
      await openAddresses(page, loja);
      await item(page, address.descricao)
        .getByRole('button', { name: `Editar ${address.descricao}` })
        .click();
      const edit = page.getByRole('dialog', { name: `Editar endereço ${address.descricao}` });
      // Only blanks: the browser's `required` accepts it, the API does not.
      await replaceText(edit.getByLabel('Rua'), '   ');
      await edit.getByRole('button', { name: 'Salvar alterações' }).click();
      await expect(edit.getByRole('alert')).toContainText('Informe a rua');
      await expect(edit.getByLabel('Rua')).toHaveAccessibleDescription('Informe a rua');
      await expect(edit.getByLabel('Número')).toHaveValue(address.numero);
      await edit.getByRole('button', { name: 'Cancelar' }).click();
      await expect(edit).toBeHidden();
      await expect(item(page, address.descricao)).toContainText(address.rua);
    },
  );

  test('edita o endereço de faturamento', { tag: ['@writes', '@reference'] }, async ({ signedIn }) => {
    const loja = consumerStore();
    const account = requireAccount('consumer');
    const before = requireOnTarget((await apiAddresses(account)).faturamento, 'consumidor com endereço de faturamento');
    // A number it does not have yet, so that the save shows.
    const numero = before.numero === '121' ? '122' : '121';
    const page = await signedIn('consumer');
    await openAddresses(page, loja);
    const region = page.getByRole('region', { name: 'Endereço de faturamento' });
    await expect(region).toContainText(before.textoendereco);
    await region.getByRole('button', { name: 'Editar endereço de faturamento' }).click();
    const dialog = page.getByRole('dialog', { name: 'Endereço de faturamento' });
    await expect(dialog.getByLabel('Apelido')).toHaveValue(before.descricao);
    await replaceText(dialog.getByLabel('Número'), numero);
    await dialog.getByRole('button', { name: 'Salvar endereço de faturamento' }).click();
    await expect(dialog).toBeHidden();
    await expect(region).toContainText(`${before.rua}, ${numero}`);
    expect((await apiAddresses(account)).faturamento).toMatchObject({
      numero,
      origem: 'CADASTRO',
      descricao: before.descricao,
    });
  });

  test(
    'axe: página de endereços com o modal aberto sem violações sérias ou críticas',
    { tag: '@reference' },
    async ({ signedIn }) => {
      const page = await signedIn('consumer');
      await openAddresses(page, consumerStore());
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
  async ({ signedIn }) => {
    const loja = requireStore('company');
    const { enderecos, faturamento } = await apiAddresses(requireAccount('approvedCompany'));
    const flagged = requireOnTarget(
      enderecos.find((e) => e.enderecoCnpjInvalido),
      'empresa aprovada com endereço fora do CNPJ (enderecoCnpjInvalido)',
    );
    const billing = requireOnTarget(faturamento, 'empresa aprovada com endereço de faturamento');
    const page = await signedIn('approvedCompany');
    await openAddresses(page, loja);
    const shown = item(page, flagged.descricao);
    await expect(shown).toContainText(CNPJ_ADDRESS_WARNING);
    await expect(shown.getByText('Principal', { exact: true })).toHaveCount(flagged.primario ? 1 : 0);
    // Its billing address (descricao shown as the title), as the API gives it.
    const region = page.getByRole('region', { name: 'Endereço de faturamento' });
    await expect(region.getByRole('heading', { name: billing.descricao })).toBeVisible();
    await expect(region).toContainText(billing.textoendereco);
  },
);

test(
  'CNPJ sem endereço de faturamento salvo: o da Receita Federal aparece rotulado; sem endereços, a lista avisa',
  { tag: ['@writes', '@reference'] },
  async ({ page }) => {
    const loja = consumerStore();
    const { idfornecedor } = await fetchSupplier(loja);
    // A CNPJ that the reference API's tax-office stand-in knows and no demo account uses.
    const cnpj = '45723174000110';
    const senha = 'senha123';
    const res = await tryApi(identityEndpoints.createUser, {
      body: {
        nome: 'Sabor de Minas',
        email: `sabor.${Date.now().toString(36)}@teste.com.br`,
        cpf: cnpj,
        senha,
        idfornecedor,
        tokenOrigin: 'commerce',
      },
    });
    // 200, or already registered by a previous attempt on the same database (retry).
    expect([200, 409]).toContain(res.ok ? 200 : res.status);
    // What the API gives as its billing address: the tax office's, since none is saved.
    const session = await apiLogin(cnpj, senha, idfornecedor);
    const billing = await callApi(addressEndpoints.getBillingAddress, {
      params: { idcliente: session.idcliente },
      auth: { token: session.token },
    });
    expect(billing.endereco.origem).toBe('RECEITA');
    await page.goto(loja.url(PAGE));
    const main = page.getByRole('main');
    await typeInto(main.getByLabel('Email, CPF ou CNPJ'), cnpj);
    await main.getByRole('button', { name: 'Continuar' }).click();
    await typeInto(main.getByLabel('Senha'), senha);
    await main.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page).toHaveURL(loja.url(PAGE));
    await expect(page.getByText('Você ainda não cadastrou nenhum endereço de entrega.')).toBeVisible();
    const region = page.getByRole('region', { name: 'Endereço de faturamento' });
    await expect(region.getByText('Dados da Receita Federal')).toBeVisible();
    await expect(region).toContainText(billing.endereco.textoendereco);
  },
);

test('sem sessão, a página de endereços leva ao login', { tag: '@smoke' }, async ({ page }) => {
  const loja = consumerStore();
  await page.goto(loja.url(PAGE));
  await expect(page).toHaveURL(loja.url('/entrar?voltar=%2Fconta%2Fenderecos'));
});
