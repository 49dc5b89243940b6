/** Chat e2e, shared by chat.spec.ts and cluster.spec.ts: an order to talk about, the attendant's login, sending in a panel. */
import type { Locator, Page } from '@playwright/test';

import { DEMO_ATTENDANTS, DEMO_PASSWORD } from '../commerce-api/seed/demo-world';
import { orderCharacteristicRows } from '../commerce-api/seed/order-content';
import { stableUuid } from '../commerce-api/seed/util';
import { apiPlaceOrder, apiProducts, saveApiCart } from './api-client';
import { DEMO_SUPPLIERS, expect, replaceText, type ApiCustomer } from './fixtures';

const E = DEMO_SUPPLIERS.emporio;

/** A pickup order at the Empório (card on pickup), placed through the API. */
export async function placePickupOrder(me: ApiCustomer): Promise<number> {
  const l = await apiProducts(E.idfornecedor, { page: 1, limit: 100, sk: 'Arroz branco tipo 1 5 kg' }, me);
  const arroz = l.produtos.find((p) => p.nome === 'Arroz branco tipo 1 5 kg');
  expect(arroz, 'arroz no catálogo').toBeTruthy();
  const cart = await saveApiCart(me, E.idfornecedor, { cartItens: [{ idproduto: arroz!.idproduto, quantidade: 2 }] });
  const placed = await apiPlaceOrder(me, {
    itens: cart.produtosSelecionados.map((p) => ({ idproduto: p.idproduto, quantidade: p.quantidade })),
    idfornecedor: E.idfornecedor,
    tipoEntrega: 'RETIRADA',
    formaEntrega: { idformaentrega: stableUuid(`entrega:${E.slug}:2`), data_de_entrega: null },
    lojaRetira: {
      nome: 'Empório Bom Preço Pinheiros',
      descricao_endereco_loja: 'loja',
      coordenadas_loja: { latitude: -23.5, longitude: -46.6 },
    },
    caracteristicas: orderCharacteristicRows('emporio')
      .filter((x) => x.obrigatoria)
      .map((x) => ({ idcaracteristica: x.idcaracteristica, valor: x.opcoes[0]! })),
    formaPagamento: { idformapagto: stableUuid(`pagto:${E.slug}:CARTAO_DEBITO`) },
  });
  return placed.numpedido;
}

/** The Empório's attendant logs in on /atendente (already open), until the rooms show. */
export async function loginAsAttendant(page: Page): Promise<void> {
  await expect(async () => {
    await replaceText(page.getByLabel('Email'), DEMO_ATTENDANTS.emporio.email);
    await replaceText(page.getByLabel('Senha'), DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Entrar como atendente' }).click();
    await expect(page.getByRole('heading', { name: 'Conversas' })).toBeVisible({ timeout: 5000 });
  }).toPass({ timeout: 30_000 });
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
