/**
 * Paying later: the buyer changes the payment method of an order not yet paid, or asks
 * for a new PIX or boleto (the old one is superseded: kept in pagamento_cobrancas_substituidas, a
 * new txid or nossoNumero issued). Only the order's own client may (not its principal, not another
 * client: 404). The charge is issued by the checkout's code (domain/payment chargeOrder).
 */
import { type ChangePaymentBody } from '../../../../lib/contract/order-life';
import { ORDER_MESSAGES } from '../../../../lib/contract/order-messages';
import { type Order } from '../../../../lib/contract/order-read';
import { MAX_PIX_CHARGES } from '../../../../lib/rules/order-expiry';
import type { Db, Queryable } from '../../db/types';
import type { AuthContext } from '../caller';
import { now as clockNow } from '../clock';
import { conflict, forbidden } from '../errors';
import { requireCliente } from '../identity/guards';
import { chargeOrder, paymentMethodFor, type PaymentMethodRow } from '../payment';
import { getSupplierRow } from '../suppliers';
import { answerOf, orderIsWeighed, writeCharge } from './lifecycle';
import { lockOrder, moveStatus, orderNotFound, returnCredit, type OrderHead } from './status';

type PaymentHead = { idformapagto: string; tipo: string; status: string; valor: number | null; emissao: number };

/** Payments not yet settled whose method may still change while the order is ENVIADO. */
const CHANGEABLE_WHEN_SENT = ['NA_ENTREGA', 'PRE_AUTORIZADO', 'FATURADO'];

async function lockOwnOrder(
  tx: Queryable,
  auth: AuthContext,
  numpedido: number,
  idfornecedor: string,
): Promise<{ o: OrderHead; pay: PaymentHead }> {
  const o = await lockOrder(tx, numpedido);
  if (!o || o.idfornecedor !== idfornecedor || o.idcliente !== auth.cliente?.idcliente) throw orderNotFound();
  const [pay] = await tx.query<PaymentHead>(
    'SELECT idformapagto, tipo, status, valor, emissao FROM pagamentos WHERE numpedido = $1 FOR UPDATE',
    [numpedido],
  );
  return { o, pay: pay! };
}

/** PIX charges the order had: the superseded ones and the current one. */
export async function pixChargesOf(tx: Queryable, numpedido: number): Promise<number> {
  const [r] = await tx.query<{ n: number }>(
    `SELECT ((SELECT count(*) FROM pagamento_cobrancas_substituidas WHERE numpedido = $1 AND tipo = 'PIX')
           + (SELECT count(*) FROM pagamentos WHERE numpedido = $1 AND tipo = 'PIX'))::int AS n`,
    [numpedido],
  );
  return r?.n ?? 0;
}

/**
 * A new charge of `method` (the old one superseded). An order gets at most MAX_PIX_CHARGES PIX
 * charges, by generate-receipt or a method change alike: a 4th is 409, so an unpaid order cannot hold
 * its stock by renewing the PIX forever (decision 0030).
 */
async function issue(
  tx: Queryable,
  o: OrderHead,
  pay: PaymentHead,
  method: PaymentMethodRow,
  c: { parcelas: number; tokenCartao?: string; now: Date },
): Promise<Awaited<ReturnType<typeof chargeOrder>>> {
  if (method.tipo === 'PIX' && (await pixChargesOf(tx, o.numpedido)) >= MAX_PIX_CHARGES)
    throw conflict(ORDER_MESSAGES.pixEsgotado, 'PIX_ESGOTADO');
  const charge = await chargeOrder(tx, {
    method,
    numpedido: o.numpedido,
    idfornecedor: o.idfornecedor,
    idcliente: o.idcliente,
    idconta: o.idprincipal ?? o.idcliente,
    total: o.total_pedido,
    orcamento: false,
    parcelas: c.parcelas,
    tokenCartao: c.tokenCartao,
    weighed: await orderIsWeighed(tx, o.numpedido),
    now: c.now,
    emissao: pay.emissao + 1,
  });
  await writeCharge(tx, o.numpedido, method, charge, true);
  return charge;
}

/**
 * PUT /v4/orders/payment-method/{idfornecedor}/order/{numpedido}: while AGUARDANDOPAGAMENTO, or
 * ENVIADO paid on delivery, with a pre-authorised card or on terms. Credit taken by the old method
 * is given back first; the new charge sets the status (AGUARDANDOPAGAMENTO for PIX and boleto,
 * ENVIADO otherwise) through the state machine's `sistema`.
 */
export async function changePaymentMethod(
  db: Db,
  auth: AuthContext,
  supplierRef: string,
  numpedido: number,
  body: ChangePaymentBody,
  now = clockNow(),
): Promise<Order> {
  const a = requireCliente(auth);
  const f = await getSupplierRow(db, supplierRef);
  if (f.idfornecedor !== a.sessao.idfornecedor) throw forbidden('Sessão de outro fornecedor');
  const parcelas = body.quantParcelas ?? 1;
  return db.transaction(async (tx) => {
    const { o, pay } = await lockOwnOrder(tx, a, numpedido, f.idfornecedor);
    const changeable =
      o.total_pedido !== null &&
      ((o.status === 'AGUARDANDOPAGAMENTO' && pay.status === 'AGUARDANDO') ||
        (o.status === 'ENVIADO' && CHANGEABLE_WHEN_SENT.includes(pay.status)));
    if (!changeable) throw conflict(ORDER_MESSAGES.pagamentoNaoAlteravel, 'PAGAMENTO_NAO_ALTERAVEL');
    const method = await paymentMethodFor(tx, f.idfornecedor, body.idformapagto, parcelas);
    // The order keeps the prices it was placed with: where prices vary by payment method, only a
    // method with the same variance may replace the chosen one.
    if (f.tags.includes('support-price-variance-by-payment')) {
      const [v] = await tx.query<{ antes: number | null; depois: number | null }>(
        `SELECT (SELECT variacao_preco_bp FROM formas_pagamento WHERE idformapagto = $1) AS antes,
                (SELECT variacao_preco_bp FROM formas_pagamento WHERE idformapagto = $2) AS depois`,
        [pay.idformapagto, method.idformapagto],
      );
      if ((v?.antes ?? 0) !== (v?.depois ?? 0))
        throw conflict(ORDER_MESSAGES.pagamentoOutroPreco, 'PAGAMENTO_OUTRO_PRECO');
    }
    if (pay.status === 'FATURADO' && pay.valor) {
      // Placement locks the supplier row (boleto number) before the credit row: same order here, so a
      // concurrent order of this account cannot deadlock with the credit given back.
      await tx.query('SELECT 1 FROM fornecedores WHERE idfornecedor = $1 FOR UPDATE', [o.idfornecedor]);
      await returnCredit(tx, o, pay.valor);
    }
    const charge = await issue(tx, o, pay, method, { parcelas, tokenCartao: body.tokenCartao, now });
    if (charge.status !== o.status)
      await moveStatus(tx, o, charge.status, 'sistema', `Forma de pagamento alterada para ${method.descricao}`);
    return answerOf(tx, numpedido);
  });
}

/** POST /v4/payment/generate-receipt/{numorder}/{idclient}: a new PIX or boleto of the same method and amount. */
export async function generateReceipt(
  db: Db,
  auth: AuthContext,
  numpedido: number,
  idcliente: string,
  now = clockNow(),
): Promise<Order> {
  const a = requireCliente(auth);
  if (idcliente.toLowerCase() !== a.cliente.idcliente) throw forbidden('Acesso negado a este cliente');
  return db.transaction(async (tx) => {
    const { o, pay } = await lockOwnOrder(tx, a, numpedido, a.sessao.idfornecedor);
    if (
      o.status !== 'AGUARDANDOPAGAMENTO' ||
      pay.status !== 'AGUARDANDO' ||
      (pay.tipo !== 'PIX' && pay.tipo !== 'BOLETO')
    ) {
      throw conflict(ORDER_MESSAGES.semCobrancaPendente, 'SEM_COBRANCA_PENDENTE');
    }
    const method = await paymentMethodFor(tx, o.idfornecedor, pay.idformapagto, 1);
    await issue(tx, o, pay, method, { parcelas: 1, now });
    return answerOf(tx, numpedido);
  });
}
