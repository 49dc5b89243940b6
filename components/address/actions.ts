'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';

import { defineAction, EXPIRED_RESULT, type ActionResult, type ErrorMapping } from '@/lib/actions/define-action';
import * as addresses from '@/lib/commerce/addresses';
import { addressFormValuesSchema, uuid, type AddressCreateBody, type AddressFormValues } from '@/lib/contract';
import { normalizeCep } from '@/lib/rules/cep';

/**
 * Address book actions (/conta/enderecos). The API token and the client id come from the sealed
 * session (never from the browser); the API authorizes every call and validates the content, and
 * its pt-BR message (with per-field `campos`) is answered so the form can show it without losing
 * what was typed.
 */
export type AddressActionResult = ActionResult<{ mensagem: string }>;
/** A save answers the address's id: a new one can be chosen at once (the checkout's delivery panel). */
export type SaveAddressResult = ActionResult<{ mensagem: string; idendereco: string }>;

/** API field names → the form's field names. */
const FIELD_ALIASES: Record<string, string> = { descricao: 'apelido', coords: 'cep', lat: 'cep', lng: 'cep' };
const formField = (apiField: string) => {
  const name = apiField.split('.')[0]!;
  return FIELD_ALIASES[name] ?? name;
};

/** The form only sends what it built: a refused shape is never the visitor's typing. */
const INVALID = 'Dados do endereço inválidos';

/**
 * What every address action shares: the logged-in customer; a refused shape → INVALID; the API's
 * refusal (a 429 too) with its `campos` on the form's fields; 401/403 → session expired.
 */
const ADDRESS_ACTION = {
  session: 'customer',
  invalid: INVALID,
  scope: 'enderecos',
  rateLimit: false,
  apiError: (error) => {
    if (error.status === 401 || error.status === 403) return EXPIRED_RESULT;
    const campos = error.campos
      ? Object.fromEntries(Object.entries(error.campos).map(([k, v]) => [formField(k), v]))
      : undefined;
    return { ok: false, erro: error.message, ...(campos ? { campos } : {}) };
  },
} satisfies Omit<ErrorMapping, 'fallback'> & { session: 'customer'; invalid: string };

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

const done = (mensagem: string) => {
  revalidatePath('/', 'layout');
  return { ok: true as const, mensagem };
};

/** Creates (no idendereco) or updates an own address. */
export const saveAddressAction = defineAction({
  input: z.tuple([
    addressFormValuesSchema,
    z
      .string()
      .nullish()
      .transform((id) => id || null)
      .pipe(uuid.nullable()),
  ]),
  ...ADDRESS_ACTION,
  fallback: 'Não foi possível salvar o endereço',
  run: async ({ input: [values, idendereco], account, supplier }): Promise<SaveAddressResult> => {
    if (idendereco) {
      await addresses.updateAddress(account.token, supplier.idfornecedor, { idendereco, ...toBody(values) });
      return { ...done('Endereço atualizado'), idendereco };
    }
    const saved = await addresses.createAddress(account.token, supplier.idfornecedor, toBody(values));
    return { ...done('Endereço cadastrado'), idendereco: saved.idendereco };
  },
});

/** Makes an own address the primary one (the API moves the flag). */
export const makePrimaryAction = defineAction({
  input: z.tuple([uuid]),
  ...ADDRESS_ACTION,
  fallback: 'Não foi possível tornar este endereço o principal',
  run: async ({ input: [idendereco], account, supplier }) => {
    const { enderecos } = await addresses.listAddresses(account.token, supplier.idfornecedor);
    const e = enderecos.find((x) => x.idendereco === idendereco);
    if (!e) return { ok: false, erro: 'Endereço não encontrado' } satisfies AddressActionResult;
    // enderecosput takes the whole address as the list answers it (the API ignores what it does not read).
    await addresses.updateAddress(account.token, supplier.idfornecedor, { ...e, primario: true });
    return done(`${e.apelido} agora é o endereço principal`);
  },
});

export const deleteAddressAction = defineAction({
  input: z.tuple([uuid]),
  ...ADDRESS_ACTION,
  fallback: 'Não foi possível excluir o endereço',
  run: async ({ input: [idendereco], account, supplier }) => {
    const r = await addresses.deleteAddress(account.token, supplier.idfornecedor, idendereco);
    return done(r.mensagem);
  },
});

/** Saves (creates or replaces) the billing address. */
export const saveBillingAddressAction = defineAction({
  input: z.tuple([addressFormValuesSchema]),
  ...ADDRESS_ACTION,
  fallback: 'Não foi possível salvar o endereço de faturamento',
  run: async ({ input: [values], account, supplier }) => {
    // A billing address is never routed to: the CEP look-up's coordinates are not kept.
    const body = toBody(values);
    delete body.coords;
    await addresses.saveBillingAddress(account.token, supplier.idfornecedor, account.usuario.idcliente, body);
    return done('Endereço de faturamento salvo');
  },
});
