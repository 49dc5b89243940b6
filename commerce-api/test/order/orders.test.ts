/**
 * Placing an order. The API is the authority: the order is the client's saved cart,
 * priced by the API; delivery, payment, coupon, stock, credit, approval and terms are checked, and
 * every refusal is a 4xx with a pt-BR message and the cart's item names (itensName).
 */
import {
  ADDRESS_MESSAGES,
  COUPON_MESSAGES,
  ORDER_MESSAGES,
  orderSchema,
  submitOrderResponseSchema,
  type Cart,
} from '../../../lib/contract';
import { dateFromFactor, validateLinhaDigitavel } from '../../../lib/rules/boleto';
import { formatPixAmount, parsePixPayload, validatePixPayload } from '../../../lib/rules/pix';
import {
  DEMO_ACCOUNTS,
  DEMO_ADDRESSES,
  DEMO_CEPS,
  DEMO_COUPONS,
  DEMO_LEGAL,
  DEMO_PAYEES,
  DEMO_SUBSCRIPTION,
  DEMO_SUPPLIERS,
} from '../../seed/demo-world';
import { getCart, newCustomer, productId, saveCart, type Session } from '../cart-helpers';
import { expectApiError, get } from '../helpers';
import { ADMIN, bearer, loginDemo, send } from '../identity-helpers';
import {
  addAddress,
  cardToken,
  DEFAULT_ANSWERS,
  deliveryMethods,
  METHODS,
  newKey,
  orderBody,
  orderPath,
  payment,
  payOverdueTitles,
  placeOk,
  representativeActingFor,
  slotAhead,
  startOrderWorld,
  submitRaw,
  type World,
} from '../orders-helpers';

const E = DEMO_SUPPLIERS.emporio;
const A = DEMO_SUPPLIERS.atacado;
const G = DEMO_SUPPLIERS.adega;
const FEIJAO = productId('emporio', 'Feijão carioca tipo 1 1 kg');
const ARROZ = productId('emporio', 'Arroz branco tipo 1 5 kg');
const PANETONE = productId('emporio', 'Panetone de frutas 500 g');
const BANANA = productId('emporio', 'Banana prata');
const FARDO = productId('atacado', 'Feijão carioca fardo 10 x 1 kg');
const MERLOT = productId('adega', 'Merlot Terroir 2018');
const CLUBE = productId('adega', 'Clube do Vinho Essencial – 2 garrafas por mês');

let world: World;
beforeAll(async () => {
  world = await startOrderWorld('orders');
}, 120_000);
afterAll(async () => {
  await world?.close();
});

/** A fresh Empório customer with a saved address at Vila Madalena and a cart. */
async function emporioShopper(
  items: { idproduto: string; quantidade: number; embalarParaPresente?: boolean }[],
  codigoCupom?: string,
) {
  const s = await newCustomer('emporio', 'Cliente Pedido');
  const idendereco = await addAddress(s, DEMO_CEPS.harmonia);
  const cart = await saveCart(s, { cartItens: items, ...(codigoCupom ? { codigoCupom } : {}) });
  return { s, idendereco, cart };
}

const pixBody = (cart: Cart, idendereco: string) =>
  orderBody(cart, { idformapagto: payment('emporio', 'PIX'), idformaentrega: METHODS.emporio.agendada, idendereco });

const auth = (s: Session) => bearer(`${s.token}~${s.usuario.idcliente}`);
const countOrders = async (idcliente: string) =>
  (await world.sql<{ n: number }>('SELECT count(*)::int AS n FROM pedidos WHERE idcliente = $1', [idcliente]))[0]!.n;

describe('a PIX order on the Empório, delivered', () => {
  it('is the saved cart priced by the API: totals, freight, fee, BR Code; the cart is emptied', async () => {
    const { s, idendereco, cart } = await emporioShopper([
      { idproduto: FEIJAO, quantidade: 3 },
      { idproduto: ARROZ, quantidade: 1 },
    ]);
    const shown = await deliveryMethods(s, E.idfornecedor, {
      tipoEntrega: 'DELIVERY',
      idendereco,
      idformapagamento: payment('emporio', 'PIX'),
    });
    const agendada = shown.formasEntrega.find((m) => m.idformaentrega === METHODS.emporio.agendada)!;
    const r = await placeOk(s, pixBody(cart, idendereco));
    submitOrderResponseSchema.parse(r);
    const freight = cart.totalCompras! >= 20000 ? 0 : 990;
    // The method, slot and freight the checkout showed (no slot sent: the first one).
    expect(agendada.valor).toBe(freight);
    expect(r.pedido.formaEntrega.data_de_entrega).toBe(agendada.data_de_entrega);
    expect(r.pedido.formaEntrega.rotulo).toBe(agendada.agendamento[0]!.janelas[0]!.rotulo);
    expect(r.pedido.caracteristicas).toEqual([
      { ...DEFAULT_ANSWERS[E.idfornecedor]![0]!, nome: 'Se faltar algum produto' },
    ]);
    const total = cart.totalCompras! + freight + 290;
    expect(r).toMatchObject({
      totalpedido: total,
      taxaentrega: freight,
      idcliente: s.usuario.idcliente,
      dadospedido: { cupom: null },
      mensagemErro: null,
      mensagemSucesso: ORDER_MESSAGES.sucesso,
      itensName: 'Arroz branco tipo 1 5 kg, Feijão carioca tipo 1 1 kg',
    });
    expect(r.numpedido).toBeGreaterThanOrEqual(100001);
    const p = r.pedido;
    expect(p).toMatchObject({
      status: 'AGUARDANDOPAGAMENTO',
      statusDescricao: 'Aguardando pagamento',
      orcamento: false,
      canalVenda: 'WEB',
      tipoEntrega: 'DELIVERY',
      formaEntrega: { idformaentrega: METHODS.emporio.agendada, descricao: 'Entrega agendada' },
      enderecoentrega: { idendereco, cep: DEMO_CEPS.harmonia.cep },
      lojaRetira: null,
      totalProdutos: cart.totalCompras,
      valorDesconto: 0,
      taxaEntrega: freight,
      taxaConveniencia: 290,
      totalPedido: total,
      emitidoPor: null,
      pagamento: { tipo: 'PIX', status: 'AGUARDANDO', boleto: null, cartao: null, vencimentoFatura: null },
    });
    expect(p.itens.map((i) => [i.nome, i.quantidade, i.preco, i.total])).toEqual(
      [...cart.produtosSelecionados].map((l) => [l.nome, l.quantidade, l.preconf, l.totalItem]),
    );
    // The BR Code: valid (CRC, GUI), the order total in field 54, the supplier's key, name and city.
    const pix = p.pagamento.pix!;
    expect(validatePixPayload(pix.copiaECola)).toEqual({ ok: true });
    const parsed = parsePixPayload(pix.copiaECola);
    expect(parsed.fields['54']).toBe(formatPixAmount(total));
    expect(parsed.merchantAccount!['01']).toBe(DEMO_PAYEES.emporio.chave_pix);
    // The payee is the legal entity (decision 0038), cut to the BR Code's 25 characters.
    expect(parsed.fields['59']).toBe('Emporio Bom Preco Comerci');
    expect(parsed.fields['60']).toBe('Sao Paulo');
    expect(parsed.additionalData['05']).toBe(pix.txid);
    expect(pix.txid).toMatch(/^[A-Za-z0-9]{1,25}$/);
    expect(new Date(pix.expiraEm).getTime() - new Date(p.criadoEm).getTime()).toBeGreaterThan(29 * 60_000);
    // The cart is empty, the order is the client's to read.
    expect((await getCart(s)).produtosSelecionados).toEqual([]);
    const g = await get(`/v4/app/orders/get-order/${r.numpedido}`, { headers: auth(s) });
    expect(g.status).toBe(200);
    expect(orderSchema.parse(g.body)).toEqual(p);
  });

  it('ignores prices, totals, channel and people sent in the body: the order total is the server’s', async () => {
    const { s, idendereco, cart } = await emporioShopper([{ idproduto: ARROZ, quantidade: 2 }]);
    const body = pixBody(cart, idendereco);
    const tampered = {
      ...body,
      itens: body.itens.map((i) => ({ ...i, preco: 1, total: 1, precoatendente: 1 })),
      totalpedido: 1,
      totalPedido: 1,
      taxaEntrega: 0,
      canalVenda: 'MANUAL',
      representante: { idusuario: 'x' },
      usuarioVinculado: { nome: 'Outro' },
    };
    const r = await placeOk(s, tampered);
    expect(r.totalpedido).toBe(cart.totalCompras! + 990 + 290);
    expect(r.pedido.itens[0]!.preco).toBe(cart.produtosSelecionados[0]!.preconf);
    expect(r.pedido).toMatchObject({ canalVenda: 'WEB', emitidoPor: null });
  });

  it('the duplicate check finds it; another body does not', async () => {
    const { s, idendereco, cart } = await emporioShopper([{ idproduto: ARROZ, quantidade: 2 }]);
    const body = pixBody(cart, idendereco);
    const r = await placeOk(s, body);
    const dup = await send('POST', orderPath(s, undefined, '/duplicidade'), body);
    expect(dup.body).toEqual({ duplicado: true, mensagem: ORDER_MESSAGES.pedidoIdentico, numpedido: r.numpedido });
    const other = await send('POST', orderPath(s, undefined, '/duplicidade'), {
      ...body,
      itens: [{ idproduto: ARROZ, quantidade: 3 }],
    });
    expect(other.body).toEqual({ duplicado: false, mensagem: null, numpedido: null });
  });
});

describe('who may order and read orders', () => {
  it('another client’s path is refused (403), without a session 401; orders of others are 404', async () => {
    const { s, idendereco, cart } = await emporioShopper([{ idproduto: ARROZ, quantidade: 2 }]);
    const other = await newCustomer('emporio', 'Outro Cliente');
    const body = pixBody(cart, idendereco);
    expectApiError(await submitRaw(other, body, newKey(), s.usuario.idcliente), 403, 'Acesso negado a este cliente');
    expectApiError(
      await send('POST', orderPath({ token: 'token', usuario: s.usuario }), body, { 'Idempotency-Key': newKey() }),
      401,
    );
    expectApiError(await send('POST', orderPath(other, s.usuario.idcliente, '/duplicidade'), body), 403);
    // The supplier of the body must be the session's.
    expectApiError(await submitRaw(s, { ...body, idfornecedor: A.idfornecedor }), 403, 'Sessão de outro fornecedor');
    const r = await placeOk(s, body);
    expectApiError(
      await get(`/v4/app/orders/get-order/${r.numpedido}`, { headers: auth(other) }),
      404,
      ORDER_MESSAGES.pedidoNaoEncontrado,
    );
    expectApiError(
      await get(`/v4/app/orders/get-order/999999999`, { headers: auth(s) }),
      404,
      ORDER_MESSAGES.pedidoNaoEncontrado,
    );
    expectApiError(await get(`/v4/app/orders/get-order/${r.numpedido}`), 401);
    expectApiError(await get('/v4/app/orders/get-order/abc', { headers: auth(s) }), 400, 'Pedido inválido');
  });

  it('a linked user orders its own cart: "emitido por" is its name, the principal reads the order too', async () => {
    const principal = await loginDemo('principal');
    const V = DEMO_ACCOUNTS.vinculado1;
    const asLinked = { token: `${principal.token}~${V.idcliente}`, usuario: { idcliente: V.idcliente } };
    const cart = await saveCart(
      { token: principal.token, usuario: { idcliente: V.idcliente } },
      { cartItens: [{ idproduto: ARROZ, quantidade: 2 }] },
    );
    const body = orderBody(cart, {
      idformapagto: payment('emporio', 'CARTAO_DEBITO'),
      idformaentrega: METHODS.emporio.retirada,
      loja: { nome: 'Empório Bom Preço Pinheiros' },
    });
    const r = await placeOk(asLinked, body);
    expect(r.pedido).toMatchObject({
      idcliente: V.idcliente,
      emitidoPor: V.nome,
      status: 'ENVIADO',
      tipoEntrega: 'RETIRADA',
      lojaRetira: { nome: 'Empório Bom Preço Pinheiros' },
      pagamento: { tipo: 'CARTAO_DEBITO', status: 'NA_ENTREGA' },
    });
    const seen = await get(`/v4/app/orders/get-order/${r.numpedido}`, {
      headers: bearer(`${principal.token}~${principal.usuario.idcliente}`),
    });
    expect(seen.status).toBe(200);
  });

  it('a representative orders for a client of its portfolio: "emitido por" is the representative', async () => {
    const C = DEMO_ACCOUNTS.empresaAprovada;
    const s = await representativeActingFor(C.idcliente);
    const cart = await saveCart(s, { cartItens: [{ idproduto: FARDO, quantidade: 5 }] }, {}, 'atacado');
    const body = orderBody(cart, {
      idformapagto: payment('atacado', 'BOLETO'),
      idformaentrega: METHODS.atacado.caminhao,
      idendereco: DEMO_ADDRESSES.empresaAprovadaLoja.idendereco,
    });
    const r = await placeOk(s, body);
    expect(r.pedido).toMatchObject({
      idcliente: C.idcliente,
      emitidoPor: 'Carlos Representante',
      status: 'AGUARDANDOPAGAMENTO',
      pagamento: { tipo: 'BOLETO' },
    });
    const [row] = await world.sql<{ idrepresentante: string }>(
      'SELECT idrepresentante FROM pedidos WHERE numpedido = $1',
      [r.numpedido],
    );
    expect(row!.idrepresentante).toBe('6c1f2d3e-4a5b-4c6d-9e7f-8091a2b3c401');
  });
});

describe('the cart is the order', () => {
  it('an empty cart (never saved, or no items sent) is 400 with the spec’s message', async () => {
    const s = await newCustomer('emporio');
    const idendereco = await addAddress(s, DEMO_CEPS.harmonia);
    const body = {
      ...pixBody({ idfornecedor: E.idfornecedor, produtosSelecionados: [] } as unknown as Cart, idendereco),
      itens: [{ idproduto: ARROZ, quantidade: 1 }],
    };
    const r = await submitRaw(s, body);
    expectApiError(r, 400, ORDER_MESSAGES.carrinhoVazio);
    expect(r.body).toMatchObject({ codigo: 'CARRINHO_VAZIO', itensName: '' });
    const cart = await saveCart(s, { cartItens: [{ idproduto: ARROZ, quantidade: 2 }] });
    const none = await submitRaw(s, { ...pixBody(cart, idendereco), itens: [] });
    expectApiError(none, 400, ORDER_MESSAGES.carrinhoVazio);
    expect(none.body.itensName).toBe('Arroz branco tipo 1 5 kg');
  });

  it('items that differ from the saved cart (quantity, a line, gift wrap) are 409 carrinhoAlterado', async () => {
    const { s, idendereco, cart } = await emporioShopper([
      { idproduto: ARROZ, quantidade: 2 },
      { idproduto: PANETONE, quantidade: 1 },
    ]);
    const body = pixBody(cart, idendereco);
    const cases = [
      body.itens.map((i) => (i.idproduto === ARROZ ? { ...i, quantidade: 3 } : i)),
      body.itens.filter((i) => i.idproduto === ARROZ),
      [...body.itens, { idproduto: FEIJAO, quantidade: 1 }],
      body.itens.map((i) => (i.idproduto === PANETONE ? { ...i, embalarParaPresente: true } : i)),
      [body.itens[0]!, body.itens[0]!],
    ];
    for (const itens of cases) {
      const r = await submitRaw(s, { ...body, itens });
      expectApiError(r, 409, ORDER_MESSAGES.carrinhoAlterado);
      expect(r.body).toMatchObject({
        codigo: 'CARRINHO_ALTERADO',
        itensName: 'Arroz branco tipo 1 5 kg, Panetone de frutas 500 g',
      });
    }
    // A quantity that the quantity rule turns into the saved one is the same line (2.0004 → 2).
    await placeOk(s, {
      ...body,
      itens: body.itens.map((i) => (i.idproduto === ARROZ ? { ...i, quantidade: 2.0004 } : i)),
    });
  });

  it('a product no longer sold is 409 produtosIndisponiveis naming it', async () => {
    const cafe = productId('emporio', 'Café especial em grãos 250 g');
    const { s, idendereco, cart } = await emporioShopper([
      { idproduto: ARROZ, quantidade: 2 },
      { idproduto: cafe, quantidade: 2 },
    ]);
    await world.sql('UPDATE produtos SET disponivel = false WHERE idproduto = $1', [cafe]);
    try {
      const r = await submitRaw(s, pixBody(cart, idendereco));
      expectApiError(r, 409, ORDER_MESSAGES.produtosIndisponiveis);
      expect(r.body.itensName).toBe('Café especial em grãos 250 g');
    } finally {
      await world.sql('UPDATE produtos SET disponivel = true WHERE idproduto = $1', [cafe]);
    }
  });

  it('below the supplier’s minimum order (after the coupon): 400 with the amounts', async () => {
    const { s, idendereco, cart } = await emporioShopper([{ idproduto: FEIJAO, quantidade: 2 }]);
    const r = await submitRaw(s, pixBody(cart, idendereco));
    expectApiError(r, 400, ORDER_MESSAGES.pedidoMinimo(5000, 5000 - cart.totalCompras!));
    expect(r.body).toMatchObject({ codigo: 'PEDIDO_MINIMO', itensName: 'Feijão carioca tipo 1 1 kg' });
  });
});

describe('delivery and pickup', () => {
  it('refuses a method, type, address, store or slot the supplier does not offer here', async () => {
    const { s, idendereco, cart } = await emporioShopper([{ idproduto: ARROZ, quantidade: 2 }]);
    const body = pixBody(cart, idendereco);
    const other = await newCustomer('emporio');
    const othersAddress = await addAddress(other, DEMO_CEPS.harmonia);
    const notServed = await addAddress(s, DEMO_CEPS.paulista);
    const cases: [unknown, number, string][] = [
      [
        { ...body, formaEntrega: { idformaentrega: METHODS.atacado.caminhao, data_de_entrega: slotAhead() } },
        400,
        ORDER_MESSAGES.formaEntregaInvalida,
      ],
      [
        { ...body, formaEntrega: { idformaentrega: METHODS.emporio.retirada, data_de_entrega: slotAhead() } },
        400,
        ORDER_MESSAGES.formaEntregaInvalida,
      ],
      [{ ...body, enderecoentrega: undefined }, 400, ORDER_MESSAGES.enderecoObrigatorio],
      [{ ...body, enderecoentrega: { idendereco: othersAddress } }, 400, ORDER_MESSAGES.enderecoObrigatorio],
      [{ ...body, enderecoentrega: { idendereco: notServed } }, 400, ADDRESS_MESSAGES.fornecedorNaoAtende],
      [
        {
          ...body,
          formaEntrega: { idformaentrega: METHODS.emporio.agendada, data_de_entrega: '2020-01-06T08:00:00-03:00' },
        },
        409,
        ORDER_MESSAGES.horarioIndisponivel,
      ],
      [
        { ...body, formaEntrega: { idformaentrega: METHODS.emporio.agendada, data_de_entrega: slotAhead(2, '03:00') } },
        409,
        ORDER_MESSAGES.horarioIndisponivel,
      ],
      // The express method needs R$ 80,00 of goods: not offered to this cart.
      [
        { ...body, formaEntrega: { idformaentrega: METHODS.emporio.expressa, data_de_entrega: null } },
        400,
        ORDER_MESSAGES.formaEntregaInvalida,
      ],
      [
        {
          ...body,
          tipoEntrega: 'RETIRADA',
          formaEntrega: { idformaentrega: METHODS.emporio.retirada, data_de_entrega: slotAhead() },
        },
        400,
        ORDER_MESSAGES.lojaObrigatoria,
      ],
      [
        {
          ...body,
          tipoEntrega: 'RETIRADA',
          formaEntrega: { idformaentrega: METHODS.emporio.retirada, data_de_entrega: slotAhead() },
          lojaRetira: {
            nome: 'Loja que não existe',
            descricao_endereco_loja: 'x',
            coordenadas_loja: { latitude: -23, longitude: -46 },
          },
        },
        400,
        ORDER_MESSAGES.lojaObrigatoria,
      ],
    ];
    for (const [b, status, msg] of cases) {
      const r = await submitRaw(s, b);
      expectApiError(r, status, msg);
      expect(r.body.itensName).toBe('Arroz branco tipo 1 5 kg');
    }
    // The wholesaler only delivers: pickup is not one of its types.
    const c = await loginDemo('lanchonete');
    await send(
      'PUT',
      `/v4/client/${c.usuario.idcliente}/supplier/${A.idfornecedor}/termos-uso`,
      undefined,
      bearer(c.token),
    );
    const ac = await saveCart(c, { cartItens: [{ idproduto: FARDO, quantidade: 5 }] }, {}, 'atacado');
    const pickup = orderBody(ac, {
      idformapagto: payment('atacado', 'PIX'),
      idformaentrega: METHODS.atacado.caminhao,
      loja: { nome: 'Centro de distribuição Barra Funda' },
    });
    expectApiError(await submitRaw(c, pickup), 400, ORDER_MESSAGES.formaEntregaInvalida);
  });

  it('pickup: the store by name or id, no freight; free delivery above the method’s value', async () => {
    const { s, cart } = await emporioShopper([{ idproduto: ARROZ, quantidade: 2 }]);
    const r = await placeOk(
      s,
      orderBody(cart, {
        idformapagto: payment('emporio', 'PIX'),
        idformaentrega: METHODS.emporio.retirada,
        loja: { nome: 'empório bom preço pinheiros' },
      }),
    );
    expect(r.pedido).toMatchObject({
      tipoEntrega: 'RETIRADA',
      enderecoentrega: null,
      taxaEntrega: 0,
      lojaRetira: {
        nome: 'Empório Bom Preço Pinheiros',
        coordenadas_loja: { latitude: -23.5652, longitude: -46.6839 },
      },
    });
    const big = await emporioShopper([{ idproduto: ARROZ, quantidade: 8 }]);
    expect(big.cart.totalCompras!).toBeGreaterThanOrEqual(20000);
    const free = await placeOk(big.s, pixBody(big.cart, big.idendereco));
    expect(free.taxaentrega).toBe(0);
    expect(free.totalpedido).toBe(big.cart.totalCompras! + 290);
  });
});

describe('the delivery quote and the order characteristics', () => {
  it('a chosen slot and a per-km freight are the ones the checkout showed', async () => {
    // R$ 80,00 or more, at most 15 kg: the express method is offered, priced by km from the store.
    const { s, idendereco, cart } = await emporioShopper([
      { idproduto: productId('emporio', 'Café especial em grãos 250 g'), quantidade: 3 },
    ]);
    const shown = await deliveryMethods(s, E.idfornecedor, {
      tipoEntrega: 'DELIVERY',
      idendereco,
      idformapagamento: payment('emporio', 'PIX'),
    });
    const expressa = shown.formasEntrega.find((m) => m.idformaentrega === METHODS.emporio.expressa)!;
    expect(expressa.regra).toBe('POR_KM');
    const last = expressa.agendamento.at(-1)!.janelas.at(-1)!;
    const r = await placeOk(
      s,
      orderBody(cart, {
        idformapagto: payment('emporio', 'PIX'),
        idformaentrega: METHODS.emporio.expressa,
        idendereco,
        data_de_entrega: last.data_de_entrega,
      }),
    );
    expect(r.taxaentrega).toBe(expressa.valor);
    expect(r.pedido.formaEntrega).toEqual({
      idformaentrega: METHODS.emporio.expressa,
      descricao: expressa.descricao,
      data_de_entrega: last.data_de_entrega,
      rotulo: last.rotulo,
    });
    expect(r.totalpedido).toBe(cart.totalCompras! + expressa.valor + 290);
  });

  it('the supplier’s required characteristic must be answered with one of its options', async () => {
    const { s, idendereco, cart } = await emporioShopper([{ idproduto: ARROZ, quantidade: 2 }]);
    const body = pixBody(cart, idendereco);
    const id = DEFAULT_ANSWERS[E.idfornecedor]![0]!.idcaracteristica;
    expectApiError(
      await submitRaw(s, { ...body, caracteristicas: [] }),
      400,
      ORDER_MESSAGES.caracteristicaObrigatoria('Se faltar algum produto'),
    );
    expectApiError(
      await submitRaw(s, { ...body, caracteristicas: [{ idcaracteristica: id, valor: 'Tanto faz' }] }),
      400,
      ORDER_MESSAGES.caracteristicaInvalida('Se faltar algum produto'),
    );
    const r = await placeOk(s, { ...body, caracteristicas: [{ idcaracteristica: id, valor: 'Não substituir' }] });
    expect(r.pedido.caracteristicas).toEqual([
      { idcaracteristica: id, nome: 'Se faltar algum produto', valor: 'Não substituir' },
    ]);
  });
});

describe('payment methods', () => {
  it('an unknown method or too many instalments is 400', async () => {
    const { s, idendereco, cart } = await emporioShopper([{ idproduto: ARROZ, quantidade: 2 }]);
    const body = pixBody(cart, idendereco);
    expectApiError(
      await submitRaw(s, { ...body, formaPagamento: { idformapagto: payment('atacado', 'FATURADO') } }),
      400,
      ORDER_MESSAGES.formaPagamentoInvalida,
    );
    expectApiError(
      await submitRaw(s, {
        ...body,
        formaPagamento: { idformapagto: payment('emporio', 'CARTAO_CREDITO'), quantParcelas: 7 },
      }),
      400,
      ORDER_MESSAGES.parcelasInvalidas,
    );
    expectApiError(
      await submitRaw(s, { ...body, formaPagamento: { idformapagto: payment('emporio', 'PIX'), quantParcelas: 2 } }),
      400,
      ORDER_MESSAGES.parcelasInvalidas,
    );
    expectApiError(
      await submitRaw(s, { ...body, formaPagamento: { idformapagto: payment('emporio', 'CARTAO_CREDITO') } }),
      400,
      ORDER_MESSAGES.cartaoObrigatorio,
    );
  });

  it('boleto: a valid linha digitável encoding the total and the due date (+3 days), nossoNumero in sequence', async () => {
    const first = await emporioShopper([{ idproduto: ARROZ, quantidade: 2 }]);
    const boleto = (c: Cart, id: string) =>
      orderBody(c, {
        idformapagto: payment('emporio', 'BOLETO'),
        idformaentrega: METHODS.emporio.agendada,
        idendereco: id,
      });
    const r1 = await placeOk(first.s, boleto(first.cart, first.idendereco));
    const second = await emporioShopper([{ idproduto: ARROZ, quantidade: 3 }]);
    const r2 = await placeOk(second.s, boleto(second.cart, second.idendereco));
    for (const r of [r1, r2]) {
      const b = r.pedido.pagamento.boleto!;
      expect(r.pedido.status).toBe('AGUARDANDOPAGAMENTO');
      expect(validateLinhaDigitavel(b.linhaDigitavel)).toBe(true);
      expect(validateLinhaDigitavel(b.linhaDigitavelFormatada)).toBe(true);
      expect(b.codigoBarras.slice(0, 4)).toBe('3419');
      expect(Number(b.codigoBarras.slice(9, 19))).toBe(r.totalpedido);
      expect(dateFromFactor(b.codigoBarras.slice(5, 9))).toBe(b.vencimento);
      const criado = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
        new Date(r.pedido.criadoEm),
      );
      expect(Date.parse(b.vencimento) - Date.parse(criado)).toBe(3 * 86_400_000);
      expect(b.beneficiario).toEqual({ nome: DEMO_LEGAL.emporio.razao_social, documento: '12.345.678/0001-95' });
    }
    const n = (r: typeof r1) => Number(r.pedido.pagamento.boleto!.nossoNumero.slice(4, 12));
    expect(n(r2)).toBe(n(r1) + 1);
  });

  it('card at the Adega (pickup): pre-authorised total, instalments; weighed products pre-authorise 10% more', async () => {
    const s = await newCustomer('adega', 'Cliente Adega');
    const cart = await saveCart(s, { cartItens: [{ idproduto: MERLOT, quantidade: 2 }] }, {}, 'adega');
    const tok = await cardToken(s, { idfornecedor: G.idfornecedor });
    expect(tok.status).toBe(200);
    const r = await placeOk(
      s,
      orderBody(cart, {
        idformapagto: payment('adega', 'CARTAO_CREDITO'),
        idformaentrega: METHODS.adega.retirada,
        loja: { nome: 'Loja Centro de Bento' },
        tokenCartao: tok.body.token,
        quantParcelas: 3,
      }),
    );
    const total = cart.totalCompras!;
    expect(r.totalpedido).toBe(total);
    expect(r.pedido).toMatchObject({
      status: 'ENVIADO',
      lojaRetira: { nome: 'Loja Centro de Bento' },
      pagamento: {
        tipo: 'CARTAO_CREDITO',
        status: 'PRE_AUTORIZADO',
        cartao: {
          bandeira: 'Visa',
          final: '1111',
          titular: 'MARIA SOUZA',
          quantParcelas: 3,
          valorParcela: Math.floor(total / 3),
          ultimaParcela: total - 2 * Math.floor(total / 3),
          valorPreAutorizado: total,
        },
      },
    });

    const {
      s: e,
      idendereco,
      cart: kg,
    } = await emporioShopper([
      { idproduto: BANANA, quantidade: 2.5 },
      { idproduto: ARROZ, quantidade: 2 },
    ]);
    const t2 = await cardToken(e, { idfornecedor: E.idfornecedor });
    const w = await placeOk(
      e,
      orderBody(kg, {
        idformapagto: payment('emporio', 'CARTAO_CREDITO'),
        idformaentrega: METHODS.emporio.agendada,
        idendereco,
        tokenCartao: t2.body.token,
      }),
    );
    expect(w.pedido.pagamento.cartao!.valorPreAutorizado).toBe(Math.ceil((w.totalpedido! * 110) / 100));
  });

  it('card with interest (Empório, 1,99% a.m.): equal instalments, the total with interest pre-authorised; 1x none', async () => {
    const { s, idendereco, cart } = await emporioShopper([{ idproduto: ARROZ, quantidade: 2 }]);
    // Another quantity each time: an identical order seconds later is refused.
    const place = async (quantParcelas: number, quantidade: number) =>
      placeOk(
        s,
        orderBody(await saveCart(s, { cartItens: [{ idproduto: ARROZ, quantidade }] }), {
          idformapagto: payment('emporio', 'CARTAO_CREDITO'),
          idformaentrega: METHODS.emporio.agendada,
          idendereco,
          tokenCartao: (await cardToken(s, { idfornecedor: E.idfornecedor })).body.token,
          quantParcelas,
        }),
      );
    expect(cart.totalCompras).toBeGreaterThan(0);
    const r = await place(2, 2);
    const total = r.totalpedido!;
    const i = 0.0199;
    const each = Math.round((total * i) / (1 - (1 + i) ** -2));
    expect(r.pedido.pagamento.cartao).toMatchObject({
      quantParcelas: 2,
      valorParcela: each,
      ultimaParcela: each,
      jurosMensalBp: 199,
      totalComJuros: 2 * each,
      valorPreAutorizado: 2 * each,
    });
    expect(2 * each).toBeGreaterThan(total);
    const one = await place(1, 3);
    expect(one.pedido.pagamento.cartao!.jurosMensalBp).toBeUndefined();
    expect(one.pedido.pagamento.cartao!.valorPreAutorizado).toBe(one.totalpedido);
  });

  it('card instalments below the minimum (Adega: at least R$ 20,00) are refused, as checkout does not offer them', async () => {
    const s = await newCustomer('adega', 'Cliente Adega');
    const body = async (quantParcelas: number) =>
      orderBody(await saveCart(s, { cartItens: [{ idproduto: MERLOT, quantidade: 1 }] }, {}, 'adega'), {
        idformapagto: payment('adega', 'CARTAO_CREDITO'),
        idformaentrega: METHODS.adega.retirada,
        loja: { nome: 'Loja Centro de Bento' },
        tokenCartao: (await cardToken(s, { idfornecedor: G.idfornecedor })).body.token,
        quantParcelas,
      });
    const refused = await submitRaw(s, await body(10));
    expectApiError(refused, 400, ORDER_MESSAGES.parcelasInvalidas);
    expect(refused.body).toMatchObject({
      campos: { 'formaPagamento.quantParcelas': ORDER_MESSAGES.parcelasInvalidas },
    });
    // Two instalments of at least R$ 20,00 go through; the ten refused were below the minimum.
    const two = await placeOk(s, await body(2));
    const total = two.totalpedido!;
    expect(Math.floor(total / 10)).toBeLessThan(2000);
    expect(Math.floor(total / 2)).toBeGreaterThanOrEqual(2000);
    expect(two.pedido.pagamento.cartao).toMatchObject({ quantParcelas: 2 });
  });

  it('debit card on delivery: ENVIADO, paid on delivery', async () => {
    const { s, idendereco, cart } = await emporioShopper([{ idproduto: ARROZ, quantidade: 2 }]);
    const r = await placeOk(
      s,
      orderBody(cart, {
        idformapagto: payment('emporio', 'CARTAO_DEBITO'),
        idformaentrega: METHODS.emporio.agendada,
        idendereco,
      }),
    );
    expect(r.pedido).toMatchObject({
      status: 'ENVIADO',
      pagamento: { status: 'NA_ENTREGA', pix: null, boleto: null, cartao: null },
    });
  });
});

describe('the wholesaler: approval, terms, credit and quotes', () => {
  const aprovada = DEMO_ACCOUNTS.empresaAprovada;
  const faturado = (c: Cart) =>
    orderBody(c, {
      idformapagto: payment('atacado', 'FATURADO'),
      idformaentrega: METHODS.atacado.caminhao,
      idendereco: DEMO_ADDRESSES.empresaAprovadaLoja.idendereco,
    });

  it('terms not accepted: 403; then buying on terms takes the credit; too little credit or none: 400', async () => {
    const s = await loginDemo('empresaAprovada');
    await world.sql('UPDATE cliente_fornecedor SET termos_aceitos_versao = NULL WHERE idcliente = $1', [
      aprovada.idcliente,
    ]);
    const cart = await saveCart(
      s,
      { cartItens: [{ idproduto: FARDO, quantidade: 5 }] },
      { idformapagamento: payment('atacado', 'FATURADO') },
      'atacado',
    );
    const refused = await submitRaw(s, faturado(cart));
    expectApiError(refused, 403, ORDER_MESSAGES.termosNaoAceitos);
    expect(refused.body).toMatchObject({ codigo: 'TERMOS_NAO_ACEITOS', itensName: 'Feijão carioca fardo 10 x 1 kg' });
    await send(
      'PUT',
      `/v4/client/${aprovada.idcliente}/supplier/${A.idfornecedor}/termos-uso`,
      undefined,
      bearer(s.token),
    );

    const credit = async () =>
      (
        await world.sql<{ d: number }>(
          'SELECT limite_credito_disponivel AS d FROM cliente_fornecedor WHERE idcliente = $1 AND idfornecedor = $2',
          [aprovada.idcliente, A.idfornecedor],
        )
      )[0]!.d;
    const before = await credit();
    // The seed's title 12 days overdue blocks buying on terms (422, pt-BR); nothing is taken.
    const blocked = await submitRaw(s, faturado(cart));
    expectApiError(blocked, 422, ORDER_MESSAGES.tituloVencido);
    expect(blocked.body).toMatchObject({
      codigo: 'TITULO_VENCIDO',
      campos: { 'formaPagamento.idformapagto': ORDER_MESSAGES.tituloVencido },
    });
    expect(await credit()).toBe(before);
    expect((await getCart(s, {}, 'atacado')).produtosSelecionados.map((p) => p.quantidade)).toEqual([5]);
    // Paid (its value back to the credit), the company buys on terms again.
    expect(await payOverdueTitles(world, aprovada.idcliente, A.idfornecedor)).toHaveLength(1);
    const paidBack = await credit();
    expect(paidBack).toBeGreaterThan(before);
    const r = await placeOk(s, faturado(cart));
    expect(r.pedido).toMatchObject({
      status: 'ENVIADO',
      canalVenda: 'WEB',
      taxaConveniencia: 0,
      pagamento: { tipo: 'FATURADO', status: 'FATURADO' },
    });
    // The payment method's variance (+2.5%) is in the prices.
    expect(r.totalpedido).toBe(cart.totalCompras);
    expect(await credit()).toBe(paidBack - r.totalpedido!);
    const hoje = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
      new Date(r.pedido.criadoEm),
    );
    expect(Date.parse(r.pedido.pagamento.vencimentoFatura!) - Date.parse(hoje)).toBe(28 * 86_400_000);

    await world.sql(
      'UPDATE cliente_fornecedor SET limite_credito_disponivel = 100 WHERE idcliente = $1 AND idfornecedor = $2',
      [aprovada.idcliente, A.idfornecedor],
    );
    const again = await saveCart(
      s,
      { cartItens: [{ idproduto: FARDO, quantidade: 6 }] },
      { idformapagamento: payment('atacado', 'FATURADO') },
      'atacado',
    );
    expectApiError(await submitRaw(s, faturado(again)), 400, ORDER_MESSAGES.limiteCredito(100));
    await world.sql(
      'UPDATE cliente_fornecedor SET limite_credito_disponivel = NULL WHERE idcliente = $1 AND idfornecedor = $2',
      [aprovada.idcliente, A.idfornecedor],
    );
    expectApiError(await submitRaw(s, faturado(again)), 400, ORDER_MESSAGES.semLimiteCredito);
    expect(await credit()).toBeNull();
    await world.sql(
      'UPDATE cliente_fornecedor SET limite_credito_disponivel = 500000 WHERE idcliente = $1 AND idfornecedor = $2',
      [aprovada.idcliente, A.idfornecedor],
    );
  });

  it('an overdue title blocks buying on terms while the supplier says so (on by default); paid, or the setting off, it goes', async () => {
    const s = await loginDemo('empresaAprovada');
    await send(
      'PUT',
      `/v4/client/${aprovada.idcliente}/supplier/${A.idfornecedor}/termos-uso`,
      undefined,
      bearer(s.token),
    );
    await payOverdueTitles(world, aprovada.idcliente, A.idfornecedor);
    // One of the company's open titles falls due yesterday (São Paulo): overdue by one day.
    const [open] = await world.sql<{ idfatura: string; vencimento: string }>(
      `SELECT idfatura, vencimento::text AS vencimento FROM faturas WHERE idcliente = $1 AND idfornecedor = $2 AND pago_em IS NULL
       ORDER BY vencimento LIMIT 1`,
      [aprovada.idcliente, A.idfornecedor],
    );
    await world.sql(
      `UPDATE faturas SET vencimento = (now() AT TIME ZONE 'America/Sao_Paulo')::date - 1, emissao = LEAST(emissao, (now() AT TIME ZONE 'America/Sao_Paulo')::date - 1) WHERE idfatura = $1`,
      [open!.idfatura],
    );
    // Each order its own quantity: an identical order within seconds is refused as a duplicate.
    let quantidade = 10;
    const cart = () =>
      saveCart(
        s,
        { cartItens: [{ idproduto: FARDO, quantidade: quantidade++ }] },
        { idformapagamento: payment('atacado', 'FATURADO') },
        'atacado',
      );
    expectApiError(await submitRaw(s, faturado(await cart())), 422, ORDER_MESSAGES.tituloVencido);
    // Another method is not affected.
    const boleto = orderBody(await cart(), {
      idformapagto: payment('atacado', 'BOLETO'),
      idformaentrega: METHODS.atacado.caminhao,
      idendereco: DEMO_ADDRESSES.empresaAprovadaLoja.idendereco,
    });
    expect((await placeOk(s, boleto)).pedido.pagamento.tipo).toBe('BOLETO');
    // Due today is not overdue.
    await world.sql(
      `UPDATE faturas SET vencimento = (now() AT TIME ZONE 'America/Sao_Paulo')::date WHERE idfatura = $1`,
      [open!.idfatura],
    );
    expect((await placeOk(s, faturado(await cart()))).pedido.pagamento.tipo).toBe('FATURADO');
    // The supplier turns the block off: an overdue title no longer stops it.
    await world.sql(
      `UPDATE faturas SET vencimento = (now() AT TIME ZONE 'America/Sao_Paulo')::date - 3 WHERE idfatura = $1`,
      [open!.idfatura],
    );
    await world.sql('UPDATE fornecedores SET bloquear_faturado_com_titulo_vencido = false WHERE idfornecedor = $1', [
      A.idfornecedor,
    ]);
    try {
      const config = await get<{ config: { bloquear_faturado_com_titulo_vencido: boolean } }>(
        '/v2/app/token/configuracao/fornecedor',
        { headers: { 'X-idfornecedor': A.idfornecedor } },
      );
      expect(config.body.config.bloquear_faturado_com_titulo_vencido).toBe(false);
      expect((await placeOk(s, faturado(await cart()))).pedido.pagamento.tipo).toBe('FATURADO');
    } finally {
      await world.sql('UPDATE fornecedores SET bloquear_faturado_com_titulo_vencido = true WHERE idfornecedor = $1', [
        A.idfornecedor,
      ]);
      await world.sql('UPDATE faturas SET vencimento = $2::date WHERE idfatura = $1', [
        open!.idfatura,
        open!.vencimento,
      ]);
    }
  });

  it('an unapproved registration: blocked (block-not-approved-user) or restricted (restrict-not-approved-user-submission)', async () => {
    const p = await loginDemo('empresaPendente');
    await send(
      'PUT',
      `/v4/client/${p.usuario.idcliente}/supplier/${A.idfornecedor}/termos-uso`,
      undefined,
      bearer(p.token),
    );
    const cart = await saveCart(p, { cartItens: [{ idproduto: FARDO, quantidade: 5 }] }, {}, 'atacado');
    const body = orderBody(cart, {
      idformapagto: payment('atacado', 'PIX'),
      idformaentrega: METHODS.atacado.caminhao,
      idendereco: await addAddress(p, DEMO_CEPS.clelia),
    });
    expectApiError(await submitRaw(p, body), 403, ORDER_MESSAGES.cadastroBloqueado);

    const { s, idendereco, cart: ec } = await emporioShopper([{ idproduto: ARROZ, quantidade: 2 }]);
    await world.sql(
      `UPDATE fornecedores SET tags = tags || '{restrict-not-approved-user-submission}' WHERE idfornecedor = $1`,
      [E.idfornecedor],
    );
    await world.sql(
      'UPDATE cliente_fornecedor SET cadastro_aprovado = false WHERE idcliente = $1 AND idfornecedor = $2',
      [s.usuario.idcliente, E.idfornecedor],
    );
    try {
      expectApiError(await submitRaw(s, pixBody(ec, idendereco)), 403, ORDER_MESSAGES.cadastroRestrito);
    } finally {
      await world.sql(
        `UPDATE fornecedores SET tags = array_remove(tags, 'restrict-not-approved-user-submission') WHERE idfornecedor = $1`,
        [E.idfornecedor],
      );
    }
  });

  it('support-budget with prices hidden from the client: the order enters as a quote, without a charge', async () => {
    // A support-budget supplier that does not block unapproved registrations.
    await world.sql(
      `UPDATE fornecedores SET tags = array_remove(tags, 'block-not-approved-user') WHERE idfornecedor = $1`,
      [A.idfornecedor],
    );
    try {
      const p = await loginDemo('empresaPendente');
      await send(
        'PUT',
        `/v4/client/${p.usuario.idcliente}/supplier/${A.idfornecedor}/termos-uso`,
        undefined,
        bearer(p.token),
      );
      const cart = await saveCart(p, { cartItens: [{ idproduto: FARDO, quantidade: 5 }] }, {}, 'atacado');
      expect(cart.possuiPreco).toBe(false);
      const idendereco = await addAddress(p, DEMO_CEPS.dozeDeOutubro);
      // Without a known value the truck (R$ 300,00 minimum) is not offered; the van is.
      const r = await placeOk(
        p,
        orderBody(cart, {
          idformapagto: payment('atacado', 'BOLETO'),
          idformaentrega: METHODS.atacado.expressa,
          idendereco,
        }),
      );
      expect(r).toMatchObject({ totalpedido: null, mensagemSucesso: ORDER_MESSAGES.sucessoOrcamento });
      expect(r.pedido).toMatchObject({
        status: 'ORCAMENTO_NOVO',
        orcamento: true,
        totalProdutos: null,
        totalPedido: null,
        pagamento: { tipo: 'BOLETO', status: 'AGUARDANDO', boleto: null, pix: null, cartao: null },
      });
      expect(r.pedido.itens[0]).toMatchObject({ preco: null, total: null });
    } finally {
      await world.sql(`UPDATE fornecedores SET tags = tags || '{block-not-approved-user}' WHERE idfornecedor = $1`, [
        A.idfornecedor,
      ]);
    }
  });
});

describe('coupon, stock and subscription taken with the order', () => {
  it('the cart’s coupon: discount in the order, one use recorded with the number, first purchase marked', async () => {
    const { s, idendereco, cart } = await emporioShopper(
      [{ idproduto: ARROZ, quantidade: 3 }],
      DEMO_COUPONS.primeiraCompra.codigo,
    );
    expect(cart.valorDesconto).toBeGreaterThan(0);
    const r = await placeOk(s, pixBody(cart, idendereco));
    expect(r.dadospedido.cupom).toBe('PRIMEIRACOMPRA');
    expect(r.pedido).toMatchObject({
      cupom: 'PRIMEIRACOMPRA',
      valorDesconto: cart.valorDesconto,
      totalPedido: cart.totalCompras! - cart.valorDesconto! + 990 + 290,
    });
    const uses = await world.sql<{ numpedido: string }>(
      'SELECT u.numpedido FROM cupom_usos u JOIN cupons c ON c.idcupom = u.idcupom WHERE c.codigo = $1 AND u.idcliente = $2',
      ['PRIMEIRACOMPRA', s.usuario.idcliente],
    );
    expect(uses).toEqual([{ numpedido: String(r.numpedido) }]);
    const [cf] = await world.sql<{ primeiro: string | null }>(
      'SELECT primeiro_pedido_em AS primeiro FROM cliente_fornecedor WHERE idcliente = $1 AND idfornecedor = $2',
      [s.usuario.idcliente, E.idfornecedor],
    );
    expect(cf!.primeiro).not.toBeNull();
  });

  it('a coupon that stopped applying since the cart was shown: 409 with the coupon’s own message', async () => {
    const { s, idendereco, cart } = await emporioShopper(
      [{ idproduto: ARROZ, quantidade: 3 }],
      DEMO_COUPONS.umaVezPorCliente.codigo,
    );
    expect(cart.codigoCupom).toBe('UMAVEZ');
    await world.sql(
      `INSERT INTO cupom_usos (idcupom, idcliente, numpedido) SELECT idcupom, $1, 'OUTRO' FROM cupons WHERE codigo = 'UMAVEZ'`,
      [s.usuario.idcliente],
    );
    const r = await submitRaw(s, pixBody(cart, idendereco));
    expectApiError(r, 409, COUPON_MESSAGES.limiteCliente);
    expect(r.body).toMatchObject({ codigo: 'CUPOM_INVALIDO', itensName: 'Arroz branco tipo 1 5 kg' });
    expect(await countOrders(s.usuario.idcliente)).toBe(0);
  });

  it('stock: taken by the order; more than what is left is 409 naming the product', async () => {
    const stock = async () =>
      Number(
        (await world.sql<{ e: string }>('SELECT estoque::text AS e FROM produtos WHERE idproduto = $1', [PANETONE]))[0]!
          .e,
      );
    const before = await stock();
    const a = await emporioShopper([{ idproduto: PANETONE, quantidade: 2 }]);
    await placeOk(a.s, pixBody(a.cart, a.idendereco));
    expect(await stock()).toBe(before - 2);
    const b = await emporioShopper([
      { idproduto: PANETONE, quantidade: before - 1 },
      { idproduto: ARROZ, quantidade: 1 },
    ]);
    const r = await submitRaw(b.s, pixBody(b.cart, b.idendereco));
    expectApiError(r, 409, ORDER_MESSAGES.estoqueInsuficiente);
    expect(r.body).toMatchObject({ codigo: 'ESTOQUE_INSUFICIENTE', itensName: 'Panetone de frutas 500 g' });
    expect(await stock()).toBe(before - 2);
  });

  it('subscription products: the order keeps the chosen type', async () => {
    const s = await newCustomer('adega', 'Cliente Clube');
    const mensal = DEMO_SUBSCRIPTION.tipos[0];
    const cart = await saveCart(
      s,
      { cartItens: [{ idproduto: CLUBE, quantidade: 1 }] },
      { idtipoassinatura: mensal.idtipoassinatura },
      'adega',
    );
    const body = {
      ...orderBody(cart, {
        idformapagto: payment('adega', 'PIX'),
        idformaentrega: METHODS.adega.retirada,
        loja: { nome: 'Loja Centro de Bento' },
      }),
      idtipoassinatura: mensal.idtipoassinatura,
    };
    const r = await placeOk(s, body);
    expect(r.pedido.assinatura).toEqual({ idtipoassinatura: mensal.idtipoassinatura, descricao: mensal.descricao });
  });
});

describe('bad input is a 4xx with a pt-BR message, never 500', () => {
  it('wrong types, unknown ids, control characters, a huge body', async () => {
    const { s, idendereco, cart } = await emporioShopper([{ idproduto: ARROZ, quantidade: 2 }]);
    const body = pixBody(cart, idendereco);
    const bad: unknown[] = [
      { ...body, itens: 'tudo' },
      { ...body, itens: [{ idproduto: ARROZ, quantidade: 'dois' }] },
      { ...body, itens: [{ idproduto: 'x', quantidade: 1 }] },
      { ...body, itens: [{ idproduto: ARROZ, quantidade: -1 }] },
      { ...body, itens: [{ idproduto: ARROZ, quantidade: 1e400 }] },
      { ...body, tipoEntrega: 'DRONE' },
      { ...body, formaEntrega: { idformaentrega: METHODS.emporio.agendada, data_de_entrega: 'amanhã' } },
      { ...body, formaPagamento: { idformapagto: payment('emporio', 'PIX'), tokenCartao: 'cartao-1234' } },
      { ...body, anotacoes: 'x'.repeat(1001) },
      { ...body, anotacoes: 'entregar\u0000depois' },
      { ...body, idfornecedor: 'não é fornecedor!' },
      { ...body, formaPagamento: null },
      [],
      'texto',
    ];
    for (const b of bad) {
      const r = await submitRaw(s, b);
      expect([400, 404]).toContain(r.status);
      expectApiError(r, r.status);
    }
    const raw = await get(orderPath(s), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'Idempotency-Key': newKey() },
      body: '{"itens": [',
    });
    expectApiError(raw, 400, 'JSON inválido');
    const huge = await get(orderPath(s), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'Idempotency-Key': newKey() },
      body: JSON.stringify({ ...body, anotacoes: 'x'.repeat(1_100_000) }),
    });
    expectApiError(huge, 413);
    // Nothing was placed by any of them.
    expect(await countOrders(s.usuario.idcliente)).toBe(0);
    await placeOk(s, body);
  });

  it('confirmPayment: admin key, unknown order, an order not awaiting payment', async () => {
    expectApiError(await send('POST', '/admin/pedidos/100001/pagamento/confirmar'), 401);
    expectApiError(
      await send('POST', '/admin/pedidos/100001/pagamento/confirmar', undefined, { 'X-Admin-Key': 'errada' }),
      401,
    );
    expectApiError(
      await send('POST', '/admin/pedidos/999999999/pagamento/confirmar', undefined, ADMIN),
      404,
      ORDER_MESSAGES.pedidoNaoEncontrado,
    );
    expectApiError(await send('POST', '/admin/pedidos/abc/pagamento/confirmar', undefined, ADMIN), 400);
  });
});

it('uses the idempotency key of its own request only (a key is per client)', async () => {
  const key = newKey();
  const a = await emporioShopper([{ idproduto: ARROZ, quantidade: 2 }]);
  const b = await emporioShopper([{ idproduto: ARROZ, quantidade: 2 }]);
  const ra = await placeOk(a.s, pixBody(a.cart, a.idendereco), key);
  const rb = await placeOk(b.s, pixBody(b.cart, b.idendereco), key);
  expect(rb.numpedido).not.toBe(ra.numpedido);
});
