import { CART_API_MESSAGES, CART_MESSAGES, cartSchema, IDENTITY_MESSAGES } from '../../../lib/contract';
import { priceLine } from '../../../lib/rules/cart';
import { DEMO_ACCOUNTS, DEMO_SUPPLIERS } from '../../seed/demo-world';
import { stableUuid } from '../../seed/util';
import { applyVariance } from '../../src/domain/pricing';
import {
  cartPath,
  getCart,
  line,
  newCustomer,
  productId,
  qs,
  saveCart,
  saveCartRaw,
  type Session,
} from '../cart-helpers';
import { expectApiError, get } from '../helpers';
import { loginDemo, send } from '../identity-helpers';

/**
 * The cart is kept and computed by the API. Every customer here is fresh (registered by
 * the test), so parallel test files never share a cart.
 */
const E = DEMO_SUPPLIERS.emporio;
const A = DEMO_SUPPLIERS.atacado;
const id = (nome: string) => productId('emporio', nome);
const LARANJA = id('Laranja pera');
const FEIJAO = id('Feijão carioca tipo 1 1 kg');
const ARROZ = id('Arroz branco tipo 1 5 kg');
const AZEITE = id('Azeite de oliva extravirgem 500 ml');
const MORANGO = id('Morango orgânico 250 g');
const UVA = id('Uva thompson sem semente');
const LASANHA = id('Lasanha à bolonhesa 600 g');
const ACUCAR = id('Açúcar refinado 1 kg');

/** The lib/rules total of a line from the answer's own inputs. */
const rulesTotal = (p: ReturnType<typeof cartSchema.parse>['produtosSelecionados'][number]) =>
  priceLine({
    produto: { ...p, preco: p.preco!, precoatendente: p.precoatendente },
    quantidade: p.quantidade,
    embalarParaPresente: p.embalarParaPresente,
  }).totalItem;

describe('cart: save and load', () => {
  let s: Session;
  beforeAll(async () => {
    s = await newCustomer();
  });

  it('answers the whole cart with the spec fields, sorted by name, quantities through the rule, money in centavos', async () => {
    const c = await saveCart(s, {
      cartItens: [
        { idproduto: LARANJA, quantidade: 1.1 },
        { idproduto: FEIJAO, quantidade: 6 },
        { idproduto: ARROZ, quantidade: 3 },
        { idproduto: AZEITE, quantidade: 2, embalarParaPresente: true },
        { idproduto: ACUCAR, quantidade: 2 },
      ],
    });
    expect(c.produtosSelecionados.map((p) => p.nome)).toEqual([
      'Açúcar refinado 1 kg',
      'Arroz branco tipo 1 5 kg',
      'Azeite de oliva extravirgem 500 ml',
      'Feijão carioca tipo 1 1 kg',
      'Laranja pera',
    ]);
    // 1.1 kg with a 0.5 kg granularity is raised to 1.5.
    expect(line(c, LARANJA)).toMatchObject({
      quantidade: 1.5,
      preco: 549,
      preconf: 549,
      origemPreco: 'NORMAL',
      totalItem: Math.round(549 * 1.5),
    });
    expect(line(c, FEIJAO)).toMatchObject({
      quantidade: 6,
      preco: 849,
      preconf: 759,
      origemPreco: 'PROGRESSIVO',
      totalItem: 6 * 759,
    });
    expect(line(c, ARROZ)).toMatchObject({
      preco: 2890,
      preconf: 2690,
      usaAtacado: true,
      origemPreco: 'ATACADO',
      totalItem: 3 * 2690,
    });
    const azeite = line(c, AZEITE)!;
    expect(azeite.embalarParaPresente).toBe(true);
    expect(azeite.totalItem).toBe(2 * azeite.preconf! + 2 * 590);
    expect(c.produtosParaPresente).toEqual([AZEITE]);
    for (const p of c.produtosSelecionados) {
      expect(p.id).toBe(p.idproduto);
      expect(p.name).toBe(p.nome);
      expect(p.precoatendente).toBeNull();
      expect(p.totalItem).toBe(rulesTotal(p));
    }
    expect(c.totalCompras).toBe(c.produtosSelecionados.reduce((sum, p) => sum + p.totalItem!, 0));
    expect(c).toMatchObject({
      idcliente: s.usuario.idcliente,
      idfornecedor: E.idfornecedor,
      taxaEntrega: 0,
      codigoCupom: null,
      tipoDesconto: '%',
      valorDescontoAbsoluto: 0,
      valorDescontoPercentual: 0,
      produtosComDesconto: [],
      bloqueio_atendimento: false,
      canalVenda: 'WEB',
      cupomAutomatico: null,
      totalDescontoEspecifico: 0,
      meta_info: { hasRecorrencia: false },
      possuiPreco: true,
      mensagem: null,
    });
    expect(c.totalPedido).toBe(c.totalCompras);
  });

  it('keeps the cart in the database: GET answers the same, and the version moves only on change', async () => {
    const saved = await saveCart(s, {
      cartItens: [
        { idproduto: FEIJAO, quantidade: 3 },
        { idproduto: LARANJA, quantidade: 2 },
      ],
    });
    const loaded = await getCart(s);
    expect(loaded).toEqual(saved);
    const again = await saveCart(s, {
      cartItens: [
        { idproduto: LARANJA, quantidade: 2 },
        { idproduto: FEIJAO, quantidade: 3 },
      ],
    });
    expect(again.versao).toBe(saved.versao);
    const changed = await saveCart(s, {
      cartItens: [
        { idproduto: LARANJA, quantidade: 2.5 },
        { idproduto: FEIJAO, quantidade: 3 },
      ],
    });
    expect(changed.versao).toBe(saved.versao + 1);
  });

  it('quantity 0 or leaving a line out removes it; the maximum caps; the minimum raises', async () => {
    let c = await saveCart(s, {
      cartItens: [
        { idproduto: MORANGO, quantidade: 50 },
        { idproduto: FEIJAO, quantidade: 0 },
        { idproduto: LARANJA, quantidade: 0.1 },
      ],
    });
    expect(line(c, MORANGO)!.quantidade).toBe(10);
    expect(line(c, FEIJAO)).toBeUndefined();
    expect(line(c, LARANJA)!.quantidade).toBe(0.5);
    c = await saveCart(s, { cartItens: [{ idproduto: LARANJA, quantidade: 0.5 }] });
    expect(c.produtosSelecionados.map((p) => p.idproduto)).toEqual([LARANJA]);
    c = await saveCart(s, { cartItens: [] });
    expect(c.produtosSelecionados).toEqual([]);
    expect(c.totalCompras).toBe(0);
  });

  it('ignores every price the client sends', async () => {
    const c = await saveCart(s, {
      cartItens: [{ idproduto: FEIJAO, quantidade: 1, preco: 1, preconf: 1, precoatendente: 1, totalItem: 1 } as never],
    });
    expect(line(c, FEIJAO)).toMatchObject({ preco: 849, preconf: 849, precoatendente: null, totalItem: 849 });
    expect(c.bloqueio_atendimento).toBe(false);
  });

  it('refuses negative, non-finite, absurd and non-numeric quantities with a pt-BR 400', async () => {
    for (const quantidade of [-1, 100_001, '3', null]) {
      const r = await saveCartRaw(s, { cartItens: [{ idproduto: FEIJAO, quantidade }] });
      expectApiError(r, 400, /Quantidade inválida|Campo obrigatório/);
      expect((r.body as unknown as { campos: Record<string, string> }).campos).toHaveProperty([
        'cartItens.0.quantidade',
      ]);
    }
    const raw = await get(cartPath(s) + qs({ idfornecedor: E.idfornecedor }), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `{"cartItens":[{"idproduto":"${FEIJAO}","quantidade":1e400}]}`,
    });
    expectApiError(raw, 400, /Quantidade inválida/);
    const c = await getCart(s);
    expect(line(c, FEIJAO)?.quantidade ?? 0).toBeGreaterThanOrEqual(0);
  });

  it('refuses unknown products, another supplier’s products, repeated lines and unavailable products', async () => {
    expectApiError(
      await saveCartRaw(s, { cartItens: [{ idproduto: stableUuid('nao-existe'), quantidade: 1 }] }),
      400,
      CART_API_MESSAGES.produtoNaoEncontrado,
    );
    expectApiError(
      await saveCartRaw(s, {
        cartItens: [{ idproduto: productId('atacado', 'Feijão preto fardo 10 x 1 kg'), quantidade: 1 }],
      }),
      400,
      CART_API_MESSAGES.produtoNaoEncontrado,
    );
    expectApiError(
      await saveCartRaw(s, {
        cartItens: [
          { idproduto: FEIJAO, quantidade: 1 },
          { idproduto: FEIJAO, quantidade: 2 },
        ],
      }),
      400,
      CART_API_MESSAGES.produtoRepetido,
    );
    expectApiError(
      await saveCartRaw(s, { cartItens: [{ idproduto: UVA, quantidade: 1 }] }),
      409,
      'Produto indisponível: Uva thompson sem semente',
    );
    expectApiError(await saveCartRaw(s, { cartItens: 'x' }), 400);
    expectApiError(await saveCartRaw(s, { cartItens: [{ idproduto: 'abc', quantidade: 1 }] }), 400);
    // Removing an unknown product is harmless.
    expect((await saveCartRaw(s, { cartItens: [{ idproduto: stableUuid('nao-existe'), quantidade: 0 }] })).status).toBe(
      200,
    );
  });

  it('a line not offered for the asked delivery type is shown but left out of the total, with a warning', async () => {
    await saveCart(s, {
      cartItens: [
        { idproduto: LASANHA, quantidade: 1 },
        { idproduto: FEIJAO, quantidade: 1 },
      ],
    });
    const pickup = await getCart(s, { tipoentrega: 'RETIRADA' });
    expect(line(pickup, LASANHA)!.disponivel).toBe(false);
    expect(pickup.totalCompras).toBe(849);
    expect(pickup.mensagem).toBe(CART_API_MESSAGES.indisponiveisNoTotal(['Lasanha à bolonhesa 600 g']));
    const delivery = await getCart(s, { tipoentrega: 'DELIVERY' });
    expect(delivery.totalCompras).toBe(849 + 2290);
    expect(delivery.mensagem).toBeNull();
  });

  it('repeat-order mode adds to the saved cart and skips unavailable products with a warning', async () => {
    await saveCart(s, { cartItens: [{ idproduto: FEIJAO, quantidade: 2 }] });
    const c = await saveCart(
      s,
      {
        cartItens: [
          { idproduto: FEIJAO, quantidade: 1 },
          { idproduto: UVA, quantidade: 1 },
        ],
      },
      { modoRepeticaoPedido: true },
    );
    expect(line(c, FEIJAO)!.quantidade).toBe(3);
    expect(line(c, UVA)).toBeUndefined();
    expect(c.mensagem).toBe(CART_API_MESSAGES.repeticaoIgnorados(['Uva thompson sem semente']));
  });
});

describe('cart: who may touch it', () => {
  it("saving without a logged-in client: 401 'Não foi possivel salvar o carrinho'; loading: session expired", async () => {
    const path = `/v2/app/token~${DEMO_ACCOUNTS.consumidor.idcliente}/usuario/${DEMO_ACCOUNTS.consumidor.idcliente}/cart?idfornecedor=${E.idfornecedor}`;
    expectApiError(await send('POST', path, { cartItens: [] }), 401, CART_MESSAGES.semCliente);
    expectApiError(
      await send('POST', path.replace('token~', 'tokeninvalido123~'), { cartItens: [] }),
      401,
      CART_MESSAGES.semCliente,
    );
    expectApiError(await get(path), 401, IDENTITY_MESSAGES.sessaoExpirada);
  });

  it("another client's cart: 403 (path id or composite token); another supplier: 403", async () => {
    const s = await newCustomer();
    const other = await newCustomer();
    await saveCart(other, { cartItens: [{ idproduto: FEIJAO, quantidade: 2 }] });
    const q = qs({ idfornecedor: E.idfornecedor });
    expectApiError(await send('POST', cartPath(s, other.usuario.idcliente) + q, { cartItens: [] }), 403);
    expectApiError(await get(cartPath(s, other.usuario.idcliente) + q), 403);
    expectApiError(
      await get(`/v2/app/${s.token}~${other.usuario.idcliente}/usuario/${other.usuario.idcliente}/cart${q}`),
      403,
    );
    expectApiError(
      await send('POST', cartPath(s) + qs({ idfornecedor: A.idfornecedor }), { cartItens: [] }),
      403,
      'Sessão de outro fornecedor',
    );
    // The other client's cart is untouched.
    expect(line(await getCart(other), FEIJAO)!.quantidade).toBe(2);
  });

  it('a linked user has a cart of its own; a representative acting for a client fills that client’s cart', async () => {
    const principal = await loginDemo('principal');
    const asLinked = { token: principal.token, usuario: { idcliente: DEMO_ACCOUNTS.vinculado1.idcliente } };
    const mine = await saveCart(asLinked, { cartItens: [{ idproduto: ACUCAR, quantidade: 5 }] });
    expect(mine.idcliente).toBe(DEMO_ACCOUNTS.vinculado1.idcliente);
    expect(line(await getCart(principal), ACUCAR)?.quantidade).not.toBe(5);

    const rep = await send<{ token: string }>('POST', '/v1/app/token/usuario/autenticar/representante', {
      cpf: 'carlos.rep@atacadohorizonte.com.br',
      senha: 'demo1234',
      idfornecedor: A.idfornecedor,
      loginAsRepresentante: true,
      tokenOrigin: 'commerce',
    });
    const acting = await send<{ token: string; usuario: { idcliente: string } }>(
      'POST',
      `/v4/representante/${A.idfornecedor}/cliente/${DEMO_ACCOUNTS.empresaPendente.idcliente}/sessao`,
      undefined,
      { Authorization: `Bearer ${rep.body.token}` },
    );
    // (lanchonete's password login is throttled by the identity tests: the pending company here.)
    const fardo = productId('atacado', 'Feijão carioca fardo 10 x 1 kg');
    await saveCart(acting.body, { cartItens: [{ idproduto: fardo, quantidade: 4 }] }, {}, 'atacado');
    const client = await loginDemo('empresaPendente');
    expect(line(await getCart(client, {}, 'atacado'), fardo)!.quantidade).toBe(4);
  });
});

describe('cart: prices for the caller', () => {
  it('the payment method’s variance reprices every line (support-price-variance-by-payment)', async () => {
    const s = await loginDemo('empresaAprovada');
    const arroz = productId('atacado', 'Feijão preto fardo 10 x 1 kg');
    const base = await saveCart(s, { cartItens: [{ idproduto: arroz, quantidade: 1 }] }, {}, 'atacado');
    const pix = stableUuid(`pagto:${A.slug}:PIX`);
    const card = stableUuid(`pagto:${A.slug}:CARTAO_CREDITO`);
    const withPix = await getCart(s, { idformapagamento: pix }, 'atacado');
    const withCard = await saveCart(
      s,
      { cartItens: [{ idproduto: arroz, quantidade: 1 }] },
      { idformapagamento: card },
      'atacado',
    );
    const p0 = line(base, arroz)!.preco!;
    expect(line(withPix, arroz)!.preco).toBe(applyVariance(p0, -300));
    expect(line(withCard, arroz)!.preco).toBe(applyVariance(p0, 200));
    expect(withPix.totalCompras).toBe(line(withPix, arroz)!.totalItem);
  });

  it('an account whose prices are hidden gets its cart without prices', async () => {
    const s = await loginDemo('empresaPendente');
    const c = await saveCart(
      s,
      { cartItens: [{ idproduto: productId('atacado', 'Feijão preto fardo 10 x 1 kg'), quantidade: 2 }] },
      {},
      'atacado',
    );
    expect(c.possuiPreco).toBe(false);
    expect(c.produtosSelecionados[0]).toMatchObject({ quantidade: 2, preco: null, preconf: null, totalItem: null });
    expect(c.totalCompras).toBeNull();
  });
});

describe('cart: concurrency', () => {
  it('parallel saves of the same cart leave exactly one of them, never a mix', async () => {
    const s = await newCustomer();
    const versions = Array.from({ length: 10 }, (_, i) => [
      { idproduto: FEIJAO, quantidade: i + 1 },
      { idproduto: ACUCAR, quantidade: i + 1 },
      ...(i % 2 ? [{ idproduto: LARANJA, quantidade: 0.5 * (i + 1) }] : []),
    ]);
    const answers = await Promise.all(versions.map((cartItens) => saveCartRaw(s, { cartItens })));
    expect(answers.map((r) => r.status)).toEqual(versions.map(() => 200));
    const final = await getCart(s);
    const n = line(final, FEIJAO)!.quantidade;
    expect(line(final, ACUCAR)!.quantidade).toBe(n);
    expect(line(final, LARANJA)?.quantidade).toBe(n % 2 === 0 ? 0.5 * n : undefined);
    expect(final.versao).toBeGreaterThanOrEqual(1);
  });
});
