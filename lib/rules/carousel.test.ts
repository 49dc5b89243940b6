import { CAROUSEL_CALL_DELAY_MS, CAROUSEL_PRODUCTS_INTERVAL_MS, carouselLoadDelay, carouselSchedule } from './carousel';

describe('staggered carousels', () => {
  it('the spec constants', () => {
    expect(CAROUSEL_CALL_DELAY_MS).toBe(10);
    expect(CAROUSEL_PRODUCTS_INTERVAL_MS).toBe(1000);
  });

  it('first product carousel with the page, then 10 ms + 1000 ms apart; banners do not count', () => {
    const s = carouselSchedule([
      { idcarrossel: 'banner', tipo_conteudo: 'STATIC_IMAGES' },
      { idcarrossel: 'a', tipo_conteudo: 'PRODUTOS' },
      { idcarrossel: 'b', tipo_conteudo: 'PRODUTOS' },
      { idcarrossel: 'c', tipo_conteudo: 'PRODUTOS' },
    ]);
    expect([...s]).toEqual([
      ['a', 0],
      ['b', 1010],
      ['c', 2010],
    ]);
    expect(carouselLoadDelay(2) - carouselLoadDelay(1)).toBe(1000);
  });
});
