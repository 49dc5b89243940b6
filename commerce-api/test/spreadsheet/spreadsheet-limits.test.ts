/**
 * The quick-order upload cannot hurt the service: hostile XLSX files (a sheet that made the old row
 * expression backtrack, a "zip bomb" whose records share one compressed block, sizes that lie, a
 * row as wide as Excel allows) are refused with a 4xx naming the limit while the API keeps answering
 * /health; each limit of lib/rules/spreadsheet.ts has its pt-BR message; files written by
 * LibreOffice, exceljs and SheetJS are read; floating-point artifacts in quantities are rounded.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as XLSX from 'xlsx';

import { SPREADSHEET_MESSAGES as M, spreadsheetResponseSchema, type SpreadsheetResponse } from '../../../lib/contract';
import { SPREADSHEET_LIMITS as L } from '../../../lib/rules/spreadsheet';
import {
  backtrackingSheet,
  exceljsWorkbook,
  overlappingRecordsZip,
  prng,
  rawZip,
  sharedBlockBomb,
  sheetXml,
  tinyBacktrackingSheet,
  wideRowSheet,
  workbookWithSheet,
} from '../../../test-support/crafted-xlsx';
import { catalogEntries } from '../../seed/catalog-builder';
import { emporioCatalog } from '../../seed/catalog-emporio';
import { DEMO_SUPPLIERS } from '../../seed/demo-world';
import { getCart, newCustomer, productId, type Session } from '../cart-helpers';
import { baseUrl, expectApiError, type Res } from '../helpers';
import { bearer, send } from '../identity-helpers';

const E = DEMO_SUPPLIERS.emporio;

function code(nome: string): string {
  const i = catalogEntries('emporio', emporioCatalog.sectors, emporioCatalog.products).entries.findIndex(
    (e) => e.def[0] === nome,
  );
  if (i < 0) throw new Error(nome);
  return `EBP${String(i + 1).padStart(5, '0')}`;
}
const FEIJAO = 'Feijão carioca tipo 1 1 kg';
const LARANJA = 'Laranja pera';
const UVA = 'Uva thompson sem semente';

const auth = (s: Session) => bearer(`${s.token}~${s.usuario.idcliente}`);
const upload = (s: Session, body: unknown) => send('POST', `/v4/product/spreadsheet/${E.idfornecedor}/`, body, auth(s));
const file = (nome: string, data: Buffer) => ({ arquivo: { nome, conteudo: data.toString('base64') } });

async function uploadOk(s: Session, body: unknown): Promise<SpreadsheetResponse> {
  const r = await upload(s, body);
  if (r.status !== 200) throw new Error(`planilha ${r.status}: ${r.text}`);
  return spreadsheetResponseSchema.parse(r.body);
}

/**
 * Runs `work` while /health is asked every 10 ms, one request at a time; answers the slowest
 * /health round trip. A blocked event loop shows as a /health that waits as long as the block.
 */
async function whileProbingHealth<T>(work: () => Promise<T>): Promise<{ result: T; slowestHealthMs: number }> {
  let running = true;
  let slowest = 0;
  const probe = (async () => {
    while (running) {
      const t = performance.now();
      const r = await fetch(`${baseUrl()}/health`);
      await r.arrayBuffer();
      slowest = Math.max(slowest, performance.now() - t);
      await new Promise((ok) => setTimeout(ok, 10));
    }
  })();
  try {
    const result = await work();
    return { result, slowestHealthMs: slowest };
  } finally {
    running = false;
    await probe;
  }
}

/** A blob of `bytes` that deflates about `ratio`:1 (blanks with a random letter every `ratio`·3 bytes or so). */
function compressible(bytes: number, every: number, seed: number): Buffer {
  const rnd = prng(seed);
  const b = Buffer.alloc(bytes, 0x20);
  for (let i = 0; i < bytes; i += every) b[i] = 97 + Math.floor(rnd() * 26);
  return b;
}

let s: Session;
beforeAll(async () => {
  s = await newCustomer('emporio', 'Cliente Planilha Hostil');
  // The first XLSX of the process starts the reader's worker; the timings below are of files, not of that.
  await upload(s, file('aquecimento.xlsx', await exceljsWorkbook([['NAOEXISTE', 1]])));
});

describe('hostile XLSX: refused quickly, the API keeps answering', () => {
  const cases: [string, () => Buffer, string, string][] = [
    [
      'a sheet that made the old row expression backtrack (200 KB)',
      () => backtrackingSheet(),
      M.xlsxInvalido,
      'XLSX_INVALIDO',
    ],
    ['the 1000:1 backtracking sheet', tinyBacktrackingSheet, M.taxaCompactacao, 'XLSX_TAXA_COMPACTACAO'],
    [
      '41 records sharing one compressed block (19 KB → 654 MB)',
      () => sharedBlockBomb(),
      M.parteGrande,
      'XLSX_PARTE_GRANDE',
    ],
    [
      'the same bomb declaring 1 KB per record (its records name another part’s header)',
      () => sharedBlockBomb(41, 15_950_000, 1000),
      M.xlsxInvalido,
      'XLSX_INVALIDO',
    ],
    ['a part whose data holds another part’s record', overlappingRecordsZip, M.xlsxInvalido, 'XLSX_PARTES_SOBREPOSTAS'],
    ['one row 16,384 cells wide', () => wideRowSheet(), M.colunasDemais, 'COLUNAS_DEMAIS'],
  ];
  it.each(cases)('%s', async (_name, make, mensagem, codigo) => {
    const buf = make();
    expect(buf.length).toBeLessThan(L.bytes);
    const t = performance.now();
    const { result, slowestHealthMs } = await whileProbingHealth(() => upload(s, file('pedido.xlsx', buf)));
    const ms = performance.now() - t;
    expectApiError(result, 422, mensagem);
    expect(result.body).toMatchObject({ codigo });
    expect(ms).toBeLessThan(5_000);
    // A blocked loop makes /health wait for the whole block (seconds with the old reader); the
    // bound leaves room for a busy test machine's scheduling, not for a block.
    expect(slowestHealthMs).toBeLessThan(250);
    expect((await getCart(s)).produtosSelecionados).toEqual([]);
  });

  it('a pasted line with a long blank run (cubic for the old line splitter) is answered at once', async () => {
    const line = `ABC${' '.repeat(50_000)}\u2028x\u2028y`;
    const { result, slowestHealthMs } = await whileProbingHealth(() => upload(s, { texto: line }));
    expect(result.status).toBe(200);
    expect(spreadsheetResponseSchema.parse(result.body).linhas.map((l) => l.status)).toEqual(['INVALIDO']);
    expect(slowestHealthMs).toBeLessThan(250);
  });
});

describe('each limit has its pt-BR message', () => {
  const expectRefused = async (buf: Buffer, mensagem: string, status = 422) => {
    const r: Res = await upload(s, file('pedido.xlsx', buf));
    expectApiError(r, status, mensagem);
  };

  it(`rows: more than ${L.lines} lines (plus a header) → 422; exactly ${L.lines} are read`, async () => {
    const lines = (n: number) => [['codigo', 'quantidade'], ...Array.from({ length: n }, (_, i) => [`X${i}`, 1])];
    await expectRefused(await exceljsWorkbook(lines(L.lines + 1)), M.linhasDemais);
    const r = await uploadOk(s, file('pedido.xlsx', await exceljsWorkbook(lines(L.lines))));
    expect(r.resumo).toMatchObject({ total: L.lines, desconhecidos: L.lines });
  });

  it(`columns: a value past column ${L.columns} → 422; one in column ${L.columns} is fine`, async () => {
    const row = (n: number) => ['NAOEXISTE', 1, ...Array.from({ length: n - 3 }, () => null), 'nota'];
    expect(row(L.columns)).toHaveLength(L.columns);
    await expectRefused(await exceljsWorkbook([row(L.columns + 1)]), M.colunasDemais);
    expect((await uploadOk(s, file('pedido.xlsx', await exceljsWorkbook([row(L.columns)])))).resumo.total).toBe(1);
  });

  it(`cell length: more than ${L.cellChars} characters → 422 naming the cell`, async () => {
    await expectRefused(
      await exceljsWorkbook([
        ['codigo', 'quantidade'],
        [code(FEIJAO), 'x'.repeat(L.cellChars + 1)],
      ]),
      M.celulaLonga('B2'),
    );
  });

  it(`parts: more than ${L.zipEntries} in the ZIP → 422`, async () => {
    const extra = Array.from({ length: L.zipEntries - 4 }, (_, i) => ({
      name: `customXml/item${i}.xml`,
      data: Buffer.from('<a/>'),
    }));
    await expectRefused(workbookWithSheet(sheetXml(''), extra), M.partesDemais);
  });

  it(`ratio: a part compressed more than ${L.ratio}:1 → 422`, async () => {
    const padded = sheetXml(`<row r="1"><c r="A1" t="inlineStr"><is><t>X</t></is></c></row>${' '.repeat(2_000_000)}`);
    await expectRefused(workbookWithSheet(padded), M.taxaCompactacao);
  });

  it(`a part over ${L.entryBytes / 1048576} MB, or all over ${L.totalBytes / 1048576} MB, uncompressed → 422`, async () => {
    // About 60:1, under the ratio limit.
    const big = compressible(L.entryBytes + 1024, 200, 1);
    await expectRefused(rawZip([{ name: 'xl/media/a.bin', data: big }]), M.parteGrande);
    const parts = [1, 2, 3].map((i) => ({ name: `xl/media/${i}.bin`, data: compressible(8 * 1048576, 200, i) }));
    const three = rawZip(parts);
    expect(three.length).toBeLessThan(L.bytes);
    await expectRefused(three, M.descompactadoGrande);
  });

  it('a part that inflates past its declared size is stopped and refused', async () => {
    const sheet = sheetXml('<row r="1"><c r="A1"><v>1</v></c></row>');
    const buf = rawZip([
      { name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') },
      { name: 'xl/worksheets/sheet1.xml', data: compressible(400_000, 50, 3), declaredSize: 4_000 },
      { name: 'xl/worksheets/sheet2.xml', data: Buffer.from(sheet) },
    ]);
    const r = await upload(s, file('pedido.xlsx', buf));
    expectApiError(r, 422, M.xlsxInvalido);
    expect(r.body).toMatchObject({ codigo: 'XLSX_TAMANHO_DECLARADO' });
  });

  it(`the file over ${L.bytes / 1024} KB → 413, as XLSX and as CSV`, async () => {
    const r = await upload(s, file('pedido.xlsx', Buffer.alloc(L.bytes + 1, 0x50)));
    expectApiError(r, 413, M.arquivoGrande);
    expectApiError(await upload(s, file('pedido.csv', Buffer.alloc(L.bytes + 10, 'a'))), 413, M.arquivoGrande);
  });

  it('not a ZIP, a PDF, an empty file: 422 with what is wrong', async () => {
    expectApiError(await upload(s, file('pedido.xlsx', Buffer.from('não é um zip'))), 422, M.xlsxInvalido);
    expectApiError(await upload(s, file('pedido.pdf', Buffer.from('%PDF-1.4'))), 422, M.formatoInvalido);
    expectApiError(await upload(s, file('pedido.csv', Buffer.alloc(0))), 422, M.semLinhas);
    expect((await getCart(s)).produtosSelecionados).toEqual([]);
  });
});

describe('real files are read', () => {
  /** header, added, adjusted (0.5 kg granularity), a code with leading zeros (text), unavailable, unreadable quantity. */
  function expectTable(r: SpreadsheetResponse, unknownCode: string) {
    expect(r.linhas.map((l) => [l.linha, l.codigo, l.status, l.quantidadeSolicitada, l.quantidade])).toEqual([
      [2, code(FEIJAO), 'ADICIONADO', 3, 3],
      [3, code(LARANJA), 'AJUSTADO', 0.3, 0.5],
      [4, unknownCode, 'DESCONHECIDO', 2, 0],
      [5, code(UVA), 'INDISPONIVEL', 1, 0],
      [6, code(FEIJAO).toLowerCase(), 'INVALIDO', null, 0],
    ]);
    expect(r.linhas[0]).toMatchObject({ idproduto: productId('emporio', FEIJAO), nome: FEIJAO });
  }
  const rows = (quantity03: number) => [
    ['codigo', 'quantidade'],
    [code(FEIJAO), 3],
    [code(LARANJA), quantity03],
    ['0012345', 2],
    [code(UVA), 1],
    [code(FEIJAO).toLowerCase(), 'muitos'],
  ];

  it('LibreOffice Calc 7.4 (data descriptors, shared strings after the sheets, a second sheet)', async () => {
    // Made once with `soffice --headless --convert-to xlsx pedido-libreoffice.fods` (the .fods beside it).
    const buf = fs.readFileSync(path.join(__dirname, '../fixtures/pedido-libreoffice.xlsx'));
    expect(buf.subarray(0, 2000).toString('latin1')).toContain('xl/workbook.xml');
    expectTable(
      await uploadOk(await newCustomer('emporio', 'Cliente LibreOffice'), file('pedido.xlsx', buf)),
      '0012345',
    );
  });

  it('exceljs', async () => {
    const buf = await exceljsWorkbook(rows(0.3));
    expectTable(await uploadOk(await newCustomer('emporio', 'Cliente exceljs'), file('pedido.xlsx', buf)), '0012345');
  });

  it('SheetJS (stored parts, inline strings), with 0.1 + 0.2 as the quantity: rounded to 0.3, not refused', async () => {
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows(0.1 + 0.2)), 'Pedido');
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([[code(LARANJA), 99]]), 'Outra');
    const buf = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
    expect(0.1 + 0.2).toBe(0.30000000000000004);
    expectTable(await uploadOk(await newCustomer('emporio', 'Cliente SheetJS'), file('pedido.xlsx', buf)), '0012345');
  });

  it('a CSV with a floating-point artifact is rounded too', async () => {
    const r = await uploadOk(
      await newCustomer('emporio', 'Cliente CSV Artefato'),
      file('pedido.csv', Buffer.from(`${code(FEIJAO)};2.0000000000000004\r\n${code(FEIJAO)};1,2345\r\n`)),
    );
    expect(r.linhas.map((l) => [l.status, l.quantidadeSolicitada])).toEqual([
      ['ADICIONADO', 2],
      ['INVALIDO', null],
    ]);
  });
});
