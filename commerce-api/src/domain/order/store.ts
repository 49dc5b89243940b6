/** SQL of orders: the order row, its lines and its payment, written once. */
import type { OrderPayment } from '../../../../lib/contract/order-payment';
import type { OrderStatus } from '../../../../lib/contract/order-status';
import type { CartProduct, PricedCartLine } from '../../../../lib/rules/cart';
import type { OrderActor } from '../../../../lib/rules/order-status';
import type { Queryable } from '../../db/types';
import { queueStatusNotification } from '../notification/order-mail';

export type NewOrder = {
  numpedido: number;
  idfornecedor: string;
  idcliente: string;
  idprincipal: string | null;
  idrepresentante: string | null;
  idapikeys: string | null;
  emitido_por: string | null;
  status: OrderStatus;
  orcamento: boolean;
  canal_venda: 'WEB' | 'MANUAL';
  tipo_entrega: 'DELIVERY' | 'RETIRADA';
  idformaentrega: string;
  forma_entrega_descricao: string;
  data_de_entrega: string | null;
  rotulo_entrega: string | null;
  endereco_entrega: unknown;
  loja_retira: unknown;
  endereco_faturamento: unknown;
  total_produtos: number | null;
  valor_desconto: number;
  taxa_entrega: number;
  taxa_conveniencia: number;
  total_pedido: number | null;
  idcupom: string | null;
  codigo_cupom: string | null;
  anotacoes: string | null;
  num_pedido_cliente: string | null;
  /** Decision 0049; absent (seeds) is null. */
  cpf_na_nota?: string | null;
  recebedor?: string | null;
  idtipoassinatura: string | null;
  assinatura_descricao: string | null;
  caracteristicas: unknown;
  impressao: string;
};

export type NewLine = {
  idproduto: string;
  nome: string;
  slug: string;
  unidade: string;
  imagem: string;
  quantidade: number;
  preco: number | null;
  preco_lista: number | null;
  origem_preco: string | null;
  embalar_para_presente: boolean;
  preco_embalagem: number | null;
  total: number | null;
  /** A promotional combo group: idproduto is then the combo's id. */
  idcombopromocional_cabecalho?: string | null;
  combo_produtos?:
    { idproduto: string; nome: string; unidade: string; quantidade: number; total: number | null }[] | null;
};

type LineProduct = CartProduct & {
  slug: string;
  unidade: string;
  imagem: string;
  preco: number | null;
  preco_embalagem: number | null;
};

/** The priced lines as the order keeps them; a quote (`semPreco`) keeps no money. */
export function orderLines(linhas: readonly PricedCartLine<LineProduct>[], semPreco: boolean): NewLine[] {
  const money = <T>(v: T) => (semPreco ? null : v);
  return linhas.map((l) => ({
    idproduto: l.produto.idproduto,
    nome: l.produto.nome,
    slug: l.produto.slug,
    unidade: l.produto.unidade,
    imagem: l.produto.imagem,
    quantidade: l.quantidade,
    preco: money(l.preconf),
    preco_lista: money(l.produto.preco),
    origem_preco: l.origem,
    embalar_para_presente: l.embalarParaPresente,
    preco_embalagem: money(l.produto.preco_embalagem),
    total: money(l.totalItem),
  }));
}

export type NewPayment = Omit<OrderPayment, 'vencimentoFatura'> & {
  valor: number | null;
  vencimentoFatura: string | null;
};

export async function nextOrderNumber(tx: Queryable): Promise<number> {
  const [r] = await tx.query<{ n: number }>(`SELECT nextval('pedidos_numpedido_seq')::int AS n`);
  return r!.n;
}

const JSON_COLS = new Set(['endereco_entrega', 'loja_retira', 'endereco_faturamento', 'caracteristicas']);

export async function insertOrder(
  tx: Queryable,
  o: NewOrder,
  lines: readonly NewLine[],
  p: NewPayment,
  opts: { notify?: boolean } = {},
): Promise<void> {
  const cols = Object.keys(o) as (keyof NewOrder)[];
  await tx.query(
    `INSERT INTO pedidos (${cols.join(', ')}) VALUES (${cols.map((c, i) => `$${i + 1}${JSON_COLS.has(c) ? '::jsonb' : ''}`).join(', ')})`,
    cols.map((c) => (JSON_COLS.has(c) ? JSON.stringify(o[c] ?? null) : o[c])),
  );
  await tx.query(
    `INSERT INTO pedido_itens (numpedido, idproduto, ordem, nome, slug, unidade, imagem, quantidade, preco, preco_lista, origem_preco,
       embalar_para_presente, preco_embalagem, total)
     SELECT $1, t.idproduto, t.ordem, t.nome, t.slug, t.unidade, t.imagem, t.quantidade, t.preco, t.preco_lista, t.origem_preco, t.embalar,
            t.preco_embalagem, t.total
     FROM unnest($2::uuid[], $3::int[], $4::text[], $5::text[], $6::text[], $7::text[], $8::numeric[], $9::int[], $10::int[], $11::text[],
                 $12::boolean[], $13::int[], $14::int[])
       AS t(idproduto, ordem, nome, slug, unidade, imagem, quantidade, preco, preco_lista, origem_preco, embalar, preco_embalagem, total)`,
    [
      o.numpedido,
      lines.map((l) => l.idproduto),
      lines.map((_, i) => i),
      lines.map((l) => l.nome),
      lines.map((l) => l.slug),
      lines.map((l) => l.unidade),
      lines.map((l) => l.imagem),
      lines.map((l) => l.quantidade),
      lines.map((l) => l.preco),
      lines.map((l) => l.preco_lista),
      lines.map((l) => l.origem_preco),
      lines.map((l) => l.embalar_para_presente),
      lines.map((l) => l.preco_embalagem),
      lines.map((l) => l.total),
    ],
  );
  for (const l of lines) {
    if (!l.idcombopromocional_cabecalho) continue;
    await tx.query(
      'UPDATE pedido_itens SET idcombopromocional_cabecalho = $3, combo_produtos = $4::jsonb WHERE numpedido = $1 AND idproduto = $2',
      [o.numpedido, l.idproduto, l.idcombopromocional_cabecalho, JSON.stringify(l.combo_produtos ?? [])],
    );
  }
  await tx.query(
    `INSERT INTO pagamentos (numpedido, idformapagto, tipo, descricao, status, valor, pix, boleto, cartao, vencimento_fatura)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb, $9::jsonb, $10::date)`,
    [
      o.numpedido,
      p.idformapagto,
      p.tipo,
      p.descricao,
      p.status,
      p.valor,
      p.pix ? JSON.stringify(p.pix) : null,
      p.boleto ? JSON.stringify(p.boleto) : null,
      p.cartao ? JSON.stringify(p.cartao) : null,
      p.vencimentoFatura,
    ],
  );
  // The timeline's first entry: the status the order was placed in.
  await recordStatus(tx, o.numpedido, o.status, 'cliente', null, opts);
}

/** An order of the demo's history (seed): written as placed, without emailing its customer. */
export const insertHistoricalOrder = (tx: Queryable, o: NewOrder, lines: readonly NewLine[], p: NewPayment) =>
  insertOrder(tx, o, lines, p, { notify: false });

/** One entry of the order's status timeline (pedido_status_historico), in the caller's transaction. */
export async function recordStatus(
  tx: Queryable,
  numpedido: number,
  status: OrderStatus,
  ator: OrderActor,
  nota: string | null,
  opts: { notify?: boolean } = {},
): Promise<void> {
  await tx.query('INSERT INTO pedido_status_historico (numpedido, status, ator, nota) VALUES ($1, $2, $3, $4)', [
    numpedido,
    status,
    ator,
    nota,
  ]);
  // Its email, once per (order, kind), in this same transaction (decision 0050).
  if (opts.notify !== false) await queueStatusNotification(tx, numpedido, status);
}

/** The client's first order at the supplier (first-purchase coupons look at it). */
export async function markFirstOrder(
  tx: Queryable,
  idcliente: string,
  idfornecedor: string,
  approvedByDefault: boolean,
): Promise<void> {
  await tx.query(
    `INSERT INTO cliente_fornecedor (idcliente, idfornecedor, cadastro_aprovado, aprovado_em, primeiro_pedido_em)
     VALUES ($1, $2, $3, CASE WHEN $3 THEN now() END, now())
     ON CONFLICT (idcliente, idfornecedor) DO UPDATE
       SET primeiro_pedido_em = COALESCE(cliente_fornecedor.primeiro_pedido_em, EXCLUDED.primeiro_pedido_em)
       WHERE cliente_fornecedor.primeiro_pedido_em IS NULL`,
    [idcliente, idfornecedor, approvedByDefault],
  );
}
