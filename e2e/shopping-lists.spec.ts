/**
 * In Chromium against the real API: a customer creates a list, adds a product to it from
 * the product page ("Adicionar à lista"), applies it (success → the supplier home, the cart filled);
 * sees a list suggested by the supplier; uploads a spreadsheet with bad lines on /pedido-rapido and
 * gets the table per line, the good line in the cart. axe on the new pages. The stores, the representative and
 * its client come from the target (e2e/target.ts); ids, tags, names and products (picked by a property: plain
 * units, one unavailable) from the API.
 */
import ExcelJS from 'exceljs';

import type { ProductSummary } from '../lib/contract';
import { identityEndpoints } from '../lib/contract/identity';
import { SHOPPING_LIST_MESSAGES, shoppingListEndpoints } from '../lib/contract/shopping-list';
import { SPREADSHEET_MESSAGES } from '../lib/contract/spreadsheet';
import { exceljsWorkbook, loadXlsx } from '../test-support/crafted-xlsx';
import { apiCart, apiLogin, callApi, isPlainUnit, saveApiCart } from './api-client';
import {
  accountUser,
  axeClean,
  ensureDeliveryAddress,
  expect,
  fetchSupplier,
  NEW_CUSTOMER_PASSWORD,
  pasteInto,
  registerCustomer,
  requireAccount,
  requireOnTarget,
  requireStore,
  signInThroughApi,
  test,
  typeInto,
  visitorProducts,
  type TargetStore,
} from './fixtures';

test.describe.configure({ timeout: 120_000 });

/**
 * What the tests of the consumer store buy, from its visitor listing: two plain products (one unit is one line at
 * its list price, no maximum below 6) and one unavailable.
 */
async function consumerProducts(
  loja: TargetStore,
): Promise<{ feijao: ProductSummary; acucar: ProductSummary; uva: ProductSummary }> {
  const { produtos } = await visitorProducts(loja);
  const plain = produtos.filter((p) => isPlainUnit(p) && (p.maxporpedido === null || p.maxporpedido >= 6));
  const [feijao, acucar] = requireOnTarget(
    plain.length >= 2 && plain,
    'dois produtos vendidos por unidade, sem faixas nem mínimo, na loja de consumidor',
  );
  const uva = requireOnTarget(
    produtos.find((p) => !p.disponivel),
    'produto indisponível entre os 100 primeiros da loja de consumidor',
  );
  return { feijao: feijao!, acucar: acucar!, uva };
}

test(
  'listas: criar, adicionar pela página do produto, aplicar ao carrinho e ir para a home; lista sugerida',
  { tag: ['@writes', '@reference'] },
  async ({ page, backOffice }) => {
    const loja = requireStore('consumer');
    const url = (path: string) => loja.url(path);
    const E = await fetchSupplier(loja);
    const { feijao, acucar, uva } = await consumerProducts(loja);
    const FEIJAO = feijao.nome;
    const ACUCAR = acucar.nome;
    const me = await registerCustomer(loja, 'Cliente Listas E2E');
    await backOffice.suggestShoppingList(E.idfornecedor, {
      nome: 'Sugestão do Empório',
      idclient: me.idcliente,
      produtos: [{ idproduto: acucar.idproduto, quantidade: 2 }],
    });

    // Performance cookies allowed: a store with the GA4 tag sends GA4 events (add_to_wishlist below).
    const ga4 = E.tag.includes('enable-google-analytics-ga4-version-tag-events');
    await page.context().addCookies([
      {
        name: 'cookie-preferences',
        value: encodeURIComponent(JSON.stringify([true, true, true, false])),
        url: `${loja.origin}/`,
      },
    ]);
    await ensureDeliveryAddress(page, loja);
    await page.goto(url('/'));
    await signInThroughApi(page, loja, me.cpf, NEW_CUSTOMER_PASSWORD);

    // From the account page: create a list.
    await page.goto(url('/conta'));
    await page.getByRole('link', { name: 'Listas de compras' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Listas de compras' })).toBeVisible();
    await expect(page.getByText('Você ainda não tem listas.', { exact: false })).toBeVisible();
    await axeClean(page);
    await typeInto(page.getByLabel('Nome da lista'), 'Feira E2E');
    await page.getByRole('button', { name: 'Criar lista' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Feira E2E' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Lista criada.' })).toBeVisible();

    // The product page's "Adicionar à lista" dialog.
    await page.goto(url(`/produto/${feijao.slug}`));
    const dialog = page.getByRole('dialog', { name: `Adicionar à lista: ${FEIJAO}` });
    await expect(async () => {
      await page.getByRole('button', { name: 'Adicionar à lista' }).click();
      await expect(dialog).toBeVisible({ timeout: 2_000 });
    }).toPass();
    await dialog.getByRole('radio', { name: 'Feira E2E' }).check();
    await axeClean(page);
    await dialog.getByRole('button', { name: 'Salvar na lista' }).click();
    await expect(dialog.getByRole('status')).toHaveText(SHOPPING_LIST_MESSAGES.produtoAdicionado(FEIJAO, 'Feira E2E'));
    await expect
      .poll(() =>
        page.evaluate(() =>
          (
            (window as unknown as { dataLayer?: { event?: string; ecommerce?: { items?: { item_id: string }[] } }[] })
              .dataLayer ?? []
          ).filter((x) => x.event === 'add_to_wishlist'),
        ),
      )
      .toEqual(
        ga4
          ? [
              expect.objectContaining({
                ecommerce: expect.objectContaining({ items: [expect.objectContaining({ item_id: feijao.idproduto })] }),
              }),
            ]
          : [],
      );
    await dialog.getByRole('link', { name: 'Ver lista' }).click();

    // The list: the product, then apply → the supplier home with the cart filled.
    await expect(page.getByRole('heading', { level: 1, name: 'Feira E2E' })).toBeVisible();
    await expect(page.locator(`tr[data-list-product="${feijao.codigo}"]`)).toContainText(FEIJAO);
    await axeClean(page);
    await expect(async () => {
      await page.getByRole('button', { name: 'Aplicar ao carrinho' }).click();
      await expect(page).toHaveURL(url('/?aviso=lista-aplicada'), { timeout: 3_000 });
    }).toPass();
    // The home says how it went.
    await expect(page.getByRole('status').filter({ hasText: SHOPPING_LIST_MESSAGES.aplicada })).toBeVisible();
    await expect(page.locator('[data-cart-count]').first()).toHaveText('1');
    const cart = await apiCart(me, { idfornecedor: E.idfornecedor });
    expect(cart.produtosSelecionados.map((p) => [p.nome, p.quantidade])).toEqual([[FEIJAO, 1]]);

    // The suggested list: read-only, applied on top of the cart.
    await page.goto(url('/conta/listas'));
    await page.getByRole('link', { name: 'Listas sugeridas' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Listas sugeridas' })).toBeVisible();
    await page.getByRole('link', { name: 'Sugestão do Empório' }).click();
    await expect(page.getByText(`Sugerida pelo fornecedor: ${E.nome}`)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Desativar lista' })).toHaveCount(0);
    await axeClean(page);
    await expect(async () => {
      await page.getByRole('button', { name: 'Aplicar ao carrinho' }).click();
      await expect(page).toHaveURL(/\/\?aviso=lista-(aplicada|parcial)$/, { timeout: 3_000 });
    }).toPass();
    await expect(page.locator('[data-cart-count]').first()).toHaveText('2');

    // From the cart: its lines into a new list.
    await page.goto(url('/carrinho'));
    await page.getByRole('link', { name: 'Adicionar o carrinho a uma lista' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Adicionar o carrinho a uma lista' })).toBeVisible();
    await axeClean(page);
    await page.getByRole('radio', { name: 'Nova lista' }).check();
    await typeInto(page.getByLabel('Nome da nova lista'), 'Do carrinho');
    await page.getByRole('button', { name: 'Salvar na lista' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Do carrinho' })).toBeVisible();
    await expect(page.locator('tr[data-list-product]')).toHaveCount(2);
    await expect(page.locator(`tr[data-list-product="${acucar.codigo}"]`)).toContainText(ACUCAR);

    // An apply the API refuses ends with error: the message, the page stays, the cart is unchanged.
    const { lista } = await callApi(shoppingListEndpoints.createShoppingList, {
      params: { idfornecedor: E.idfornecedor },
      body: {
        nome: 'Só indisponíveis',
        idclient: me.idcliente,
        produtos: [{ idproduto: uva.idproduto, quantidade: 1 }],
      },
      auth: me,
    });
    await page.goto(url(`/conta/listas/${lista.idlista}`));
    await expect(async () => {
      await page.getByRole('button', { name: 'Aplicar ao carrinho' }).click();
      await expect(page.getByRole('alert').filter({ hasText: SHOPPING_LIST_MESSAGES.nenhumDisponivel })).toBeVisible({
        timeout: 3_000,
      });
    }).toPass();
    await expect(page).toHaveURL(new RegExp(`/conta/listas/${lista.idlista}`));
    await expect(page.locator('[data-cart-count]').first()).toHaveText('2');
  },
);

test(
  'pedido rápido: planilhas CSV e XLSX com linhas ruins mostram a tabela por linha e levam as boas ao carrinho',
  { tag: '@writes' },
  async ({ page }) => {
    const loja = requireStore('consumer');
    const url = (path: string) => loja.url(path);
    const E = await fetchSupplier(loja);
    const { feijao, uva } = await consumerProducts(loja);
    const FEIJAO = feijao.nome;
    const me = await registerCustomer(loja, 'Cliente Planilha E2E');
    await ensureDeliveryAddress(page, loja);
    await page.goto(url('/'));
    await signInThroughApi(page, loja, me.cpf, NEW_CUSTOMER_PASSWORD);
    await page.goto(url('/conta'));
    await page.getByRole('link', { name: 'Pedido rápido' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Pedido rápido' })).toBeVisible();
    await axeClean(page);

    // The template: header codigo;quantidade and real codes of the supplier.
    const [modelo] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Baixar modelo de planilha (CSV)' }).click(),
    ]);
    expect(modelo.suggestedFilename()).toBe('modelo-pedido-rapido.csv');
    const text = await modelo.createReadStream().then(async (st) => {
      const chunks: Buffer[] = [];
      for await (const c of st) chunks.push(c as Buffer);
      return Buffer.concat(chunks).toString('utf8');
    });
    expect(text).toMatch(/^\uFEFFcodigo;quantidade\r\n[^;\r\n]+;1\r\n/);
    // The XLSX template: the same rows (quantities as numbers), and our own upload takes it as it is.
    const [modeloXlsx] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Baixar modelo de planilha (XLSX)' }).click(),
    ]);
    expect(modeloXlsx.suggestedFilename()).toBe('modelo-pedido-rapido.xlsx');
    const xlsxBytes = await modeloXlsx.createReadStream().then(async (st) => {
      const chunks: Buffer[] = [];
      for await (const c of st) chunks.push(c as Buffer);
      return Buffer.concat(chunks);
    });
    const sheet = (await loadXlsx(xlsxBytes)).worksheets[0]!;
    const rows = sheet.getSheetValues().slice(1) as unknown[][];
    expect(rows[0]!.slice(1)).toEqual(['codigo', 'quantidade']);
    // Quantities are number cells, codes text cells.
    expect(rows.slice(1).map((r) => r[2])).toEqual([1, 2]);
    expect([sheet.getCell('A2').type, sheet.getCell('B2').type]).toEqual([
      ExcelJS.ValueType.String,
      ExcelJS.ValueType.Number,
    ]);
    expect(rows.slice(1).map((r) => r[1])).toEqual(
      text
        .trim()
        .split('\r\n')
        .slice(1)
        .map((l) => l.split(';')[0]),
    );
    await expect(async () => {
      await page.getByLabel('Arquivo CSV ou XLSX').setInputFiles({
        name: 'modelo-pedido-rapido.xlsx',
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        buffer: xlsxBytes,
      });
      await page.getByRole('button', { name: 'Adicionar ao carrinho' }).click();
      await expect(page.getByText(SPREADSHEET_MESSAGES.resumo(2, 2))).toBeVisible({ timeout: 5_000 });
    }).toPass();
    await expect(page.locator('[data-cart-count]').first()).toHaveText('2');
    // Back to an empty cart for the checks below.
    await saveApiCart(me, E.idfornecedor, { cartItens: [] });
    await page.reload();

    const csv = `codigo;quantidade\r\n${feijao.codigo};3\r\nNAOEXISTE;1\r\n${feijao.codigo.slice(0, 3)}99999;x\r\n`;
    await expect(async () => {
      await page
        .getByLabel('Arquivo CSV ou XLSX')
        .setInputFiles({ name: 'pedido.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
      await page.getByRole('button', { name: 'Adicionar ao carrinho' }).click();
      await expect(page.getByRole('heading', { name: 'Resultado' })).toBeVisible({ timeout: 5_000 });
    }).toPass();
    await expect(page.getByText(SPREADSHEET_MESSAGES.resumo(1, 3))).toBeVisible();
    await expect(page.locator('tr[data-line-status]')).toHaveCount(3);
    await expect(page.locator('tr[data-line-status="ADICIONADO"]')).toContainText(FEIJAO);
    await expect(page.locator('tr[data-line-status="DESCONHECIDO"]')).toContainText('NAOEXISTE');
    await expect(page.locator('tr[data-line-status="INVALIDO"]')).toContainText(
      SPREADSHEET_MESSAGES.quantidadeInvalida,
    );
    await expect(page.locator('[data-cart-count]').first()).toHaveText('1');
    await axeClean(page);

    // An XLSX with an unavailable product and a line without a code.
    const planilha = await exceljsWorkbook([
      ['codigo', 'quantidade'],
      [feijao.codigo, 1],
      [uva.codigo, 2],
      ['', 4],
    ]);
    await page.getByLabel('Arquivo CSV ou XLSX').setInputFiles({
      name: 'pedido.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: planilha,
    });
    await page.getByRole('button', { name: 'Adicionar ao carrinho' }).click();
    await expect(page.getByText(SPREADSHEET_MESSAGES.resumo(1, 3))).toBeVisible();
    await expect(page.locator('tr[data-line-status="INDISPONIVEL"]')).toContainText(uva.nome);
    await expect(page.locator('tr[data-line-status="INVALIDO"]')).toContainText(SPREADSHEET_MESSAGES.codigoAusente);

    // Pasted lines, added to what the cart holds.
    await page.getByLabel('Arquivo CSV ou XLSX').setInputFiles([]);
    await pasteInto(page.getByLabel('Ou cole as linhas (código e quantidade)'), `${feijao.codigo}\t2`);
    await page.getByRole('button', { name: 'Adicionar ao carrinho' }).click();
    await expect(page.getByText(SPREADSHEET_MESSAGES.resumo(1, 1))).toBeVisible();
    await page.getByRole('link', { name: 'Ver carrinho' }).click();
    await expect(page).toHaveURL(/\/carrinho$/);
    await expect(page.getByRole('main')).toContainText(FEIJAO);
    const cart = await apiCart(me, { idfornecedor: E.idfornecedor });
    expect(cart.produtosSelecionados.map((p) => p.quantidade)).toEqual([6]);
  },
);

test(
  'representante atendendo um cliente sugere uma lista; o cliente a vê em Listas sugeridas',
  { tag: '@writes' },
  async ({ page }) => {
    const representante = requireAccount('representative');
    const loja = requireStore(representante.store);
    const A = await fetchSupplier(loja);
    // The client: the approved company the representative serves, its name and id from the API's login answer.
    const empresa = requireAccount('approvedCompany');
    const cliente = await accountUser(empresa);
    // The representative's name, from the API's answer to its login.
    const { representante: rep } = await callApi(identityEndpoints.authenticateRepresentative, {
      body: {
        cpf: representante.login,
        senha: representante.password,
        idfornecedor: A.idfornecedor,
        loginAsRepresentante: true,
        tokenOrigin: 'commerce',
      },
    });
    const nome = `Sugestão E2E ${Date.now()}`;
    await ensureDeliveryAddress(page, loja);
    await page.goto(loja.url('/'));
    await page.getByRole('banner').getByRole('link', { name: 'Entrar', exact: true }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Entrar ou cadastrar' });
    await dialog.getByRole('button', { name: 'Sou representante' }).click();
    await typeInto(dialog.getByLabel('Email do representante'), representante.login);
    await typeInto(dialog.getByLabel('Senha'), representante.password);
    await dialog.getByRole('button', { name: 'Entrar como representante' }).click();
    await expect(page).toHaveURL(/\/conta\/clientes$/);
    await page.getByRole('button', { name: `Atender ${cliente.nome}` }).click();
    await expect(page.getByRole('status', { name: 'Atendimento' })).toContainText(
      `Você está atendendo: ${cliente.nome}`,
    );

    await page.goto(loja.url('/conta/listas?aba=sugeridas'));
    await expect(page.getByRole('heading', { level: 2, name: 'Nova lista sugerida ao cliente' })).toBeVisible();
    await axeClean(page);
    await typeInto(page.getByLabel('Nome da lista'), nome);
    await page.getByRole('button', { name: 'Criar lista' }).click();
    await expect(page.getByRole('heading', { level: 1, name: nome })).toBeVisible();
    await expect(page.getByText(`Sugerida pelo seu representante: ${rep.nome}`)).toBeVisible();

    // The client's own session sees it among the suggested lists.
    const session = await apiLogin(empresa.login, empresa.password, A.idfornecedor);
    const { listas } = await callApi(shoppingListEndpoints.listShoppingLists, {
      params: { idfornecedor: A.idfornecedor },
      query: { idclient: cliente.idcliente, type: 'TO_CLIENT' },
      auth: session,
    });
    expect(listas.find((x) => x.nome === nome)).toMatchObject({ autor: { tipo: 'REPRESENTANTE' } });
  },
);
