/**
 * The order after the sale. The state machine enforced by the API (every pair of
 * statuses tried through the back office), the buyer's cancel and what it gives back, quotes priced
 * and accepted exactly once, the form-encoded rating, repeat order, and paying later (another
 * method, a new PIX or boleto).
 */
import {
  ORDER_MESSAGES,
  ORDER_STATUSES,
  orderSchema,
  type Cart,
  type Order,
  type OrderStatus,
} from '../../../lib/contract';
import { CART_API_MESSAGES } from '../../../lib/contract/cart';
import { validateLinhaDigitavel } from '../../../lib/rules/boleto';
import { canTransition, ORDER_STATUS_MESSAGES } from '../../../lib/rules/order-status';
import { formatPixAmount, parsePixPayload, validatePixPayload } from '../../../lib/rules/pix';
import { DEMO_ADDRESSES, DEMO_CEPS, DEMO_COUPONS, DEMO_SUPPLIERS } from '../../seed/demo-world';
import { getCart, newCustomer, productId, saveCart, type Session } from '../cart-helpers';
import { expectApiError, get, type Res } from '../helpers';
import { ADMIN, bearer, loginDemo, send } from '../identity-helpers';
import {
  addAddress,
  cardToken,
  METHODS,
  orderBody,
  payment,
  payOverdueTitles,
  placeOk,
  startOrderWorld,
  submitRaw,
  type World,
} from '../orders-helpers';

const E = DEMO_SUPPLIERS.emporio;
const A = DEMO_SUPPLIERS.atacado;
const ARROZ = productId('emporio', 'Arroz branco tipo 1 5 kg');
const FEIJAO = productId('emporio', 'Feijão carioca tipo 1 1 kg');
const PANETONE = productId('emporio', 'Panetone de frutas 500 g');
const FARDO = productId('atacado', 'Feijão carioca fardo 10 x 1 kg');

let world: World;
beforeAll(async () => {
  world = await startOrderWorld('ciclo');
  // Quotes: a support-budget supplier that lets unapproved companies send them (prices hidden).
  await world.sql(
    `UPDATE fornecedores SET tags = array_remove(tags, 'block-not-approved-user') WHERE idfornecedor = $1`,
    [A.idfornecedor],
  );
}, 120_000);
afterAll(async () => {
  await world?.close();
});

const auth = (s: Session) => bearer(`${s.token}~${s.usuario.idcliente}`);
const getOrder = async (s: Session, n: number) => {
  const r = await get<Order>(`/v4/app/orders/get-order/${n}`, { headers: auth(s) });
  if (r.status !== 200) throw new Error(`get-order ${r.status}: ${r.text}`);
  return orderSchema.parse(r.body);
};
const adminStatus = (n: number, status: string, nota?: string) =>
  send<Order>('POST', `/admin/pedidos/${n}/status`, { status, ...(nota ? { nota } : {}) }, ADMIN);
const buyer = (s: Session, n: number, action: string, body?: unknown) =>
  send<Order>('POST', `/v4/app/pedido/${n}/${action}`, body, auth(s));
const last = (o: Order) => o.historico.at(-1)!;
/** 'YYYY-MM-DD' in São Paulo, `days` from today. */
const spDate = (days = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date(Date.now() + days * 86_400_000));

async function emporioShopper(items: { idproduto: string; quantidade: number }[], codigoCupom?: string) {
  const s = await newCustomer('emporio', 'Cliente Pós-venda');
  const idendereco = await addAddress(s, DEMO_CEPS.harmonia);
  const cart = await saveCart(s, { cartItens: items, ...(codigoCupom ? { codigoCupom } : {}) });
  return { s, idendereco, cart };
}
const pix = (cart: Cart, idendereco: string) =>
  orderBody(cart, { idformapagto: payment('emporio', 'PIX'), idformaentrega: METHODS.emporio.agendada, idendereco });

async function pixOrder(items = [{ idproduto: ARROZ, quantidade: 2 }], codigoCupom?: string) {
  const { s, idendereco, cart } = await emporioShopper(items, codigoCupom);
  return { s, r: await placeOk(s, pix(cart, idendereco)) };
}

async function pickupOrder() {
  const s = await newCustomer('emporio', 'Cliente Retirada');
  const cart = await saveCart(s, { cartItens: [{ idproduto: ARROZ, quantidade: 2 }] });
  const body = orderBody(cart, {
    idformapagto: payment('emporio', 'CARTAO_DEBITO'),
    idformaentrega: METHODS.emporio.retirada,
    loja: { nome: 'Empório Bom Preço Pinheiros' },
  });
  return { s, r: await placeOk(s, body) };
}

describe('the state machine, through the back office (acting as the supplier)', () => {
  it.each(['DELIVERY', 'RETIRADA'] as const)(
    '%s: every illegal pair is 409, every legal one applied with its timeline entry',
    async (tipo) => {
      const { s, r } = tipo === 'DELIVERY' ? await pixOrder() : await pickupOrder();
      expect(r.pedido.tipoEntrega).toBe(tipo);
      const n = r.numpedido;
      let legal = 0;
      for (const de of ORDER_STATUSES) {
        for (const para of ORDER_STATUSES) {
          await world.sql(`UPDATE pedidos SET status = $2 WHERE numpedido = $1`, [n, de]);
          const res = await adminStatus(n, para, `${de}>${para}`);
          const pricing = de === 'ORCAMENTO_NOVO' && para === 'ORCAMENTO_PRECIFICADO';
          if (canTransition(de, para, 'fornecedor', tipo) && !pricing) {
            legal++;
            expect([de, para, res.status]).toEqual([de, para, 200]);
            expect(res.body.status).toBe(para);
            expect(last(res.body)).toMatchObject({ status: para, ator: 'fornecedor', nota: `${de}>${para}` });
          } else {
            expect([de, para, res.status]).toEqual([de, para, 409]);
            expectApiError(
              res,
              409,
              pricing ? ORDER_MESSAGES.orcamentoPrecificarComPrecos : ORDER_STATUS_MESSAGES.transicaoInvalida(de, para),
            );
            const [row] = await world.sql<{ status: OrderStatus }>('SELECT status FROM pedidos WHERE numpedido = $1', [
              n,
            ]);
            expect(row!.status).toBe(de);
          }
        }
      }
      // The supplier's moves: 6 on any order (pricing left out), plus the delivery path's 6 (with its
      // optional "Pronto para entrega") or the pickup path's 3.
      expect(legal).toBe(tipo === 'DELIVERY' ? 12 : 9);
      const o = await getOrder(s, n);
      expect(o.historico[0]).toMatchObject({ status: r.pedido.status, ator: 'cliente' });
      expect(o.historico).toHaveLength(1 + legal);
    },
  );

  it('a whole delivery path, then a rating; the admin key and bad input are checked', async () => {
    const { s, r } = await pixOrder();
    const n = r.numpedido;
    expect(r.pedido.historico).toEqual([
      expect.objectContaining({
        status: 'AGUARDANDOPAGAMENTO',
        descricao: 'Aguardando pagamento',
        ator: 'cliente',
        nota: null,
      }),
    ]);
    expectApiError(await send('POST', `/admin/pedidos/${n}/status`, { status: 'PAGO' }), 401);
    expectApiError(
      await adminStatus(n, 'PRONTO_RETIRADA'),
      409,
      'Transição de status não permitida: AGUARDANDOPAGAMENTO → PRONTO_RETIRADA',
    );
    expectApiError(await adminStatus(n, 'FOO'), 400, 'Status inválido');
    expectApiError(await adminStatus(999999999, 'PAGO'), 404, ORDER_MESSAGES.pedidoNaoEncontrado);
    // The payment simulator is the state machine's `sistema`.
    expect((await send('POST', `/admin/pedidos/${n}/pagamento/confirmar`, undefined, ADMIN)).status).toBe(200);
    // Paid, it goes back to the supplier's queue; "Pronto para entrega" (PAGO) only after "Em separação".
    expectApiError(await adminStatus(n, 'PAGO'), 409, 'Transição de status não permitida: ENVIADO → PAGO');
    for (const st of ['SEPARANDO', 'PAGO', 'EMENTREGA', 'ENTREGUE'])
      expect((await adminStatus(n, st)).status).toBe(200);
    const o = await getOrder(s, n);
    expect(o.historico.map((h) => [h.status, h.ator])).toEqual([
      ['AGUARDANDOPAGAMENTO', 'cliente'],
      ['ENVIADO', 'sistema'],
      ['SEPARANDO', 'fornecedor'],
      ['PAGO', 'fornecedor'],
      ['EMENTREGA', 'fornecedor'],
      ['ENTREGUE', 'fornecedor'],
    ]);
    expect(o.pagamento.status).toBe('PAGO');
    const times = o.historico.map((h) => Date.parse(h.criadoEm));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });
});

describe('first purchase', () => {
  const firstOnly = async (s: Session) => {
    const r = await get<{ valido: boolean; mensagem?: string }>(
      `/v2/app/cupom-desconto/validar-desconto/fornecedor/${E.idfornecedor}/cliente/${s.usuario.idcliente}/cupom/${DEMO_COUPONS.primeiraCompra.codigo}`,
      { headers: auth(s) },
    );
    expect(r.status).toBe(200);
    return r.body.valido;
  };

  it('a first-purchase coupon applies again once the only order is cancelled, not while another stands', async () => {
    const { s, r } = await pixOrder();
    await saveCart(s, { cartItens: [{ idproduto: FEIJAO, quantidade: 1 }] });
    expect(await firstOnly(s)).toBe(false);
    expect((await buyer(s, r.numpedido, 'cancelar')).status).toBe(200);
    expect(await firstOnly(s)).toBe(true);
    // Two orders, one cancelled: the client has bought.
    const idendereco = await addAddress(s, DEMO_CEPS.harmonia);
    const a = await placeOk(
      s,
      pix(await saveCart(s, { cartItens: [{ idproduto: ARROZ, quantidade: 3 }] }), idendereco),
    );
    const b = await placeOk(
      s,
      pix(await saveCart(s, { cartItens: [{ idproduto: ARROZ, quantidade: 4 }] }), idendereco),
    );
    await saveCart(s, { cartItens: [{ idproduto: FEIJAO, quantidade: 1 }] });
    expect((await buyer(s, a.numpedido, 'cancelar')).status).toBe(200);
    expect(await firstOnly(s)).toBe(false);
    expect((await buyer(s, b.numpedido, 'cancelar')).status).toBe(200);
    expect(await firstOnly(s)).toBe(true);
  });
});

describe('the buyer cancels', () => {
  it('gives back the stock and the coupon use in the same transaction; twice or after preparation is 409', async () => {
    const stock = async () =>
      Number(
        (await world.sql<{ e: string }>('SELECT estoque::text AS e FROM produtos WHERE idproduto = $1', [PANETONE]))[0]!
          .e,
      );
    const before = await stock();
    const { s, r } = await pixOrder(
      [
        { idproduto: PANETONE, quantidade: 2 },
        { idproduto: ARROZ, quantidade: 3 },
      ],
      DEMO_COUPONS.primeiraCompra.codigo,
    );
    expect(r.pedido.cupom).toBe('PRIMEIRACOMPRA');
    expect(await stock()).toBe(before - 2);
    const uses = () => world.sql('SELECT 1 FROM cupom_usos WHERE numpedido = $1', [String(r.numpedido)]);
    expect(await uses()).toHaveLength(1);

    const other = await newCustomer('emporio', 'Outro');
    expectApiError(await buyer(other, r.numpedido, 'cancelar'), 404, ORDER_MESSAGES.pedidoNaoEncontrado);
    expectApiError(await send('POST', `/v4/app/pedido/${r.numpedido}/cancelar`), 401);

    const c = await buyer(s, r.numpedido, 'cancelar', { motivo: 'Comprei em dobro' });
    expect(c.status).toBe(200);
    expect(c.body).toMatchObject({ status: 'CANCELADO', pagamento: { status: 'CANCELADO' } });
    expect(last(c.body)).toMatchObject({ status: 'CANCELADO', ator: 'cliente', nota: 'Comprei em dobro' });
    expect(await stock()).toBe(before);
    expect(await uses()).toHaveLength(0);
    expectApiError(await buyer(s, r.numpedido, 'cancelar'), 409, ORDER_MESSAGES.pedidoJaCancelado);
    // An admin cancel gives nothing back twice either: CANCELADO is final.
    expectApiError(await adminStatus(r.numpedido, 'CANCELADO'), 409);
    expect(await stock()).toBe(before);

    const late = await pixOrder();
    // Paid (back in ENVIADO, a status the buyer may cancel from): only the supplier cancels it now.
    expect(
      (await send('POST', `/admin/pedidos/${late.r.numpedido}/pagamento/confirmar`, undefined, ADMIN)).status,
    ).toBe(200);
    expect((await getOrder(late.s, late.r.numpedido)).status).toBe('ENVIADO');
    expectApiError(await buyer(late.s, late.r.numpedido, 'cancelar'), 409, ORDER_MESSAGES.cancelamentoNaoPermitido);
    await adminStatus(late.r.numpedido, 'SEPARANDO');
    expectApiError(await buyer(late.s, late.r.numpedido, 'cancelar'), 409, ORDER_MESSAGES.cancelamentoNaoPermitido);
  });

  it('gives back the credit of an order on terms', async () => {
    const s = await loginDemo('empresaAprovada');
    await send(
      'PUT',
      `/v4/client/${s.usuario.idcliente}/supplier/${A.idfornecedor}/termos-uso`,
      undefined,
      bearer(s.token),
    );
    const credit = async () =>
      (
        await world.sql<{ d: number }>(
          'SELECT limite_credito_disponivel AS d FROM cliente_fornecedor WHERE idcliente = $1 AND idfornecedor = $2',
          [s.usuario.idcliente, A.idfornecedor],
        )
      )[0]!.d;
    // The seed's overdue title would block buying on terms.
    await payOverdueTitles(world, s.usuario.idcliente, A.idfornecedor);
    const before = await credit();
    const cart = await saveCart(
      s,
      { cartItens: [{ idproduto: FARDO, quantidade: 7 }] },
      { idformapagamento: payment('atacado', 'FATURADO') },
      'atacado',
    );
    const r = await placeOk(
      s,
      orderBody(cart, {
        idformapagto: payment('atacado', 'FATURADO'),
        idformaentrega: METHODS.atacado.caminhao,
        idendereco: DEMO_ADDRESSES.empresaAprovadaLoja.idendereco,
      }),
    );
    expect(r.pedido).toMatchObject({ status: 'ENVIADO', pagamento: { status: 'FATURADO' } });
    expect(await credit()).toBe(before - r.totalpedido!);
    // Where prices vary by payment method, the order keeps its method's prices.
    const change = await send(
      'PUT',
      `/v4/orders/payment-method/${A.idfornecedor}/order/${r.numpedido}`,
      { idformapagto: payment('atacado', 'PIX') },
      auth(s),
    );
    expectApiError(change, 409, ORDER_MESSAGES.pagamentoOutroPreco);
    expect((await buyer(s, r.numpedido, 'cancelar')).status).toBe(200);
    expect(await credit()).toBe(before);
  });
});

describe('quotes (support-budget)', () => {
  let pendente: Session;
  let idendereco: string;
  let qty = 4;
  beforeAll(async () => {
    pendente = await loginDemo('empresaPendente');
    await send(
      'PUT',
      `/v4/client/${pendente.usuario.idcliente}/supplier/${A.idfornecedor}/termos-uso`,
      undefined,
      bearer(pendente.token),
    );
    idendereco = await addAddress(pendente, DEMO_CEPS.dozeDeOutubro);
  });
  /** A new quote (another quantity each time: no "identical order"). */
  async function quote(): Promise<{ n: number; q: number }> {
    const q = ++qty;
    const cart = await saveCart(pendente, { cartItens: [{ idproduto: FARDO, quantidade: q }] }, {}, 'atacado');
    const r = await placeOk(
      pendente,
      orderBody(cart, {
        idformapagto: payment('atacado', 'BOLETO'),
        idformaentrega: METHODS.atacado.expressa,
        idendereco,
      }),
    );
    expect(r.pedido).toMatchObject({ status: 'ORCAMENTO_NOVO', totalPedido: null, validadeOrcamento: null });
    return { n: r.numpedido, q };
  }
  const price = (n: number, body: unknown) => send<Order>('POST', `/admin/pedidos/${n}/orcamento`, body, ADMIN);

  it('priced by the supplier, then accepted exactly once under 20 parallel clicks: a boleto for the priced total', async () => {
    const { n, q } = await quote();
    expectApiError(await buyer(pendente, n, 'orcamento/aceitar'), 409, ORDER_MESSAGES.orcamentoEmAnalise);
    // Bad prices: missing line, unknown product, past validity, no admin key.
    expectApiError(
      await price(n, { itens: [{ idproduto: ARROZ, preco: 100 }], validade: spDate(7) }),
      400,
      ORDER_MESSAGES.produtoForaDoOrcamento,
    );
    expectApiError(
      await price(n, { itens: [{ idproduto: FARDO, preco: 15000 }], validade: spDate(-1) }),
      400,
      ORDER_MESSAGES.validadePassada,
    );
    expectApiError(await price(n, { itens: [{ idproduto: FARDO, preco: -1 }], validade: spDate(7) }), 400);
    expectApiError(
      await price(n, { itens: [{ idproduto: FARDO, preco: 15000 }], validade: '2026-02-30' }),
      400,
      'Validade inválida',
    );
    expectApiError(
      await send('POST', `/admin/pedidos/${n}/orcamento`, {
        itens: [{ idproduto: FARDO, preco: 15000 }],
        validade: spDate(7),
      }),
      401,
    );

    const priced = await price(n, { itens: [{ idproduto: FARDO, preco: 15000 }], validade: spDate(7) });
    expect(priced.status).toBe(200);
    const p = priced.body;
    expect(p).toMatchObject({
      status: 'ORCAMENTO_PRECIFICADO',
      validadeOrcamento: spDate(7),
      totalProdutos: 15000 * q,
    });
    expect(p.itens[0]).toMatchObject({ preco: 15000, total: 15000 * q });
    expect(p.totalPedido).toBe(15000 * q + p.taxaEntrega + p.taxaConveniencia);
    expect(last(p)).toMatchObject({
      status: 'ORCAMENTO_PRECIFICADO',
      ator: 'fornecedor',
      nota: `Válido até ${spDate(7).split('-').reverse().join('/')}`,
    });
    expectApiError(
      await price(n, { itens: [{ idproduto: FARDO, preco: 1 }], validade: spDate(7) }),
      409,
      'Transição de status não permitida: ORCAMENTO_PRECIFICADO → ORCAMENTO_PRECIFICADO',
    );
    // Someone else's quote is not found.
    const other = await newCustomer('atacado', 'Outra Empresa');
    expectApiError(await buyer(other, n, 'orcamento/aceitar'), 404);

    const nossoNumero = async () =>
      Number(
        (
          await world.sql<{ n: string }>(
            'SELECT boleto_nosso_numero::text AS n FROM fornecedores WHERE idfornecedor = $1',
            [A.idfornecedor],
          )
        )[0]!.n,
      );
    const before = await nossoNumero();
    const clicks = await Promise.all(Array.from({ length: 20 }, () => buyer(pendente, n, 'orcamento/aceitar')));
    const ok = clicks.filter((c) => c.status === 200);
    expect(ok).toHaveLength(1);
    for (const c of clicks.filter((x) => x.status !== 200))
      expectApiError(c, 409, ORDER_MESSAGES.orcamentoJaRespondido);
    expect(await nossoNumero()).toBe(before + 1);
    const o = await getOrder(pendente, n);
    expect(o).toMatchObject({
      status: 'AGUARDANDOPAGAMENTO',
      totalPedido: p.totalPedido,
      pagamento: { tipo: 'BOLETO', status: 'AGUARDANDO' },
    });
    expect(o.historico.map((h) => [h.status, h.ator])).toEqual([
      ['ORCAMENTO_NOVO', 'cliente'],
      ['ORCAMENTO_PRECIFICADO', 'fornecedor'],
      ['ENVIADO', 'cliente'],
      ['AGUARDANDOPAGAMENTO', 'sistema'],
    ]);
    const b = o.pagamento.boleto!;
    expect(validateLinhaDigitavel(b.linhaDigitavel)).toBe(true);
    expect(Number(b.codigoBarras.slice(9, 19))).toBe(p.totalPedido);
    expectApiError(await buyer(pendente, n, 'orcamento/recusar'), 409, ORDER_MESSAGES.orcamentoJaRespondido);
  });

  it('an expired quote is refused (409) and can still be declined; a quote in analysis too; a plain order is no quote', async () => {
    const { n } = await quote();
    expect((await price(n, { itens: [{ idproduto: FARDO, preco: 14000 }], validade: spDate(0) })).status).toBe(200);
    await world.sql(`UPDATE pedidos SET orcamento_validade = orcamento_validade - 1 WHERE numpedido = $1`, [n]);
    expectApiError(await buyer(pendente, n, 'orcamento/aceitar'), 409, ORDER_MESSAGES.orcamentoExpirado);
    expect((await getOrder(pendente, n)).status).toBe('ORCAMENTO_PRECIFICADO');
    const d = await buyer(pendente, n, 'orcamento/recusar', { motivo: 'Preço alto' });
    expect(d.status).toBe(200);
    expect(d.body.status).toBe('CANCELADO');
    expect(last(d.body)).toMatchObject({ ator: 'cliente', nota: 'Preço alto' });
    // A quote still in analysis may be declined too; an order that is no quote may not.
    const again = await quote();
    expect((await buyer(pendente, again.n, 'orcamento/recusar')).body.status).toBe('CANCELADO');
    const plain = await pixOrder();
    expectApiError(await buyer(plain.s, plain.r.numpedido, 'orcamento/aceitar'), 409, ORDER_MESSAGES.naoEOrcamento);
    expectApiError(await buyer(plain.s, plain.r.numpedido, 'orcamento/recusar'), 409, ORDER_MESSAGES.naoEOrcamento);
  });
});

describe('a quote asked for by an approved company (orcamento: true)', () => {
  it('starts as ORCAMENTO_NOVO with nothing charged nor credit taken; priced, accepted on terms: the credit goes then', async () => {
    const s = await loginDemo('empresaAprovada');
    await send(
      'PUT',
      `/v4/client/${s.usuario.idcliente}/supplier/${A.idfornecedor}/termos-uso`,
      undefined,
      bearer(s.token),
    );
    const credit = async () =>
      (
        await world.sql<{ d: number }>(
          'SELECT limite_credito_disponivel AS d FROM cliente_fornecedor WHERE idcliente = $1 AND idfornecedor = $2',
          [s.usuario.idcliente, A.idfornecedor],
        )
      )[0]!.d;
    await payOverdueTitles(world, s.usuario.idcliente, A.idfornecedor);
    const before = await credit();
    const cart = await saveCart(
      s,
      { cartItens: [{ idproduto: FARDO, quantidade: 9 }] },
      { idformapagamento: payment('atacado', 'FATURADO') },
      'atacado',
    );
    expect(cart.possuiPreco).toBe(true);
    const base = orderBody(cart, {
      idformapagto: payment('atacado', 'FATURADO'),
      idformaentrega: METHODS.atacado.caminhao,
      idendereco: DEMO_ADDRESSES.empresaAprovadaLoja.idendereco,
    });
    // A card is asked for when the buyer accepts, not with the quote.
    const card = orderBody(cart, {
      idformapagto: payment('atacado', 'CARTAO_CREDITO'),
      idformaentrega: METHODS.atacado.caminhao,
      idendereco: DEMO_ADDRESSES.empresaAprovadaLoja.idendereco,
    });
    expectApiError(await submitRaw(s, { ...card, orcamento: true }), 400, ORDER_MESSAGES.orcamentoSemCartao);
    const r = await placeOk(s, { ...base, orcamento: true });
    expect(r.mensagemSucesso).toBe(ORDER_MESSAGES.sucessoOrcamento);
    expect(r.pedido).toMatchObject({
      status: 'ORCAMENTO_NOVO',
      orcamento: true,
      totalPedido: null,
      totalProdutos: null,
      pagamento: { tipo: 'FATURADO', status: 'AGUARDANDO' },
    });
    expect(r.pedido.itens[0]).toMatchObject({ quantidade: 9, preco: null, total: null });
    expect(await credit()).toBe(before);
    // The cart was emptied as for any order.
    expect((await getCart(s, {}, 'atacado')).produtosSelecionados).toHaveLength(0);

    // The back office reads it with its key only.
    expect((await get<Order>(`/admin/pedidos/${r.numpedido}`, { headers: ADMIN })).body).toMatchObject({
      numpedido: r.numpedido,
      status: 'ORCAMENTO_NOVO',
    });
    expectApiError(await get(`/admin/pedidos/${r.numpedido}`), 401);
    expectApiError(await get(`/admin/pedidos/${r.numpedido}`, { headers: auth(s) }), 401);
    expectApiError(await get('/admin/pedidos/999999999', { headers: ADMIN }), 404, ORDER_MESSAGES.pedidoNaoEncontrado);
    const priced = await send<Order>(
      'POST',
      `/admin/pedidos/${r.numpedido}/orcamento`,
      { itens: [{ idproduto: FARDO, preco: 13990 }], validade: spDate(3) },
      ADMIN,
    );
    expect(priced.status).toBe(200);
    const accepted = await buyer(s, r.numpedido, 'orcamento/aceitar');
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({
      status: 'ENVIADO',
      pagamento: { tipo: 'FATURADO', status: 'FATURADO' },
      totalProdutos: 13990 * 9,
    });
    expect(await credit()).toBe(before - accepted.body.totalPedido!);
  });

  it('is refused where the supplier does not work with quotes', async () => {
    const { s, idendereco, cart } = await emporioShopper([{ idproduto: ARROZ, quantidade: 1 }]);
    expectApiError(
      await submitRaw(s, { ...pix(cart, idendereco), orcamento: true }),
      400,
      ORDER_MESSAGES.orcamentoIndisponivel,
    );
    expectApiError(await submitRaw(s, { ...pix(cart, idendereco), orcamento: 'sim' }), 400);
  });
});

describe('rating (form-encoded)', () => {
  const rate = (
    s: Session,
    n: number,
    body: string,
    contentType = 'application/x-www-form-urlencoded',
  ): Promise<Res<{ mensagem: string; avaliacao: Order['avaliacao'] }>> =>
    get(`/v1/app/${s.token}/pedido/${n}/avaliar`, { method: 'POST', headers: { 'content-type': contentType }, body });

  it('only after delivery, once (also under parallel posts); JSON is 415; fields validated', async () => {
    const { s, r } = await pixOrder();
    const n = r.numpedido;
    expectApiError(await rate(s, n, 'nota=5'), 409, ORDER_MESSAGES.avaliacaoSoEntregue);
    expect((await send('POST', `/admin/pedidos/${n}/pagamento/confirmar`, undefined, ADMIN)).status).toBe(200);
    for (const st of ['SEPARANDO', 'EMENTREGA', 'ENTREGUE']) await adminStatus(n, st);
    expectApiError(await rate(s, n, JSON.stringify({ nota: 5 }), 'application/json'), 415);
    expectApiError(await rate(s, n, 'nota=6'), 400, 'A nota vai de 1 a 5');
    expectApiError(await rate(s, n, 'nota=cinco'), 400, 'Nota inválida');
    expectApiError(await rate(s, n, ''), 400);
    expectApiError(await rate(s, n, `nota=4&comentario=${'x'.repeat(1001)}`), 400, 'Comentário muito longo');
    expectApiError(await rate(s, n, 'nota=4&comentario=a%00b'), 400);
    const other = await newCustomer('emporio', 'Curioso');
    expectApiError(await rate(other, n, 'nota=1'), 404);
    expectApiError(
      await get(`/v1/app/token/pedido/${n}/avaliar`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'nota=1',
      }),
      401,
    );

    const body = new URLSearchParams({
      nota: '4',
      comentario: 'Chegou certinho, só atrasou 10 min. Ótimo!',
    }).toString();
    const tries = await Promise.all(Array.from({ length: 8 }, () => rate(s, n, body)));
    const ok = tries.filter((t) => t.status === 200);
    expect(ok).toHaveLength(1);
    expect(ok[0]!.body).toMatchObject({
      mensagem: ORDER_MESSAGES.avaliacaoObrigado,
      avaliacao: { nota: 4, comentario: 'Chegou certinho, só atrasou 10 min. Ótimo!' },
    });
    for (const t of tries.filter((x) => x.status !== 200)) expectApiError(t, 409, ORDER_MESSAGES.avaliacaoRepetida);
    expect((await getOrder(s, n)).avaliacao).toMatchObject({ nota: 4 });
    expectApiError(await rate(s, n, 'nota=1'), 409, ORDER_MESSAGES.avaliacaoRepetida);
  });

  it('OpenAPI documents the form body', async () => {
    const doc = await get<{
      paths: Record<string, Record<string, { requestBody?: { content: Record<string, unknown> } }>>;
    }>('/openapi.json');
    expect(
      Object.keys(doc.body.paths['/v1/app/{token}/pedido/{numpedido}/avaliar']!.post!.requestBody!.content),
    ).toEqual(['application/x-www-form-urlencoded']);
  });
});

describe('repeat order', () => {
  it('adds the order’s items to the cart, skipping an unavailable product with a note; nothing loadable is 409', async () => {
    const { s, r } = await pixOrder([
      { idproduto: FEIJAO, quantidade: 3 },
      { idproduto: ARROZ, quantidade: 1 },
    ]);
    await saveCart(s, { cartItens: [{ idproduto: ARROZ, quantidade: 1 }] });
    await world.sql('UPDATE produtos SET disponivel = false WHERE idproduto = $1', [FEIJAO]);
    try {
      const other = await newCustomer('emporio', 'Outro');
      expectApiError(await send('POST', `/v4/app/pedido/${r.numpedido}/repetir`, undefined, auth(other)), 404);
      const res = await send<{ mensagem: string; carrinho: Cart }>(
        'POST',
        `/v4/app/pedido/${r.numpedido}/repetir`,
        undefined,
        auth(s),
      );
      expect(res.status).toBe(200);
      expect(res.body.mensagem).toBe(ORDER_MESSAGES.repeticaoSucesso);
      expect(res.body.carrinho.produtosSelecionados.map((p) => [p.idproduto, p.quantidade])).toEqual([[ARROZ, 2]]);
      expect(res.body.carrinho.mensagem).toContain(
        CART_API_MESSAGES.repeticaoIgnorados(['Feijão carioca tipo 1 1 kg']),
      );
      expect((await getCart(s)).produtosSelecionados.map((p) => p.quantidade)).toEqual([2]);

      const only = await pixOrder([{ idproduto: ARROZ, quantidade: 4 }]);
      await world.sql('UPDATE produtos SET disponivel = false WHERE idproduto = $1', [ARROZ]);
      expectApiError(
        await send('POST', `/v4/app/pedido/${only.r.numpedido}/repetir`, undefined, auth(only.s)),
        409,
        ORDER_MESSAGES.repeticaoFalha,
      );
      expect((await getCart(only.s)).produtosSelecionados).toEqual([]);
    } finally {
      await world.sql('UPDATE produtos SET disponivel = true WHERE idproduto = ANY($1::uuid[])', [[FEIJAO, ARROZ]]);
    }
  });
});

describe('paying later', () => {
  const change = (s: Session, n: number, body: unknown, supplier: string = E.idfornecedor) =>
    send<Order>('PUT', `/v4/orders/payment-method/${supplier}/order/${n}`, body, auth(s));
  const receipt = (s: Session, n: number, idclient = s.usuario.idcliente) =>
    send<Order>('POST', `/v4/payment/generate-receipt/${n}/${idclient}`, undefined, auth(s));
  const validPix = (o: Order) => {
    const code = o.pagamento.pix!.copiaECola;
    expect(validatePixPayload(code)).toEqual({ ok: true });
    expect(parsePixPayload(code).fields['54']).toBe(formatPixAmount(o.totalPedido!));
    expect(parsePixPayload(code).additionalData['05']).toBe(o.pagamento.pix!.txid);
  };
  const validBoleto = (o: Order) => {
    const b = o.pagamento.boleto!;
    expect(validateLinhaDigitavel(b.linhaDigitavel)).toBe(true);
    expect(Number(b.codigoBarras.slice(9, 19))).toBe(o.totalPedido);
  };

  it('another method re-issues the charge (boleto, debit on delivery, card with a token, PIX); a new PIX or boleto supersedes the old', async () => {
    const { s, r } = await pixOrder();
    const n = r.numpedido;
    const firstTxid = r.pedido.pagamento.pix!.txid;
    const other = await newCustomer('emporio', 'Outro');
    expectApiError(await change(other, n, { idformapagto: payment('emporio', 'BOLETO') }), 404);
    expectApiError(await change(s, n, { idformapagto: payment('emporio', 'BOLETO') }, A.idfornecedor), 403);
    expectApiError(await receipt(s, n, other.usuario.idcliente), 403);
    expectApiError(await receipt(other, n), 404);

    const boleto = await change(s, n, { idformapagto: payment('emporio', 'BOLETO'), quantParcelas: 1 });
    expect(boleto.status).toBe(200);
    expect(boleto.body).toMatchObject({
      status: 'AGUARDANDOPAGAMENTO',
      totalPedido: r.totalpedido,
      pagamento: { tipo: 'BOLETO', status: 'AGUARDANDO', pix: null },
    });
    validBoleto(boleto.body);
    const again = await receipt(s, n);
    expect(again.status).toBe(200);
    validBoleto(again.body);
    expect(again.body.pagamento.boleto!.nossoNumero).not.toBe(boleto.body.pagamento.boleto!.nossoNumero);

    expectApiError(
      await change(s, n, { idformapagto: payment('emporio', 'CARTAO_CREDITO') }),
      400,
      ORDER_MESSAGES.cartaoObrigatorio,
    );
    const debit = await change(s, n, { idformapagto: payment('emporio', 'CARTAO_DEBITO') });
    expect(debit.body).toMatchObject({
      status: 'ENVIADO',
      pagamento: { tipo: 'CARTAO_DEBITO', status: 'NA_ENTREGA', boleto: null },
    });
    expect(last(debit.body)).toMatchObject({
      status: 'ENVIADO',
      ator: 'sistema',
      nota: 'Forma de pagamento alterada para Cartão de débito na entrega',
    });
    expectApiError(await receipt(s, n), 409, ORDER_MESSAGES.semCobrancaPendente);

    const token = (await cardToken(s, { idfornecedor: E.idfornecedor })).body.token;
    const card = await change(s, n, {
      idformapagto: payment('emporio', 'CARTAO_CREDITO'),
      quantParcelas: 2,
      tokenCartao: token,
    });
    expect(card.body).toMatchObject({
      status: 'ENVIADO',
      pagamento: { tipo: 'CARTAO_CREDITO', status: 'PRE_AUTORIZADO', cartao: { quantParcelas: 2, final: '1111' } },
    });

    const back = await change(s, n, { idformapagto: payment('emporio', 'PIX') });
    expect(back.body).toMatchObject({
      status: 'AGUARDANDOPAGAMENTO',
      pagamento: { tipo: 'PIX', status: 'AGUARDANDO' },
    });
    validPix(back.body);
    expect(back.body.pagamento.pix!.txid).not.toBe(firstTxid);
    const newPix = await receipt(s, n);
    validPix(newPix.body);
    expect(newPix.body.pagamento.pix!.txid).not.toBe(back.body.pagamento.pix!.txid);
    expect(newPix.body.pagamento.pix!.copiaECola).not.toBe(back.body.pagamento.pix!.copiaECola);

    const superseded = await world.sql<{ emissao: number; tipo: string }>(
      'SELECT emissao, tipo FROM pagamento_cobrancas_substituidas WHERE numpedido = $1 ORDER BY emissao',
      [n],
    );
    expect(superseded.map((x) => x.tipo)).toEqual([
      'PIX',
      'BOLETO',
      'BOLETO',
      'CARTAO_DEBITO',
      'CARTAO_CREDITO',
      'PIX',
    ]);
    expect(superseded.map((x) => x.emissao)).toEqual([0, 1, 2, 3, 4, 5]);

    expect((await send('POST', `/admin/pedidos/${n}/pagamento/confirmar`, undefined, ADMIN)).status).toBe(200);
    expectApiError(
      await change(s, n, { idformapagto: payment('emporio', 'BOLETO') }),
      409,
      ORDER_MESSAGES.pagamentoNaoAlteravel,
    );
    expectApiError(await receipt(s, n), 409, ORDER_MESSAGES.semCobrancaPendente);
  });
});
