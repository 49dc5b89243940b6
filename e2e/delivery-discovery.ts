/**
 * What the delivery spec discovers on the target (docs/qa.md, decision 0053): who serves a CEP, asked as the
 * storefront asks it (the API's CEP look-up gives the point; the supplier listing by that point, for delivery and
 * for pickup, gives the suppliers with their segments and nearest pickup stores), a CEP of a given kind among the
 * profile's store CEPs, and products by the delivery types the catalogue offers them for. Never the demo world's
 * constants; what the target lacks skips the test remotely and fails it locally (requireOnTarget).
 */
import type { ProductSummary } from '../lib/contract';
import { cepEndpoints } from '../lib/contract/address';
import { catalogEndpoints } from '../lib/contract/catalog';
import { searchEndpoints } from '../lib/contract/search';
import { supplierEndpoints } from '../lib/contract/supplier';
import { apiProducts, callApi } from './api-client';
import { fetchSupplier, requireOnTarget, target, visitorProducts, type TargetStore } from './fixtures';
import { cepNotServed } from './store-discovery';

type Serving = Awaited<ReturnType<typeof lookupAt>>['fornecedores'][number];

/** Who serves a CEP: the suppliers delivering there, and those with a pickup area holding it. */
export type CepService = { cep: string; entrega: Serving[]; retirada: Serving[] };

function lookupAt(tipoEntrega: 'DELIVERY' | 'RETIRADA', lat: number, lng: number) {
  return callApi(supplierEndpoints.listSuppliers, {
    query: { lat, lng, tipoEntrega, ...(tipoEntrega === 'RETIRADA' ? { queryPoligonoDeColeta: 'true' as const } : {}) },
  });
}

/** The suppliers serving a CEP, from the API's CEP look-up and the supplier listing at its point. */
export async function whoServes(cep: string): Promise<CepService> {
  const { lat, lng } = await callApi(cepEndpoints.lookupCep, { params: { cep } });
  const [entrega, retirada] = await Promise.all([lookupAt('DELIVERY', lat, lng), lookupAt('RETIRADA', lat, lng)]);
  return { cep, entrega: entrega.fornecedores, retirada: retirada.fornecedores };
}

/** The ids (lower case) of a list of serving suppliers, sorted: to compare with a set of stores'. */
export const idsOf = (list: readonly { idfornecedor: string }[]): string[] =>
  list.map((s) => s.idfornecedor.toLowerCase()).sort();

/**
 * The first of the profile's store CEPs (consumer, company, pickup) whose service, as the API answers it,
 * satisfies `wanted`; the test needs one.
 */
export async function cepWhere(wanted: (s: CepService) => boolean, what: string): Promise<CepService> {
  for (const store of Object.values(target.stores)) {
    if (!store?.cep) continue;
    const s = await whoServes(store.cep);
    if (wanted(s)) return s;
  }
  return requireOnTarget<CepService>(undefined, `CEP no perfil ${what}`);
}

/** Every product of a store's listing for a delivery type (all pages). */
async function listingFor(idfornecedor: string, tipoentrega: 'DELIVERY' | 'RETIRADA'): Promise<ProductSummary[]> {
  const all: ProductSummary[] = [];
  for (let page = 1; ; page++) {
    const l = await apiProducts(idfornecedor, { page, limit: 100, tipoentrega });
    all.push(...l.produtos);
    if (page >= l.paginas) return all;
  }
}

/** A store's products by the delivery types its catalogue offers them for. */
export type ByDeliveryType = { deliveryOnly: ProductSummary[]; pickupOnly: ProductSummary[]; both: ProductSummary[] };

export async function productsByDeliveryType(idfornecedor: string): Promise<ByDeliveryType> {
  const [entrega, retirada] = await Promise.all([
    listingFor(idfornecedor, 'DELIVERY'),
    listingFor(idfornecedor, 'RETIRADA'),
  ]);
  const inPickup = new Set(retirada.map((p) => p.idproduto));
  const inDelivery = new Set(entrega.map((p) => p.idproduto));
  return {
    deliveryOnly: entrega.filter((p) => !inPickup.has(p.idproduto)),
    pickupOnly: retirada.filter((p) => !inDelivery.has(p.idproduto)),
    both: entrega.filter((p) => inPickup.has(p.idproduto)),
  };
}

/**
 * A word of the product's name (plain letters, four or more) that the API's full-text search finds it by under
 * that delivery type: what a shopper types to be suggested it.
 */
export async function searchTermFor(
  idfornecedor: string,
  product: ProductSummary,
  tipoentrega: 'DELIVERY' | 'RETIRADA',
): Promise<string | undefined> {
  for (const word of product.nome.toLowerCase().split(/\s+/)) {
    if (!/^[a-z]{4,}$/.test(word)) continue;
    const r = await callApi(searchEndpoints.fullTextSearch, { query: { idfornecedor, query: word, tipoentrega } });
    if (r.resultset.hits.some((h) => h.idproduto === product.idproduto)) return word;
  }
  return undefined;
}

/**
 * A CEP nobody serves, for delivery or pickup: one the store's freight call says it does not deliver to
 * (store-discovery's cepNotServed, for one of its products), where the supplier listing finds no one either.
 */
export async function cepNobodyServes(store: TargetStore): Promise<string> {
  const { idfornecedor } = await fetchSupplier(store);
  const product = requireOnTarget(
    (await visitorProducts(store)).produtos.find((p) => p.disponivel),
    `produto disponível em ${store.slug}`,
  );
  const cep = await cepNotServed(idfornecedor, [{ idproduto: product.idproduto, quantidade: 1 }]);
  const s = await whoServes(cep);
  return requireOnTarget(
    s.entrega.length + s.retirada.length === 0 ? cep : undefined,
    `CEP que nenhum fornecedor atende (${cep} é atendido)`,
  );
}

/**
 * A product offered for delivery only, listed on the first page of its category (the sector its detail names) beside
 * a product of that category offered for both types (still listed there under pickup): the category's slug with both.
 */
export async function deliveryOnlyBesideBoth(
  idfornecedor: string,
): Promise<{ deliveryOnly: ProductSummary; both: ProductSummary; categoria: string }> {
  const byType = await productsByDeliveryType(idfornecedor);
  const both = new Set(byType.both.map((p) => p.idproduto));
  for (const product of byType.deliveryOnly) {
    const detail = await callApi(catalogEndpoints.getProduct, { params: { idfornecedor, idproduto: product.slug } });
    const setor = detail.produto.caminho.at(-1);
    if (!setor) continue;
    const [entrega, retirada] = await Promise.all([
      apiProducts(idfornecedor, { categ: setor.idsetor, page: 1, tipoentrega: 'DELIVERY' }),
      apiProducts(idfornecedor, { categ: setor.idsetor, page: 1, tipoentrega: 'RETIRADA' }),
    ]);
    if (!entrega.produtos.some((p) => p.idproduto === product.idproduto)) continue;
    const other = retirada.produtos.find((p) => both.has(p.idproduto));
    if (other) return { deliveryOnly: product, both: other, categoria: setor.slug };
  }
  return requireOnTarget<{ deliveryOnly: ProductSummary; both: ProductSummary; categoria: string }>(
    undefined,
    'produto só de entrega numa categoria com outro produto de entrega e retirada',
  );
}
