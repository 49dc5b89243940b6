import 'server-only';

import type { Supplier } from '@/lib/contract/supplier';
import { catalogViewer } from '@/lib/session/viewer';

import { paymentTermsFor, type PaymentTerms } from './payment-offers';

/** The supplier's payment terms for this request's viewer (its chosen payment method from the cookie). */
export async function catalogPaymentTerms(supplier: Supplier): Promise<PaymentTerms | null> {
  return paymentTermsFor(supplier, (await catalogViewer(supplier.idfornecedor)).idformapagamento);
}
