/**
 * Spreadsheet and quick order (issue 16; spec 7 "POST /v4/product/spreadsheet/{id}/, free payload"):
 * rows of (code, quantity) from a CSV, an XLSX's first sheet or pasted lines. Pure: the API reads
 * the file, then matches codes and adds the good lines through the cart's own rules.
 */

export const MAX_SPREADSHEET_LINES = 2000;
/** The file itself; base64 in a JSON body stays under the API's 1 MB body limit. */
export const MAX_SPREADSHEET_BYTES = 700 * 1024;
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

export const SPREADSHEET_MESSAGES = {
  vazio: 'Envie um arquivo CSV ou XLSX, ou cole as linhas com código e quantidade',
  arquivoGrande: `Arquivo muito grande (máximo ${Math.round(MAX_SPREADSHEET_BYTES / 1024)} KB)`,
  linhasDemais: `A planilha pode ter no máximo ${MAX_SPREADSHEET_LINES.toLocaleString('pt-BR')} linhas`,
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

/** A quantity as people type it: "3", "1,5", "1.5", "1.000,5"; null when not a positive number with at most 3 decimals. */
export function parseQuantity(raw: string): number | null {
  let s = unquote(raw).replace(/\s/g, '');
  if (!s) return null;
  if (s.includes(',') && s.includes('.')) s = s.replace(/\./g, '').replace(',', '.');
  else s = s.replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(s)) return null;
  const q = Number(s);
  if (!Number.isFinite(q) || q <= 0 || q > MAX_SPREADSHEET_QUANTITY) return null;
  if (Math.round(q * 1000) / 1000 !== q) return null;
  return q;
}

/** One pasted or CSV line into cells: tab or ';' separate; otherwise the first ',' or blank run. */
export function splitLine(line: string): string[] {
  if (line.includes('\t')) return line.split('\t');
  if (line.includes(';')) return line.split(';');
  const m = /^\s*("[^"]*"|[^,\s]+)\s*[,\s]\s*(.*)$/.exec(line);
  return m ? [m[1]!, m[2]!] : [line];
}

export const splitText = (text: string): string[][] =>
  text
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\n|\r/)
    .map(splitLine);

const HEADER_RE = /^(c[oó]d(igo)?|code|sku|refer[eê]ncia)$/i;

/**
 * Rows (cells as text) to entries: blank rows skipped, a header row skipped, the line number
 * kept (1-based, as a spreadsheet shows it). Returns null above MAX_SPREADSHEET_LINES entries.
 */
export function rowsToEntries(rows: readonly (readonly string[])[]): SpreadsheetEntry[] | null {
  const out: SpreadsheetEntry[] = [];
  for (let i = 0; i < rows.length; i++) {
    const cells = rows[i]!.map(unquote);
    if (cells.every((c) => c === '')) continue;
    const [codigo = '', qtd = ''] = cells;
    if (out.length === 0 && i === rows.findIndex((r) => r.some((c) => c.trim() !== '')) && HEADER_RE.test(codigo))
      continue;
    if (out.length >= MAX_SPREADSHEET_LINES) return null;
    const quantidade = parseQuantity(qtd);
    const erro = !codigo
      ? SPREADSHEET_MESSAGES.codigoAusente
      : quantidade === null
        ? SPREADSHEET_MESSAGES.quantidadeInvalida
        : null;
    out.push({ linha: i + 1, codigo: codigo.slice(0, 60), quantidade, erro });
  }
  return out;
}
