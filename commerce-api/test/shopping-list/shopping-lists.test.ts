/**
 * Shopping lists: the seven /v4/shopping-list calls on a real database — own lists and
 * suggested ones (back-office, representative), the quantity rule on list lines, copying, disabling,
 * applying to the cart through the cart's own save (added to the cart, unavailable ones left out,
 * refused while an attendant negotiates), and every call refused for another client's lists.
 */
import {
  applyShoppingListResponseSchema,
  attendantAuthResponseSchema,
  CART_API_MESSAGES,
  disableShoppingListResponseSchema,
  IDENTITY_MESSAGES,
  SHOPPING_LIST_MESSAGES as M,
  shoppingListDetailSchema,
  shoppingListsResponseSchema,
  type ShoppingListDetail,
  type ShoppingListType,
} from '../../../lib/contract';
import {
  DEMO_ACCOUNTS,
  DEMO_ATTENDANTS,
  DEMO_PASSWORD,
  DEMO_REPRESENTATIVE,
  DEMO_SUPPLIERS,
} from '../../seed/demo-world';
import { getCart, line, newCustomer, productId, saveCart, type Session } from '../cart-helpers';
import { expectApiError, get } from '../helpers';
import { ADMIN, bearer, loginDemo, send } from '../identity-helpers';

const E = DEMO_SUPPLIERS.emporio;
const A = DEMO_SUPPLIERS.atacado;
const C = DEMO_ACCOUNTS;
const LARANJA = productId('emporio', 'Laranja pera');
const BANANA = productId('emporio', 'Banana prata');
const FEIJAO = productId('emporio', 'Feijão carioca tipo 1 1 kg');
const ACUCAR = productId('emporio', 'Açúcar refinado 1 kg');
const UVA = productId('emporio', 'Uva thompson sem semente'); // not sold (off)

const auth = (s: Session) => bearer(`${s.token}~${s.usuario.idcliente}`);
const lists = (
  s: Session,
  type: ShoppingListType = 'FROM_CLIENT',
  idclient = s.usuario.idcliente,
  f: string = E.idfornecedor,
) => get(`/v4/shopping-list/${f}?idclient=${idclient}&type=${type}`, { headers: auth(s) });
const products = (s: Session, idlista: string, f: string = E.idfornecedor) =>
  get(`/v4/shopping-list/${f}/products/${idlista}`, { headers: auth(s) });
const create = (
  s: Session | null,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
  f: string = E.idfornecedor,
) => send('POST', `/v4/shopping-list/${f}`, body, { ...(s ? auth(s) : {}), ...headers });
const add = (s: Session, idlista: string, idproduto: string, quantidade?: number) =>
  send(
    'POST',
    `/v4/shopping-list/${idlista}/product/${idproduto}/add`,
    quantidade === undefined ? undefined : { quantidade },
    auth(s),
  );
const copy = (s: Session, idlista: string, idproduto: string, destino: string, body: unknown = {}) =>
  send('POST', `/v4/shopping-list/${idlista}/product/${idproduto}/copy/${destino}`, body, auth(s));
const disable = (s: Session, idlista: string, f: string = E.idfornecedor) =>
  send('DELETE', `/v4/shopping-list/${f}/disable/${idlista}`, undefined, auth(s));
const apply = (s: Session, idlista: string, f: string = E.idfornecedor) =>
  send('POST', `/v4/shopping-list/${f}/apply/${idlista}`, undefined, auth(s));

async function createOk(
  s: Session,
  nome: string,
  produtos: { idproduto: string; quantidade: number }[] = [],
): Promise<ShoppingListDetail> {
  const r = await create(s, { nome, idclient: s.usuario.idcliente, produtos });
  if (r.status !== 200) throw new Error(`create ${r.status}: ${r.text}`);
  return shoppingListDetailSchema.parse(r.body);
}
const qty = (d: ShoppingListDetail, id: string) => d.produtos.find((p) => p.idproduto === id)?.quantidade;

describe('seeded lists of the demo accounts', () => {
  it('an atacado buyer has its own list and lists suggested by the supplier and by the representative', async () => {
    const s = await loginDemo('empresaAprovada');
    const own = shoppingListsResponseSchema.parse(
      (await lists(s, 'FROM_CLIENT', s.usuario.idcliente, A.idfornecedor)).body,
    ).listas;
    expect(own.map((l) => l.nome)).toContain('Compra do mês');
    expect(own.every((l) => l.type === 'FROM_CLIENT' && l.autor.tipo === 'CLIENTE')).toBe(true);
    const suggested = shoppingListsResponseSchema.parse(
      (await lists(s, 'TO_CLIENT', s.usuario.idcliente, A.slug)).body,
    ).listas;
    expect(suggested.map((l) => [l.nome, l.autor.tipo, l.autor.nome]).sort()).toEqual(
      expect.arrayContaining([
        ['Reposição da mercearia', 'FORNECEDOR', A.nome],
        ['Sugestão do representante: padaria', 'REPRESENTANTE', DEMO_REPRESENTATIVE.nome],
      ]),
    );
    const padaria = suggested.find((l) => l.nome.startsWith('Sugestão'))!;
    const d = shoppingListDetailSchema.parse((await products(s, padaria.idlista, A.idfornecedor)).body);
    expect(d.produtos.map((p) => p.nome)).toEqual(
      [...d.produtos.map((p) => p.nome)].sort((a, b) => a.localeCompare(b, 'pt-BR')),
    );
    expect(d.produtos.find((p) => p.nome.startsWith('Margarina'))).toMatchObject({ disponivel: false });
    expect(d.produtos.find((p) => p.nome.startsWith('Farinha de trigo tipo 1'))).toMatchObject({
      disponivel: true,
      quantidade: 2,
    });
    expect(d.produtos.every((p) => p.codigo.startsWith('AH'))).toBe(true);
  });
});

describe('own lists', () => {
  let s: Session;
  beforeAll(async () => {
    s = await newCustomer('emporio', 'Cliente Listas');
  });

  it('creates a list (quantity rule applied), lists it, adds, changes and removes products', async () => {
    const d = await createOk(s, 'Feira', [{ idproduto: LARANJA, quantidade: 0.3 }]);
    expect(d.mensagem).toBe(M.criada('Feira'));
    expect(d.lista).toMatchObject({
      nome: 'Feira',
      type: 'FROM_CLIENT',
      ativa: true,
      totalProdutos: 1,
      idcliente: s.usuario.idcliente,
      autor: { tipo: 'CLIENTE', nome: 'Cliente Listas' },
    });
    // Laranja is sold by 0.5 kg: 0.3 becomes 0.5, as in the cart.
    expect(qty(d, LARANJA)).toBe(0.5);
    const listed = shoppingListsResponseSchema.parse((await lists(s)).body).listas;
    expect(listed.map((l) => l.idlista)).toContain(d.lista.idlista);
    expect(shoppingListsResponseSchema.parse((await lists(s, 'TO_CLIENT')).body).listas).toEqual([]);

    const added = shoppingListDetailSchema.parse((await add(s, d.lista.idlista, FEIJAO)).body);
    expect(added.mensagem).toBe(M.produtoAdicionado('Feijão carioca tipo 1 1 kg', 'Feira'));
    expect(qty(added, FEIJAO)).toBe(1);
    expect(qty(shoppingListDetailSchema.parse((await add(s, d.lista.idlista, FEIJAO, 4)).body), FEIJAO)).toBe(4);
    const removed = shoppingListDetailSchema.parse((await add(s, d.lista.idlista, FEIJAO, 0)).body);
    expect(qty(removed, FEIJAO)).toBeUndefined();
    expect(removed.mensagem).toBe(M.produtoRemovido('Feijão carioca tipo 1 1 kg', 'Feira'));
    expect(removed.lista.totalProdutos).toBe(1);
    const got = shoppingListDetailSchema.parse((await products(s, d.lista.idlista, E.slug)).body);
    expect(got.produtos.map((p) => p.idproduto)).toEqual([LARANJA]);
    expect(got.produtos[0]!.preco).toEqual(expect.any(Number));
  });

  it('refuses bad input with pt-BR messages: name, duplicate name, product, quantity', async () => {
    expectApiError(await create(s, { nome: '  ', idclient: s.usuario.idcliente }), 400, M.nomeObrigatorio);
    expectApiError(await create(s, { nome: 'x'.repeat(81), idclient: s.usuario.idcliente }), 400, M.nomeLongo);
    await createOk(s, 'Repetida');
    expectApiError(await create(s, { nome: 'REPETIDA', idclient: s.usuario.idcliente }), 409, M.nomeRepetido);
    expectApiError(
      await create(s, {
        nome: 'Outra',
        idclient: s.usuario.idcliente,
        produtos: [{ idproduto: productId('atacado', 'Feijão preto fardo 10 x 1 kg'), quantidade: 1 }],
      }),
      404,
      'Produto não encontrado',
    );
    const d = await createOk(s, 'Quantidades');
    expectApiError(await add(s, d.lista.idlista, FEIJAO, -1), 400, 'Quantidade inválida');
    expectApiError(await add(s, d.lista.idlista, 'nao-e-uuid', 1), 400);
    expectApiError(
      await add(s, d.lista.idlista, productId('atacado', 'Feijão preto fardo 10 x 1 kg'), 1),
      404,
      'Produto não encontrado',
    );
    // A client cannot make a suggested list.
    expectApiError(
      await create(s, { nome: 'Sugerida', idclient: s.usuario.idcliente, type: 'TO_CLIENT' }),
      403,
      M.apenasFornecedorOuRepresentante,
    );
  });

  it('two creations with one name at once: one list, the other 409', async () => {
    const body = { nome: 'Corrida', idclient: s.usuario.idcliente };
    const rs = await Promise.all([create(s, body), create(s, body), create(s, { ...body, nome: 'corrida' })]);
    expect(rs.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const names = shoppingListsResponseSchema.parse((await lists(s)).body).listas.map((l) => l.nome.toLowerCase());
    expect(names.filter((n) => n === 'corrida')).toHaveLength(1);
  });

  it('copies a product to another own list (source quantity or the one given); not to the same list', async () => {
    const a = await createOk(s, 'Origem', [{ idproduto: BANANA, quantidade: 2 }]);
    const b = await createOk(s, 'Destino');
    const r = shoppingListDetailSchema.parse((await copy(s, a.lista.idlista, BANANA, b.lista.idlista)).body);
    expect(r.lista.idlista).toBe(b.lista.idlista);
    expect(qty(r, BANANA)).toBe(2);
    expect(r.mensagem).toBe(M.produtoCopiado('Banana prata', 'Destino'));
    expect(
      qty(
        shoppingListDetailSchema.parse(
          (await copy(s, a.lista.idlista, BANANA, b.lista.idlista, { quantidade: 3 })).body,
        ),
        BANANA,
      ),
    ).toBe(3);
    expect(qty(shoppingListDetailSchema.parse((await products(s, a.lista.idlista)).body), BANANA)).toBe(2);
    expectApiError(await copy(s, a.lista.idlista, BANANA, a.lista.idlista), 400, M.mesmaLista);
    expectApiError(await copy(s, a.lista.idlista, FEIJAO, b.lista.idlista), 404, M.produtoForaDaLista);
  });

  it('disables a list: it leaves the lists, its products are 404, and disabling again changes nothing', async () => {
    const d = await createOk(s, 'Temporária', [{ idproduto: BANANA, quantidade: 1 }]);
    const r = await disable(s, d.lista.idlista);
    expect(r.status).toBe(200);
    expect(disableShoppingListResponseSchema.parse(r.body)).toMatchObject({
      lista: { ativa: false },
      mensagem: M.desativada('Temporária'),
    });
    expect(shoppingListsResponseSchema.parse((await lists(s)).body).listas.map((l) => l.idlista)).not.toContain(
      d.lista.idlista,
    );
    expectApiError(await products(s, d.lista.idlista), 404, M.naoEncontrada);
    expectApiError(await add(s, d.lista.idlista, FEIJAO, 1), 404, M.naoEncontrada);
    expectApiError(await apply(s, d.lista.idlista), 404, M.naoEncontrada);
    expect((await disable(s, d.lista.idlista)).status).toBe(200);
    // The name is free again.
    await createOk(s, 'Temporária');
  });
});

describe('suggested lists', () => {
  it('the back-office suggests a list (X-Admin-Key); the client reads, copies from and applies it but cannot change it', async () => {
    const s = await newCustomer('emporio', 'Cliente Sugestão');
    expectApiError(
      await create(null, { nome: 'Sem chave', idclient: s.usuario.idcliente, type: 'TO_CLIENT' }),
      401,
      IDENTITY_MESSAGES.sessaoExpirada,
    );
    const r = await create(
      null,
      {
        nome: 'Sugestão da semana',
        idclient: s.usuario.idcliente,
        type: 'TO_CLIENT',
        produtos: [{ idproduto: ACUCAR, quantidade: 2 }],
      },
      ADMIN,
    );
    expect(r.status).toBe(200);
    const sug = shoppingListDetailSchema.parse(r.body);
    expect(sug.lista).toMatchObject({ type: 'TO_CLIENT', autor: { tipo: 'FORNECEDOR', nome: E.nome } });
    expect(shoppingListsResponseSchema.parse((await lists(s, 'TO_CLIENT')).body).listas.map((l) => l.idlista)).toEqual([
      sug.lista.idlista,
    ]);
    expectApiError(await add(s, sug.lista.idlista, FEIJAO, 1), 403, M.sugeridaSomenteLeitura);
    expectApiError(await disable(s, sug.lista.idlista), 403, M.sugeridaSomenteLeitura);
    const mine = await createOk(s, 'Minha');
    expect(
      qty(shoppingListDetailSchema.parse((await copy(s, sug.lista.idlista, ACUCAR, mine.lista.idlista)).body), ACUCAR),
    ).toBe(2);
    expectApiError(await copy(s, mine.lista.idlista, ACUCAR, sug.lista.idlista), 403, M.sugeridaSomenteLeitura);
    const applied = applyShoppingListResponseSchema.parse((await apply(s, sug.lista.idlista)).body);
    expect(applied.result).toBe('success');
    expect(line(applied.carrinho, ACUCAR)!.quantidade).toBe(2);
    // The back-office only suggests to a client of the supplier.
    expectApiError(
      await create(null, { nome: 'Fora', idclient: C.empresaAprovada.idcliente, type: 'TO_CLIENT' }, ADMIN),
      404,
      M.clienteNaoAtendido,
    );
  });

  it('a representative acting for a client suggests a list and keeps it up to date; the client sees it', async () => {
    const rep = await send<{ token: string }>('POST', '/v1/app/token/usuario/autenticar/representante', {
      cpf: DEMO_REPRESENTATIVE.email,
      senha: DEMO_PASSWORD,
      idfornecedor: A.idfornecedor,
      loginAsRepresentante: true,
      tokenOrigin: 'commerce',
    });
    expect(rep.status).toBe(200);
    const acting = await send<{ token: string; usuario: { idcliente: string } }>(
      'POST',
      `/v4/representante/${A.idfornecedor}/cliente/${C.lanchonete.idcliente}/sessao`,
      undefined,
      bearer(rep.body.token),
    );
    expect(acting.status).toBe(200);
    const s: Session = acting.body;
    const nome = `Reposição ${Date.now()}`;
    const feijaoPreto = productId('atacado', 'Feijão preto fardo 10 x 1 kg');
    const r = await create(
      s,
      {
        nome,
        idclient: C.lanchonete.idcliente,
        type: 'TO_CLIENT',
        produtos: [{ idproduto: feijaoPreto, quantidade: 1 }],
      },
      {},
      A.idfornecedor,
    );
    expect(r.status).toBe(200);
    const d = shoppingListDetailSchema.parse(r.body);
    expect(d.lista).toMatchObject({
      type: 'TO_CLIENT',
      autor: { tipo: 'REPRESENTANTE', nome: DEMO_REPRESENTATIVE.nome },
    });
    expect(qty(shoppingListDetailSchema.parse((await add(s, d.lista.idlista, feijaoPreto, 5)).body), feijaoPreto)).toBe(
      5,
    );
    // Another client of the same representative does not see it.
    expectApiError(
      await create(s, { nome, idclient: C.empresaAprovada.idcliente, type: 'TO_CLIENT' }, {}, A.idfornecedor),
      403,
    );
    const client = await loginDemo('lanchonete');
    const seen = shoppingListsResponseSchema.parse(
      (await lists(client, 'TO_CLIENT', client.usuario.idcliente, A.idfornecedor)).body,
    ).listas;
    expect(seen.find((l) => l.idlista === d.lista.idlista)).toMatchObject({ nome, totalProdutos: 1 });
  });
});

describe('apply to the cart', () => {
  it('adds the list to what the cart holds, by the quantity rule; unavailable products are left out and named', async () => {
    const s = await newCustomer('emporio', 'Cliente Aplicar');
    await saveCart(s, { cartItens: [{ idproduto: FEIJAO, quantidade: 2 }] });
    const d = await createOk(s, 'Aplicar', [
      { idproduto: FEIJAO, quantidade: 3 },
      { idproduto: LARANJA, quantidade: 1.5 },
      { idproduto: UVA, quantidade: 1 },
    ]);
    expect(d.produtos.find((p) => p.idproduto === UVA)).toMatchObject({ disponivel: false });
    const r = await apply(s, d.lista.idlista, E.slug);
    expect(r.status).toBe(200);
    const a = applyShoppingListResponseSchema.parse(r.body);
    expect(a.result).toBe('success');
    expect(a.ignorados).toEqual(['Uva thompson sem semente']);
    expect(a.mensagem).toBe(M.aplicadaParcial(['Uva thompson sem semente']));
    expect(line(a.carrinho, FEIJAO)!.quantidade).toBe(5);
    expect(line(a.carrinho, LARANJA)!.quantidade).toBe(1.5);
    expect(line(a.carrinho, UVA)).toBeUndefined();
    expect((await getCart(s)).produtosSelecionados.map((p) => [p.idproduto, p.quantidade])).toEqual(
      a.carrinho.produtosSelecionados.map((p) => [p.idproduto, p.quantidade]),
    );
    // A list with only available products: the plain success message.
    const ok = await createOk(s, 'Só disponíveis', [{ idproduto: BANANA, quantidade: 1 }]);
    expect(applyShoppingListResponseSchema.parse((await apply(s, ok.lista.idlista)).body)).toMatchObject({
      result: 'success',
      mensagem: M.aplicada,
      ignorados: [],
    });
  });

  it('two applies at once both count (the cart row lock serialises them): nothing is lost', async () => {
    const s = await newCustomer('emporio', 'Cliente Concorrente');
    const d = await createOk(s, 'Dupla', [
      { idproduto: FEIJAO, quantidade: 2 },
      { idproduto: BANANA, quantidade: 1 },
    ]);
    const rs = await Promise.all([apply(s, d.lista.idlista), apply(s, d.lista.idlista), apply(s, d.lista.idlista)]);
    expect(rs.map((r) => r.status)).toEqual([200, 200, 200]);
    const c = await getCart(s);
    expect(line(c, FEIJAO)!.quantidade).toBe(6);
    expect(line(c, BANANA)!.quantidade).toBe(3);
  });

  it('refuses an empty list (422) and a list of unavailable products only (409), leaving the cart alone', async () => {
    const s = await newCustomer('emporio', 'Cliente Vazia');
    const empty = await createOk(s, 'Vazia');
    expectApiError(await apply(s, empty.lista.idlista), 422, M.listaVazia);
    const off = await createOk(s, 'Indisponíveis', [{ idproduto: UVA, quantidade: 1 }]);
    expectApiError(await apply(s, off.lista.idlista), 409, M.nenhumDisponivel);
    expect((await getCart(s)).produtosSelecionados).toEqual([]);
  });

  it('while an attendant negotiates the cart the list is refused with the cart lock message, and the cart is unchanged', async () => {
    const s = await newCustomer('emporio', 'Cliente Bloqueado');
    await saveCart(s, { cartItens: [{ idproduto: FEIJAO, quantidade: 2 }] });
    const login = await send('POST', '/v1/app/token/usuario/autenticar/atendente', {
      cpf: DEMO_ATTENDANTS.emporio.email,
      senha: DEMO_PASSWORD,
      idfornecedor: E.idfornecedor,
      tokenOrigin: 'commerce',
    });
    const token = attendantAuthResponseSchema.parse(login.body).token;
    const set = await send(
      'PUT',
      `/v4/atendente/${E.idfornecedor}/cliente/${s.usuario.idcliente}/cart/precos`,
      { itens: [{ idproduto: FEIJAO, precoatendente: 650 }] },
      bearer(token),
    );
    expect(set.status).toBe(200);
    const d = await createOk(s, 'Durante negociação', [{ idproduto: BANANA, quantidade: 1 }]);
    const before = await getCart(s);
    expect(before.bloqueio_atendimento).toBe(true);
    expectApiError(await apply(s, d.lista.idlista), 409, CART_API_MESSAGES.bloqueado);
    expect(await getCart(s)).toEqual(before);
  });
});

describe('access rules', () => {
  let owner: Session;
  let other: Session;
  let list: ShoppingListDetail;
  let target: ShoppingListDetail;
  beforeAll(async () => {
    [owner, other] = await Promise.all([newCustomer('emporio', 'Dono'), newCustomer('emporio', 'Outro')]);
    list = await createOk(owner, 'Privada', [{ idproduto: BANANA, quantidade: 1 }]);
    target = await createOk(other, 'Do outro');
  });

  it("another client's lists are refused by every call (403 by client id, 404 by list id) and stay unchanged", async () => {
    expectApiError(await lists(other, 'FROM_CLIENT', owner.usuario.idcliente), 403, 'Acesso negado a este cliente');
    expectApiError(await lists(other, 'TO_CLIENT', owner.usuario.idcliente), 403);
    expectApiError(await create(other, { nome: 'Intrusa', idclient: owner.usuario.idcliente }), 403);
    expectApiError(await products(other, list.lista.idlista), 404, M.naoEncontrada);
    expectApiError(await add(other, list.lista.idlista, FEIJAO, 1), 404, M.naoEncontrada);
    expectApiError(await copy(other, list.lista.idlista, BANANA, target.lista.idlista), 404, M.naoEncontrada);
    expectApiError(await copy(owner, list.lista.idlista, BANANA, target.lista.idlista), 404, M.naoEncontrada);
    expectApiError(await disable(other, list.lista.idlista), 404, M.naoEncontrada);
    expectApiError(await apply(other, list.lista.idlista), 404, M.naoEncontrada);
    expect((await getCart(other)).produtosSelecionados).toEqual([]);
    const still = shoppingListDetailSchema.parse((await products(owner, list.lista.idlista)).body);
    expect(still.produtos.map((p) => [p.idproduto, p.quantidade])).toEqual([[BANANA, 1]]);
    expect(still.lista.ativa).toBe(true);
  });

  it('without a session: 401; with a session of another supplier: 403', async () => {
    expectApiError(
      await get(`/v4/shopping-list/${E.idfornecedor}?idclient=${owner.usuario.idcliente}`),
      401,
      IDENTITY_MESSAGES.sessaoExpirada,
    );
    expectApiError(
      await send('POST', `/v4/shopping-list/${E.idfornecedor}/apply/${list.lista.idlista}`),
      401,
      IDENTITY_MESSAGES.sessaoExpirada,
    );
    expectApiError(
      await create(null, { nome: 'x', idclient: owner.usuario.idcliente }),
      401,
      IDENTITY_MESSAGES.sessaoExpirada,
    );
    expectApiError(
      await lists(owner, 'FROM_CLIENT', owner.usuario.idcliente, A.idfornecedor),
      403,
      'Sessão de outro fornecedor',
    );
    expectApiError(await products(owner, list.lista.idlista, A.idfornecedor), 403, 'Sessão de outro fornecedor');
    expectApiError(await apply(owner, list.lista.idlista, A.idfornecedor), 403, 'Sessão de outro fornecedor');
    expectApiError(await disable(owner, list.lista.idlista, A.idfornecedor), 403, 'Sessão de outro fornecedor');
    expectApiError(
      await get(`/v4/shopping-list/${E.idfornecedor}?idclient=${owner.usuario.idcliente}&type=OUTRO`, {
        headers: auth(owner),
      }),
      400,
    );
  });
});
