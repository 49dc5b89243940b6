import { formatBRL } from '../rules/money';

/** pt-BR messages of the order: submission (lib/contract/order-submit.ts) and after the sale (lib/contract/order-life.ts). */

export const ORDER_MESSAGES = {
  carrinhoVazio: 'O carrinho está vazio. Experimente adicionar alguns produtos',
  cpfNaNotaInvalido: 'CPF na nota inválido',
  cpfNaNotaEmpresa: 'CPF na nota é só para compras de pessoa física: a nota de uma empresa sai com o CNPJ.',
  erroSubmeter: (mensagem: string, itensName: string) => `Erro ao submeter seu pedido. ${mensagem} Itens: ${itensName}`,
  pedidoIdentico: 'Um pedido idêntico foi feito há poucos segundos.',
  sucesso: 'Pedido realizado com sucesso!',
  sucessoOrcamento: 'Orçamento enviado! O fornecedor vai analisar os itens e responder com os preços.',
  carrinhoAlterado: 'Seu carrinho foi alterado em outra janela. Revise os itens e finalize de novo.',
  emAndamento: 'Seu pedido já está sendo processado. Aguarde um instante.',
  chaveReutilizada: 'Esta tentativa de pedido já foi usada com outros dados. Atualize a página e tente de novo.',
  chaveObrigatoria: 'Tentativa de pedido sem identificação. Atualize a página e tente de novo.',
  pedidoMinimo: (minimo: number, falta: number) =>
    `O pedido mínimo é de ${formatBRL(minimo)}. Adicione mais ${formatBRL(falta)} em produtos para finalizar.`,
  formaEntregaInvalida: 'Escolha uma forma de entrega disponível para este endereço.',
  horarioIndisponivel: 'O horário de entrega escolhido não está mais disponível. Escolha outro horário.',
  /** The slot starts before the payment clears (lib/rules/delivery-slots.ts); `primeiro`: the first slot it allows. */
  horarioAntesDoPagamento: (tipo: 'PIX' | 'BOLETO', primeiro: string | null) =>
    `${
      tipo === 'BOLETO'
        ? 'O boleto leva até 3 dias úteis para ser confirmado'
        : 'O pagamento por PIX é conferido a partir da abertura da loja'
    }, e o horário escolhido começa antes disso. ${primeiro ? `Escolha um horário a partir de ${primeiro}.` : 'Escolha outra forma de entrega ou de pagamento.'}`,
  enderecoObrigatorio: 'Informe o endereço de entrega.',
  lojaObrigatoria: 'Escolha a loja para retirada.',
  formaPagamentoInvalida: 'Escolha uma forma de pagamento disponível.',
  parcelasInvalidas: 'Número de parcelas não permitido para esta forma de pagamento.',
  cartaoObrigatorio: 'Informe os dados do cartão.',
  cartaoExpirado: 'Os dados do cartão expiraram. Informe o cartão de novo.',
  limiteCredito: (disponivel: number) =>
    `Limite de crédito insuficiente para comprar a prazo. Limite disponível: ${formatBRL(disponivel)}.`,
  semLimiteCredito: 'Compra a prazo não liberada para o seu cadastro. Escolha outra forma de pagamento.',
  /** The account has an overdue title and the supplier blocks buying on terms then (bloquear_faturado_com_titulo_vencido). */
  tituloVencido: 'Há títulos vencidos. Regularize o pagamento para comprar a prazo.',
  estoqueInsuficiente: 'Estoque insuficiente para alguns produtos.',
  produtosIndisponiveis: 'Alguns produtos não estão mais disponíveis.',
  cadastroBloqueado: 'Seu cadastro ainda não foi aprovado. Aguarde a aprovação para fazer pedidos.',
  cadastroRestrito: 'Seu cadastro está em análise. Você poderá finalizar pedidos assim que ele for aprovado.',
  termosNaoAceitos: 'Aceite os termos de uso do fornecedor para finalizar o pedido.',
  caracteristicaObrigatoria: (nome: string) => `Preencha: ${nome}`,
  caracteristicaInvalida: (nome: string) => `Valor inválido para: ${nome}`,
  pedidoNaoEncontrado: 'Pedido não encontrado',
  // After the sale.
  cancelamentoNaoPermitido: 'Este pedido não pode mais ser cancelado pelo site. Fale com o fornecedor.',
  pedidoJaCancelado: 'Este pedido já está cancelado.',
  naoEOrcamento: 'Este pedido não é um orçamento aguardando resposta.',
  orcamentoIndisponivel: 'Este fornecedor não trabalha com orçamentos.',
  orcamentoSemCartao:
    'Para um orçamento, escolha PIX, boleto ou a prazo: o cartão é pedido quando você aceitar os preços.',
  orcamentoEmAnalise: 'Este orçamento ainda está em análise pelo fornecedor.',
  orcamentoJaRespondido: 'Este orçamento já foi respondido.',
  orcamentoExpirado: 'Este orçamento expirou',
  orcamentoPrecificarComPrecos:
    'Um orçamento é precificado com os preços dos itens e a validade (POST /admin/pedidos/{numpedido}/orcamento).',
  precoObrigatorio: 'Informe o preço de todos os itens do orçamento',
  produtoForaDoOrcamento: 'Produto não faz parte do orçamento',
  validadePassada: 'A validade do orçamento não pode ser anterior a hoje',
  avaliacaoSoEntregue: 'Só é possível avaliar pedidos entregues',
  avaliacaoRepetida: 'Este pedido já foi avaliado',
  avaliacaoObrigado: 'Obrigado pela sua avaliação!',
  repeticaoSucesso: 'Os produtos do pedido foram carregados no seu carrinho',
  repeticaoFalha: 'Não foi possível carregar os produtos do pedido',
  pagamentoNaoAlteravel: 'A forma de pagamento deste pedido não pode mais ser alterada.',
  pagamentoOutroPreco:
    'Esta forma de pagamento tem preços diferentes dos do seu pedido. Para usá-la, faça um novo pedido.',
  semCobrancaPendente: 'Este pedido não tem PIX ou boleto aguardando pagamento.',
  /** 409 on a 4th PIX charge (lib/rules/order-expiry.ts MAX_PIX_CHARGES; decision 0030). */
  pixEsgotado:
    'Este pedido já teve 3 cobranças PIX, o máximo permitido. Pague com outra forma de pagamento ou faça um novo pedido.',
} as const;
