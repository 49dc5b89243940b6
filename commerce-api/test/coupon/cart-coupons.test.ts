import {
  clientCouponsResponseSchema,
  COUPON_API_MESSAGES,
  COUPON_MESSAGES,
  IDENTITY_MESSAGES,
  referralCouponResponseSchema,
  validateCouponResponseSchema,
  type Cart,
  type ValidateCouponResponse,
} from '../../../lib/contract';
import { couponDiscount } from '../../../lib/rules/coupon';
import { DEMO_COUPONS as C, DEMO_SUPPLIERS } from '../../seed/demo-world';
import { stableUuid } from '../../seed/util';
import { getCart, line, newCustomer, productId, qs, saveCart, saveCartRaw, type Session } from '../cart-helpers';
import { expectApiError, get } from '../helpers';
import { bearer, loginDemo, send } from '../identity-helpers';

/** Coupons, checked against the saved cart and applied by the cart answer. */
const E = DEMO_SUPPLIERS.emporio;
const id = (nome: string) => productId('emporio', nome);
const FEIJAO = id('Feijão carioca tipo 1 1 kg');
const LARANJA = id('Laranja pera');
const CAFE = id('Café especial em grãos 250 g');
const PANETONE = id('Panetone de frutas 500 g');
const PIX = stableUuid(`pagto:${E.slug}:PIX`);
const CARD = stableUuid(`pagto:${E.slug}:CARTAO_CREDITO`);

const auth = (s: Session) => bearer(`${s.token}~${s.usuario.idcliente}`);

async function validate(
  s: Session,
  codigo: string,
  q: Record<string, string | undefined> = {},
  idcliente = s.usuario.idcliente,
): Promise<ValidateCouponResponse> {
  const r = await get(
    `/v2/app/cupom-desconto/validar-desconto/fornecedor/${E.idfornecedor}/cliente/${idcliente}/cupom/${codigo}${qs(q)}`,
    { headers: auth(s) },
  );
  if (r.status !== 200) throw new Error(`validar ${r.status}: ${r.text}`);
  return validateCouponResponseSchema.parse(r.body);
}

/** The discount lib/rules gives for the cart's lines. */
const expectedDiscount = (c: Cart, coupon: Parameters<typeof couponDiscount>[0]) =>
  couponDiscount(
    coupon,
    c.produtosSelecionados.map((p) => ({
      idproduto: p.idproduto,
      totalProdutos: p.totalItem! - (p.embalarParaPresente ? p.preco_embalagem! * p.quantidade : 0),
      origem: p.origemPreco,
    })),
  ).valorDesconto;

describe('coupons on the cart', () => {
  it('percent coupon: validated, then applied by the save with the discount per line', async () => {
    const s = await newCustomer();
    await saveCart(s, {
      cartItens: [
        { idproduto: FEIJAO, quantidade: 2 },
        { idproduto: LARANJA, quantidade: 1.5 },
      ],
    });
    const v = await validate(s, 'bemvindo10');
    expect(v).toMatchObject({
      valido: true,
      mensagem: null,
      cupom: { codigoCupom: 'BEMVINDO10', tipoDesconto: '%', valorDescontoPercentual: 10 },
    });
    const c = await saveCart(s, {
      cartItens: [
        { idproduto: FEIJAO, quantidade: 2 },
        { idproduto: LARANJA, quantidade: 1.5 },
      ],
      codigoCupom: 'bemvindo10',
    });
    const feijao = 2 * 849;
    const laranja = Math.round(1.5 * 549);
    expect(c).toMatchObject({
      codigoCupom: 'BEMVINDO10',
      tipoDesconto: '%',
      valorDescontoPercentual: 10,
      valorDescontoAbsoluto: 0,
      produtosComDesconto: [],
      valorDesconto: Math.round(feijao / 10) + Math.round(laranja / 10),
      totalDescontoEspecifico: 0,
      habilitarVisualizacaoDesconto: true,
      cupomAutomatico: null,
      mensagem: null,
    });
    expect(v.valorDesconto).toBe(c.valorDesconto);
    expect(line(c, FEIJAO)!.preco_do_desconto).toBe(Math.round(feijao / 10));
    expect(c.totalPedido).toBe(c.totalCompras! - c.valorDesconto!);
    // Kept with the cart: a plain reload still has it; removing it (null) resets the discount.
    expect((await getCart(s)).codigoCupom).toBe('BEMVINDO10');
    const removed = await saveCart(s, {
      cartItens: [
        { idproduto: FEIJAO, quantidade: 2 },
        { idproduto: LARANJA, quantidade: 1.5 },
      ],
      codigoCupom: null,
    });
    expect(removed).toMatchObject({ codigoCupom: null, valorDesconto: 0, habilitarVisualizacaoDesconto: false });
    expect(removed.totalPedido).toBe(removed.totalCompras);
  });

  it('absolute coupon with a minimum order: refused below R$ 100,00, R$ 15,00 off above', async () => {
    const s = await newCustomer();
    await saveCart(s, { cartItens: [{ idproduto: FEIJAO, quantidade: 2 }] });
    expect(await validate(s, C.absolutoComMinimo.codigo)).toEqual({
      valido: false,
      mensagem: 'O valor mínimo do pedido para este cupom é R$\u00a0100,00',
      cupom: null,
      valorDesconto: null,
      totalDescontoEspecifico: null,
    });
    // Refused on save: a warning, and the code is not kept.
    const refused = await saveCart(s, {
      cartItens: [{ idproduto: FEIJAO, quantidade: 2 }],
      codigoCupom: C.absolutoComMinimo.codigo,
    });
    expect(refused).toMatchObject({
      codigoCupom: null,
      valorDesconto: 0,
      mensagem: 'O valor mínimo do pedido para este cupom é R$\u00a0100,00',
    });
    expect((await getCart(s)).mensagem).toBeNull();
    const big = await saveCart(s, {
      cartItens: [
        { idproduto: FEIJAO, quantidade: 2 },
        { idproduto: PANETONE, quantidade: 3 },
      ],
      codigoCupom: C.absolutoComMinimo.codigo,
    });
    expect(big).toMatchObject({
      codigoCupom: 'DESCONTO15',
      tipoDesconto: 'R$',
      valorDescontoAbsoluto: 1500,
      valorDescontoPercentual: 0,
      valorDesconto: 1500,
    });
    expect(big.produtosSelecionados.reduce((sum, p) => sum + p.preco_do_desconto!, 0)).toBe(1500);
    // The saved coupon stops applying when the cart drops under the minimum, with the reason.
    const small = await saveCart(s, { cartItens: [{ idproduto: FEIJAO, quantidade: 2 }] });
    expect(small).toMatchObject({
      codigoCupom: null,
      valorDesconto: 0,
      mensagem: 'O valor mínimo do pedido para este cupom é R$\u00a0100,00',
    });
  });

  it('product coupon: only its products (produtosComDesconto, totalDescontoEspecifico)', async () => {
    const s = await newCustomer();
    await saveCart(s, { cartItens: [{ idproduto: LARANJA, quantidade: 1 }] });
    expect(await validate(s, C.porProduto.codigo)).toMatchObject({
      valido: false,
      mensagem: COUPON_MESSAGES.semProdutos,
    });
    const c = await saveCart(s, {
      cartItens: [
        { idproduto: LARANJA, quantidade: 1 },
        { idproduto: FEIJAO, quantidade: 3 },
      ],
      codigoCupom: C.porProduto.codigo,
    });
    const feijaoLine = 3 * 799;
    expect(c).toMatchObject({
      codigoCupom: 'FEIJAO20',
      produtosComDesconto: [FEIJAO],
      valorDesconto: Math.round(feijaoLine * 0.2),
      totalDescontoEspecifico: Math.round(feijaoLine * 0.2),
    });
    expect(line(c, LARANJA)!.preco_do_desconto).toBe(0);
  });

  it('payment-method, channel and expiry conditions', async () => {
    const s = await newCustomer();
    await saveCart(s, { cartItens: [{ idproduto: FEIJAO, quantidade: 2 }] });
    expect(await validate(s, C.porPagamento.codigo)).toMatchObject({
      valido: false,
      mensagem: COUPON_MESSAGES.formaPagamento,
    });
    expect(await validate(s, C.porPagamento.codigo, { idformapagamento: CARD })).toMatchObject({
      valido: false,
      mensagem: COUPON_MESSAGES.formaPagamento,
    });
    expect(await validate(s, C.porPagamento.codigo, { idformapagamento: PIX })).toMatchObject({
      valido: true,
      cupom: { idformapagamento: PIX },
    });
    expect(await validate(s, C.porCanal.codigo, { canalVenda: 'MANUAL' })).toMatchObject({
      valido: false,
      mensagem: COUPON_MESSAGES.canal,
    });
    expect(await validate(s, C.porCanal.codigo, { canalVenda: 'WEB' })).toMatchObject({
      valido: true,
      cupom: { cupomCanal: 'WEB' },
    });
    expect(await validate(s, C.expirado.codigo)).toMatchObject({ valido: false, mensagem: COUPON_MESSAGES.expirado });
    expect(await validate(s, 'NAOEXISTE')).toMatchObject({ valido: false, mensagem: COUPON_MESSAGES.naoEncontrado });
  });

  it('usage limits per customer and in total, and first purchase', async () => {
    const ana = await loginDemo('principal');
    const fresh = await newCustomer();
    await saveCart(fresh, { cartItens: [{ idproduto: FEIJAO, quantidade: 2 }] });
    expect(await validate(ana, C.umaVezPorCliente.codigo)).toMatchObject({
      valido: false,
      mensagem: COUPON_MESSAGES.limiteCliente,
    });
    expect(await validate(fresh, C.umaVezPorCliente.codigo)).toMatchObject({ valido: true, valorDesconto: 1000 });
    expect(await validate(fresh, C.esgotado.codigo)).toMatchObject({
      valido: false,
      mensagem: COUPON_MESSAGES.limiteTotal,
    });
    expect(await validate(ana, C.primeiraCompra.codigo)).toMatchObject({
      valido: false,
      mensagem: COUPON_MESSAGES.primeiraCompra,
    });
    expect(await validate(fresh, C.primeiraCompra.codigo)).toMatchObject({ valido: true });
  });

  it('naoUsarCupomComPolitica: lines priced by a tier or wholesale get no discount', async () => {
    const s = await newCustomer();
    const c = await saveCart(s, {
      cartItens: [
        { idproduto: FEIJAO, quantidade: 6 },
        { idproduto: LARANJA, quantidade: 2 },
      ],
      codigoCupom: C.semPolitica.codigo,
    });
    expect(line(c, FEIJAO)!.origemPreco).toBe('PROGRESSIVO');
    expect(c).toMatchObject({
      codigoCupom: 'SEMPROMO',
      naoUsarCupomComPolitica: true,
      valorDesconto: Math.round((2 * 549) / 10),
    });
    expect(line(c, FEIJAO)!.preco_do_desconto).toBe(0);
    expect(c.valorDesconto).toBe(
      expectedDiscount(c, {
        codigoCupom: 'SEMPROMO',
        tipoDesconto: '%',
        valorDescontoPercentual: 10,
        valorDescontoAbsoluto: 0,
        produtosComDesconto: [],
        naoUsarCupomComPolitica: true,
      }),
    );
  });

  it('the automatic coupon: applied by the cart answer, off with cupomAplicacaoAutomatica=false, a worse manual coupon cannot replace it', async () => {
    const s = await newCustomer();
    const items = { cartItens: [{ idproduto: CAFE, quantidade: 12 }] }; // 12 × R$ 34,90 ≥ R$ 300,00
    const auto = await saveCart(s, items);
    expect(auto.totalCompras).toBeGreaterThanOrEqual(30000);
    expect(auto).toMatchObject({
      codigoCupom: 'EMPORIO5',
      codigoCupomAutomatico: 'EMPORIO5',
      cupomAutomatico: {
        codigoCupom: 'EMPORIO5',
        valorDescontoPercentual: 5,
        tipoDesconto: '%',
        valorDescontoAbsoluto: 0,
      },
      cupomAplicacaoAutomatica: true,
      valorDesconto: Math.round(auto.totalCompras! * 0.05),
    });
    // R$ 15,00 is less than 5% of this cart: the swap is blocked, on validation and on save.
    expect(await validate(s, C.absolutoComMinimo.codigo, { codigocupomautomatico: 'EMPORIO5' })).toMatchObject({
      valido: false,
      mensagem: COUPON_MESSAGES.trocaBloqueada,
    });
    const blocked = await saveCart(s, { ...items, codigoCupom: C.absolutoComMinimo.codigo });
    expect(blocked).toMatchObject({ codigoCupom: 'EMPORIO5', mensagem: COUPON_MESSAGES.trocaBloqueada });
    // 10% is better: accepted, the automatic code is cleared.
    expect(await validate(s, C.percentual.codigo, { codigocupomautomatico: 'EMPORIO5' })).toMatchObject({
      valido: true,
    });
    const better = await saveCart(s, { ...items, codigoCupom: C.percentual.codigo });
    expect(better).toMatchObject({ codigoCupom: 'BEMVINDO10', cupomAutomatico: null, codigoCupomAutomatico: null });
    // Removing the coupon with automatic application off: no coupon at all.
    const none = await saveCart(s, { ...items, codigoCupom: null }, { cupomAplicacaoAutomatica: false });
    expect(none).toMatchObject({
      codigoCupom: null,
      cupomAutomatico: null,
      cupomAplicacaoAutomatica: false,
      valorDesconto: 0,
    });
    expect((await saveCart(s, items, { cupomAplicacaoAutomatica: true })).codigoCupom).toBe('EMPORIO5');
  });

  it('a locked cart goes as MANUAL: a web-only coupon stops applying', async () => {
    const s = await newCustomer();
    await saveCart(s, { cartItens: [{ idproduto: FEIJAO, quantidade: 2 }], codigoCupom: C.porCanal.codigo });
    const login = await send<{ token: string }>('POST', '/v1/app/token/usuario/autenticar/atendente', {
      cpf: 'atendimento@emporiobompreco.com.br',
      senha: 'demo1234',
      idfornecedor: E.idfornecedor,
      tokenOrigin: 'commerce',
    });
    await send(
      'PUT',
      `/v4/atendente/${E.idfornecedor}/cliente/${s.usuario.idcliente}/cart/precos`,
      { itens: [{ idproduto: FEIJAO, precoatendente: 800 }] },
      bearer(login.body.token),
    );
    const c = await getCart(s);
    expect(c).toMatchObject({
      bloqueio_atendimento: true,
      cupomCanal: 'MANUAL',
      codigoCupom: null,
      valorDesconto: 0,
      mensagem: COUPON_MESSAGES.canal,
    });
  });

  it('bad codes: 400; other client or supplier: 403; no session: 401; hidden prices: not verified', async () => {
    const s = await newCustomer();
    const other = await newCustomer();
    const base = `/v2/app/cupom-desconto/validar-desconto/fornecedor/${E.idfornecedor}/cliente`;
    expectApiError(
      await get(`${base}/${s.usuario.idcliente}/cupom/${encodeURIComponent('A B')}`, { headers: auth(s) }),
      400,
      /Cupom inválido/,
    );
    expectApiError(
      await get(`${base}/${s.usuario.idcliente}/cupom/${'X'.repeat(41)}`, { headers: auth(s) }),
      400,
      /Cupom inválido/,
    );
    expectApiError(await get(`${base}/${other.usuario.idcliente}/cupom/BEMVINDO10`, { headers: auth(s) }), 403);
    expectApiError(
      await get(
        `/v2/app/cupom-desconto/validar-desconto/fornecedor/${DEMO_SUPPLIERS.atacado.idfornecedor}/cliente/${s.usuario.idcliente}/cupom/BEMVINDO10`,
        { headers: auth(s) },
      ),
      403,
    );
    expectApiError(await get(`${base}/${s.usuario.idcliente}/cupom/BEMVINDO10`), 401, IDENTITY_MESSAGES.sessaoExpirada);
    const pending = await loginDemo('empresaPendente');
    const r = await get(
      `/v2/app/cupom-desconto/validar-desconto/fornecedor/${DEMO_SUPPLIERS.atacado.idfornecedor}/cliente/${pending.usuario.idcliente}/cupom/${C.atacado.codigo}`,
      {
        headers: auth(pending),
      },
    );
    expect(validateCouponResponseSchema.parse(r.body)).toMatchObject({
      valido: false,
      mensagem: COUPON_MESSAGES.naoVerificado,
    });
    expectApiError(await saveCartRaw(s, { cartItens: [], codigoCupom: 'a b' }), 400, /Cupom inválido/);
  });
});

describe('GET /v2/app/cupom-desconto/cliente/{idcliente}', () => {
  it('lists the public coupons the client may use, the unavailable ones with a reason, or only the last', async () => {
    const ana = await loginDemo('principal');
    const path = `/v2/app/cupom-desconto/cliente/${ana.usuario.idcliente}`;
    const available = clientCouponsResponseSchema.parse(
      (await get(`${path}?onlyLast=false&available=true`, { headers: auth(ana) })).body,
    );
    const codes = available.cupons.map((c) => c.codigoCupom);
    expect(codes).toEqual(
      expect.arrayContaining(['BEMVINDO10', 'DESCONTO15', 'FEIJAO20', 'PIX5', 'SITE10', 'SEMPROMO']),
    );
    for (const hidden of ['VERAO2024', 'UMAVEZ', 'ESGOTADO', 'PRIMEIRACOMPRA', 'EMPORIO5', 'HORIZONTE50'])
      expect(codes).not.toContain(hidden);
    expect(available.cupons.every((c) => c.disponivel && c.motivo === null)).toBe(true);
    const all = clientCouponsResponseSchema.parse((await get(`${path}?available=false`, { headers: auth(ana) })).body);
    expect(all.cupons.find((c) => c.codigoCupom === 'VERAO2024')).toMatchObject({
      disponivel: false,
      motivo: COUPON_MESSAGES.expirado,
    });
    expect(all.cupons.find((c) => c.codigoCupom === 'UMAVEZ')).toMatchObject({
      disponivel: false,
      motivo: COUPON_MESSAGES.limiteCliente,
    });
    const withCard = clientCouponsResponseSchema.parse(
      (await get(`${path}?idformapagamento=${CARD}`, { headers: auth(ana) })).body,
    );
    expect(withCard.cupons.map((c) => c.codigoCupom)).not.toContain('PIX5');
    expect(
      clientCouponsResponseSchema.parse((await get(`${path}?onlyLast=true`, { headers: auth(ana) })).body).cupons,
    ).toHaveLength(1);
    expectApiError(
      await get(`/v2/app/cupom-desconto/cliente/${(await newCustomer()).usuario.idcliente}`, { headers: auth(ana) }),
      403,
    );
    expectApiError(await get(path), 401);
  });
});

describe('GET /v2/app/cupom-desconto/indicacao/{idcliente}', () => {
  it('gives each client one referral code to share; friends get 10% on a first purchase, the owner cannot use it', async () => {
    const owner = await newCustomer('emporio', 'Joana Indicadora');
    const r1 = referralCouponResponseSchema.parse(
      (await get(`/v2/app/cupom-desconto/indicacao/${owner.usuario.idcliente}`, { headers: auth(owner) })).body,
    );
    const r2 = referralCouponResponseSchema.parse(
      (await get(`/v2/app/cupom-desconto/indicacao/${owner.usuario.idcliente}`, { headers: auth(owner) })).body,
    );
    expect(r1).toEqual(r2);
    expect(r1.cupom).toMatchObject({ tipoDesconto: '%', valorDescontoPercentual: 10, primeiraCompra: true });
    expect(r1.cupom.codigoCupom).toMatch(/^INDICA-JOANA-[0-9A-F]{6}$/);
    expect(r1.mensagemCompartilhamento).toBe(
      COUPON_API_MESSAGES.compartilhar(r1.cupom.codigoCupom, '10% de desconto', E.nome),
    );
    await saveCart(owner, { cartItens: [{ idproduto: FEIJAO, quantidade: 1 }] });
    expect(await validate(owner, r1.cupom.codigoCupom)).toMatchObject({
      valido: false,
      mensagem: COUPON_MESSAGES.proprioIndicacao,
    });
    const friend = await newCustomer();
    await saveCart(friend, { cartItens: [{ idproduto: FEIJAO, quantidade: 1 }] });
    expect(await validate(friend, r1.cupom.codigoCupom)).toMatchObject({ valido: true, valorDesconto: 85 });
    const atacado = await loginDemo('empresaAprovada');
    expectApiError(
      await get(`/v2/app/cupom-desconto/indicacao/${atacado.usuario.idcliente}`, { headers: auth(atacado) }),
      404,
      COUPON_API_MESSAGES.indicacaoIndisponivel,
    );
  });
});
