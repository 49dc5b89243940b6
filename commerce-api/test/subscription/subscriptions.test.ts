/**
 * Subscriptions: an order with a subscription type starts one; the customer lists, reads
 * and cancels it; the job places each next order exactly once, also under concurrent runs (on
 * PostgreSQL the runs really overlap: FOR UPDATE SKIP LOCKED), and never after a cancel.
 */
import {
  orderSchema,
  SUBSCRIPTION_MESSAGES,
  subscriptionCancelResponseSchema,
  subscriptionDetailSchema,
  subscriptionListResponseSchema,
  type Subscription,
  type SubscriptionDetail,
} from '../../../lib/contract';
import { validatePixPayload } from '../../../lib/rules/pix';
import { DEMO_ACCOUNTS, DEMO_SUBSCRIPTION, DEMO_SUPPLIERS } from '../../seed/demo-world';
import { newCustomer, productId, saveCart, type Session } from '../cart-helpers';
import { expectApiError, get } from '../helpers';
import { ADMIN, bearer, login, loginDemo, send } from '../identity-helpers';
import { METHODS, orderBody, payment, placeOk, startOrderWorld, type World } from '../orders-helpers';

const G = DEMO_SUPPLIERS.adega;
const E = DEMO_SUPPLIERS.emporio;
const C = DEMO_ACCOUNTS;
const CLUBE = productId('adega', 'Clube do Vinho Essencial – 2 garrafas por mês');
const MERLOT = productId('adega', 'Merlot Terroir 2018');
const [MENSAL, BIMESTRAL] = DEMO_SUBSCRIPTION.tipos;

let world: World;
beforeAll(async () => {
  world = await startOrderWorld('subscriptions');
}, 120_000);
afterAll(async () => {
  await world?.close();
});

const auth = (s: Session) => bearer(`${s.token}~${s.usuario.idcliente}`);
const hoje = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
const shift = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const listPath = (idcliente: string, fornecedor: string = G.idfornecedor) =>
  `/v4/subscription/list/${fornecedor}/${idcliente}`;

async function list(s: Session): Promise<Subscription[]> {
  const r = await get(listPath(s.usuario.idcliente), { headers: auth(s) });
  if (r.status !== 200) throw new Error(`lista ${r.status}: ${r.text}`);
  return subscriptionListResponseSchema.parse(r.body).assinaturas;
}

async function detail(s: Session, id: string): Promise<SubscriptionDetail> {
  const r = await get(`/v4/subscription/get/${id}`, { headers: auth(s) });
  if (r.status !== 200) throw new Error(`assinatura ${r.status}: ${r.text}`);
  return subscriptionDetailSchema.parse(r.body);
}

const generate = (agora?: string) =>
  send<{ geradas: { idassinatura: string; data_prevista: string; numpedido: number | null; erro: string | null }[] }>(
    'POST',
    '/admin/assinaturas/gerar',
    agora ? { agora } : {},
    ADMIN,
  );

/** A fresh Adega customer who subscribed to the wine club (PIX, pickup); the subscription's id. */
async function subscriber(tipo: { idtipoassinatura: string } = MENSAL, items = [{ idproduto: CLUBE, quantidade: 1 }]) {
  const s = await newCustomer('adega', 'Cliente Clube');
  const cart = await saveCart(s, { cartItens: items }, { idtipoassinatura: tipo.idtipoassinatura }, 'adega');
  const body = {
    ...orderBody(cart, {
      idformapagto: payment('adega', 'PIX'),
      idformaentrega: METHODS.adega.retirada,
      loja: { nome: 'Loja Centro de Bento' },
    }),
    idtipoassinatura: tipo.idtipoassinatura,
  };
  const r = await placeOk(s, body);
  const [sub] = await list(s);
  return { s, r, sub: sub! };
}

const makeDue = (ids: string[], date = shift(hoje(), -1)) =>
  world.sql('UPDATE assinaturas SET proxima_entrega = $2::date WHERE idassinatura = ANY($1::uuid[])', [ids, date]);

const generatedOrders = async (id: string) =>
  world.sql<{ data_prevista: string; numpedido: number | null; erro: string | null }>(
    `SELECT data_prevista::text AS data_prevista, numpedido, erro FROM assinatura_pedidos h
     WHERE idassinatura = $1 AND numpedido IS DISTINCT FROM (SELECT numpedido_origem FROM assinaturas WHERE idassinatura = $1)
     ORDER BY data_prevista`,
    [id],
  );

describe('subscriptions of a client', () => {
  it('the seed: the consumer’s monthly wine club at the Adega, with its first order', async () => {
    const a = C.consumidor;
    const r = await login(a.login, a.senha, G.idfornecedor);
    const s = r.body;
    const [sub] = await list(s);
    expect(sub).toMatchObject({
      idassinatura: DEMO_SUBSCRIPTION.demo.idassinatura,
      status: 'ATIVA',
      statusDescricao: 'Ativa',
      tipo: { idtipoassinatura: MENSAL.idtipoassinatura, descricao: 'Mensal', intervalo_dias: 30 },
      tipoEntrega: 'RETIRADA',
      formaPagamento: 'PIX',
      canceladaEm: null,
    });
    expect(sub!.proxima_entrega).toBe(shift(hoje(), 30 - DEMO_SUBSCRIPTION.demo.diasDesdeInicio));
    expect(sub!.itens).toEqual([expect.objectContaining({ idproduto: CLUBE, quantidade: 1 })]);
    const d = await detail(s, sub!.idassinatura);
    expect(d.historico).toEqual([
      expect.objectContaining({ numpedido: sub!.numpedidoOrigem, statusPedido: 'ENTREGUE', erro: null }),
    ]);
  });

  it('an order with a subscription type starts one in the same transaction: the subscription items only, type, next delivery, history', async () => {
    const { s, r, sub } = await subscriber(BIMESTRAL, [
      { idproduto: CLUBE, quantidade: 1 },
      { idproduto: MERLOT, quantidade: 2 },
    ]);
    expect(sub).toMatchObject({
      idfornecedor: G.idfornecedor,
      idcliente: s.usuario.idcliente,
      status: 'ATIVA',
      tipo: { idtipoassinatura: BIMESTRAL.idtipoassinatura, descricao: 'Bimestral', intervalo_dias: 60 },
      proxima_entrega: shift(hoje(), 60),
      numpedidoOrigem: r.numpedido,
      tipoEntrega: 'RETIRADA',
      formaEntrega: r.pedido.formaEntrega.descricao,
      local: expect.stringContaining('Loja Centro de Bento'),
    });
    // The Merlot bought with the club was bought once (decision 0035): only the club repeats.
    expect(sub.itens.map((i) => [i.idproduto, i.quantidade])).toEqual([[CLUBE, 1]]);
    const d = await detail(s, sub.idassinatura);
    expect(d.historico).toEqual([
      {
        data_prevista: hoje(),
        numpedido: r.numpedido,
        statusPedido: 'AGUARDANDOPAGAMENTO',
        statusDescricao: 'Aguardando pagamento',
        totalPedido: r.totalpedido,
        geradoEm: expect.any(String),
        erro: null,
      },
    ]);
    // An order without a type starts none.
    const plain = await newCustomer('adega', 'Sem Clube');
    const cart = await saveCart(
      plain,
      { cartItens: [{ idproduto: CLUBE, quantidade: 1 }] },
      { idtipoassinatura: 'whitout' },
      'adega',
    );
    await placeOk(plain, {
      ...orderBody(cart, {
        idformapagto: payment('adega', 'PIX'),
        idformaentrega: METHODS.adega.retirada,
        loja: { nome: 'Loja Centro de Bento' },
      }),
      idtipoassinatura: 'whitout',
    });
    expect(await list(plain)).toEqual([]);
  });
});

describe('the job', () => {
  it('places the next order of each due subscription exactly once under concurrent runs, and moves the next delivery on', async () => {
    const subs = await Promise.all([subscriber(), subscriber(), subscriber()]);
    const ids = subs.map((x) => x.sub.idassinatura);
    const due = shift(hoje(), -1);
    await makeDue(ids, due);
    // Five runs at once (on PostgreSQL they overlap in separate connections).
    const runs = await Promise.all(Array.from({ length: 5 }, () => generate()));
    expect(runs.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const ours = runs.flatMap((r) => r.body.geradas).filter((g) => ids.includes(g.idassinatura));
    expect(ours.map((g) => g.idassinatura).sort()).toEqual([...ids].sort());
    expect(ours.every((g) => g.numpedido !== null && g.erro === null && g.data_prevista === due)).toBe(true);
    for (const { s, sub, r } of subs) {
      const generated = await generatedOrders(sub.idassinatura);
      expect(generated).toEqual([{ data_prevista: due, numpedido: expect.any(Number), erro: null }]);
      const [{ n }] = (await world.sql<{ n: number }>('SELECT count(*)::int AS n FROM pedidos WHERE idcliente = $1', [
        s.usuario.idcliente,
      ])) as [{ n: number }];
      expect(n).toBe(2);
      // The generated order: the subscription's items at the server's prices, PIX like the first one, pickup at the same store.
      const g = await get(`/v4/app/orders/get-order/${generated[0]!.numpedido}`, { headers: auth(s) });
      expect(g.status).toBe(200);
      const o = orderSchema.parse(g.body);
      expect(o).toMatchObject({
        status: 'AGUARDANDOPAGAMENTO',
        tipoEntrega: 'RETIRADA',
        lojaRetira: { nome: 'Loja Centro de Bento' },
        assinatura: { idtipoassinatura: MENSAL.idtipoassinatura, descricao: 'Mensal' },
        totalPedido: r.totalpedido,
        cupom: null,
        pagamento: { tipo: 'PIX', status: 'AGUARDANDO' },
      });
      expect(o.itens.map((i) => [i.idproduto, i.quantidade, i.preco])).toEqual(
        r.pedido.itens.map((i) => [i.idproduto, i.quantidade, i.preco]),
      );
      expect(validatePixPayload(o.pagamento.pix!.copiaECola)).toEqual({ ok: true });
      const d = await detail(s, sub.idassinatura);
      expect(d.proxima_entrega).toBe(shift(due, 30));
      // Newest delivery date first: the first order (today) before the one made due yesterday.
      expect(d.historico.map((h) => h.numpedido)).toEqual([r.numpedido, generated[0]!.numpedido]);
    }
    // Nothing is due any more.
    const again = await generate();
    expect(again.body.geradas.filter((g) => ids.includes(g.idassinatura))).toEqual([]);
  });

  it('a subscription left due for months places one order, not one per missed cycle; the next delivery is after today', async () => {
    const { sub } = await subscriber();
    const due = shift(hoje(), -95);
    await makeDue([sub.idassinatura], due);
    await generate();
    expect(await generatedOrders(sub.idassinatura)).toEqual([
      { data_prevista: due, numpedido: expect.any(Number), erro: null },
    ]);
    const [{ p }] = (await world.sql<{ p: string }>(
      'SELECT proxima_entrega::text AS p FROM assinaturas WHERE idassinatura = $1',
      [sub.idassinatura],
    )) as [{ p: string }];
    expect(p).toBe(shift(due, 120));
    expect(p > hoje()).toBe(true);
  });

  it('the clock can be moved in the back office: with agora past the next delivery, the order is placed', async () => {
    const { sub } = await subscriber();
    const r = await generate(new Date(Date.parse(`${sub.proxima_entrega}T15:00:00-03:00`)).toISOString());
    expect(r.body.geradas.find((g) => g.idassinatura === sub.idassinatura)).toMatchObject({
      data_prevista: sub.proxima_entrega,
      erro: null,
    });
    expectApiError(await send('POST', '/admin/assinaturas/gerar', {}), 401);
    expectApiError(await send('POST', '/admin/assinaturas/gerar', { agora: 'amanhã' }, ADMIN), 400);
  });

  it('a refusal (stock) is recorded in the history with its message and the cycle moves on', async () => {
    const { s, sub } = await subscriber();
    await world.sql('UPDATE produtos SET estoque = 0 WHERE idproduto = $1', [CLUBE]);
    try {
      await makeDue([sub.idassinatura]);
      const r = await generate();
      const mine = r.body.geradas.find((g) => g.idassinatura === sub.idassinatura)!;
      expect(mine.numpedido).toBeNull();
      expect(mine.erro).toMatch(/^Estoque insuficiente para alguns produtos\. Itens: Clube do Vinho Essencial/);
      const d = await detail(s, sub.idassinatura);
      expect(d.historico.find((h) => h.data_prevista === mine.data_prevista)).toMatchObject({
        numpedido: null,
        statusPedido: null,
        erro: mine.erro,
      });
      expect(d.proxima_entrega! > hoje()).toBe(true);
    } finally {
      await world.sql('UPDATE produtos SET estoque = NULL WHERE idproduto = $1', [CLUBE]);
    }
  });
});

describe('cancelling', () => {
  it('stops generation; cancelling again answers the same with its own message', async () => {
    const { s, sub } = await subscriber();
    const r = await send('DELETE', `/v4/subscription/cancel/${sub.idassinatura}`, undefined, auth(s));
    expect(r.status).toBe(200);
    const c = subscriptionCancelResponseSchema.parse(r.body);
    expect(c).toMatchObject({
      status: 'CANCELADA',
      statusDescricao: 'Cancelada',
      proxima_entrega: null,
      mensagem: SUBSCRIPTION_MESSAGES.cancelada,
    });
    expect(c.canceladaEm).not.toBeNull();
    await makeDue([sub.idassinatura]);
    const run = await generate();
    expect(run.body.geradas.filter((g) => g.idassinatura === sub.idassinatura)).toEqual([]);
    expect(await generatedOrders(sub.idassinatura)).toEqual([]);
    const twice = await send('DELETE', `/v4/subscription/cancel/${sub.idassinatura}`, undefined, auth(s));
    expect(subscriptionCancelResponseSchema.parse(twice.body)).toMatchObject({
      status: 'CANCELADA',
      mensagem: SUBSCRIPTION_MESSAGES.jaCancelada,
      canceladaEm: c.canceladaEm,
    });
    // Still listed (cancelled ones after the active ones).
    expect((await list(s)).map((x) => [x.idassinatura, x.status])).toEqual([[sub.idassinatura, 'CANCELADA']]);
  });

  it('a cancel racing a run: the subscription ends with at most one order for that date and is cancelled', async () => {
    const { s, sub } = await subscriber();
    await makeDue([sub.idassinatura]);
    const [run, cancel] = await Promise.all([
      generate(),
      send('DELETE', `/v4/subscription/cancel/${sub.idassinatura}`, undefined, auth(s)),
    ]);
    expect(run.status).toBe(200);
    expect(cancel.status).toBe(200);
    expect((await generatedOrders(sub.idassinatura)).length).toBeLessThanOrEqual(1);
    await makeDue([sub.idassinatura], shift(hoje(), -2));
    await generate();
    expect((await generatedOrders(sub.idassinatura)).length).toBeLessThanOrEqual(1);
    expect((await detail(s, sub.idassinatura)).status).toBe('CANCELADA');
  });
});

describe('who may see and cancel (IDOR)', () => {
  it('another client: 404 by id, 403 by client id; another supplier’s session: the same; no session: 401', async () => {
    const { s, sub } = await subscriber();
    const other = await newCustomer('adega', 'Outro Cliente');
    expectApiError(
      await get(`/v4/subscription/get/${sub.idassinatura}`, { headers: auth(other) }),
      404,
      SUBSCRIPTION_MESSAGES.naoEncontrada,
    );
    expectApiError(
      await send('DELETE', `/v4/subscription/cancel/${sub.idassinatura}`, undefined, auth(other)),
      404,
      SUBSCRIPTION_MESSAGES.naoEncontrada,
    );
    expectApiError(await get(listPath(s.usuario.idcliente), { headers: auth(other) }), 403);
    // The same person logged in at the Empório (another supplier's session).
    const emporio = await newCustomer('emporio', 'Cliente Empório');
    expectApiError(await get(`/v4/subscription/get/${sub.idassinatura}`, { headers: auth(emporio) }), 404);
    expectApiError(await get(listPath(emporio.usuario.idcliente, G.idfornecedor), { headers: auth(emporio) }), 403);
    expectApiError(await get(`/v4/subscription/get/${sub.idassinatura}`), 401);
    expectApiError(await send('DELETE', `/v4/subscription/cancel/${sub.idassinatura}`), 401);
    expect((await detail(s, sub.idassinatura)).status).toBe('ATIVA');
  });

  it('linked users: the principal sees and may cancel its linked user’s; a sibling linked user may not', async () => {
    // A subscription of João (linked to Ana at the Empório), written as placement would.
    const principal = await loginDemo('principal');
    const sw = async (k: 'vinculado1' | 'vinculado2') => {
      const r = await get<{ token: string }>(
        `/v1/app/usuario/${C.principal.idcliente}/${C[k].idcliente}?gerar_token_jwt=true`,
        { headers: bearer(principal.token) },
      );
      return { token: r.body.token, usuario: { idcliente: C[k].idcliente } };
    };
    const [{ numpedido }] = (await world.sql<{ numpedido: number }>(
      `INSERT INTO pedidos (idfornecedor, idcliente, idprincipal, status, canal_venda, tipo_entrega, idformaentrega, forma_entrega_descricao, impressao)
       VALUES ($1, $2, $3, 'ENTREGUE', 'WEB', 'DELIVERY', $4, 'Entrega agendada', 'teste') RETURNING numpedido`,
      [E.idfornecedor, C.vinculado1.idcliente, C.principal.idcliente, METHODS.emporio.agendada],
    )) as [{ numpedido: number }];
    await world.sql(
      `INSERT INTO pagamentos (numpedido, idformapagto, tipo, descricao, status) VALUES ($1, $2, 'PIX', 'PIX', 'PAGO')`,
      [numpedido, payment('emporio', 'PIX')],
    );
    const [{ id }] = (await world.sql<{ id: string }>(
      `INSERT INTO assinaturas (idassinatura, idfornecedor, idcliente, idprincipal, idtipoassinatura, tipo_descricao, intervalo_dias, numpedido_origem, proxima_entrega)
       VALUES (gen_random_uuid(), $1, $2, $3, $4, 'Mensal', 30, $5, CURRENT_DATE + 30) RETURNING idassinatura AS id`,
      [E.idfornecedor, C.vinculado1.idcliente, C.principal.idcliente, MENSAL.idtipoassinatura, numpedido],
    )) as [{ id: string }];
    const listAt = async (s: Session) => {
      const r = await get(listPath(s.usuario.idcliente, E.idfornecedor), { headers: auth(s) });
      if (r.status !== 200) throw new Error(`lista ${r.status}: ${r.text}`);
      return subscriptionListResponseSchema.parse(r.body).assinaturas.map((x) => x.idassinatura);
    };
    expect(await listAt(principal)).toEqual([id]);
    // One linked user is logged in at a time: João first, then Beatriz.
    const v1 = await sw('vinculado1');
    expect(await listAt(v1)).toEqual([id]);
    expect((await get(`/v4/subscription/get/${id}`, { headers: auth(v1) })).status).toBe(200);
    const v2 = await sw('vinculado2');
    expect(await listAt(v2)).toEqual([]);
    expectApiError(await get(listPath(C.vinculado1.idcliente, E.idfornecedor), { headers: auth(v2) }), 403);
    expectApiError(await get(`/v4/subscription/get/${id}`, { headers: auth(v2) }), 404);
    expectApiError(await send('DELETE', `/v4/subscription/cancel/${id}`, undefined, auth(v2)), 404);
    const c = await send('DELETE', `/v4/subscription/cancel/${id}`, undefined, bearer(principal.token));
    expect(c.status).toBe(200);
    expect(subscriptionCancelResponseSchema.parse(c.body).status).toBe('CANCELADA');
  });
});
