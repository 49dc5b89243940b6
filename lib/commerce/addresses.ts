import 'server-only';
import {
  addressDeleteResponseSchema,
  addressListResponseSchema,
  addressSchema,
  billingAddressResponseSchema,
  cepResponseSchema,
  type AddressCreateBody,
  type AddressUpdateBody,
  type BillingAddress,
  type BillingAddressBody,
  type CepResponse,
} from '@/lib/contract';
import { normalizeCep } from '@/lib/rules/documents';
import { CommerceNotFoundError } from './errors';
import { commerceFetch } from './fetch';

/**
 * Address calls of the commerce API (spec 7 "Addresses", issue 5). Server only: `token` is the
 * API session token from the sealed session (lib/session/server.ts `currentAccount(...).token`),
 * or the composite `<token>~<idcliente>` (TOKEN_SPLIT) of a representative/principal acting for a
 * client; it never reaches the browser. `idfornecedor` travels as X-idfornecedor (the API reads
 * the supplier's tags from it, e.g. uses-single-address).
 */
const enc = encodeURIComponent;
const authed = (token: string, idfornecedor: string | null) => ({ idfornecedor, cache: 'no-store' as const, token });

/** Called from server actions: a 429 is thrown rather than redirected. */
const fromAction = { onRateLimit: 'throw' as const };

/** The client's delivery addresses, primary first, with the CNPJ/Receita mismatch flag. */
export function listAddresses(token: string, idfornecedor: string) {
  return commerceFetch(`/v1/app/${token}/enderecos`, addressListResponseSchema, authed(token, idfornecedor));
}

/** Creates an address (without coords the API geocodes the CEP). 400 carries a pt-BR message and `campos`. */
export function createAddress(token: string, idfornecedor: string, body: AddressCreateBody) {
  return commerceFetch(`/v1/app/${token}/enderecos`, addressSchema, {
    ...authed(token, idfornecedor),
    ...fromAction,
    method: 'POST',
    body: { idfornecedor, ...body },
  });
}

/** Replaces an own address (404 when not the client's). */
export function updateAddress(token: string, idfornecedor: string, body: AddressUpdateBody) {
  return commerceFetch(`/v1/app/${token}/enderecosput`, addressSchema, {
    ...authed(token, idfornecedor),
    ...fromAction,
    method: 'POST',
    body,
  });
}

export function deleteAddress(token: string, idfornecedor: string, idendereco: string) {
  return commerceFetch(`/v1/app/${token}/cliente/enderecos/${enc(idendereco)}/excluir`, addressDeleteResponseSchema, {
    ...authed(token, idfornecedor),
    ...fromAction,
    method: 'POST',
  });
}

/** The billing address (saved, or the Receita record of a CNPJ); null when there is none (404). */
export async function getBillingAddress(token: string, idfornecedor: string, idcliente: string): Promise<BillingAddress | null> {
  try {
    const r = await commerceFetch(`/v2/app/${token}/enderecos/${enc(idcliente)}/faturamento`, billingAddressResponseSchema, authed(token, idfornecedor));
    return r.endereco;
  } catch (error) {
    if (error instanceof CommerceNotFoundError) return null;
    throw error;
  }
}

/** Saves (creates or replaces) the client's billing address. */
export async function saveBillingAddress(token: string, idfornecedor: string, idcliente: string, body: BillingAddressBody): Promise<BillingAddress> {
  const r = await commerceFetch(`/v2/app/${token}/enderecos/${enc(idcliente)}/faturamento`, billingAddressResponseSchema, {
    ...authed(token, idfornecedor),
    ...fromAction,
    method: 'PUT',
    body,
  });
  return r.endereco;
}

/**
 * CEP look-up ('05435-000' or '05435000'): street, district, city, state and coordinates. null
 * when the CEP is unknown (404); a malformed CEP throws the API's 400 ('CEP inválido').
 */
export async function lookupCep(cep: string, idfornecedor: string | null): Promise<CepResponse | null> {
  try {
    return await commerceFetch(`/v4/cep/${enc(normalizeCep(cep))}`, cepResponseSchema, {
      idfornecedor,
      cache: 'no-store',
      ...fromAction,
    });
  } catch (error) {
    if (error instanceof CommerceNotFoundError) return null;
    throw error;
  }
}
