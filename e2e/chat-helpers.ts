/** Chat e2e, shared by chat.spec.ts and cluster.spec.ts: an order to talk about, the attendant's name, sending in a panel. */
import type { Locator } from '@playwright/test';

import { attendantEndpoints } from '../lib/contract/attendant';
import { deliveryMethodEndpoints } from '../lib/contract/delivery-methods';
import { orderContentEndpoints } from '../lib/contract/order-content';
import { supplierEndpoints } from '../lib/contract/supplier';
import { apiPlaceOrder, apiProducts, callApi, isPlainUnit, saveApiCart } from './api-client';
import {
  expect,
  fetchSupplier,
  replaceText,
  requireOnTarget,
  type ApiCustomer,
  type TargetAccount,
  type TargetStore,
} from './fixtures';

/**
 * A pickup order at the store (paid on pickup), placed through the API. Everything comes from the target: the
 * supplier's id, a product sold by the unit, its pickup store and pickup method, a payment made offline (debit card
 * preferred), and its required order characteristics (the first option each).
 */
export async function placePickupOrder(store: TargetStore, me: ApiCustomer): Promise<number> {
  const { idfornecedor } = await fetchSupplier(store);
  const l = await apiProducts(idfornecedor, { page: 1, limit: 100, tipoentrega: 'RETIRADA' }, me);
  const product = requireOnTarget(l.produtos.find(isPlainUnit), 'um produto vendido por unidade para retirar na loja');
  const area = await callApi(supplierEndpoints.getServiceArea, { query: { idfornecedor } });
  const loja = requireOnTarget(area.lojas[0], 'uma loja para retirada');
  const save = (quantidade: number) =>
    saveApiCart(me, idfornecedor, { cartItens: [{ idproduto: product.idproduto, quantidade }] });
  const pickupMethods = () =>
    callApi(deliveryMethodEndpoints.listDeliveryMethods, {
      params: { idfornecedor },
      query: { tipoEntrega: 'RETIRADA', idloja: loja.idloja },
      auth: me,
    });
  let cart = await save(2);
  let methods = await pickupMethods();
  // Enough units to clear the supplier's minimum order (as the freight call reports it), with room for a discount.
  if (methods.pedidoMinimo !== null && (methods.valorPedido ?? 0) < methods.pedidoMinimo * 1.2) {
    cart = await save(Math.max(2, Math.ceil((methods.pedidoMinimo * 1.2) / product.preco!)));
    methods = await pickupMethods();
  }
  const { formasEntrega } = methods;
  const pickup = requireOnTarget(formasEntrega[0], 'uma forma de retirada na loja');
  const { formasPagamento } = await callApi(supplierEndpoints.listPaymentMethods, {
    params: { idfornecedor },
    query: { idcliente: me.idcliente },
  });
  const offline = formasPagamento.filter((f) => !f.online);
  const payment = requireOnTarget(
    offline.find((f) => f.tipo === 'CARTAO_DEBITO') ?? offline[0],
    'uma forma de pagamento na retirada',
  );
  const { caracteristicas } = await callApi(orderContentEndpoints.listOrderCharacteristics, {
    params: { idfornecedor },
  });
  const placed = await apiPlaceOrder(me, {
    itens: cart.produtosSelecionados.map((p) => ({ idproduto: p.idproduto, quantidade: p.quantidade })),
    idfornecedor,
    tipoEntrega: 'RETIRADA',
    formaEntrega: { idformaentrega: pickup.idformaentrega, data_de_entrega: pickup.data_de_entrega },
    lojaRetira: {
      idloja: loja.idloja,
      nome: loja.nome,
      descricao_endereco_loja: loja.descricao_endereco_loja,
      coordenadas_loja: { latitude: loja.lat, longitude: loja.lng },
    },
    caracteristicas: caracteristicas
      .filter((x) => x.obrigatoria)
      .map((x) => ({ idcaracteristica: x.idcaracteristica, valor: x.opcoes[0] ?? 'Sim' })),
    formaPagamento: { idformapagto: payment.idformapagto },
  });
  return placed.numpedido;
}

/** The attendant's name as the API gives it at login (what the chat shows beside the attendant's messages). */
export async function attendantName(store: TargetStore, account: TargetAccount): Promise<string> {
  const { idfornecedor } = await fetchSupplier(store);
  const r = await callApi(attendantEndpoints.authenticateAttendant, {
    body: { cpf: account.login, senha: account.password, idfornecedor, tokenOrigin: 'commerce' },
  });
  return r.atendente.nome;
}

/** Types and sends in a chat panel, once it is connected (the button is enabled when the room is joined). */
export async function say(panel: Locator, text: string): Promise<void> {
  await expect(panel.getByRole('button', { name: 'Enviar' })).toBeEnabled({ timeout: 20_000 });
  await expect(async () => {
    await replaceText(panel.getByLabel('Sua mensagem'), text);
    await panel.getByRole('button', { name: 'Enviar' }).click();
    await expect(panel.getByLabel('Sua mensagem')).toHaveValue('', { timeout: 3000 });
  }).toPass({ timeout: 20_000 });
}

/** The room list is in the server HTML: a click that lands before hydration opens nothing, so click until it opens. */
export async function openRoom(room: Locator, panel: Locator): Promise<void> {
  await expect(async () => {
    await room.click();
    await expect(panel).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}
