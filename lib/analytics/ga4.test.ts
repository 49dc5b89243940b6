import { GA4_TAG, cartEvent, ga4Enabled, pushEvent } from './ga4';

describe('GA4 cart events', () => {
  it('only with the supplier tag and the performance preference', () => {
    expect(ga4Enabled([GA4_TAG], { performance: true })).toBe(true);
    expect(ga4Enabled([GA4_TAG], { performance: false })).toBe(false);
    expect(ga4Enabled(['has-delivery'], { performance: true })).toBe(false);
  });

  it('money in reais, the quantity concerned, BRL', () => {
    const e = cartEvent('add_to_cart', [{ produto: { idproduto: 'p1', nome: 'Queijo' }, quantidade: 0.25, preco: 4590 }]);
    expect(e).toEqual({ event: 'add_to_cart', ecommerce: { currency: 'BRL', value: 11.48, items: [{ item_id: 'p1', item_name: 'Queijo', price: 45.9, quantity: 0.25 }] } });
  });

  it('clears the previous ecommerce object before each push', () => {
    const w: { dataLayer?: unknown[] } = {};
    pushEvent(w, cartEvent('view_cart', []));
    expect(w.dataLayer).toEqual([{ ecommerce: null }, { event: 'view_cart', ecommerce: { currency: 'BRL', value: 0, items: [] } }]);
  });
});
