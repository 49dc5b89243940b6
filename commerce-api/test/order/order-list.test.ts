/**
 * GET /v4/app/pedido/cliente/{idcliente}. Paging, status and period filters, the list
 * item (tipoEntrega, totals, payment, "emitido por"), and who may read whose orders: the client,
 * its principal, its linked users with or without clientevinculadoprincipal, a representative of
 * it or of another client, anyone else (IDOR matrix).
 */
import { orderListSchema, type OrderList } from '../../../lib/contract/order-life';
import { DEMO_ACCOUNTS, DEMO_ADDRESSES } from '../../seed/demo-world';
import { newCustomer, productId, saveCart, type Session } from '../cart-helpers';
import { expectApiError, get, type Res } from '../helpers';
import { bearer, loginDemo } from '../identity-helpers';
import {
  METHODS,
  orderBody,
  payment,
  placeOk,
  representativeActingFor,
  startOrderWorld,
  type World,
} from '../orders-helpers';

const ARROZ = productId('emporio', 'Arroz branco tipo 1 5 kg');
const FARDO = productId('atacado', 'Feijão carioca fardo 10 x 1 kg');
const ANA = DEMO_ACCOUNTS.principal.idcliente;
const JOAO = DEMO_ACCOUNTS.vinculado1.idcliente;
const BEATRIZ = DEMO_ACCOUNTS.vinculado2.idcliente;

let world: World;
beforeAll(async () => {
  world = await startOrderWorld('lista');
}, 120_000);
afterAll(async () => {
  await world?.close();
});

/** `Authorization: Bearer <credential>` (`<token>` or `<token>~<idcliente>`). */
function list(
  credential: string | null,
  idcliente: string,
  q: Record<string, string | number | boolean> = {},
): Promise<Res<OrderList>> {
  const qs = new URLSearchParams(Object.entries(q).map(([k, v]) => [k, String(v)]));
  return get<OrderList>(`/v4/app/pedido/cliente/${idcliente}${qs.size ? `?${qs}` : ''}`, {
    headers: credential ? bearer(credential) : {},
  });
}
async function listOk(
  credential: string,
  idcliente: string,
  q: Record<string, string | number | boolean> = {},
): Promise<OrderList> {
  const r = await list(credential, idcliente, q);
  if (r.status !== 200) throw new Error(`lista ${r.status}: ${r.text}`);
  return orderListSchema.parse(r.body);
}
const nums = (l: OrderList) => l.pedidos.map((p) => p.numpedido).sort();
const own = (s: Session) => `${s.token}~${s.usuario.idcliente}`;

/** A pickup order at the Empório paid on delivery, placed by session `s` for the client it acts for (`actingFor`: another one). */
async function pickup(s: Session, quantidade: number, actingFor?: string): Promise<number> {
  const who = actingFor ? { token: s.token, usuario: { idcliente: actingFor } } : s;
  const cart = await saveCart(who, { cartItens: [{ idproduto: ARROZ, quantidade }] });
  const body = orderBody(cart, {
    idformapagto: payment('emporio', 'CARTAO_DEBITO'),
    idformaentrega: METHODS.emporio.retirada,
    loja: { nome: 'Empório Bom Preço Pinheiros' },
  });
  return (await placeOk(actingFor ? { token: `${s.token}~${actingFor}`, usuario: { idcliente: actingFor } } : s, body))
    .numpedido;
}

describe('who sees whose orders (IDOR matrix)', () => {
  let ana: Session;
  let joao: Session;
  let beatriz: Session;
  let stranger: Session;
  const o: Record<string, number> = {};
  beforeAll(async () => {
    ana = await loginDemo('principal');
    joao = await loginDemo('vinculado1');
    beatriz = await loginDemo('vinculado2');
    stranger = await newCustomer('emporio', 'Cliente Estranho');
    o.ana1 = await pickup(ana, 2);
    o.ana2 = await pickup(ana, 3);
    // João's cart, placed from Ana's session acting for him: his order, under Ana.
    o.joaoSobAna = await pickup(ana, 4, JOAO);
    // João logged in himself: as an accepted linked user he still orders under Ana (decision 0028).
    o.joao = await pickup(joao, 5);
    o.stranger = await pickup(stranger, 2);
  });

  it('the principal: its orders and those placed under it; one linked user’s with idusuariovinculado', async () => {
    const all = await listOk(own(ana), ANA);
    expect(nums(all)).toEqual([o.ana1, o.ana2, o.joaoSobAna, o.joao].sort());
    for (const n of [o.joaoSobAna, o.joao])
      expect(all.pedidos.find((p) => p.numpedido === n)).toMatchObject({
        idcliente: JOAO,
        emitidoPor: DEMO_ACCOUNTS.vinculado1.nome,
      });
    expect(nums(await listOk(own(ana), ANA, { idusuariovinculado: JOAO }))).toEqual([o.joaoSobAna, o.joao].sort());
    // …and opens the one João placed from his own login (a 404 before).
    const detail = await get<{ numpedido: number; emitidoPor: string | null }>(`/v4/app/orders/get-order/${o.joao}`, {
      headers: bearer(ana.token),
    });
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({ numpedido: o.joao, emitidoPor: DEMO_ACCOUNTS.vinculado1.nome });
    // Beatriz, another linked user of Ana, does not open João's order.
    expect((await get(`/v4/app/orders/get-order/${o.joao}`, { headers: bearer(beatriz.token) })).status).toBe(404);
    expectApiError(await list(own(ana), ANA, { idusuariovinculado: stranger.usuario.idcliente }), 403);
  });

  it('a linked user: only what it issued, the principal’s with clientevinculadoprincipal=true', async () => {
    expect(nums(await listOk(own(joao), ANA))).toEqual([o.joaoSobAna, o.joao].sort());
    expect(nums(await listOk(own(joao), ANA, { clientevinculadoprincipal: false }))).toEqual(
      [o.joaoSobAna, o.joao].sort(),
    );
    expect(nums(await listOk(own(joao), ANA, { clientevinculadoprincipal: true }))).toEqual(
      [o.ana1, o.ana2, o.joaoSobAna, o.joao].sort(),
    );
    // His own list has every order of his, whoever's session placed it.
    expect(nums(await listOk(own(joao), JOAO))).toEqual([o.joaoSobAna, o.joao].sort());
    // Beatriz issued nothing: without the flag her list under Ana is empty.
    expect((await listOk(own(beatriz), ANA)).pedidos).toEqual([]);
    expectApiError(await list(own(beatriz), ANA, { idusuariovinculado: JOAO }), 403);
    expect(
      nums(await listOk(own(beatriz), ANA, { clientevinculadoprincipal: true, idusuariovinculado: JOAO })),
    ).toEqual([o.joaoSobAna, o.joao].sort());
    // Ana's session acting for João is João under Ana.
    expect(nums(await listOk(`${ana.token}~${JOAO}`, ANA, { clientevinculadoprincipal: true }))).toEqual(
      [o.ana1, o.ana2, o.joaoSobAna, o.joao].sort(),
    );
    // A linked user never reaches its principal's siblings' lists.
    expectApiError(await list(own(joao), BEATRIZ), 403);
  });

  it('anyone else: 403 (flag or not), another client in the token 403, no session 401', async () => {
    expectApiError(await list(own(stranger), ANA), 403, 'Acesso negado a este cliente');
    expectApiError(await list(own(stranger), ANA, { clientevinculadoprincipal: true }), 403);
    expectApiError(await list(own(stranger), JOAO), 403);
    expectApiError(await list(`${stranger.token}~${ANA}`, ANA), 403);
    expectApiError(await list(own(ana), stranger.usuario.idcliente), 403);
    expectApiError(await list(null, ANA), 401);
    expectApiError(await list('sessao-inexistente-123', ANA), 401);
    expect(nums(await listOk(own(stranger), stranger.usuario.idcliente))).toEqual([o.stranger]);
    expectApiError(await list(own(ana), 'nao-e-uuid'), 400);
  });

  it('a representative: the represented clients’ orders, never another client’s', async () => {
    const C = DEMO_ACCOUNTS.empresaAprovada;
    const s = await representativeActingFor(C.idcliente);
    const cart = await saveCart(s, { cartItens: [{ idproduto: FARDO, quantidade: 5 }] }, {}, 'atacado');
    const r = await placeOk(
      s,
      orderBody(cart, {
        idformapagto: payment('atacado', 'BOLETO'),
        idformaentrega: METHODS.atacado.caminhao,
        idendereco: DEMO_ADDRESSES.empresaAprovadaLoja.idendereco,
      }),
    );
    const mine = await listOk(own(s), C.idcliente);
    // Besides its past orders on terms (seed 'pos-venda', DEMO_INVOICES), the company has the one its representative placed.
    expect(mine.pedidos.filter((p) => p.emitidoPor !== null)).toEqual([
      expect.objectContaining({
        numpedido: r.numpedido,
        emitidoPor: 'Carlos Representante',
        tipoEntrega: 'DELIVERY',
        formaPagamento: { tipo: 'BOLETO', descricao: 'Boleto bancário à vista' },
      }),
    ]);
    // Another client of the portfolio: allowed (empty); a client outside it: 403.
    expect((await listOk(own(s), DEMO_ACCOUNTS.lanchonete.idcliente)).total).toBe(0);
    const outsider = await newCustomer('atacado', 'Empresa de Fora');
    expectApiError(await list(own(s), outsider.usuario.idcliente), 403);
    expectApiError(await list(own(s), ANA), 403);
    // The client itself sees the order the representative placed; the outsider does not.
    const c = await loginDemo('empresaAprovada');
    expect(nums(await listOk(own(c), C.idcliente))).toContain(r.numpedido);
    expectApiError(await list(own(outsider), C.idcliente), 403);
  });
});

describe('paging and filters', () => {
  let s: Session;
  let first: number;
  /** São Paulo date `days` from today. */
  const spDate = (days: number) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
      new Date(Date.now() + days * 86_400_000),
    );
  beforeAll(async () => {
    s = await newCustomer('emporio', 'Cliente Muitos Pedidos');
    first = await pickup(s, 2);
    // 24 more, one a day back in time, every third cancelled (copies of the first, rows and lines).
    for (let g = 1; g <= 24; g++) {
      const [{ n }] = (await world.sql<{ n: number }>(`SELECT nextval('pedidos_numpedido_seq')::int AS n`)) as [
        { n: number },
      ];
      const patch = JSON.stringify({
        numpedido: n,
        criado_em: new Date(Date.now() - g * 86_400_000).toISOString(),
        status: g % 3 === 0 ? 'CANCELADO' : 'ENVIADO',
      });
      await world.sql(
        `INSERT INTO pedidos SELECT (jsonb_populate_record(NULL::pedidos, to_jsonb(p) || $2::jsonb)).* FROM pedidos p WHERE numpedido = $1`,
        [first, patch],
      );
      await world.sql(
        `INSERT INTO pagamentos SELECT (jsonb_populate_record(NULL::pagamentos, to_jsonb(x) || jsonb_build_object('numpedido', $2::int))).* FROM pagamentos x WHERE numpedido = $1`,
        [first, n],
      );
      await world.sql(
        `INSERT INTO pedido_itens SELECT (jsonb_populate_record(NULL::pedido_itens, to_jsonb(x) || jsonb_build_object('numpedido', $2::int))).* FROM pedido_itens x WHERE numpedido = $1`,
        [first, n],
      );
    }
  });

  it('newest first, 20 a page by default; the item carries tipoEntrega, totals, payment, lines', async () => {
    const p1 = await listOk(own(s), s.usuario.idcliente);
    expect(p1).toMatchObject({ total: 25, page: 1, limit: 20, paginas: 2 });
    expect(p1.pedidos).toHaveLength(20);
    expect(p1.pedidos[0]).toMatchObject({
      numpedido: first,
      idcliente: s.usuario.idcliente,
      status: 'ENVIADO',
      statusDescricao: 'Pedido recebido',
      orcamento: false,
      tipoEntrega: 'RETIRADA',
      itensQuantidade: 1,
      formaPagamento: { tipo: 'CARTAO_DEBITO', descricao: 'Cartão de débito na entrega' },
      emitidoPor: null,
      avaliado: false,
    });
    expect(p1.pedidos[0]!.totalPedido).toBeGreaterThan(0);
    const times = p1.pedidos.map((p) => Date.parse(p.criadoEm));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const p2 = await listOk(own(s), s.usuario.idcliente, { page: 2 });
    expect(p2.pedidos).toHaveLength(5);
    expect(new Set([...nums(p1), ...nums(p2)]).size).toBe(25);
    expect(await listOk(own(s), s.usuario.idcliente, { page: 3 })).toMatchObject({
      pedidos: [],
      total: 25,
      paginas: 2,
    });
    const small = await listOk(own(s), s.usuario.idcliente, { page: 2, limit: 5 });
    expect(small.pedidos.map((p) => p.numpedido)).toEqual(p1.pedidos.slice(5, 10).map((p) => p.numpedido));
    expect(small.paginas).toBe(5);
  });

  it('by status (one or several) and by period (São Paulo days, inclusive)', async () => {
    expect((await listOk(own(s), s.usuario.idcliente, { status: 'CANCELADO' })).total).toBe(8);
    expect((await listOk(own(s), s.usuario.idcliente, { status: 'cancelado,ENVIADO' })).total).toBe(25);
    expect((await listOk(own(s), s.usuario.idcliente, { status: 'ENTREGUE' })).total).toBe(0);
    const period = await listOk(own(s), s.usuario.idcliente, { de: spDate(-10), ate: spDate(-5) });
    expect(period.total).toBe(6);
    expect((await listOk(own(s), s.usuario.idcliente, { de: spDate(0) })).total).toBe(1);
    expect((await listOk(own(s), s.usuario.idcliente, { ate: spDate(-24), status: 'CANCELADO' })).total).toBe(1);
  });

  it('bad filters are 400 with a pt-BR message', async () => {
    const id = s.usuario.idcliente;
    expectApiError(await list(own(s), id, { status: 'FOO' }), 400, 'Status inválido');
    expectApiError(await list(own(s), id, { de: '2026-13-01' }), 400, 'Data inválida');
    expectApiError(await list(own(s), id, { de: spDate(0), ate: spDate(-1) }), 400, 'Período inválido');
    expectApiError(await list(own(s), id, { limit: 0 }), 400, 'Limite inválido');
    expectApiError(await list(own(s), id, { limit: 101 }), 400, 'Limite inválido');
    expectApiError(await list(own(s), id, { page: 0 }), 400, 'Página inválida');
    expectApiError(await list(own(s), id, { idusuariovinculado: 'x' }), 400);
  });
});
