/** An order as the API answers it (lib/contract/order-read.ts orderSchema), and who may read it. */
import { type Order } from '../../../../lib/contract/order-read';
import { ORDER_STATUS_LABELS, type OrderStatus } from '../../../../lib/contract/order-status';
import type { PaymentType } from '../../../../lib/contract/payment';
import type { OrderActor } from '../../../../lib/rules/order-status';
import type { Queryable } from '../../db/types';
import type { AuthContext } from '../caller';
import { requireCliente } from '../identity/guards';
import { buyerMayRead, orderNotFound } from './status';

type OrderRow = {
  numpedido: number;
  idfornecedor: string;
  idcliente: string;
  idprincipal: string | null;
  status: OrderStatus;
  orcamento: boolean;
  criado_em: Date | string;
  canal_venda: 'WEB' | 'MANUAL';
  tipo_entrega: 'DELIVERY' | 'RETIRADA';
  idformaentrega: string;
  forma_entrega_descricao: string;
  data_de_entrega: string | null;
  rotulo_entrega: string | null;
  endereco_entrega: Order['enderecoentrega'];
  loja_retira: Order['lojaRetira'];
  total_produtos: number | null;
  valor_desconto: number;
  taxa_entrega: number;
  taxa_conveniencia: number;
  total_pedido: number | null;
  codigo_cupom: string | null;
  anotacoes: string | null;
  num_pedido_cliente: string | null;
  cpf_na_nota: string | null;
  recebedor: string | null;
  idtipoassinatura: string | null;
  assinatura_descricao: string | null;
  caracteristicas: Order['caracteristicas'];
  emitido_por: string | null;
  orcamento_validade: string | null;
};

type LineRow = Omit<Order['itens'][number], 'quantidade' | 'precoLista' | 'embalarParaPresente' | 'produtos'> & {
  quantidade: string;
  combo_produtos: Order['itens'][number]['produtos'] | null;
  preco_lista: number | null;
  embalar_para_presente: boolean;
};

type PaymentRow = {
  idformapagto: string;
  tipo: PaymentType;
  descricao: string;
  status: Order['pagamento']['status'];
  pix: Order['pagamento']['pix'];
  boleto: Order['pagamento']['boleto'];
  cartao: Order['pagamento']['cartao'];
  vencimento_fatura: string | null;
};

type HistoryRow = { status: OrderStatus; ator: OrderActor; nota: string | null; criado_em: Date | string };
type RatingRow = { nota: number; comentario: string | null; criado_em: Date | string };

export { orderNotFound };

/** The order with its lines and payment; null when there is no such order. */
export async function loadOrder(
  q: Queryable,
  numpedido: number,
): Promise<(Order & { idprincipal: string | null }) | null> {
  const [o] = await q.query<OrderRow>(
    'SELECT *, orcamento_validade::text AS orcamento_validade FROM pedidos WHERE numpedido = $1',
    [numpedido],
  );
  if (!o) return null;
  const [lines, [p], history, [rating]] = await Promise.all([
    q.query<LineRow>(
      `SELECT idproduto, nome, slug, unidade, imagem, quantidade::text AS quantidade, preco, preco_lista, embalar_para_presente, preco_embalagem, total,
              idcombopromocional_cabecalho, combo_produtos
       FROM pedido_itens WHERE numpedido = $1 ORDER BY ordem`,
      [numpedido],
    ),
    q.query<PaymentRow>(
      `SELECT idformapagto, tipo, descricao, status, pix, boleto, cartao, vencimento_fatura::text AS vencimento_fatura
       FROM pagamentos WHERE numpedido = $1`,
      [numpedido],
    ),
    q.query<HistoryRow>(
      'SELECT status, ator, nota, criado_em FROM pedido_status_historico WHERE numpedido = $1 ORDER BY id',
      [numpedido],
    ),
    q.query<RatingRow>('SELECT nota, comentario, criado_em FROM pedido_avaliacoes WHERE numpedido = $1', [numpedido]),
  ]);
  return {
    numpedido: o.numpedido,
    idfornecedor: o.idfornecedor,
    idcliente: o.idcliente,
    idprincipal: o.idprincipal,
    status: o.status,
    statusDescricao: ORDER_STATUS_LABELS[o.status],
    orcamento: o.orcamento,
    criadoEm: new Date(o.criado_em).toISOString(),
    canalVenda: o.canal_venda,
    tipoEntrega: o.tipo_entrega,
    formaEntrega: {
      idformaentrega: o.idformaentrega,
      descricao: o.forma_entrega_descricao,
      data_de_entrega: o.data_de_entrega,
      rotulo: o.rotulo_entrega,
    },
    enderecoentrega: o.endereco_entrega,
    lojaRetira: o.loja_retira,
    itens: lines.map((l) => ({
      idproduto: l.idproduto,
      nome: l.nome,
      slug: l.slug,
      unidade: l.unidade,
      imagem: l.imagem,
      quantidade: Number(l.quantidade),
      preco: l.preco,
      precoLista: l.preco_lista,
      embalarParaPresente: l.embalar_para_presente,
      preco_embalagem: l.preco_embalagem,
      total: l.total,
      ...(l.idcombopromocional_cabecalho
        ? { idcombopromocional_cabecalho: l.idcombopromocional_cabecalho, produtos: l.combo_produtos ?? [] }
        : {}),
    })),
    totalProdutos: o.total_produtos,
    valorDesconto: o.valor_desconto,
    taxaEntrega: o.taxa_entrega,
    taxaConveniencia: o.taxa_conveniencia,
    totalPedido: o.total_pedido,
    cupom: o.codigo_cupom,
    pagamento: {
      idformapagto: p!.idformapagto,
      tipo: p!.tipo,
      descricao: p!.descricao,
      status: p!.status,
      pix: p!.pix,
      boleto: p!.boleto,
      cartao: p!.cartao,
      vencimentoFatura: p!.vencimento_fatura,
    },
    anotacoes: o.anotacoes,
    numPedidoCliente: o.num_pedido_cliente,
    cpfNaNota: o.cpf_na_nota,
    recebedor: o.recebedor,
    assinatura: o.idtipoassinatura
      ? { idtipoassinatura: o.idtipoassinatura, descricao: o.assinatura_descricao ?? '' }
      : null,
    caracteristicas: o.caracteristicas ?? [],
    emitidoPor: o.emitido_por,
    validadeOrcamento: o.orcamento_validade,
    historico: history.map((h) => ({
      status: h.status,
      descricao: ORDER_STATUS_LABELS[h.status],
      ator: h.ator,
      nota: h.nota,
      criadoEm: new Date(h.criado_em).toISOString(),
    })),
    avaliacao: rating
      ? { nota: Number(rating.nota), comentario: rating.comentario, criadoEm: new Date(rating.criado_em).toISOString() }
      : null,
  };
}

/**
 * GET /v4/app/orders/get-order/{numpedido}: an order of the client the session acts for (a
 * representative's client, a linked user), or one a linked user placed under the principal acting.
 * Any other order is 404, exactly like a missing one (its existence is not revealed).
 */
export async function getOrderFor(db: Queryable, auth: AuthContext, numpedido: number): Promise<Order> {
  const a = requireCliente(auth);
  const order = await loadOrder(db, numpedido);
  if (!order || !buyerMayRead(a, order)) throw orderNotFound();
  return asAnswered(order);
}

/** The order as answered (who the principal is stays with the API). */
export function asAnswered(order: Order & { idprincipal: string | null }): Order {
  const answer: Order & { idprincipal?: string | null } = { ...order };
  delete answer.idprincipal;
  return answer;
}
