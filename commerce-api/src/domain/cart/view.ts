/** The cart as the API answers it: every price, total and discount computed here, from the catalogue. */
import { CART_API_MESSAGES, type Cart } from '../../../../lib/contract/cart';
import { sortByName } from '../../../../lib/rules/cart';
import type { Queryable } from '../../db/types';
import { imageUrl } from '../catalog';
import { comboImage } from '../combo/view';
import { chooseCoupon, unknownCode, type CouponChoice } from '../coupon/choice';
import type { CartContext } from './access';
import { pricedCart, type CartState, type PricedComboGroup } from './pricing';
import { cartRecurrence, SUBSCRIPTION_TAG } from './recurrence';

export type { CartItem, CartState } from './pricing';

export type ViewOptions = {
  idformapagamento?: string;
  canalVenda: 'WEB' | 'MANUAL';
  tipoentrega?: 'DELIVERY' | 'RETIRADA';
  /** The type asked by the call (a uuid or 'whitout'); the saved choice otherwise. */
  idtipoassinatura?: string;
  mensagens?: string[];
};

type CartProductWire = Cart['produtosSelecionados'][number];

/** Items sorted by name (combo groups among the products), ties by id, as lib/rules/cart sorts. */
function sortLines(lines: CartProductWire[]): CartProductWire[] {
  return sortByName(lines.map((l) => ({ produto: { nome: l.nome, idproduto: l.idproduto }, l }))).map((x) => x.l);
}

/**
 * A combo group as one cart line (spec "idcombopromocional_cabecalho with nested produtos"): id
 * and idproduto are the combo's id, counted in combos (granularity 1, at most max_por_pedido),
 * priced by the combo's rule; its products, with their share of the total, in `produtos`.
 */
function comboLine(g: PricedComboGroup, money: <T>(v: T) => T | null): CartProductWire {
  const c = g.combo;
  return {
    id: c.idcombopromocional_cabecalho,
    idproduto: c.idcombopromocional_cabecalho,
    idcadastroextraproduto: null,
    nome: c.nome,
    name: c.nome,
    slug: c.slug,
    unidade: 'un',
    imagem: comboImage(c),
    quantidade: g.quantidade,
    preco: money(g.preconf),
    preconf: money(g.preconf),
    precoLista: money(g.precoLista),
    precoatendente: null,
    precovendaatacado: null,
    minvendaatacado: null,
    multiploincremento: 1,
    granularidade: 1,
    maxporpedido: c.max_por_pedido,
    min_por_pedido: 1,
    efeitospoliticas: { descontoProgressivo: {} },
    preco_embalagem: null,
    embalarParaPresente: false,
    preco_do_desconto: money(0),
    idcombopromocional_cabecalho: c.idcombopromocional_cabecalho,
    produtos: c.produtos.map((p, i) => ({
      idproduto: p.row.idproduto,
      nome: p.row.nome,
      slug: p.row.slug,
      imagem: imageUrl(p.row.idfornecedor, p.row.idproduto, 1),
      unidade: p.row.unidade,
      quantidade: g.produtos[i]!.quantidade,
      quantidadePorCombo: p.quantidade,
      preco: money(g.combo.produtos[i] ? comboItemsPrice(g, i) : 0),
      total: money(g.produtos[i]!.total),
    })),
    usaAtacado: false,
    origemPreco: 'COMBO',
    totalItem: money(g.totalItem),
    disponivel: g.disponivel,
    tags: [],
  };
}

const comboItemsPrice = (g: PricedComboGroup, i: number) => g.listaUnitaria[i] ?? 0;

const NO_COUPON: CouponChoice = { aplicado: null, manualRecusado: false, mensagem: null };

export async function cartView(db: Queryable, ctx: CartContext, state: CartState, o: ViewOptions): Promise<Cart> {
  return (await cartViewWithCoupon(db, ctx, state, o)).cart;
}

/**
 * The answer, whether the saved manual coupon was refused (a new one is then forgotten) and whether
 * it was refused as unknown (a guess the enumeration guard counts).
 */
export async function cartViewWithCoupon(
  db: Queryable,
  ctx: CartContext,
  state: CartState,
  o: ViewOptions,
): Promise<{ cart: Cart; manualRecusado: boolean; codigoDesconhecido: boolean }> {
  const { hidden, linhas, combos, totalCompras, bloqueio, canal, discountLines } = await pricedCart(db, ctx, state, o);
  const hasSubscriptionProduct = linhas.some(
    (l) => l.disponivel !== false && l.produto.tags.includes(SUBSCRIPTION_TAG),
  );
  const recurrence = await cartRecurrence(
    db,
    ctx.key.idfornecedor,
    hasSubscriptionProduct,
    state.cart.idtipoassinatura,
    o.idtipoassinatura,
  );
  const mensagens = [...(o.mensagens ?? [])];
  const unavailable = [
    ...linhas.filter((l) => l.disponivel === false).map((l) => l.produto.nome),
    ...combos.filter((g) => !g.disponivel).map((g) => g.combo.nome),
  ];
  if (unavailable.length > 0) mensagens.push(CART_API_MESSAGES.indisponiveisNoTotal(unavailable));

  const coupon = hidden
    ? NO_COUPON
    : await chooseCoupon(
        db,
        { ...ctx.key, linhas: discountLines, totalCompras, canal, idformapagamento: o.idformapagamento ?? null },
        state.cart.codigo_cupom,
        state.cart.cupom_aplicacao_automatica,
      );
  if (coupon.mensagem) mensagens.push(coupon.mensagem);
  const applied = coupon.aplicado;
  const valorDesconto = applied?.desconto.valorDesconto ?? 0;
  const taxaEntrega = 0;
  const money = <T>(v: T) => (hidden ? null : v);

  const cart: Cart = {
    idcliente: ctx.key.idcliente,
    idfornecedor: ctx.key.idfornecedor,
    produtosSelecionados: sortLines([
      ...linhas.map((l) => {
        const p = l.produto;
        return {
          id: p.idproduto,
          idproduto: p.idproduto,
          idcadastroextraproduto: p.idcadastroextraproduto,
          nome: p.nome,
          name: p.nome,
          slug: p.slug,
          unidade: p.unidade,
          imagem: p.imagem,
          quantidade: l.quantidade,
          preco: money(p.preco),
          preconf: money(l.preconf),
          precoatendente: money(p.precoatendente ?? null),
          precovendaatacado: money(p.precovendaatacado),
          minvendaatacado: p.minvendaatacado,
          multiploincremento: p.multiploincremento,
          granularidade: p.granularidade,
          maxporpedido: p.maxporpedido,
          min_por_pedido: p.min_por_pedido,
          efeitospoliticas: { descontoProgressivo: hidden ? {} : p.efeitospoliticas.descontoProgressivo },
          preco_embalagem: money(p.preco_embalagem),
          embalarParaPresente: l.embalarParaPresente,
          preco_do_desconto: money(applied?.desconto.porProduto[p.idproduto] ?? 0),
          idcombopromocional_cabecalho: null,
          usaAtacado: l.origem === 'ATACADO',
          origemPreco: l.origem,
          totalItem: money(l.totalItem),
          disponivel: l.disponivel !== false,
          tags: p.tags,
          unidades_por_embalagem: p.unidades_por_embalagem ?? null,
          peso_aproximado_unidade_kg: p.peso_aproximado_unidade_kg ?? null,
          permite_venda_por_unidade: p.permite_venda_por_unidade === true,
        };
      }),
      ...combos.map((g) => comboLine(g, money)),
    ]),
    produtosParaPresente: linhas.filter((l) => l.embalarParaPresente).map((l) => l.produto.idproduto),
    totalCompras: money(totalCompras),
    taxaEntrega,
    codigoCupom: applied?.benefit.codigoCupom ?? null,
    cupomCanal: canal,
    valorDescontoAbsoluto: applied?.benefit.valorDescontoAbsoluto ?? 0,
    valorDescontoPercentual: applied?.benefit.valorDescontoPercentual ?? 0,
    tipoDesconto: applied?.benefit.tipoDesconto ?? '%',
    produtosComDesconto: [...(applied?.benefit.produtosComDesconto ?? [])],
    naoUsarCupomComPolitica: applied?.benefit.naoUsarCupomComPolitica ?? false,
    valorDesconto: money(valorDesconto),
    totalDescontoEspecifico: money(applied?.desconto.totalDescontoEspecifico ?? 0),
    totalPedido: money(totalCompras - valorDesconto + taxaEntrega),
    habilitarVisualizacaoDesconto: valorDesconto > 0,
    cupomAutomatico:
      applied?.automatico === true
        ? {
            codigoCupom: applied.benefit.codigoCupom,
            valorDescontoPercentual: applied.benefit.valorDescontoPercentual,
            valorDescontoAbsoluto: applied.benefit.valorDescontoAbsoluto,
            tipoDesconto: applied.benefit.tipoDesconto,
          }
        : null,
    cupomAplicacaoAutomatica: state.cart.cupom_aplicacao_automatica,
    codigoCupomAutomatico: applied?.automatico ? applied.benefit.codigoCupom : null,
    ...recurrence,
    bloqueio_atendimento: bloqueio,
    atendente: bloqueio && state.cart.atendente_nome ? { nome: state.cart.atendente_nome } : null,
    canalVenda: canal,
    possuiPreco: !hidden,
    mensagem: mensagens.length > 0 ? mensagens.join(' ') : null,
    versao: state.cart.versao,
  };
  return { cart, manualRecusado: coupon.manualRecusado, codigoDesconhecido: unknownCode(coupon) };
}
