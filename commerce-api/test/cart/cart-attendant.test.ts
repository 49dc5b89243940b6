import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

import {
  ATTENDANT_MESSAGES,
  attendantAuthResponseSchema,
  attendantCartListSchema,
  CART_API_MESSAGES,
  cartSchema,
  IDENTITY_MESSAGES,
} from '../../../lib/contract';
import { DEMO_ATTENDANTS, DEMO_PASSWORD, DEMO_SUPPLIERS } from '../../seed/demo-world';
import {
  cartPath,
  getCart,
  line,
  newCustomer,
  productId,
  qs,
  saveCart,
  saveCartRaw,
  type Session,
} from '../cart-helpers';
import { baseUrl, expectApiError, get } from '../helpers';
import { bearer, loginDemo, send } from '../identity-helpers';

/** An attendant negotiates prices on a client's cart, which locks it until the client unlocks. */
const E = DEMO_SUPPLIERS.emporio;
const A = DEMO_SUPPLIERS.atacado;
const FEIJAO = productId('emporio', 'Feijão carioca tipo 1 1 kg');
const ACUCAR = productId('emporio', 'Açúcar refinado 1 kg');
const LARANJA = productId('emporio', 'Laranja pera');

const attendantLogin = (email: string, idfornecedor: string, senha = DEMO_PASSWORD) =>
  send('POST', '/v1/app/token/usuario/autenticar/atendente', {
    cpf: email,
    senha,
    idfornecedor,
    tokenOrigin: 'commerce',
  });

async function attendantToken(key: 'emporio' | 'atacado' = 'emporio'): Promise<string> {
  const r = await attendantLogin(DEMO_ATTENDANTS[key].email, DEMO_SUPPLIERS[key].idfornecedor);
  return attendantAuthResponseSchema.parse(r.body).token;
}

const pricesPath = (idcliente: string, f = E.idfornecedor) => `/v4/atendente/${f}/cliente/${idcliente}/cart/precos`;
const setPrices = (token: string, idcliente: string, itens: unknown[], f = E.idfornecedor) =>
  send('PUT', pricesPath(idcliente, f), { itens }, bearer(token));

describe('attendant login', () => {
  it('logs an attendant in on its own supplier only', async () => {
    const ok = await attendantLogin(DEMO_ATTENDANTS.emporio.email, E.slug);
    expect(ok.status).toBe(200);
    expect(attendantAuthResponseSchema.parse(ok.body).atendente).toEqual({
      ...DEMO_ATTENDANTS.emporio,
      idfornecedor: E.idfornecedor,
    });
    expectApiError(
      await attendantLogin(DEMO_ATTENDANTS.emporio.email, E.idfornecedor, 'errada123'),
      401,
      IDENTITY_MESSAGES.credenciaisInvalidas,
    );
    expectApiError(
      await attendantLogin(DEMO_ATTENDANTS.emporio.email, A.idfornecedor),
      403,
      ATTENDANT_MESSAGES.semAcesso,
    );
    expectApiError(await attendantLogin('529.982.247-25', E.idfornecedor), 400, IDENTITY_MESSAGES.loginInvalido);
  });
});

describe('attendant negotiation', () => {
  let s: Session;
  let token: string;
  beforeAll(async () => {
    [s, token] = await Promise.all([newCustomer(), attendantToken()]);
    await saveCart(s, {
      cartItens: [
        { idproduto: FEIJAO, quantidade: 6 },
        { idproduto: ACUCAR, quantidade: 2 },
      ],
    });
  });

  it('a price set by the attendant wins, locks the cart and sends the order as MANUAL; the client sees it', async () => {
    const r = await setPrices(token, s.usuario.idcliente, [{ idproduto: FEIJAO, precoatendente: 650 }]);
    expect(r.status).toBe(200);
    const c = cartSchema.parse(r.body);
    expect(line(c, FEIJAO)).toMatchObject({
      precoatendente: 650,
      preconf: 650,
      origemPreco: 'ATENDENTE',
      totalItem: 6 * 650,
    });
    expect(line(c, ACUCAR)).toMatchObject({ precoatendente: null, preconf: 549 });
    expect(c).toMatchObject({
      bloqueio_atendimento: true,
      canalVenda: 'MANUAL',
      cupomCanal: 'MANUAL',
      atendente: { nome: DEMO_ATTENDANTS.emporio.nome },
    });
    expect(c.totalCompras).toBe(6 * 650 + 2 * 549);
    const seen = await getCart(s);
    expect(seen).toMatchObject({ bloqueio_atendimento: true, canalVenda: 'MANUAL', totalCompras: 6 * 650 + 2 * 549 });
    const listed = attendantCartListSchema.parse(
      (await get(`/v4/atendente/${E.slug}/carrinhos`, { headers: bearer(token) })).body,
    );
    expect(listed.carrinhos.find((x) => x.idcliente === s.usuario.idcliente)).toMatchObject({
      itens: 2,
      bloqueio_atendimento: true,
    });
    const asAttendant = cartSchema.parse(
      (await get(`/v4/atendente/${E.idfornecedor}/cliente/${s.usuario.idcliente}/cart`, { headers: bearer(token) }))
        .body,
    );
    expect(asAttendant.produtosSelecionados).toEqual(seen.produtosSelecionados);
  });

  it('while locked the client cannot change the lines (409) but may save them unchanged', async () => {
    expectApiError(
      await saveCartRaw(s, {
        cartItens: [
          { idproduto: FEIJAO, quantidade: 7 },
          { idproduto: ACUCAR, quantidade: 2 },
        ],
      }),
      409,
      CART_API_MESSAGES.bloqueado,
    );
    expectApiError(
      await saveCartRaw(s, { cartItens: [{ idproduto: FEIJAO, quantidade: 6 }] }),
      409,
      CART_API_MESSAGES.bloqueado,
    );
    const same = await saveCart(s, {
      cartItens: [{ idproduto: ACUCAR, quantidade: 2 }, { idproduto: FEIJAO, quantidade: 6, preco: 1 } as never],
    });
    expect(line(same, FEIJAO)!.preconf).toBe(650);
  });

  it('a product outside the cart: 404 and nothing changes; bad prices: 400', async () => {
    const before = await getCart(s);
    const r = await setPrices(token, s.usuario.idcliente, [
      { idproduto: ACUCAR, precoatendente: 1 },
      { idproduto: LARANJA, precoatendente: 100 },
    ]);
    expectApiError(r, 404, ATTENDANT_MESSAGES.foraDoCarrinho);
    expect(await getCart(s)).toEqual(before);
    for (const precoatendente of [-1, 1.5, 100_000_001, '650']) {
      expectApiError(await setPrices(token, s.usuario.idcliente, [{ idproduto: FEIJAO, precoatendente }]), 400);
    }
    expectApiError(await setPrices(token, s.usuario.idcliente, []), 400);
  });

  it('only an attendant of the supplier: a customer token 401, another supplier’s attendant 403, an attendant token is no customer', async () => {
    expectApiError(
      await setPrices(s.token, s.usuario.idcliente, [{ idproduto: FEIJAO, precoatendente: 1 }]),
      401,
      IDENTITY_MESSAGES.sessaoExpirada,
    );
    expectApiError(
      await send('PUT', pricesPath(s.usuario.idcliente), { itens: [{ idproduto: FEIJAO, precoatendente: 1 }] }),
      401,
    );
    const atacado = await attendantToken('atacado');
    expectApiError(
      await setPrices(atacado, s.usuario.idcliente, [{ idproduto: FEIJAO, precoatendente: 1 }]),
      403,
      ATTENDANT_MESSAGES.semAcesso,
    );
    expectApiError(await get(`/v4/atendente/${E.idfornecedor}/carrinhos`, { headers: bearer(atacado) }), 403);
    const q = qs({ idfornecedor: E.idfornecedor });
    expectApiError(await get(cartPath({ token, usuario: s.usuario }) + q), 401);
    expectApiError(
      await send('POST', `/v2/app/${token}~${s.usuario.idcliente}/usuario/${s.usuario.idcliente}/cart/desbloquear${q}`),
      401,
    );
  });

  it("the client's unlock drops the attendant prices and reloads the cart", async () => {
    const r = await send(
      'POST',
      cartPath(s, s.usuario.idcliente, '/desbloquear') + qs({ idfornecedor: E.idfornecedor }),
    );
    expect(r.status).toBe(200);
    const c = cartSchema.parse(r.body);
    expect(c).toMatchObject({ bloqueio_atendimento: false, canalVenda: 'WEB', atendente: null });
    expect(line(c, FEIJAO)).toMatchObject({ precoatendente: null, preconf: 759, origemPreco: 'PROGRESSIVO' });
    expect(
      (await saveCart(s, { cartItens: [{ idproduto: FEIJAO, quantidade: 7 }] })).produtosSelecionados,
    ).toHaveLength(1);
  });

  it('null removes an attendant price; with none left the cart unlocks', async () => {
    await setPrices(token, s.usuario.idcliente, [{ idproduto: FEIJAO, precoatendente: 700 }]);
    const r = cartSchema.parse(
      (await setPrices(token, s.usuario.idcliente, [{ idproduto: FEIJAO, precoatendente: null }])).body,
    );
    expect(r.bloqueio_atendimento).toBe(false);
    expect(line(r, FEIJAO)!.precoatendente).toBeNull();
  });
});

describe('npm run demo:atendente', () => {
  it('sets a negotiated price on a demo client’s cart through the API', async () => {
    const root = path.resolve(__dirname, '../../..');
    const { stdout } = await promisify(execFile)(
      path.join(root, 'node_modules/.bin/tsx'),
      ['scripts/demo-atendente.ts', '--fornecedor', 'emporio', '--cliente', 'consumidor', '--desconto', '10'],
      {
        cwd: root,
        env: { ...process.env, COMMERCE_API_URL: baseUrl() },
      },
    );
    expect(stdout).toContain('bloqueio_atendimento=true');
    // The demo client is used by no other API test: its cart is the script's.
    const client = await loginDemo('consumidor');
    const c = await getCart(client);
    expect(c.bloqueio_atendimento).toBe(true);
    expect(c.canalVenda).toBe('MANUAL');
    const first = c.produtosSelecionados[0]!;
    expect(first.precoatendente).not.toBeNull();
    expect(first.precoatendente).toBe(Math.round((first.preco! * 90) / 100));
  }, 60_000);
});
