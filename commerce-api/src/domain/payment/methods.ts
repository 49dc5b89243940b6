/** The payment method chosen for an order: an active method of the supplier, within its instalments. */
import { ORDER_MESSAGES, type PaymentType } from '../../../../lib/contract';
import type { Queryable } from '../../db/types';
import { invalid } from '../errors';

export type PaymentMethodRow = {
  idformapagto: string;
  descricao: string;
  tipo: PaymentType;
  max_parcelas: number;
  /** The smallest card instalment, centavos (0 = any), and the monthly interest, bp (lib/rules/instalments). */
  parcela_minima: number;
  juros_mensal_bp: number;
  online: boolean;
};

export async function paymentMethodFor(
  db: Queryable,
  idfornecedor: string,
  idformapagto: string,
  quantParcelas: number,
): Promise<PaymentMethodRow> {
  const [m] = await db.query<PaymentMethodRow>(
    'SELECT idformapagto, descricao, tipo, max_parcelas, parcela_minima, juros_mensal_bp, online FROM formas_pagamento WHERE idfornecedor = $1 AND idformapagto = $2 AND ativo',
    [idfornecedor, idformapagto.toLowerCase()],
  );
  if (!m) {
    throw invalid(
      ORDER_MESSAGES.formaPagamentoInvalida,
      { 'formaPagamento.idformapagto': ORDER_MESSAGES.formaPagamentoInvalida },
      'FORMA_PAGAMENTO_INVALIDA',
    );
  }
  if (quantParcelas > m.max_parcelas) {
    throw invalid(
      ORDER_MESSAGES.parcelasInvalidas,
      { 'formaPagamento.quantParcelas': ORDER_MESSAGES.parcelasInvalidas },
      'PARCELAS_INVALIDAS',
    );
  }
  return m;
}
