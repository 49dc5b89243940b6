/**
 * The NF-e of an order, in homologação: issued once, the first time the DANFE or the XML
 * of an eligible order is asked for, and read back from then on.
 *
 * Eligible (lib/contract/invoice.ts nfeEligible): SEPARANDO, PAGO, EMENTREGA, PRONTO_RETIRADA,
 * ENTREGUE, and ENVIADO when paid or bought on terms. Anything else is 409 'A nota fiscal
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

import { INVOICE_MESSAGES, nfeEligible } from '../../../../lib/contract/invoice';
import type { Order } from '../../../../lib/contract/order-read';
import { buildNfeKey, nfeCodeAllowed, type Uf } from '../../../../lib/rules/nfe-key';
import { checkStateRegistration } from '../../../../lib/rules/state-registration';
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
      pagamento: string | null;
    }>(
      `SELECT p.idfornecedor, p.status, p.total_pedido, g.tipo, g.status AS pagamento
       FROM pedidos p LEFT JOIN pagamentos g ON g.numpedido = p.numpedido
       WHERE p.numpedido = $1 FOR UPDATE OF p`,
      [numpedido],
    );
    if (!o) throw orderNotFound();
    const again = await findNote(tx, numpedido);
    if (again) return again;
    if (!nfeEligible(o.status, { tipo: o.tipo, status: o.pagamento }, o.total_pedido)) throw noteNotIssued();
    // The UF and CNPJ of the key are the legal record's (decision 0038).
    const [em] = await tx.query<{ serie: number; numero: number; uf: string | null; cnpj: string | null }>(
      `UPDATE emitentes_fiscais e SET ultimo_numero = e.ultimo_numero + 1 FROM fornecedores f
       WHERE e.idfornecedor = $1 AND f.idfornecedor = e.idfornecedor
       RETURNING e.serie, e.ultimo_numero AS numero, f.uf, f.cnpj`,
      [o.idfornecedor],
    );
    if (!em?.uf || !em.cnpj) throw conflict(INVOICE_MESSAGES.emitenteNaoConfigurado, 'EMITENTE_NAO_CONFIGURADO');
    let codigo = randomInt(0, 100_000_000);
    while (!nfeCodeAllowed(codigo, em.numero)) codigo = randomInt(0, 100_000_000);
    const chave = buildNfeKey({
      uf: em.uf as Uf,
      emissao: localDate(now),
      cnpj: em.cnpj,
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

/** How the recipient stands for ICMS (ide/indFinal, dest/indIEDest, dest/IE). */
export type RecipientTax = { indIEDest: '1' | '9'; ie: string | null; indFinal: '0' | '1' };

/** The cobr group of a sale on terms: the invoice (fatura) and its one installment (duplicata). */
export type Billing = {
  nFat: string;
  vOrig: number;
  vDesc: number;
  vLiq: number;
  duplicatas: { nDup: string; dVenc: string; vDup: number }[];
};

export type NfeData = {
  note: NoteRow;
  emitidaEm: Date;
  order: Order;
  issuer: Issuer & { fiscal: NonNullable<Issuer['fiscal']> };
  recipient: Recipient;
  recipientTax: RecipientTax;
  cfop: string;
  interestadual: boolean;
  itens: NfeItem[];
  totais: { vProd: number; vDesc: number; vFrete: number; vOutro: number; vNF: number };
  pagamento: { tPag: string; descricao: string; valor: number; aPrazo: boolean };
  /** Only for a sale on terms (FATURADO). */
  cobranca: Billing | null;
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
 * indIEDest and indFinal from the recipient (SEFAZ rejeição 696: an operation with a non-taxpayer,
 * indIEDest 9, must be to a final consumer, indFinal 1):
 * - a person (CPF) → 9, not a taxpayer; final consumer.
 * - a company with a state registration → 1, a taxpayer, its IE in dest; indFinal 0: what a
 *   taxpayer buys from these wholesale and retail suppliers is taken as bought for resale or use in
 *   its business, a normal operation (the sale's CFOP 5102/6102 says the same).
 * - a company without one → 9, not a taxpayer; final consumer.
 */
export function recipientTax(r: Pick<Recipient, 'tipoDocumento' | 'inscricaoEstadual'>): RecipientTax {
  if (r.tipoDocumento === 'CNPJ' && r.inscricaoEstadual)
    return { indIEDest: '1', ie: r.inscricaoEstadual, indFinal: '0' };
  return { indIEDest: '9', ie: null, indFinal: '1' };
}

/**
 * CFOP of a sale of goods bought from third parties (Simples Nacional, no ICMS-ST modelled,
 * decision 0029): 5102 to a recipient in the issuer's UF, 6102 to another UF. A pickup (no address
 * known) stays in the UF.
 */
export function saleCfop(
  issuerUf: string,
  recipientUf: string | null,
): { cfop: '5102' | '6102'; interestadual: boolean } {
  const interestadual = !!recipientUf && recipientUf !== issuerUf;
  return { cfop: interestadual ? '6102' : '5102', interestadual };
}

/**
 * The order's lines with the order's discount, freight and other charges split over them; the
 * totals are the sums of the lines (SEFAZ refuses totals that do not add up: rejeições 531–610),
 * and vNF = vProd − vDesc + vFrete + vOutro is the order's total. What the lines do not explain
 * (the convenience fee, rounding) is "outras despesas" when positive and more discount when not.
 */
export function nfeLines(
  lines: { codigo: string; descricao: string; ncm: string; unidade: string; quantidade: number; total: number }[],
  order: { valorDesconto: number; taxaEntrega: number; totalPedido: number },
  cfop: string,
): { itens: NfeItem[]; totais: NfeData['totais'] } {
  const totals = lines.map((l) => l.total);
  const vProd = totals.reduce((s, t) => s + t, 0);
  const vFrete = order.taxaEntrega;
  const vNF = order.totalPedido;
  const rest = vNF - (vProd - order.valorDesconto + vFrete);
  const vOutro = Math.max(rest, 0);
  const vDesc = order.valorDesconto + Math.max(-rest, 0);
  const descontos = allocate(vDesc, totals);
  const fretes = allocate(vFrete, totals);
  const outros = allocate(vOutro, totals);
  const itens = lines.map((l, k) => ({
    n: k + 1,
    codigo: l.codigo,
    descricao: l.descricao,
    ncm: l.ncm,
    cfop,
    unidade: l.unidade,
    quantidade: l.quantidade,
    valorUnitario: l.quantidade > 0 ? l.total / l.quantidade : 0,
    valorTotal: l.total,
    desconto: descontos[k]!,
    frete: fretes[k]!,
    outros: outros[k]!,
  }));
  return { itens, totais: { vProd, vDesc, vFrete, vOutro, vNF } };
}

/**
 * Everything the DANFE and the XML print, for an order the caller may read (getOrderFor: the
 * client acted for, or a linked user's order for its principal; 404 otherwise) at the supplier in
 * the path (another supplier: 404). Issues the note on the first call, after checking what SEFAZ
 * would refuse (the emitter's IE, the recipient's document, every product's NCM): a refusal is a
 * 409 and takes no number.
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
  const issued = await findNote(db, numpedido);
  if (!issued && !nfeEligible(order.status, order.pagamento, order.totalPedido)) throw noteNotIssued();

  const issuer = await readIssuer(db, order.idfornecedor);
  if (!issuer.fiscal || !issuer.cnpj)
    throw conflict(INVOICE_MESSAGES.emitenteNaoConfigurado, 'EMITENTE_NAO_CONFIGURADO');
  if (checkStateRegistration(issuer.fiscal.inscricao_estadual, issuer.fiscal.uf) === 'invalid')
    throw conflict(INVOICE_MESSAGES.ieEmitenteInvalida, 'IE_EMITENTE_INVALIDA');
  const [raw] = await db.query<{ endereco_faturamento: unknown }>(
    'SELECT endereco_faturamento FROM pedidos WHERE numpedido = $1',
    [numpedido],
  );
  const recipient = await readRecipient(db, order.idcliente, {
    enderecoFaturamento: raw?.endereco_faturamento,
    idenderecoEntrega: order.enderecoentrega?.idendereco ?? null,
    idfornecedor: order.idfornecedor,
    cpfNaNota: order.cpfNaNota,
  });
  if (!recipient.documento) throw conflict(INVOICE_MESSAGES.destinatarioSemDocumento, 'DESTINATARIO_SEM_DOCUMENTO');
  const products = new Map(
    (
      await db.query<{ idproduto: string; codigo: string | null; ncm: string | null }>(
        'SELECT idproduto, codigo, ncm FROM produtos WHERE idproduto = ANY($1::uuid[])',
        [order.itens.map((i) => i.idproduto)],
      )
    ).map((r) => [r.idproduto, r]),
  );
  if (order.itens.some((i) => !products.get(i.idproduto)?.ncm))
    throw conflict(INVOICE_MESSAGES.produtoSemNcm, 'PRODUTO_SEM_NCM');

  const note = await issueNote(db, numpedido, now);
  const { cfop, interestadual } = saleCfop(issuer.fiscal.uf, recipient.endereco?.uf ?? null);
  const { itens, totais } = nfeLines(
    order.itens.map((i) => ({
      codigo: products.get(i.idproduto)?.codigo || i.idproduto.slice(0, 8).toUpperCase(),
      descricao: i.nome,
      ncm: products.get(i.idproduto)!.ncm!,
      unidade: i.unidade.toUpperCase().slice(0, 6),
      quantidade: i.quantidade,
      total: i.total ?? 0,
    })),
    { valorDesconto: order.valorDesconto, taxaEntrega: order.taxaEntrega, totalPedido: order.totalPedido ?? 0 },
    cfop,
  );
  const [tPag, descricao] = T_PAG[order.pagamento.tipo] ?? ['99', order.pagamento.descricao];
  const aPrazo = order.pagamento.tipo === 'FATURADO';
  const emitidaEm = new Date(note.emitida_em);
  const vencimento = order.pagamento.vencimentoFatura;
  return {
    note,
    emitidaEm,
    order,
    issuer: { ...issuer, fiscal: issuer.fiscal },
    recipient,
    recipientTax: recipientTax(recipient),
    cfop,
    interestadual,
    itens,
    totais,
    pagamento: { tPag, descricao, valor: totais.vNF, aPrazo },
    // A duplicata cannot fall due before the note is issued: a title already due when the note is
    // first asked for (the demo issues lazily) keeps its fatura without a duplicata.
    cobranca: aPrazo
      ? {
          nFat: String(order.numpedido),
          vOrig: totais.vNF,
          vDesc: 0,
          vLiq: totais.vNF,
          duplicatas:
            vencimento && vencimento >= localDate(emitidaEm)
              ? [{ nDup: '001', dVenc: vencimento, vDup: totais.vNF }]
              : [],
        }
      : null,
    modFrete: order.tipoEntrega === 'RETIRADA' ? '9' : '0',
  };
}

/** The homologação notice of the DANFE's banner. */
export const HOMOLOGACAO = 'EMITIDA EM AMBIENTE DE HOMOLOGAÇÃO - SEM VALOR FISCAL';
/** The sentence that opens infCpl and the DANFE's additional data. */
export const SEM_VALOR_FISCAL = 'NF-e emitida em ambiente de homologação - sem valor fiscal';
