import { buildPixPayload, crc16Ccitt, formatPixAmount, parsePixPayload, sanitizeTxid, validatePixPayload } from './pix';

/**
 * Banco Central, "Manual de Padrões para Iniciação do Pix" (annex: static BR Code example): key
 * 123e4567-e12b-12d1-a456-426655440000, "Fulano de Tal", BRASILIA, txid ***, no amount.
 */
const BCB_EXAMPLE =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-426655440000' +
  '5204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';

const base = {
  chave: '123e4567-e12b-12d1-a456-426655440000',
  nomeRecebedor: 'Fulano de Tal',
  cidadeRecebedor: 'BRASILIA',
};

describe('crc16Ccitt', () => {
  it('matches the CRC-16/CCITT-FALSE check value ("123456789" → 29B1)', () => {
    expect(crc16Ccitt('123456789')).toBe('29B1');
  });
  it("matches the Banco Central example's CRC over everything up to and including 6304", () => {
    expect(crc16Ccitt(BCB_EXAMPLE.slice(0, -4))).toBe('1D3D');
  });
  it('pads to 4 uppercase hex digits', () => {
    expect(crc16Ccitt('')).toBe('FFFF');
    expect(crc16Ccitt('A')).toMatch(/^[0-9A-F]{4}$/);
  });
});

describe('buildPixPayload', () => {
  it('reproduces the Banco Central example apart from the GUI, written in uppercase', () => {
    const built = buildPixPayload(base);
    const expectedBody = BCB_EXAMPLE.slice(0, -4).replace('br.gov.bcb.pix', 'BR.GOV.BCB.PIX');
    expect(built.slice(0, -4)).toBe(expectedBody);
    expect(built.slice(-4)).toBe(crc16Ccitt(expectedBody));
  });

  it('puts the fields in order with 2-digit lengths', () => {
    const p = buildPixPayload({
      ...base,
      valorCentavos: 12345,
      txid: 'PED123',
      descricao: 'Pedido 123',
      cep: '70040-010',
      unico: true,
    });
    const parsed = parsePixPayload(p);
    expect(parsed.order).toEqual(['00', '01', '26', '52', '53', '54', '58', '59', '60', '61', '62', '63']);
    expect(parsed.fields).toMatchObject({
      '00': '01',
      '01': '12',
      '52': '0000',
      '53': '986',
      '54': '123.45',
      '58': 'BR',
      '59': 'Fulano de Tal',
      '60': 'BRASILIA',
      '61': '70040010',
    });
    expect(parsed.merchantAccount).toEqual({ '00': 'BR.GOV.BCB.PIX', '01': base.chave, '02': 'Pedido 123' });
    expect(parsed.additionalData).toEqual({ '05': 'PED123' });
    expect(p).toContain('5406123.45');
    expect(p).toContain('62100506PED123');
    expect(p).toContain('26720014BR.GOV.BCB.PIX0136123e4567-e12b-12d1-a456-4266554400000210Pedido 123');
  });

  it('omits 01 unless single use is asked and 54 when there is no amount', () => {
    for (const valorCentavos of [undefined, null, 0]) {
      const { order } = parsePixPayload(buildPixPayload({ ...base, valorCentavos }));
      expect(order).not.toContain('01');
      expect(order).not.toContain('54');
    }
  });

  it('formats amounts with a dot and 2 decimals', () => {
    expect(formatPixAmount(1)).toBe('0.01');
    expect(formatPixAmount(10)).toBe('0.10');
    expect(formatPixAmount(100)).toBe('1.00');
    expect(formatPixAmount(12345)).toBe('123.45');
    expect(parsePixPayload(buildPixPayload({ ...base, valorCentavos: 1 })).fields['54']).toBe('0.01');
    expect(() => formatPixAmount(1.5)).toThrow(/centavos/);
    expect(() => formatPixAmount(-1)).toThrow(/centavos/);
  });

  it('strips accents and non-ASCII, and truncates name (25) and city (15)', () => {
    const { fields } = parsePixPayload(
      buildPixPayload({
        ...base,
        nomeRecebedor: 'Padaria São João & Confeitaria Ltda',
        cidadeRecebedor: 'São José dos Campos ★',
      }),
    );
    expect(fields['59']).toBe('Padaria Sao Joao & Confei');
    expect(fields['60']).toBe('Sao Jose dos Ca');
    expect(parsePixPayload(buildPixPayload({ ...base, cidadeRecebedor: 'Goiânia' })).fields['60']).toBe('Goiania');
  });

  it('sanitises the txid (letters and digits, at most 25, "***" by default)', () => {
    expect(sanitizeTxid('pedido-2024/0001_ç')).toBe('pedido20240001');
    expect(sanitizeTxid('A'.repeat(30))).toBe('A'.repeat(25));
    expect(sanitizeTxid('')).toBe('***');
    expect(sanitizeTxid('---')).toBe('***');
    expect(sanitizeTxid(undefined)).toBe('***');
    expect(parsePixPayload(buildPixPayload({ ...base, txid: 'ab-12' })).additionalData['05']).toBe('ab12');
  });

  it('throws on an empty key or a merchant account info over 99 characters', () => {
    expect(() => buildPixPayload({ ...base, chave: '  ' })).toThrow('Chave Pix obrigatória');
    expect(() => buildPixPayload({ ...base, descricao: 'x'.repeat(60) })).toThrow(/excedem 99/);
    expect(() => buildPixPayload({ ...base, descricao: 'x'.repeat(37) })).not.toThrow();
    expect(() => buildPixPayload({ ...base, descricao: 'x'.repeat(38) })).toThrow(/excedem 99/);
  });

  it('rejects an invalid CEP and blank name or city', () => {
    expect(() => buildPixPayload({ ...base, cep: '123' })).toThrow(/CEP/);
    expect(() => buildPixPayload({ ...base, nomeRecebedor: '★' })).toThrow(/Nome/);
    expect(() => buildPixPayload({ ...base, cidadeRecebedor: ' ' })).toThrow(/Cidade/);
  });
});

describe('validatePixPayload', () => {
  it('accepts the Banco Central example (lowercase GUI)', () => {
    expect(validatePixPayload(BCB_EXAMPLE)).toEqual({ ok: true });
  });

  it('round trips build → validate', () => {
    const p = buildPixPayload({ ...base, valorCentavos: 990, txid: 'ABC123', descricao: 'Compra', unico: true });
    expect(validatePixPayload(p)).toEqual({ ok: true });
    expect(
      validatePixPayload(
        buildPixPayload({ chave: 'loja@example.com', nomeRecebedor: 'Loja', cidadeRecebedor: 'Recife' }),
      ),
    ).toEqual({
      ok: true,
    });
  });

  it('rejects a corrupted CRC or a changed character', () => {
    expect(validatePixPayload(BCB_EXAMPLE.replace(/1D3D$/, '1D3E'))).toEqual({
      ok: false,
      motivo: 'CRC do código Pix não confere',
    });
    expect(validatePixPayload(BCB_EXAMPLE.replace('Fulano', 'Fulana'))).toEqual({
      ok: false,
      motivo: 'CRC do código Pix não confere',
    });
  });

  it('rejects a wrong start, a missing or misplaced CRC, a broken TLV and a missing GUI', () => {
    expect(validatePixPayload(BCB_EXAMPLE.replace(/^000201/, '000202'))).toMatchObject({
      ok: false,
      motivo: expect.stringMatching(/000201/),
    });
    expect(validatePixPayload(BCB_EXAMPLE.slice(0, -8))).toMatchObject({
      ok: false,
      motivo: expect.stringMatching(/63/),
    });
    expect(validatePixPayload(BCB_EXAMPLE.slice(0, -2))).toMatchObject({ ok: false });
    const body = '000201' + '26180014BR.GOV.BCB.XYZ' + '5802BR6304';
    expect(validatePixPayload(body + crc16Ccitt(body))).toMatchObject({
      ok: false,
      motivo: expect.stringMatching(/BR\.GOV\.BCB\.PIX/),
    });
  });
});

describe('crc16Ccitt over UTF-8', () => {
  // Expected values: the same CRC over Node's Buffer.from(text) bytes, computed once by hand.
  it.each([
    ['é', '7ACB'], // C3 A9
    ['€', '0B51'], // E2 82 AC
    ['😀', '4F4F'], // F0 9F 98 80
    ['São Paulo', 'E390'],
  ])('hashes the UTF-8 bytes of %s', (text, crc) => expect(crc16Ccitt(text)).toBe(crc));
});
