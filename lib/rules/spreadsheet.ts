/**
 * Spreadsheet and quick order (spec 7 "POST /v4/product/spreadsheet/{id}/, free payload"):
 * rows of (code, quantity) from a CSV, an XLSX's first sheet or pasted lines. Pure: the API reads
 * the file, then matches codes and adds the good lines through the cart's own rules.
 */

/**
 * Every limit of a quick-order upload, in one place. A real quick-order sheet (a code and a
 * quantity per line, perhaps a description column, written by Excel, LibreOffice, Google Sheets,
 * exceljs or SheetJS) stays far below each; a file past any of them is refused with a message that
 * names the limit (413 for the file's own size, 422 for the rest), never read further.
 */
export const SPREADSHEET_LIMITS = {
  /** The file itself; base64 in a JSON body stays under the API's 1 MB body limit. */
  bytes: 700 * 1024,
  /** Lines of code and quantity (a header line is not counted). */
  lines: 2000,
  /** Columns holding a value (the quick order reads A and B; a few more for notes are fine). */
  columns: 50,
  /** Characters in one cell. */
  cellChars: 1000,
  /** Parts inside the XLSX (a ZIP): Excel writes about 10 to 20. */
  zipEntries: 100,
  /** One part, uncompressed (declared in the ZIP and as actually inflated). */
  entryBytes: 10 * 1024 * 1024,
  /** All parts, uncompressed. */
  totalBytes: 20 * 1024 * 1024,
  /** Uncompressed size over compressed size, of each part and of the file (spreadsheet XML deflates about 10:1). */
  ratio: 100,
  /** Wall time of reading one XLSX (in a worker thread, stopped when over). */
  parseMs: 10_000,
  /** Heap of that worker thread. */
  parseHeapMb: 48,
} as const;

export const MAX_SPREADSHEET_LINES = SPREADSHEET_LIMITS.lines;
export const MAX_SPREADSHEET_BYTES = SPREADSHEET_LIMITS.bytes;
export const MAX_SPREADSHEET_QUANTITY = 100_000;

export const SPREADSHEET_HEADER = ['codigo', 'quantidade'] as const;

export const SPREADSHEET_LINE_STATUSES = [
  'ADICIONADO',
  'AJUSTADO',
  'DESCONHECIDO',
  'INDISPONIVEL',
  'INVALIDO',
] as const;
export type SpreadsheetLineStatus = (typeof SPREADSHEET_LINE_STATUSES)[number];

export const SPREADSHEET_STATUS_LABELS: Record<SpreadsheetLineStatus, string> = {
  ADICIONADO: 'Adicionado',
  AJUSTADO: 'Quantidade ajustada',
  DESCONHECIDO: 'Código não encontrado',
  INDISPONIVEL: 'Indisponível',
  INVALIDO: 'Linha inválida',
};

const br = (n: number) => n.toLocaleString('pt-BR');
const MB = (n: number) => `${n / (1024 * 1024)} MB`;
const L = SPREADSHEET_LIMITS;

export const SPREADSHEET_MESSAGES = {
  vazio: 'Envie um arquivo CSV ou XLSX, ou cole as linhas com código e quantidade',
  arquivoGrande: `Arquivo muito grande (máximo ${Math.round(L.bytes / 1024)} KB)`,
  linhasDemais: `A planilha tem mais de ${br(L.lines)} linhas; divida o pedido em arquivos menores.`,
  colunasDemais: `A planilha tem valores em mais de ${br(L.columns)} colunas; o pedido rápido lê só o código (coluna A) e a quantidade (coluna B).`,
  celulaLonga: (ref: string) =>
    `A célula ${ref} tem mais de ${br(L.cellChars)} caracteres; confira a planilha (código na coluna A, quantidade na B).`,
  partesDemais: `O arquivo XLSX tem mais de ${br(L.zipEntries)} partes internas; salve a planilha de novo no Excel ou LibreOffice.`,
  parteGrande: `Uma parte do arquivo XLSX passa de ${MB(L.entryBytes)} descompactada; divida o pedido em arquivos menores.`,
  descompactadoGrande: `O arquivo XLSX passa de ${MB(L.totalBytes)} descompactado; divida o pedido em arquivos menores.`,
  taxaCompactacao: `O arquivo XLSX está compactado mais de ${br(L.ratio)} vezes, o que uma planilha de verdade não atinge; salve a planilha de novo no Excel ou LibreOffice.`,
  tempoEsgotado: `A planilha levou mais de ${br(L.parseMs / 1000)} segundos para ser lida; divida o pedido em arquivos menores.`,
  memoriaEsgotada: `A planilha precisa de mais de ${br(L.parseHeapMb)} MB de memória para ser lida; divida o pedido em arquivos menores.`,
  ocupado: 'Muitas planilhas sendo lidas agora; tente de novo em alguns segundos.',
  formatoInvalido: 'Formato de arquivo não suportado: envie CSV ou XLSX',
  xlsxInvalido: 'Não foi possível ler a planilha XLSX',
  semLinhas: 'Nenhuma linha com código e quantidade foi encontrada',
  quantidadeInvalida: 'Quantidade inválida',
  codigoAusente: 'Código ausente',
  ajustada: (q: string) => `Quantidade ajustada para ${q} pela regra de venda do produto`,
  desconhecido: 'Nenhum produto com este código',
  indisponivel: 'Produto indisponível no momento',
  adicionado: 'Adicionado ao carrinho',
  resumo: (adicionadas: number, total: number) => `${adicionadas} de ${total} linhas adicionadas ao carrinho`,
} as const;

/**
 * The quick order's placeholder: the header and a line with one of this supplier's own codes
 * (white label: never another supplier's), or the neutral "CODIGO" when it has none to show.
 */
export function quickOrderPlaceholder(codigo: string | null | undefined): string {
  return `${SPREADSHEET_HEADER.join(';')}\n${codigo?.trim() || 'CODIGO'};2`;
}

/** A CSV template for the download: header plus two example lines. */
export function spreadsheetTemplateCsv(exemplos: readonly { codigo: string; quantidade: number }[]): string {
  return (
    [
      SPREADSHEET_HEADER.join(';'),
      ...exemplos.map((e) => `${e.codigo};${String(e.quantidade).replace('.', ',')}`),
    ].join('\r\n') + '\r\n'
  );
}

export type SpreadsheetEntry = { linha: number; codigo: string; quantidade: number | null; erro: string | null };

const unquote = (s: string) => {
  const t = s.trim();
  return t.length >= 2 && t.startsWith('"') && t.endsWith('"') ? t.slice(1, -1).replace(/""/g, '"').trim() : t;
};

/**
 * A quantity as people type it: "3", "1,5", "1.5", "1.000,5"; null when not a positive number with
 * at most 3 decimals. A binary floating-point artifact of a 3-decimal quantity (0.30000000000000004,
 * what a sheet's =0.1+0.2 or a program's sum writes) is rounded to 3 decimals, as the spec rounds
 * quantities; a quantity really typed with more decimals ("1,2345") is still refused.
 */
export function parseQuantity(raw: string): number | null {
  let s = unquote(raw).replace(/\s/g, '');
  if (!s) return null;
  if (s.includes(',') && s.includes('.')) s = s.replace(/\./g, '').replace(',', '.');
  else s = s.replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(s)) return null;
  const q = Number(s);
  const rounded = Math.round(q * 1000) / 1000;
  if (!Number.isFinite(q) || rounded <= 0 || rounded > MAX_SPREADSHEET_QUANTITY) return null;
  if (Math.abs(rounded - q) > 1e-9 * Math.max(1, q)) return null;
  return rounded;
}

/**
 * One pasted or CSV line into cells: tab or ';' separate; otherwise the first token (quoted, or up
 * to a comma or blank), then blanks with at most one comma, then the rest. Scanned once: a regular
 * expression with blank runs on both sides of the separator backtracked cubically on a long blank run.
 */
export function splitLine(line: string): string[] {
  if (line.includes('\t')) return line.split('\t');
  if (line.includes(';')) return line.split(';');
  // Sticky expressions without alternatives: each advances once over its run, no backtracking.
  const skip = (re: RegExp, from: number) => {
    re.lastIndex = from;
    re.exec(line);
    return re.lastIndex;
  };
  const start = skip(/\s*/y, 0);
  const close = line[start] === '"' ? line.indexOf('"', start + 1) : -1;
  const i = close >= 0 && /^(?:$|[,\s])/.test(line.slice(close + 1, close + 2)) ? close + 1 : skip(/[^,\s]*/y, start);
  if (i === start) return [line];
  const token = line.slice(start, i);
  let j = skip(/\s*/y, i);
  if (line[j] === ',') j++;
  if (j === i) return [line];
  j = skip(/\s*/y, j);
  return [token, line.slice(j)];
}

export const splitText = (text: string): string[][] =>
  text
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\n|\r/)
    .map(splitLine);

const HEADER_RE = /^(c[oó]d(igo)?|code|sku|refer[eê]ncia)$/i;

/** A row of a sheet with its number as the sheet shows it (an XLSX may skip rows). */
export type NumberedRow = { linha: number; cells: readonly string[] };

/**
 * Rows (cells as text) to entries: blank rows skipped, a header row skipped, the line number
 * kept (1-based, as a spreadsheet shows it). Returns null above MAX_SPREADSHEET_LINES entries.
 */
export const rowsToEntries = (rows: readonly (readonly string[])[]): SpreadsheetEntry[] | null =>
  numberedRowsToEntries(rows.map((cells, i) => ({ linha: i + 1, cells })));

export function numberedRowsToEntries(rows: readonly NumberedRow[]): SpreadsheetEntry[] | null {
  const out: SpreadsheetEntry[] = [];
  let seenContent = false;
  for (const row of rows) {
    const cells = row.cells.map(unquote);
    if (cells.every((c) => c === '')) continue;
    const [codigo = '', qtd = ''] = cells;
    const firstContent = !seenContent;
    seenContent = true;
    if (firstContent && HEADER_RE.test(codigo)) continue;
    if (out.length >= MAX_SPREADSHEET_LINES) return null;
    const quantidade = parseQuantity(qtd);
    const erro = !codigo
      ? SPREADSHEET_MESSAGES.codigoAusente
      : quantidade === null
        ? SPREADSHEET_MESSAGES.quantidadeInvalida
        : null;
    out.push({ linha: row.linha, codigo: codigo.slice(0, 60), quantidade, erro });
  }
  return out;
}
