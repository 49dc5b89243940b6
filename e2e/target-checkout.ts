/**
 * What a checkout on a target's store needs, discovered through the spec's calls (docs/qa.md, "O que já roda
 * contra outro alvo"; decision 0053): a place the store serves (its profile `cep`, looked up in the API) and the
 * answers to the order characteristics it requires.
 */
import type { Page } from '@playwright/test';

import { cepEndpoints } from '../lib/contract/address';
import { orderContentEndpoints } from '../lib/contract/order-content';
import { callApi } from './api-client';
import { fetchSupplier, requireOnTarget, typeInto, type TargetStore } from './fixtures';

/** The store's place (its profile `cep`, looked up through GET /v4/cep), as apiAddAddress takes it. */
export async function storePlace(
  store: TargetStore,
): Promise<{ cep: string; rua: string; bairro: string; cidade: string; uf: string }> {
  const cep = requireOnTarget(store.cep, `um CEP (cep) da loja ${store.slug} no perfil`);
  const { rua, bairro, cidade, uf } = await callApi(cepEndpoints.lookupCep, { params: { cep } });
  return { cep, rua, bairro, cidade, uf };
}

/**
 * Answers, on /finalizar, each order characteristic the store requires (from the API): the first option of a
 * list, "Sim" of a yes/no, a short text typed.
 */
export async function answerRequiredOrderCharacteristics(page: Page, store: TargetStore): Promise<void> {
  const { idfornecedor } = await fetchSupplier(store);
  const { caracteristicas } = await callApi(orderContentEndpoints.listOrderCharacteristics, {
    params: { idfornecedor },
  });
  for (const c of caracteristicas.filter((x) => x.obrigatoria)) {
    const label = `${c.nome} (obrigatório)`;
    if (c.tipo === 'OPCOES') await page.getByLabel(label).selectOption(c.opcoes[0]!);
    else if (c.tipo === 'SIM_NAO')
      await page.getByRole('group', { name: label }).getByRole('radio', { name: 'Sim' }).check();
    else await typeInto(page.getByLabel(label), 'Teste');
  }
}
