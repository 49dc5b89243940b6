/**
 * Hostile XLSX files for the upload's tests and bench:upload (commerce-api/test/spreadsheet/spreadsheet-limits.test.ts,
 * bench/upload.ts). A real file comes from exceljs; the hostile ones need a ZIP no library writes
 * (records that share one compressed block, sizes that lie), so `rawZip` lays the records out by
 * hand. Deterministic: the same bytes on every run.
 */
import { deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';

export type RawEntry = {
  name: string;
  data: Buffer;
  /** 0 stored, 8 deflated (default). */
  method?: 0 | 8;
  /** The uncompressed size written in the headers (default: the real one); a liar's is smaller. */
  declaredSize?: number;
};

const u16 = (n: number) => {
  const b = Buffer.alloc(2);
  b.writeUInt16LE(n);
  return b;
};
const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(n >>> 0);
  return b;
};

function localHeader(name: Buffer, method: number, compressed: number, size: number): Buffer {
  return Buffer.concat([
    u32(0x04034b50),
    u16(20),
    u16(0x0800),
    u16(method),
    u16(0),
    u16(0x5b21),
    u32(0), // CRC not checked by the reader under test (sizes are what the limits are about)
    u32(compressed),
    u32(size),
    u16(name.length),
    u16(0),
    name,
  ]);
}

function centralRecord(name: Buffer, method: number, compressed: number, size: number, offset: number): Buffer {
  return Buffer.concat([
    u32(0x02014b50),
    u16(20),
    u16(20),
    u16(0x0800),
    u16(method),
    u16(0),
    u16(0x5b21),
    u32(0),
    u32(compressed),
    u32(size),
    u16(name.length),
    u16(0),
    u16(0),
    u16(0),
    u16(0),
    u32(0),
    u32(offset),
    name,
  ]);
}

function endRecord(count: number, cdSize: number, cdOffset: number): Buffer {
  return Buffer.concat([u32(0x06054b50), u16(0), u16(0), u16(count), u16(count), u32(cdSize), u32(cdOffset), u16(0)]);
}

/** A ZIP of the entries, one local record each, as a plain writer would (but sizes may lie). */
export function rawZip(entries: readonly RawEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name, 'utf8');
    const method = e.method ?? 8;
    const data = method === 8 ? deflateRawSync(e.data, { level: 9 }) : e.data;
    const size = e.declaredSize ?? e.data.length;
    const local = Buffer.concat([localHeader(name, method, data.length, size), data]);
    centrals.push(centralRecord(name, method, data.length, size, offset));
    locals.push(local);
    offset += local.length;
  }
  const cd = Buffer.concat(centrals);
  return Buffer.concat([...locals, cd, endRecord(entries.length, cd.length, offset)]);
}

/**
 * The "zip bomb" whose records all point at one compressed block: `count` central records named
 * xl/worksheets/sheetN.xml, each declaring (truthfully) `size` bytes of blanks, all at offset 0.
 * 41 records of 15.9 MB: a 19 KB file that a reader of each record inflates to 654 MB.
 */
export function sharedBlockBomb(count = 41, size = 15_950_000, declaredSize = size): Buffer {
  const name = Buffer.from('xl/worksheets/sheet1.xml');
  const data = deflateRawSync(Buffer.alloc(size, 0x20), { level: 9 });
  const local = Buffer.concat([localHeader(name, 8, data.length, declaredSize), data]);
  const centrals = Array.from({ length: count }, (_, i) =>
    centralRecord(Buffer.from(`xl/worksheets/sheet${i + 1}.xml`), 8, data.length, declaredSize, 0),
  );
  const cd = Buffer.concat(centrals);
  return Buffer.concat([local, cd, endRecord(count, cd.length, local.length)]);
}

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>';
const RELS =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>';
const WORKBOOK =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Pedido" sheetId="1" r:id="rId1"/></sheets></workbook>';
const WORKBOOK_RELS =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>';

/** A one-sheet workbook around the given worksheet XML, plus any extra parts. */
export function workbookWithSheet(sheetXml: string | Buffer, extra: readonly RawEntry[] = []): Buffer {
  return rawZip([
    { name: '[Content_Types].xml', data: Buffer.from(CONTENT_TYPES) },
    { name: '_rels/.rels', data: Buffer.from(RELS) },
    { name: 'xl/workbook.xml', data: Buffer.from(WORKBOOK) },
    { name: 'xl/_rels/workbook.xml.rels', data: Buffer.from(WORKBOOK_RELS) },
    { name: 'xl/worksheets/sheet1.xml', data: Buffer.from(sheetXml) },
    ...extra,
  ]);
}

export const sheetXml = (rows: string) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${rows}</sheetData></worksheet>`;

/** A small pseudo-random generator (xorshift32) for content that deflate cannot fold away. */
export function prng(seed: number): () => number {
  let x = seed >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 0x100000000;
  };
}

/**
 * What made the old reader's row expression backtrack: '<row' openings never closed by '>', with
 * random attribute text between them so the file stays below the compression-ratio limit. The
 * old reader scanned to the end from each opening (quadratic: ~1 s at 200 KB, hours at the size limit).
 */
export function backtrackingSheet(bytes = 200_000): Buffer {
  const rnd = prng(7);
  const parts: string[] = [];
  let n = 0;
  while (n < bytes) {
    const attr = Array.from({ length: 12 }, () => 'abcdefghijklmnopqrstuvwxyz0123456789'[Math.floor(rnd() * 36)]).join(
      '',
    );
    const piece = `<row a${attr}="${attr}" `;
    parts.push(piece);
    n += piece.length;
  }
  return workbookWithSheet(`<worksheet><sheetData>${parts.join('')}`);
}

/** The 306-byte original: the same openings, all alike (it folds 1000:1, so the ratio limit stops it). */
export const tinyBacktrackingSheet = () => workbookWithSheet(`<worksheet><sheetData>${'<row '.repeat(60_000)}`);

/** A sheet with one row of `columns` numeric cells (A1 … XFD1 at most). */
export function wideRowSheet(columns = 16_384): Buffer {
  const col = (i: number) => {
    let s = '';
    for (let n = i + 1; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
    return s;
  };
  const cells = Array.from({ length: columns }, (_, i) => `<c r="${col(i)}1"><v>${i}</v></c>`).join('');
  return workbookWithSheet(sheetXml(`<row r="1">${cells}</row>`));
}

/** An XLSX written by exceljs (what a buyer's ERP or script would send). */
export async function exceljsWorkbook(rows: readonly (readonly (string | number | null)[])[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Pedido');
  for (const r of rows) sheet.addRow([...r]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** An XLSX read back whole by exceljs (tests of the files the API and the storefront write). */
export async function loadXlsx(buf: Buffer | Uint8Array): Promise<ExcelJS.Workbook> {
  const book = new ExcelJS.Workbook();
  // exceljs declares its own Buffer type; a Node Buffer is what it reads.
  await book.xlsx.load(Buffer.from(buf) as unknown as ExcelJS.Buffer);
  return book;
}

/**
 * Overlapping records (the "quoted" zip bomb's trick): the first part, stored, holds the second
 * part's whole local record inside its data, so inflating both reads the same bytes twice.
 */
export function overlappingRecordsZip(): Buffer {
  const inner = Buffer.from('xl/worksheets/sheet2.xml');
  const outer = Buffer.from('xl/worksheets/sheet1.xml');
  const data = Buffer.from(sheetXml('<row r="1"><c r="A1"><v>1</v></c></row>'));
  const innerRecord = Buffer.concat([localHeader(inner, 0, data.length, data.length), data]);
  const outerLocal = localHeader(outer, 0, innerRecord.length, innerRecord.length);
  const body = Buffer.concat([outerLocal, innerRecord]);
  const cd = Buffer.concat([
    centralRecord(outer, 0, innerRecord.length, innerRecord.length, 0),
    centralRecord(inner, 0, data.length, data.length, outerLocal.length),
  ]);
  return Buffer.concat([body, cd, endRecord(2, cd.length, body.length)]);
}
