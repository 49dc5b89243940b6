/**
 * The subscriptions job: places the next order of every active subscription whose
 * proxima_entrega has come (the supplier's calendar day), exactly once, on any number of API
 * instances running it at the same time.
 *
 * Each subscription is handled in its own transaction:
 *   1. claim one due row: SELECT … WHERE status = 'ATIVA' AND proxima_entrega <= today
 *      FOR UPDATE SKIP LOCKED — another run skips a row being handled and takes the next one;
 *      once this transaction commits, the row is no longer due (step 2), so nothing can take it again;
 *   2. advance proxima_entrega by the interval (past today: a job that was down for weeks places one
 *      order, not one per missed cycle);
 *   3. record the date in assinatura_pedidos, whose primary key (idassinatura, data_prevista) makes a
 *      second order for the same date impossible even outside this protocol;
 *   4. place the order (below) inside a savepoint: an expected refusal (stock, credit, products no
 *      longer sold) rolls back only the order, and is recorded in the history with its message.
 *
 * The order is placed directly, not through POST …/pedido (that call places the saved cart, with
 * the shopper's idempotency key, delivery slot and coupon): the subscription's items are priced
 * for the client with the cart's pricing code (pricedCart: catalogue price, payment variance,
 * progressive discounts), stock is taken with the order's code, the payment is charged with the
 * order's charge (PIX, boleto, on terms: a title; on delivery) and the order is written with the
 * order's insert. Kept from the first order: delivery type, method and freight, the address or the
 * store, the billing address, the payment method and the characteristics. No coupon. A credit card
 * cannot be charged again (its token was single-use): such an order waits for payment
 * (AGUARDANDOPAGAMENTO, no charge) until the customer pays it another way.
 */
import type { Db, Queryable } from '../../db/types';
import type { AuthContext } from '../caller';
import type { CartContext } from '../cart/access';
import { pricedCart, sellable, type CartState } from '../cart/pricing';
import { EMPTY_CART, readProducts } from '../cart/store';
import type { ProductRow } from '../catalog';
import { now as clockNow } from '../clock';
import { DomainError, invalid } from '../errors';
import { sha256Hex } from '../order/canonical';
import { loadOrder } from '../order/read';
import { takeStock } from '../order/stock';
import { insertOrder, nextOrderNumber, orderLines } from '../order/store';
import { chargeOrder, paymentMethodFor, type Charge } from '../payment';
import { addDays, localDate } from '../payment/dates';
import { startPeriodicJob } from '../periodic-job';
import { getSupplierRow } from '../suppliers';
import { SUBSCRIPTION_COLS, type SubscriptionRow } from './subscriptions';

export type GeneratedOrder = {
  idassinatura: string;
  data_prevista: string;
  numpedido: number | null;
  erro: string | null;
};

export const NO_PRODUCTS_MESSAGE = 'Nenhum produto da assinatura está disponível.';

const brDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** The first date after `hoje` on the subscription's cycle from `data`. */
export function nextDelivery(data: string, intervalo: number, hoje: string): string {
  let next = addDays(data, intervalo);
  while (next <= hoje) next = addDays(next, intervalo);
  return next;
}

/** Places the order of one cycle (inside the claiming transaction). */
async function placeCycleOrder(tx: Queryable, s: SubscriptionRow, data: string, now: Date): Promise<number> {
  const origin = await loadOrder(tx, s.numpedido_origem);
  if (!origin) throw invalid(NO_PRODUCTS_MESSAGE, undefined, 'ASSINATURA_SEM_PEDIDO');
  const f = await getSupplierRow(tx, s.idfornecedor);
  const items = await tx.query<{ idproduto: string; quantidade: string; embalar_para_presente: boolean }>(
    'SELECT idproduto, quantidade::text AS quantidade, embalar_para_presente FROM assinatura_itens WHERE idassinatura = $1 ORDER BY ordem',
    [s.idassinatura],
  );
  const products = await readProducts(
    tx,
    f.idfornecedor,
    items.map((i) => i.idproduto),
  );
  const available = items
    .map((i) => ({ ...i, row: products.get(i.idproduto) }))
    .filter((i): i is typeof i & { row: ProductRow } => !!i.row && sellable(i.row, origin.tipoEntrega));
  if (available.length === 0) throw invalid(NO_PRODUCTS_MESSAGE, undefined, 'ASSINATURA_SEM_PRODUTOS');

  // Priced for the client (a linked user's prices are its principal's, as in the cart).
  const auth: AuthContext = {
    token: null,
    idclienteInformado: null,
    cliente: { idcliente: s.idcliente, token: '' },
    sessao: null,
    usuarioVinculado: s.idprincipal ? { idprincipal: s.idprincipal } : null,
  };
  const ctx: CartContext = { f, auth, key: { idcliente: s.idcliente, idfornecedor: f.idfornecedor } };
  const state: CartState = {
    cart: { ...EMPTY_CART, idtipoassinatura: s.idtipoassinatura },
    items: available.map((i) => ({
      idproduto: i.idproduto,
      quantidade: Number(i.quantidade),
      embalar_para_presente: i.embalar_para_presente,
      preco_atendente: null,
      row: i.row,
    })),
  };
  const priced = await pricedCart(tx, ctx, state, {
    idformapagamento: origin.pagamento.idformapagto,
    canalVenda: 'WEB',
    tipoentrega: origin.tipoEntrega,
  });
  const linhas = priced.linhas.filter((l) => l.disponivel !== false);
  const hidden = priced.hidden;
  const goods = priced.totalCompras;
  const taxaConveniencia = f.taxa_conveniencia ?? 0;
  const total = hidden ? null : goods + origin.taxaEntrega + taxaConveniencia;

  await takeStock(
    tx,
    f.idfornecedor,
    linhas.map((l) => ({ idproduto: l.produto.idproduto, nome: l.produto.nome, quantidade: l.quantidade })),
  );
  const method = await paymentMethodFor(tx, f.idfornecedor, origin.pagamento.idformapagto, 1);
  const numpedido = await nextOrderNumber(tx);
  const idconta = s.idprincipal ?? s.idcliente;
  const charge: Charge =
    method.tipo === 'CARTAO_CREDITO' && !hidden
      ? {
          status: 'AGUARDANDOPAGAMENTO',
          pagamento: {
            status: 'AGUARDANDO',
            valor: total,
            pix: null,
            boleto: null,
            cartao: null,
            vencimentoFatura: null,
          },
        }
      : await chargeOrder(tx, {
          method,
          numpedido,
          idfornecedor: f.idfornecedor,
          idcliente: s.idcliente,
          idconta,
          total,
          orcamento: hidden,
          parcelas: 1,
          tokenCartao: undefined,
          weighed: false,
          now,
        });
  const money = <T>(v: T) => (hidden ? null : v);
  const lines = orderLines(linhas, hidden);
  const [raw] = await tx.query<{ endereco_faturamento: unknown; endereco_entrega: unknown; loja_retira: unknown }>(
    'SELECT endereco_faturamento, endereco_entrega, loja_retira FROM pedidos WHERE numpedido = $1',
    [s.numpedido_origem],
  );
  await insertOrder(
    tx,
    {
      numpedido,
      idfornecedor: f.idfornecedor,
      idcliente: s.idcliente,
      idprincipal: s.idprincipal,
      idrepresentante: null,
      idapikeys: null,
      emitido_por: null,
      status: charge.status,
      orcamento: hidden,
      canal_venda: 'WEB',
      tipo_entrega: origin.tipoEntrega,
      idformaentrega: origin.formaEntrega.idformaentrega,
      forma_entrega_descricao: origin.formaEntrega.descricao,
      data_de_entrega: null,
      rotulo_entrega: `Assinatura ${s.tipo_descricao.toLocaleLowerCase('pt-BR')}: ${brDate(data)}`,
      endereco_entrega: raw?.endereco_entrega ?? null,
      loja_retira: raw?.loja_retira ?? null,
      endereco_faturamento: raw?.endereco_faturamento ?? null,
      total_produtos: money(goods),
      valor_desconto: 0,
      taxa_entrega: origin.taxaEntrega,
      taxa_conveniencia: taxaConveniencia,
      total_pedido: total,
      idcupom: null,
      codigo_cupom: null,
      anotacoes: null,
      num_pedido_cliente: null,
      // A renewal goes to the same receiver, with the same CPF on its note (decision 0049).
      cpf_na_nota: origin.cpfNaNota,
      recebedor: origin.recebedor,
      idtipoassinatura: s.idtipoassinatura,
      assinatura_descricao: s.tipo_descricao,
      caracteristicas: origin.caracteristicas,
      impressao: sha256Hex(`assinatura:${s.idassinatura}:${data}`),
    },
    lines,
    { idformapagto: method.idformapagto, tipo: method.tipo, descricao: method.descricao, ...charge.pagamento },
  );
  // The timeline's first entry is the job's, not the buyer's.
  await tx.query(`UPDATE pedido_status_historico SET ator = 'sistema', nota = $2 WHERE numpedido = $1`, [
    numpedido,
    `Pedido da assinatura (${brDate(data)})`,
  ]);
  return numpedido;
}

/** Claims and handles one due subscription; null when none is left. */
async function generateOne(db: Db, hoje: string, now: Date): Promise<GeneratedOrder | null> {
  return db.transaction(async (tx) => {
    const [s] = await tx.query<SubscriptionRow>(
      `SELECT ${SUBSCRIPTION_COLS} FROM assinaturas
       WHERE status = 'ATIVA' AND proxima_entrega <= $1::date
       ORDER BY proxima_entrega, idassinatura LIMIT 1 FOR UPDATE SKIP LOCKED`,
      [hoje],
    );
    if (!s) return null;
    const data = s.proxima_entrega;
    await tx.query('UPDATE assinaturas SET proxima_entrega = $2::date WHERE idassinatura = $1', [
      s.idassinatura,
      nextDelivery(data, s.intervalo_dias, hoje),
    ]);
    const claimed = await tx.query(
      `INSERT INTO assinatura_pedidos (idassinatura, data_prevista, gerado_em) VALUES ($1, $2::date, $3)
       ON CONFLICT DO NOTHING RETURNING idassinatura`,
      [s.idassinatura, data, now],
    );
    if (claimed.length === 0)
      return {
        idassinatura: s.idassinatura,
        data_prevista: data,
        numpedido: null,
        erro: 'Pedido desta data já gerado.',
      };
    await tx.query('SAVEPOINT pedido_assinatura');
    try {
      const numpedido = await placeCycleOrder(tx, s, data, now);
      await tx.query('RELEASE SAVEPOINT pedido_assinatura');
      await tx.query(
        'UPDATE assinatura_pedidos SET numpedido = $3 WHERE idassinatura = $1 AND data_prevista = $2::date',
        [s.idassinatura, data, numpedido],
      );
      return { idassinatura: s.idassinatura, data_prevista: data, numpedido, erro: null };
    } catch (e) {
      if (!(e instanceof DomainError)) throw e;
      await tx.query('ROLLBACK TO SAVEPOINT pedido_assinatura');
      const erro = e.extra?.itensName ? `${e.mensagem} Itens: ${e.extra.itensName}` : e.mensagem;
      await tx.query('UPDATE assinatura_pedidos SET erro = $3 WHERE idassinatura = $1 AND data_prevista = $2::date', [
        s.idassinatura,
        data,
        erro,
      ]);
      return { idassinatura: s.idassinatura, data_prevista: data, numpedido: null, erro };
    }
  });
}

/**
 * One run: every subscription due at `now` (at most `max`). An unexpected error stops the run
 * (that subscription's transaction rolled back: it stays due for the next run).
 */
export async function generateDueSubscriptionOrders(
  db: Db,
  now: Date = clockNow(),
  max = 1000,
): Promise<GeneratedOrder[]> {
  const hoje = localDate(now);
  const out: GeneratedOrder[] = [];
  for (let i = 0; i < max; i++) {
    const r = await generateOne(db, hoje, now);
    if (!r) break;
    out.push(r);
  }
  return out;
}

/** Runs the job every `intervalMs` in this process (periodic-job.ts). */
export function startSubscriptionJob(db: Db, intervalMs: number): { stop(): Promise<void> } {
  return startPeriodicJob(
    'assinaturas',
    async () => {
      const r = await generateDueSubscriptionOrders(db);
      const placed = r.filter((x) => x.numpedido !== null).length;
      return r.length ? `${placed} pedido(s) gerado(s), ${r.length - placed} recusado(s)` : null;
    },
    intervalMs,
  );
}
