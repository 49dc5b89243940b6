/**
 * The order after placement: the back office moves it through the state machine and
 * prices quotes; the buyer cancels within the window, accepts a priced quote exactly once (row lock
 * and status check under it), or declines it. Every call answers the order as GET …/get-order does.
 */
import { type PriceQuoteBody } from '../../../../lib/contract/order-life';
import { ORDER_MESSAGES } from '../../../../lib/contract/order-messages';
import { type Order } from '../../../../lib/contract/order-read';
import { canTransition, type OrderStatus } from '../../../../lib/rules/order-status';
import { isMeasureUnit } from '../../../../lib/rules/quantity-text';
import type { Db, Queryable } from '../../db/types';
import type { AuthContext } from '../caller';
import { now as clockNow } from '../clock';
import { conflict, invalid } from '../errors';
import { requireCliente } from '../identity/guards';
import { chargeOrder, paymentMethodFor, type Charge, type PaymentMethodRow } from '../payment';
import { localDate } from '../payment/dates';
import { asAnswered, loadOrder } from './read';
import { buyerMayRead, illegalTransition, lockOrder, moveStatus, orderNotFound, type OrderHead } from './status';

export async function answerOf(q: Queryable, numpedido: number): Promise<Order> {
  return asAnswered((await loadOrder(q, numpedido))!);
}

/** 'dd/mm/aaaa' of 'aaaa-mm-dd'. */
const brDate = (ymd: string) => ymd.split('-').reverse().join('/');

/** The buyer's order, locked; 404 when it is not theirs (buyerMayRead). */
async function lockBuyersOrder(tx: Queryable, auth: AuthContext, numpedido: number): Promise<OrderHead> {
  const o = await lockOrder(tx, numpedido);
  if (!o || !buyerMayRead(auth, o)) throw orderNotFound();
  return o;
}

/** GET /admin/pedidos/{numpedido}: any order, for the back office. */
export async function adminGetOrder(q: Queryable, numpedido: number): Promise<Order> {
  const o = await loadOrder(q, numpedido);
  if (!o) throw orderNotFound();
  return asAnswered(o);
}

/** POST /admin/pedidos/{numpedido}/status: the supplier's change (pricing a quote has its own call). */
export async function adminSetStatus(
  db: Db,
  numpedido: number,
  para: OrderStatus,
  nota: string | undefined,
): Promise<Order> {
  return db.transaction(async (tx) => {
    const o = await lockOrder(tx, numpedido);
    if (!o) throw orderNotFound();
    if (para === 'ORCAMENTO_PRECIFICADO' && o.status === 'ORCAMENTO_NOVO')
      throw conflict(ORDER_MESSAGES.orcamentoPrecificarComPrecos, 'ORCAMENTO_SEM_PRECOS');
    await moveStatus(tx, o, para, 'fornecedor', nota || null);
    return answerOf(tx, numpedido);
  });
}

/** A confirmed PIX or boleto: the order is back in ENVIADO, but only the supplier cancels it now. */
async function isPaid(tx: Queryable, numpedido: number): Promise<boolean> {
  const rows = await tx.query('SELECT 1 FROM pagamentos WHERE numpedido = $1 AND status = $2', [numpedido, 'PAGO']);
  return rows.length > 0;
}

/** POST /v4/app/pedido/{numpedido}/cancelar: the buyer's cancel, within the window (docs/order-status.md). */
export async function cancelByBuyer(
  db: Db,
  auth: AuthContext,
  numpedido: number,
  motivo: string | undefined,
): Promise<Order> {
  requireCliente(auth);
  return db.transaction(async (tx) => {
    const o = await lockBuyersOrder(tx, auth, numpedido);
    if (o.status === 'CANCELADO') throw conflict(ORDER_MESSAGES.pedidoJaCancelado, 'PEDIDO_JA_CANCELADO');
    if (!canTransition(o.status, 'CANCELADO', 'cliente', o.tipo_entrega) || (await isPaid(tx, numpedido)))
      throw conflict(ORDER_MESSAGES.cancelamentoNaoPermitido, 'CANCELAMENTO_NAO_PERMITIDO');
    await moveStatus(tx, o, 'CANCELADO', 'cliente', motivo || null);
    return answerOf(tx, numpedido);
  });
}

type QuoteLine = {
  idproduto: string;
  nome: string;
  quantidade: string;
  embalar_para_presente: boolean;
  preco_embalagem: number | null;
};

/**
 * POST /admin/pedidos/{numpedido}/orcamento: every line priced (centavos), totals computed like the
 * cart's (price × quantity rounded, plus the catalogue's gift-wrap price × quantity), the quote's
 * freight and fee kept; valid through `validade` (São Paulo), which may not be in the past.
 */
export async function priceQuote(db: Db, numpedido: number, body: PriceQuoteBody, now = clockNow()): Promise<Order> {
  if (body.validade < localDate(now))
    throw invalid(ORDER_MESSAGES.validadePassada, { validade: ORDER_MESSAGES.validadePassada }, 'VALIDADE_INVALIDA');
  return db.transaction(async (tx) => {
    const o = await lockOrder(tx, numpedido);
    if (!o) throw orderNotFound();
    if (o.status !== 'ORCAMENTO_NOVO') throw illegalTransition(o.status, 'ORCAMENTO_PRECIFICADO');
    const lines = await tx.query<QuoteLine>(
      `SELECT i.idproduto, i.nome, i.quantidade::text AS quantidade, i.embalar_para_presente, p.preco_embalagem
       FROM pedido_itens i LEFT JOIN produtos p ON p.idproduto = i.idproduto
       WHERE i.numpedido = $1 ORDER BY i.ordem`,
      [numpedido],
    );
    const ofOrder = new Set(lines.map((l) => l.idproduto));
    const prices = new Map<string, number>();
    body.itens.forEach((item, i) => {
      const id = item.idproduto.toLowerCase();
      const campo = `itens.${i}.idproduto`;
      if (!ofOrder.has(id))
        throw invalid(
          ORDER_MESSAGES.produtoForaDoOrcamento,
          { [campo]: ORDER_MESSAGES.produtoForaDoOrcamento },
          'PRODUTO_FORA_DO_ORCAMENTO',
        );
      if (prices.has(id))
        throw invalid(
          'Produto repetido no orçamento',
          { [campo]: 'Produto repetido no orçamento' },
          'PRODUTO_REPETIDO',
        );
      prices.set(id, item.preco);
    });
    const missing = lines.filter((l) => !prices.has(l.idproduto));
    if (missing.length > 0) {
      throw invalid(
        `${ORDER_MESSAGES.precoObrigatorio}: ${missing.map((l) => l.nome).join(', ')}`,
        { itens: ORDER_MESSAGES.precoObrigatorio },
        'PRECO_OBRIGATORIO',
      );
    }
    const priced = lines.map((l) => {
      const q = Number(l.quantidade);
      const preco = prices.get(l.idproduto)!;
      const embalagem = l.embalar_para_presente && l.preco_embalagem ? Math.round(l.preco_embalagem * q) : 0;
      return { ...l, preco, total: Math.round(preco * q) + embalagem };
    });
    await tx.query(
      `UPDATE pedido_itens i SET preco = t.preco, preco_lista = t.preco, origem_preco = 'ORCAMENTO', preco_embalagem = t.embalagem, total = t.total
       FROM unnest($2::uuid[], $3::int[], $4::int[], $5::int[]) AS t(idproduto, preco, embalagem, total)
       WHERE i.numpedido = $1 AND i.idproduto = t.idproduto`,
      [
        numpedido,
        priced.map((l) => l.idproduto),
        priced.map((l) => l.preco),
        priced.map((l) => l.preco_embalagem),
        priced.map((l) => l.total),
      ],
    );
    const produtos = priced.reduce((s, l) => s + l.total, 0);
    const [t] = await tx.query<{ total: number }>(
      `UPDATE pedidos SET total_produtos = $2, total_pedido = $2 - valor_desconto + taxa_entrega + taxa_conveniencia, orcamento_validade = $3::date
       WHERE numpedido = $1 RETURNING total_pedido AS total`,
      [numpedido, produtos, body.validade],
    );
    await tx.query('UPDATE pagamentos SET valor = $2 WHERE numpedido = $1', [numpedido, t!.total]);
    await moveStatus(tx, o, 'ORCAMENTO_PRECIFICADO', 'fornecedor', `Válido até ${brDate(body.validade)}`);
    return answerOf(tx, numpedido);
  });
}

/** Has a products sold by weight or volume (card pre-authorisation margin)? */
export async function orderIsWeighed(q: Queryable, numpedido: number): Promise<boolean> {
  const rows = await q.query<{ unidade: string }>('SELECT DISTINCT unidade FROM pedido_itens WHERE numpedido = $1', [
    numpedido,
  ]);
  return rows.some((r) => isMeasureUnit(r.unidade));
}

/**
 * Writes a new charge as the order's payment. `supersede`: the current one (an issued PIX, boleto,
 * a method changed) is kept in pagamento_cobrancas_substituidas and `emissao` counts on.
 */
export async function writeCharge(
  tx: Queryable,
  numpedido: number,
  method: PaymentMethodRow,
  charge: Charge,
  supersede: boolean,
): Promise<void> {
  if (supersede) {
    await tx.query(
      `INSERT INTO pagamento_cobrancas_substituidas (numpedido, emissao, idformapagto, tipo, descricao, status, valor, pix, boleto, cartao, vencimento_fatura)
       SELECT numpedido, emissao, idformapagto, tipo, descricao, status, valor, pix, boleto, cartao, vencimento_fatura FROM pagamentos WHERE numpedido = $1`,
      [numpedido],
    );
  }
  const p = charge.pagamento;
  await tx.query(
    `UPDATE pagamentos SET idformapagto = $2, tipo = $3, descricao = $4, status = $5, valor = $6, pix = $7::jsonb, boleto = $8::jsonb,
       cartao = $9::jsonb, vencimento_fatura = $10::date, emissao = emissao + $11
     WHERE numpedido = $1`,
    [
      numpedido,
      method.idformapagto,
      method.tipo,
      method.descricao,
      p.status,
      p.valor,
      p.pix ? JSON.stringify(p.pix) : null,
      p.boleto ? JSON.stringify(p.boleto) : null,
      p.cartao ? JSON.stringify(p.cartao) : null,
      p.vencimentoFatura,
      supersede ? 1 : 0,
    ],
  );
}

/**
 * POST /v4/app/pedido/{numpedido}/orcamento/aceitar: exactly once. Under the order's row lock the
 * quote must still be ORCAMENTO_PRECIFICADO and within its validity; then the charge is issued as
 * at checkout (PIX/boleto: AGUARDANDOPAGAMENTO; card: the token pre-authorised; on terms: the
 * credit taken) and the order becomes ENVIADO (then AGUARDANDOPAGAMENTO for PIX and boleto).
 */
export async function acceptQuote(
  db: Db,
  auth: AuthContext,
  numpedido: number,
  body: { tokenCartao?: string; quantParcelas?: number },
  now = clockNow(),
): Promise<Order> {
  requireCliente(auth);
  return db.transaction(async (tx) => {
    const o = await lockBuyersOrder(tx, auth, numpedido);
    if (o.status === 'ORCAMENTO_NOVO') throw conflict(ORDER_MESSAGES.orcamentoEmAnalise, 'ORCAMENTO_EM_ANALISE');
    if (o.status !== 'ORCAMENTO_PRECIFICADO') {
      throw o.orcamento
        ? conflict(ORDER_MESSAGES.orcamentoJaRespondido, 'ORCAMENTO_JA_RESPONDIDO')
        : conflict(ORDER_MESSAGES.naoEOrcamento, 'NAO_E_ORCAMENTO');
    }
    if (!o.orcamento_validade || o.orcamento_validade < localDate(now))
      throw conflict(ORDER_MESSAGES.orcamentoExpirado, 'ORCAMENTO_EXPIRADO');
    const [pay] = await tx.query<{ idformapagto: string }>(
      'SELECT idformapagto FROM pagamentos WHERE numpedido = $1 FOR UPDATE',
      [numpedido],
    );
    const parcelas = body.quantParcelas ?? 1;
    const method = await paymentMethodFor(tx, o.idfornecedor, pay!.idformapagto, parcelas);
    const charge = await chargeOrder(tx, {
      method,
      numpedido,
      idfornecedor: o.idfornecedor,
      idcliente: o.idcliente,
      idconta: o.idprincipal ?? o.idcliente,
      total: o.total_pedido,
      orcamento: false,
      parcelas,
      tokenCartao: body.tokenCartao,
      weighed: await orderIsWeighed(tx, numpedido),
      now,
    });
    await writeCharge(tx, numpedido, method, charge, false);
    await moveStatus(tx, o, 'ENVIADO', 'cliente', 'Orçamento aceito');
    if (charge.status !== 'ENVIADO')
      await moveStatus(tx, o, charge.status, 'sistema', `Cobrança emitida: ${method.descricao}`);
    return answerOf(tx, numpedido);
  });
}

/** POST /v4/app/pedido/{numpedido}/orcamento/recusar: a quote (priced or not, expired or not) declined. */
export async function declineQuote(
  db: Db,
  auth: AuthContext,
  numpedido: number,
  motivo: string | undefined,
): Promise<Order> {
  requireCliente(auth);
  return db.transaction(async (tx) => {
    const o = await lockBuyersOrder(tx, auth, numpedido);
    if (o.status !== 'ORCAMENTO_NOVO' && o.status !== 'ORCAMENTO_PRECIFICADO') {
      throw o.orcamento
        ? conflict(ORDER_MESSAGES.orcamentoJaRespondido, 'ORCAMENTO_JA_RESPONDIDO')
        : conflict(ORDER_MESSAGES.naoEOrcamento, 'NAO_E_ORCAMENTO');
    }
    await moveStatus(tx, o, 'CANCELADO', 'cliente', motivo || 'Orçamento recusado');
    return answerOf(tx, numpedido);
  });
}
