'use server';

import { revalidatePath } from 'next/cache';
import { unstable_rethrow } from 'next/navigation';
import { z } from 'zod';
import { IDENTITY_MESSAGES, addressFormValuesSchema, uuid, type AddressCreateBody, type AddressFormValues } from '@/lib/contract';
import * as addresses from '@/lib/commerce/addresses';
import { CommerceApiError } from '@/lib/commerce/errors';
import { normalizeCep } from '@/lib/rules/documents';
import { FORBIDDEN_RESULT, actionOriginOk, requestSupplier } from '@/lib/session/flow';
import { currentAccount } from '@/lib/session/server';

/**
 * Address book actions (/conta/enderecos). The API token and the client id come from the sealed
 * session (never from the browser); the API authorizes every call and validates the content, and
 * its pt-BR message (with per-field `campos`) is answered so the form can show it without losing
 * what was typed.
 */
export type AddressActionResult = { ok: true; mensagem: string } | { ok: false; erro: string; campos?: Record<string, string> };

const EXPIRED = { ok: false as const, erro: IDENTITY_MESSAGES.sessaoExpirada };
const INVALID = { ok: false as const, erro: 'Dados do endereço inválidos' };

async function clientAccount() {
  const ctx = await requestSupplier();
  if (!ctx) return null;
  const account = await currentAccount(ctx.supplier.idfornecedor);
  return account.status === 'cliente' ? { idfornecedor: ctx.supplier.idfornecedor, token: account.token, idcliente: account.usuario.idcliente } : null;
}

/** API field names → the form's field names. */
const FIELD_ALIASES: Record<string, string> = { descricao: 'apelido', coords: 'cep', lat: 'cep', lng: 'cep' };

function failed(error: unknown, fallback: string): AddressActionResult {
  unstable_rethrow(error);
  if (error instanceof CommerceApiError && error.status >= 400 && error.status < 500) {
    if (error.status === 401 || error.status === 403) return EXPIRED;
    const campos = error.campos
      ? Object.fromEntries(Object.entries(error.campos).map(([k, v]) => [FIELD_ALIASES[k.split('.')[0]!] ?? k.split('.')[0]!, v]))
      : undefined;
    return { ok: false, erro: error.message, ...(campos ? { campos } : {}) };
  }
  console.error('[enderecos] falha na chamada à API:', error instanceof Error ? error.message : 'erro');
  return { ok: false, erro: fallback };
}

const blankToUndefined = (v: string) => (v.trim() === '' ? undefined : v);

/** The typed values as the API body (CEP without the dash; empty optional fields left out). */
function toBody(v: AddressFormValues): AddressCreateBody {
  return {
    apelido: blankToUndefined(v.apelido),
    cep: normalizeCep(v.cep),
    rua: v.rua,
    numero: v.numero,
    complemento: blankToUndefined(v.complemento),
    bairro: v.bairro,
    cidade: v.cidade,
    uf: v.uf,
    pontoref: blankToUndefined(v.pontoref),
    pais: blankToUndefined(v.pais),
    ...(v.lat !== null && v.lng !== null ? { coords: { lat: v.lat, lng: v.lng } } : {}),
  };
}

const done = (mensagem: string): AddressActionResult => {
  revalidatePath('/', 'layout');
  return { ok: true, mensagem };
};

/** Creates (no idendereco) or updates an own address. */
export async function saveAddressAction(values: AddressFormValues, idendereco?: string | null): Promise<AddressActionResult> {
  if (!(await actionOriginOk())) return FORBIDDEN_RESULT;
  const parsed = addressFormValuesSchema.safeParse(values);
  const id = idendereco ? uuid.safeParse(idendereco) : null;
  if (!parsed.success || (id && !id.success)) return INVALID;
  const a = await clientAccount();
  if (!a) return EXPIRED;
  try {
    if (id?.success) {
      await addresses.updateAddress(a.token, a.idfornecedor, { idendereco: id.data, ...toBody(parsed.data) });
      return done('Endereço atualizado');
    }
    await addresses.createAddress(a.token, a.idfornecedor, toBody(parsed.data));
    return done('Endereço cadastrado');
  } catch (error) {
    return failed(error, 'Não foi possível salvar o endereço');
  }
}

const idSchema = z.object({ idendereco: uuid });

/** Makes an own address the primary one (the API moves the flag). */
export async function makePrimaryAction(idendereco: string): Promise<AddressActionResult> {
  if (!(await actionOriginOk())) return FORBIDDEN_RESULT;
  const parsed = idSchema.safeParse({ idendereco });
  if (!parsed.success) return INVALID;
  const a = await clientAccount();
  if (!a) return EXPIRED;
  try {
    const { enderecos } = await addresses.listAddresses(a.token, a.idfornecedor);
    const e = enderecos.find((x) => x.idendereco === parsed.data.idendereco);
    if (!e) return { ok: false, erro: 'Endereço não encontrado' };
    // enderecosput takes the whole address as the list answers it (the API ignores what it does not read).
    await addresses.updateAddress(a.token, a.idfornecedor, { ...e, primario: true });
    return done(`${e.apelido} agora é o endereço principal`);
  } catch (error) {
    return failed(error, 'Não foi possível tornar este endereço o principal');
  }
}

export async function deleteAddressAction(idendereco: string): Promise<AddressActionResult> {
  if (!(await actionOriginOk())) return FORBIDDEN_RESULT;
  const parsed = idSchema.safeParse({ idendereco });
  if (!parsed.success) return INVALID;
  const a = await clientAccount();
  if (!a) return EXPIRED;
  try {
    const r = await addresses.deleteAddress(a.token, a.idfornecedor, parsed.data.idendereco);
    return done(r.mensagem);
  } catch (error) {
    return failed(error, 'Não foi possível excluir o endereço');
  }
}

/** Saves (creates or replaces) the billing address. */
export async function saveBillingAddressAction(values: AddressFormValues): Promise<AddressActionResult> {
  if (!(await actionOriginOk())) return FORBIDDEN_RESULT;
  const parsed = addressFormValuesSchema.safeParse(values);
  if (!parsed.success) return INVALID;
  const a = await clientAccount();
  if (!a) return EXPIRED;
  // A billing address is never routed to: the CEP look-up's coordinates are not kept.
  const body = toBody(parsed.data);
  delete body.coords;
  try {
    await addresses.saveBillingAddress(a.token, a.idfornecedor, a.idcliente, body);
    return done('Endereço de faturamento salvo');
  } catch (error) {
    return failed(error, 'Não foi possível salvar o endereço de faturamento');
  }
}
