/**
 * The Empório has a public 5% PIX coupon (PIX5) and no PIX price variance: cards and product pages
 * say what one unit costs with it, "R$ … no PIX com o cupom PIX5", computed here as the cart
 * discounts a coupon (couponDiscount), and the shopper who pays by PIX with that code pays it.
 */
import { searchEndpoints } from '../lib/contract/search';
import { couponDiscount } from '../lib/rules/coupon';
import { callApi } from './api-client';
import { DEMO_SUPPLIERS, expect, fetchSupplier, formatBRL, storefrontUrl, test, typeInto } from './fixtures';

const spaces = (s: string) => s.replace(/\s/g, ' ');

test(
  'empório: "R$ … no PIX com o cupom PIX5" no card da busca e na página do produto',
  { tag: '@reference' },
  async ({ page }) => {
    const supplier = await fetchSupplier('emporio');
    expect(supplier.cupomPix).toEqual({ codigo: 'PIX5', percentual_bp: 500 });

    await page.goto(storefrontUrl(DEMO_SUPPLIERS.emporio.dominio, '/'));
    const box = page.getByRole('combobox', { name: 'Buscar produtos' });
    await typeInto(box, 'arroz');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/busca\?q=arroz$/);

    const search = await callApi(searchEndpoints.fullTextSearch, {
      query: { idfornecedor: supplier.idfornecedor, query: 'arroz' },
    });
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
        codigoCupom: 'PIX5',
        tipoDesconto: '%',
        valorDescontoPercentual: 5,
        valorDescontoAbsoluto: 0,
        produtosComDesconto: [],
        naoUsarCupomComPolitica: false,
      },
      [{ idproduto: 'p', totalProdutos: preco, origem: 'NORMAL' }],
    ).valorDesconto;
    const text = `${spaces(formatBRL(preco - desconto))} no PIX com o cupom PIX5`;
    await expect(card).toContainText(text);

    await card.getByRole('link', { name: top.nome, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: top.nome })).toBeVisible();
    await expect(page.getByRole('main').getByText(text, { exact: true })).toBeVisible();
  },
);
