/**
 * Placing an order (POST /v2/app/{token}/usuario/{idcliente}/pedido): the client's saved cart,
 * priced by the API, becomes an order in ONE transaction:
 *
 *  1. lock the cart row (two submits of one cart run one after the other);
 *  2. refuse an identical order placed in the last 60 s (checked before the empty cart: the first
 *     order emptied it);
 *  3. re-read and price the cart for this client and payment method; the body's items must be its
 *     available lines; minimum order; delivery method, slot and freight for this cart and place;
 *  4. the coupon row locked and its limits counted again; the stock rows locked (idproduto order),
 *     checked and decremented; the payment charged (credit row locked and taken, card token consumed,
 *     boleto number, PIX code);
 *  5. order, lines and payment written, coupon use recorded, first order marked, cart emptied.
 *
 * Everything the body says about prices, totals, channel, representative or linked user is
 * ignored: those come from the catalogue, the cart and the session. Checks that do not depend on
 * the cart (approval, terms, payment method, address or store, characteristics) run before the
 * transaction. Every refusal carries `itensName` (the cart's items, or the offending ones).
 */
import { ORDER_MESSAGES } from '../../../../lib/contract/order-messages';
import { submitOrderResponseSchema, type SubmitOrderResponse } from '../../../../lib/contract/order-submit';
import { nameSortKey } from '../../../../lib/rules/cart';
import { normalizeDocument } from '../../../../lib/rules/documents';
import { isMeasureUnit } from '../../../../lib/rules/quantity-text';
import type { Db, Queryable } from '../../db/types';
import type { CartContext } from '../cart/access';
import { pricedCart, type PricedComboGroup } from '../cart/pricing';
import { loadCart } from '../cart/read';
import { cartRecurrence, SUBSCRIPTION_TAG } from '../cart/recurrence';
import { emptyCart, lockCartForOrder, type CartKey } from '../cart/store';
import { now as clockNow } from '../clock';
import { comboImage } from '../combo/view';
import { DomainError, invalid } from '../errors';
import type { CustomerAuth } from '../identity/guards';
import { approvedByDefault } from '../identity/users';
import { chargeOrder, paymentMethodFor } from '../payment';
import { startSubscription } from '../subscription/subscriptions';
import { matchCart, matchCombos } from './cart-match';
import { orderCharacteristics } from './characteristics';
import { recordCouponUse, settleCoupon } from './coupon';
import { resolveDelivery } from './delivery';
import { accountOf, assertMaySubmit } from './eligibility';
import { orderFingerprint, recentIdentical } from './fingerprint';
import { billingSnapshot, resolvePlace } from './place';
import { asAnswered, loadOrder } from './read';
import { takeStock } from './stock';
import { insertOrder, markFirstOrder, nextOrderNumber, orderLines } from './store';
import type { SubmitBody } from './types';

export type SubmitHooks = {
  /** Runs inside the order's transaction with the answer, just before the commit (the idempotency key's answer is stored there). */
  beforeCommit?: (tx: Queryable, answer: SubmitOrderResponse) => Promise<void>;
};

export const emptyCartError = () => invalid(ORDER_MESSAGES.carrinhoVazio, undefined, 'CARRINHO_VAZIO');

/** Who placed the order for the client: the representative, or the linked user under its principal. */
async function issuerOf(db: Queryable, auth: CustomerAuth) {
  const idrepresentante = auth.representante?.idusuario ?? null;
  const idprincipal = auth.usuarioVinculado?.idprincipal ?? null;
  const nameOf = async (sql: string, id: string) => (await db.query<{ nome: string }>(sql, [id]))[0]?.nome ?? null;
  const emitidoPor = idrepresentante
    ? await nameOf('SELECT nome FROM representantes WHERE idusuario = $1', idrepresentante)
    : idprincipal
      ? await nameOf('SELECT nome FROM clientes WHERE idcliente = $1', auth.cliente.idcliente)
      : null;
  return { idrepresentante, idprincipal, idapikeys: auth.sessao.idapikeys, emitidoPor };
}

/** What the order takes from stock: the loose lines and every combo group's products, summed per product. */
function stockNeeds(
  linhas: readonly { produto: { idproduto: string; nome: string }; quantidade: number }[],
  groups: readonly PricedComboGroup[],
) {
  const need = new Map<string, { idproduto: string; nome: string; quantidade: number }>();
  const add = (idproduto: string, nome: string, quantidade: number) => {
    const n = need.get(idproduto);
    need.set(idproduto, { idproduto, nome, quantidade: Math.round(((n?.quantidade ?? 0) + quantidade) * 1000) / 1000 });
  };
  for (const l of linhas) add(l.produto.idproduto, l.produto.nome, l.quantidade);
  for (const g of groups)
    g.combo.produtos.forEach((p, i) => add(p.row.idproduto, p.row.nome, g.produtos[i]!.quantidade));
  return [...need.values()];
}

/** The names of the cart's items, sorted like the cart ('' for an empty cart). */
export async function cartItemNames(db: Queryable, k: CartKey): Promise<string> {
  const rows = await db.query<{ nome: string }>(
    `SELECT p.nome FROM carrinho_itens i JOIN produtos p ON p.idproduto = i.idproduto
     WHERE i.idcliente = $1 AND i.idfornecedor = $2
     UNION ALL
     SELECT c.nome FROM carrinho_combos g JOIN combos_promocionais c ON c.idcombopromocional_cabecalho = g.idcombopromocional_cabecalho
     WHERE g.idcliente = $1 AND g.idfornecedor = $2`,
    [k.idcliente, k.idfornecedor],
  );
  const names = rows.map((r) => r.nome);
  return names
    .sort((a, b) => (nameSortKey(a) < nameSortKey(b) ? -1 : nameSortKey(a) > nameSortKey(b) ? 1 : 0))
    .join(', ');
}

/** A refusal without item names gets the cart's. */
async function withItemNames(db: Queryable, k: CartKey, e: unknown): Promise<unknown> {
  if (!(e instanceof DomainError) || e.extra?.itensName !== undefined) return e;
  const itensName = await cartItemNames(db, k).catch(() => '');
  return new DomainError(e.kind, e.codigo, e.mensagem, e.campos, { ...e.extra, itensName });
}

export async function placeOrder(
  db: Db,
  ctx: CartContext,
  body: SubmitBody,
  hooks: SubmitHooks = {},
  now = clockNow(),
): Promise<SubmitOrderResponse> {
  try {
    return await place(db, ctx, body, hooks, now);
  } catch (e) {
    throw await withItemNames(db, ctx.key, e);
  }
}

/** The checks and snapshots that do not depend on the cart, made before the transaction. */
async function prepare(db: Db, ctx: CartContext, body: SubmitBody) {
  const { f, key } = ctx;
  const auth = ctx.auth as CustomerAuth;
  const idconta = accountOf(auth);
  const cpfNaNota = await noteCpf(db, key.idcliente, body.cpfNaNota);
  await assertMaySubmit(db, f, idconta, key.idcliente);
  if (body.orcamento && !f.tags.includes('support-budget'))
    throw invalid(
      ORDER_MESSAGES.orcamentoIndisponivel,
      { orcamento: ORDER_MESSAGES.orcamentoIndisponivel },
      'ORCAMENTO_INDISPONIVEL',
    );
  const parcelas = body.formaPagamento.quantParcelas ?? 1;
  const method = await paymentMethodFor(db, f.idfornecedor, body.formaPagamento.idformapagto, parcelas);
  if (body.orcamento && method.tipo === 'CARTAO_CREDITO')
    throw invalid(
      ORDER_MESSAGES.orcamentoSemCartao,
      { formaPagamento: ORDER_MESSAGES.orcamentoSemCartao },
      'ORCAMENTO_SEM_CARTAO',
    );
  const place = await resolvePlace(db, key.idcliente, f, body);
  const enderecoFaturamento = await billingSnapshot(db, key.idcliente, body);
  const caracteristicas = await orderCharacteristics(db, f.idfornecedor, body.caracteristicas);
  const issuer = await issuerOf(db, auth);
  const impressao = orderFingerprint(key.idcliente, f.idfornecedor, body);
  return { idconta, parcelas, method, place, enderecoFaturamento, caracteristicas, issuer, impressao, cpfNaNota };
}

/** "CPF na nota?" is a consumer's choice (decision 0049): a company's note carries its CNPJ. Digits only. */
async function noteCpf(db: Queryable, idcliente: string, cpf: string | null | undefined): Promise<string | null> {
  if (!cpf) return null;
  const [c] = await db.query<{ tipo_documento: string }>('SELECT tipo_documento FROM clientes WHERE idcliente = $1', [
    idcliente,
  ]);
  if (c?.tipo_documento === 'CNPJ')
    throw invalid(
      ORDER_MESSAGES.cpfNaNotaEmpresa,
      { cpfNaNota: ORDER_MESSAGES.cpfNaNotaEmpresa },
      'CPF_NA_NOTA_EMPRESA',
    );
  return normalizeDocument(cpf);
}
type Prepared = Awaited<ReturnType<typeof prepare>>;

/**
 * Steps 1–3 of the header, in the order's transaction: the cart locked and re-read, an identical
 * order refused, the cart priced for this payment, its subscription, coupon, minimum and delivery.
 */
async function priceOrder(tx: Queryable, ctx: CartContext, body: SubmitBody, p: Prepared, now: Date) {
  const { f, key } = ctx;
  const locked = await lockCartForOrder(tx, key);
  const identical = await recentIdentical(tx, p.impressao);
  if (identical) {
    throw new DomainError('conflict', 'PEDIDO_IDENTICO', ORDER_MESSAGES.pedidoIdentico, undefined, {
      itensName: identical.itensName,
    });
  }
  const state = locked ? await loadCart(tx, key) : null;
  if (!state || (state.items.length === 0 && (state.combos ?? []).length === 0) || body.itens.length === 0)
    throw emptyCartError();

  const priced = await pricedCart(tx, ctx, state, {
    idformapagamento: p.method.idformapagto,
    canalVenda: 'WEB',
    tipoentrega: body.tipoEntrega,
  });
  const combos = matchCombos(priced.combos, body.itens);
  const linhas = matchCart(priced.linhas, combos.itens);
  const { hidden, canal } = priced;
  // A quote (decision 0022): prices hidden from this client (support-budget, registration pending),
  // or asked for by a buyer of a support-budget supplier. The supplier prices it; nothing is charged.
  const orcamento = hidden || body.orcamento === true;

  const hasSubscriptionProduct = linhas.some((l) => l.produto.tags.includes(SUBSCRIPTION_TAG));
  const recurrence = await cartRecurrence(
    tx,
    f.idfornecedor,
    hasSubscriptionProduct,
    state.cart.idtipoassinatura,
    body.idtipoassinatura ?? undefined,
  );
  const idtipoassinatura = recurrence.assinaturaSelecionada;
  const [tipo] = idtipoassinatura
    ? await tx.query<{ descricao: string }>('SELECT descricao FROM tipos_assinatura WHERE idtipoassinatura = $1', [
        idtipoassinatura,
      ])
    : [];

  const goods = priced.totalCompras;
  const coupon = orcamento
    ? null
    : await settleCoupon(
        tx,
        { ...key, linhas: priced.discountLines, totalCompras: goods, canal, idformapagamento: p.method.idformapagto },
        state.cart,
      );
  const desconto = coupon?.desconto.valorDesconto ?? 0;
  if (!orcamento && f.pedido_minimo !== null && goods - desconto < f.pedido_minimo) {
    throw invalid(
      ORDER_MESSAGES.pedidoMinimo(f.pedido_minimo, f.pedido_minimo - (goods - desconto)),
      undefined,
      'PEDIDO_MINIMO',
    );
  }
  const delivery = await resolveDelivery(tx, {
    f,
    priced,
    place: p.place,
    idformaentrega: body.formaEntrega.idformaentrega,
    data_de_entrega: body.formaEntrega.data_de_entrega ?? null,
    tipoPagamento: p.method.tipo,
    now,
  });
  const taxaConveniencia = canal === 'WEB' ? (f.taxa_conveniencia ?? 0) : 0;
  const total = orcamento ? null : goods - desconto + delivery.valor + taxaConveniencia;
  return {
    linhas,
    groups: combos.groups,
    canal,
    orcamento,
    idtipoassinatura,
    assinaturaDescricao: tipo?.descricao ?? null,
    goods,
    coupon,
    desconto,
    delivery,
    taxaConveniencia,
    total,
  };
}

type OrderLine = ReturnType<typeof orderLines>[number];

/** A combo group is one order line (its id, priced by the combo's rule) with its products inside. */
function comboLines(groups: readonly PricedComboGroup[], orcamento: boolean): OrderLine[] {
  const money = <T>(v: T) => (orcamento ? null : v);
  return groups.map((g) => {
    const c = g.combo;
    return {
      idproduto: c.idcombopromocional_cabecalho,
      nome: c.nome,
      slug: c.slug,
      unidade: 'un',
      imagem: comboImage(c),
      quantidade: g.quantidade,
      preco: money(g.preconf),
      preco_lista: money(g.precoLista),
      origem_preco: 'COMBO',
      embalar_para_presente: false,
      preco_embalagem: null,
      total: money(g.totalItem),
      idcombopromocional_cabecalho: c.idcombopromocional_cabecalho,
      combo_produtos: c.produtos.map((p, i) => ({
        idproduto: p.row.idproduto,
        nome: p.row.nome,
        unidade: p.row.unidade,
        quantidade: g.produtos[i]!.quantidade,
        total: money(g.produtos[i]!.total),
      })),
    };
  });
}

async function place(
  db: Db,
  ctx: CartContext,
  body: SubmitBody,
  hooks: SubmitHooks,
  now: Date,
): Promise<SubmitOrderResponse> {
  const { f, key } = ctx;
  const p = await prepare(db, ctx, body);

  return db.transaction(async (tx) => {
    const o = await priceOrder(tx, ctx, body, p, now);
    await takeStock(tx, f.idfornecedor, stockNeeds(o.linhas, o.groups));
    const numpedido = await nextOrderNumber(tx);
    const charge = await chargeOrder(tx, {
      method: p.method,
      numpedido,
      idfornecedor: f.idfornecedor,
      idcliente: key.idcliente,
      idconta: p.idconta,
      total: o.total,
      orcamento: o.orcamento,
      parcelas: p.parcelas,
      tokenCartao: body.formaPagamento.tokenCartao,
      weighed: o.linhas.some((l) => isMeasureUnit(l.produto.unidade)),
      now,
    });
    const lines = [...orderLines(o.linhas, o.orcamento), ...comboLines(o.groups, o.orcamento)];
    await insertOrder(
      tx,
      {
        numpedido,
        idfornecedor: f.idfornecedor,
        idcliente: key.idcliente,
        idprincipal: p.issuer.idprincipal,
        idrepresentante: p.issuer.idrepresentante,
        idapikeys: p.issuer.idapikeys,
        emitido_por: p.issuer.emitidoPor,
        status: charge.status,
        orcamento: o.orcamento,
        canal_venda: o.canal,
        tipo_entrega: body.tipoEntrega,
        idformaentrega: o.delivery.idformaentrega,
        forma_entrega_descricao: o.delivery.descricao,
        data_de_entrega: o.delivery.data_de_entrega,
        rotulo_entrega: o.delivery.rotulo,
        endereco_entrega: p.place.endereco,
        loja_retira: p.place.loja
          ? {
              nome: p.place.loja.nome,
              descricao_endereco_loja: p.place.loja.descricao_endereco_loja,
              coordenadas_loja: p.place.loja.coordenadas_loja,
            }
          : null,
        endereco_faturamento: p.enderecoFaturamento,
        total_produtos: o.orcamento ? null : o.goods,
        valor_desconto: o.desconto,
        taxa_entrega: o.delivery.valor,
        taxa_conveniencia: o.taxaConveniencia,
        total_pedido: o.total,
        idcupom: o.coupon?.idcupom ?? null,
        codigo_cupom: o.coupon?.codigo ?? null,
        anotacoes: body.anotacoes || null,
        num_pedido_cliente: body.numPedidoCliente || null,
        cpf_na_nota: p.cpfNaNota,
        recebedor: body.recebedor || null,
        idtipoassinatura: o.idtipoassinatura,
        assinatura_descricao: o.assinaturaDescricao,
        caracteristicas: p.caracteristicas,
        impressao: p.impressao,
      },
      lines,
      { idformapagto: p.method.idformapagto, tipo: p.method.tipo, descricao: p.method.descricao, ...charge.pagamento },
    );
    // A subscription type: the order starts a subscription.
    if (o.idtipoassinatura) await startSubscription(tx, numpedido, now);
    if (o.coupon) await recordCouponUse(tx, o.coupon, key.idcliente, numpedido);
    await markFirstOrder(tx, key.idcliente, f.idfornecedor, approvedByDefault(f.tags));
    await emptyCart(tx, key);

    const pedido = asAnswered((await loadOrder(tx, numpedido))!);
    const answer = submitOrderResponseSchema.parse({
      numpedido,
      totalpedido: pedido.totalPedido,
      taxaentrega: pedido.taxaEntrega,
      idcliente: key.idcliente,
      dadospedido: { cupom: pedido.cupom },
      mensagemErro: null,
      mensagemSucesso: o.orcamento ? ORDER_MESSAGES.sucessoOrcamento : ORDER_MESSAGES.sucesso,
      itensName: pedido.itens.map((i) => i.nome).join(', '),
      pedido,
    });
    await hooks.beforeCommit?.(tx, answer);
    return answer;
  });
}
