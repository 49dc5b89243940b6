import { buyerKindOf, COMPANIES_ONLY_TAG, mayOfferTo, sellsOnlyToCompanies } from './supplier-audience';

const ATACADO = ['has-delivery', COMPANIES_ONLY_TAG];
const EMPORIO = ['has-delivery', 'has-collect'];

describe('supplier audience', () => {
  it('reads the companies-only tag', () => {
    expect(sellsOnlyToCompanies(ATACADO)).toBe(true);
    expect(sellsOnlyToCompanies(EMPORIO)).toBe(false);
  });

  it('buyer kind from the logged-in document type', () => {
    expect(buyerKindOf(null)).toBe('visitante');
    expect(buyerKindOf('EMAIL')).toBe('visitante');
    expect(buyerKindOf('CPF')).toBe('consumidor');
    expect(buyerKindOf('ESTRANGEIRO')).toBe('consumidor');
    expect(buyerKindOf('CNPJ')).toBe('empresa');
  });

  it('a companies-only supplier is never offered to a consumer; visitors and companies see it', () => {
    expect(mayOfferTo(ATACADO, 'consumidor')).toBe(false);
    expect(mayOfferTo(ATACADO, 'visitante')).toBe(true);
    expect(mayOfferTo(ATACADO, 'empresa')).toBe(true);
    expect(mayOfferTo(EMPORIO, 'consumidor')).toBe(true);
  });
});
