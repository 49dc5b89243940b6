/**
 * The Empório has a public 5% PIX coupon (PIX5) and no PIX price variance: cards and product pages
 * say what one unit costs with it, "R$ … no PIX com o cupom PIX5", computed here as the cart
 * discounts a coupon (couponDiscount), and the shopper who pays by PIX with that code pays it.
 */
import { searchEndpoints } from '../lib/contract/search';
import { couponDiscount } from '../lib/rules/coupon';
import { callApi } from './api-client';
import { expect, formatBRL, requireOnTarget, requireStore, test, typeInto } from './fixtures';

const spaces = (s: string) => s.replace(/\s/g, ' ');

test(
  'empório: "R$ … no PIX com o cupom PIX5" no card da busca e na página do produto',
  { tag: '@reference' },
  async ({ page, truth }) => {
    // The target's consumer store (the Empório locally, with PIX5) and its public PIX coupon, from the API.
    const loja = requireStore('consumer');
    const { supplier, products } = await truth(loja);
    const cupom = requireOnTarget(supplier.cupomPix, 'cupom PIX público na loja de consumidor');
    // A word of one of its products, as a shopper types it (plain letters: it is compared with the URL).
    const term = requireOnTarget(
      products.produtos.map((p) => p.nome.split(' ')[0]!.toLowerCase()).find((w) => /^[a-z]{4,}$/.test(w)),
      'produto cujo nome comece por uma palavra sem acento',
    );

    await page.goto(loja.url('/'));
    const box = page.getByRole('combobox', { name: 'Buscar produtos' });
    await typeInto(box, term);
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/busca\\?q=${term}$`));

    const search = await callApi(searchEndpoints.fullTextSearch, {
      query: { idfornecedor: supplier.idfornecedor, query: term },
    });
    expect(search.resultset.hits.length, `resultados para "${term}"`).toBeGreaterThan(0);
    const top = search.resultset.hits[0]!;
    const preco = top.preco!;
    expect(preco).toBeGreaterThan(0);
    const card = page
      .getByRole('list', { name: 'Produtos', exact: true })
      .first()
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: top.nome, exact: true }) });
    const desconto = couponDiscount(
      {
        codigoCupom: cupom.codigo,
        tipoDesconto: '%',
        valorDescontoPercentual: cupom.percentual_bp / 100,
        valorDescontoAbsoluto: 0,
        produtosComDesconto: [],
        naoUsarCupomComPolitica: false,
      },
      [{ idproduto: 'p', totalProdutos: preco, origem: 'NORMAL' }],
    ).valorDesconto;
    const text = `${spaces(formatBRL(preco - desconto))} no PIX com o cupom ${cupom.codigo}`;
    await expect(card).toContainText(text);

    await card.getByRole('link', { name: top.nome, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: top.nome })).toBeVisible();
    await expect(page.getByRole('main').getByText(text, { exact: true })).toBeVisible();
  },
);
