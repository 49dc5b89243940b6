/**
 * An order placed with a promotional combo carries the combo's price. The order totals
 * what the cart showed, the combo is one order line with its products inside, the products leave
 * stock, and a combo whose quantity changed after the review is refused like any changed cart.
 */
import { CART_API_MESSAGES, ORDER_MESSAGES } from '../../../lib/contract';
import { DEMO_CEPS, DEMO_COMBOS, DEMO_SUPPLIERS } from '../../seed/demo-world';
import { getCart, newCustomer, productId, saveCart, saveCartRaw } from '../cart-helpers';
import { expectApiError } from '../helpers';
import {
  addAddress,
  deliveryMethods,
  METHODS,
  orderBody,
  payment,
  placeOk,
  startOrderWorld,
  submitRaw,
  type World,
} from '../orders-helpers';

const E = DEMO_SUPPLIERS.emporio;
const CAFE = DEMO_COMBOS.cafeDaManha;
const FEIJAO = productId('emporio', 'Feijão carioca tipo 1 1 kg');
const MANTEIGA = productId('emporio', 'Manteiga com sal 200 g');

let world: World;
beforeAll(async () => {
  world = await startOrderWorld('combos');
}, 120_000);
afterAll(async () => {
  await world?.close();
});

async function shopper(nome: string, itens: { idproduto: string; quantidade: number }[]) {
  const s = await newCustomer('emporio', nome);
  const idendereco = await addAddress(s, DEMO_CEPS.harmonia);
  const cart = await saveCart(s, { cartItens: itens });
  return { s, idendereco, cart };
}

describe('an order with a combo', () => {
  it('totals what the cart showed; the combo is one line at its price with its products; cart emptied', async () => {
    const { s, idendereco, cart } = await shopper('Cliente Pedido Combo', [
      { idproduto: FEIJAO, quantidade: 2 },
      { idproduto: CAFE.idcombopromocional_cabecalho, quantidade: 2 },
    ]);
    const combo = cart.produtosSelecionados.find((p) => p.idcombopromocional_cabecalho)!;
    expect(combo).toMatchObject({ preconf: 4490, totalItem: 8980 });
    const shown = await deliveryMethods(s, E.idfornecedor, {
      tipoEntrega: 'DELIVERY',
      idendereco,
      idformapagamento: payment('emporio', 'PIX'),
    });
    const agendada = shown.formasEntrega.find((m) => m.idformaentrega === METHODS.emporio.agendada)!;
    const before = await world.sql<{ estoque: string | null }>(
      'SELECT estoque::text FROM produtos WHERE idproduto = $1',
      [MANTEIGA],
    );

    const r = await placeOk(
      s,
      orderBody(cart, {
        idformapagto: payment('emporio', 'PIX'),
        idformaentrega: METHODS.emporio.agendada,
        idendereco,
      }),
    );
    expect(r.pedido.totalProdutos).toBe(cart.totalCompras);
    expect(r.totalpedido).toBe(cart.totalPedido! + agendada.valor + 290);
    const line = r.pedido.itens.find((i) => i.idcombopromocional_cabecalho === CAFE.idcombopromocional_cabecalho)!;
    expect(line).toMatchObject({
      idproduto: CAFE.idcombopromocional_cabecalho,
      nome: CAFE.nome,
      quantidade: 2,
      preco: 4490,
      total: 8980,
    });
    expect(line.produtos!.map((p) => [p.nome, p.quantidade])).toEqual([
      ['Açúcar refinado 1 kg', 2],
      ['Café torrado e moído 500 g', 2],
      ['Leite integral UHT 1 L', 4],
      ['Manteiga com sal 200 g', 2],
    ]);
    expect(line.produtos!.reduce((a, p) => a + p.total!, 0)).toBe(8980);
    expect(r.pedido.itens.reduce((a, i) => a + i.total!, 0)).toBe(cart.totalCompras);
    expect(r.itensName).toContain(CAFE.nome);
    // Stock, when controlled, loses the combo's products.
    if (before[0]?.estoque !== null && before[0]?.estoque !== undefined) {
      const after = await world.sql<{ estoque: string }>('SELECT estoque::text FROM produtos WHERE idproduto = $1', [
        MANTEIGA,
      ]);
      expect(Number(after[0]!.estoque)).toBe(Number(before[0].estoque) - 2);
    }
    expect((await getCart(s)).produtosSelecionados).toEqual([]);
    expect(await world.sql('SELECT 1 FROM carrinho_combos WHERE idcliente = $1', [s.usuario.idcliente])).toEqual([]);
  });

  it('a combo-only cart can be ordered', async () => {
    const { s, idendereco, cart } = await shopper('Cliente Só Combo', [
      { idproduto: CAFE.idcombopromocional_cabecalho, quantidade: 5 },
    ]);
    const r = await placeOk(
      s,
      orderBody(cart, {
        idformapagto: payment('emporio', 'PIX'),
        idformaentrega: METHODS.emporio.agendada,
        idendereco,
      }),
    );
    expect(r.pedido.totalProdutos).toBe(5 * 4490);
  });

  it('the combo products leave stock, and short stock refuses the order by name', async () => {
    await world.sql('UPDATE produtos SET estoque = 3 WHERE idproduto = $1', [MANTEIGA]);
    try {
      const { s, idendereco, cart } = await shopper('Cliente Combo Estoque', [
        { idproduto: MANTEIGA, quantidade: 2 },
        { idproduto: CAFE.idcombopromocional_cabecalho, quantidade: 2 },
      ]);
      const r = await submitRaw(
        s,
        orderBody(cart, {
          idformapagto: payment('emporio', 'PIX'),
          idformaentrega: METHODS.emporio.agendada,
          idendereco,
        }),
      );
      expectApiError(r, 409, ORDER_MESSAGES.estoqueInsuficiente);
      expect(r.body.itensName).toBe('Manteiga com sal 200 g');
      await saveCart(s, {
        cartItens: [
          { idproduto: MANTEIGA, quantidade: 1 },
          { idproduto: CAFE.idcombopromocional_cabecalho, quantidade: 2 },
        ],
      });
      const ok = await placeOk(
        s,
        orderBody(await getCart(s), {
          idformapagto: payment('emporio', 'PIX'),
          idformaentrega: METHODS.emporio.agendada,
          idendereco,
        }),
      );
      expect(ok.numpedido).toBeGreaterThan(0);
      expect(
        (
          await world.sql<{ estoque: string }>('SELECT estoque::text FROM produtos WHERE idproduto = $1', [MANTEIGA])
        )[0]!.estoque,
      ).toBe('0.000');
    } finally {
      await world.sql('UPDATE produtos SET estoque = NULL WHERE idproduto = $1', [MANTEIGA]);
    }
  });

  it('a combo quantity other than the saved one is a changed cart (409)', async () => {
    const { s, idendereco, cart } = await shopper('Cliente Combo Alterado', [
      { idproduto: CAFE.idcombopromocional_cabecalho, quantidade: 2 },
    ]);
    const body = orderBody(cart, {
      idformapagto: payment('emporio', 'PIX'),
      idformaentrega: METHODS.emporio.agendada,
      idendereco,
    });
    body.itens = [{ idproduto: CAFE.idcombopromocional_cabecalho, quantidade: 1 }];
    expectApiError(await submitRaw(s, body), 409, ORDER_MESSAGES.carrinhoAlterado);
  });

  it('a combo exclusive to one client: in its cart at its rule; unknown to another', async () => {
    const { s } = await shopper('Cliente Combo Exclusivo', []);
    const other = await newCustomer('emporio', 'Cliente Sem Combo');
    const id = 'a7c0b1d2-0e1f-4a2b-9c3d-16c0b00000ff';
    await world.sql(
      `INSERT INTO combos_promocionais (idcombopromocional_cabecalho, idfornecedor, idcliente, nome, slug, regra, valor)
       VALUES ($1, $2, $3, 'Combo do teste', 'combo-do-teste', 'PERCENTUAL', 2000)`,
      [id, E.idfornecedor, s.usuario.idcliente],
    );
    await world.sql(
      'INSERT INTO combos_promocionais_produtos (idcombopromocional_cabecalho, idproduto, quantidade) VALUES ($1, $2, 3)',
      [id, FEIJAO],
    );
    const cart = await saveCart(s, { cartItens: [{ idproduto: id, quantidade: 1 }] });
    expect(cart.produtosSelecionados[0]).toMatchObject({
      idcombopromocional_cabecalho: id,
      precoLista: 3 * 849,
      preconf: Math.round(3 * 849 * 0.8),
    });
    expectApiError(
      await saveCartRaw(other, { cartItens: [{ idproduto: id, quantidade: 1 }] }),
      400,
      CART_API_MESSAGES.produtoNaoEncontrado,
    );
  });
});
