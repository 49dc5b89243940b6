import { formatDocument, isValidCnpj, isValidCpf, maskCnpj, maskCpf } from './documents';

describe('CPF', () => {
  it.each(['529.982.247-25', '52998224725'])('accepts %s', (cpf) => expect(isValidCpf(cpf)).toBe(true));
  it.each(['529.982.247-24', '529.982.247-15', '111.111.111-11', '1234567890', '529982247250'])('rejects %s', (cpf) =>
    expect(isValidCpf(cpf)).toBe(false),
  );
  it('masks as typed', () => {
    expect(maskCpf('529')).toBe('529');
    expect(maskCpf('5299822')).toBe('529.982.2');
    expect(maskCpf('52998224725')).toBe('529.982.247-25');
  });
});

describe('CNPJ', () => {
  it.each(['11.222.333/0001-81', '11222333000181', '12.ABC.345/01DE-35', '12abc34501de35'])('accepts %s', (cnpj) =>
    expect(isValidCnpj(cnpj)).toBe(true),
  );
  it.each([
    '11.222.333/0001-82',
    '11.222.333/0002-81',
    '12.ABC.345/01DE-36',
    '12.ABD.345/01DE-35',
    '12.ABC.345/01DE-3A',
    '00000000000000',
    '1122233300018',
  ])('rejects %s', (cnpj) => expect(isValidCnpj(cnpj)).toBe(false));
  it('masks numeric and alphanumeric forms', () => {
    expect(maskCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(maskCnpj('12abc34501de35')).toBe('12.ABC.345/01DE-35');
  });
});

describe('formatDocument', () => {
  it.each([
    ['52998224725', undefined, '529.982.247-25'],
    ['11222333000181', undefined, '11.222.333/0001-81'],
    ['12ABC34501DE35', undefined, '12.ABC.345/01DE-35'],
    ['12ABC34501DE35', 'CNPJ', '12.ABC.345/01DE-35'],
    ['52998224725', 'CPF', '529.982.247-25'],
    ['AB123456', 'ESTRANGEIRO', 'AB123456'],
    ['AB123456', undefined, 'AB123456'],
    // 11 digits that are not a valid CPF, stored as a foreign document: left as it is.
    ['12345678900', 'ESTRANGEIRO', '12345678900'],
    ['12345678900', undefined, '12345678900'],
  ] as const)('%s (%s) → %s', (doc, kind, shown) => expect(formatDocument(doc, kind)).toBe(shown));

  it('nothing → empty', () => {
    expect(formatDocument(null)).toBe('');
    expect(formatDocument('')).toBe('');
  });
});
