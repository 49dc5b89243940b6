import 'server-only';

import {
  addressEndpoints,
  cepEndpoints,
  type AddressCreateBody,
  type AddressUpdateBody,
  type BillingAddress,
  type BillingAddressBody,
  type CepResponse,
} from '@/lib/contract';
import { normalizeCep } from '@/lib/rules/cep';

import { commerceCall, commerceCallOrNull } from './call';

/**
 * Address calls of the commerce API (spec 7 "Addresses"), declared in
 * lib/contract/address.ts. Server only: `token` is the API session token from the sealed session
 * (lib/session/server.ts `currentAccount(...).token`); it never reaches the browser.
 * `idfornecedor` travels as X-idfornecedor (the API reads the supplier's tags from it, e.g.
 * uses-single-address).
 */
const authed = (idfornecedor: string | null) => ({ idfornecedor, cache: 'no-store' as const });

/** Called from server actions: a 429 is thrown rather than redirected. */
const fromAction = (idfornecedor: string | null) => ({ ...authed(idfornecedor), onRateLimit: 'throw' as const });

/** The client's delivery addresses, primary first, with the CNPJ/Receita mismatch flag. */
export function listAddresses(token: string, idfornecedor: string) {
  return commerceCall(addressEndpoints.listAddresses, { auth: { token } }, authed(idfornecedor));
}

/** Creates an address (without coords the API geocodes the CEP). 400 carries a pt-BR message and `campos`. */
export function createAddress(token: string, idfornecedor: string, body: AddressCreateBody) {
  return commerceCall(
    addressEndpoints.createAddress,
    { auth: { token }, body: { idfornecedor, ...body } },
    fromAction(idfornecedor),
  );
}

/** Replaces an own address (404 when not the client's). */
export function updateAddress(token: string, idfornecedor: string, body: AddressUpdateBody) {
  return commerceCall(addressEndpoints.updateAddress, { auth: { token }, body }, fromAction(idfornecedor));
}

export function deleteAddress(token: string, idfornecedor: string, idendereco: string) {
  return commerceCall(
    addressEndpoints.deleteAddress,
    { auth: { token }, params: { idendereco } },
    fromAction(idfornecedor),
  );
}

/** The billing address (saved, or the Receita record of a CNPJ); null when there is none (404). */
export async function getBillingAddress(
  token: string,
  idfornecedor: string,
  idcliente: string,
): Promise<BillingAddress | null> {
  const r = await commerceCallOrNull(
    addressEndpoints.getBillingAddress,
    { auth: { token }, params: { idcliente } },
    authed(idfornecedor),
  );
  return r?.endereco ?? null;
}

/** Saves (creates or replaces) the client's billing address. */
export async function saveBillingAddress(
  token: string,
  idfornecedor: string,
  idcliente: string,
  body: BillingAddressBody,
): Promise<BillingAddress> {
  const r = await commerceCall(
    addressEndpoints.saveBillingAddress,
    { auth: { token }, params: { idcliente }, body },
    fromAction(idfornecedor),
  );
  return r.endereco;
}

/**
 * CEP look-up ('05435-000' or '05435000'): street, district, city, state and coordinates. null
 * when the CEP is unknown (404); a malformed CEP throws the API's 400 ('CEP inválido').
 */
export async function lookupCep(cep: string, idfornecedor: string | null): Promise<CepResponse | null> {
  const value = normalizeCep(cep);
  // Nothing to look up (the API has no route for an empty CEP: its 404 meant null).
  if (!value) return null;
  return commerceCallOrNull(cepEndpoints.lookupCep, { params: { cep: value } }, fromAction(idfornecedor));
}
