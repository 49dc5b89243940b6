import { nextSteps } from './next-steps';

describe('next steps of an order', () => {
  it('PIX waiting: pay, then separation, then delivery', () => {
    expect(
      nextSteps({ status: 'AGUARDANDOPAGAMENTO', tipoEntrega: 'DELIVERY', pagamento: 'PIX', orcamento: false }),
    ).toEqual([
      'Pague com o PIX para confirmarmos o seu pedido. O QR Code vale por 30 minutos.',
      'Assim que o pagamento for confirmado, o pedido segue para separação.',
      'Depois da separação o pedido sai para entrega no horário escolhido.',
    ]);
  });

  it('boleto waiting and pickup', () => {
    const steps = nextSteps({
      status: 'AGUARDANDOPAGAMENTO',
      tipoEntrega: 'RETIRADA',
      pagamento: 'BOLETO',
      orcamento: false,
    });
    expect(steps[0]).toMatch(/boleto até o vencimento/);
    expect(steps.at(-1)).toBe('Avisaremos quando o pedido estiver pronto para retirada na loja.');
  });

  it('card: the final amount is charged after separation', () => {
    expect(
      nextSteps({ status: 'ENVIADO', tipoEntrega: 'RETIRADA', pagamento: 'CARTAO_CREDITO', orcamento: false }),
    ).toContain('O valor final é cobrado no cartão depois da separação; qualquer diferença é estornada.');
  });

  it('debit card or cash: paid on delivery, no card charge', () => {
    const steps = nextSteps({
      status: 'ENVIADO',
      tipoEntrega: 'DELIVERY',
      pagamento: 'CARTAO_DEBITO',
      orcamento: false,
    });
    expect(steps).toContain('O pagamento é feito na entrega ou na retirada.');
    expect(steps.join(' ')).not.toMatch(/estornada/);
  });

  it('on terms: the invoice', () => {
    expect(
      nextSteps({ status: 'ENVIADO', tipoEntrega: 'DELIVERY', pagamento: 'FATURADO', orcamento: false }),
    ).toContain('A fatura fica disponível em Minha conta, com o vencimento indicado.');
  });

  it('a quote', () => {
    expect(
      nextSteps({ status: 'ORCAMENTO_NOVO', tipoEntrega: 'DELIVERY', pagamento: 'BOLETO', orcamento: true })[0],
    ).toMatch(/analisar o orçamento/);
  });

  it('every status has at least one step', () => {
    for (const status of [
      'ORCAMENTO_NOVO',
      'ORCAMENTO_PRECIFICADO',
      'ENVIADO',
      'SEPARANDO',
      'AGUARDANDOPAGAMENTO',
      'PAGO',
      'EMENTREGA',
      'PRONTO_RETIRADA',
      'ENTREGUE',
      'CANCELADO',
    ] as const) {
      expect(nextSteps({ status, tipoEntrega: 'DELIVERY', pagamento: 'PIX', orcamento: false }).length).toBeGreaterThan(
        0,
      );
    }
  });
});
