/** The cart as the API answers it: every price, total and discount computed here, from the catalogue. */
import { CART_API_MESSAGES, type Cart } from '../../../../lib/contract/cart';
import { priceCart, type CartLine, type CartProduct } from '../../../../lib/rules/cart';
import type { CouponBenefit, CouponDiscount, DiscountLine } from '../../../../lib/rules/coupon';
import { priceOptionsFor, toSummary, type ProductRow } from '../catalog';
import type { Queryable } from '../../db/types';
import type { CartContext } from './access';
import { SUBSCRIPTION_TAG, cartRecurrence } from './recurrence';
import type { CartRow, StoredItem } from './store';

export type CartItem = StoredItem & { row: ProductRow };
export type CartState = { cart: CartRow; items: CartItem[] };

export type ViewOptions = {
  idformapagamento?: string;
  canalVenda: 'WEB' | 'MANUAL';
  tipoentrega?: 'DELIVERY' | 'RETIRADA';
  /** The type asked by the call (a uuid or 'whitout'); the saved choice otherwise. */
  idtipoassinatura?: string;
  mensagens?: string[];
};

type LineProduct = CartProduct & ReturnType<typeof toSummary> & { row: ProductRow };

/** A line can be bought: the product is sold, has a price, and is offered for the delivery type asked. */
export function sellable(row: ProductRow, tipoentrega?: string): boolean {
  return row.disponivel && row.preco !== null && (!tipoentrega || row.tipos_entrega.includes(tipoentrega));
}

/** What the coupon step adds to the answer (see coupon-in-cart.ts). */
export type CouponOutcome = {
  aplicado: { benefit: CouponBenefit; desconto: CouponDiscount; automatico: boolean } | null;
  mensagem: string | null;
};
export type CouponStep = (
  ctx: CartContext,
  state: CartState,
  cart: { linhas: DiscountLine[]; totalCompras: number; canal: 'WEB' | 'MANUAL' },
  o: ViewOptions,
) => Promise<CouponOutcome>;

const noCoupon: CouponStep = async () => ({ aplicado: null, mensagem: null });

export async function cartView(db: Queryable, ctx: CartContext, state: CartState, o: ViewOptions, couponStep: CouponStep = noCoupon): Promise<Cart> {
  const opts = await priceOptionsFor(db, ctx.f, ctx.auth, o.idformapagamento);
  const priceOpts = { disableProductMultiple: ctx.f.tags.includes('disable-product-multiple') };
  const lines: CartLine<LineProduct>[] = state.items.map((i) => {
    const s = toSummary(i.row, { hidden: false, varianceBp: opts.varianceBp });
    return {
      produto: { ...s, preco: s.preco ?? 0, precoatendente: i.preco_atendente, row: i.row },
      quantidade: i.quantidade,
      embalarParaPresente: i.embalar_para_presente,
      disponivel: sellable(i.row, o.tipoentrega),
    };
  });
  const { linhas, totalCompras } = priceCart(lines, priceOpts);
  const hasSubscriptionProduct = linhas.some((l) => l.disponivel !== false && l.produto.tags.includes(SUBSCRIPTION_TAG));
  const recurrence = await cartRecurrence(db, ctx.key.idfornecedor, hasSubscriptionProduct, state.cart.idtipoassinatura, o.idtipoassinatura);
  const bloqueio = state.items.some((i) => i.preco_atendente !== null);
  const canal = bloqueio ? 'MANUAL' : o.canalVenda;
  const mensagens = [...(o.mensagens ?? [])];
  const unavailable = linhas.filter((l) => l.disponivel === false).map((l) => l.produto.nome);
  if (unavailable.length > 0) mensagens.push(CART_API_MESSAGES.indisponiveisNoTotal(unavailable));

  const discountLines = linhas.filter((l) => l.disponivel !== false).map((l) => ({ idproduto: l.produto.idproduto, totalProdutos: l.totalProdutos, origem: l.origem }));
  const coupon = opts.hidden ? { aplicado: null, mensagem: null } : await couponStep(ctx, state, { linhas: discountLines, totalCompras, canal }, o);
  if (coupon.mensagem) mensagens.push(coupon.mensagem);
  const applied = coupon.aplicado;
  const valorDesconto = applied?.desconto.valorDesconto ?? 0;
  const taxaEntrega = 0;
  const money = <T>(v: T) => (opts.hidden ? null : v);

  return {
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
        efeitospoliticas: { descontoProgressivo: opts.hidden ? {} : p.efeitospoliticas.descontoProgressivo },
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
    possuiPreco: !opts.hidden,
    mensagem: mensagens.length > 0 ? mensagens.join(' ') : null,
    versao: state.cart.versao,
  };
}
