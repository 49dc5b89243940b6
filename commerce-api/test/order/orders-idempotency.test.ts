/**
 * An order is placed exactly once. Idempotency keys with Stripe's semantics (replay,
 * in-flight 409, reuse with another payload 422), the identical-order guard for new keys, and
 * parallel submits: one cart → one order, a single-use coupon → one redemption.
 */
import { COUPON_MESSAGES, ORDER_MESSAGES, submitOrderBodySchema, type Cart } from '../../../lib/contract';
import { DEMO_CEPS, DEMO_SUPPLIERS } from '../../seed/demo-world';
import { payloadHash } from '../../src/domain/order/idempotency';
import { newCustomer, productId, saveCart, type Session } from '../cart-helpers';
import { expectApiError } from '../helpers';
import {
  addAddress,
  cardToken,
  METHODS,
  newKey,
  orderBody,
  payment,
  placeOk,
  startOrderWorld,
  submitRaw,
  type World,
} from '../orders-helpers';

const E = DEMO_SUPPLIERS.emporio;
const ARROZ = productId('emporio', 'Arroz branco tipo 1 5 kg');
const FEIJAO = productId('emporio', 'Feijão carioca tipo 1 1 kg');
const CAFE = productId('emporio', 'Café especial em grãos 250 g');

let world: World;
beforeAll(async () => {
  world = await startOrderWorld('idem');
}, 120_000);
afterAll(async () => {
  await world?.close();
});

async function shopper(items = [{ idproduto: ARROZ, quantidade: 2 }], codigoCupom?: string) {
  const s = await newCustomer('emporio', 'Cliente Idempotente');
  const idendereco = await addAddress(s, DEMO_CEPS.harmonia);
  const cart = await saveCart(s, { cartItens: items, ...(codigoCupom ? { codigoCupom } : {}) });
  const body = orderBody(cart, {
    idformapagto: payment('emporio', 'PIX'),
    idformaentrega: METHODS.emporio.agendada,
    idendereco,
  });
  return { s, cart, body };
}

const orders = async (s: Session) =>
  (
    await world.sql<{ n: number }>('SELECT count(*)::int AS n FROM pedidos WHERE idcliente = $1', [s.usuario.idcliente])
  )[0]!.n;

const hashOf = (body: unknown) => payloadHash(submitOrderBodySchema.parse(body));

describe('Idempotency-Key', () => {
  it('a repeated key replays the first answer (same status, same body), even after the cart changed', async () => {
    const { s, body } = await shopper();
    const key = newKey();
    const first = await submitRaw(s, body, key);
    expect(first.status).toBe(200);
    const again = await submitRaw(s, body, key);
    expect(again.status).toBe(200);
    expect(again.text).toBe(first.text);
    await saveCart(s, { cartItens: [{ idproduto: FEIJAO, quantidade: 9 }] });
    const later = await submitRaw(s, body, key);
    expect(later.text).toBe(first.text);
    expect(await orders(s)).toBe(1);
    const [row] = await world.sql<{ estado: string; status_http: number; rota: string }>(
      'SELECT estado, status_http, rota FROM idempotencia WHERE idcliente = $1 AND chave = $2',
      [s.usuario.idcliente, key],
    );
    expect(row).toEqual({
      estado: 'CONCLUIDO',
      status_http: 200,
      rota: 'POST /v2/app/{token}/usuario/{idcliente}/pedido',
    });
  });

  it('a refusal is an answer too: replayed as it was, a new key tries again', async () => {
    const { s, body } = await shopper([
      { idproduto: ARROZ, quantidade: 2 },
      { idproduto: CAFE, quantidade: 1 },
    ]);
    const key = newKey();
    await world.sql('UPDATE produtos SET disponivel = false WHERE idproduto = $1', [CAFE]);
    let first;
    try {
      first = await submitRaw(s, body, key);
      expectApiError(first, 409, ORDER_MESSAGES.produtosIndisponiveis);
    } finally {
      await world.sql('UPDATE produtos SET disponivel = true WHERE idproduto = $1', [CAFE]);
    }
    const replay = await submitRaw(s, body, key);
    expect(replay.status).toBe(409);
    expect(replay.text).toBe(first.text);
    expect(await orders(s)).toBe(0);
    expect((await submitRaw(s, body, newKey())).status).toBe(200);
  });

  it('the same key with another payload is 422', async () => {
    const { s, body } = await shopper();
    const key = newKey();
    await placeOk(s, body, key);
    const other = { ...body, anotacoes: 'Deixar na portaria' };
    const r = await submitRaw(s, other, key);
    expectApiError(r, 422, ORDER_MESSAGES.chaveReutilizada);
    expect(r.body.codigo).toBe('CHAVE_IDEMPOTENCIA_REUTILIZADA');
  });

  it('a card retry of the same attempt carries a new single-use token: replayed, not 422', async () => {
    const s = await newCustomer('emporio', 'Cliente Cartão Repetido');
    const idendereco = await addAddress(s, DEMO_CEPS.harmonia);
    const cart = await saveCart(s, { cartItens: [{ idproduto: ARROZ, quantidade: 2 }] });
    const card = () => cardToken(s, { idfornecedor: E.idfornecedor }).then((t) => t.body.token);
    const body = (tokenCartao: string) =>
      orderBody(cart, {
        idformapagto: payment('emporio', 'CARTAO_CREDITO'),
        idformaentrega: METHODS.emporio.agendada,
        idendereco,
        tokenCartao,
      });
    const key = newKey();
    const first = await placeOk(s, body(await card()), key);
    const retry = await submitRaw(s, body(await card()), key);
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual(first);
    expect(await orders(s)).toBe(1);
  });

  it('while the first request runs: 409 PEDIDO_EM_ANDAMENTO; once its holder is silent for 20 s the key may be taken over', async () => {
    const { s, body } = await shopper();
    const key = newKey();
    await world.sql(
      `INSERT INTO idempotencia (idcliente, chave, idfornecedor, rota, hash_payload, estado, dono) VALUES ($1, $2, $3, $4, $5, 'EM_ANDAMENTO', gen_random_uuid())`,
      [s.usuario.idcliente, key, E.idfornecedor, 'POST /v2/app/{token}/usuario/{idcliente}/pedido', hashOf(body)],
    );
    const r = await submitRaw(s, body, key);
    expectApiError(r, 409, ORDER_MESSAGES.emAndamento);
    expect(r.body.codigo).toBe('PEDIDO_EM_ANDAMENTO');
    expectApiError(await submitRaw(s, { ...body, anotacoes: 'outro' }, key), 422, ORDER_MESSAGES.chaveReutilizada);
    // Still alive 15 s ago (a heartbeat every 5 s): not taken over.
    await world.sql(
      `UPDATE idempotencia SET vivo_em = now() - interval '15 seconds' WHERE idcliente = $1 AND chave = $2`,
      [s.usuario.idcliente, key],
    );
    expectApiError(await submitRaw(s, body, key), 409, ORDER_MESSAGES.emAndamento);
    expect(await orders(s)).toBe(0);
    // Its instance died (no heartbeat for 21 s, although it started seconds ago): taken over.
    await world.sql(
      `UPDATE idempotencia SET vivo_em = now() - interval '21 seconds' WHERE idcliente = $1 AND chave = $2`,
      [s.usuario.idcliente, key],
    );
    const taken = await submitRaw(s, body, key);
    expect(taken.status).toBe(200);
    expect(await orders(s)).toBe(1);
  });

  it('a request whose key was taken over while it stalled rolls its order back: one order in all', async () => {
    const { s, body } = await shopper();
    const key = newKey();
    // While this client's order is being written, another request takes the key over (as a retry
    // does once the holder has been silent for 20 s).
    const fn = `roubar_chave_${s.usuario.idcliente.replace(/-/g, '')}`;
    await world.sql(`CREATE FUNCTION ${fn}() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN UPDATE idempotencia SET dono = gen_random_uuid() WHERE idcliente = NEW.idcliente AND estado = 'EM_ANDAMENTO'; RETURN NEW; END $$`);
    await world.sql(
      `CREATE TRIGGER ${fn} BEFORE INSERT ON pedidos FOR EACH ROW WHEN (NEW.idcliente = '${s.usuario.idcliente}') EXECUTE FUNCTION ${fn}()`,
    );
    try {
      const r = await submitRaw(s, body, key);
      expectApiError(r, 409, ORDER_MESSAGES.emAndamento);
      expect(await orders(s)).toBe(0);
      // Its answer is not stored as the key's: the key stays in flight.
      const [row] = await world.sql<{ estado: string }>(
        'SELECT estado FROM idempotencia WHERE idcliente = $1 AND chave = $2',
        [s.usuario.idcliente, key],
      );
      expect(row?.estado).toBe('EM_ANDAMENTO');
    } finally {
      await world.sql(`DROP TRIGGER ${fn} ON pedidos`);
      await world.sql(`DROP FUNCTION ${fn}()`);
    }
    await world.sql(
      `UPDATE idempotencia SET vivo_em = now() - interval '21 seconds' WHERE idcliente = $1 AND chave = $2`,
      [s.usuario.idcliente, key],
    );
    expect((await submitRaw(s, body, key)).status).toBe(200);
    expect(await orders(s)).toBe(1);
  });

  (process.env.DATABASE_URL ? it : it.skip)(
    'a request that runs long keeps its hold alive (heartbeat every 5 s; PostgreSQL: PGlite runs one statement at a time)',
    async () => {
      const { s, body } = await shopper();
      const key = newKey();
      const fn = `demorar_${s.usuario.idcliente.replace(/-/g, '')}`;
      await world.sql(
        `CREATE FUNCTION ${fn}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM pg_sleep(6); RETURN NEW; END $$`,
      );
      await world.sql(
        `CREATE TRIGGER ${fn} BEFORE INSERT ON pedidos FOR EACH ROW WHEN (NEW.idcliente = '${s.usuario.idcliente}') EXECUTE FUNCTION ${fn}()`,
      );
      try {
        expect((await submitRaw(s, body, key)).status).toBe(200);
      } finally {
        await world.sql(`DROP TRIGGER ${fn} ON pedidos`);
        await world.sql(`DROP FUNCTION ${fn}()`);
      }
      const [row] = await world.sql<{ beat: number }>(
        'SELECT extract(epoch FROM vivo_em - criado_em)::float8 AS beat FROM idempotencia WHERE idcliente = $1 AND chave = $2',
        [s.usuario.idcliente, key],
      );
      expect(row!.beat).toBeGreaterThanOrEqual(4.5);
      expect(await orders(s)).toBe(1);
    },
    30_000,
  );

  it('keys expire after 24 hours', async () => {
    const { s, body } = await shopper();
    const key = newKey();
    await world.sql(
      `INSERT INTO idempotencia (idcliente, chave, idfornecedor, rota, hash_payload, estado, status_http, resposta, criado_em)
       VALUES ($1, $2, $3, $4, 'outro', 'CONCLUIDO', 400, '{}'::jsonb, now() - interval '25 hours')`,
      [s.usuario.idcliente, key, E.idfornecedor, 'POST /v2/app/{token}/usuario/{idcliente}/pedido'],
    );
    expect((await submitRaw(s, body, key)).status).toBe(200);
  });

  it('missing or malformed: 400 with the pt-BR message', async () => {
    const { s, body } = await shopper();
    // The last is how a repeated Idempotency-Key header arrives: its values joined by ', '.
    const keys = [null, 'curta', 'com espaço!!', 'x'.repeat(101), 'chave/com/barras', 'chave-0000001, chave-0000002'];
    for (const key of keys) {
      const r = await submitRaw(s, body, key);
      expectApiError(r, 400, ORDER_MESSAGES.chaveObrigatoria);
      expect((r.body as { campos?: Record<string, string> }).campos).toEqual({
        'idempotency-key': ORDER_MESSAGES.chaveObrigatoria,
      });
    }
    expect(await orders(s)).toBe(0);
  });
});

describe('parallel submits', () => {
  it('50 submits of one cart with 50 different keys place exactly one order', async () => {
    const { s, body } = await shopper();
    const rs = await Promise.all(Array.from({ length: 50 }, () => submitRaw(s, body, newKey())));
    const statuses = rs.map((r) => r.status);
    expect(statuses.filter((x) => x === 200)).toHaveLength(1);
    for (const r of rs.filter((x) => x.status !== 200)) {
      expect([409, 400]).toContain(r.status);
      expect([ORDER_MESSAGES.pedidoIdentico, ORDER_MESSAGES.carrinhoVazio]).toContain(r.body.mensagem);
    }
    expect(await orders(s)).toBe(1);
  }, 120_000);

  it('50 submits with the same key place one order; the others replay it or are told it is in progress', async () => {
    const { s, body } = await shopper();
    const key = newKey();
    const rs = await Promise.all(Array.from({ length: 50 }, () => submitRaw(s, body, key)));
    const ok = rs.filter((r) => r.status === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect(new Set(ok.map((r) => r.text)).size).toBe(1);
    for (const r of rs.filter((x) => x.status !== 200)) expectApiError(r, 409, ORDER_MESSAGES.emAndamento);
    expect(await orders(s)).toBe(1);
    expect((await submitRaw(s, body, key)).text).toBe(ok[0]!.text);
  }, 120_000);

  it('a single-use coupon in 20 parallel orders of 20 clients is redeemed once', async () => {
    const codigo = `UNICO${Date.now() % 100000}`;
    await world.sql(
      `INSERT INTO cupons (idcupom, idfornecedor, codigo, descricao, tipo_desconto, percentual_bp, limite_total)
       VALUES (gen_random_uuid(), $1, $2, 'Só um cliente ganha 10%', '%', 1000, 1)`,
      [E.idfornecedor, codigo],
    );
    const shoppers = await Promise.all(
      Array.from({ length: 20 }, () => shopper([{ idproduto: ARROZ, quantidade: 3 }], codigo)),
    );
    for (const x of shoppers) expect((x.cart as Cart).codigoCupom).toBe(codigo);
    const rs = await Promise.all(shoppers.map((x) => submitRaw(x.s, x.body, newKey())));
    expect(rs.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of rs.filter((x) => x.status !== 200)) expectApiError(r, 409, COUPON_MESSAGES.limiteTotal);
    const uses = await world.sql<{ n: number }>(
      'SELECT count(*)::int AS n FROM cupom_usos u JOIN cupons c ON c.idcupom = u.idcupom WHERE c.codigo = $1',
      [codigo],
    );
    expect(uses[0]!.n).toBe(1);
    const withIt = await world.sql<{ numpedido: number }>('SELECT numpedido FROM pedidos WHERE codigo_cupom = $1', [
      codigo,
    ]);
    expect(withIt).toEqual([{ numpedido: rs.find((r) => r.status === 200)!.body.numpedido }]);
  }, 180_000);
});
