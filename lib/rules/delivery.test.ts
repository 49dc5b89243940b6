import {
  hasModuleAccess,
  offeredDeliveryTypes,
  requiresAddress,
  requiresSupplierChoice,
  resolveDeliveryType,
} from './delivery';

describe('delivery type', () => {
  it('forces the only offered type', () => {
    expect(offeredDeliveryTypes(['has-collect'])).toEqual(['RETIRADA']);
    expect(resolveDeliveryType(['has-collect'], 'DELIVERY')).toBe('RETIRADA');
    expect(resolveDeliveryType(['has-delivery'], 'RETIRADA')).toBe('DELIVERY');
  });
  it('defaults to DELIVERY and honours a valid choice when both are offered', () => {
    expect(resolveDeliveryType(['has-delivery', 'has-collect'], null)).toBe('DELIVERY');
    expect(resolveDeliveryType(['has-delivery', 'has-collect'], 'RETIRADA')).toBe('RETIRADA');
  });
});

describe('access gates', () => {
  const tags = ['has-delivery', 'requires-address-to-access'];
  it('requires an address without idendereco nor lat', () => {
    expect(requiresAddress(tags, {})).toBe(true);
    expect(requiresAddress(tags, { lat: -23.5 })).toBe(false);
    expect(requiresAddress(tags, { idendereco: 'x' })).toBe(false);
    expect(requiresAddress(['requires-address-to-access'], {})).toBe(false);
  });
  it('requires a supplier choice when tagged', () => {
    expect(requiresSupplierChoice(['requires-supplier-to-access'], {})).toBe(true);
    expect(requiresSupplierChoice(['requires-supplier-to-access'], { fornecedorEscolhido: true })).toBe(false);
  });
  it('module access', () => {
    expect(hasModuleAccess(['Todos'], [])).toBe(true);
    expect(hasModuleAccess(['Web-commerce'], ['Web-commerce', 'Venda+ web'])).toBe(true);
    expect(hasModuleAccess(['Orçamento web'], ['Web-commerce'])).toBe(false);
  });
});
