/**
 * The expiry job (docs/order-status.md, "Unpaid orders and expired quotes"), through its back-office
 * trigger POST /admin/pedidos/expirar {agora} on the real routes and database: an order unpaid 24 h
 * after its latest PIX expired, a boleto 3 São Paulo days after its due date and a priced quote past
 * its validity are cancelled by `sistema` with the rule's note, giving back the stock and the coupon
 * use; a new PIX moves the deadline; paid orders and orders paid later are never touched; parallel
 * runs, and the buyer's own cancel racing a run, cancel each order exactly once.
 */
import { ORDER_MESSAGES, orderSchema, type Cart, type Order } from '../../../lib/contract';
import { expireOrdersResponseSchema, type ExpireOrdersResponse } from '../../../lib/contract/admin';
import { DEMO_CEPS, DEMO_COUPONS, DEMO_SUPPLIERS } from '../../seed/demo-world';
import { newCustomer, productId, saveCart, type Session } from '../cart-helpers';
import { expectApiError, get } from '../helpers';
import { ADMIN, bearer, loginDemo, send } from '../identity-helpers';
import {
  addAddress,
  METHODS,
  orderBody,
  payment,
  placeOk,
  startOrderWorld,
  submitRaw,
  type World,
} from '../orders-helpers';

const A = DEMO_SUPPLIERS.atacado;
const ARROZ = productId('emporio', 'Arroz branco tipo 1 5 kg');
const PANETONE = productId('emporio', 'Panetone de frutas 500 g');
const FARDO = productId('atacado', 'Feijão carioca fardo 10 x 1 kg');

const NOTE = {
  pix: 'Pagamento PIX não recebido no prazo',
  ultimoPix:
    'Pagamento PIX não recebido: a última cobrança PIX permitida (3 por pedido) expirou e o estoque reservado foi liberado',
  boleto: 'Boleto não pago até o vencimento',
  orcamento: 'Orçamento vencido sem resposta',
} as const;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let world: World;
beforeAll(async () => {
  world = await startOrderWorld('expiracao');
  // Enough controlled stock for every order here: the panettone (seeded with 5) and the wholesaler's bale.
  await world.sql('UPDATE produtos SET estoque = 500 WHERE idproduto = ANY($1::uuid[])', [[PANETONE, FARDO]]);
  // Quotes: the wholesaler lets unapproved companies send them (prices hidden), as in order-lifecycle.
  await world.sql(
    `UPDATE fornecedores SET tags = array_remove(tags, 'block-not-approved-user') WHERE idfornecedor = $1`,
    [A.idfornecedor],
  );
}, 200_000);
afterAll(async () => {
  await world?.close();
});

/** The job at `agora`; fails the test unless it answers 200 with the contract's body. */
async function expire(agora: Date | string): Promise<ExpireOrdersResponse['cancelados']> {
  const r = await send<ExpireOrdersResponse>(
    'POST',
    '/admin/pedidos/expirar',
    { agora: typeof agora === 'string' ? agora : agora.toISOString() },
    ADMIN,
  );
  if (r.status !== 200) throw new Error(`expirar ${r.status}: ${r.text}`);
  return expireOrdersResponseSchema.parse(r.body).cancelados;
}
const only = (cancelados: ExpireOrdersResponse['cancelados'], ns: number[]) =>
  cancelados.filter((c) => ns.includes(c.numpedido));

// Every test starts with no order left due by an earlier one (their stock is back before it counts).
beforeEach(async () => {
  await expire(new Date(Date.now() + 400 * DAY));
});

const auth = (s: Session) => bearer(`${s.token}~${s.usuario.idcliente}`);
const getOrder = async (s: Session, n: number): Promise<Order> => {
  const r = await get<Order>(`/v4/app/orders/get-order/${n}`, { headers: auth(s) });
  if (r.status !== 200) throw new Error(`get-order ${r.status}: ${r.text}`);
  return orderSchema.parse(r.body);
};
const last = (o: Order) => o.historico.at(-1)!;
const stock = async (id: string) =>
  Number((await world.sql<{ e: string }>('SELECT estoque::text AS e FROM produtos WHERE idproduto = $1', [id]))[0]!.e);
const couponUses = async (n: number) =>
  (await world.sql('SELECT 1 FROM cupom_usos WHERE numpedido = $1', [String(n)])).length;
const cancellations = async (n: number) =>
  world.sql<{ ator: string; nota: string | null }>(
    `SELECT ator, nota FROM pedido_status_historico WHERE numpedido = $1 AND status = 'CANCELADO'`,
    [n],
  );
/** 'YYYY-MM-DD' plus `days`. */
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
/** 'YYYY-MM-DD' in São Paulo, `days` from today. */
const spDate = (days = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date(Date.now() + days * DAY));

/** A fresh Empório customer's order paid by `tipo` (PIX, BOLETO, CARTAO_DEBITO), delivered. */
async function emporioOrder(
  tipo: 'PIX' | 'BOLETO' | 'CARTAO_DEBITO',
  items: { idproduto: string; quantidade: number }[],
  codigoCupom?: string,
) {
  const s = await newCustomer('emporio', 'Cliente Expiração');
  const idendereco = await addAddress(s, DEMO_CEPS.harmonia);
  const cart: Cart = await saveCart(s, { cartItens: items, ...(codigoCupom ? { codigoCupom } : {}) });
  const r = await placeOk(
    s,
    orderBody(cart, { idformapagto: payment('emporio', tipo), idformaentrega: METHODS.emporio.agendada, idendereco }),
  );
  return { s, n: r.numpedido, pedido: r.pedido };
}

describe('the trigger', () => {
  it('needs the admin key and a valid instant', async () => {
    expectApiError(await send('POST', '/admin/pedidos/expirar', {}), 401);
    expectApiError(await send('POST', '/admin/pedidos/expirar', { agora: 'ontem' }, ADMIN), 400, 'Data inválida');
    const r = await send<ExpireOrdersResponse>('POST', '/admin/pedidos/expirar', undefined, ADMIN);
    expect(r.status).toBe(200);
    expect(expireOrdersResponseSchema.parse(r.body)).toEqual({ cancelados: [] });
  });
});

describe('PIX', () => {
  it('untouched until 24 h after its PIX expired; then cancelled by sistema with the note, stock and coupon use given back, once', async () => {
    const before = await stock(PANETONE);
    const { s, n, pedido } = await emporioOrder(
      'PIX',
      [
        { idproduto: PANETONE, quantidade: 3 },
        { idproduto: ARROZ, quantidade: 2 },
      ],
      DEMO_COUPONS.primeiraCompra.codigo,
    );
    expect(pedido).toMatchObject({
      status: 'AGUARDANDOPAGAMENTO',
      cupom: 'PRIMEIRACOMPRA',
      pagamento: { tipo: 'PIX', status: 'AGUARDANDO' },
    });
    expect(await stock(PANETONE)).toBe(before - 3);
    expect(await couponUses(n)).toBe(1);
    const deadline = Date.parse(pedido.pagamento.pix!.expiraEm) + 24 * HOUR;

    // One minute before (and right at) the deadline: nothing happens.
    expect(only(await expire(new Date(deadline - 60_000)), [n])).toEqual([]);
    expect(only(await expire(new Date(deadline)), [n])).toEqual([]);
    expect((await getOrder(s, n)).status).toBe('AGUARDANDOPAGAMENTO');
    expect(await stock(PANETONE)).toBe(before - 3);
    expect(await couponUses(n)).toBe(1);

    // A second past it: cancelled.
    expect(only(await expire(new Date(deadline + 1000)), [n])).toEqual([{ numpedido: n, motivo: NOTE.pix }]);
    const o = await getOrder(s, n);
    expect(o).toMatchObject({ status: 'CANCELADO', pagamento: { status: 'CANCELADO' } });
    expect(last(o)).toMatchObject({ status: 'CANCELADO', ator: 'sistema', nota: NOTE.pix });
    expect(await stock(PANETONE)).toBe(before);
    expect(await couponUses(n)).toBe(0);

    // Later runs leave it alone: nothing is given back twice.
    expect(only(await expire(new Date(deadline + 2 * DAY)), [n])).toEqual([]);
    expect(await cancellations(n)).toEqual([{ ator: 'sistema', nota: NOTE.pix }]);
    expect(await stock(PANETONE)).toBe(before);
  });

  it('a new PIX (generate-receipt) moves the deadline', async () => {
    const a = await emporioOrder('PIX', [{ idproduto: ARROZ, quantidade: 2 }]);
    const b = await emporioOrder('PIX', [{ idproduto: ARROZ, quantidade: 3 }]);
    // Both placed two days ago: their PIX expired long ago.
    const longAgo = new Date(Date.now() - 2 * DAY).toISOString();
    await world.sql(
      `UPDATE pagamentos SET pix = jsonb_set(pix, '{expiraEm}', to_jsonb($2::text)) WHERE numpedido = ANY($1::int[])`,
      [[a.n, b.n], longAgo],
    );
    // A's buyer asks for a new PIX: valid 30 minutes from now.
    const receipt = await send<Order>(
      'POST',
      `/v4/payment/generate-receipt/${a.n}/${a.s.usuario.idcliente}`,
      undefined,
      auth(a.s),
    );
    expect(receipt.status).toBe(200);
    const newExpiry = Date.parse(receipt.body.pagamento.pix!.expiraEm);
    expect(newExpiry).toBeGreaterThan(Date.now());
    const superseded = await world.sql<{ expira: string }>(
      `SELECT pix->>'expiraEm' AS expira FROM pagamento_cobrancas_substituidas WHERE numpedido = $1`,
      [a.n],
    );
    expect(superseded).toEqual([{ expira: longAgo }]);

    // Now: B (its only PIX expired two days ago) goes, A (a new PIX) stays.
    expect(only(await expire(new Date()), [a.n, b.n])).toEqual([{ numpedido: b.n, motivo: NOTE.pix }]);
    expect((await getOrder(a.s, a.n)).status).toBe('AGUARDANDOPAGAMENTO');
    expect(only(await expire(new Date(newExpiry + 24 * HOUR - 60_000)), [a.n])).toEqual([]);
    expect((await getOrder(a.s, a.n)).status).toBe('AGUARDANDOPAGAMENTO');
    // 24 h after the new PIX expired: A goes too.
    expect(only(await expire(new Date(newExpiry + 24 * HOUR + 1000)), [a.n])).toEqual([
      { numpedido: a.n, motivo: NOTE.pix },
    ]);
    expect(last(await getOrder(a.s, a.n))).toMatchObject({ status: 'CANCELADO', ator: 'sistema', nota: NOTE.pix });
  });
});

describe('PIX renewals (decision 0030)', () => {
  const receipt = (s: Session, n: number) =>
    send<Order>('POST', `/v4/payment/generate-receipt/${n}/${s.usuario.idcliente}`, undefined, auth(s));

  it('at most two new PIX; once the last one expired the stock goes back and another buyer gets it', async () => {
    const saved = await stock(PANETONE);
    // The last two panettones.
    await world.sql('UPDATE produtos SET estoque = 2 WHERE idproduto = $1', [PANETONE]);
    try {
      const { s, n, pedido } = await emporioOrder('PIX', [{ idproduto: PANETONE, quantidade: 2 }]);
      expect(pedido.pagamento.tipo).toBe('PIX');
      expect(await stock(PANETONE)).toBe(0);

      // Someone else finds none.
      const other = await newCustomer('emporio', 'Outra Compradora');
      const otherAddress = await addAddress(other, DEMO_CEPS.harmonia);
      const otherCart = await saveCart(other, {
        cartItens: [
          { idproduto: PANETONE, quantidade: 1 },
          { idproduto: ARROZ, quantidade: 2 },
        ],
      });
      const otherBody = orderBody(otherCart, {
        idformapagto: payment('emporio', 'PIX'),
        idformaentrega: METHODS.emporio.agendada,
        idendereco: otherAddress,
      });
      expectApiError(await submitRaw(other, otherBody), 409, ORDER_MESSAGES.estoqueInsuficiente);

      // Two new PIX charges are issued; the third is refused, also through a change of method.
      let latest = pedido.pagamento.pix!.expiraEm;
      for (let i = 0; i < 2; i++) {
        const r = await receipt(s, n);
        expect(r.status).toBe(200);
        expect(r.body.pagamento.pix!.txid).not.toBe(pedido.pagamento.pix!.txid);
        latest = r.body.pagamento.pix!.expiraEm;
      }
      const third = await receipt(s, n);
      expectApiError(third, 409, ORDER_MESSAGES.pixEsgotado);
      expect(third.body).toMatchObject({ codigo: 'PIX_ESGOTADO' });
      expectApiError(
        await send(
          'PUT',
          `/v4/orders/payment-method/${DEMO_SUPPLIERS.emporio.idfornecedor}/order/${n}`,
          {
            idformapagto: payment('emporio', 'PIX'),
          },
          auth(s),
        ),
        409,
        ORDER_MESSAGES.pixEsgotado,
      );
      expect((await getOrder(s, n)).pagamento.pix!.expiraEm).toBe(latest);

      // The last PIX expired: 15 minutes for a confirmation on its way, then cancelled (not 24 h later).
      const lastExpiry = Date.parse(latest);
      expect(only(await expire(new Date(lastExpiry + 14 * 60_000)), [n])).toEqual([]);
      expect(await stock(PANETONE)).toBe(0);
      expect(only(await expire(new Date(lastExpiry + 15 * 60_000 + 1000)), [n])).toEqual([
        { numpedido: n, motivo: NOTE.ultimoPix },
      ]);
      const o = await getOrder(s, n);
      expect(o).toMatchObject({ status: 'CANCELADO', pagamento: { status: 'CANCELADO' } });
      expect(last(o)).toMatchObject({ status: 'CANCELADO', ator: 'sistema', nota: NOTE.ultimoPix });
      expect(await stock(PANETONE)).toBe(2);

      // The other buyer now gets one.
      const placed = await placeOk(other, otherBody);
      expect(placed.pedido.status).toBe('AGUARDANDOPAGAMENTO');
      expect(await stock(PANETONE)).toBe(1);
    } finally {
      await world.sql('UPDATE produtos SET estoque = $2 WHERE idproduto = $1', [PANETONE, saved]);
    }
  });

  it('an order with PIX renewals left keeps the 24 h after its latest PIX', async () => {
    const { s, n } = await emporioOrder('PIX', [{ idproduto: ARROZ, quantidade: 2 }]);
    const r = await receipt(s, n);
    expect(r.status).toBe(200);
    const expiry = Date.parse(r.body.pagamento.pix!.expiraEm);
    expect(only(await expire(new Date(expiry + 60 * 60_000)), [n])).toEqual([]);
    expect(only(await expire(new Date(expiry + 24 * HOUR + 1000)), [n])).toEqual([{ numpedido: n, motivo: NOTE.pix }]);
  });
});

describe('boleto', () => {
  it('open through the 3rd São Paulo day after its due date, cancelled from the 4th', async () => {
    const before = await stock(PANETONE);
    const { s, n, pedido } = await emporioOrder('BOLETO', [
      { idproduto: PANETONE, quantidade: 2 },
      { idproduto: ARROZ, quantidade: 2 },
    ]);
    expect(pedido).toMatchObject({
      status: 'AGUARDANDOPAGAMENTO',
      pagamento: { tipo: 'BOLETO', status: 'AGUARDANDO' },
    });
    const due = pedido.pagamento.boleto!.vencimento;
    expect(due).toBe(spDate(3));
    expect(await stock(PANETONE)).toBe(before - 2);

    for (const agora of [`${due}T12:00:00-03:00`, `${addDays(due, 3)}T23:59:59-03:00`]) {
      expect([agora, only(await expire(agora), [n])]).toEqual([agora, []]);
    }
    expect((await getOrder(s, n)).status).toBe('AGUARDANDOPAGAMENTO');
    expect(await stock(PANETONE)).toBe(before - 2);

    expect(only(await expire(`${addDays(due, 4)}T00:00:00-03:00`), [n])).toEqual([
      { numpedido: n, motivo: NOTE.boleto },
    ]);
    const o = await getOrder(s, n);
    expect(o).toMatchObject({ status: 'CANCELADO', pagamento: { status: 'CANCELADO' } });
    expect(last(o)).toMatchObject({ status: 'CANCELADO', ator: 'sistema', nota: NOTE.boleto });
    expect(await stock(PANETONE)).toBe(before);
  });
});

describe('quotes', () => {
  it('a priced quote is cancelled the day after its validity; a quote still in analysis never', async () => {
    const pendente = await loginDemo('empresaPendente');
    await send(
      'PUT',
      `/v4/client/${pendente.usuario.idcliente}/supplier/${A.idfornecedor}/termos-uso`,
      undefined,
      bearer(pendente.token),
    );
    const idendereco = await addAddress(pendente, DEMO_CEPS.dozeDeOutubro);
    const before = await stock(FARDO);
    const quote = async (quantidade: number) => {
      const cart = await saveCart(pendente, { cartItens: [{ idproduto: FARDO, quantidade }] }, {}, 'atacado');
      const r = await placeOk(
        pendente,
        orderBody(cart, {
          idformapagto: payment('atacado', 'BOLETO'),
          idformaentrega: METHODS.atacado.expressa,
          idendereco,
        }),
      );
      expect(r.pedido.status).toBe('ORCAMENTO_NOVO');
      return r.numpedido;
    };
    const priced = await quote(6);
    const unpriced = await quote(7);
    expect(await stock(FARDO)).toBe(before - 13);
    const validade = spDate(2);
    const p = await send<Order>(
      'POST',
      `/admin/pedidos/${priced}/orcamento`,
      { itens: [{ idproduto: FARDO, preco: 15000 }], validade },
      ADMIN,
    );
    expect(p.body).toMatchObject({ status: 'ORCAMENTO_PRECIFICADO', validadeOrcamento: validade });

    // Valid through its date.
    expect(only(await expire(`${validade}T23:59:59-03:00`), [priced, unpriced])).toEqual([]);
    expect((await getOrder(pendente, priced)).status).toBe('ORCAMENTO_PRECIFICADO');
    expect(only(await expire(`${addDays(validade, 1)}T00:00:00-03:00`), [priced, unpriced])).toEqual([
      { numpedido: priced, motivo: NOTE.orcamento },
    ]);
    const o = await getOrder(pendente, priced);
    expect(o.status).toBe('CANCELADO');
    expect(last(o)).toMatchObject({ status: 'CANCELADO', ator: 'sistema', nota: NOTE.orcamento });
    expect(await stock(FARDO)).toBe(before - 7);
    // The buyer sees it answered; the quote still in analysis waits for the supplier, however long.
    expectApiError(
      await send('POST', `/v4/app/pedido/${priced}/orcamento/aceitar`, undefined, auth(pendente)),
      409,
      ORDER_MESSAGES.orcamentoJaRespondido,
    );
    expect(only(await expire(new Date(Date.now() + 800 * DAY)), [unpriced])).toEqual([]);
    expect((await getOrder(pendente, unpriced)).status).toBe('ORCAMENTO_NOVO');
    expect(await stock(FARDO)).toBe(before - 7);
  });
});

describe('orders the job never touches', () => {
  it('paid PIX and boleto orders, and an order paid on delivery, long past any deadline', async () => {
    const pix = await emporioOrder('PIX', [{ idproduto: ARROZ, quantidade: 2 }]);
    const boleto = await emporioOrder('BOLETO', [{ idproduto: ARROZ, quantidade: 2 }]);
    const debit = await emporioOrder('CARTAO_DEBITO', [{ idproduto: ARROZ, quantidade: 2 }]);
    expect(debit.pedido.status).toBe('ENVIADO');
    for (const { n } of [pix, boleto])
      expect((await send('POST', `/admin/pedidos/${n}/pagamento/confirmar`, undefined, ADMIN)).status).toBe(200);
    const ns = [pix.n, boleto.n, debit.n];
    const histories = async () =>
      Promise.all([pix, boleto, debit].map(async ({ s, n }) => (await getOrder(s, n)).historico));
    const before = await histories();

    expect(only(await expire(new Date(Date.now() + 400 * DAY)), ns)).toEqual([]);
    expect((await getOrder(pix.s, pix.n)).status).toBe('ENVIADO');
    expect((await getOrder(boleto.s, boleto.n)).status).toBe('ENVIADO');
    expect((await getOrder(debit.s, debit.n)).status).toBe('ENVIADO');
    expect(await histories()).toEqual(before);
  });
});

describe('concurrency', () => {
  it('four runs in parallel cancel each due order exactly once; stock given back once', async () => {
    const before = await stock(PANETONE);
    const orders = [];
    for (let i = 0; i < 6; i++)
      orders.push(
        await emporioOrder('PIX', [
          { idproduto: PANETONE, quantidade: 1 },
          { idproduto: ARROZ, quantidade: 2 },
        ]),
      );
    const ns = orders.map((o) => o.n);
    expect(await stock(PANETONE)).toBe(before - 6);

    const agora = new Date(Date.now() + 2 * DAY);
    const runs = await Promise.all(Array.from({ length: 4 }, () => expire(agora)));
    const all = runs.flatMap((r) => only(r, ns));
    expect(all.map((c) => c.numpedido).sort()).toEqual([...ns].sort());
    expect(new Set(all.map((c) => c.motivo))).toEqual(new Set([NOTE.pix]));
    for (const n of ns) expect(await cancellations(n)).toEqual([{ ator: 'sistema', nota: NOTE.pix }]);
    expect(await stock(PANETONE)).toBe(before);
  });

  it("the buyer's cancel and a run one after the other: whichever comes second finds it cancelled", async () => {
    const before = await stock(PANETONE);
    const first = await emporioOrder('PIX', [
      { idproduto: PANETONE, quantidade: 1 },
      { idproduto: ARROZ, quantidade: 2 },
    ]);
    const second = await emporioOrder('PIX', [
      { idproduto: PANETONE, quantidade: 1 },
      { idproduto: ARROZ, quantidade: 3 },
    ]);
    const agora = new Date(Date.now() + 2 * DAY);
    const cancel = (o: typeof first) =>
      send<Order>('POST', `/v4/app/pedido/${o.n}/cancelar`, { motivo: 'Desisti' }, auth(o.s));
    // The buyer first: the run leaves the order alone.
    expect((await cancel(first)).status).toBe(200);
    const run = await expire(agora);
    expect(only(run, [first.n])).toEqual([]);
    expect(only(run, [second.n])).toEqual([{ numpedido: second.n, motivo: NOTE.pix }]);
    // The run first: the buyer is told it is already cancelled.
    expectApiError(await cancel(second), 409, ORDER_MESSAGES.pedidoJaCancelado);
    expect(await cancellations(first.n)).toEqual([{ ator: 'cliente', nota: 'Desisti' }]);
    expect(await cancellations(second.n)).toEqual([{ ator: 'sistema', nota: NOTE.pix }]);
    expect(await stock(PANETONE)).toBe(before);
  });

  it("the buyer's own cancel racing a run: one cancellation each, stock given back once", async () => {
    const before = await stock(PANETONE);
    const orders = [];
    for (let i = 0; i < 4; i++)
      orders.push(
        await emporioOrder('PIX', [
          { idproduto: PANETONE, quantidade: 2 },
          { idproduto: ARROZ, quantidade: 2 },
        ]),
      );
    const ns = orders.map((o) => o.n);
    expect(await stock(PANETONE)).toBe(before - 8);

    const agora = new Date(Date.now() + 2 * DAY);
    // The runs are sent first: they take the orders in numpedido order while the buyers' cancels arrive.
    const [runs, buyers] = await Promise.all([
      Promise.all([expire(agora), expire(agora)]),
      Promise.all(
        orders.map(({ s, n }) => send<Order>('POST', `/v4/app/pedido/${n}/cancelar`, { motivo: 'Desisti' }, auth(s))),
      ),
    ]);
    const byJob = new Set(runs.flatMap((r) => only(r, ns)).map((c) => c.numpedido));
    expect(runs.flatMap((r) => only(r, ns))).toHaveLength(byJob.size);
    for (const [i, { n }] of orders.entries()) {
      const b = buyers[i]!;
      const history = await cancellations(n);
      expect(history).toHaveLength(1);
      if (b.status === 200) {
        expect(byJob.has(n)).toBe(false);
        expect(history[0]).toEqual({ ator: 'cliente', nota: 'Desisti' });
      } else {
        expectApiError(b, 409, ORDER_MESSAGES.pedidoJaCancelado);
        expect(byJob.has(n)).toBe(true);
        expect(history[0]).toEqual({ ator: 'sistema', nota: NOTE.pix });
      }
    }
    expect(await stock(PANETONE)).toBe(before);
  });
});
