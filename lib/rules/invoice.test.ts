import { daysBetween, invoiceState } from './invoice';

describe('title status from the day it is read', () => {
  const vencimento = '2025-03-10';
  it('before and on the due date: a vencer', () => {
    expect(invoiceState(vencimento, false, '2025-02-28')).toEqual({
      status: 'ABERTA',
      descricao: 'A vencer',
      diasAtraso: 0,
    });
    expect(invoiceState(vencimento, false, '2025-03-10')).toEqual({
      status: 'ABERTA',
      descricao: 'A vencer',
      diasAtraso: 0,
    });
  });
  it('after the due date: vencido, with the calendar days late (across months and years)', () => {
    expect(invoiceState(vencimento, false, '2025-03-11')).toEqual({
      status: 'VENCIDA',
      descricao: 'Vencido',
      diasAtraso: 1,
    });
    expect(invoiceState(vencimento, false, '2025-04-01')).toMatchObject({ status: 'VENCIDA', diasAtraso: 22 });
    expect(invoiceState('2024-12-31', false, '2025-01-02')).toMatchObject({ status: 'VENCIDA', diasAtraso: 2 });
  });
  it('paid wins over the date', () => {
    expect(invoiceState(vencimento, true, '2025-06-01')).toEqual({ status: 'PAGA', descricao: 'Pago', diasAtraso: 0 });
  });
  it('counts days across a leap day', () => {
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
    expect(() => daysBetween('2024-2-28', '2024-03-01')).toThrow();
  });
});
