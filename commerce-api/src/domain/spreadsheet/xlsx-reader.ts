/**
 * Reads the first worksheet of an XLSX with exceljs's streaming reader, behind the limits of
 * lib/rules/spreadsheet.ts: the ZIP is checked first (zip-guard.ts: parts, declared and inflated
 * sizes, ratio), then rows, columns and cell length are counted as exceljs hands each row over, and
 * the reading stops at the first one past its limit. Runs in the worker thread (xlsx-worker.ts);
 * the wall time and the heap are bounded by xlsx-pool.ts, which owns that thread.
 */
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';

import {
  SPREADSHEET_LIMITS as L,
  SPREADSHEET_MESSAGES as M,
  type NumberedRow,
} from '../../../../lib/rules/spreadsheet';
import { DomainError } from '../errors';
import { readableParts, refused } from './zip-guard';

/** Columns handed back: the code (A) and the quantity (B). */
const READ_COLUMNS = 2;

type CellValue = ExcelJS.CellValue | { sharedString: number } | undefined;

/** A cell as text: numbers as JavaScript writes them (the quantity rule rounds), formulas by their cached result. */
export function cellText(v: CellValue): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'string') return v;
  if (typeof v === 'number') return Number.isFinite(v) ? String(v) : '';
  if (typeof v === 'boolean') return v ? 'VERDADEIRO' : 'FALSO';
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? '' : v.toISOString().slice(0, 10);
  if ('richText' in v) return v.richText.map((r) => r.text ?? '').join('');
  if ('formula' in v || 'sharedFormula' in v) return cellText((v as { result?: CellValue }).result);
  if ('error' in v) return String(v.error);
  if ('text' in v) return String(v.text);
  return '';
}

/** 0-based column index → letters (0 → A), for the message that names a cell. */
const columnName = (i: number) => {
  let s = '';
  for (let n = i + 1; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
};

type SheetReader = AsyncIterable<ExcelJS.Row> & { name?: string };
type BookReader = ExcelJS.stream.xlsx.WorkbookReader & {
  model?: { sheets?: { name: string }[] };
  sharedStrings?: unknown[];
};

/**
 * The first sheet (workbook order) as numbered rows of the code and quantity cells' text; rows
 * without any value are left out. Throws a DomainError (422) naming the limit crossed, or the
 * XLSX_INVALIDO one for anything exceljs cannot read.
 */
export async function readXlsxRows(buf: Buffer): Promise<NumberedRow[]> {
  const { records, hasSharedStrings } = await readableParts(buf);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([records]), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    entries: 'ignore',
  }) as BookReader;
  // Without a shared strings part (SheetJS and others write inline strings) exceljs would wait for
  // one by keeping each worksheet in a temporary file; an empty table says there is none to wait for.
  if (!hasSharedStrings) reader.sharedStrings = [];
  const out: NumberedRow[] = [];
  let found = false;
  try {
    for await (const sheet of reader as AsyncIterable<SheetReader>) {
      const first = reader.model?.sheets?.[0]?.name;
      if (found || (first !== undefined && sheet.name !== first)) continue;
      found = true;
      let previous = 0;
      for await (const row of sheet) {
        const linha = Number.isInteger(row.number) && row.number > previous ? row.number : previous + 1;
        previous = linha;
        const cells: string[] = [];
        let any = false;
        row.eachCell({ includeEmpty: false }, (cell, col) => {
          const text = cellText(cell.value as CellValue);
          if (text === '') return;
          if (col > L.columns) throw refused('COLUNAS_DEMAIS', M.colunasDemais);
          if (text.length > L.cellChars) throw refused('CELULA_LONGA', M.celulaLonga(`${columnName(col - 1)}${linha}`));
          any = true;
          if (col <= READ_COLUMNS) cells[col - 1] = text.trim();
        });
        if (!any) continue;
        // A header line is allowed on top of the maximum of lines.
        if (out.length >= L.lines + 1) throw refused('LINHAS_DEMAIS', M.linhasDemais);
        out.push({ linha, cells: Array.from({ length: READ_COLUMNS }, (_, i) => cells[i] ?? '') });
      }
    }
  } catch (e) {
    if (e instanceof DomainError) throw e;
    throw refused('XLSX_INVALIDO', M.xlsxInvalido);
  }
  if (!found) throw refused('XLSX_INVALIDO', M.xlsxInvalido);
  return out;
}
