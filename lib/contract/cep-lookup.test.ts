import { cepLookupBodySchema } from './address';
import { readCepLookupBody } from './cep-lookup';

const hit = {
  ok: true,
  cep: '05435000',
  rua: 'Rua Harmonia',
  bairro: 'Vila Madalena',
  cidade: 'São Paulo',
  uf: 'SP',
  pais: 'Brasil',
  lat: -23.5543,
  lng: -46.6893,
};

const samples: unknown[] = [
  hit,
  { ok: false, mensagem: 'CEP não encontrado' },
  { ...hit, lat: '-23.5' },
  { ...hit, lng: Number.NaN },
  { ...hit, rua: undefined },
  { ...hit, ok: 'true' },
  { ok: false },
  { ok: false, mensagem: 42 },
  null,
  'texto',
  [],
  {},
];

describe('readCepLookupBody', () => {
  it.each(samples.map((s, i) => [i, s]))('agrees with cepLookupBodySchema on sample %i', (_i, sample) => {
    const parsed = cepLookupBodySchema.safeParse(sample);
    expect(readCepLookupBody(sample)).toEqual(parsed.success ? parsed.data : null);
  });

  it('keeps only the known fields of a hit', () => {
    expect(readCepLookupBody({ ...hit, extra: '<script>' })).toEqual(hit);
  });
});
