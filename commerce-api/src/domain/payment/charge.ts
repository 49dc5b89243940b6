/**
 * The payment of a new order, by the method's type, inside the order's transaction:
 *
 * | type            | order status          | payment        | charge                                  |
 * |-----------------|-----------------------|----------------|-----------------------------------------|
 * | PIX             | AGUARDANDOPAGAMENTO   | AGUARDANDO     | BR Code for the total, 30 minutes       |
 * | BOLETO          | AGUARDANDOPAGAMENTO   | AGUARDANDO     | boleto for the total, due in 3 days     |
 * | CARTAO_CREDITO  | ENVIADO               | PRE_AUTORIZADO | token consumed, total pre-authorised    |
 * | FATURADO        | ENVIADO               | FATURADO       | credit taken, title (fatura) due in 28  |
 * |                 |                       |                | days with its boleto                    |
 * | CARTAO_DEBITO, DINHEIRO | ENVIADO       | NA_ENTREGA     | paid on delivery                        |
 *
 * A quote (support-budget, prices hidden) has no charge: ORCAMENTO_NOVO, payment AGUARDANDO.
 *
 * On terms, the title's boleto is made first (it takes the supplier row's nossoNumero lock, like a
 * boleto order, before the credit row's: one lock order for both), then the credit is taken and the
 * title written (its foreign key to the order, written next, is checked at commit).
 */
import type { OrderPayment } from '../../../../lib/contract/order-payment';
import type { OrderStatus } from '../../../../lib/contract/order-status';
import type { Queryable } from '../../db/types';
import { insertInvoice } from '../invoice/faturas';
import { boletoCharge } from './boleto';
import { cardCharge } from './card-charge';
import { INVOICE_DAYS, takeCredit } from './credit';
import { addDays, localDate } from './dates';
import type { PaymentMethodRow } from './methods';
import { readPayee } from './payee';
import { pixCharge } from './pix';

export type ChargeRequest = {
  method: PaymentMethodRow;
  numpedido: number;
  idfornecedor: string;
  /** The client acted for (card tokens are theirs). */
  idcliente: string;
  /** Whose credit a FATURADO order takes: the principal of a linked user, else the client. */
  idconta: string;
  /** Order total in centavos; null for a quote whose prices are hidden. */
  total: number | null;
  orcamento: boolean;
  parcelas: number;
  tokenCartao: string | undefined;
  /** The order has products sold by weight or volume (card pre-authorisation margin). */
  weighed: boolean;
  now: Date;
  /** The order's how-many-th charge (0 at placement; a new PIX or boleto later). */
  emissao?: number;
};

export type Charge = {
  status: OrderStatus;
  pagamento: Omit<OrderPayment, 'idformapagto' | 'tipo' | 'descricao'> & { valor: number | null };
};

const none = { pix: null, boleto: null, cartao: null, vencimentoFatura: null };

export async function chargeOrder(tx: Queryable, r: ChargeRequest): Promise<Charge> {
  const { total } = r;
  if (r.orcamento || total === null)
    return { status: 'ORCAMENTO_NOVO', pagamento: { ...none, status: 'AGUARDANDO', valor: total } };
  switch (r.method.tipo) {
    case 'PIX':
      return {
        status: 'AGUARDANDOPAGAMENTO',
        pagamento: {
          ...none,
          status: 'AGUARDANDO',
          valor: total,
          pix: pixCharge(await readPayee(tx, r.idfornecedor), r.numpedido, total, r.now, r.emissao ?? 0),
        },
      };
    case 'BOLETO':
      return {
        status: 'AGUARDANDOPAGAMENTO',
        pagamento: {
          ...none,
          status: 'AGUARDANDO',
          valor: total,
          boleto: await boletoCharge(tx, await readPayee(tx, r.idfornecedor), total, r.now),
        },
      };
    case 'CARTAO_CREDITO':
      return {
        status: 'ENVIADO',
        pagamento: {
          ...none,
          status: 'PRE_AUTORIZADO',
          valor: total,
          cartao: await cardCharge(tx, r.tokenCartao, { ...r, total }),
        },
      };
    case 'FATURADO': {
      const emissao = localDate(r.now);
      const vencimento = addDays(emissao, INVOICE_DAYS);
      const boleto = await boletoCharge(tx, await readPayee(tx, r.idfornecedor), total, r.now, vencimento);
      await takeCredit(tx, r.idconta, r.idfornecedor, total, r.now);
      await insertInvoice(tx, {
        idfornecedor: r.idfornecedor,
        idconta: r.idconta,
        numpedido: r.numpedido,
        valor: total,
        emissao,
        vencimento,
        boleto,
      });
      return {
        status: 'ENVIADO',
        pagamento: { ...none, status: 'FATURADO', valor: total, vencimentoFatura: vencimento },
      };
    }
    case 'CARTAO_DEBITO':
    case 'DINHEIRO':
      return { status: 'ENVIADO', pagamento: { ...none, status: 'NA_ENTREGA', valor: total } };
  }
}
