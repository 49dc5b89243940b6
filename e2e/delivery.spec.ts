/**
 * The delivery context on the storefront — CEP → supplier selection (one, several,
 * none), the address gate of the company store (requires-address-to-access; the Atacado locally), pickup on the
 * pickup-only store (the Adega), the delivery type reloading the catalog, the mobile side menu, and a visitor's CEP
 * becoming a saved address after registration + login. The truth comes from the API: the stores from the target
 * profile, who serves each CEP from the API's CEP look-up and supplier listing by its point (e2e/delivery-discovery.ts),
 * the products by the delivery types the catalogue offers them for.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

import { supplierEndpoints } from '../lib/contract/supplier';
import { offeredDeliveryTypes } from '../lib/rules/delivery';
import { sellsOnlyToCompanies } from '../lib/rules/supplier-audience';
import { apiAddAddress, apiAddresses, apiLogin, callApi } from './api-client';
import {
  cepNobodyServes,
  cepWhere,
  deliveryOnlyBesideBoth,
  idsOf,
  productsByDeliveryType,
  searchTermFor,
  type CepService,
} from './delivery-discovery';
import {
  escapeRegExp,
  expect,
  fetchSupplier,
  openLoginForm,
  passAgeGate,
  registerStoreAccount,
  replaceText,
  requireOnTarget,
  requireProviderHome,
  requireStore,
  SHARED_HOST,
  storefrontUrl,
  storeWhere,
  test,
  typeInto,
  visitorProducts,
  type Supplier,
  type TargetStore,
} from './fixtures';
import { formatCep, placeAt, storeCep } from './store-discovery';

// The target's stores (e2e/target.ts): the Empório, the Atacado and the Adega locally.
const consumer = () => requireStore('consumer');
const company = () => requireStore('company');
const pickupStore = () => requireStore('pickup');

/** The suppliers (from the API by slug) of the consumer and the company stores. */
const consumerAndCompany = () => Promise.all([fetchSupplier(consumer()), fetchSupplier(company())]);

/** Whether a list of serving suppliers is exactly these. */
const exactly = (list: readonly { idfornecedor: string }[], ...suppliers: Supplier[]) =>
  idsOf(list).join() === idsOf(suppliers).join();

/** Who serves a CEP at all (delivery or pickup), each once: what the provider home lists. */
const servedAtAll = (s: CepService) => [
  ...s.entrega,
  ...s.retirada.filter((r) => !s.entrega.some((e) => e.idfornecedor === r.idfornecedor)),
];

/** A CEP delivered to by the consumer and the company stores and served by nobody else. */
const cepOfBoth = (here: Supplier, there: Supplier) =>
  cepWhere(
    (s) => exactly(s.entrega, here, there) && exactly(servedAtAll(s), here, there),
    `atendido por ${here.nome} e ${there.nome} e por mais ninguém`,
  );

/** A CEP served by the company store only: no delivery (nor pickup) by anyone else. */
const cepOfCompanyOnly = (there: Supplier) =>
  cepWhere((s) => exactly(s.entrega, there) && exactly(servedAtAll(s), there), `atendido só por ${there.nome}`);

/** The company store's supplier, which must sell to companies only (labelled, never offered to a consumer). */
function requireCompaniesOnly(there: Supplier): Supplier {
  return requireOnTarget(
    sellsOnlyToCompanies(there.tag) ? there : undefined,
    `loja de empresa que vende só para empresas (${there.nome})`,
  );
}

/** The store that asks for an address before showing its catalogue (requires-address-to-access). */
async function addressGatedStore(): Promise<TargetStore> {
  return requireOnTarget(
    await storeWhere((tags) => tags.includes('requires-address-to-access')),
    'loja que pede endereço antes de navegar (requires-address-to-access)',
  );
}

const NAO_ATENDEMOS = 'Infelizmente ainda não atendemos este endereço';

/** Opens the header delivery selector (side panel) and answers it. */
async function openSelector(page: Page) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^(Entrega|Receber|Retirada)/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Entrega e retirada' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function searchCep(scope: ReturnType<Page['getByRole']>, cep: string) {
  const input = scope.getByRole('textbox', { name: 'CEP' });
  // Masked as typed. The address gate is in the server HTML: what is typed before hydration is
  // reset by React, so the typing is repeated until the page is interactive.
  await expect(async () => {
    await replaceText(input, cep.replace(/\D/g, ''));
    await expect(input).toHaveValue(formatCep(cep.replace(/\D/g, '')), { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await scope.getByRole('button', { name: /^Buscar/ }).click();
}

test(
  'visitante no emporio: CEP atendido só pelo atacado é explicado, fica no emporio até escolher; o atacado vem marcado só para empresas',
  { tag: '@reference' },
  async ({ page }) => {
    const store = consumer();
    const [here, there] = await consumerAndCompany();
    requireCompaniesOnly(there);
    const { cep } = await cepOfCompanyOnly(there);
    await passAgeGate(page, store);
    await page.goto(store.url('/'));
    const dialog = await openSelector(page);
    await searchCep(dialog, cep);
    await expect(dialog.getByRole('status')).toHaveText(`${here.nome} não entrega no CEP ${formatCep(cep)}.`);
    const outros = dialog.getByRole('list', { name: 'Fornecedores que atendem este endereço' });
    const item = outros.getByRole('listitem');
    await expect(item).toHaveCount(1);
    await expect(item).toContainText(there.nome);
    await expect(item).toContainText('Vendas somente para empresas (CNPJ)');
    const options = dialog.getByRole('group', { name: 'Outras opções' });
    // Pickup is offered when the store offers it (its tags from the API).
    const pickup = options.getByRole('button', { name: `Escolher retirada em ${here.nome}` });
    if (offeredDeliveryTypes(here.tag).includes('RETIRADA')) await expect(pickup).toBeVisible();
    else await expect(pickup).toHaveCount(0);
    await expect(options.getByRole('button', { name: 'Tentar outro CEP' })).toBeVisible();
    await expect(options.getByRole('button', { name: `Continuar em ${here.nome}` })).toBeVisible();
    // Nothing moved and nothing was stored: still on the consumer store, still without a place.
    await page.waitForTimeout(500);
    await expect(page).toHaveURL(store.url('/'));
    await expect(page.locator(`[data-supplier="${here.slug}"]`)).toHaveCount(1);
    await expect(page.getByRole('banner').getByRole('button', { name: /^Entrega/ })).toContainText('Informe seu CEP');

    // The shopper chooses to go.
    await item.getByRole('link', { name: `Ir para ${there.nome}` }).click();
    await expect(page).toHaveURL(company().url('/'));
    await expect(page.locator(`[data-supplier="${there.slug}"]`)).toHaveCount(1);
    // The place travelled with the visitor: no address gate, the catalog is there.
    await expect(page.getByRole('list', { name: 'Produtos', exact: true })).toBeVisible();
    await expect(
      page.getByRole('banner').getByRole('button', { name: new RegExp(`Receber em ${formatCep(cep)}`) }),
    ).toBeVisible();
  },
);

test(
  'página do provedor (sem JavaScript): por nenhum, aviso; por dois, lista; só pelo atacado (vendas só para empresas), listado e marcado em vez de redirecionar',
  { tag: '@reference' },
  async ({ browser, request }) => {
    await requireProviderHome(request);
    const [here, there] = await consumerAndCompany();
    requireCompaniesOnly(there);
    const nobody = await cepNobodyServes(consumer());
    const both = (await cepOfBoth(here, there)).cep;
    const companyOnly = (await cepOfCompanyOnly(there)).cep;
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(storefrontUrl(SHARED_HOST, '/'));
    const finder = page.getByRole('region', { name: 'Encontre os fornecedores que entregam no seu CEP' });
    await typeInto(finder.getByRole('textbox', { name: 'CEP' }), formatCep(nobody));
    await finder.getByRole('button', { name: 'Buscar fornecedores' }).click();
    await expect(
      page.getByRole('region', { name: 'Encontre os fornecedores que entregam no seu CEP' }).getByText(NAO_ATENDEMOS),
    ).toBeVisible();

    await page.goto(storefrontUrl(SHARED_HOST, `/?cep=${both}`));
    const list = page.getByRole('list', { name: 'Fornecedores que entregam no seu CEP' });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(list.getByRole('link', { name: `Comprar em ${here.nome}` })).toBeVisible();
    await expect(list.getByRole('link', { name: `Comprar em ${there.nome}` })).toBeVisible();

    // Served by the company store alone, which sells to companies only: listed and labelled, never a silent redirect.
    await page.goto(
      storefrontUrl(SHARED_HOST, `/?cep=${encodeURIComponent(` ${companyOnly.slice(0, 5)} ${companyOnly.slice(5)} `)}`),
    );
    await expect(page).toHaveURL(new RegExp(`^${escapeRegExp(storefrontUrl(SHARED_HOST, '/?cep='))}`));
    await expect(finder.getByRole('textbox', { name: 'CEP' })).toHaveValue(formatCep(companyOnly));
    const only = page.getByRole('list', { name: 'Fornecedores que entregam no seu CEP' }).getByRole('listitem');
    await expect(only).toHaveCount(1);
    await expect(only).toContainText('Vendas somente para empresas (CNPJ)');
    await only.getByRole('link', { name: `Comprar em ${there.nome}` }).click();
    await expect(page).toHaveURL(company().url('/'));
    await expect(page.getByRole('list', { name: 'Produtos', exact: true })).toBeVisible();
    await context.close();
  },
);

test(
  'página do provedor: um CEP atendido só por uma loja de retirada (a Adega em Bento Gonçalves) lista a retirada em vez de "não atendemos"',
  { tag: '@reference' },
  async ({ page, request }) => {
    await requireProviderHome(request);
    const store = pickupStore();
    const adega = await fetchSupplier(store);
    // A CEP served by the pickup store's pickup area alone; its nearest store (the API's listing by the point) is offered.
    const served = await cepWhere(
      (s) => s.entrega.length === 0 && exactly(s.retirada, adega),
      `atendido só pela retirada de ${adega.nome}`,
    );
    const loja = requireOnTarget(served.retirada[0]!.lojas?.[0], `loja de retirada de ${adega.nome} perto do CEP`);
    await page.goto(storefrontUrl(SHARED_HOST, '/'));
    const finder = page.getByRole('region', { name: 'Encontre os fornecedores que entregam no seu CEP' });
    const cep = finder.getByRole('textbox', { name: 'CEP' });
    await typeInto(cep, served.cep);
    await expect(cep).toHaveValue(formatCep(served.cep));
    await page.keyboard.press('Enter');
    const only = page.getByRole('list', { name: 'Fornecedores que entregam no seu CEP' }).getByRole('listitem');
    await expect(only).toHaveCount(1);
    await expect(only).toContainText(`Retirada em ${loja.nome}`);
    await expect(finder).not.toContainText(NAO_ATENDEMOS);
    await only.getByRole('link', { name: `Comprar em ${adega.nome}` }).click();
    await expect(page).toHaveURL(new RegExp(`^${escapeRegExp(store.url('/'))}`));
  },
);

test(
  'o CEP é mascarado ao digitar e ao colar: seletor de entrega e página do provedor',
  { tag: '@smoke' },
  async ({ page, request }) => {
    const store = consumer();
    await passAgeGate(page, store);
    await page.goto(store.url('/'));
    const dialog = await openSelector(page);
    const cep = dialog.getByRole('textbox', { name: 'CEP' });
    await expect(cep).toHaveAttribute('inputmode', 'numeric');
    await expect(cep).toHaveAttribute('autocomplete', 'postal-code');
    for (const pasted of ['01310100', '01310-100', ' 01310 100 ']) {
      await replaceText(cep, '');
      await cep.focus();
      await page.keyboard.insertText(pasted);
      await expect(cep).toHaveValue('01310-100');
    }
    await dialog.getByRole('button', { name: 'Fechar' }).click();

    // A deployment without the provider home (one store) has checked the selector only.
    await requireProviderHome(request);
    await page.goto(storefrontUrl(SHARED_HOST, '/'));
    const finder = page
      .getByRole('region', { name: 'Encontre os fornecedores que entregam no seu CEP' })
      .getByRole('textbox', { name: 'CEP' });
    await typeInto(finder, '054350');
    await expect(finder).toHaveValue('05435-0');
    await replaceText(finder, '');
    await finder.focus();
    await page.keyboard.insertText(' 05435 000 ');
    await expect(finder).toHaveValue('05435-000');
  },
);

/** Serious or critical axe violations of the page as it is now. */
async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.help} → ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(' | ')}`,
    );
}

test(
  'axe: o seletor com a explicação (CEP não atendido) e com as lojas da adega, sem violações sérias ou críticas',
  { tag: '@reference' },
  async ({ page }) => {
    test.setTimeout(90_000);
    const store = consumer();
    const adega = pickupStore();
    const [, there] = await consumerAndCompany();
    const { cep } = await cepOfCompanyOnly(there);
    await passAgeGate(page, store);
    await page.goto(store.url('/'));
    const dialog = await openSelector(page);
    await searchCep(dialog, cep);
    await expect(dialog.getByRole('group', { name: 'Outras opções' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await passAgeGate(page, adega);
    await page.goto(adega.url('/'));
    const adegaPanel = await openSelector(page);
    await expect(
      adegaPanel.getByRole('list', { name: 'Lojas para retirada' }).getByRole('listitem').first(),
    ).toContainText('Horário:');
    expect(await axeViolations(page)).toEqual([]);
  },
);

test(
  'CEP atendido por dois fornecedores mostra a lista de escolha (segmento, fornecedor, loja); escolher leva ao escolhido',
  { tag: '@reference' },
  async ({ page }) => {
    const store = consumer();
    const [here, there] = await consumerAndCompany();
    const served = await cepOfBoth(here, there);
    // Each row names the supplier's segments, as the supplier listing at the CEP's point gives them.
    const segment = (s: Supplier) =>
      requireOnTarget(
        served.entrega
          .find((f) => f.idfornecedor === s.idfornecedor)!
          .segmentos.map((x) => x.nome)
          .join(', '),
        `segmento de ${s.nome}`,
      );
    await passAgeGate(page, store);
    await page.goto(store.url('/'));
    const dialog = await openSelector(page);
    await searchCep(dialog, served.cep);
    const list = dialog.getByRole('list', { name: 'Fornecedores que atendem este endereço' });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(list.getByRole('listitem').filter({ hasText: here.nome })).toContainText(segment(here));
    await expect(list.getByRole('listitem').filter({ hasText: there.nome })).toContainText(segment(there));
    await list.getByRole('link', { name: `Escolher ${there.nome}` }).click();
    await expect(page).toHaveURL(company().url('/'));
    await expect(page.getByRole('list', { name: 'Produtos', exact: true })).toBeVisible();
  },
);

test('CEP que ninguém atende: aviso e endereço limpo', { tag: '@reference' }, async ({ page }) => {
  const store = consumer();
  const cep = await cepNobodyServes(store);
  await passAgeGate(page, store);
  await page.goto(store.url('/'));
  const dialog = await openSelector(page);
  await searchCep(dialog, cep);
  await expect(dialog.getByRole('status').filter({ hasText: NAO_ATENDEMOS })).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'CEP' })).toHaveValue('');
  await expect(page).toHaveURL(store.url('/'));
  await expect(page.getByRole('banner').getByRole('button', { name: /^Entrega/ })).toContainText('Informe seu CEP');
});

test(
  'atacado: o modal de endereço aparece antes do catálogo, sem HTML de produtos; com o CEP o catálogo abre',
  { tag: '@reference' },
  async ({ page }) => {
    const store = await addressGatedStore();
    const truth = await visitorProducts(store, { limit: 20 });
    await passAgeGate(page, store);
    // A product page is served under the gate (decision 0045): its content is there for crawlers, but
    // inert behind the dialog, without prices; the home still sends no catalog HTML.
    const product = await page.goto(store.url(`/produto/${truth.produtos[0]!.slug}`));
    expect(product?.status()).toBe(200);
    await expect(page.getByRole('dialog', { name: 'Informe seu endereço' })).toBeVisible();
    await expect(page.locator('[inert] main h1')).toHaveText(truth.produtos[0]!.nome);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
    expect(await product!.text()).not.toContain('R$');

    const res = await page.goto(store.url('/'));
    expect(res?.status()).toBe(200);
    const gate = page.getByRole('dialog', { name: 'Informe seu endereço' });
    await expect(gate).toBeVisible();
    await expect(page.getByRole('list', { name: 'Produtos', exact: true })).toHaveCount(0);
    const source = await res!.text();
    for (const p of truth.produtos.slice(0, 10)) expect(source).not.toContain(p.nome);
    // Login stays reachable.
    await expect(gate.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', `${store.base}/entrar`);

    // A CEP the store serves (the profile's).
    await searchCep(gate, storeCep(store));
    await expect(gate).toBeHidden();
    const list = page.getByRole('list', { name: 'Produtos', exact: true });
    await expect(list).toBeVisible();
    await expect(list.getByRole('listitem')).toHaveCount(truth.produtos.length);
    // Prices stay hidden from visitors where the API hides them (hide-price-for-logged-out-customers).
    if (!truth.possuiPreco) {
      await expect(page.getByRole('main').getByText('Faça login para comprar').first()).toBeVisible();
      expect(await page.content()).not.toContain('R$');
    }
  },
);

test(
  'atacado: CEP fora da área no modal mostra o aviso e o modal continua',
  { tag: '@reference' },
  async ({ page }) => {
    const store = await addressGatedStore();
    const cep = await cepNobodyServes(store);
    await passAgeGate(page, store);
    await page.goto(store.url('/busca'));
    const gate = page.getByRole('dialog', { name: 'Informe seu endereço' });
    await searchCep(gate, cep);
    await expect(gate.getByRole('status').filter({ hasText: NAO_ATENDEMOS })).toBeVisible();
    await expect(gate).toBeVisible();
    await expect(page.getByRole('list', { name: 'Produtos', exact: true })).toHaveCount(0);
  },
);

test(
  'adega (só retirada): o painel diz Retirada; as lojas com horário e distância; escolher fecha o painel e o cabeçalho mostra a loja',
  { tag: '@reference' },
  async ({ page }) => {
    const store = pickupStore();
    const { idfornecedor } = await fetchSupplier(store);
    const area = await callApi(supplierEndpoints.getServiceArea, { query: { idfornecedor } });
    expect(area.lojas.length).toBeGreaterThan(0);
    const loja = area.lojas[0]!;

    await passAgeGate(page, store);
    await page.goto(store.url('/'));
    const dialog = await openSelector(page);
    await expect(dialog.getByRole('radio')).toHaveCount(0);
    await expect(dialog.getByRole('group', { name: 'Como você quer receber?' })).toHaveCount(0);
    await expect(dialog.getByText('Retirada', { exact: true })).toBeVisible();
    await expect(dialog.getByText(/^Retirar/)).toHaveCount(0);
    const lojas = dialog.getByRole('list', { name: 'Lojas para retirada' });
    await expect(lojas.getByRole('listitem')).toHaveCount(area.lojas.length);
    for (const l of area.lojas) {
      const row = lojas.getByRole('listitem').filter({ hasText: l.nome });
      await expect(row).toContainText(l.descricao_endereco_loja);
      expect(l.horario_atendimento).toBeTruthy();
      await expect(row).toContainText(`Horário: ${l.horario_atendimento}`);
    }

    // A CEP the store serves (the profile's).
    await searchCep(dialog, storeCep(store));
    await expect(lojas.getByRole('listitem').first()).toContainText(/a \d+(,\d)? k?m/);

    const item = lojas.getByRole('listitem').filter({ hasText: loja.nome }).first();
    await item.getByRole('button', { name: `Escolher ${loja.nome}` }).click();
    await expect(dialog).toBeHidden();
    const header = page
      .getByRole('banner')
      .getByRole('button', { name: new RegExp(`^Retirada em ${escapeRegExp(loja.nome)}`) });
    await expect(header).toBeVisible();
    await expect(header).toBeFocused();
    const again = await openSelector(page);
    await expect(
      again
        .getByRole('list', { name: 'Lojas para retirada' })
        .getByRole('listitem')
        .filter({ hasText: loja.nome })
        .getByRole('button', { name: 'Loja escolhida' }),
    ).toBeVisible();
    await page.reload();
    await expect(
      page.getByRole('banner').getByRole('button', { name: new RegExp(`^Retirada em ${escapeRegExp(loja.nome)}`) }),
    ).toBeVisible();
  },
);

test(
  'emporio: mudar para retirada recarrega a lista (o produto só de entrega some) e a página do produto avisa',
  { tag: '@reference' },
  async ({ page }) => {
    const store = consumer();
    const { idfornecedor } = await fetchSupplier(store);
    // A delivery-only product (the ice cream locally) and one of its category offered for both (the cheese bread).
    const found = await deliveryOnlyBesideBoth(idfornecedor);
    const sorvete = found.deliveryOnly.nome;
    const { slug } = found.deliveryOnly;
    const categoria = `/busca?categoria=${encodeURIComponent(found.categoria)}`;

    await passAgeGate(page, store);
    await page.goto(store.url(categoria));
    const list = page.getByRole('list', { name: 'Produtos', exact: true });
    await expect(list.getByText(sorvete)).toBeVisible();

    const dialog = await openSelector(page);
    await dialog.getByRole('radio', { name: 'Retirada' }).check();
    await expect(dialog.getByRole('status')).toContainText('Produtos e preços atualizados');
    await expect(list.getByText(sorvete)).toHaveCount(0);
    await expect(list.getByText(found.both.nome)).toBeVisible();
    await dialog.getByRole('button', { name: 'Fechar' }).click();
    await expect(page.getByRole('banner').getByRole('button', { name: /^Retirada/ })).toBeVisible();

    await page.goto(store.url(`/produto/${slug}`));
    await expect(page.getByRole('heading', { name: sorvete, level: 1 })).toBeVisible();
    await expect(page.getByText('Este produto não está disponível para retirada na loja')).toBeVisible();

    // Back to delivery: it is listed again.
    const again = await openSelector(page);
    // No wait for the panel's state: a click before it has loaded is not undone (the radios wait for it).
    await again.getByRole('radio', { name: 'Entrega' }).check();
    await expect(again.getByRole('status')).toContainText('Produtos e preços atualizados');
    await page.goto(store.url(categoria));
    await expect(page.getByRole('list', { name: 'Produtos', exact: true }).getByText(sorvete)).toBeVisible();
  },
);

test(
  'emporio: as sugestões da busca seguem o tipo de entrega (na retirada, o produto só de entrega não é sugerido)',
  { tag: '@reference' },
  async ({ page }) => {
    const store = consumer();
    const { idfornecedor } = await fetchSupplier(store);
    // A delivery-only product and a pickup-only one (the ice cream and the brigadeiros locally), each with a word
    // of its name that the API's search finds it by under its own delivery type.
    const byType = await productsByDeliveryType(idfornecedor);
    const termed = async (list: typeof byType.deliveryOnly, tipo: 'DELIVERY' | 'RETIRADA', what: string) => {
      for (const p of list) {
        const term = await searchTermFor(idfornecedor, p, tipo);
        if (term) return { nome: p.nome, term };
      }
      return requireOnTarget<{ nome: string; term: string }>(undefined, what);
    };
    const onlyDelivery = await termed(byType.deliveryOnly, 'DELIVERY', 'produto só de entrega achado pela busca');
    const onlyPickup = await termed(byType.pickupOnly, 'RETIRADA', 'produto só de retirada achado pela busca');
    const sorvete = onlyDelivery.nome;
    const brigadeiro = onlyPickup.nome;
    await passAgeGate(page, store);
    await page.goto(store.url('/'));
    const box = page.getByRole('combobox', { name: 'Buscar produtos' });
    const listbox = page.getByRole('listbox', { name: 'Sugestões de produtos' });
    /** Types the term and answers the names the storefront suggested for it. */
    const suggest = async (term: string) => {
      const answer = page.waitForResponse((r) => r.url().includes(`/api/sugestoes?q=${term}`) && r.status() === 200);
      await replaceText(box, term);
      return ((await (await answer).json()) as { sugestoes: { nome: string }[] }).sugestoes.map((s) => s.nome);
    };

    // Delivery (the default): the delivery-only product is suggested, the pickup-only one is not.
    expect(await suggest(onlyDelivery.term)).toContain(sorvete);
    await expect(listbox.getByRole('option').filter({ hasText: sorvete })).toHaveCount(1);
    expect(await suggest(onlyPickup.term)).not.toContain(brigadeiro);

    const dialog = await openSelector(page);
    await dialog.getByRole('radio', { name: 'Retirada' }).check();
    await expect(dialog.getByRole('status')).toContainText('Produtos e preços atualizados');
    await dialog.getByRole('button', { name: 'Fechar' }).click();

    // Pickup: the other way round.
    expect(await suggest(onlyDelivery.term)).not.toContain(sorvete);
    await expect(listbox.getByRole('option').filter({ hasText: sorvete })).toHaveCount(0);
    expect(await suggest(onlyPickup.term)).toContain(brigadeiro);
    await expect(listbox.getByRole('option').filter({ hasText: brigadeiro })).toHaveCount(1);
  },
);

test.describe('celular (390x844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test(
    'o aviso de endereço exigido aparece inteiro, sem mover nada na tela (nenhum layout shift)',
    { tag: '@smoke' },
    async ({ page }) => {
      const store = await addressGatedStore();
      await passAgeGate(page, store);
      // Every layout shift of the load, as Lighthouse's CLS counts them (none from user input).
      await page.addInitScript(() => {
        const w = window as unknown as { shifts: { value: number; nodes: string[] }[] };
        w.shifts = [];
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as unknown as {
            value: number;
            hadRecentInput: boolean;
            sources?: { node?: Node }[];
          }[])
            if (!e.hadRecentInput)
              w.shifts.push({ value: e.value, nodes: (e.sources ?? []).map((x) => x.node?.nodeName ?? '?') });
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(store.url('/'));
      const gate = page.getByRole('dialog', { name: 'Informe seu endereço' });
      await expect(gate.getByRole('textbox', { name: 'CEP' })).toBeVisible();
      await page.waitForLoadState('load');
      // A frame after hydration turned the dialog modal.
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      expect(await page.evaluate(() => (window as unknown as { shifts: unknown[] }).shifts)).toEqual([]);
    },
  );

  // On phones the delivery place lives in the header's side menu ('Menu').
  const openMenu = async (page: Page) => {
    await page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    return menu;
  };

  test(
    'o seletor de entrega no menu lateral funciona: CEP, escolha do fornecedor atual',
    { tag: '@reference' },
    async ({ page }) => {
      const store = consumer();
      const [here, there] = await consumerAndCompany();
      const { cep } = await cepOfBoth(here, there);
      await passAgeGate(page, store);
      await page.goto(store.url('/'));
      await (await openMenu(page)).getByRole('button', { name: /^(Entrega|Receber|Retirar)/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Entrega e retirada' });
      await expect(dialog).toBeVisible();
      const box = await dialog.boundingBox();
      expect(box!.width).toBeGreaterThanOrEqual(380);
      await searchCep(dialog, cep);
      const list = dialog.getByRole('list', { name: 'Fornecedores que atendem este endereço' });
      await list.getByRole('link', { name: `Escolher ${here.nome}` }).click();
      await expect(page).toHaveURL(store.url('/'));
      await expect(
        (await openMenu(page)).getByRole('button', { name: new RegExp(`Receber em ${formatCep(cep)}`) }),
      ).toBeVisible();
    },
  );
});

test(
  'o CEP do visitante vira um endereço salvo depois do cadastro e login',
  { tag: ['@writes', '@reference'] },
  async ({ page }) => {
    const store = consumer();
    const [here, there] = await consumerAndCompany();
    const { cep } = await cepOfBoth(here, there);
    // A fresh consumer (registered through the API as the storefront does), so the target's accounts stay as they are.
    const senha = 'senha123';
    const { cpf } = await registerStoreAccount(store, 'Cliente Entrega', senha);

    await passAgeGate(page, store);
    await page.goto(store.url('/'));
    const dialog = await openSelector(page);
    await searchCep(dialog, cep);
    await dialog
      .getByRole('list', { name: 'Fornecedores que atendem este endereço' })
      .getByRole('link', { name: `Escolher ${here.nome}` })
      .click();
    await expect(page.getByRole('banner').getByRole('button', { name: /^Receber em/ })).toBeVisible();

    const login = await openLoginForm(page);
    await typeInto(login.getByLabel('Email, CPF ou CNPJ'), cpf);
    await login.getByRole('button', { name: 'Continuar' }).click();
    await typeInto(login.getByLabel('Senha'), senha);
    await login.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page.getByRole('banner').locator('[data-account-area]')).toHaveAttribute('data-logado', 'true');

    // The API has it, with the CEP's street and the coordinates of the CEP.
    const enderecos = await apiAddresses(await apiLogin(cpf, senha, here.idfornecedor));
    expect(enderecos).toHaveLength(1);
    expect(enderecos[0]).toMatchObject({
      cep,
      rua: (await placeAt(cep)).rua,
      numero: 'S/N',
      primario: true,
    });

    // The selector lists it as the current saved address, with the link to manage addresses.
    const again = await openSelector(page);
    const saved = again.getByRole('list', { name: 'Meus endereços' });
    await expect(saved.getByRole('button', { name: 'Endereço atual' })).toBeVisible();
    await expect(again.getByRole('link', { name: 'Gerenciar endereços' })).toHaveAttribute('href', '/conta/enderecos');
  },
);

test(
  'cliente (CPF) escolhe um endereço salvo: o principal vale de início; outro atendido só pelo atacado é explicado, sem oferecer o atacado',
  { tag: ['@writes', '@reference'] },
  async ({ page }) => {
    const store = consumer();
    const [here, there] = await consumerAndCompany();
    requireCompaniesOnly(there);
    const casa = (await cepOfBoth(here, there)).cep;
    const galpao = (await cepOfCompanyOnly(there)).cep;
    const senha = 'senha123';
    const { cpf } = await registerStoreAccount(store, 'Cliente Endereços', senha);
    const session = await apiLogin(cpf, senha, here.idfornecedor);
    await apiAddAddress(session, await placeAt(casa), { descricao: 'Casa', numero: '10', primario: true });
    await apiAddAddress(session, await placeAt(galpao), { descricao: 'Galpão', numero: '10', primario: false });

    await passAgeGate(page, store);
    await page.goto(store.url('/'));
    const login = await openLoginForm(page);
    await typeInto(login.getByLabel('Email, CPF ou CNPJ'), cpf);
    await login.getByRole('button', { name: 'Continuar' }).click();
    await typeInto(login.getByLabel('Senha'), senha);
    await login.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page.getByRole('banner').locator('[data-account-area]')).toHaveAttribute('data-logado', 'true');

    // use-primary-address: without a choice, the primary address is the current one.
    const dialog = await openSelector(page);
    const saved = dialog.getByRole('list', { name: 'Meus endereços' });
    await expect(
      saved.getByRole('listitem').filter({ hasText: 'Casa' }).getByRole('button', { name: 'Endereço atual' }),
    ).toBeVisible();

    // Galpão is served only by the company store, which sells to companies only: a consumer is
    // told why and is not offered it; the current address stays.
    await saved.getByRole('button', { name: 'Usar Galpão' }).click();
    await expect(dialog.getByRole('status')).toHaveText(`${here.nome} não entrega no CEP ${formatCep(galpao)}.`);
    await expect(dialog.getByRole('list', { name: 'Fornecedores que atendem este endereço' })).toHaveCount(0);
    await expect(dialog.getByRole('link', { name: new RegExp(escapeRegExp(there.nome)) })).toHaveCount(0);
    // Pickup is offered when the store offers it (its tags from the API).
    const pickup = dialog
      .getByRole('group', { name: 'Outras opções' })
      .getByRole('button', { name: `Escolher retirada em ${here.nome}` });
    if (offeredDeliveryTypes(here.tag).includes('RETIRADA')) await expect(pickup).toBeVisible();
    else await expect(pickup).toHaveCount(0);
    await page.waitForTimeout(500);
    await expect(page).toHaveURL(store.url('/'));
    await expect(
      saved.getByRole('listitem').filter({ hasText: 'Casa' }).getByRole('button', { name: 'Endereço atual' }),
    ).toBeVisible();

    await dialog.getByRole('button', { name: `Continuar em ${here.nome}` }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole('banner').getByRole('button', { name: new RegExp(`Receber em ${formatCep(casa)}`) }),
    ).toBeVisible();
  },
);
