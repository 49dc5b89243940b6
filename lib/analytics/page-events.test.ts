import { pageViewEvents, selectEventFor } from './page-events';

describe('GA4 events read from the markup', () => {
  beforeEach(() => {
    document.body.innerHTML = `
      <h1 data-ga4-view-item="" data-ga4-item="p0" data-ga4-name="Queijo" data-ga4-price="4590">Queijo</h1>
      <ul data-ga4-list="Mais vendidos">
        <li><a href="/produto/a" data-ga4-item="p1" data-ga4-name="Pão" data-ga4-price="1890"><span>Pão</span></a></li>
        <li><a href="/produto/b" data-ga4-item="p2" data-ga4-name="Manteiga"></a></li>
      </ul>
      <a id="fora" href="/x">Outro</a>`;
  });

  it('view_item for the product page and view_item_list per list, each once', () => {
    const seen = new WeakSet<Element>();
    const first = pageViewEvents(document, seen);
    expect(first.map((e) => e.event)).toEqual(['view_item', 'view_item_list']);
    expect(first[1]).toMatchObject({
      ecommerce: {
        item_list_name: 'Mais vendidos',
        items: [
          { item_id: 'p1', price: 18.9 },
          { item_id: 'p2', price: 0 },
        ],
      },
    });
    expect(pageViewEvents(document, seen)).toEqual([]);
  });

  it('select_item for a click inside a list item, nothing elsewhere', () => {
    expect(selectEventFor(document.querySelector('span'))).toMatchObject({
      event: 'select_item',
      ecommerce: { item_list_name: 'Mais vendidos', items: [{ item_id: 'p1' }] },
    });
    expect(selectEventFor(document.getElementById('fora'))).toBeNull();
    expect(selectEventFor(document.querySelector('h1'))).toBeNull();
  });
});
