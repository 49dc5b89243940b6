/**
 * Payments. The reference API stands in for the payment provider: card tokens (Luhn,
 * expiry, CVV, brand; the number is never stored; single use; 30 minutes; throttled), and the
 * back-office confirmation of PIX and boleto payments.
 */
import { cardTokenResponseSchema, ORDER_MESSAGES, PAYMENT_MESSAGES, type Cart } from '../../../lib/contract';
import { CARD_MESSAGES } from '../../../lib/rules/card';
import { formatPixAmount, parsePixPayload, validatePixPayload } from '../../../lib/rules/pix';
import { DEMO_CEPS, DEMO_SUPPLIERS } from '../../seed/demo-world';
import { newCustomer, productId, saveCart, type Session } from '../cart-helpers';
import { expectApiError, get } from '../helpers';
import { ADMIN, bearer, send } from '../identity-helpers';
import {
  addAddress,
  cardToken,
  METHODS,
  orderBody,
  payment,
  placeOk,
  startOrderWorld,
  submitRaw,
  type World,
} from '../orders-helpers';

const E = DEMO_SUPPLIERS.emporio;
const G = DEMO_SUPPLIERS.adega;
const ARROZ = productId('emporio', 'Arroz branco tipo 1 5 kg');

let world: World;
beforeAll(async () => {
  world = await startOrderWorld('payments');
}, 120_000);
afterAll(async () => {
  await world?.close();
});

/** `prefix` + random digits + the Luhn check digit, `length` digits in all. */
function luhnNumber(prefix: string, length = 16): string {
  let d = prefix;
  while (d.length < length - 1) d += String(Math.floor(Math.random() * 10));
  for (let c = 0; c <= 9; c++) {
    const n = d + c;
    let sum = 0;
    for (let i = 0; i < n.length; i++) {
      let x = Number(n[n.length - 1 - i]);
      if (i % 2 === 1) x = x * 2 > 9 ? x * 2 - 9 : x * 2;
      sum += x;
    }
    if (sum % 10 === 0) return n;
  }
  throw new Error('inalcançável');
}

const year = new Date().getFullYear();

async function shopper() {
  const s = await newCustomer('emporio', 'Cliente Pagamento');
  const idendereco = await addAddress(s, DEMO_CEPS.harmonia);
  const cart = await saveCart(s, { cartItens: [{ idproduto: ARROZ, quantidade: 2 }] });
  return { s, idendereco, cart };
}

const cardBody = (cart: Cart, idendereco: string, tokenCartao: string) =>
  orderBody(cart, {
    idformapagto: payment('emporio', 'CARTAO_CREDITO'),
    idformaentrega: METHODS.emporio.agendada,
    idendereco,
    tokenCartao,
  });

const auth = (s: Session) => bearer(`${s.token}~${s.usuario.idcliente}`);

describe('POST /v4/payment-sdk/generate-token', () => {
  it('answers a single-use token, the brand, the last four digits and the holder', async () => {
    const s = await newCustomer('emporio');
    const r = await cardToken(s, {
      idfornecedor: E.idfornecedor,
      numero: '5555-5555-5555-4444',
      nome: '  ana   de souza ',
      mesValidade: 1,
      anoValidade: (year + 1) % 100,
      cvv: '321',
    });
    expect(r.status).toBe(200);
    const t = cardTokenResponseSchema.parse(r.body);
    expect(t.token).toMatch(/^tok_[A-Za-z0-9_-]{24,}$/);
    expect(t).toMatchObject({ bandeira: 'Mastercard', final: '4444', titular: 'ANA DE SOUZA' });
    const ttl = new Date(t.expiraEm).getTime() - Date.now();
    expect(ttl).toBeGreaterThan(29 * 60_000);
    expect(ttl).toBeLessThanOrEqual(30 * 60_000);
    expect(
      cardTokenResponseSchema.parse(
        (await cardToken(s, { idfornecedor: E.idfornecedor, numero: '3782 822463 10005', cvv: '1234' })).body,
      ).bandeira,
    ).toBe('American Express');
  });

  it('refuses a bad number, an expired card, a CVV of the wrong length and an unknown brand, in pt-BR', async () => {
    const s = await newCustomer('emporio');
    const cases: [Record<string, unknown>, string][] = [
      [{ numero: '4111 1111 1111 1112' }, CARD_MESSAGES.numeroInvalido],
      [{ numero: '4111' }, CARD_MESSAGES.numeroInvalido],
      [{ numero: 'quatro um um um' }, CARD_MESSAGES.numeroInvalido],
      [{ numero: luhnNumber('9') }, CARD_MESSAGES.bandeiraNaoAceita],
      [{ mesValidade: 1, anoValidade: 2020 }, CARD_MESSAGES.validadeInvalida],
      [{ mesValidade: 13 }, CARD_MESSAGES.validadeInvalida],
      [{ anoValidade: 5 }, CARD_MESSAGES.validadeInvalida],
      [{ cvv: '1234' }, CARD_MESSAGES.cvvInvalido],
      [{ numero: '378282246310005', cvv: '123' }, CARD_MESSAGES.cvvInvalido],
      [{ cvv: '12a' }, CARD_MESSAGES.cvvInvalido],
      [{ nome: ' ' }, CARD_MESSAGES.nomeObrigatorio],
    ];
    for (const [card, msg] of cases)
      expectApiError(await cardToken(s, { idfornecedor: E.idfornecedor, ...card }), 400, msg);
    // A month already past this year (when there is one).
    if (new Date().getMonth() > 0)
      expectApiError(
        await cardToken(s, { idfornecedor: E.idfornecedor, mesValidade: 1, anoValidade: year }),
        400,
        CARD_MESSAGES.validadeInvalida,
      );
    expect(
      (
        await world.sql<{ n: number }>('SELECT count(*)::int AS n FROM cartao_tokens WHERE idcliente = $1', [
          s.usuario.idcliente,
        ])
      )[0]!.n,
    ).toBe(0);
  });

  it('needs a session of the supplier asked', async () => {
    const s = await newCustomer('emporio');
    const body = {
      numero: '4111111111111111',
      nome: 'Maria',
      mesValidade: 12,
      anoValidade: year + 1,
      cvv: '123',
      idfornecedor: E.idfornecedor,
    };
    expectApiError(await send('POST', '/v4/payment-sdk/generate-token', body), 401);
    expectApiError(
      await send('POST', '/v4/payment-sdk/generate-token', body, { Authorization: 'Bearer sessao-inexistente' }),
      401,
    );
    expectApiError(await cardToken(s, { idfornecedor: G.idfornecedor }), 403);
  });

  it('the database never holds the number or the CVV (nor the token itself)', async () => {
    const s = await newCustomer('emporio');
    const numero = luhnNumber('4');
    const r = await cardToken(s, {
      idfornecedor: E.idfornecedor,
      numero: numero.replace(/(\d{4})/g, '$1 ').trim(),
      cvv: '987',
    });
    expect(r.status).toBe(200);
    const cols = await world.sql<{ c: string }>(
      `SELECT column_name AS c FROM information_schema.columns WHERE table_schema = 'public' AND table_name = 'cartao_tokens' ORDER BY ordinal_position`,
    );
    expect(cols.map((x) => x.c)).toEqual([
      'token_hash',
      'idcliente',
      'idfornecedor',
      'bandeira',
      'final',
      'titular',
      'criado_em',
      'expira_em',
      'usado_em',
      'numpedido',
    ]);
    const [row] = await world.sql<Record<string, unknown>>('SELECT * FROM cartao_tokens WHERE idcliente = $1', [
      s.usuario.idcliente,
    ]);
    expect(row).toMatchObject({ bandeira: 'Visa', final: numero.slice(-4) });
    expect(Object.values(row!)).not.toContain('987');
    // No row of any table holds the number (nor its first 12 digits), or the raw token.
    const tables = await world.sql<{ t: string }>(
      `SELECT table_name AS t FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
    );
    for (const needle of [numero, numero.slice(0, 12), r.body.token]) {
      for (const { t } of tables) {
        const [hit] = await world.sql<{ n: number }>(`SELECT count(*)::int AS n FROM "${t}" x WHERE x::text LIKE $1`, [
          `%${needle}%`,
        ]);
        expect({ t, n: hit!.n }).toEqual({ t, n: 0 });
      }
    }
  });

  it('at most 10 tokens per client in 10 minutes: the 11th is 429', async () => {
    const s = await newCustomer('emporio');
    const rs = await Promise.all(Array.from({ length: 12 }, () => cardToken(s, { idfornecedor: E.idfornecedor })));
    expect(rs.filter((r) => r.status === 200)).toHaveLength(10);
    for (const r of rs.filter((x) => x.status !== 200)) expectApiError(r, 429, PAYMENT_MESSAGES.muitasTentativas);
    // Another client is not affected; the window passes.
    expect((await cardToken(await newCustomer('emporio'), { idfornecedor: E.idfornecedor })).status).toBe(200);
    await world.sql(`UPDATE cartao_tokens SET criado_em = criado_em - interval '11 minutes' WHERE idcliente = $1`, [
      s.usuario.idcliente,
    ]);
    expect((await cardToken(s, { idfornecedor: E.idfornecedor })).status).toBe(200);
  });
});

describe('card tokens in orders', () => {
  it('a token pays one order: used again, expired or another client’s, it is refused', async () => {
    const a = await shopper();
    const t = (await cardToken(a.s, { idfornecedor: E.idfornecedor })).body.token;
    const r = await placeOk(a.s, cardBody(a.cart, a.idendereco, t));
    expect(r.pedido.pagamento).toMatchObject({ status: 'PRE_AUTORIZADO', cartao: { bandeira: 'Visa', final: '1111' } });
    const [row] = await world.sql<{ usado: boolean; numpedido: number }>(
      'SELECT usado_em IS NOT NULL AS usado, numpedido FROM cartao_tokens WHERE idcliente = $1',
      [a.s.usuario.idcliente],
    );
    expect(row).toEqual({ usado: true, numpedido: r.numpedido });

    const again = await saveCart(a.s, { cartItens: [{ idproduto: ARROZ, quantidade: 3 }] });
    expectApiError(await submitRaw(a.s, cardBody(again, a.idendereco, t)), 400, ORDER_MESSAGES.cartaoExpirado);

    const expired = (await cardToken(a.s, { idfornecedor: E.idfornecedor })).body.token;
    await world.sql(
      `UPDATE cartao_tokens SET expira_em = now() - interval '1 minute' WHERE idcliente = $1 AND usado_em IS NULL`,
      [a.s.usuario.idcliente],
    );
    expectApiError(await submitRaw(a.s, cardBody(again, a.idendereco, expired)), 400, ORDER_MESSAGES.cartaoExpirado);

    const b = await shopper();
    const theirs = (await cardToken(b.s, { idfornecedor: E.idfornecedor })).body.token;
    expectApiError(await submitRaw(a.s, cardBody(again, a.idendereco, theirs)), 400, ORDER_MESSAGES.cartaoExpirado);
    expectApiError(
      await submitRaw(a.s, cardBody(again, a.idendereco, 'tok_naoexisteessetoken')),
      400,
      ORDER_MESSAGES.cartaoExpirado,
    );
    // Refused orders consumed nothing: b's token still pays b's order.
    expect((await placeOk(b.s, cardBody(b.cart, b.idendereco, theirs))).pedido.pagamento.status).toBe('PRE_AUTORIZADO');
  });
});

describe('payment simulator: POST /admin/pedidos/{numpedido}/pagamento/confirmar', () => {
  it('a PIX order awaiting payment is paid and goes back to the supplier (ENVIADO); then there is nothing to confirm', async () => {
    const { s, idendereco, cart } = await shopper();
    const r = await placeOk(
      s,
      orderBody(cart, {
        idformapagto: payment('emporio', 'PIX'),
        idformaentrega: METHODS.emporio.agendada,
        idendereco,
      }),
    );
    const pix = r.pedido.pagamento.pix!;
    expect(validatePixPayload(pix.copiaECola)).toEqual({ ok: true });
    expect(parsePixPayload(pix.copiaECola).fields['54']).toBe(formatPixAmount(r.totalpedido!));
    const c = await send('POST', `/admin/pedidos/${r.numpedido}/pagamento/confirmar`, undefined, ADMIN);
    expect(c.body).toEqual({ numpedido: r.numpedido, status: 'ENVIADO', pagamento: 'PAGO' });
    const g = await get<{
      status: string;
      statusDescricao: string;
      pagamento: { status: string };
      historico: { status: string; ator: string; nota: string | null }[];
    }>(`/v4/app/orders/get-order/${r.numpedido}`, { headers: auth(s) });
    expect(g.body).toMatchObject({
      status: 'ENVIADO',
      statusDescricao: 'Pedido recebido',
      pagamento: { status: 'PAGO' },
    });
    expect(g.body.historico.at(-1)).toMatchObject({ status: 'ENVIADO', ator: 'sistema', nota: 'Pagamento confirmado' });
    expectApiError(
      await send('POST', `/admin/pedidos/${r.numpedido}/pagamento/confirmar`, undefined, ADMIN),
      409,
      PAYMENT_MESSAGES.pedidoSemPagamentoPendente,
    );
  });

  it('a boleto is confirmed the same way; a card order has no pending payment', async () => {
    const a = await shopper();
    const boleto = await placeOk(
      a.s,
      orderBody(a.cart, {
        idformapagto: payment('emporio', 'BOLETO'),
        idformaentrega: METHODS.emporio.agendada,
        idendereco: a.idendereco,
      }),
    );
    expect(
      (await send('POST', `/admin/pedidos/${boleto.numpedido}/pagamento/confirmar`, undefined, ADMIN)).status,
    ).toBe(200);
    const b = await shopper();
    const t = (await cardToken(b.s, { idfornecedor: E.idfornecedor })).body.token;
    const card = await placeOk(b.s, cardBody(b.cart, b.idendereco, t));
    expectApiError(
      await send('POST', `/admin/pedidos/${card.numpedido}/pagamento/confirmar`, undefined, ADMIN),
      409,
      PAYMENT_MESSAGES.pedidoSemPagamentoPendente,
    );
    expectApiError(await send('POST', `/admin/pedidos/${card.numpedido}/pagamento/confirmar`), 401);
  });
});
