/**
 * The product page speaks the shopper's language in the
 * product's unit, cards show their offer (de/por with the discount, the lowest quantity price),
 * and "Ofertas" lists real offers. The truth is the API; the words are lib/rules'.
 */
import type { Locator } from '@playwright/test';

import type { ProductSummary } from '../lib/contract';
import { catalogEndpoints } from '../lib/contract/catalog';
import { resolveDeliveryType } from '../lib/rules/delivery';
import { bestQuantityOffer, isOffer, quantityOffers, referenceOffer } from '../lib/rules/offer';
import { cardOfferText, discountBadge, referenceText, soldAsTexts, takeAndPayText } from '../lib/rules/offer-text';
import { apiProducts, callApi } from './api-client';
import { expect, fetchSupplier, requireOnTarget, requireStore, test, type ProductList } from './fixtures';

type ProductListQuery = NonNullable<Parameters<typeof apiProducts>[1]>;

// The target's consumer store (the Empório locally, e2e/target.ts); its id and tags from the API by slug, the
// products each test needs picked from its listing by a property.
const consumer = () => requireStore('consumer');

/** The consumer store's listing as a visitor asks it (the default delivery type for its tags). */
const consumerList = async (query: ProductListQuery): Promise<ProductList> => {
  const supplier = await fetchSupplier(consumer());
  return apiProducts(supplier.idfornecedor, { tipoentrega: resolveDeliveryType(supplier.tag, null), ...query });
};

const priced = (p: ProductSummary) => ({ ...p, preco: p.preco! });

/** What a card of `p` must say about its offer. */
async function expectCardOffer(card: Locator, p: ProductSummary) {
  const ref = referenceOffer(priced(p));
  if (ref) {
    await expect(card.getByText(referenceText(ref), { exact: true })).toBeVisible();
    const badge = discountBadge(ref)!;
    await expect(card.getByText(badge.visible, { exact: true })).toBeVisible();
    // Not only a colour nor a sign: the discount is said in words.
    await expect(card.getByText(badge.spoken, { exact: true })).toHaveCount(1);
  }
  const best = bestQuantityOffer(priced(p));
  if (best) await expect(card.getByText(cardOfferText(best, p.unidade), { exact: true })).toBeVisible();
}

test(
  'produto vendido por quilo: "Vendido a cada …", faixas em kg, nada de jargão',
  { tag: '@smoke' },
  async ({ page }) => {
    const all = (await consumerList({ limit: 100 })).produtos;
    const kilo = requireOnTarget(
      all.find(
        (p) =>
          p.unidade === 'kg' &&
          p.granularidade < 1 &&
          // Produce ordered by the unit follows the piece, not the kg step (price-rules.test.tsx).
          !p.permite_venda_por_unidade &&
          quantityOffers(priced(p)).some((o) => o.origem === 'PROGRESSIVO'),
      ),
      'um produto por kg com faixas progressivas',
    );
    await page.goto(consumer().url(`/produto/${kilo.slug}`));
    await expect(page.getByRole('heading', { level: 1, name: kilo.nome })).toBeVisible();

    const soldAs = page.getByRole('list', { name: 'Como é vendido' });
    await expect(soldAs).toBeVisible();
    await expect(soldAs).toContainText(`Vendido a cada ${Math.round(kilo.granularidade * 1000)} g`);
    await expect(soldAs.getByRole('listitem')).toHaveText(soldAsTexts(kilo));

    const tiers = page.getByRole('region', { name: 'Leve mais, pague menos' }).getByRole('listitem');
    const offers = quantityOffers(priced(kilo)).filter((o) => o.origem === 'PROGRESSIVO');
    await expect(tiers).toHaveText(offers.map((o) => takeAndPayText(o, 'kg')));
    for (const o of offers) await expect(tiers.filter({ hasText: `Leve ${o.quantidade} kg, pague` })).toHaveCount(1);

    const main = page.getByRole('main');
    for (const jargon of ['Granularidade', 'Vendido em múltiplos de', 'Mínimo por pedido', 'Descontos progressivos']) {
      await expect(main.getByText(jargon)).toHaveCount(0);
    }
    // The code is there, small, not a heading.
    await expect(main.getByText(`Código ${kilo.codigo}`, { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: kilo.codigo })).toHaveCount(0);
  },
);

test('produto com mínimo e máximo: "Mínimo N un", "Máximo N por pedido"', { tag: '@smoke' }, async ({ page }) => {
  const all = (await consumerList({ limit: 100 })).produtos;
  const p = requireOnTarget(
    all.find((x) => x.unidade === 'un' && x.min_por_pedido > x.granularidade && x.maxporpedido !== null),
    'um produto por unidade com mínimo e máximo',
  );
  await page.goto(consumer().url(`/produto/${p.slug}`));
  const soldAs = page.getByRole('list', { name: 'Como é vendido' });
  await expect(soldAs.getByText(`Mínimo ${p.min_por_pedido} un`, { exact: true })).toBeVisible();
  await expect(soldAs.getByText(`Máximo ${p.maxporpedido} por pedido`, { exact: true })).toBeVisible();
});

test('produto com preço de referência: "De R$ X por R$ Y" e −N%', { tag: '@smoke' }, async ({ page }) => {
  const all = (await consumerList({ limit: 100 })).produtos;
  const p = requireOnTarget(
    all.find((x) => referenceOffer(priced(x)) !== null),
    'um produto com preço de referência',
  );
  const ref = referenceOffer(priced(p))!;
  const detail = await callApi(catalogEndpoints.getProduct, {
    params: { idfornecedor: (await fetchSupplier(consumer())).idfornecedor, idproduto: p.slug },
  });
  expect(detail.produto.precode).toBe(ref.de);
  await page.goto(consumer().url(`/produto/${p.slug}`));
  await expect(page.getByText(referenceText(ref), { exact: true })).toBeVisible();
  const price = page.getByRole('paragraph').filter({ hasText: referenceText(ref) });
  await expect(price).toContainText(`\u2212${ref.percentual}%`);
  await expect(price).toContainText(`${ref.percentual}% de desconto`);
});

test(
  'cartões mostram a oferta: de/por, "Leve N: R$ X" e "A partir de N un: R$ X cada"',
  { tag: '@smoke' },
  async ({ page }) => {
    const offers = (await consumerList({ ofertas: 'true', limit: 100 })).produtos;
    const kinds = {
      'de/por': offers.find((p) => referenceOffer(priced(p)) !== null && !bestQuantityOffer(priced(p)))!,
      progressivo: offers.find(
        (p) => !referenceOffer(priced(p)) && bestQuantityOffer(priced(p))?.origem === 'PROGRESSIVO',
      )!,
      atacado: offers.find((p) => !referenceOffer(priced(p)) && bestQuantityOffer(priced(p))?.origem === 'ATACADO')!,
    };
    for (const [kind, p] of Object.entries(kinds)) requireOnTarget(p, `uma oferta ${kind}`);
    for (const [kind, p] of Object.entries(kinds)) {
      await page.goto(consumer().url(`/busca?q=${encodeURIComponent(p.nome)}`));
      const card = page
        .getByRole('list', { name: 'Produtos', exact: true })
        .getByRole('listitem')
        .filter({ has: page.getByRole('link', { name: p.nome, exact: true }) });
      await expect(card, `${kind}: ${p.nome}`).toHaveCount(1);
      await expectCardOffer(card, p);
    }
    // A card without any offer says none.
    const plain = requireOnTarget(
      (await consumerList({ limit: 100 })).produtos.find((p) => !isOffer(priced(p)) && p.disponivel),
      'um produto disponível sem oferta',
    );
    await page.goto(consumer().url(`/busca?q=${encodeURIComponent(plain.nome)}`));
    const card = page
      .getByRole('list', { name: 'Produtos', exact: true })
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: plain.nome, exact: true }) });
    await expect(card).toHaveCount(1);
    await expect(card.getByText(/^De |^A partir de |^Leve |de desconto/)).toHaveCount(0);
  },
);

test(
  '"Ofertas": a seção da home e a página do menu listam só ofertas, maior desconto primeiro',
  { tag: '@smoke' },
  async ({ page }) => {
    const all = await consumerList({ ofertas: 'true', limit: 20 });
    expect(all.produtos.every((p) => isOffer(priced(p)))).toBe(true);
    // The offers page is reached from the store's own menu (its configuration, from the API).
    const { config } = await fetchSupplier(consumer());
    requireOnTarget(
      config.menu.find((m) => m.titulo === 'Ofertas'),
      'item "Ofertas" no menu principal da loja de consumidor',
    );

    await page.goto(consumer().url('/'));
    const home = page.getByRole('list', { name: 'Ofertas', exact: true }).getByRole('listitem');
    const first = all.produtos.slice(0, await home.count());
    expect(first.length).toBeGreaterThan(0);
    for (const [i, p] of first.entries()) {
      await expect(home.nth(i)).toContainText(p.nome);
      await expectCardOffer(home.nth(i), p);
    }

    // The main menu's "Ofertas" is the offers page.
    await page
      .getByRole('navigation', { name: 'Menu principal' })
      .getByRole('link', { name: 'Ofertas', exact: true })
      .first()
      .click();
    await expect(page).toHaveURL(/\/ofertas$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Ofertas' })).toBeVisible();
    const items = page.getByRole('list', { name: 'Ofertas', exact: true }).getByRole('listitem');
    await expect(items).toHaveCount(all.produtos.length);
    for (const [i, p] of all.produtos.entries()) await expect(items.nth(i)).toContainText(p.nome);
    await expect(page.getByText(`${all.total} ofertas`)).toBeVisible();
  },
);
