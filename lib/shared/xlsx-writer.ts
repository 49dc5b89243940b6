/**
 * XLSX files written with exceljs's streaming writer: one worksheet, a header row, typed columns.
 * Text columns stay text (a 44-digit NF-e key or a code like '0012345' keep every digit), money and
 * quantities are numbers, dates are dates (shown in pt-BR). Rows are written in batches with the
 * event loop let go between them, so a long export does not hold the API. Server-side only (the
 * API's order export and the storefront's quick-order template route): exceljs never reaches a
 * browser bundle.
 */
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';

export type XlsxColumnType = 'text' | 'integer' | 'number' | 'money' | 'date';
export type XlsxColumn = { header: string; type: XlsxColumnType; width?: number };
export type XlsxValue = string | number | Date | null;

const FORMATS: Record<XlsxColumnType, string | undefined> = {
  text: '@',
  integer: '0',
  number: undefined,
  money: '#,##0.00',
  date: 'dd/mm/yyyy hh:mm',
};
const WIDTHS: Record<XlsxColumnType, number> = { text: 18, integer: 10, number: 12, money: 14, date: 17 };
const BATCH = 500;

/** A worksheet name Excel accepts: no \ / ? * [ ] :, at most 31 characters. */
export const sheetName = (name: string) => name.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31) || 'Planilha';

/**
 * Control characters other than tab and line breaks cannot be written in XML 1.0; they are
 * dropped rather than making the file unreadable.
 */
const xmlSafe = (s: string) => s.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '');

function cellValue(type: XlsxColumnType, v: XlsxValue): ExcelJS.CellValue {
  if (v === null || v === '') return null;
  if (type === 'text') return xmlSafe(v instanceof Date ? v.toISOString() : String(v));
  if (type === 'date') return v instanceof Date ? v : null;
  return typeof v === 'number' && Number.isFinite(v) ? v : null;
}

/** An .xlsx with one sheet: the header row (frozen), then the rows, each value typed by its column. */
export async function writeXlsx(
  name: string,
  columns: readonly XlsxColumn[],
  rows: Iterable<readonly XlsxValue[]>,
  at = new Date(),
): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve, reject) => {
    out.on('end', resolve);
    out.on('error', reject);
  });
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: true });
  book.created = at;
  book.modified = at;
  book.creator = 'Vitrine';
  const sheet = book.addWorksheet(sheetName(name), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({
    header: c.header,
    width: c.width ?? Math.max(WIDTHS[c.type], Math.min(40, c.header.length + 2)),
    style: FORMATS[c.type] ? { numFmt: FORMATS[c.type] } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  let n = 0;
  for (const row of rows) {
    sheet.addRow(columns.map((c, i) => cellValue(c.type, row[i] ?? null))).commit();
    if (++n % BATCH === 0) await new Promise((r) => setImmediate(r));
  }
  sheet.commit();
  await book.commit();
  await done;
  return Buffer.concat(chunks);
}
