import 'server-only';

import type { CustomerAccount } from '@/lib/actions/context';
import { getCart } from '@/lib/commerce/cart';
import { getServiceArea } from '@/lib/commerce/delivery';
import { listDeliveryMethods } from '@/lib/commerce/delivery-methods';
import { getInvoicesResult } from '@/lib/commerce/invoice';
import { getOrder } from '@/lib/commerce/order';
import { getOrderInstructions, listOrderCharacteristics } from '@/lib/commerce/order-content';
import type { Owner } from '@/lib/commerce/owner';
import { getPaymentMethods, getStaticText } from '@/lib/commerce/suppliers';
import type { Cart } from '@/lib/contract/cart';
import type { DeliveryType } from '@/lib/contract/common';
import type { DeliveryMethodsResponse } from '@/lib/contract/delivery-methods';
import type { Invoice } from '@/lib/contract/invoice';
import { type OrderCharacteristic } from '@/lib/contract/order-content';
import { ORDER_MESSAGES } from '@/lib/contract/order-messages';
import { type Order } from '@/lib/contract/order-read';
import type { PaymentMethod, Store, Supplier } from '@/lib/contract/supplier';
import { describeContext, type DeliveryContext } from '@/lib/delivery/context';
import { currentDelivery } from '@/lib/delivery/server';
import { GA4_TAG } from '@/lib/rules/analytics';
import { offeredDeliveryTypes } from '@/lib/rules/delivery';
import { formatDocument } from '@/lib/rules/documents';
import { catalogViewer } from '@/lib/session/viewer';

/**
 * The checkout's data: one function for the page. Server only; the session token
 * never leaves it. Calls run in parallel; the optional parts (instructions, characteristics, the
 * supplier's texts) degrade to nothing when they fail, the delivery methods to "unavailable".
 */

export const PRICE_VARIANCE_TAG = 'support-price-variance-by-payment';
export const BUDGET_TAG = 'support-budget';
const SUBMIT_GATES = ['block-not-approved-user', 'restrict-not-approved-user-submission', BUDGET_TAG];

export type CheckoutData = {
  base: string;
  supplier: Pick<Supplier, 'idfornecedor' | 'nome' | 'tag'>;
  /** The saved cart (the API's prices): the lines to review. */
  cart: Cart;
  /** Where the order goes (the delivery cookie). */
  place: {
    tipoEntrega: DeliveryType;
    rotulo: string;
    detalhe: string | null;
    /** Inputs of the header's delivery chooser, rendered again here to change the place. */
    seletor: { tipos: DeliveryType[]; cep: string | null };
    /** False for a delivery to a CEP without one of the customer's saved addresses (no number to deliver to). */
    completo: boolean;
  };
  /** The delivery methods for this cart and place; null when the call failed. */
  entrega: DeliveryMethodsResponse | null;
  formasPagamento: PaymentMethod[];
  /** The payment method checked first (the shopper's cookie when offered, else the first). */
  formaPagamentoInicial: string | null;
  caracteristicas: OrderCharacteristic[];
  instrucoes: { titulo: string | null; conteudo: string } | null;
  /** The supplier's minimum order, convenience fee and service hours (spec 5). */
  info: { pedidoMinimo: number | null; taxaConveniencia: number | null; horarioAtendimento: string | null };
  termosPendentes: boolean;
  /**
   * The client's name when a representative acts for it and the terms are pending: the representative
   * accepts them on the client's behalf, declaring so (decision 0036).
   */
  termosEmNomeDe: string | null;
  /** Available credit on terms (FATURADO); null when none. */
  limiteCredito: number | null;
  /**
   * The account's overdue titles when the supplier blocks buying on terms with one
   * (config.bloquear_faturado_com_titulo_vencido): shown, and FATURADO cannot be chosen.
   */
  titulosVencidos: Invoice[];
  /** Why this client cannot submit (unapproved registration), else null. */
  bloqueio: string | null;
  /** The order enters as a quote: support-budget with prices hidden from this client (the API decides the same way). */
  orcamento: boolean;
  /** Prices shown on a support-budget supplier: the buyer may still ask for a quote (decision 0022). */
  podeOrcar: boolean;
  variaPorPagamento: boolean;
  /**
   * Decision 0049: "CPF na nota?" prefilled with the consumer's CPF ('' when the account has none);
   * null for a company, whose note carries its CNPJ.
   */
  cpfNaNota: string | null;
  /** "Quem vai receber?" prefilled with the customer's name. */
  recebedor: string;
  /** GA4 events enabled by the supplier tag. */
  analytics: boolean;
};

/** Why an unapproved client cannot submit on this supplier, or null. */
export function submitBlock(tags: readonly string[], aprovado: boolean): string | null {
  if (aprovado || !tags.some((t) => SUBMIT_GATES.includes(t))) return null;
  return tags.includes('restrict-not-approved-user-submission')
    ? ORDER_MESSAGES.cadastroRestrito
    : ORDER_MESSAGES.cadastroBloqueado;
}

export function checkoutOwner(account: CustomerAccount, supplier: Pick<Supplier, 'idfornecedor'>): Owner {
  return { token: account.token, idcliente: account.usuario.idcliente, idfornecedor: supplier.idfornecedor };
}

/** Where the order goes, from the delivery cookie: a saved address, or the chosen (else the default) store. */
export type OrderPlace =
  | { tipoEntrega: 'DELIVERY'; idendereco: string | null; coords: { lat: number; lng: number } | null }
  | {
      tipoEntrega: 'RETIRADA';
      loja: {
        idloja: string | null;
        nome: string;
        descricao_endereco_loja: string;
        latitude: number;
        longitude: number;
      } | null;
    };

export function orderPlace(ctx: DeliveryContext, defaultStore: Store | null): OrderPlace {
  if (ctx.tipoEntrega === 'DELIVERY') {
    const coords = typeof ctx.lat === 'number' && typeof ctx.lng === 'number' ? { lat: ctx.lat, lng: ctx.lng } : null;
    return { tipoEntrega: 'DELIVERY', idendereco: ctx.idendereco ?? null, coords };
  }
  const l = ctx.loja ?? defaultStore;
  return {
    tipoEntrega: 'RETIRADA',
    loja: l
      ? {
          idloja: l.idloja ?? null,
          nome: l.nome,
          descricao_endereco_loja: l.descricao_endereco_loja,
          latitude: l.lat,
          longitude: l.lng,
        }
      : null,
  };
}

/** Pickup without a store chosen: the supplier's default store (the first of its service area). */
export async function defaultPickupStore(ctx: DeliveryContext, idfornecedor: string): Promise<Store | null> {
  if (ctx.tipoEntrega !== 'RETIRADA' || ctx.loja) return null;
  const area = await getServiceArea(idfornecedor).catch(() => null);
  return area?.lojas[0] ?? null;
}

/** The checkout of this customer on this supplier; `vazio` when the saved cart has nothing to order. */
export async function loadCheckout(
  supplier: Supplier,
  account: CustomerAccount,
  base: string,
): Promise<CheckoutData | 'vazio'> {
  const owner = checkoutOwner(account, supplier);
  const blocksOnTerms = supplier.config.bloquear_faturado_com_titulo_vencido !== false;
  const [{ idformapagamento: chosen }, { ctx }, formasPagamento, titles] = await Promise.all([
    catalogViewer(supplier.idfornecedor),
    currentDelivery(supplier),
    getPaymentMethods(supplier.idfornecedor),
    blocksOnTerms ? getInvoicesResult(owner).catch(() => null) : Promise.resolve(null),
  ]);
  const onTerms = formasPagamento.some((m) => m.tipo === 'FATURADO');
  const titulosVencidos = onTerms && titles?.ok ? titles.data.faturas.filter((f) => f.status === 'VENCIDA') : [];
  // Priced with the method checked first (the shopper's, else the first offered; never on terms
  // while it is blocked): what the order will be priced with.
  const usable = formasPagamento.filter((m) => m.tipo !== 'FATURADO' || titulosVencidos.length === 0);
  const idformapagamento = usable.find((m) => m.idformapagto === chosen)?.idformapagto ?? usable[0]?.idformapagto;
  const [cart, store] = await Promise.all([
    getCart(owner, { idformapagamento, tipoentrega: ctx.tipoEntrega }),
    defaultPickupStore(ctx, supplier.idfornecedor),
  ]);
  const place = orderPlace(ctx, store);
  if (!cart.ok) throw new Error(`carrinho indisponível (${cart.status})`);
  if (!cart.data.produtosSelecionados.some((p) => p.disponivel)) return 'vazio';

  const quiet = <T>(p: Promise<T>, fallback: T) =>
    p.catch((error: unknown) => {
      console.error('[checkout] chamada opcional falhou:', error instanceof Error ? error.message : 'erro');
      return fallback;
    });
  const [entrega, caracteristicas, instrucoes, texto] = await Promise.all([
    listDeliveryMethods(owner, {
      tipoEntrega: ctx.tipoEntrega,
      ...(ctx.tipoEntrega === 'DELIVERY' && ctx.idendereco ? { idendereco: ctx.idendereco } : {}),
      ...(place.tipoEntrega === 'RETIRADA' && place.loja?.idloja ? { idloja: place.loja.idloja } : {}),
      ...(idformapagamento ? { idformapagamento } : {}),
    }),
    quiet(listOrderCharacteristics(supplier.idfornecedor), []),
    quiet(getOrderInstructions(supplier.idfornecedor), null),
    quiet(getStaticText(supplier.idfornecedor), null),
  ]);
  const label =
    place.tipoEntrega === 'RETIRADA' && place.loja
      ? { rotulo: `Retirada em ${place.loja.nome}`, detalhe: place.loja.descricao_endereco_loja || null }
      : describeContext(ctx);
  const methods = entrega.ok ? entrega.data : null;
  const { usuario, configuracoes } = account;
  return {
    base,
    supplier: { idfornecedor: supplier.idfornecedor, nome: supplier.nome, tag: supplier.tag },
    cart: cart.data,
    place: {
      tipoEntrega: ctx.tipoEntrega,
      rotulo: label.rotulo,
      detalhe: label.detalhe,
      seletor: { tipos: offeredDeliveryTypes(supplier.tag), cep: ctx.cep ?? null },
      completo: ctx.tipoEntrega !== 'DELIVERY' || !!ctx.idendereco,
    },
    entrega: methods,
    formasPagamento,
    formaPagamentoInicial: idformapagamento ?? null,
    caracteristicas,
    instrucoes,
    info: {
      pedidoMinimo: texto?.pedido_minimo ?? methods?.pedidoMinimo ?? supplier.meta_info.pedido_minimo ?? null,
      taxaConveniencia: methods?.taxaConveniencia ?? texto?.taxa_conveniencia ?? null,
      horarioAtendimento: texto?.horario_atendimento ?? methods?.horarioAtendimento ?? null,
    },
    termosPendentes: !configuracoes.termosuso.aceito,
    termosEmNomeDe: !configuracoes.termosuso.aceito && usuario.representante ? usuario.nome : null,
    limiteCredito: usuario.limiteCreditoDisponivel,
    titulosVencidos,
    bloqueio: submitBlock(supplier.tag, configuracoes.cadastro_aprovado),
    orcamento: supplier.tag.includes(BUDGET_TAG) && !cart.data.possuiPreco,
    podeOrcar: supplier.tag.includes(BUDGET_TAG) && cart.data.possuiPreco,
    variaPorPagamento: supplier.tag.includes(PRICE_VARIANCE_TAG),
    cpfNaNota:
      usuario.tipo_documento === 'CNPJ'
        ? null
        : usuario.tipo_documento === 'CPF'
          ? formatDocument(usuario.cpf, 'CPF')
          : '',
    recebedor: usuario.nome,
    analytics: supplier.tag.includes(GA4_TAG),
  };
}

export type OrderConfirmationData = { order: Order; horarioLoja: string | null };

/**
 * An order of this customer on this supplier for the confirmation pages; null when the API does
 * not know it for this client (another client's order is a 404 as well) or it is another
 * supplier's. Pickup: the store's opening hours (else the supplier's service hours).
 */
export async function loadOrderConfirmation(
  supplier: Supplier,
  account: CustomerAccount,
  numpedido: number,
): Promise<OrderConfirmationData | null> {
  const owner = checkoutOwner(account, supplier);
  const order = await getOrder(owner, numpedido);
  if (!order || order.idfornecedor !== supplier.idfornecedor || order.idcliente !== owner.idcliente) return null;
  let horarioLoja: string | null = null;
  if (order.tipoEntrega === 'RETIRADA' && order.lojaRetira) {
    const nome = order.lojaRetira.nome;
    const [area, texto] = await Promise.all([
      getServiceArea(supplier.idfornecedor).catch(() => null),
      getStaticText(supplier.idfornecedor).catch(() => null),
    ]);
    horarioLoja = area?.lojas.find((l) => l.nome === nome)?.horario_atendimento ?? texto?.horario_atendimento ?? null;
  }
  return { order, horarioLoja };
}

/** `/submissao/{numpedido}`: a positive integer order number, else null (→ 404). */
export function orderNumberParam(raw: string): number | null {
  return /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2147483647 ? Number(raw) : null;
}
