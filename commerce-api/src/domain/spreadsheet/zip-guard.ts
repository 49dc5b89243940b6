/**
 * What an XLSX (a ZIP) must pass before exceljs reads it: the central directory's declared sizes
 * against the limits, each part's local header against its directory record, and then the parts
 * exceljs will read inflated here with the bytes counted, stopped at the declared size. Only the
 * directory and headers are read by hand: the XML and the cells are exceljs's.
 *
 * exceljs's streaming reader unzips by walking local headers (unzipper), so `readableParts` hands it
 * the same local records this module checked and inflated, in an order that lets it stream the
 * sheet (relationships, workbook, shared strings, worksheets): it inflates exactly the bytes counted
 * here, or a prefix of them, never a part nobody checked.
 */
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createInflateRaw } from 'node:zlib';

import { SPREADSHEET_LIMITS as L, SPREADSHEET_MESSAGES as M } from '../../../../lib/rules/spreadsheet';
import { DomainError } from '../errors';

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const DESCRIPTOR = 0x08074b50;

export const refused = (codigo: string, mensagem: string) => new DomainError('unprocessable', codigo, mensagem);
const malformed = () => refused('XLSX_INVALIDO', M.xlsxInvalido);

export type ZipPart = {
  name: string;
  method: number;
  compressedSize: number;
  size: number;
  /** Where the local record starts (its header) and ends (after the data and any data descriptor). */
  start: number;
  dataStart: number;
  end: number;
};

/** The end of central directory record: where the directory is and how many records it says it has. */
function endRecord(buf: Buffer): { count: number; offset: number; size: number } {
  for (let i = buf.length - 22; i >= Math.max(0, buf.length - 22 - 0xffff); i--) {
    if (buf.readUInt32LE(i) !== EOCD) continue;
    const disk = buf.readUInt16LE(i + 4);
    const cdDisk = buf.readUInt16LE(i + 6);
    const here = buf.readUInt16LE(i + 8);
    const count = buf.readUInt16LE(i + 10);
    const size = buf.readUInt32LE(i + 12);
    const offset = buf.readUInt32LE(i + 16);
    // Split archives and ZIP64 (0xFFFF / 0xFFFFFFFF markers) are never a quick-order sheet.
    if (disk !== 0 || cdDisk !== 0 || here !== count || count === 0xffff || offset === 0xffffffff) throw malformed();
    if (offset + size > i) throw malformed();
    return { count, offset, size };
  }
  throw malformed();
}

/**
 * The parts as the central directory declares them, checked against the limits before anything is
 * inflated: number of parts, each part's and the total uncompressed size, the compression ratio of
 * each part and of the file; then each part's local header (name, method, sizes) and its place (no
 * two parts share bytes: a "zip bomb" whose records all point at one compressed block is refused).
 */
export function declaredParts(buf: Buffer): ZipPart[] {
  if (buf.length < 22 || buf.readUInt32LE(0) !== LOCAL) throw malformed();
  const end = endRecord(buf);
  if (end.count > L.zipEntries) throw refused('XLSX_PARTES_DEMAIS', M.partesDemais);
  const parts: (ZipPart & { flags: number })[] = [];
  let total = 0;
  let p = end.offset;
  for (let n = 0; n < end.count; n++) {
    if (p + 46 > end.offset + end.size || buf.readUInt32LE(p) !== CENTRAL) throw malformed();
    const flags = buf.readUInt16LE(p + 8);
    const method = buf.readUInt16LE(p + 10);
    const compressedSize = buf.readUInt32LE(p + 20);
    const size = buf.readUInt32LE(p + 24);
    const nameLen = buf.readUInt16LE(p + 28);
    const start = buf.readUInt32LE(p + 42);
    const name = buf.subarray(p + 46, p + 46 + nameLen).toString('utf8');
    p += 46 + nameLen + buf.readUInt16LE(p + 30) + buf.readUInt16LE(p + 32);
    // Encrypted parts and methods other than stored and deflate: not a spreadsheet program's XLSX.
    if (flags & 0x1 || (method !== 0 && method !== 8)) throw malformed();
    if (size > L.entryBytes) throw refused('XLSX_PARTE_GRANDE', M.parteGrande);
    if (size > L.ratio * Math.max(compressedSize, 1)) throw refused('XLSX_TAXA_COMPACTACAO', M.taxaCompactacao);
    total += size;
    if (total > L.totalBytes) throw refused('XLSX_DESCOMPACTADO_GRANDE', M.descompactadoGrande);
    if (parts.some((q) => q.name === name)) throw malformed();
    parts.push({ name, method, compressedSize, size, start, dataStart: 0, end: 0, flags });
  }
  if (total > L.ratio * buf.length) throw refused('XLSX_TAXA_COMPACTACAO', M.taxaCompactacao);

  for (const part of parts) {
    const at = part.start;
    if (at + 30 > end.offset || buf.readUInt32LE(at) !== LOCAL) throw malformed();
    const flags = buf.readUInt16LE(at + 6);
    const method = buf.readUInt16LE(at + 8);
    const localCompressed = buf.readUInt32LE(at + 18);
    const nameLen = buf.readUInt16LE(at + 26);
    const name = buf.subarray(at + 30, at + 30 + nameLen).toString('utf8');
    const described = (flags & 0x8) !== 0;
    // The streaming reader trusts the local header: it must say what the directory says.
    if (name !== part.name || method !== part.method || described !== ((part.flags & 0x8) !== 0)) throw malformed();
    if (localCompressed !== part.compressedSize && !(described && localCompressed === 0)) throw malformed();
    part.dataStart = at + 30 + nameLen + buf.readUInt16LE(at + 28);
    let stop = part.dataStart + part.compressedSize;
    if (described) stop += stop + 4 <= end.offset && buf.readUInt32LE(stop) === DESCRIPTOR ? 16 : 12;
    if (stop > end.offset) throw malformed();
    part.end = stop;
  }
  const byPlace = [...parts].sort((a, b) => a.start - b.start);
  for (let i = 1; i < byPlace.length; i++)
    if (byPlace[i]!.start < byPlace[i - 1]!.end) throw refused('XLSX_PARTES_SOBREPOSTAS', M.xlsxInvalido);
  return parts;
}

/**
 * Inflates a part, streaming, with its bytes counted: more than it declared (declared sizes can lie)
 * stops the inflation at once. The output is dropped; only the count matters.
 */
export async function checkInflatedSize(buf: Buffer, part: ZipPart): Promise<void> {
  const data = buf.subarray(part.dataStart, part.dataStart + part.compressedSize);
  if (part.method === 0) {
    if (data.length > part.size) throw malformed();
    return;
  }
  let seen = 0;
  const counter = new Writable({
    write(chunk: Buffer, _enc, done) {
      seen += chunk.length;
      done(seen > part.size ? refused('XLSX_TAMANHO_DECLARADO', M.xlsxInvalido) : null);
    },
  });
  try {
    await pipeline([data], createInflateRaw({ chunkSize: 64 * 1024 }), counter);
  } catch (e) {
    throw e instanceof DomainError ? e : malformed();
  }
}

/** The parts exceljs reads to get the first sheet's values; everything else in the file is never inflated. */
export const isReadablePart = (name: string) =>
  name === 'xl/_rels/workbook.xml.rels' ||
  name === 'xl/workbook.xml' ||
  name === 'xl/sharedStrings.xml' ||
  /^xl\/worksheets\/sheet\d+\.xml$/.test(name);

const ORDER = ['xl/_rels/workbook.xml.rels', 'xl/workbook.xml', 'xl/sharedStrings.xml'];
const rank = (name: string) => (ORDER.includes(name) ? ORDER.indexOf(name) : ORDER.length);

/**
 * The local records of the readable parts, after their inflated sizes were checked, back to back in
 * the order exceljs streams best (its reader keeps a worksheet that comes before the shared strings
 * in a temporary file), each record exactly as it is in the file.
 */
export async function readableParts(buf: Buffer): Promise<{ records: Buffer; hasSharedStrings: boolean }> {
  const parts = declaredParts(buf)
    .filter((p) => isReadablePart(p.name))
    .sort((a, b) => rank(a.name) - rank(b.name) || a.start - b.start);
  for (const part of parts) await checkInflatedSize(buf, part);
  return {
    records: Buffer.concat(parts.map((p) => buf.subarray(p.start, p.end))),
    hasSharedStrings: parts.some((p) => p.name === 'xl/sharedStrings.xml'),
  };
}
