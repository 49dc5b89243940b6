import { callPath } from '@/lib/commerce/request';
import { addressEndpoints, cepEndpoints } from '@/lib/contract/address';

/** The storefront's address and CEP calls, filled from the descriptors, keep the URLs the API has always answered. */
describe('address and CEP endpoints: paths the storefront sends', () => {
  const token = 'sessao_Abc-123';
  const idcliente = '3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b';
  const idendereco = '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d';
  const body = {
    rua: 'Rua Harmonia',
    numero: '120',
    bairro: 'Vila Madalena',
    cidade: 'São Paulo',
    uf: 'SP',
    cep: '05435-000',
  };

  it('address book: the session token in {token}, sent as is', () => {
    expect(callPath(addressEndpoints.listAddresses, { auth: { token } }).path).toBe(`/v1/app/${token}/enderecos`);
    expect(callPath(addressEndpoints.createAddress, { auth: { token }, body }).path).toBe(`/v1/app/${token}/enderecos`);
    expect(callPath(addressEndpoints.updateAddress, { auth: { token }, body: { ...body, idendereco } }).path).toBe(
      `/v1/app/${token}/enderecosput`,
    );
    expect(callPath(addressEndpoints.deleteAddress, { auth: { token }, params: { idendereco } }).path).toBe(
      `/v1/app/${token}/cliente/enderecos/${idendereco}/excluir`,
    );
  });

  it('billing address: the client in {idcliente}; the token redacted from the loggable path', () => {
    const r = callPath(addressEndpoints.getBillingAddress, { auth: { token }, params: { idcliente } });
    expect(r.path).toBe(`/v2/app/${token}/enderecos/${idcliente}/faturamento`);
    expect(r.safePath).toBe(`/v2/app/***/enderecos/${idcliente}/faturamento`);
    expect(callPath(addressEndpoints.saveBillingAddress, { auth: { token }, params: { idcliente }, body }).path).toBe(
      `/v2/app/${token}/enderecos/${idcliente}/faturamento`,
    );
  });

  it('CEP and geocoding: public, the value percent-encoded', () => {
    expect(callPath(cepEndpoints.lookupCep, { params: { cep: '05435000' } }).path).toBe('/v4/cep/05435000');
    expect(callPath(cepEndpoints.geocodeAddress, { query: { endereco: 'Rua Harmonia, 120' } }).path).toBe(
      '/v4/geocode?endereco=Rua+Harmonia%2C+120',
    );
  });

  it('the address book needs a session; CEP and geocoding do not', () => {
    expect(Object.values(addressEndpoints).map((e) => e.session)).toEqual(Array(6).fill('required'));
    expect(Object.values(cepEndpoints).map((e) => e.session)).toEqual(['none', 'none']);
  });
});
