import { render, screen, within } from '@testing-library/react';

import type { Invoice } from '@/lib/contract/invoice';

import { InvoiceList } from './invoice-list';

const title = (idfatura: string, status: Invoice['status'], descricao: string, diasAtraso = 0): Invoice => ({
  idfatura,
  numpedido: 100_001,
  valor: 33_950,
  emissao: '2026-10-18',
  vencimento: '2026-11-15',
  status,
  descricao,
  diasAtraso,
  pagamento: status === 'PAGA' ? '2026-11-10' : null,
  linhaDigitavel: '3'.repeat(47),
  linhaDigitavelFormatada: '33333.33333 33333.333333 33333.333333 3 33333333333333',
  codigoBarras: '3'.repeat(44),
  nossoNumero: '109/00000001-7',
});

describe('InvoiceList', () => {
  it('an overdue title offers its "2ª via atualizada"; one to pay or paid does not', () => {
    const vencida = '11111111-1111-4111-8111-111111111111';
    const aberta = '22222222-2222-4222-8222-222222222222';
    render(
      <InvoiceList
        base="/atacado"
        data={{
          limite_credito_total: 500_000,
          limite_credito_disponivel: 400_000,
          total_em_aberto: 67_900,
          total_vencido: 33_950,
          faturas: [
            title(vencida, 'VENCIDA', 'Vencido', 12),
            title(aberta, 'ABERTA', 'A vencer'),
            title('33333333-3333-4333-8333-333333333333', 'PAGA', 'Pago'),
          ],
        }}
      />,
    );
    const rows = screen.getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByRole('link', { name: '2ª via atualizada (PDF)' })).toHaveAttribute(
      'href',
      `/atacado/api/faturas/${vencida}/segunda-via`,
    );
    expect(within(rows[1]!).queryByRole('link', { name: /2ª via/ })).toBeNull();
    expect(within(rows[2]!).queryByRole('link', { name: /2ª via/ })).toBeNull();
  });
});
