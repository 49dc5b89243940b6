/**
 * Reads the first worksheet of an XLSX as rows of text cells: a small ZIP reader (central
 * directory; stored or deflated entries, inflated with node:zlib under a size cap) and just enough
 * of SpreadsheetML (shared strings, inline strings, numbers). Rows keep their sheet row number.
 */
import { inflateRawSync } from 'node:zlib';

/** Cap on an inflated entry: a small upload cannot unfold into a huge one. */
export const MAX_XLSX_ENTRY_BYTES = 16 * 1024 * 1024;
const MAX_COLUMNS = 2;

export class XlsxError extends Error {}
/** A sheet row number beyond this is refused before building the rows (the upload allows far fewer lines). */
export const MAX_XLSX_ROW = 100_000;
export class XlsxTooManyRows extends XlsxError {}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

/** Entries of a ZIP by name; only `wanted` ones are inflated. */
export function readZip(buf: Buffer, wanted: (name: string) => boolean): Map<string, Buffer> {
  let end = -1;
  for (let i = buf.length - 22; i >= Math.max(0, buf.length - 22 - 0xffff); i--) {
    if (buf.readUInt32LE(i) === EOCD) {
      end = i;
      break;
    }
  }
  if (end < 0) throw new XlsxError('fim do diretório central ausente');
  const count = buf.readUInt16LE(end + 10);
  let p = buf.readUInt32LE(end + 16);
  const out = new Map<string, Buffer>();
  for (let n = 0; n < count; n++) {
    if (p + 46 > buf.length || buf.readUInt32LE(p) !== CENTRAL) throw new XlsxError('diretório central inválido');
    const method = buf.readUInt16LE(p + 10);
    const size = buf.readUInt32LE(p + 20);
    const nameLen = buf.readUInt16LE(p + 28);
    const skip = nameLen + buf.readUInt16LE(p + 30) + buf.readUInt16LE(p + 32);
    const local = buf.readUInt32LE(p + 42);
    const name = buf.subarray(p + 46, p + 46 + nameLen).toString('utf8');
    p += 46 + skip;
    if (!wanted(name)) continue;
    if (local + 30 > buf.length || buf.readUInt32LE(local) !== LOCAL) throw new XlsxError('cabeçalho local inválido');
    const at = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
    if (at + size > buf.length) throw new XlsxError('entrada truncada');
    const data = buf.subarray(at, at + size);
    if (method === 0) out.set(name, Buffer.from(data));
    else if (method === 8) {
      try {
        out.set(name, inflateRawSync(data, { maxOutputLength: MAX_XLSX_ENTRY_BYTES }));
      } catch {
        throw new XlsxError(`entrada ilegível: ${name}`);
      }
    } else throw new XlsxError(`compressão não suportada: ${method}`);
  }
  return out;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
export const decodeXml = (s: string) =>
  s.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (m, e: string) => {
    if (e[0] === '#') {
      const code = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return ENTITIES[e] ?? m;
  });

/** Text of the <t> runs inside a fragment (a shared string or an inline string). */
const runs = (xml: string) =>
  [...xml.matchAll(/<t(?:\s[^>]*)?>([\s\S]*?)<\/t>/g)].map((m) => decodeXml(m[1]!)).join('');

function sharedStrings(xml: string | undefined): string[] {
  if (!xml) return [];
  return [...xml.matchAll(/<si>([\s\S]*?)<\/si>|<si\/>/g)].map((m) => runs(m[1] ?? ''));
}

const columnIndex = (ref: string) => {
  const letters = /^([A-Z]+)/.exec(ref)?.[1] ?? '';
  let n = 0;
  for (const ch of letters) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n - 1;
};

/** The first worksheet as rows (index = sheet row − 1) of the first two cells' text. */
export function readXlsxRows(buf: Buffer): string[][] {
  const files = readZip(
    buf,
    (n) =>
      n === 'xl/sharedStrings.xml' ||
      n === 'xl/workbook.xml' ||
      n === 'xl/_rels/workbook.xml.rels' ||
      /^xl\/worksheets\/[^/]+\.xml$/.test(n),
  );
  const sheetName = firstSheet(files);
  const sheet = sheetName ? files.get(sheetName) : undefined;
  if (!sheet) throw new XlsxError('planilha ausente');
  const shared = sharedStrings(files.get('xl/sharedStrings.xml')?.toString('utf8'));
  const rows: string[][] = [];
  let next = 1;
  for (const m of sheet.toString('utf8').matchAll(/<row\b([^>]*?)(?:\/>|>([\s\S]*?)<\/row>)/g)) {
    const r = /\br="(\d+)"/.exec(m[1]!);
    const rowNumber = r ? Number(r[1]) : next;
    next = rowNumber + 1;
    if (rowNumber > MAX_XLSX_ROW) throw new XlsxTooManyRows('linhas demais');
    const cells: string[] = [];
    let col = 0;
    for (const c of (m[2] ?? '').matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const attrs = c[1]!;
      const ref = /\br="([A-Z]+\d*)"/.exec(attrs)?.[1];
      const idx = ref ? columnIndex(ref) : col;
      col = idx + 1;
      if (idx >= MAX_COLUMNS) continue;
      const type = /\bt="(\w+)"/.exec(attrs)?.[1];
      const inner = c[2] ?? '';
      const v = /<v>([\s\S]*?)<\/v>/.exec(inner)?.[1];
      let text = '';
      if (type === 's') text = shared[Number(v)] ?? '';
      else if (type === 'inlineStr') text = runs(inner);
      else if (v !== undefined) text = decodeXml(v);
      cells[idx] = text.trim();
    }
    rows[rowNumber - 1] = Array.from({ length: Math.max(cells.length, 0) }, (_, i) => cells[i] ?? '');
  }
  return Array.from({ length: rows.length }, (_, i) => rows[i] ?? []);
}

/** The workbook's first sheet's part name (workbook order), else the first worksheet part. */
function firstSheet(files: Map<string, Buffer>): string | undefined {
  const wb = files.get('xl/workbook.xml')?.toString('utf8');
  const rels = files.get('xl/_rels/workbook.xml.rels')?.toString('utf8');
  const rid = wb ? /<sheet\b[^>]*\br:id="([^"]+)"/.exec(wb)?.[1] : undefined;
  if (rid && rels) {
    const rel = [...rels.matchAll(/<Relationship\b([^>]*)\/?>/g)]
      .map((m) => m[1]!)
      .find((a) => a.includes(`Id="${rid}"`));
    const target = rel ? /\bTarget="([^"]+)"/.exec(rel)?.[1] : undefined;
    if (target) {
      const name = target.startsWith('/') ? target.slice(1) : `xl/${target}`;
      if (files.has(name)) return name;
    }
  }
  return [...files.keys()].filter((n) => n.startsWith('xl/worksheets/')).sort()[0];
}
