/**
 * What the checkout, coupon, freight and after-sale specs discover on the target (docs/qa.md, decision 0053):
 * a place at the store's CEP, a CEP the store does not serve, the order characteristics it asks and how a
 * person answers them, the payment method of a kind. All through the spec's own calls, never the demo world's
 * constants; what the target lacks skips the test remotely and fails it locally (requireOnTarget, e2e/fixtures.ts).
 */
import type { Page } from '@playwright/test';

import type { PaymentMethod, Supplier } from '../lib/contract';
import { cepEndpoints, type AddressCreateBody } from '../lib/contract/address';
import type { Coupon } from '../lib/contract/coupon';
import { DELIVERY_METHOD_MESSAGES, deliveryMethodEndpoints } from '../lib/contract/delivery-methods';
import { orderContentEndpoints, type OrderCharacteristic } from '../lib/contract/order-content';
import type { SubmitOrderBody } from '../lib/contract/order-submit';
import type { PaymentType } from '../lib/contract/payment';
import { describeVariance, methodName } from '../lib/rules/payment-method';
import { callApi, tryApi, type ApiSession } from './api-client';
import { requireOnTarget, typeInto, type TargetStore } from './fixtures';

/** `05435000` → `05435-000`, as the store shows a CEP. */
export function formatCep(cep: string): string {
  return cep.replace(/^(\d{5})(\d{3})$/, '$1-$2');
}

/** The store's CEP from the profile (`cep`: one it serves); a profile without one skips the test remotely. */
export function storeCep(store: TargetStore): string {
  return requireOnTarget(store.cep, `CEP no perfil da loja ${store.role} ("cep")`);
}

export type Place = Pick<AddressCreateBody, 'cep' | 'rua' | 'bairro' | 'cidade' | 'uf'>;

/** The street, district, city and state at a CEP, as the API's CEP look-up answers. */
export async function placeAt(cep: string): Promise<Place> {
  const { rua, bairro, cidade, uf } = await callApi(cepEndpoints.lookupCep, { params: { cep } });
  return { cep, rua, bairro, cidade, uf };
}

/** Well-known CEPs far apart (São Paulo's Paulista, Rio, Brasília, Belo Horizonte, Porto Alegre, Recife). */
const FAR_CEPS = ['01310100', '20040002', '70040010', '30130010', '90010150', '50030230'];

/**
 * A CEP the supplier does not deliver to: the API's freight-by-CEP answers it with no method and the
 * "não atende" message, for these products.
 */
export async function cepNotServed(
  idfornecedor: string,
  produtos: { idproduto: string; quantidade: number }[],
): Promise<string> {
  for (const cep of FAR_CEPS) {
    const r = await tryApi(deliveryMethodEndpoints.estimateFreightByCep, {
      params: { idfornecedor, cep },
      query: { tipoEntrega: 'DELIVERY' },
      body: { produtos },
    });
    if (r.ok && r.data.formasEntrega.length === 0 && r.data.Mensagem === DELIVERY_METHOD_MESSAGES.fornecedorNaoAtende)
      return cep;
  }
  return requireOnTarget<string>(undefined, `CEP que a loja não atende entre ${FAR_CEPS.join(', ')}`);
}

/** The order characteristics the supplier requires at checkout. */
export async function requiredOrderCharacteristics(idfornecedor: string): Promise<OrderCharacteristic[]> {
  const { caracteristicas } = await callApi(orderContentEndpoints.listOrderCharacteristics, {
    params: { idfornecedor },
  });
  return caracteristicas.filter((c) => c.obrigatoria);
}

/** The answer a person gives to a required characteristic: its first option, 'Sim', or a few words. */
export function characteristicAnswer(c: OrderCharacteristic): string {
  if (c.tipo === 'OPCOES') return c.opcoes[0]!;
  return c.tipo === 'SIM_NAO' ? 'Sim' : 'Teste automatizado';
}

/** Answers the checkout's required characteristics ("<nome> (obrigatório)") as a person does. */
export async function answerOrderCharacteristics(page: Page, required: OrderCharacteristic[]): Promise<void> {
  for (const c of required) {
    const label = `${c.nome} (obrigatório)`;
    const answer = characteristicAnswer(c);
    if (c.tipo === 'OPCOES') await page.getByLabel(label).selectOption(answer);
    else if (c.tipo === 'SIM_NAO')
      await page.getByRole('group', { name: label }).getByRole('radio', { name: answer }).check();
    else await typeInto(page.getByLabel(label), answer);
  }
}

/** The supplier's payment method of a kind (PIX, card, boleto, on terms); the test needs it. */
export function requirePayment(supplier: Supplier, tipo: PaymentType): PaymentMethod {
  return requireOnTarget(
    supplier.formasPagamento.find((m) => m.tipo === tipo),
    `forma de pagamento ${tipo} em ${supplier.nome}`,
  );
}

/**
 * The accessible name of a payment method's radio at checkout, as components/checkout/payment-section.tsx
 * writes it: with support-price-variance-by-payment the method's name and its price effect ("PIX (3% de
 * desconto)"), else its description; a card's instalment suffix follows (match a card's without `exact`).
 */
export function paymentRadioName(supplier: Supplier, m: PaymentMethod): string {
  if (!supplier.tag.includes('support-price-variance-by-payment')) return m.descricao;
  return `${methodName(m.descricao)}${describeVariance(m.variacao_preco_bp)}`;
}

/**
 * A coupon any customer may type on any cart of the store: a percent off the whole cart, with no minimum, product
 * list, payment method, manual channel, first-purchase or promotion condition, and not the automatic one (the
 * Empório's BEMVINDO10). The lowest percent first, then by code, so that the pick is the same on every run.
 */
export function wholeCartPercentCoupon<C extends Coupon & { disponivel?: boolean }>(cupons: C[]): C | undefined {
  return cupons
    .filter(
      (c) =>
        c.disponivel !== false &&
        c.tipoDesconto === '%' &&
        c.valorDescontoPercentual > 0 &&
        !c.automatico &&
        !c.primeiraCompra &&
        !c.naoUsarCupomComPolitica &&
        c.valorMinimo === null &&
        c.produtosComDesconto.length === 0 &&
        c.idformapagamento === null &&
        c.cupomCanal !== 'MANUAL',
    )
    .sort(
      (a, b) => a.valorDescontoPercentual - b.valorDescontoPercentual || a.codigoCupom.localeCompare(b.codigoCupom),
    )[0];
}

/**
 * The body of an order delivered to a saved address and paid by PIX, everything from the API: the store's PIX, the
 * active delivery method at that address with its first slot for PIX, the required order characteristics answered
 * (what emporioPixDeliveryOrder builds from the demo world, discovered on any target).
 */
export async function pixDeliveryOrder(
  session: ApiSession,
  supplier: Supplier,
  itens: SubmitOrderBody['itens'],
  idendereco: string,
): Promise<SubmitOrderBody> {
  const pix = requirePayment(supplier, 'PIX');
  const { formasEntrega } = await callApi(deliveryMethodEndpoints.listDeliveryMethods, {
    params: { idfornecedor: supplier.idfornecedor },
    query: { tipoEntrega: 'DELIVERY', idendereco, idformapagamento: pix.idformapagto },
    auth: session,
  });
  const method = requireOnTarget(
    formasEntrega.find((m) => m.ativo) ?? formasEntrega[0],
    `forma de entrega no endereço do cliente em ${supplier.nome}`,
  );
  const required = await requiredOrderCharacteristics(supplier.idfornecedor);
  return {
    itens,
    idfornecedor: supplier.idfornecedor,
    tipoEntrega: 'DELIVERY',
    formaEntrega: { idformaentrega: method.idformaentrega, data_de_entrega: method.data_de_entrega },
    enderecoentrega: { idendereco },
    caracteristicas: required.map((c) => ({ idcaracteristica: c.idcaracteristica, valor: characteristicAnswer(c) })),
    formaPagamento: { idformapagto: pix.idformapagto },
  };
}
