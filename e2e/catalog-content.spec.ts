/**
 * Home carousels (banners and product carousels), static pages (sanitized; failures
 * show the spec's messages with 404) and action links (same-supplier redirects).
 */
import { contentEndpoints } from '../lib/contract/content';
import { callApi } from './api-client';
import { DEMO_SUPPLIERS, expect, SHARED_HOST, storefrontUrl, test } from './fixtures';

const e = DEMO_SUPPLIERS.emporio;

test(
  'home: banners e carrosséis de produtos da API, primeiro banner com prioridade',
  { tag: '@smoke' },
  async ({ page }) => {
    // The visitor's carousels carry the default delivery type.
    const list = await callApi(contentEndpoints.listCarousels, {
      params: { idfornecedor: e.idfornecedor },
      query: { tipoentrega: 'DELIVERY' },
    });
    await page.goto(storefrontUrl(e.dominio, '/'));
    const banners = list.carrosseis.filter((c) => c.tipo_conteudo === 'STATIC_IMAGES');
    const first = banners[0]!.imagens[0]!;
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
    const { supplier } = await truth('emporio');
    const { paginas } = await callApi(contentEndpoints.listStaticPages, { params: { idfornecedor: e.idfornecedor } });
    const target = paginas[0]!;
    const { pagina } = await callApi(contentEndpoints.getStaticPage, {
      params: { idfornecedor: e.idfornecedor, slug: target.slug },
    });
    const res = await page.goto(storefrontUrl(e.dominio, `/pagina/${target.slug}`));
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
  const res = await page.goto(storefrontUrl(e.dominio, '/pagina/nao-existe-esta-pagina'));
  expect(res?.status()).toBe(404);
  await expect(page.getByText('Não foi possível exibir está página!')).toBeVisible();
  await expect(
    page.getByText('Aparentemente as alterações recentes do conteúdo precisam ser revisadas!'),
  ).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test('links de ação redirecionam para o destino no mesmo fornecedor', { tag: '@smoke' }, async ({ page, request }) => {
  const { link } = await callApi(contentEndpoints.getActionLink, {
    params: { idfornecedor: e.idfornecedor, codigo: 'oferta-produto' },
  });
  await page.goto(storefrontUrl(e.dominio, '/link/oferta-produto'));
  await expect(page).toHaveURL(storefrontUrl(e.dominio, link.destino));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // On the shared host the target keeps the supplier prefix.
  const shared = await request.get(storefrontUrl(SHARED_HOST, `/${e.slug}/link/categoria-destaque`), {
    maxRedirects: 0,
  });
  expect(shared.status()).toBe(307);
  expect(shared.headers()['location']).toMatch(new RegExp(`^/${e.slug}/busca\\?categoria=`));

  // Unknown code → home.
  await page.goto(storefrontUrl(e.dominio, '/link/nao-existe'));
  await expect(page).toHaveURL(storefrontUrl(e.dominio, '/'));
});

test(
  '"Fale conosco" no rodapé leva ao atendimento: horário, telefone com +55, e-mail e as mensagens da conta',
  { tag: '@smoke' },
  async ({ page }) => {
    const host = DEMO_SUPPLIERS.emporio.dominio;
    await page.goto(storefrontUrl(host, '/'));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Fale conosco' }).click();
    await expect(page).toHaveURL(/\/fale-conosco$/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Fale conosco', level: 1 })).toBeVisible();
    await expect(main).toContainText('Segunda a sábado, das 8h às 20h');
    await expect(main.getByRole('link', { name: '(11) 3031-4500' })).toHaveAttribute('href', 'tel:+551130314500');
    await expect(main.getByRole('link', { name: 'atendimento@emporiobompreco.com.br' })).toHaveAttribute(
      'href',
      'mailto:atendimento@emporiobompreco.com.br',
    );
    await expect(main.getByRole('link', { name: 'Minha conta › Mensagens' })).toBeVisible();
  },
);
