/**
 * Coupon enumeration (decision 0017, "Coupon codes"): unknown codes are counted per client and per
 * address in PostgreSQL and refused with 429 past the limit (10 per client, 30 per address in 10
 * minutes); a code that is not public answers, to a client it is not valid for, exactly like a code
 * that does not exist.
 */
import { randomBytes } from 'node:crypto';

import { COUPON_API_MESSAGES, COUPON_MESSAGES, referralCouponResponseSchema } from '../../../lib/contract';
import { DEMO_COUPONS, DEMO_SUPPLIERS } from '../../seed/demo-world';
import { newCustomer, productId, saveCart, saveCartRaw, type Session } from '../cart-helpers';
import { expectApiError, get, type Res } from '../helpers';
import { bearer, loginDemo, randomIp } from '../identity-helpers';

const E = DEMO_SUPPLIERS.emporio;
const FEIJAO = productId('emporio', 'Feijão carioca tipo 1 1 kg');
const PER_CLIENT = 10;
const PER_ADDRESS = 30;

const auth = (s: Session) => bearer(`${s.token}~${s.usuario.idcliente}`);
const guess = () => `X${randomBytes(6).toString('hex').toUpperCase()}`;

function validate(s: Session, codigo: string, address: string): Promise<Res> {
  return get(
    `/v2/app/cupom-desconto/validar-desconto/fornecedor/${E.idfornecedor}/cliente/${s.usuario.idcliente}/cupom/${codigo}`,
    { headers: { ...auth(s), 'x-forwarded-for': address } },
  );
}

const NOT_FOUND = {
  valido: false,
  mensagem: COUPON_MESSAGES.naoEncontrado,
  cupom: null,
  valorDesconto: null,
  totalDescontoEspecifico: null,
};

describe('coupon enumeration', () => {
  it(`stops a client after ${PER_CLIENT} unknown codes (429, any code, also by cart save); codes that exist are not counted`, async () => {
    const s = await newCustomer();
    await saveCart(s, { cartItens: [{ idproduto: FEIJAO, quantidade: 2 }] });
    // A real code, many times: never counted.
    for (let i = 0; i < PER_CLIENT + 2; i++) {
      const ok = await validate(s, DEMO_COUPONS.percentual.codigo, randomIp());
      expect(ok.status).toBe(200);
      expect(ok.body).toMatchObject({ valido: true });
    }
    for (let i = 0; i < PER_CLIENT; i++) {
      const r = await validate(s, guess(), randomIp());
      expect(r.status).toBe(200);
      expect(r.body).toEqual(NOT_FOUND);
    }
    // Another address does not help: the client is counted.
    expectApiError(await validate(s, guess(), randomIp()), 429, COUPON_API_MESSAGES.muitasTentativas);
    expectApiError(
      await validate(s, DEMO_COUPONS.percentual.codigo, randomIp()),
      429,
      COUPON_API_MESSAGES.muitasTentativas,
    );
    // The cart's own apply: a new code is refused too, and nothing of the save happened.
    const before = await saveCart(s, { cartItens: [{ idproduto: FEIJAO, quantidade: 2 }] });
    const r = await saveCartRaw(s, { cartItens: [{ idproduto: FEIJAO, quantidade: 3 }], codigoCupom: guess() });
    expectApiError(r, 429, COUPON_API_MESSAGES.muitasTentativas);
    const after = await saveCart(s, { cartItens: [{ idproduto: FEIJAO, quantidade: 2 }] });
    expect(after.produtosSelecionados[0]?.quantidade).toBe(2);
    expect(after.codigoCupom).toBe(before.codigoCupom);
    // Another client is not affected.
    const other = await newCustomer();
    expect((await validate(other, guess(), randomIp())).status).toBe(200);
  });

  it('38 guesses sent at once: exactly the limit is answered, the rest is 429', async () => {
    const s = await newCustomer();
    const answers = await Promise.all(Array.from({ length: 38 }, () => validate(s, guess(), randomIp())));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((x) => x === 200)).toHaveLength(PER_CLIENT);
    expect(statuses.filter((x) => x === 429)).toHaveLength(38 - PER_CLIENT);
  });

  it(`stops an address after ${PER_ADDRESS} unknown codes across clients`, async () => {
    const address = randomIp();
    const clients = await Promise.all(Array.from({ length: PER_ADDRESS / PER_CLIENT + 1 }, () => newCustomer()));
    for (const c of clients.slice(0, -1)) {
      for (let i = 0; i < PER_CLIENT; i++) expect((await validate(c, guess(), address)).status).toBe(200);
    }
    const fresh = clients.at(-1)!;
    expectApiError(await validate(fresh, guess(), address), 429, COUPON_API_MESSAGES.muitasTentativas);
    // The same client elsewhere still may.
    expect((await validate(fresh, guess(), randomIp())).status).toBe(200);
  });
});

describe('a coupon that is not public', () => {
  it("another client's referral code answers, to a client it is not valid for, exactly like a code that does not exist", async () => {
    const owner = await newCustomer('emporio', 'Rita Indicadora');
    const referral = referralCouponResponseSchema.parse(
      (await get(`/v2/app/cupom-desconto/indicacao/${owner.usuario.idcliente}`, { headers: auth(owner) })).body,
    ).cupom.codigoCupom;
    // The principal already bought here (first purchase only), and a new client with an empty cart.
    for (const s of [await loginDemo('principal'), await newCustomer()]) {
      const secret = await validate(s, referral, randomIp());
      const missing = await validate(s, guess(), randomIp());
      expect(secret.status).toBe(missing.status);
      expect(secret.body).toEqual(missing.body);
      expect(secret.body).toEqual(NOT_FOUND);
    }
    // Its owner is told why (the code is theirs), and a friend on a first purchase gets it.
    await saveCart(owner, { cartItens: [{ idproduto: FEIJAO, quantidade: 1 }] });
    expect((await validate(owner, referral, randomIp())).body).toMatchObject({
      valido: false,
      mensagem: COUPON_MESSAGES.proprioIndicacao,
    });
    const friend = await newCustomer();
    await saveCart(friend, { cartItens: [{ idproduto: FEIJAO, quantidade: 1 }] });
    expect((await validate(friend, referral, randomIp())).body).toMatchObject({ valido: true });
  });
});
