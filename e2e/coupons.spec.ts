/**
 * Coupons in the storefront. A new consumer on the Empório (the seeded coupons are
 * checked against the client's own cart, so each test registers its own client) adds a product
 * from a card, opens the coupon modal on /carrinho: an expired code is refused with the API's
 * reason, the available coupons and the referral coupon are those the API gives this client, a
 * percent coupon takes off exactly the API's discount, and removing it gives the total back. The
 * automatic coupon (EMPORIO5, 5% from R$ 300,00) blocks a worse swap. Numbers come from the API's
 * cart answer, never copies of them.
 */
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';

import { catalogEntries } from '../commerce-api/seed/catalog-builder';
import { emporioCatalog } from '../commerce-api/seed/catalog-emporio';
import { DEMO_COUPONS } from '../commerce-api/seed/demo-world';
import { COUPON_MESSAGES, type Cart } from '../lib/contract';
import { couponEndpoints } from '../lib/contract/coupon';
import { apiProducts, callApi, isPlainUnit, saveApiCart, apiCart as savedCart } from './api-client';
import {
  DEMO_SUPPLIERS,
  expect,
  formatBRL,
  loginOnPage,
  openCartFromHeader,
  registerCustomer,
  replaceText,
  storefrontUrl,
  test,
  typeInto,
  type ApiCustomer,
} from './fixtures';

const E = DEMO_SUPPLIERS.emporio;
const url = (path: string) => storefrontUrl(E.dominio, path);
/** Products whose stock the demo controls (other tests count it). */
const STOCKED = ['Panetone de frutas 500 g', 'Champagne Brut'];

test.describe.configure({ timeout: 90_000 });

type Client = ApiCustomer;

const registerConsumer = (api: APIRequestContext, nome: string): Promise<Client> => registerCustomer('emporio', nome);

const apiCart = (_: APIRequestContext, c: Client): Promise<Cart> =>
  savedCart(c, { idfornecedor: E.idfornecedor, canalVenda: 'WEB' });

/** The cart page's pieces. */
function cartPage(page: Page) {
  const main = page.getByRole('main');
  const coupon = main.getByRole('region', { name: 'Cupom de desconto' });
  const dialog = page.getByRole('dialog', { name: 'Cupom de desconto' });
  return {
    main,
    coupon,
    dialog,
    total: main.getByLabel('Total dos produtos', { exact: true }),
    field: dialog.getByLabel('Código do cupom'),
    apply: dialog.getByRole('button', { name: 'Aplicar' }),
    warning: dialog.getByRole('alert'),
  };
}

test(
  'consumidor no Empório: cupom expirado avisado, cupons disponíveis e de indicação da API, cupom percentual com o desconto da API, cupom removido',
  { tag: ['@writes', '@reference'] },
  async ({ page, api, context }) => {
    const client = await registerConsumer(api, 'Bruna Cupom');
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: url('/').replace(/\/$/, '') });

    await page.goto(url('/'));
    await loginOnPage(page, client.cpf);
    await page.goto(url('/'));
    await page
      .getByRole('main')
      .getByRole('button', { name: /^Adicionar .+ ao carrinho$/ })
      .first()
      .click();
    await expect
      .poll(async () => (await apiCart(api, client)).produtosSelecionados.length, { timeout: 10_000 })
      .toBe(1);

    await page.goto(url('/carrinho'));
    const p = cartPage(page);
    const before = await apiCart(api, client);
    await expect(p.total).toHaveText(formatBRL(before.totalPedido!));
    await expect(p.coupon).toContainText('Nenhum cupom aplicado.');
    await p.coupon.getByRole('button', { name: 'Adicionar cupom' }).click();
    await expect(p.dialog).toBeVisible();
    await expect(p.field).toBeFocused();

    // An empty code is ignored: no validation, no warning.
    await p.apply.click();
    await expect(p.apply).toBeEnabled();
    await expect(p.warning).toHaveText('');

    // An expired code: the button waits (disabled), then the API's reason, verbatim, as a warning.
    await typeInto(p.field, DEMO_COUPONS.expirado.codigo);
    await p.apply.click();
    await expect(p.apply).toBeDisabled();
    await expect(p.warning).toHaveText(COUPON_MESSAGES.expirado);
    await expect(p.apply).toBeEnabled();
    await replaceText(p.field, 'NAOEXISTE');
    await p.apply.click();
    await expect(p.warning).toHaveText(COUPON_MESSAGES.naoEncontrado);

    // The available coupons are the API's for this client, each with its benefit and 'Usar'.
    const available = await callApi(couponEndpoints.listClientCoupons, {
      params: { idcliente: client.idcliente },
      query: { onlyLast: 'false', available: 'true' },
      auth: client,
    });
    expect(available.cupons.length).toBeGreaterThan(0);
    const list = p.dialog.getByRole('list', { name: 'Cupons disponíveis' });
    await expect(list.getByRole('listitem')).toHaveCount(available.cupons.length);
    for (const c of available.cupons) {
      const item = list.getByRole('listitem').filter({ hasText: c.descricao });
      await expect(item).toContainText(c.codigoCupom);
      await expect(item.getByRole('button', { name: `Usar o cupom ${c.codigoCupom}` })).toBeVisible();
    }
    await expect(list).not.toContainText(DEMO_COUPONS.expirado.codigo);

    // The referral coupon (the Empório has uses-share-coupom): copied with a visible confirmation.
    const referral = await callApi(couponEndpoints.getReferralCoupon, {
      params: { idcliente: client.idcliente },
      auth: client,
    });
    await expect(p.dialog).toContainText(referral.cupom.codigoCupom);
    await page.evaluate(() => {
      // Headless Chromium may offer the Web Share API: the copy path is the one checked here.
      Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    });
    await p.dialog.getByRole('button', { name: 'Compartilhar cupom' }).click();
    await expect(p.dialog.getByRole('status')).toHaveText('Mensagem copiada. Cole onde quiser compartilhar.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(referral.mensagemCompartilhamento);

    // The open modal (warning, list, referral) and the coupon entry: no serious or critical axe violation.
    const axe = await new AxeBuilder({ page })
      .include('dialog[open]')
      .include('section[aria-labelledby="cupom-titulo"]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .analyze();
    const bad = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(bad.map((v) => `${v.id}: ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);

    // A valid percent coupon: saved with the cart, the modal closes, the Total drops by the API's discount.
    await replaceText(p.field, DEMO_COUPONS.percentual.codigo.toLowerCase());
    await p.apply.click();
    await expect(p.dialog).toBeHidden();
    await expect.poll(async () => (await apiCart(api, client)).codigoCupom).toBe(DEMO_COUPONS.percentual.codigo);
    const withCoupon = await apiCart(api, client);
    expect(withCoupon.valorDesconto).toBeGreaterThan(0);
    expect(withCoupon.totalPedido).toBe(withCoupon.totalCompras! - withCoupon.valorDesconto!);
    await expect(p.total).toHaveText(formatBRL(withCoupon.totalPedido!));
    await expect(p.main.getByText(`Desconto (${DEMO_COUPONS.percentual.codigo})`)).toBeVisible();
    await expect(p.coupon).toContainText(
      `Cupom ${DEMO_COUPONS.percentual.codigo} aplicado: −${formatBRL(withCoupon.valorDesconto!)} (${DEMO_COUPONS.percentual.percentual}%)`,
    );

    // Removed: the discount is gone from the API's cart and from the page.
    await p.coupon.getByRole('button', { name: 'Remover cupom' }).click();
    await expect(p.coupon.getByRole('button', { name: 'Adicionar cupom' })).toBeVisible();
    const removed = await apiCart(api, client);
    expect(removed).toMatchObject({ codigoCupom: null, valorDesconto: 0 });
    await expect(p.total).toHaveText(formatBRL(removed.totalCompras!));
    await expect(p.main.getByText(/^Desconto \(/)).toHaveCount(0);
  },
);

test(
  'cupom automático do carrinho: um cupom pior não o substitui (aviso verbatim), um melhor sim; remover o automático desliga a aplicação automática',
  { tag: ['@writes', '@reference'] },
  async ({ page, api }) => {
    const client = await registerConsumer(api, 'Caio Automático');
    const cafe = catalogEntries('emporio', emporioCatalog.sectors, emporioCatalog.products).entries.find(
      (e) => e.def[0] === 'Café especial em grãos 250 g',
    )!;
    // 12 × R$ 34,90 ≥ R$ 300,00: the cart answer applies the automatic coupon.
    const auto = await saveApiCart(client, E.idfornecedor, {
      cartItens: [{ idproduto: cafe.idproduto, quantidade: 12 }],
    });
    expect(auto.cupomAutomatico?.codigoCupom).toBe(DEMO_COUPONS.automatico.codigo);
    expect(auto.cupomAplicacaoAutomatica).toBe(true);

    await page.goto(url('/'));
    await loginOnPage(page, client.cpf);
    await page.goto(url('/carrinho'));
    const p = cartPage(page);
    await expect(p.coupon).toContainText(
      `Cupom automático ${DEMO_COUPONS.automatico.codigo} aplicado: −${formatBRL(auto.valorDesconto!)} (${DEMO_COUPONS.automatico.percentual}%)`,
    );
    await expect(p.total).toHaveText(formatBRL(auto.totalPedido!));

    // R$ 15,00 is less than 5% of this cart: the swap is blocked.
    await p.coupon.getByRole('button', { name: 'Trocar cupom' }).click();
    await replaceText(p.field, DEMO_COUPONS.absolutoComMinimo.codigo);
    await p.apply.click();
    await expect(p.warning).toHaveText(COUPON_MESSAGES.trocaBloqueada);
    expect((await apiCart(api, client)).codigoCupom).toBe(DEMO_COUPONS.automatico.codigo);

    // The automatic code itself is not validated: nothing changes, the modal closes.
    await replaceText(p.field, DEMO_COUPONS.automatico.codigo);
    await p.apply.click();
    await expect(p.dialog).toBeHidden();

    // 10% is better: accepted, the automatic code is cleared.
    await p.coupon.getByRole('button', { name: 'Trocar cupom' }).click();
    await replaceText(p.field, DEMO_COUPONS.percentual.codigo);
    await p.apply.click();
    await expect(p.dialog).toBeHidden();
    await expect.poll(async () => (await apiCart(api, client)).codigoCupom).toBe(DEMO_COUPONS.percentual.codigo);
    const better = await apiCart(api, client);
    expect(better).toMatchObject({ cupomAutomatico: null, codigoCupomAutomatico: null });
    await expect(p.total).toHaveText(formatBRL(better.totalPedido!));

    // Removing the typed coupon leaves automatic application on: the automatic coupon applies again.
    await p.coupon.getByRole('button', { name: 'Remover cupom' }).click();
    await expect(p.coupon).toContainText(`Cupom automático ${DEMO_COUPONS.automatico.codigo} aplicado`);
    // Removing the automatic coupon turns automatic application off: no discount at all.
    await p.coupon.getByRole('button', { name: 'Remover cupom' }).click();
    await expect(p.coupon).toContainText('Nenhum cupom aplicado.');
    const none = await apiCart(api, client);
    expect(none).toMatchObject({ codigoCupom: null, valorDesconto: 0, cupomAplicacaoAutomatica: false });
    await expect(p.total).toHaveText(formatBRL(none.totalCompras!));
  },
);

test(
  'totais do carrinho: ao lado de "Total dos produtos" o frete e a taxa ficam para a finalização; 10% de cupom é 10% do subtotal mostrado, arredondado uma vez',
  { tag: ['@writes', '@reference'] },
  async ({ page, api }) => {
    const client = await registerConsumer(api, 'Rita Arredonda');
    // Two lines whose 10% shares, rounded line by line, do not add up to 10% of their sum rounded once (the
    // quantities chosen for it), so the page's figure tells the two ways apart. Below EMPORIO5's R$ 300,00.
    const r = await apiProducts(E.idfornecedor, { page: 1, limit: 100, tipoentrega: 'DELIVERY' }, client);
    const plain = r.produtos.filter(
      (p) => isPlainUnit(p) && (p.maxporpedido === null || p.maxporpedido >= 5) && !STOCKED.includes(p.nome),
    );
    const tenth = (c: number) => Math.round((c * 10) / 100);
    const q = [1, 2, 3, 4, 5];
    const found = plain
      .flatMap((a) => plain.filter((b) => b.idproduto > a.idproduto).map((b) => [a, b] as const))
      .flatMap(([a, b]) => q.flatMap((qa) => q.map((qb) => ({ a, b, qa, qb }))))
      .find(({ a, b, qa, qb }) => {
        const [la, lb] = [a.preco! * qa, b.preco! * qb];
        return la + lb < 30000 && tenth(la) + tenth(lb) !== tenth(la + lb);
      });
    expect(found, 'duas linhas em que arredondar linha a linha dá outro desconto').toBeTruthy();
    const { a, b, qa, qb } = found!;
    await saveApiCart(client, E.idfornecedor, {
      cartItens: [
        { idproduto: a.idproduto, quantidade: qa },
        { idproduto: b.idproduto, quantidade: qb },
      ],
    });

    await page.goto(url('/'));
    await loginOnPage(page, client.cpf);
    await openCartFromHeader(page);
    const p = cartPage(page);
    const centavos = (t: string | null) => Number(t!.replace(/[^\d]/g, ''));

    // Not the order's total: what a person reads right after it says freight and the fee come at checkout.
    const totals = p.main.locator('dl').filter({ has: page.getByLabel('Total dos produtos', { exact: true }) });
    await expect(totals.locator('xpath=following-sibling::p[1]')).toHaveText(
      'Frete e taxa de conveniência são somados ao finalizar a compra.',
    );

    await p.coupon.getByRole('button', { name: 'Adicionar cupom' }).click();
    await expect(p.field).toBeFocused();
    await typeInto(p.field, DEMO_COUPONS.percentual.codigo);
    await p.apply.click();
    await expect(p.dialog).toBeHidden();
    const label = `Desconto (${DEMO_COUPONS.percentual.codigo})`;
    await expect(totals.getByText(label, { exact: true })).toBeVisible();

    // The figures the page shows: 10% of the subtotal shown, rounded once; not the sum of the lines rounded.
    const subtotal = centavos(await totals.getByLabel('Subtotal', { exact: true }).textContent());
    const lines = [
      centavos(await p.main.getByLabel(`Total de ${a.nome}`, { exact: true }).textContent()),
      centavos(await p.main.getByLabel(`Total de ${b.nome}`, { exact: true }).textContent()),
    ];
    expect(subtotal).toBe(lines[0]! + lines[1]!);
    const desconto = centavos(await totals.locator(`dt:text-is("${label}") + dd`).textContent());
    expect(DEMO_COUPONS.percentual.percentual).toBe(10);
    expect(desconto).toBe(Math.round((subtotal * 10) / 100));
    expect(desconto).not.toBe(lines.reduce((s, l) => s + tenth(l), 0));
    await expect(p.total).toHaveText(formatBRL(subtotal - desconto));
    // And the API's cart says the same.
    expect((await apiCart(api, client)).valorDesconto).toBe(desconto);
  },
);
