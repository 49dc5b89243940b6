/**
 * The suite's calls to the commerce API, through the contract's descriptors (lib/contract) and the
 * storefront's own request core: the path, query, token segment and body are built as the store
 * builds them, and the answer is parsed by the endpoint's response schema. No spec writes an API
 * path by hand for a call it makes through here.
 */
import { requestEndpoint } from '../lib/commerce/request';
import { cartEndpoints, type Cart, type GetCartQuery } from '../lib/contract/cart';
import type { AnyEndpoint, CallArgs, CallResult } from '../lib/contract/endpoint';
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
