import {
  addToWishlistEvent,
  beginCheckoutEvent,
  cartEvent,
  firstPurchaseReport,
  GA4_TAG,
  ga4Enabled,
  mirrorBody,
  paymentInfoEvent,
  purchaseEvent,
  pushEvent,
  selectItemEvent,
  sendEvent,
  viewItemEvent,
  viewItemListEvent,
} from './ga4';

describe('GA4 cart events', () => {
  it('only with the supplier tag and the performance preference', () => {
    expect(ga4Enabled([GA4_TAG], { performance: true })).toBe(true);
    expect(ga4Enabled([GA4_TAG], { performance: false })).toBe(false);
    expect(ga4Enabled(['has-delivery'], { performance: true })).toBe(false);
  });

  it('money in reais, the quantity concerned, BRL', () => {
    const e = cartEvent('add_to_cart', [
      { produto: { idproduto: 'p1', nome: 'Queijo' }, quantidade: 0.25, preco: 4590 },
    ]);
    expect(e).toEqual({
      event: 'add_to_cart',
      ecommerce: {
        currency: 'BRL',
        value: 11.48,
        items: [{ item_id: 'p1', item_name: 'Queijo', price: 45.9, quantity: 0.25 }],
      },
    });
  });

  it('clears the previous ecommerce object before each push', () => {
    const w: { dataLayer?: unknown[] } = {};
    pushEvent(w, cartEvent('view_cart', []));
    expect(w.dataLayer).toEqual([
      { ecommerce: null },
      { event: 'view_cart', ecommerce: { currency: 'BRL', value: 0, items: [] } },
    ]);
  });
});

describe('GA4 checkout events', () => {
  const lines = [
    { produto: { idproduto: 'p1', nome: 'Queijo' }, quantidade: 2, preco: 4590 },
    { produto: { idproduto: 'p2', nome: 'Pão' }, quantidade: 1, preco: 1099 },
  ];

  it('begin_checkout carries the API total in reais, the coupon and the items', () => {
    expect(beginCheckoutEvent({ lines, valor: 10279, cupom: 'BEMVINDO10' })).toEqual({
      event: 'begin_checkout',
      ecommerce: {
        currency: 'BRL',
        value: 102.79,
        coupon: 'BEMVINDO10',
        items: [
          { item_id: 'p1', item_name: 'Queijo', price: 45.9, quantity: 2 },
          { item_id: 'p2', item_name: 'Pão', price: 10.99, quantity: 1 },
        ],
      },
    });
  });

  it('add_payment_info names the payment type; no coupon key without a coupon', () => {
    const e = paymentInfoEvent({ lines, valor: 500, cupom: null }, 'PIX');
    expect(e.ecommerce).toMatchObject({ payment_type: 'PIX', value: 5 });
    expect(e.ecommerce).not.toHaveProperty('coupon');
  });

  it('purchase: transaction_id is the order number, shipping in reais', () => {
    const e = purchaseEvent({ lines, valor: 11279, frete: 1000, numpedido: 1042, cupom: 'X' });
    expect(e).toMatchObject({
      event: 'purchase',
      ecommerce: { transaction_id: '1042', value: 112.79, shipping: 10, coupon: 'X', currency: 'BRL' },
    });
  });

  it('mirrors to the supplier log with flat parameters', () => {
    expect(mirrorBody(purchaseEvent({ lines, valor: 11279, frete: 1000, numpedido: 7 }))).toEqual({
      evento: 'purchase',
      parametros: { transaction_id: '7', currency: 'BRL', value: 112.79, shipping: 10, items: 2, item_ids: 'p1,p2' },
    });
  });

  it('reports a purchase once per order and session', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    };
    expect(firstPurchaseReport(storage, 'f', 7)).toBe(true);
    expect(firstPurchaseReport(storage, 'f', 7)).toBe(false);
    expect(firstPurchaseReport(storage, 'f', 8)).toBe(true);
    expect(firstPurchaseReport(null, 'f', 9)).toBe(false);
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => undefined,
    };
    expect(firstPurchaseReport(broken, 'f', 9)).toBe(false);
  });

  it('sendEvent pushes and posts the mirror to <base>/api/analytics', () => {
    const calls: [string, RequestInit][] = [];
    const original = global.fetch;
    global.fetch = ((url: string, init: RequestInit) => {
      calls.push([url, init]);
      return Promise.resolve({ ok: true });
    }) as unknown as typeof fetch;
    try {
      const w: { dataLayer?: unknown[] } = {};
      sendEvent(w, '/emporio', beginCheckoutEvent({ lines, valor: 100 }));
      expect(w.dataLayer).toHaveLength(2);
      expect(calls[0]![0]).toBe('/emporio/api/analytics');
      expect(JSON.parse(String(calls[0]![1].body))).toMatchObject({ evento: 'begin_checkout' });
    } finally {
      global.fetch = original;
    }
  });
});

describe('GA4 catalogue events', () => {
  const line = { produto: { idproduto: 'p1', nome: 'Pão francês' }, quantidade: 1, preco: 1890 };

  it('view_item, view_item_list, select_item, add_to_wishlist', () => {
    expect(viewItemEvent(line)).toEqual({
      event: 'view_item',
      ecommerce: {
        currency: 'BRL',
        value: 18.9,
        items: [{ item_id: 'p1', item_name: 'Pão francês', price: 18.9, quantity: 1 }],
      },
    });
    expect(viewItemListEvent('Mais vendidos', [line])).toMatchObject({
      event: 'view_item_list',
      ecommerce: { item_list_id: 'mais-vendidos', item_list_name: 'Mais vendidos' },
    });
    expect(selectItemEvent('Recomendados para você', line)).toMatchObject({
      event: 'select_item',
      ecommerce: { item_list_id: 'recomendados-para-voce', items: [{ item_id: 'p1' }] },
    });
    expect(addToWishlistEvent(line)).toMatchObject({ event: 'add_to_wishlist', ecommerce: { value: 18.9 } });
    expect(mirrorBody(viewItemListEvent('Mais vendidos', [line]))).toEqual({
      evento: 'view_item_list',
      parametros: { item_list_id: 'mais-vendidos', item_list_name: 'Mais vendidos', items: 1, item_ids: 'p1' },
    });
  });
});
