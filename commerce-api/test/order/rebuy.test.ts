/**
 * GET /v4/app/pedido/cliente/{idcliente}/comprar-de-novo (decision 0052): which orders count, the
 * ranking, the quantity snapped by today's rules, unavailable and deleted products, the limits on the
 * query, whose orders each actor reads (the client, a linked user naming its principal, a
 * representative), and a cost that does not grow with the history. The authorization matrix attacks
 * the call on every relation besides (commerce-api/test/authorization).
 */
import { rebuyResponseSchema, type RebuyResponse } from '../../../lib/contract/rebuy';
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
const FEIJAO = productId('emporio', 'Feijão carioca tipo 1 1 kg');
const CAFE = productId('emporio', 'Café torrado e moído 500 g');
const LEITE = productId('emporio', 'Leite integral UHT 1 L');
const INTEGRAL = productId('emporio', 'Arroz integral 1 kg');
const PRETO = productId('emporio', 'Feijão preto tipo 1 1 kg');
const DESNATADO = productId('emporio', 'Leite desnatado UHT 1 L');
const FARDO = productId('atacado', 'Feijão carioca fardo 10 x 1 kg');
const ANA = DEMO_ACCOUNTS.principal.idcliente;
const JOAO = DEMO_ACCOUNTS.vinculado1.idcliente;
const BEATRIZ = DEMO_ACCOUNTS.vinculado2.idcliente;

let world: World;
beforeAll(async () => {
  world = await startOrderWorld('rebuy');
}, 120_000);
afterAll(async () => {
  await world?.close();
});

const own = (s: Session) => `${s.token}~${s.usuario.idcliente}`;

function rebuy(credential: string | null, idcliente: string, q: Record<string, string | number> = {}): Promise<Res> {
  const qs = new URLSearchParams(Object.entries(q).map(([k, v]) => [k, String(v)]));
  return get(`/v4/app/pedido/cliente/${idcliente}/comprar-de-novo${qs.size ? `?${qs}` : ''}`, {
    headers: credential ? bearer(credential) : {},
  });
}
async function rebuyOk(
  credential: string,
  idcliente: string,
  q: Record<string, string | number> = {},
): Promise<RebuyResponse> {
  const r = await rebuy(credential, idcliente, q);
  if (r.status !== 200) throw new Error(`comprar de novo ${r.status}: ${r.text}`);
  return rebuyResponseSchema.parse(r.body);
}
const ids = (r: RebuyResponse) => r.produtos.map((p) => p.idproduto);

/** A pickup order at the Empório paid on delivery, placed by `s` (for `actingFor` when given). */
async function pickup(s: Session, itens: [string, number][], actingFor?: string): Promise<number> {
  const who = actingFor ? { token: s.token, usuario: { idcliente: actingFor } } : s;
  const cart = await saveCart(who, { cartItens: itens.map(([idproduto, quantidade]) => ({ idproduto, quantidade })) });
  const body = orderBody(cart, {
    idformapagto: payment('emporio', 'CARTAO_DEBITO'),
    idformaentrega: METHODS.emporio.retirada,
    loja: { nome: 'Empório Bom Preço Pinheiros' },
  });
  const placer = actingFor ? { token: `${s.token}~${actingFor}`, usuario: { idcliente: actingFor } } : s;
  return (await placeOk(placer, body)).numpedido;
}

/** Copies order `from` as a new order `days` back in time, with `status` (rows, payment and lines). */
async function copyOrder(from: number, days: number, status: string): Promise<number> {
  const [{ n }] = (await world.sql<{ n: number }>(`SELECT nextval('pedidos_numpedido_seq')::int AS n`)) as [
    { n: number },
  ];
  const patch = JSON.stringify({
    numpedido: n,
    criado_em: new Date(Date.now() - days * 86_400_000).toISOString(),
    status,
  });
  await world.sql(
    `INSERT INTO pedidos SELECT (jsonb_populate_record(NULL::pedidos, to_jsonb(p) || $2::jsonb)).* FROM pedidos p WHERE numpedido = $1`,
    [from, patch],
  );
  await world.sql(
    `INSERT INTO pagamentos SELECT (jsonb_populate_record(NULL::pagamentos, to_jsonb(x) || jsonb_build_object('numpedido', $2::int))).* FROM pagamentos x WHERE numpedido = $1`,
    [from, n],
  );
  await world.sql(
    `INSERT INTO pedido_itens SELECT (jsonb_populate_record(NULL::pedido_itens, to_jsonb(x) || jsonb_build_object('numpedido', $2::int))).* FROM pedido_itens x WHERE numpedido = $1`,
    [from, n],
  );
  return n;
}

describe('the usual products of an account', () => {
  let s: Session;
  const o: Record<string, number> = {};
  beforeAll(async () => {
    s = await newCustomer('emporio', 'Cliente Compra de Novo');
    o.primeiro = await pickup(s, [
      [ARROZ, 2],
      [FEIJAO, 3],
    ]);
    o.segundo = await pickup(s, [
      [ARROZ, 4],
      [CAFE, 1],
    ]);
    o.terceiro = await pickup(s, [
      [FEIJAO, 5],
      [LEITE, 12],
    ]);
    // Cancelled, and a quote never accepted: no purchase, whatever they hold.
    o.cancelado = await pickup(s, [
      [INTEGRAL, 7],
      [LEITE, 24],
    ]);
    await world.sql(`UPDATE pedidos SET status = 'CANCELADO' WHERE numpedido = $1`, [o.cancelado]);
    o.orcamento = await pickup(s, [[PRETO, 6]]);
    await world.sql(`UPDATE pedidos SET status = 'ORCAMENTO_NOVO', orcamento = true WHERE numpedido = $1`, [
      o.orcamento,
    ]);
  });

  it('ranks by orders containing the product, then the most recent; the quantity is the last order’s', async () => {
    const r = await rebuyOk(own(s), s.usuario.idcliente);
    expect(ids(r)).toEqual([FEIJAO, ARROZ, LEITE, CAFE]);
    expect(r.possuiPreco).toBe(true);
    const by = Object.fromEntries(r.produtos.map((p) => [p.idproduto, p]));
    expect(by[FEIJAO]).toMatchObject({ pedidos: 2, quantidade: 5, quantidadeUltimoPedido: 5, disponivel: true });
    expect(by[ARROZ]).toMatchObject({ pedidos: 2, quantidade: 4, disponivel: true });
    // The cancelled order's 24 does not count: the last counted order had 12.
    expect(by[LEITE]).toMatchObject({ pedidos: 1, quantidade: 12 });
    expect(by[CAFE]).toMatchObject({ pedidos: 1, quantidade: 1, nome: 'Café torrado e moído 500 g' });
    expect(Date.parse(by[FEIJAO]!.ultimaCompraEm)).toBeGreaterThan(Date.parse(by[ARROZ]!.ultimaCompraEm));
    // `limite` keeps the first ones.
    expect(ids(await rebuyOk(own(s), s.usuario.idcliente, { limite: 2 }))).toEqual([FEIJAO, ARROZ]);
  });

  it('snaps the quantity by the product’s rules of today', async () => {
    await world.sql(`UPDATE produtos SET granularidade = 6, min_por_pedido = 6 WHERE idproduto = $1`, [CAFE]);
    try {
      const r = await rebuyOk(own(s), s.usuario.idcliente);
      expect(r.produtos.find((p) => p.idproduto === CAFE)).toMatchObject({
        quantidade: 6,
        quantidadeUltimoPedido: 1,
        disponivel: true,
      });
    } finally {
      await world.sql(`UPDATE produtos SET granularidade = 1, min_por_pedido = 1 WHERE idproduto = $1`, [CAFE]);
    }
  });

  it('marks what cannot be sold now unavailable (not sold, short stock, other delivery type) and drops a deleted product', async () => {
    const [before] = await world.sql<{ tipos: string[] }>(
      `SELECT tipos_entrega AS tipos FROM produtos WHERE idproduto = $1`,
      [FEIJAO],
    );
    await world.sql(`UPDATE produtos SET disponivel = false WHERE idproduto = $1`, [LEITE]);
    await world.sql(`UPDATE produtos SET estoque = 3 WHERE idproduto = $1`, [ARROZ]);
    await world.sql(`UPDATE produtos SET tipos_entrega = ARRAY['DELIVERY'] WHERE idproduto = $1`, [FEIJAO]);
    try {
      const r = await rebuyOk(own(s), s.usuario.idcliente, { tipoentrega: 'RETIRADA' });
      const disp = Object.fromEntries(r.produtos.map((p) => [p.idproduto, p.disponivel]));
      expect(disp).toEqual({ [FEIJAO]: false, [ARROZ]: false, [LEITE]: false, [CAFE]: true });
      // For delivery the beans are sold; enough stock sells the rice again.
      await world.sql(`UPDATE produtos SET estoque = 4 WHERE idproduto = $1`, [ARROZ]);
      const d = await rebuyOk(own(s), s.usuario.idcliente, { tipoentrega: 'DELIVERY' });
      expect(d.produtos.filter((p) => p.disponivel).map((p) => p.idproduto)).toEqual([FEIJAO, ARROZ, CAFE]);
    } finally {
      await world.sql(`UPDATE produtos SET disponivel = true WHERE idproduto = $1`, [LEITE]);
      await world.sql(`UPDATE produtos SET estoque = NULL WHERE idproduto = $1`, [ARROZ]);
      await world.sql(`UPDATE produtos SET tipos_entrega = $2 WHERE idproduto = $1`, [FEIJAO, before!.tipos]);
    }
    // A product the catalogue no longer has is left out (the order keeps its line).
    const other = await newCustomer('emporio', 'Cliente Produto Removido');
    await pickup(other, [
      [DESNATADO, 2],
      [CAFE, 3],
    ]);
    await world.sql(`DELETE FROM produtos WHERE idproduto = $1`, [DESNATADO]);
    expect(ids(await rebuyOk(own(other), other.usuario.idcliente))).toEqual([CAFE]);
  });

  it('costs the same number of statements for a long history as for a short one (no N+1)', async () => {
    const fresh = await newCustomer('emporio', 'Cliente Historico Longo');
    const first = await pickup(fresh, [[CAFE, 3]]);
    const cost = async () => {
      const before = await world.statements();
      await rebuyOk(own(fresh), fresh.usuario.idcliente, { limite: 24 });
      return (await world.statements()) - before;
    };
    const short = await cost();
    // 60 more orders with other products (beyond the window of 50), two of them cancelled.
    const extra = [ARROZ, FEIJAO, LEITE, INTEGRAL, PRETO];
    for (let g = 1; g <= 60; g++) {
      const n = await copyOrder(first, g, g % 30 === 0 ? 'CANCELADO' : 'ENVIADO');
      await world.sql(`UPDATE pedido_itens SET idproduto = $2 WHERE numpedido = $1`, [n, extra[g % extra.length]]);
    }
    const r = await rebuyOk(own(fresh), fresh.usuario.idcliente, { limite: 24 });
    expect(r.produtos).toHaveLength(6);
    // The first order (the newest) still counts its café once; the copies hold the other five products.
    expect(r.produtos.find((p) => p.idproduto === CAFE)?.pedidos).toBe(1);
    expect(await cost()).toBe(short);
  });

  it('refuses a bad query with a pt-BR message', async () => {
    for (const limite of ['0', '25', 'abc', '1.5'])
      expectApiError(await rebuy(own(s), s.usuario.idcliente, { limite }), 400, /Limite inválido/);
    expectApiError(await rebuy(own(s), s.usuario.idcliente, { tipoentrega: 'DRONE' }), 400);
    expectApiError(await rebuy(own(s), s.usuario.idcliente, { idformapagamento: 'x' }), 400);
    expectApiError(await rebuy(own(s), 'nao-e-uuid'), 400);
  });
});

describe('whose orders', () => {
  let ana: Session;
  let joao: Session;
  let beatriz: Session;
  let stranger: Session;
  beforeAll(async () => {
    ana = await loginDemo('principal');
    joao = await loginDemo('vinculado1');
    beatriz = await loginDemo('vinculado2');
    stranger = await newCustomer('emporio', 'Cliente Estranho');
    await pickup(ana, [[INTEGRAL, 6]]);
    // João logged in himself orders under Ana (decision 0028).
    await pickup(joao, [[PRETO, 6]]);
    await pickup(stranger, [[CAFE, 9]]);
  });

  it('the principal: its orders and those its linked users placed under it', async () => {
    const r = await rebuyOk(own(ana), ANA);
    expect(ids(r)).toEqual(expect.arrayContaining([INTEGRAL, PRETO]));
    expect(ids(r)).not.toContain(CAFE);
  });

  it('a linked user names its principal’s account; its own id gives only what it issued; a sibling is refused', async () => {
    const r = await rebuyOk(own(joao), ANA);
    expect(ids(r)).toEqual(expect.arrayContaining([INTEGRAL, PRETO]));
    const his = ids(await rebuyOk(own(joao), JOAO));
    expect(his).toContain(PRETO);
    expect(his).not.toContain(INTEGRAL);
    expectApiError(await rebuy(own(joao), BEATRIZ), 403, 'Acesso negado a este cliente');
    expect(ids(await rebuyOk(own(beatriz), ANA))).toEqual(expect.arrayContaining([INTEGRAL, PRETO]));
  });

  it('anyone else: 403; no session: 401', async () => {
    expectApiError(await rebuy(own(stranger), ANA), 403, 'Acesso negado a este cliente');
    expectApiError(await rebuy(`${stranger.token}~${ANA}`, ANA), 403);
    expectApiError(await rebuy(own(ana), stranger.usuario.idcliente), 403);
    expectApiError(await rebuy(null, ANA), 401);
    expectApiError(await rebuy('sessao-inexistente-123', ANA), 401);
  });

  it('a representative: the client it serves, never a client outside its portfolio', async () => {
    const C = DEMO_ACCOUNTS.empresaAprovada;
    const s = await representativeActingFor(C.idcliente);
    const cart = await saveCart(s, { cartItens: [{ idproduto: FARDO, quantidade: 5 }] }, {}, 'atacado');
    await placeOk(
      s,
      orderBody(cart, {
        idformapagto: payment('atacado', 'BOLETO'),
        idformaentrega: METHODS.atacado.caminhao,
        idendereco: DEMO_ADDRESSES.empresaAprovadaLoja.idendereco,
      }),
    );
    const r = await rebuyOk(own(s), C.idcliente);
    expect(r.produtos.find((p) => p.idproduto === FARDO)).toMatchObject({ quantidade: 5 });
    // The client itself reads the same list.
    const c = await loginDemo('empresaAprovada');
    expect(ids(await rebuyOk(own(c), C.idcliente))).toEqual(ids(r));
    const outsider = await newCustomer('atacado', 'Empresa de Fora');
    expectApiError(await rebuy(own(s), outsider.usuario.idcliente), 403);
    expectApiError(await rebuy(own(s), ANA), 403);
  });
});
