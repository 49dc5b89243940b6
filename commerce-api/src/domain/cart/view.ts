/** The cart as the API answers it: every price, total and discount computed here, from the catalogue. */
import { CART_API_MESSAGES, type Cart } from '../../../../lib/contract/cart';
import type { Queryable } from '../../db/types';
import { chooseCoupon, type CouponChoice } from '../coupon/choice';
import type { CartContext } from './access';
import { pricedCart, type CartState } from './pricing';
import { SUBSCRIPTION_TAG, cartRecurrence } from './recurrence';

export type { CartItem, CartState } from './pricing';

export type ViewOptions = {
  idformapagamento?: string;
  canalVenda: 'WEB' | 'MANUAL';
  tipoentrega?: 'DELIVERY' | 'RETIRADA';
  /** The type asked by the call (a uuid or 'whitout'); the saved choice otherwise. */
  idtipoassinatura?: string;
  mensagens?: string[];
};

const NO_COUPON: CouponChoice = { aplicado: null, manualRecusado: false, mensagem: null };

export async function cartView(db: Queryable, ctx: CartContext, state: CartState, o: ViewOptions): Promise<Cart> {
  return (await cartViewWithCoupon(db, ctx, state, o)).cart;
}

/** The answer, and whether the saved manual coupon was refused (a new one is then forgotten). */
export async function cartViewWithCoupon(db: Queryable, ctx: CartContext, state: CartState, o: ViewOptions): Promise<{ cart: Cart; manualRecusado: boolean }> {
  const { hidden, linhas, totalCompras, bloqueio, canal, discountLines } = await pricedCart(db, ctx, state, o);
  const hasSubscriptionProduct = linhas.some((l) => l.disponivel !== false && l.produto.tags.includes(SUBSCRIPTION_TAG));
  const recurrence = await cartRecurrence(db, ctx.key.idfornecedor, hasSubscriptionProduct, state.cart.idtipoassinatura, o.idtipoassinatura);
  const mensagens = [...(o.mensagens ?? [])];
  const unavailable = linhas.filter((l) => l.disponivel === false).map((l) => l.produto.nome);
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
    produtosSelecionados: linhas.map((l) => {
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
      };
    }),
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
  return { cart, manualRecusado: coupon.manualRecusado };
}
