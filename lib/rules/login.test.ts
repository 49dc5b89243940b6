import {
  classifyLogin,
  classifyLoginAt,
  CNPJ_INVALID_MESSAGE,
  documentKind,
  LOGIN_INVALID_MESSAGE,
  maskEmail,
  maskLoginInput,
  recognisedLogin,
} from './login';

describe('classifyLogin', () => {
  it.each([
    ['529.982.247-25', 'CPF', '52998224725'],
    ['52998224725', 'CPF', '52998224725'],
    [' 529 982 247 25 ', 'CPF', '52998224725'],
    ['11.222.333/0001-81', 'CNPJ', '11222333000181'],
    ['11222333000181', 'CNPJ', '11222333000181'],
    ['12.ABC.345/01DE-35', 'CNPJ', '12ABC34501DE35'],
    ['12abc34501de35', 'CNPJ', '12ABC34501DE35'],
    ['Joao.Silva@Gmail.com ', 'EMAIL', 'joao.silva@gmail.com'],
    ['AB123456', 'ESTRANGEIRO', 'AB123456'],
    ['x1234567', 'ESTRANGEIRO', 'X1234567'],
    ['123456789', 'ESTRANGEIRO', '123456789'],
  ])('%s → %s', (input, tipo, valor) => {
    expect(classifyLogin(input)).toEqual({ ok: true, tipo, valor });
  });

  it.each([
    '529.982.247-24',
    '52998224726',
    '111.111.111-11',
    '11.222.333/0001-82',
    '11222333000180',
    '12.ABC.345/01DE-36',
    '529.982.247',
    '1234567890123',
    'joao@',
    '@gmail.com',
    'joao silva@x.com',
    '',
    '   ',
    'ab',
    'abc<script>',
    'a'.repeat(121),
  ])('rejects %p with the spec message', (input) => {
    expect(classifyLogin(input)).toEqual({ ok: false, erro: LOGIN_INVALID_MESSAGE });
  });

  it('rejects non-strings', () => {
    expect(classifyLogin(undefined).ok).toBe(false);
    expect(classifyLogin(null).ok).toBe(false);
  });
});

describe('masks', () => {
  it('masks while typing', () => {
    expect(maskLoginInput('529982')).toBe('529.982');
    expect(maskLoginInput('52998224725')).toBe('529.982.247-25');
    expect(maskLoginInput('11222333000181')).toBe('11.222.333/0001-81');
    expect(maskLoginInput('12ABC34501DE35')).toBe('12.ABC.345/01DE-35');
    expect(maskLoginInput('jo@x.com')).toBe('jo@x.com');
    expect(maskLoginInput('AB123')).toBe('AB123');
  });

  /** What the field shows after typing `text` one key at a time (each key re-masks the value). */
  const typed = (text: string) => [...text].reduce((value, key) => maskLoginInput(value + key), '');

  it('masks as the shopper types: CPF, numeric CNPJ, alphanumeric CNPJ', () => {
    expect(typed('52998224725')).toBe('529.982.247-25');
    expect(typed('11222333000181')).toBe('11.222.333/0001-81');
    expect(typed('12ABC34501DE35')).toBe('12.ABC.345/01DE-35');
    expect(typed('12abc34501de35')).toBe('12.ABC.345/01DE-35');
    expect(typed('12A')).toBe('12.A');
    expect(typed('12ABC3450')).toBe('12.ABC.345/0');
    // Digits first, a letter later: the CPF punctuation becomes the CNPJ's.
    expect(typed('1234567A')).toBe('12.345.67A');
    expect(typed('1234567ABC0162')).toBe(maskLoginInput('1234567ABC0162'));
  });

  it('leaves emails and foreign documents as typed', () => {
    expect(typed('maria.souza@demo.com.br')).toBe('maria.souza@demo.com.br');
    // A dot in the local part once made 12+ letters and digits look like an alphanumeric CNPJ.
    for (const email of [
      'convidada.mwz01ecr3rfl@teste.com.br',
      'convidada.mjx2k9q1a7@teste.com.br',
      'joao.silva2024@gmail.com',
      'ana-paula.costa12@empresa.com.br',
      'ab.cde.fgh123456@x.com',
      'compras/filial01@atacado.com.br',
    ])
      expect(typed(email)).toBe(email);
    expect(typed('AB123456')).toBe('AB123456');
    expect(typed('V123456-7')).toBe('V123456-7');
    expect(typed('X1234567')).toBe('X1234567');
    // Began like a document: unmasked at the '@'.
    expect(typed('12abc@x.com.br')).toBe('12abc@x.com.br');
    expect(typed('52998224@x.com')).toBe('52998224@x.com');
  });

  it('sends the unmasked value: what the mask shows classifies to the plain document', () => {
    expect(classifyLogin(typed('12ABC34501DE35'))).toEqual({ ok: true, tipo: 'CNPJ', valor: '12ABC34501DE35' });
    expect(classifyLogin(typed('52998224725'))).toEqual({ ok: true, tipo: 'CPF', valor: '52998224725' });
  });

  it('masks emails', () => {
    expect(maskEmail('joao.silva@gmail.com')).toBe('jo***@gmail.com');
    expect(maskEmail('ab@x.com')).toBe('a***@x.com');
    expect(maskEmail('a@x.com')).toBe('a***@x.com');
    expect(maskEmail('nope')).toBe('***');
  });

  it('document kind', () => {
    expect(documentKind('52998224725')).toBe('CPF');
    expect(documentKind('12ABC34501DE35')).toBe('CNPJ');
    expect(documentKind('AB123456')).toBe('ESTRANGEIRO');
  });
});

describe('classifyLoginAt: where only companies buy, a document that is not a CNPJ is a mistyped one', () => {
  it.each([
    // Alphanumeric CNPJ with a wrong check digit, unpunctuated: elsewhere a foreign document.
    '12ABC34501DE36',
    // A letter O typed for a zero, and a CNPJ one character short.
    '1122233300O181',
    '1122233300018A',
    'AB123456',
    // Wrong check digits, numeric.
    '11.222.333/0001-82',
    '11222333000182',
  ])('%s → CNPJ inválido at the Atacado', (typed) => {
    expect(classifyLoginAt(typed, true)).toEqual({ ok: false, erro: CNPJ_INVALID_MESSAGE });
  });

  it('elsewhere the same foreign-looking strings stay foreign documents; valid CNPJ, CPF and email pass everywhere', () => {
    expect(classifyLoginAt('12ABC34501DE36', false)).toEqual({
      ok: true,
      tipo: 'ESTRANGEIRO',
      valor: '12ABC34501DE36',
    });
    expect(classifyLoginAt('AB123456', false)).toMatchObject({ ok: true, tipo: 'ESTRANGEIRO' });
    expect(classifyLoginAt('11222333000182', false)).toEqual({ ok: false, erro: LOGIN_INVALID_MESSAGE });
    for (const companiesOnly of [true, false]) {
      expect(classifyLoginAt('12.ABC.345/01DE-35', companiesOnly)).toMatchObject({ ok: true, tipo: 'CNPJ' });
      expect(classifyLoginAt('529.982.247-25', companiesOnly)).toMatchObject({ ok: true, tipo: 'CPF' });
      expect(classifyLoginAt('compras@empresa.com.br', companiesOnly)).toMatchObject({ ok: true, tipo: 'EMAIL' });
      expect(classifyLoginAt('compras@', companiesOnly)).toEqual({ ok: false, erro: LOGIN_INVALID_MESSAGE });
    }
  });

  it('says what the field recognised', () => {
    expect(recognisedLogin('529.982.247-25', false)).toBe('CPF reconhecido');
    expect(recognisedLogin('12.ABC.345/01DE-35', true)).toBe('CNPJ reconhecido');
    expect(recognisedLogin('AB123456', false)).toBe('Documento estrangeiro');
    expect(recognisedLogin('AB123456', true)).toMatch(/^Documento estrangeiro: /);
    expect(recognisedLogin('ana@exemplo.com', false)).toBe('Email reconhecido');
    expect(recognisedLogin('529.98', false)).toBe('Documento estrangeiro');
    expect(recognisedLogin('529', false)).toBeNull();
  });
});
