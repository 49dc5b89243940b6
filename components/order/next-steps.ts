/**
 * "What happens next" on the confirmation page, from the order's status, delivery type
 * and payment. Pure (client-safe): the confirmation renders it, tests pin the wording.
 */
import type { DeliveryType } from '@/lib/contract/common';
import type { OrderStatus } from '@/lib/contract/order-status';
import type { PaymentType } from '@/lib/contract/payment';

export type NextStepsInput = {
  status: OrderStatus;
  tipoEntrega: DeliveryType;
  pagamento: PaymentType;
  orcamento: boolean;
};

export function nextSteps({ status, tipoEntrega, pagamento, orcamento }: NextStepsInput): string[] {
  const pickup = tipoEntrega === 'RETIRADA';
  const handover = pickup
    ? 'Avisaremos quando o pedido estiver pronto para retirada na loja.'
    : 'Depois da separação o pedido sai para entrega no horário escolhido.';
  switch (status) {
    case 'ORCAMENTO_NOVO':
      return [
        'O fornecedor vai analisar o orçamento e responder com os preços.',
        'Você recebe o orçamento precificado para confirmar o pedido.',
      ];
    case 'ORCAMENTO_PRECIFICADO':
      return ['O orçamento já tem preços: confira e confirme para virar pedido.'];
    case 'AGUARDANDOPAGAMENTO':
      return [
        pagamento === 'BOLETO'
          ? 'Pague o boleto até o vencimento. A confirmação leva até 3 dias úteis.'
          : 'Pague com o PIX para confirmarmos o seu pedido. O QR Code vale por 30 minutos.',
        'Assim que o pagamento for confirmado, o pedido segue para separação.',
        handover,
      ];
    case 'PAGO':
      return ['O pedido está separado e pronto para entrega: ele sai no horário escolhido.'];
    case 'ENVIADO':
    case 'SEPARANDO':
      return [
        orcamento
          ? 'O fornecedor vai confirmar os itens e os preços.'
          : 'O fornecedor recebeu o pedido e vai separar os itens.',
        ...(pagamento === 'CARTAO_CREDITO'
          ? ['O valor final é cobrado no cartão depois da separação; qualquer diferença é estornada.']
          : []),
        ...(pagamento === 'CARTAO_DEBITO' || pagamento === 'DINHEIRO'
          ? ['O pagamento é feito na entrega ou na retirada.']
          : []),
        ...(pagamento === 'FATURADO' ? ['A fatura fica disponível em Minha conta, com o vencimento indicado.'] : []),
        handover,
      ];
    case 'EMENTREGA':
      return ['O pedido saiu para entrega. Deixe alguém no endereço para receber e conferir.'];
    case 'PRONTO_RETIRADA':
      return ['O pedido está pronto: retire na loja no horário de atendimento.'];
    case 'ENTREGUE':
      return [pickup ? 'Pedido retirado. Obrigado pela compra!' : 'Pedido entregue. Obrigado pela compra!'];
    case 'CANCELADO':
      return ['Este pedido foi cancelado. Se pagou, o valor é estornado.'];
  }
}
