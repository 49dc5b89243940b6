import { CART_API_MESSAGES, subscriptionTypesResponseSchema } from '../../../lib/contract';
import { DEMO_SUBSCRIPTION, DEMO_SUPPLIERS } from '../../seed/demo-world';
import { RECURRENCE_MESSAGE } from '../../src/domain/cart/recurrence';
import { cartPath, getCart, newCustomer, productId, qs, saveCart, saveCartRaw } from '../cart-helpers';
import { expectApiError, get } from '../helpers';

/** Subscriptions in the cart (spec 4 Cart "Subscription"; GET /v4/subscription/type/list). */
const AD = DEMO_SUPPLIERS.adega;
const [MENSAL, BIMESTRAL] = DEMO_SUBSCRIPTION.tipos;
const CLUBE = productId('adega', 'Clube do Vinho Essencial – 2 garrafas por mês');
const MERLOT = productId('adega', 'Merlot Reserva 2021');

describe('GET /v4/subscription/type/list/{idfornecedor}', () => {
  it("lists the Adega's wine-club types in order with the label; a supplier without types has none", async () => {
    const r = subscriptionTypesResponseSchema.parse((await get(`/v4/subscription/type/list/${AD.slug}`)).body);
    expect(r.label).toBe(DEMO_SUBSCRIPTION.label);
    expect(r.tipos).toEqual(DEMO_SUBSCRIPTION.tipos.map((t) => ({ ...t })));
    expect((await get(`/v4/subscription/type/list/${DEMO_SUPPLIERS.emporio.idfornecedor}`)).body).toEqual({
      tipos: [],
      label: null,
    });
    expectApiError(await get('/v4/subscription/type/list/nao-existe'), 404, 'Fornecedor não encontrado');
  });
});

describe('cart with subscription products', () => {
  it('has recurrence only with a subscription product; the type asked, saved or "whitout" is answered', async () => {
    const s = await newCustomer('adega');
    const plain = await saveCart(s, { cartItens: [{ idproduto: MERLOT, quantidade: 1 }] }, {}, 'adega');
    expect(plain.meta_info).toEqual({ hasRecorrencia: false, recorrencia: { mensagem: null } });

    const club = await saveCart(
      s,
      {
        cartItens: [
          { idproduto: MERLOT, quantidade: 1 },
          { idproduto: CLUBE, quantidade: 1 },
        ],
      },
      {},
      'adega',
    );
    expect(club.meta_info).toEqual({ hasRecorrencia: true, recorrencia: { mensagem: RECURRENCE_MESSAGE } });
    expect(club.assinaturaSelecionada).toBeNull();

    // The storefront selects the first type and reloads the cart with it.
    const monthly = await getCart(s, { idtipoassinatura: MENSAL.idtipoassinatura }, 'adega');
    expect(monthly.assinaturaSelecionada).toBe(MENSAL.idtipoassinatura);
    expect(monthly.meta_info.recorrencia.mensagem).toBe(MENSAL.mensagem);

    const saved = await saveCart(
      s,
      {
        cartItens: [
          { idproduto: MERLOT, quantidade: 1 },
          { idproduto: CLUBE, quantidade: 1 },
        ],
      },
      { idtipoassinatura: BIMESTRAL.idtipoassinatura },
      'adega',
    );
    expect(saved.assinaturaSelecionada).toBe(BIMESTRAL.idtipoassinatura);
    expect((await getCart(s, {}, 'adega')).assinaturaSelecionada).toBe(BIMESTRAL.idtipoassinatura);

    const none = await saveCart(
      s,
      {
        cartItens: [
          { idproduto: MERLOT, quantidade: 1 },
          { idproduto: CLUBE, quantidade: 1 },
        ],
      },
      { idtipoassinatura: 'whitout' },
      'adega',
    );
    expect(none.assinaturaSelecionada).toBeNull();
    expect(none.meta_info.hasRecorrencia).toBe(true);
    // Subscription products have a maximum of one per order.
    expect(none.produtosSelecionados.find((p) => p.idproduto === CLUBE)!.maxporpedido).toBe(1);
  });

  it('refuses an unknown type, another supplier’s type and garbage with a pt-BR 400', async () => {
    const s = await newCustomer('adega');
    const items = { cartItens: [{ idproduto: CLUBE, quantidade: 1 }] };
    await saveCart(s, items, {}, 'adega');
    expectApiError(
      await saveCartRaw(s, items, { idtipoassinatura: '11111111-2222-4333-8444-555555555555' }, 'adega'),
      400,
      CART_API_MESSAGES.tipoAssinaturaInvalido,
    );
    expectApiError(
      await get(
        cartPath(s) + qs({ idfornecedor: AD.idfornecedor, idtipoassinatura: '11111111-2222-4333-8444-555555555555' }),
      ),
      400,
      CART_API_MESSAGES.tipoAssinaturaInvalido,
    );
    expectApiError(
      await get(cartPath(s) + qs({ idfornecedor: AD.idfornecedor, idtipoassinatura: 'mensal' })),
      400,
      /Tipo de assinatura inválido/,
    );
    const emporio = await newCustomer('emporio');
    expectApiError(
      await saveCartRaw(emporio, { cartItens: [] }, { idtipoassinatura: MENSAL.idtipoassinatura }),
      400,
      CART_API_MESSAGES.tipoAssinaturaInvalido,
    );
    expect((await getCart(s, {}, 'adega')).assinaturaSelecionada).toBeNull();
  });
});
