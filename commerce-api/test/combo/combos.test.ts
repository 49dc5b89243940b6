/**
 * Promotional combos. The three calls and who may see what; a combo in the cart is ONE
 * line group (idcombopromocional_cabecalho with nested produtos) priced by the combo's rule, whose
 * products move together; an order placed with a combo totals what the cart showed.
 */
import {
  CART_API_MESSAGES,
  cartSchema,
  COMBO_MESSAGES,
  comboListResponseSchema,
  comboSchema,
  type Cart,
  type Combo,
} from '../../../lib/contract';
import { comboShares } from '../../../lib/rules/combo';
import { DEMO_ACCOUNTS, DEMO_COMBOS, DEMO_SUPPLIERS } from '../../seed/demo-world';
import { getCart, newCustomer, productId, saveCart, saveCartRaw, type Session } from '../cart-helpers';
import { expectApiError, get } from '../helpers';
import { bearer, loginDemo } from '../identity-helpers';

const E = DEMO_SUPPLIERS.emporio;
const CAFE = DEMO_COMBOS.cafeDaManha;
const MACARRONADA = DEMO_COMBOS.macarronada;
const EXCLUSIVO = DEMO_COMBOS.limpezaMaria;
const NATAL = DEMO_COMBOS.natalPassado;
const FEIJAO = productId('emporio', 'Feijão carioca tipo 1 1 kg');
const price = (nome: string) => {
  const id = productId('emporio', nome);
  return { id, nome };
};
const LIST = { cafe: 1899, acucar: 549, leite: 599, manteiga: 1690, espaguete: 799, molho: 399, parmesao: 1290 };

const auth = (s: Session) => bearer(`${s.token}~${s.usuario.idcliente}`);
const ids = (cs: readonly Combo[]) => cs.map((c) => c.idcombopromocional_cabecalho);
const group = (c: Cart, id: string) => c.produtosSelecionados.find((p) => p.idcombopromocional_cabecalho === id);

describe('GET /v4/promotional-combo-all/{idfornecedor}', () => {
  it('lists the general combos in their dates, priced by their rule; never an exclusive one', async () => {
    const r = await get<{ combos: Combo[] }>(`/v4/promotional-combo-all/${E.slug}`);
    expect(r.status).toBe(200);
    const { combos } = comboListResponseSchema.parse(r.body);
    expect(ids(combos)).toEqual([CAFE.idcombopromocional_cabecalho, MACARRONADA.idcombopromocional_cabecalho]);
    const cafe = combos[0]!;
    const lista = LIST.cafe + LIST.acucar + 2 * LIST.leite + LIST.manteiga;
    expect(cafe).toMatchObject({
      nome: CAFE.nome,
      regra: 'PRECO_FIXO',
      precoLista: lista,
      preco: 4490,
      economia: lista - 4490,
      exclusivo: false,
      disponivel: true,
      max_por_pedido: 5,
    });
    expect(cafe.produtos.map((p) => [p.nome, p.quantidade])).toEqual([
      ['Açúcar refinado 1 kg', 1],
      ['Café torrado e moído 500 g', 1],
      ['Leite integral UHT 1 L', 2],
      ['Manteiga com sal 200 g', 1],
    ]);
    const mac = combos[1]!;
    const listaMac = LIST.espaguete + 2 * LIST.molho + LIST.parmesao;
    expect(mac).toMatchObject({
      regra: 'PERCENTUAL',
      valor: 1500,
      precoLista: listaMac,
      preco: Math.round(listaMac * 0.85),
    });
  });

  it('unknown supplier: 404', async () => {
    expectApiError(await get('/v4/promotional-combo-all/nao-existe'), 404);
  });
});

describe('GET /v4/promotional-combo-client/{idfornecedor}/{idcliente}', () => {
  it('the client sees the general combos and its exclusive one; the exclusive one first', async () => {
    const maria = await loginDemo('consumidor');
    const r = await get<{ combos: Combo[] }>(
      `/v4/promotional-combo-client/${E.idfornecedor}/${maria.usuario.idcliente}`,
      { headers: auth(maria) },
    );
    expect(r.status).toBe(200);
    const { combos } = comboListResponseSchema.parse(r.body);
    expect(ids(combos)).toEqual([
      EXCLUSIVO.idcombopromocional_cabecalho,
      CAFE.idcombopromocional_cabecalho,
      MACARRONADA.idcombopromocional_cabecalho,
    ]);
    expect(combos[0]!.exclusivo).toBe(true);
    expect(ids(combos)).not.toContain(NATAL.idcombopromocional_cabecalho);
  });

  it('another client: no exclusive combo; its path for Maria: 403; no session: 401', async () => {
    const other = await newCustomer('emporio', 'Outro Cliente Combo');
    const r = await get<{ combos: Combo[] }>(
      `/v4/promotional-combo-client/${E.idfornecedor}/${other.usuario.idcliente}`,
      { headers: auth(other) },
    );
    expect(r.status).toBe(200);
    expect(ids(r.body.combos)).not.toContain(EXCLUSIVO.idcombopromocional_cabecalho);
    expectApiError(
      await get(`/v4/promotional-combo-client/${E.idfornecedor}/${DEMO_ACCOUNTS.consumidor.idcliente}`, {
        headers: auth(other),
      }),
      403,
    );
    expectApiError(await get(`/v4/promotional-combo-client/${E.idfornecedor}/${other.usuario.idcliente}`), 401);
  });

  it('a session of another supplier: 403', async () => {
    const atacado = await loginDemo('empresaAprovada');
    expectApiError(
      await get(`/v4/promotional-combo-client/${E.idfornecedor}/${atacado.usuario.idcliente}`, {
        headers: auth(atacado),
      }),
      403,
      'Sessão de outro fornecedor',
    );
  });
});

describe('GET /v4/promotional-combo/{id}/', () => {
  it('a general combo, for anyone; with idcliente only the session’s own', async () => {
    const r = await get<Combo>(`/v4/promotional-combo/${CAFE.idcombopromocional_cabecalho}/?tipoEntrega=DELIVERY`);
    expect(r.status).toBe(200);
    expect(comboSchema.parse(r.body)).toMatchObject({ nome: CAFE.nome, preco: 4490 });
    const s = await newCustomer('emporio', 'Cliente Combo Detalhe');
    expect(
      (
        await get(`/v4/promotional-combo/${CAFE.idcombopromocional_cabecalho}/?idcliente=${s.usuario.idcliente}`, {
          headers: auth(s),
        })
      ).status,
    ).toBe(200);
    expectApiError(
      await get(
        `/v4/promotional-combo/${CAFE.idcombopromocional_cabecalho}/?idcliente=${DEMO_ACCOUNTS.consumidor.idcliente}`,
        { headers: auth(s) },
      ),
      403,
    );
  });

  it('an exclusive combo exists only for its client (404 for others and visitors)', async () => {
    const path = `/v4/promotional-combo/${EXCLUSIVO.idcombopromocional_cabecalho}/`;
    expectApiError(await get(path), 404, COMBO_MESSAGES.naoEncontrado);
    const other = await newCustomer('emporio', 'Cliente Sem Exclusivo');
    expectApiError(await get(path, { headers: auth(other) }), 404, COMBO_MESSAGES.naoEncontrado);
    const maria = await loginDemo('consumidor');
    const r = await get<Combo>(path, { headers: auth(maria) });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ exclusivo: true, regra: 'PERCENTUAL', valor: 2000 });
  });

  it('an expired combo is answered unavailable; unknown: 404; a malformed id: 400', async () => {
    const r = await get<Combo>(`/v4/promotional-combo/${NATAL.idcombopromocional_cabecalho}/`);
    expect(r.status).toBe(200);
    expect(r.body.disponivel).toBe(false);
    expectApiError(
      await get('/v4/promotional-combo/00000000-0000-4000-8000-000000000000/'),
      404,
      COMBO_MESSAGES.naoEncontrado,
    );
    expectApiError(await get('/v4/promotional-combo/nao-e-id/'), 400);
  });
});

describe('a combo in the cart: one line group priced by the combo rule', () => {
  it('adds the group with its nested products; the quantity moves all of them; totals include it', async () => {
    const s = await newCustomer('emporio', 'Cliente Combo Carrinho');
    const cart = await saveCart(s, {
      cartItens: [
        { idproduto: FEIJAO, quantidade: 2 },
        { idproduto: CAFE.idcombopromocional_cabecalho, quantidade: 1 },
      ],
    });
    const g = group(cart, CAFE.idcombopromocional_cabecalho)!;
    const lista = LIST.cafe + LIST.acucar + 2 * LIST.leite + LIST.manteiga;
    expect(g).toMatchObject({
      id: CAFE.idcombopromocional_cabecalho,
      idproduto: CAFE.idcombopromocional_cabecalho,
      nome: CAFE.nome,
      quantidade: 1,
      preco: 4490,
      precoLista: lista,
      preconf: 4490,
      totalItem: 4490,
      origemPreco: 'COMBO',
      granularidade: 1,
      maxporpedido: 5,
      disponivel: true,
    });
    expect(g.produtos!.map((p) => [p.nome, p.quantidade])).toEqual([
      ['Açúcar refinado 1 kg', 1],
      ['Café torrado e moído 500 g', 1],
      ['Leite integral UHT 1 L', 2],
      ['Manteiga com sal 200 g', 1],
    ]);
    // The products' shares add up to the combo price.
    expect(g.produtos!.reduce((sum, p) => sum + p.total!, 0)).toBe(4490);
    expect(g.produtos!.map((p) => p.total)).toEqual(
      comboShares(
        [
          { idproduto: 'a', preco: LIST.acucar, quantidade: 1 },
          { idproduto: 'c', preco: LIST.cafe, quantidade: 1 },
          { idproduto: 'l', preco: LIST.leite, quantidade: 2 },
          { idproduto: 'm', preco: LIST.manteiga, quantidade: 1 },
        ],
        4490,
      ),
    );
    const feijao = cart.produtosSelecionados.find((p) => p.idproduto === FEIJAO)!;
    expect(cart.totalCompras).toBe(feijao.totalItem! + 4490);
    // Sorted by name among the products.
    expect(cart.produtosSelecionados.map((p) => p.nome)).toEqual([CAFE.nome, 'Feijão carioca tipo 1 1 kg']);

    // Three combos: every product triples, the price stays the combo's.
    const three = await saveCart(s, {
      cartItens: [
        { idproduto: FEIJAO, quantidade: 2 },
        {
          idproduto: CAFE.idcombopromocional_cabecalho,
          idcombopromocional_cabecalho: CAFE.idcombopromocional_cabecalho,
          quantidade: 3,
        },
      ],
    });
    const g3 = group(three, CAFE.idcombopromocional_cabecalho)!;
    expect(g3).toMatchObject({ quantidade: 3, preconf: 4490, totalItem: 3 * 4490 });
    expect(g3.produtos!.map((p) => p.quantidade)).toEqual([3, 3, 6, 3]);
    expect(three.totalCompras).toBe(feijao.totalItem! + 3 * 4490);
    // The same cart read back.
    expect(cartSchema.parse(await getCart(s))).toMatchObject({ totalCompras: three.totalCompras });

    // Whole combos only, capped at max_por_pedido (5).
    const many = await saveCart(s, { cartItens: [{ idproduto: CAFE.idcombopromocional_cabecalho, quantidade: 9 }] });
    expect(group(many, CAFE.idcombopromocional_cabecalho)!.quantidade).toBe(5);
    const half = await saveCart(s, { cartItens: [{ idproduto: CAFE.idcombopromocional_cabecalho, quantidade: 1.4 }] });
    expect(group(half, CAFE.idcombopromocional_cabecalho)!.quantidade).toBe(1);

    // Not posted: the group is removed, all its products with it.
    const removed = await saveCart(s, { cartItens: [{ idproduto: FEIJAO, quantidade: 2 }] });
    expect(group(removed, CAFE.idcombopromocional_cabecalho)).toBeUndefined();
    expect(removed.produtosSelecionados).toHaveLength(1);
    const zero = await saveCart(s, {
      cartItens: [{ idproduto: MACARRONADA.idcombopromocional_cabecalho, quantidade: 1 }],
    });
    expect(group(zero, MACARRONADA.idcombopromocional_cabecalho)!.preconf).toBe(
      Math.round((LIST.espaguete + 2 * LIST.molho + LIST.parmesao) * 0.85),
    );
    const none = await saveCart(s, {
      cartItens: [{ idproduto: MACARRONADA.idcombopromocional_cabecalho, quantidade: 0 }],
    });
    expect(none.produtosSelecionados).toEqual([]);
  });

  it('a combo and the same product loose are separate lines', async () => {
    const s = await newCustomer('emporio', 'Cliente Combo Solto');
    const manteiga = price('Manteiga com sal 200 g');
    const cart = await saveCart(s, {
      cartItens: [
        { idproduto: manteiga.id, quantidade: 2 },
        { idproduto: CAFE.idcombopromocional_cabecalho, quantidade: 1 },
      ],
    });
    expect(cart.produtosSelecionados).toHaveLength(2);
    expect(cart.totalCompras).toBe(2 * LIST.manteiga + 4490);
  });

  it('refuses an expired combo (409), another client’s exclusive one (400), a repeated one (400)', async () => {
    const s = await newCustomer('emporio', 'Cliente Combo Recusa');
    expectApiError(
      await saveCartRaw(s, { cartItens: [{ idproduto: NATAL.idcombopromocional_cabecalho, quantidade: 1 }] }),
      409,
      COMBO_MESSAGES.indisponivel(NATAL.nome),
    );
    // Not offered to this client: unknown, like a missing product.
    expectApiError(
      await saveCartRaw(s, { cartItens: [{ idproduto: EXCLUSIVO.idcombopromocional_cabecalho, quantidade: 1 }] }),
      400,
      CART_API_MESSAGES.produtoNaoEncontrado,
    );
    expectApiError(
      await saveCartRaw(s, {
        cartItens: [
          { idproduto: CAFE.idcombopromocional_cabecalho, quantidade: 1 },
          { idproduto: CAFE.idcombopromocional_cabecalho, quantidade: 2 },
        ],
      }),
      400,
      COMBO_MESSAGES.repetido,
    );
  });
});
