/**
 * POST /v4/product/spreadsheet/{idfornecedor}/: a quick order from a CSV, an XLSX or
 * pasted lines. Codes are matched in the supplier's catalogue (case-insensitive); the good lines go
 * into the cart through the cart's own save (repeat mode: added to what is there, quantity rule,
 * row lock, attendant lock), and each line says what became of it.
 */
import type { SpreadsheetLine, SpreadsheetResponse } from '../../../../lib/contract/spreadsheet';
import {
  SPREADSHEET_MESSAGES as M,
  MAX_SPREADSHEET_BYTES,
  numberedRowsToEntries,
  rowsToEntries,
  splitText,
  type SpreadsheetEntry,
} from '../../../../lib/rules/spreadsheet';
import type { Db, Queryable } from '../../db/types';
import type { AuthContext } from '../caller';
import { cartContext, cartView, loadCart, saveCart } from '../cart';
import { sellable } from '../cart/pricing';
import { PRODUCT_COLS, type ProductRow } from '../catalog';
import { DomainError } from '../errors';
import { requireCliente } from '../identity/guards';
import { xlsxPool } from './xlsx-pool';

export type SpreadsheetInput = { arquivo?: { nome: string; conteudo: string }; texto?: string };

const tooLarge = () => new DomainError('too_large', 'ARQUIVO_MUITO_GRANDE', M.arquivoGrande);
const tooManyLines = () => new DomainError('unprocessable', 'LINHAS_DEMAIS', M.linhasDemais);
const refusedFile = (codigo: string, mensagem: string) =>
  new DomainError('unprocessable', codigo, mensagem, { arquivo: mensagem });

/**
 * The entries of the upload: an XLSX (by its ZIP signature or name), read in the worker thread
 * (xlsx-pool.ts), or text (CSV or pasted), split here. A refused file is a 413 (its size) or a 422.
 */
export async function uploadEntries(input: SpreadsheetInput): Promise<SpreadsheetEntry[] | null> {
  if (!input.arquivo) return rowsToEntries(splitText(input.texto ?? ''));
  const buf = Buffer.from(input.arquivo.conteudo, 'base64');
  if (buf.length > MAX_SPREADSHEET_BYTES) throw tooLarge();
  if (buf.length === 0) throw refusedFile('PLANILHA_VAZIA', M.semLinhas);
  const nome = input.arquivo.nome.toLowerCase();
  const isZip = buf.length >= 4 && buf.readUInt32LE(0) === 0x04034b50;
  if (isZip || nome.endsWith('.xlsx')) return numberedRowsToEntries(await xlsxPool.read(buf));
  if (!/\.(csv|txt)$/.test(nome)) throw refusedFile('FORMATO_INVALIDO', M.formatoInvalido);
  const text = buf.toString('utf8');
  // A CSV saved by a spreadsheet program in Windows-1252 shows replacement characters in UTF-8.
  return rowsToEntries(splitText(text.includes('\uFFFD') ? buf.toString('latin1') : text));
}

async function productsByCode(
  db: Queryable,
  idfornecedor: string,
  codes: readonly string[],
): Promise<Map<string, ProductRow>> {
  if (codes.length === 0) return new Map();
  const rows = await db.query<ProductRow>(
    `SELECT ${PRODUCT_COLS} FROM produtos p WHERE p.idfornecedor = $1 AND lower(p.codigo) = ANY($2::text[])`,
    [idfornecedor, codes],
  );
  return new Map(rows.map((r) => [r.codigo.toLowerCase(), r]));
}

const fmt = (q: number) => q.toLocaleString('pt-BR', { maximumFractionDigits: 3 });

export async function uploadSpreadsheet(
  db: Db,
  auth: AuthContext,
  ref: string,
  input: SpreadsheetInput,
  idformapagamento?: string,
): Promise<SpreadsheetResponse> {
  const a = requireCliente(auth);
  const ctx = await cartContext(db, auth, a.cliente.idcliente, ref);
  const entries = await uploadEntries(input);
  if (entries === null) throw tooManyLines();
  if (entries.length === 0) throw new DomainError('unprocessable', 'PLANILHA_VAZIA', M.semLinhas);

  const valid = entries.filter((e) => e.erro === null);
  const byCode = await productsByCode(db, ctx.f.idfornecedor, [...new Set(valid.map((e) => e.codigo.toLowerCase()))]);
  // Lines of one product are summed: the cart takes each product once.
  const groups = new Map<string, { row: ProductRow; entries: SpreadsheetEntry[]; quantidade: number }>();
  for (const e of valid) {
    const row = byCode.get(e.codigo.toLowerCase());
    if (!row || !sellable(row)) continue;
    const g = groups.get(row.idproduto) ?? { row, entries: [], quantidade: 0 };
    g.entries.push(e);
    g.quantidade = Math.round((g.quantidade + e.quantidade!) * 1000) / 1000;
    groups.set(row.idproduto, g);
  }

  const outcome =
    groups.size > 0
      ? await saveCart(db, ctx, {
          itens: [...groups.values()].map((g) => ({
            idproduto: g.row.idproduto,
            quantidade: g.quantidade,
            nome: g.row.nome,
          })),
          codigoCupom: undefined,
          modoRepeticaoPedido: true,
        })
      : null;
  const after = new Map((outcome?.state.items ?? []).map((i) => [i.idproduto, i.quantidade]));

  const linhas: SpreadsheetLine[] = entries.map((e) => {
    const base = {
      linha: e.linha,
      codigo: e.codigo,
      quantidadeSolicitada: e.quantidade,
      quantidade: 0,
      idproduto: null,
      nome: null,
    };
    if (e.erro !== null) return { ...base, status: 'INVALIDO', mensagem: e.erro };
    const row = byCode.get(e.codigo.toLowerCase());
    if (!row) return { ...base, status: 'DESCONHECIDO', mensagem: M.desconhecido };
    const product = { ...base, idproduto: row.idproduto, nome: row.nome };
    const g = groups.get(row.idproduto);
    if (!g || !after.has(row.idproduto)) return { ...product, status: 'INDISPONIVEL', mensagem: M.indisponivel };
    const added = Math.round((after.get(row.idproduto)! - (outcome!.antes.get(row.idproduto) ?? 0)) * 1000) / 1000;
    const first = g.entries[0] === e;
    if (added === g.quantidade)
      return { ...product, quantidade: e.quantidade!, status: 'ADICIONADO', mensagem: M.adicionado };
    // Adjusted by the quantity rule: the whole difference shows on the product's first line.
    return {
      ...product,
      quantidade: first ? Math.max(added, 0) : 0,
      status: 'AJUSTADO',
      mensagem: M.ajustada(fmt(Math.max(added, 0))),
    };
  });

  const count = (s: SpreadsheetLine['status']) => linhas.filter((l) => l.status === s).length;
  const carrinho = outcome
    ? await cartView(db, ctx, outcome.state, { idformapagamento, canalVenda: 'WEB' })
    : await cartView(db, ctx, await loadCart(db, ctx.key), { idformapagamento, canalVenda: 'WEB' });
  const resumo = {
    total: linhas.length,
    adicionados: count('ADICIONADO'),
    ajustados: count('AJUSTADO'),
    desconhecidos: count('DESCONHECIDO'),
    indisponiveis: count('INDISPONIVEL'),
    invalidos: count('INVALIDO'),
  };
  return { linhas, resumo, mensagem: M.resumo(resumo.adicionados + resumo.ajustados, resumo.total), carrinho };
}
