import {
  expiryCutoffs,
  LAST_PIX_GRACE_MINUTES,
  MAX_PIX_CHARGES,
  ORDER_EXPIRY_NOTES,
  orderExpiry,
  UNPAID_BOLETO_GRACE_DAYS,
  UNPAID_PIX_GRACE_HOURS,
  type OrderExpiryInput,
} from './order-expiry';
import { ORDER_STATUSES } from './order-status';

const HOUR = 3_600_000;
const at = (iso: string) => new Date(iso);

const pix = (pixExpiresAt: string | null, o: Partial<OrderExpiryInput> = {}): OrderExpiryInput => ({
  status: 'AGUARDANDOPAGAMENTO',
  paymentKind: 'PIX',
  pixExpiresAt,
  boletoDueDate: null,
  quoteValidUntil: null,
  ...o,
});
const boleto = (boletoDueDate: string | null, o: Partial<OrderExpiryInput> = {}): OrderExpiryInput => ({
  status: 'AGUARDANDOPAGAMENTO',
  paymentKind: 'BOLETO',
  pixExpiresAt: null,
  boletoDueDate,
  quoteValidUntil: null,
  ...o,
});
const quote = (quoteValidUntil: string | null, o: Partial<OrderExpiryInput> = {}): OrderExpiryInput => ({
  status: 'ORCAMENTO_PRECIFICADO',
  paymentKind: 'BOLETO',
  pixExpiresAt: null,
  boletoDueDate: null,
  quoteValidUntil,
  ...o,
});

describe('order expiry', () => {
  it('PIX: the last allowed charge (the 3rd) makes the order due 15 minutes after it expired', () => {
    const expires = '2026-03-10T15:30:00.000Z';
    const due = Date.parse(expires) + 15 * 60_000;
    for (const pixCharges of [1, 2]) {
      expect(orderExpiry(pix(expires, { pixCharges }), new Date(due + 1))).toEqual({ due: false, note: null });
    }
    expect(orderExpiry(pix(expires, { pixCharges: 3 }), new Date(due))).toEqual({ due: false, note: null });
    expect(orderExpiry(pix(expires, { pixCharges: 3 }), new Date(due + 1))).toEqual({
      due: true,
      note: ORDER_EXPIRY_NOTES.ultimoPix,
    });
    expect(orderExpiry(pix(expires, { pixCharges: 4 }), new Date(due + 1)).note).toBe(ORDER_EXPIRY_NOTES.ultimoPix);
    // Paid meanwhile, or another method: never by this rule.
    expect(orderExpiry(pix(expires, { pixCharges: 3, status: 'PAGO' }), new Date(due + 1)).due).toBe(false);
    expect(expiryCutoffs(new Date(due)).lastPixExpiredBefore.toISOString()).toBe(expires);
  });

  it('the constants and the pt-BR notes', () => {
    expect(UNPAID_PIX_GRACE_HOURS).toBe(24);
    expect(UNPAID_BOLETO_GRACE_DAYS).toBe(3);
    expect(MAX_PIX_CHARGES).toBe(3);
    expect(LAST_PIX_GRACE_MINUTES).toBe(15);
    expect(ORDER_EXPIRY_NOTES).toEqual({
      pix: 'Pagamento PIX não recebido no prazo',
      ultimoPix:
        'Pagamento PIX não recebido: a última cobrança PIX permitida (3 por pedido) expirou e o estoque reservado foi liberado',
      boleto: 'Boleto não pago até o vencimento',
      orcamento: 'Orçamento vencido sem resposta',
    });
  });

  it('PIX: due once its latest charge expired more than 24 h ago, not a millisecond earlier', () => {
    const expires = '2026-03-10T15:30:00.000Z';
    const deadline = Date.parse(expires) + 24 * HOUR;
    expect(orderExpiry(pix(expires), new Date(deadline - 1))).toEqual({ due: false, note: null });
    expect(orderExpiry(pix(expires), new Date(deadline))).toEqual({ due: false, note: null });
    expect(orderExpiry(pix(expires), new Date(deadline + 1))).toEqual({
      due: true,
      note: 'Pagamento PIX não recebido no prazo',
    });
    // A new PIX (generate-receipt) is the latest charge: its expiry is the one that counts.
    expect(orderExpiry(pix('2026-03-11T15:00:00.000Z'), new Date(deadline + 1)).due).toBe(false);
    // Any offset is the same instant.
    expect(orderExpiry(pix('2026-03-10T12:30:00-03:00'), new Date(deadline + 1)).due).toBe(true);
    // No charge, or garbage: never due.
    expect(orderExpiry(pix(null), at('2030-01-01T00:00:00Z')).due).toBe(false);
    expect(orderExpiry(pix('amanhã'), at('2030-01-01T00:00:00Z')).due).toBe(false);
  });

  it('boleto: due from the 4th São Paulo day after its due date (3 days of bank clearing)', () => {
    const due = '2026-03-10';
    // 13/03 23:59 in São Paulo (02:59 UTC on the 14th): still within clearing.
    expect(orderExpiry(boleto(due), at('2026-03-14T02:59:59Z')).due).toBe(false);
    expect(orderExpiry(boleto(due), at('2026-03-13T12:00:00Z')).due).toBe(false);
    expect(orderExpiry(boleto(due), at('2026-03-10T12:00:00Z')).due).toBe(false);
    // 14/03 00:00 in São Paulo.
    expect(orderExpiry(boleto(due), at('2026-03-14T03:00:00Z'))).toEqual({
      due: true,
      note: 'Boleto não pago até o vencimento',
    });
    // Across a month end.
    expect(orderExpiry(boleto('2026-02-27'), at('2026-03-02T12:00:00Z')).due).toBe(false);
    expect(orderExpiry(boleto('2026-02-27'), at('2026-03-03T12:00:00Z')).due).toBe(true);
    expect(orderExpiry(boleto(null), at('2030-01-01T00:00:00Z')).due).toBe(false);
  });

  it('priced quote: valid through its date (São Paulo), due the day after', () => {
    expect(orderExpiry(quote('2026-03-10'), at('2026-03-11T02:59:59Z')).due).toBe(false);
    expect(orderExpiry(quote('2026-03-10'), at('2026-03-11T03:00:00Z'))).toEqual({
      due: true,
      note: 'Orçamento vencido sem resposta',
    });
    expect(orderExpiry(quote(null), at('2030-01-01T00:00:00Z')).due).toBe(false);
    // The quote's own rule wins over its payment method's charge data.
    expect(orderExpiry(quote('2026-03-20', { boletoDueDate: '2020-01-01' }), at('2026-03-11T12:00:00Z')).due).toBe(
      false,
    );
  });

  it('only orders awaiting payment (PIX, boleto) and priced quotes are ever due', () => {
    const long = at('2099-01-01T00:00:00Z');
    for (const status of ORDER_STATUSES) {
      const dues = [
        orderExpiry(pix('2020-01-01T00:00:00Z', { status }), long).due,
        orderExpiry(boleto('2020-01-01', { status }), long).due,
        orderExpiry(quote('2020-01-01', { status }), long).due,
      ];
      if (status === 'AGUARDANDOPAGAMENTO') expect(dues).toEqual([true, true, false]);
      else if (status === 'ORCAMENTO_PRECIFICADO') expect(dues).toEqual([false, false, true]);
      else expect([status, dues]).toEqual([status, [false, false, false]]);
    }
    // Card (a subscription's order waiting for another payment), on terms, on delivery: never.
    for (const paymentKind of ['CARTAO_CREDITO', 'FATURADO', 'CARTAO_DEBITO', 'DINHEIRO', null]) {
      expect(orderExpiry(pix('2020-01-01T00:00:00Z', { paymentKind, boletoDueDate: '2020-01-01' }), long).due).toBe(
        false,
      );
    }
  });

  it('the cut-offs the SQL selection uses say the same', () => {
    const now = at('2026-03-14T03:00:00Z');
    expect(expiryCutoffs(now)).toEqual({
      pixExpiredBefore: at('2026-03-13T03:00:00Z'),
      lastPixExpiredBefore: at('2026-03-14T02:45:00Z'),
      boletoDueBefore: '2026-03-11',
      quoteValidBefore: '2026-03-14',
    });
  });
});
