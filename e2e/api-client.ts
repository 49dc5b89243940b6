/**
 * The suite's calls to the commerce API, through the contract's descriptors (lib/contract) and the
 * storefront's own request core: the path, query, token segment and body are built as the store
 * builds them, and the answer is parsed by the endpoint's response schema. No spec writes an API
 * path by hand for a call it makes through here.
 */
import { randomUUID } from 'node:crypto';

import { requestEndpoint, type CallOutcome } from '../lib/commerce/request';
import type { ProductSummary } from '../lib/contract';
import { addressEndpoints, type AddressCreateBody } from '../lib/contract/address';
import { cartEndpoints, type Cart, type GetCartQuery, type SaveCartBody } from '../lib/contract/cart';
import { catalogEndpoints } from '../lib/contract/catalog';
import type { AnyEndpoint, CallArgs, CallResult } from '../lib/contract/endpoint';
import { identityEndpoints, type CreateUserBody } from '../lib/contract/identity';
import { orderSubmitEndpoints, type SubmitOrderBody } from '../lib/contract/order-submit';
import { E2E_API_URL } from './ports';

/** One call; a refusal fails the step with the API's status, code and message. */
export async function callApi<E extends AnyEndpoint>(
  endpoint: E,
  args: CallArgs<E>,
  headers?: Record<string, string>,
): Promise<CallResult<E>> {
  const r = await requestEndpoint(endpoint, args, { baseUrl: E2E_API_URL, headers, timeoutMs: 30_000 });
  if (!r.ok) throw new Error(`${endpoint.method} ${r.path}: ${r.status} ${r.codigo} ${r.mensagem}`);
  return r.data;
}

/**
 * The outcome of one call, refusals included, for the tests that expect the API to say no (status,
 * code and pt-BR message of the answer).
 */
export function tryApi<E extends AnyEndpoint>(
  endpoint: E,
  args: CallArgs<E>,
  headers?: Record<string, string>,
): Promise<CallOutcome<E>> {
  return requestEndpoint(endpoint, args, { baseUrl: E2E_API_URL, headers, timeoutMs: 30_000 });
}

/** A logged-in client's session as the API gave it. */
export type ApiSession = { token: string; idcliente: string };

/** The client's saved cart at a supplier, as the API computes it (optionally priced for a payment method). */
export function apiCart(session: ApiSession, query: GetCartQuery): Promise<Cart> {
  return callApi(cartEndpoints.getCart, {
    params: { idcliente: session.idcliente },
    query,
    auth: session,
  });
}

/** The API's answer to a customer's login at a supplier, as the store asks it: the token and the user. */
export function apiAuthenticate(login: string, senha: string, idfornecedor: string) {
  return callApi(identityEndpoints.authenticate, {
    body: { cpf: login, senha, idfornecedor, tokenOrigin: 'commerce' },
  });
}

/** Logs a customer in at a supplier as the store does; the session for the calls that follow. */
export async function apiLogin(login: string, senha: string, idfornecedor: string): Promise<ApiSession> {
  const r = await apiAuthenticate(login, senha, idfornecedor);
  return { token: r.token, idcliente: r.usuario.idcliente };
}

/** Replaces the client's saved cart at a supplier (lines, coupon) and answers the cart the API computed. */
export function saveApiCart(session: ApiSession, idfornecedor: string, body: SaveCartBody): Promise<Cart> {
  return callApi(cartEndpoints.saveCart, {
    params: { idcliente: session.idcliente },
    query: { idfornecedor },
    body,
    auth: session,
  });
}

/** A supplier's product listing, for a visitor or priced for a logged-in client. */
export function apiProducts(
  idfornecedor: string,
  query: CallArgs<typeof catalogEndpoints.listProducts>['query'] = {},
  session?: ApiSession,
) {
  return callApi(catalogEndpoints.listProducts, { params: { idfornecedor }, query, auth: session });
}

/** The client's saved addresses. */
export async function apiAddresses(session: ApiSession) {
  return (await callApi(addressEndpoints.listAddresses, { auth: session })).enderecos;
}

/** Saves an address of the client at a place (CEP, street, district, city, state): "Casa", nº 120, primary. */
export function apiAddAddress(
  session: ApiSession,
  place: Pick<AddressCreateBody, 'cep' | 'rua' | 'bairro' | 'cidade' | 'uf'>,
  extra: Partial<AddressCreateBody> = {},
) {
  return callApi(addressEndpoints.createAddress, {
    auth: session,
    body: { descricao: 'Casa', numero: '120', primario: true, ...place, ...extra },
  });
}

/** Registers a customer as the sign-up form does (the empty client id in the token segment). */
export async function apiRegister(body: CreateUserBody): Promise<{ idcliente: string }> {
  const { usuario } = await callApi(identityEndpoints.createUser, { body });
  return { idcliente: usuario.idcliente };
}

/** Places an order as the checkout does, with an idempotency key of its own. */
export function apiPlaceOrder(session: ApiSession, body: SubmitOrderBody) {
  return callApi(
    orderSubmitEndpoints.submitOrder,
    { params: { idcliente: session.idcliente }, body, auth: session },
    { 'Idempotency-Key': `e2e_${randomUUID().replace(/-/g, '')}` },
  );
}

/**
 * A product one unit of which is one line at its list price: sold, priced, counted by the unit,
 * no minimum, multiple or volume price, no subscription.
 */
export const isPlainUnit = (p: ProductSummary): boolean =>
  p.disponivel &&
  p.preco !== null &&
  p.granularidade === 1 &&
  p.min_por_pedido === 1 &&
  p.multiploincremento === 1 &&
  Object.keys(p.efeitospoliticas.descontoProgressivo).length === 0 &&
  !p.tags.includes('assinatura');
