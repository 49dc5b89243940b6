/**
 * The NF-e of an order (issue 15), in homologação: issued once, the first time the DANFE or the XML
 * of an eligible order is asked for, and read back from then on.
 *
 * Eligible (lib/contract/invoice.ts NFE_ELIGIBLE_STATUSES): PAGO, SEPARANDO, EMENTREGA,
 * PRONTO_RETIRADA, ENTREGUE, and ENVIADO when bought on terms. Anything else is 409 'A nota fiscal
 * deste pedido ainda não foi emitida'.
 *
 * Numbering: in one transaction the order row is locked (FOR UPDATE), the note looked for again,
 * and the supplier's next number taken with UPDATE emitentes_fiscais … RETURNING (a row lock held
 * to the commit). Two first requests for one order wait on the order lock and the second finds the
 * note; two orders of one supplier wait on the emitter row. So each order has one number and the
 * numbers of a supplier's series are sequential, without gaps or repeats; UNIQUE constraints on
 * (numpedido) and (idfornecedor, serie, numero) back this up.
 */
import { randomInt } from 'node:crypto';

import { INVOICE_MESSAGES, NFE_ELIGIBLE_STATUSES } from '../../../../lib/contract/invoice';
import type { Order } from '../../../../lib/contract/order';
import { buildNfeKey, type Uf } from '../../../../lib/rules/nfe-key';
import type { Db, Queryable } from '../../db/types';
import type { AuthContext } from '../caller';
import { conflict } from '../errors';
import { getOrderFor } from '../order';
import { orderNotFound } from '../order/read';
import { localDate } from '../payment/dates';
import { getSupplierRow } from '../suppliers';
import { readIssuer, readRecipient, type Issuer, type Recipient } from './parties';

export type NoteRow = {
  numpedido: number;
  idfornecedor: string;
  serie: number;
  numero: number;
  codigo: number;
  chave: string;
  emitida_em: Date | string;
};

export const noteNotIssued = () => conflict(INVOICE_MESSAGES.notaNaoEmitida, 'NOTA_NAO_EMITIDA');

/** Whether an order in this state, paid this way, gets an NF-e. */
export function nfeEligible(status: string, tipoPagamento: string, totalPedido: number | null): boolean {
  if (totalPedido === null) return false;
  if ((NFE_ELIGIBLE_STATUSES as readonly string[]).includes(status)) return true;
  return status === 'ENVIADO' && tipoPagamento === 'FATURADO';
}

const NOTE_COLS = 'numpedido, idfornecedor, serie, numero, codigo, chave, emitida_em';

export async function findNote(db: Queryable, numpedido: number): Promise<NoteRow | null> {
  const [n] = await db.query<NoteRow>(`SELECT ${NOTE_COLS} FROM notas_fiscais WHERE numpedido = $1`, [numpedido]);
  return n ?? null;
}

/** The order's note, issuing it when the order is eligible and has none. */
export async function issueNote(db: Db, numpedido: number, now: Date): Promise<NoteRow> {
  const existing = await findNote(db, numpedido);
  if (existing) return existing;
  return db.transaction(async (tx) => {
    const [o] = await tx.query<{
      idfornecedor: string;
      status: string;
      total_pedido: number | null;
      tipo: string | null;
    }>(
      `SELECT p.idfornecedor, p.status, p.total_pedido, g.tipo
       FROM pedidos p LEFT JOIN pagamentos g ON g.numpedido = p.numpedido
       WHERE p.numpedido = $1 FOR UPDATE OF p`,
      [numpedido],
    );
    if (!o) throw orderNotFound();
    const again = await findNote(tx, numpedido);
    if (again) return again;
    if (!nfeEligible(o.status, o.tipo ?? '', o.total_pedido)) throw noteNotIssued();
    const [em] = await tx.query<{ serie: number; numero: number; uf: string }>(
      `UPDATE emitentes_fiscais SET ultimo_numero = ultimo_numero + 1 WHERE idfornecedor = $1
       RETURNING serie, ultimo_numero AS numero, uf`,
      [o.idfornecedor],
    );
    const [f] = await tx.query<{ cnpj: string | null }>('SELECT cnpj FROM fornecedores WHERE idfornecedor = $1', [
      o.idfornecedor,
    ]);
    if (!em || !f?.cnpj) throw conflict(INVOICE_MESSAGES.emitenteNaoConfigurado, 'EMITENTE_NAO_CONFIGURADO');
    let codigo = randomInt(0, 100_000_000);
    while (codigo === em.numero) codigo = randomInt(0, 100_000_000);
    const chave = buildNfeKey({
      uf: em.uf as Uf,
      emissao: localDate(now),
      cnpj: f.cnpj,
      serie: em.serie,
      numero: em.numero,
      codigo,
    });
    const [n] = await tx.query<NoteRow>(
      `INSERT INTO notas_fiscais (numpedido, idfornecedor, serie, numero, codigo, chave, emitida_em)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${NOTE_COLS}`,
      [numpedido, o.idfornecedor, em.serie, em.numero, codigo, chave, now],
    );
    return n!;
  });
}

export type NfeItem = {
  n: number;
  codigo: string;
  descricao: string;
  ncm: string;
  cfop: string;
  unidade: string;
  quantidade: number;
  /** Centavos (may be fractional for products sold by weight: total ÷ quantity). */
  valorUnitario: number;
  valorTotal: number;
  desconto: number;
  frete: number;
  outros: number;
};

export type NfeData = {
  note: NoteRow;
  emitidaEm: Date;
  order: Order;
  issuer: Issuer & { fiscal: NonNullable<Issuer['fiscal']> };
  recipient: Recipient;
  cfop: string;
  interestadual: boolean;
  itens: NfeItem[];
  totais: { vProd: number; vDesc: number; vFrete: number; vOutro: number; vNF: number };
  pagamento: { tPag: string; descricao: string; valor: number };
  /** modFrete: 0 by the issuer (delivery), 9 no transport (pickup). */
  modFrete: '0' | '9';
};

/** Splits `amount` across `weights` proportionally (largest remainder), the parts summing exactly to it. */
export function allocate(amount: number, weights: readonly number[]): number[] {
  const total = weights.reduce((s, w) => s + w, 0);
  if (amount === 0 || weights.length === 0) return weights.map(() => 0);
  if (total <= 0) return weights.map((_, i) => (i === 0 ? amount : 0));
  const raw = weights.map((w) => (amount * w) / total);
  const parts = raw.map((r) => Math.floor(r));
  let rest = amount - parts.reduce((s, p) => s + p, 0);
  const order = raw.map((r, i) => [r - Math.floor(r), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of order) {
    if (rest <= 0) break;
    parts[i]!++;
    rest--;
  }
  return parts;
}

/** tPag of the NF-e by payment type. */
const T_PAG: Record<string, [string, string]> = {
  DINHEIRO: ['01', 'Dinheiro'],
  CARTAO_CREDITO: ['03', 'Cartão de crédito'],
  CARTAO_DEBITO: ['04', 'Cartão de débito'],
  BOLETO: ['15', 'Boleto bancário'],
  FATURADO: ['15', 'Boleto bancário (faturado)'],
  PIX: ['17', 'PIX'],
};

/**
 * Everything the DANFE and the XML print, for an order the caller may read (getOrderFor: the
 * client acted for, or a linked user's order for its principal; 404 otherwise) at the supplier in
 * the path (another supplier: 404). Issues the note on the first call.
 */
export async function nfeFor(
  db: Db,
  auth: AuthContext,
  numpedido: number,
  idfornecedor: string,
  now: Date,
): Promise<NfeData> {
  const order = await getOrderFor(db, auth, numpedido);
  const f = await getSupplierRow(db, idfornecedor).catch(() => null);
  if (!f || f.idfornecedor !== order.idfornecedor) throw orderNotFound();
  const note = await issueNote(db, numpedido, now);
  const issuer = await readIssuer(db, order.idfornecedor);
  if (!issuer.fiscal) throw conflict(INVOICE_MESSAGES.emitenteNaoConfigurado, 'EMITENTE_NAO_CONFIGURADO');
  const [raw] = await db.query<{ endereco_faturamento: unknown }>(
    'SELECT endereco_faturamento FROM pedidos WHERE numpedido = $1',
    [numpedido],
  );
  const recipient = await readRecipient(db, order.idcliente, {
    enderecoFaturamento: raw?.endereco_faturamento,
    idenderecoEntrega: order.enderecoentrega?.idendereco ?? null,
  });
  const interestadual = !!recipient.endereco && recipient.endereco.uf !== issuer.fiscal.uf;
  const cfop = interestadual ? '6102' : '5102';
  const codes = new Map(
    (
      await db.query<{ idproduto: string; codigo: string | null }>(
        'SELECT idproduto, codigo FROM produtos WHERE idproduto = ANY($1::uuid[])',
        [order.itens.map((i) => i.idproduto)],
      )
    ).map((r) => [r.idproduto, r.codigo]),
  );
  const totals = order.itens.map((i) => i.total ?? 0);
  const vProd = totals.reduce((s, t) => s + t, 0);
  const vDesc = order.valorDesconto;
  const vFrete = order.taxaEntrega;
  const vNF = order.totalPedido ?? 0;
  // The convenience fee (and any rounding between the lines and the order) as "outras despesas".
  const vOutro = vNF - (vProd - vDesc + vFrete);
  const descontos = allocate(vDesc, totals);
  const fretes = allocate(vFrete, totals);
  const outros = allocate(vOutro, totals);
  const itens: NfeItem[] = order.itens.map((i, k) => ({
    n: k + 1,
    codigo: codes.get(i.idproduto) || i.idproduto.slice(0, 8).toUpperCase(),
    descricao: i.nome,
    ncm: '00000000',
    cfop,
    unidade: i.unidade.toUpperCase().slice(0, 6),
    quantidade: i.quantidade,
    valorUnitario: i.quantidade > 0 ? (i.total ?? 0) / i.quantidade : 0,
    valorTotal: i.total ?? 0,
    desconto: descontos[k]!,
    frete: fretes[k]!,
    outros: outros[k]!,
  }));
  const [tPag, descricao] = T_PAG[order.pagamento.tipo] ?? ['99', order.pagamento.descricao];
  return {
    note,
    emitidaEm: new Date(note.emitida_em),
    order,
    issuer: { ...issuer, fiscal: issuer.fiscal },
    recipient,
    cfop,
    interestadual,
    itens,
    totais: { vProd, vDesc, vFrete, vOutro, vNF },
    pagamento: { tPag, descricao, valor: vNF },
    modFrete: order.tipoEntrega === 'RETIRADA' ? '9' : '0',
  };
}

/** The homologação notice every document carries. */
export const HOMOLOGACAO = 'EMITIDA EM AMBIENTE DE HOMOLOGAÇÃO - SEM VALOR FISCAL';
