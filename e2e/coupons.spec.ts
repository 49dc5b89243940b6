/**
 * Coupons in the storefront. A new consumer on the consumer store (the Empório locally; the store's coupons are
 * checked against the client's own cart, so each test registers its own client) adds a product
 * from a card, opens the coupon modal on /carrinho: an expired code is refused with the API's
 * reason, the available coupons and the referral coupon are those the API gives this client, a
 * percent coupon takes off exactly the API's discount, and removing it gives the total back. The
 * automatic coupon (the Empório's EMPORIO5, 5% from R$ 300,00) blocks a worse swap. The store comes from the
 * target profile and the coupons from the API's list for the client (docs/qa.md); numbers come from the API's
 * cart answer, never copies of them.
 */
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';

import { COUPON_MESSAGES, type Cart } from '../lib/contract';
import { couponEndpoints } from '../lib/contract/coupon';
import { apiProducts, callApi, isPlainUnit, saveApiCart, apiCart as savedCart } from './api-client';
import {
  ensureDeliveryAddress,
  expect,
  fetchSupplier,
  formatBRL,
  openCartFromHeader,
  passAgeGate,
  registerCustomer,
  replaceText,
  requireOnTarget,
  requireStore,
  signInThroughApi,
  test,
  typeInto,
  type ApiCustomer,
} from './fixtures';
import { wholeCartPercentCoupon } from './store-discovery';

// The target's consumer store (e2e/target.ts; the Empório locally): its id, tags and coupons from the API.
const consumer = () => requireStore('consumer');
const url = (path: string) => consumer().url(path);
const supplierId = async () => (await fetchSupplier(consumer())).idfornecedor;
/** Products whose stock the demo controls (other tests count it). */
const STOCKED = ['Panetone de frutas 500 g', 'Champagne Brut'];

test.describe.configure({ timeout: 90_000 });

type Client = ApiCustomer;

const registerConsumer = (_: APIRequestContext, nome: string): Promise<Client> => registerCustomer(consumer(), nome);

const apiCart = async (_: APIRequestContext, c: Client): Promise<Cart> =>
  savedCart(c, { idfornecedor: await supplierId(), canalVenda: 'WEB' });

/** The store's public coupons as the API lists them for the client (`available`: only the usable ones). */
const clientCoupons = async (c: Client, available: boolean) =>
  (
    await callApi(couponEndpoints.listClientCoupons, {
      params: { idcliente: c.idcliente },
      query: { onlyLast: 'false', available: available ? 'true' : 'false' },
      auth: c,
    })
  ).cupons;

/** A percent shown as the coupon line shows it: 10 → "10%". */
const percentText = (p: number) => `${p.toLocaleString('pt-BR')}%`;

/** Opens the store's home for the visitor: the age gate and the access address, when the store's tags ask. */
async function openStore(page: Page): Promise<void> {
  await passAgeGate(page, consumer());
  await ensureDeliveryAddress(page, consumer());
  await page.goto(url('/'));
}

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
    const supplier = await fetchSupplier(consumer());
    // From the API's list for this client: an expired coupon (refused with its reason) and a percent one.
    const all = await clientCoupons(client, false);
    const expired = requireOnTarget(
      all.find((c) => c.motivo === COUPON_MESSAGES.expirado),
      'cupom expirado na loja de consumidor',
    );
    const percent = requireOnTarget(
      wholeCartPercentCoupon(all),
      'cupom percentual sem condições na loja de consumidor',
    );
    // The referral coupon is the store's choice (uses-share-coupom).
    requireOnTarget(supplier.tag.includes('uses-share-coupom'), 'cupom de indicação (uses-share-coupom)');
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: consumer().origin });

    await openStore(page);
    await signInThroughApi(page, consumer(), client.cpf);
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
    await typeInto(p.field, expired.codigoCupom);
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
    await expect(list).not.toContainText(expired.codigoCupom);

    // The referral coupon (the store has uses-share-coupom, as the Empório): copied with a visible confirmation.
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
    await replaceText(p.field, percent.codigoCupom.toLowerCase());
    await p.apply.click();
    await expect(p.dialog).toBeHidden();
    await expect.poll(async () => (await apiCart(api, client)).codigoCupom).toBe(percent.codigoCupom);
    const withCoupon = await apiCart(api, client);
    expect(withCoupon.valorDesconto).toBeGreaterThan(0);
    expect(withCoupon.totalPedido).toBe(withCoupon.totalCompras! - withCoupon.valorDesconto!);
    await expect(p.total).toHaveText(formatBRL(withCoupon.totalPedido!));
    await expect(p.main.getByText(`Desconto (${percent.codigoCupom})`)).toBeVisible();
    await expect(p.coupon).toContainText(
      `Cupom ${percent.codigoCupom} aplicado: −${formatBRL(withCoupon.valorDesconto!)} (${percentText(percent.valorDescontoPercentual)})`,
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
    // From the API's list for this client: an absolute coupon (DESCONTO15 on the Empório) and, once the automatic one
    // is known, a better percent one (BEMVINDO10).
    const all = await clientCoupons(client, false);
    const worse = requireOnTarget(
      all
        .filter(
          (c) =>
            c.disponivel &&
            !c.automatico &&
            c.tipoDesconto === 'R$' &&
            c.produtosComDesconto.length === 0 &&
            c.idformapagamento === null &&
            c.cupomCanal !== 'MANUAL' &&
            !c.primeiraCompra,
        )
        .sort((a, b) => a.codigoCupom.localeCompare(b.codigoCupom))[0],
      'cupom de valor fixo na loja de consumidor',
    );
    // A cart of one product worth R$ 500,00 or more (and the absolute coupon's minimum): the automatic coupon (the
    // Empório's EMPORIO5, 5% from R$ 300,00) applies to it. The public list leaves automatic coupons out: the cart
    // answer is where it shows.
    const target = Math.max(50_000, worse.valorMinimo ?? 0);
    const { produtos } = await apiProducts(
      await supplierId(),
      { page: 1, limit: 100, tipoentrega: 'DELIVERY' },
      client,
    );
    const line = requireOnTarget(
      produtos
        .filter((p) => isPlainUnit(p) && !STOCKED.includes(p.nome))
        .map((p) => ({ p, quantidade: Math.ceil(target / p.preco!) }))
        .filter(({ p, quantidade }) => p.maxporpedido === null || p.maxporpedido >= quantidade)
        .sort((a, b) => a.quantidade - b.quantidade)[0],
      `produto simples que chegue a ${formatBRL(target)} num carrinho`,
    );
    const auto = await saveApiCart(client, await supplierId(), {
      cartItens: [{ idproduto: line.p.idproduto, quantidade: line.quantidade }],
    });
    const automatic = requireOnTarget(
      auto.cupomAplicacaoAutomatica && auto.cupomAutomatico?.tipoDesconto === '%' ? auto.cupomAutomatico : null,
      `cupom automático percentual num carrinho de ${formatBRL(auto.totalCompras ?? 0)}`,
    );
    expect(auto.codigoCupom).toBe(automatic.codigoCupom);
    // Worth more than the absolute coupon on this cart, so that the swap to it is a worse one.
    expect(auto.valorDesconto!).toBeGreaterThan(worse.valorDescontoAbsoluto);
    const better = requireOnTarget(
      wholeCartPercentCoupon(all.filter((c) => c.valorDescontoPercentual > automatic.valorDescontoPercentual)),
      'cupom percentual melhor que o automático na loja de consumidor',
    );

    await openStore(page);
    await signInThroughApi(page, consumer(), client.cpf);
    await page.goto(url('/carrinho'));
    const p = cartPage(page);
    await expect(p.coupon).toContainText(
      `Cupom automático ${automatic.codigoCupom} aplicado: −${formatBRL(auto.valorDesconto!)} (${percentText(automatic.valorDescontoPercentual)})`,
    );
    await expect(p.total).toHaveText(formatBRL(auto.totalPedido!));

    // The absolute coupon is less than the automatic percent of this cart: the swap is blocked.
    await p.coupon.getByRole('button', { name: 'Trocar cupom' }).click();
    await replaceText(p.field, worse.codigoCupom);
    await p.apply.click();
    await expect(p.warning).toHaveText(COUPON_MESSAGES.trocaBloqueada);
    expect((await apiCart(api, client)).codigoCupom).toBe(automatic.codigoCupom);

    // The automatic code itself is not validated: nothing changes, the modal closes.
    await replaceText(p.field, automatic.codigoCupom);
    await p.apply.click();
    await expect(p.dialog).toBeHidden();

    // A higher percent is better: accepted, the automatic code is cleared.
    await p.coupon.getByRole('button', { name: 'Trocar cupom' }).click();
    await replaceText(p.field, better.codigoCupom);
    await p.apply.click();
    await expect(p.dialog).toBeHidden();
    await expect.poll(async () => (await apiCart(api, client)).codigoCupom).toBe(better.codigoCupom);
    const withBetter = await apiCart(api, client);
    expect(withBetter).toMatchObject({ cupomAutomatico: null, codigoCupomAutomatico: null });
    await expect(p.total).toHaveText(formatBRL(withBetter.totalPedido!));

    // Removing the typed coupon leaves automatic application on: the automatic coupon applies again.
    await p.coupon.getByRole('button', { name: 'Remover cupom' }).click();
    await expect(p.coupon).toContainText(`Cupom automático ${automatic.codigoCupom} aplicado`);
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
    // The percent coupon (BEMVINDO10 on the Empório), from the API's list.
    const all = await clientCoupons(client, false);
    const percent = requireOnTarget(
      wholeCartPercentCoupon(all),
      'cupom percentual sem condições na loja de consumidor',
    );
    // Two lines whose shares of the percent, rounded line by line, do not add up to the percent of their sum rounded
    // once (the quantities chosen for it), so the page's figure tells the two ways apart. The smallest such cart:
    // below the automatic coupon's minimum (EMPORIO5's R$ 300,00), which the cart answer confirms.
    const r = await apiProducts(await supplierId(), { page: 1, limit: 100, tipoentrega: 'DELIVERY' }, client);
    const plain = r.produtos.filter(
      (p) => isPlainUnit(p) && (p.maxporpedido === null || p.maxporpedido >= 5) && !STOCKED.includes(p.nome),
    );
    const tenth = (c: number) => Math.round((c * percent.valorDescontoPercentual) / 100);
    const q = [1, 2, 3, 4, 5];
    const found = plain
      .flatMap((a) => plain.filter((b) => b.idproduto > a.idproduto).map((b) => [a, b] as const))
      .flatMap(([a, b]) => q.flatMap((qa) => q.map((qb) => ({ a, b, qa, qb }))))
      .map((x) => ({ ...x, la: x.a.preco! * x.qa, lb: x.b.preco! * x.qb }))
      .filter(({ la, lb }) => tenth(la) + tenth(lb) !== tenth(la + lb))
      .sort((x, y) => x.la + x.lb - (y.la + y.lb))[0];
    const { a, b, qa, qb } = requireOnTarget(found, 'duas linhas em que arredondar linha a linha dá outro desconto');
    const saved = await saveApiCart(client, await supplierId(), {
      cartItens: [
        { idproduto: a.idproduto, quantidade: qa },
        { idproduto: b.idproduto, quantidade: qb },
      ],
    });
    expect(saved.cupomAutomatico, 'nenhum cupom automático neste carrinho').toBeNull();

    await openStore(page);
    await signInThroughApi(page, consumer(), client.cpf);
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
    await typeInto(p.field, percent.codigoCupom);
    await p.apply.click();
    await expect(p.dialog).toBeHidden();
    const label = `Desconto (${percent.codigoCupom})`;
    await expect(totals.getByText(label, { exact: true })).toBeVisible();

    // The figures the page shows: the percent (10%) of the subtotal shown, rounded once; not the sum of the lines rounded.
    const subtotal = centavos(await totals.getByLabel('Subtotal', { exact: true }).textContent());
    const lines = [
      centavos(await p.main.getByLabel(`Total de ${a.nome}`, { exact: true }).textContent()),
      centavos(await p.main.getByLabel(`Total de ${b.nome}`, { exact: true }).textContent()),
    ];
    expect(subtotal).toBe(lines[0]! + lines[1]!);
    const desconto = centavos(await totals.locator(`dt:text-is("${label}") + dd`).textContent());
    expect(desconto).toBe(tenth(subtotal));
    expect(desconto).not.toBe(lines.reduce((s, l) => s + tenth(l), 0));
    await expect(p.total).toHaveText(formatBRL(subtotal - desconto));
    // And the API's cart says the same.
    expect((await apiCart(api, client)).valorDesconto).toBe(desconto);
  },
);
