import {
  bestQuantityOffer,
  isOffer,
  offerDiscountBp,
  quantityOffers,
  reachableQuantity,
  referenceOffer,
} from './offer';
import { unitPrice } from './price';

/** Feijão carioca of the demo: R$ 8,49, take 3/6/12 for 7,99/7,59/7,19. */
const beans = { preco: 849, efeitospoliticas: { descontoProgressivo: { '3': 799, '6': 759, '12': 719 } } };
/** Óleo de soja: R$ 7,99, wholesale R$ 7,19 from 6. */
const oil = { preco: 799, precovendaatacado: 719, minvendaatacado: 6 };

describe('referenceOffer', () => {
  it('de/por with the whole percent off, rounded down', () => {
    expect(referenceOffer({ preco: 990, precode: 1290 })).toEqual({ de: 1290, por: 990, percentual: 23 });
    expect(referenceOffer({ preco: 500, precode: 1000 })).toEqual({ de: 1000, por: 500, percentual: 50 });
  });
  it('no offer without a reference price above the price', () => {
    expect(referenceOffer({ preco: 990 })).toBeNull();
    expect(referenceOffer({ preco: 990, precode: null })).toBeNull();
    expect(referenceOffer({ preco: 990, precode: 990 })).toBeNull();
    expect(referenceOffer({ preco: 990, precode: 800 })).toBeNull();
  });
});

describe('reachableQuantity', () => {
  it('raises to the minimum and the granularity', () => {
    expect(reachableQuantity({ granularidade: 0.25, min_por_pedido: 0.25 }, 0.3)).toBe(0.5);
    expect(reachableQuantity({ granularidade: 0.25 }, 0.3)).toBe(1);
    expect(reachableQuantity({ min_por_pedido: 12 }, 4)).toBe(12);
  });
  it('is null when the maximum per order keeps it below', () => {
    expect(reachableQuantity({ maxporpedido: 10 }, 12)).toBeNull();
    expect(reachableQuantity({ maxporpedido: 12 }, 12)).toBe(12);
  });
});

describe('quantityOffers', () => {
  it('lists progressive tiers as the cart charges them', () => {
    expect(quantityOffers(beans)).toEqual([
      { origem: 'PROGRESSIVO', quantidade: 3, preco: 799 },
      { origem: 'PROGRESSIVO', quantidade: 6, preco: 759 },
      { origem: 'PROGRESSIVO', quantidade: 12, preco: 719 },
    ]);
    for (const o of quantityOffers(beans)) expect(unitPrice(beans, o.quantidade).preco).toBe(o.preco);
  });
  it('wholesale from minvendaatacado, divided by the increment multiple unless disable-product-multiple', () => {
    expect(quantityOffers(oil)).toEqual([{ origem: 'ATACADO', quantidade: 6, preco: 719 }]);
    const box = { ...oil, minvendaatacado: 12, multiploincremento: 6 };
    expect(quantityOffers(box)).toEqual([{ origem: 'ATACADO', quantidade: 2, preco: 719 }]);
    expect(quantityOffers(box, { disableProductMultiple: true })).toEqual([
      { origem: 'ATACADO', quantidade: 12, preco: 719 },
    ]);
  });
  it('in the product unit: kilos sold by 250 g reach a tier at its threshold', () => {
    const cheese = {
      preco: 5490,
      granularidade: 0.25,
      min_por_pedido: 0.25,
      efeitospoliticas: { descontoProgressivo: { '1.5': 5190 } },
    };
    expect(quantityOffers(cheese)).toEqual([{ origem: 'PROGRESSIVO', quantidade: 1.5, preco: 5190 }]);
  });
  it('drops tiers beyond the maximum per order', () => {
    expect(quantityOffers({ ...beans, maxporpedido: 10 }).map((o) => o.quantidade)).toEqual([3, 6]);
    expect(quantityOffers({ ...beans, maxporpedido: 2 })).toEqual([]);
  });
  it('drops a wholesale price the progressive tiers shadow at its quantity', () => {
    const both = {
      preco: 1000,
      precovendaatacado: 800,
      minvendaatacado: 6,
      efeitospoliticas: { descontoProgressivo: { '3': 950 } },
    };
    expect(unitPrice(both, 6).origem).toBe('PROGRESSIVO');
    expect(quantityOffers(both)).toEqual([{ origem: 'PROGRESSIVO', quantidade: 3, preco: 950 }]);
  });
  it('keeps wholesale before the first tier', () => {
    const both = {
      preco: 1000,
      precovendaatacado: 900,
      minvendaatacado: 5,
      efeitospoliticas: { descontoProgressivo: { '10': 880, '20': 850 } },
    };
    expect(quantityOffers(both).map((o) => [o.origem, o.quantidade])).toEqual([
      ['ATACADO', 5],
      ['PROGRESSIVO', 10],
      ['PROGRESSIVO', 20],
    ]);
  });
  it('ignores quantity prices not below the price', () => {
    expect(quantityOffers({ preco: 700, precovendaatacado: 719, minvendaatacado: 6 })).toEqual([]);
    expect(quantityOffers({ preco: 700, efeitospoliticas: { descontoProgressivo: { '3': 700 } } })).toEqual([]);
  });
});

describe('bestQuantityOffer, isOffer, offerDiscountBp', () => {
  it('the lowest quantity price', () => {
    expect(bestQuantityOffer(beans)).toEqual({ origem: 'PROGRESSIVO', quantidade: 12, preco: 719 });
    expect(bestQuantityOffer(oil)).toEqual({ origem: 'ATACADO', quantidade: 6, preco: 719 });
    expect(bestQuantityOffer({ preco: 100 })).toBeNull();
  });
  it('an offer has a reference price above the price or a reachable quantity price', () => {
    expect(isOffer(beans)).toBe(true);
    expect(isOffer(oil)).toBe(true);
    expect(isOffer({ preco: 990, precode: 1290 })).toBe(true);
    expect(isOffer({ preco: 990 })).toBe(false);
    expect(isOffer({ preco: 990, precode: 990 })).toBe(false);
    expect(isOffer({ ...beans, maxporpedido: 2 })).toBe(false);
  });
  it('the deepest discount in basis points', () => {
    expect(offerDiscountBp({ preco: 990, precode: 1290 })).toBe(2325);
    expect(offerDiscountBp(beans)).toBe(Math.floor((130 * 10000) / 849));
    expect(offerDiscountBp({ ...beans, precode: 2000 })).toBe(Math.floor(((2000 - 849) * 10000) / 2000));
    expect(offerDiscountBp({ preco: 990 })).toBe(0);
  });
});
