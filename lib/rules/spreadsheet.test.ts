import {
  MAX_SPREADSHEET_LINES,
  numberedRowsToEntries,
  parseQuantity,
  rowsToEntries,
  splitLine,
  splitText,
  SPREADSHEET_MESSAGES,
  spreadsheetTemplateCsv,
} from './spreadsheet';

describe('parseQuantity', () => {
  it.each([
    ['3', 3],
    ['1,5', 1.5],
    ['1.5', 1.5],
    ['1.000,25', 1000.25],
    [' "2" ', 2],
    ['0,125', 0.125],
  ])('%s → %s', (raw, q) => expect(parseQuantity(raw)).toBe(q));
  it.each(['', '0', '-1', 'abc', '1,2345', '1e3', '200000', '0,0004', '0.30000001'])('refuses %j', (raw) =>
    expect(parseQuantity(raw)).toBeNull(),
  );
  it.each([
    [String(0.1 + 0.2), 0.3],
    [String(3 * 1.1), 3.3],
    ['2.0000000000000004', 2],
    ['0,30000000000000004', 0.3],
  ])('rounds the floating-point artifact %s to %s', (raw, q) => expect(parseQuantity(raw)).toBe(q));
});

describe('splitLine', () => {
  it('splits on tab, semicolon, first comma or blanks', () => {
    expect(splitLine('EMP001\t2')).toEqual(['EMP001', '2']);
    expect(splitLine('EMP001;1,5')).toEqual(['EMP001', '1,5']);
    expect(splitLine('EMP001,1,5')).toEqual(['EMP001', '1,5']);
    expect(splitLine('EMP001 3')).toEqual(['EMP001', '3']);
    expect(splitLine('EMP001')).toEqual(['EMP001']);
    expect(splitLine('EMP001 ')).toEqual(['EMP001', '']);
    expect(splitLine('  EMP001 , , 3')).toEqual(['EMP001', ', 3']);
    expect(splitLine('"EMP 001" 2')).toEqual(['"EMP 001"', '2']);
    expect(splitLine('"ab"cd 3')).toEqual(['"ab"cd', '3']);
    expect(splitLine('"abc 3')).toEqual(['"abc', '3']);
    expect(splitLine('   ')).toEqual(['   ']);
  });
  it('takes time linear in the line: a long blank run (cubic for the old expression) is split at once', () => {
    const line = `ABC${' '.repeat(200_000)}\u2028x\u2028y`;
    const open = `"${'a'.repeat(200_000)}`;
    const t = performance.now();
    const cells = [splitLine(line), splitLine(open)];
    const ms = performance.now() - t;
    expect(cells).toEqual([['ABC', 'x\u2028y'], [open]]);
    expect(ms).toBeLessThan(50);
  });
});

describe('rowsToEntries', () => {
  it('skips the header and blank lines, keeps line numbers and flags bad lines', () => {
    const rows = splitText('\uFEFFcodigo;quantidade\r\nA1;2\r\n\r\nB2;x\r\n;3\r\nC3;1,5\r\n');
    expect(rowsToEntries(rows)).toEqual([
      { linha: 2, codigo: 'A1', quantidade: 2, erro: null },
      { linha: 4, codigo: 'B2', quantidade: null, erro: SPREADSHEET_MESSAGES.quantidadeInvalida },
      { linha: 5, codigo: '', quantidade: 3, erro: SPREADSHEET_MESSAGES.codigoAusente },
      { linha: 6, codigo: 'C3', quantidade: 1.5, erro: null },
    ]);
  });
  it('keeps a first line that is not a header', () => {
    expect(rowsToEntries([['A1', '1']])).toEqual([{ linha: 1, codigo: 'A1', quantidade: 1, erro: null }]);
  });
  it('numbered rows (an XLSX skips rows) keep their numbers; the header is the first row with content', () => {
    expect(
      numberedRowsToEntries([
        { linha: 1, cells: ['', ''] },
        { linha: 4, cells: ['Código', 'Qtd'] },
        { linha: 9, cells: ['A1', '2'] },
        { linha: 12, cells: ['codigo', '1'] },
      ]),
    ).toEqual([
      { linha: 9, codigo: 'A1', quantidade: 2, erro: null },
      { linha: 12, codigo: 'codigo', quantidade: 1, erro: null },
    ]);
  });
  it('refuses more than the maximum of lines', () => {
    const rows = Array.from({ length: MAX_SPREADSHEET_LINES }, (_, i) => [`C${i}`, '1']);
    expect(rowsToEntries(rows)).toHaveLength(MAX_SPREADSHEET_LINES);
    expect(rowsToEntries([...rows, ['X', '1']])).toBeNull();
  });
});

it('writes the template with the header the upload reads back', () => {
  const csv = spreadsheetTemplateCsv([
    { codigo: 'A1', quantidade: 2 },
    { codigo: 'B2', quantidade: 1.5 },
  ]);
  expect(csv).toBe('codigo;quantidade\r\nA1;2\r\nB2;1,5\r\n');
  expect(rowsToEntries(splitText(csv))).toEqual([
    { linha: 2, codigo: 'A1', quantidade: 2, erro: null },
    { linha: 3, codigo: 'B2', quantidade: 1.5, erro: null },
  ]);
});
