import { requiresAddress } from '../rules/delivery';
import {
  accessContext,
  catalogDelivery,
  DELIVERY_COOKIE,
  deliveryCookieOptions,
  describeContext,
  emptyContext,
  hasPlace,
  readContext,
  withoutPlace,
  withPlace,
  withType,
} from './context';

const EMPORIO = '3f1c9a52-6d0e-4b7a-9c21-5e8f0a1b2c01';
const ATACADO = '8b2e7c14-3a9f-4d56-b1e0-6f7a8b9c0d02';
const BOTH = ['has-delivery', 'has-collect'];
const PICKUP_ONLY = ['has-collect'];
const ATACADO_TAGS = ['has-delivery', 'requires-address-to-access'];
const STORE = {
  idloja: '11111111-2222-4333-8444-555555555555',
  nome: 'Loja Centro',
  descricao_endereco_loja: 'Rua A, 1',
  lat: -29.1,
  lng: -51.5,
};

describe('delivery cookie', () => {
  it('is commerce-delivery: sealed, httpOnly, SameSite=Lax, scoped like the session cookie', () => {
    const o = deliveryCookieOptions(
      { protocol: 'http', host: 'localhost:3000', base: '/emporio-bom-preco' },
      'x'.repeat(32),
    );
    expect(o.cookieName).toBe(DELIVERY_COOKIE);
    expect(DELIVERY_COOKIE).toBe('commerce-delivery');
    expect(o.cookieOptions).toMatchObject({
      httpOnly: true,
      sameSite: 'lax',
      secure: false,
      path: '/emporio-bom-preco',
    });
    expect(
      deliveryCookieOptions({ protocol: 'https', host: 'loja.com.br', base: '' }, 'x'.repeat(32)).cookieOptions,
    ).toMatchObject({
      secure: true,
      path: '/',
    });
  });
});

describe('readContext', () => {
  it('defaults to DELIVERY with no place', () => {
    expect(readContext(undefined, EMPORIO, BOTH)).toEqual(emptyContext(EMPORIO));
    expect(readContext({ junk: true }, EMPORIO, BOTH)).toEqual(emptyContext(EMPORIO));
  });
  it('ignores the context of another supplier', () => {
    const other = withPlace(emptyContext(ATACADO), { cep: '05042000', lat: -23.5, lng: -46.6 });
    expect(readContext(other, EMPORIO, BOTH)).toEqual(emptyContext(EMPORIO));
    expect(readContext(other, ATACADO.toUpperCase(), BOTH).cep).toBe('05042000');
  });
  it('forces the type the supplier offers (pickup only → RETIRADA)', () => {
    expect(readContext({ idfornecedor: EMPORIO, tipoEntrega: 'DELIVERY' }, EMPORIO, PICKUP_ONLY).tipoEntrega).toBe(
      'RETIRADA',
    );
    expect(readContext({ idfornecedor: EMPORIO, tipoEntrega: 'RETIRADA' }, EMPORIO, ['has-delivery']).tipoEntrega).toBe(
      'DELIVERY',
    );
  });
  it('rejects malformed fields (CEP with a dash, out-of-range lat)', () => {
    expect(readContext({ idfornecedor: EMPORIO, cep: '05435-000' }, EMPORIO, BOTH)).toEqual(emptyContext(EMPORIO));
    expect(readContext({ idfornecedor: EMPORIO, lat: 123, lng: 0 }, EMPORIO, BOTH)).toEqual(emptyContext(EMPORIO));
  });
});

describe('place, type and the address gate', () => {
  it('a CEP point opens the requires-address gate; clearing closes it again', () => {
    const empty = emptyContext(ATACADO);
    expect(requiresAddress(ATACADO_TAGS, accessContext(empty))).toBe(true);
    const placed = withPlace(empty, { cep: '05042000', lat: -23.5262, lng: -46.6932, textoendereco: 'Rua Clélia' });
    expect(hasPlace(placed)).toBe(true);
    expect(requiresAddress(ATACADO_TAGS, accessContext(placed))).toBe(false);
    expect(requiresAddress(ATACADO_TAGS, accessContext(withoutPlace(placed)))).toBe(true);
    expect(hasPlace({ idendereco: '9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c01' })).toBe(true);
  });
  it('switching to DELIVERY drops the chosen store; RETIRADA keeps it', () => {
    const pickup = { ...emptyContext(EMPORIO), tipoEntrega: 'RETIRADA' as const, loja: STORE };
    expect(withType(pickup, 'DELIVERY', BOTH)).toMatchObject({ tipoEntrega: 'DELIVERY', loja: null });
    expect(withType(pickup, 'RETIRADA', BOTH).loja).toEqual(STORE);
    expect(withType(emptyContext(EMPORIO), 'DELIVERY', PICKUP_ONLY).tipoEntrega).toBe('RETIRADA');
  });
});

describe('catalogDelivery: what travels with every catalog call', () => {
  it('always the type; the saved address wins over the point; the store only for pickup', () => {
    expect(catalogDelivery(emptyContext(EMPORIO))).toEqual({ tipoentrega: 'DELIVERY' });
    const placed = withPlace(emptyContext(EMPORIO), { cep: '05435000', lat: -23.5543, lng: -46.6893 });
    expect(catalogDelivery(placed)).toEqual({ tipoentrega: 'DELIVERY', lat: -23.5543, lng: -46.6893 });
    const saved = { ...placed, idendereco: '9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c01' };
    expect(catalogDelivery(saved)).toEqual({
      tipoentrega: 'DELIVERY',
      idendereco: '9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c01',
    });
    expect(catalogDelivery({ ...emptyContext(EMPORIO), tipoEntrega: 'RETIRADA', loja: STORE })).toEqual({
      tipoentrega: 'RETIRADA',
      idloja: STORE.idloja,
    });
    expect(catalogDelivery(null)).toBeUndefined();
  });
});

describe('describeContext (header label)', () => {
  it('delivery and pickup', () => {
    expect(describeContext(emptyContext(EMPORIO))).toEqual({ rotulo: 'Entrega', detalhe: 'Informe seu CEP' });
    const placed = withPlace(emptyContext(EMPORIO), {
      cep: '05435000',
      lat: -23.5,
      lng: -46.6,
      textoendereco: 'Rua Harmonia',
    });
    expect(describeContext(placed)).toEqual({ rotulo: 'Receber em 05435-000', detalhe: 'Rua Harmonia' });
    expect(describeContext({ ...emptyContext(EMPORIO), tipoEntrega: 'RETIRADA', loja: STORE })).toEqual({
      rotulo: 'Retirada em Loja Centro',
      detalhe: 'Rua A, 1',
    });
    expect(describeContext({ ...emptyContext(EMPORIO), tipoEntrega: 'RETIRADA' }).rotulo).toBe('Retirada');
  });
});
