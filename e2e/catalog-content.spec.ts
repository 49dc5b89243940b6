/**
 * Home carousels (banners and product carousels), static pages (sanitized; failures
 * show the spec's messages with 404) and action links (same-supplier redirects).
 */
import { contentEndpoints } from '../lib/contract/content';
import { resolveDeliveryType } from '../lib/rules/delivery';
import { callApi, tryApi } from './api-client';
import {
  expect,
  fetchSupplier,
  requireOnTarget,
  requireStore,
  SHARED_HOST,
  storefrontOrigin,
  test,
  type TargetStore,
} from './fixtures';

// The target's consumer store (the Empório locally, e2e/target.ts); its id, carousels, static pages, action links
// and contact channels from the API.
const consumer = () => requireStore('consumer');

/**
 * An action link of the store by its code: the API has no list of them, so the codes are the demo world's, which
 * every supplier there has; a target without one skips the test (locally, a missing code fails).
 */
async function actionLink(idfornecedor: string, codigo: string) {
  const r = await tryApi(contentEndpoints.getActionLink, { params: { idfornecedor, codigo } });
  return requireOnTarget(r.ok ? r.data.link : null, `link de ação "${codigo}"`);
}

/** The store's pages by its slug on the shared host: `<shared origin>/<slug>` (its own URL when it is shared). */
const onSharedHost = (store: TargetStore, path: string) =>
  store.shared ? store.url(path) : `${storefrontOrigin(SHARED_HOST)}/${store.slug}${path}`;

test(
  'home: banners e carrosséis de produtos da API, primeiro banner com prioridade',
  { tag: '@smoke' },
  async ({ page }) => {
    const loja = consumer();
    const supplier = await fetchSupplier(loja);
    // The visitor's carousels carry the default delivery type.
    const list = await callApi(contentEndpoints.listCarousels, {
      params: { idfornecedor: supplier.idfornecedor },
      query: { tipoentrega: resolveDeliveryType(supplier.tag, null) },
    });
    const banners = list.carrosseis.filter((c) => c.tipo_conteudo === 'STATIC_IMAGES');
    const first = requireOnTarget(banners[0]?.imagens[0], 'banner na home da loja de consumidor');
    await page.goto(loja.url('/'));
    const img = page.getByRole('img', { name: first.alt, exact: true });
    await expect(img).toBeVisible();
    await expect(img).toHaveAttribute('fetchpriority', 'high');
    await expect(img).not.toHaveAttribute('loading', 'lazy');
    for (const c of list.carrosseis.filter((x) => x.tipo_conteudo === 'PRODUTOS' && x.produtos.length > 0)) {
      await expect(page.getByRole('heading', { name: c.titulo, exact: true })).toBeVisible();
      const row = page.getByRole('list', { name: c.titulo, exact: true });
      await expect(row.getByRole('listitem')).toHaveCount(c.produtos.length);
    }
    // A banner link goes where the API says, on the same supplier.
    await page.getByRole('link', { name: first.alt, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${first.link.replace(/[?]/g, '\\?')}$`));
  },
);

test(
  'página estática renderiza o HTML sanitizado (sem script) e o rodapé continua',
  { tag: '@smoke' },
  async ({ page, truth }) => {
    const loja = consumer();
    const { supplier } = await truth(loja);
    const { idfornecedor } = supplier;
    const { paginas } = await callApi(contentEndpoints.listStaticPages, { params: { idfornecedor } });
    const target = requireOnTarget(paginas[0], 'página estática na loja de consumidor');
    const { pagina } = await callApi(contentEndpoints.getStaticPage, {
      params: { idfornecedor, slug: target.slug },
    });
    const res = await page.goto(loja.url(`/pagina/${target.slug}`));
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: pagina.titulo })).toBeVisible();
    expect(await page.locator('main script:not([type="application/ld+json"])').count()).toBe(0);
    expect(await page.locator('main [onerror], main [onclick]').count()).toBe(0);
    const footer = page.getByRole('contentinfo');
    for (const link of supplier.config.rodape.colunas.flatMap((c) => c.links).slice(0, 3)) {
      await expect(footer.getByRole('link', { name: link.titulo, exact: true }).first()).toBeVisible();
    }
  },
);

test('página estática desconhecida mostra as duas mensagens com 404', { tag: '@smoke' }, async ({ page }) => {
  const res = await page.goto(consumer().url('/pagina/nao-existe-esta-pagina'));
  expect(res?.status()).toBe(404);
  await expect(page.getByText('Não foi possível exibir está página!')).toBeVisible();
  await expect(
    page.getByText('Aparentemente as alterações recentes do conteúdo precisam ser revisadas!'),
  ).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test('links de ação redirecionam para o destino no mesmo fornecedor', { tag: '@smoke' }, async ({ page, request }) => {
  const loja = consumer();
  const { idfornecedor } = await fetchSupplier(loja);
  const link = await actionLink(idfornecedor, 'oferta-produto');
  await actionLink(idfornecedor, 'categoria-destaque');
  await page.goto(loja.url('/link/oferta-produto'));
  await expect(page).toHaveURL(loja.url(link.destino));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // On the shared host the target keeps the supplier prefix.
  const shared = await request.get(onSharedHost(loja, '/link/categoria-destaque'), {
    maxRedirects: 0,
  });
  expect(shared.status()).toBe(307);
  expect(shared.headers()['location']).toMatch(new RegExp(`^/${loja.slug}/busca\\?categoria=`));

  // Unknown code → home.
  await page.goto(loja.url('/link/nao-existe'));
  await expect(page).toHaveURL(loja.url('/'));
});

test(
  '"Fale conosco" no rodapé leva ao atendimento: horário, telefone com +55, e-mail e as mensagens da conta',
  { tag: '@smoke' },
  async ({ page, truth }) => {
    const loja = consumer();
    // The store's channels as the API gives them (its footer's contact); the page must show each one.
    const { contato } = (await truth(loja)).supplier.config.rodape;
    const horario = requireOnTarget(contato.horario_atendimento, 'horário de atendimento no rodapé');
    const telefone = requireOnTarget(contato.telefone, 'telefone no rodapé');
    const email = requireOnTarget(contato.email, 'e-mail no rodapé');
    await page.goto(loja.url('/'));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Fale conosco' }).click();
    await expect(page).toHaveURL(/\/fale-conosco$/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Fale conosco', level: 1 })).toBeVisible();
    await expect(main).toContainText(horario);
    // A Brazilian number dialled from anywhere: +55 and its digits.
    await expect(main.getByRole('link', { name: telefone })).toHaveAttribute(
      'href',
      `tel:+55${telefone.replace(/\D/g, '')}`,
    );
    await expect(main.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
    await expect(main.getByRole('link', { name: 'Minha conta › Mensagens' })).toBeVisible();
  },
);
