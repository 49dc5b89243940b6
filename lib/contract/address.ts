import { z } from 'zod';

import { normalizeCep } from '../rules/cep';
import { ADDRESS_MESSAGES, UFS } from './address-constants';
import { coordsSchema, idOuSlug, latitude, longitude, tokenSegment, uuid } from './common';
import { defineEndpoint } from './endpoint';

/**
 * Delivery context: addresses, billing address, CEP look-up and geocoding, stores with
 * distance, supplier look-up by address.
 */

export {
  ADDRESS_MESSAGES,
  CNPJ_ADDRESS_WARNING,
  DEFAULT_COUNTRY,
  DEFAULT_STORE_NAME,
  UFS,
  type Uf,
} from './address-constants';

/** Required text: a missing, non-string or blank value gets the field's own pt-BR message. */
const requiredText = (message: string, max = 120) =>
  z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : (v ?? '')),
    z.string({ message }).trim().min(1, message).max(max, `${message} (máximo ${max} caracteres)`),
  );
const optionalText = (max: number, message = 'Valor muito longo') =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    z.string({ message: 'Valor inválido' }).trim().max(max, message).nullish(),
  );

/** CEP as typed ('05435-000', '05435000', '05.435-000'); always leaves as 8 digits. */
export const cepInput = z.preprocess(
  (v) => (typeof v === 'string' ? normalizeCep(v) : (v ?? '')),
  z.string({ message: ADDRESS_MESSAGES.cepInvalido }).regex(/^\d{8}$/, ADDRESS_MESSAGES.cepInvalido),
);

export const ufInput = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toUpperCase() : (v ?? '')),
  z.enum(UFS, { message: 'UF inválida' }),
);

/** Fields a customer types (create and update share them). */
const addressFields = {
  /** apelido and descricao are the same thing (the spec uses both names); descricao wins. */
  apelido: optionalText(60, 'Apelido muito longo'),
  descricao: optionalText(60, 'Descrição muito longa'),
  rua: requiredText('Informe a rua', 200),
  numero: requiredText('Informe o número', 20),
  bairro: requiredText('Informe o bairro', 120),
  cidade: requiredText('Informe a cidade', 120),
  uf: ufInput,
  cep: cepInput,
  complemento: optionalText(120, 'Complemento muito longo'),
  pontoref: optionalText(200, 'Ponto de referência muito longo'),
  pais: optionalText(60, 'País inválido'),
  /** Coordinates picked on the map; without them the API geocodes the CEP (null when unknown). */
  coords: coordsSchema.nullish(),
  /** Alternative to coords (same meaning). */
  lat: latitude.nullish(),
  lng: longitude.nullish(),
  textoendereco: optionalText(400, 'Texto do endereço muito longo'),
  /** true makes this the primary address (the previous primary stops being primary). */
  primario: z.boolean({ message: 'Valor inválido' }).optional(),
  cod_erp: optionalText(60, 'Código ERP muito longo'),
  /** Supplier the address was registered on (uuid or slug). */
  idfornecedor: idOuSlug.nullish(),
};

const coordsTogether = <T extends { lat?: number | null; lng?: number | null }>(b: T) =>
  (b.lat === undefined || b.lat === null) === (b.lng === undefined || b.lng === null);
const coordsTogetherIssue = { message: 'Informe latitude e longitude juntas', path: ['lat'] };

/** POST /v1/app/{token}…/enderecos */
export const addressCreateBodySchema = z.object(addressFields).refine(coordsTogether, coordsTogetherIssue);
export type AddressCreateBody = z.input<typeof addressCreateBodySchema>;

/** POST /v1/app/{token}…/enderecosput (the whole address, as returned by the list, with its id). */
export const addressUpdateBodySchema = z
  .object({ idendereco: uuid, ...addressFields })
  .refine(coordsTogether, coordsTogetherIssue);
export type AddressUpdateBody = z.input<typeof addressUpdateBodySchema>;

export const addressSchema = z.object({
  idendereco: uuid,
  /** Same value as descricao. */
  apelido: z.string(),
  descricao: z.string(),
  rua: z.string(),
  numero: z.string(),
  bairro: z.string(),
  cidade: z.string(),
  uf: z.string(),
  /** 8 digits, no dash (formatCep from lib/rules/cep for display). */
  cep: z.string().regex(/^\d{8}$/),
  complemento: z.string().nullable(),
  pontoref: z.string().nullable(),
  pais: z.string(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  /** One-line address for display ('Rua Harmonia, 120 – Vila Madalena, São Paulo – SP, 05435-000'). */
  textoendereco: z.string(),
  primario: z.boolean(),
  cod_erp: z.string().nullable(),
  idfornecedor: uuid.nullable(),
  /**
   * CNPJ customers only: true when the address's state or city differs from the company's
   * tax-office (Receita Federal) record, so the invoice address and the delivery address would
   * not match. Always false for CPF/email customers and when no tax-office record exists.
   */
  enderecoCnpjInvalido: z.boolean(),
});
export type Address = z.infer<typeof addressSchema>;

/** GET /v1/app/{token}…/enderecos — the primary address first. */
export const addressListResponseSchema = z.object({
  enderecos: z.array(addressSchema),
  /** true when any listed address is flagged (see addressSchema.enderecoCnpjInvalido). */
  enderecoCnpjInvalido: z.boolean(),
});

/** POST …/cliente/enderecos/{idendereco}/excluir */
export const addressDeleteResponseSchema = z.object({ sucesso: z.literal(true), mensagem: z.string() });

/**
 * GET /v2/app/{token}…/enderecos/{idcliente}/faturamento — the billing address, kept apart from
 * the delivery addresses (same fields, no primario). `descricao` is copied to `apelido`. When the
 * customer has none saved and is a CNPJ with a tax-office record, that record is answered
 * (origem 'RECEITA'); otherwise 404 'Endereço de faturamento não cadastrado'.
 */
export const billingAddressSchema = addressSchema
  .omit({ primario: true, idfornecedor: true, enderecoCnpjInvalido: true, idendereco: true })
  .extend({ idendereco: uuid.nullable(), origem: z.enum(['CADASTRO', 'RECEITA']) });
export type BillingAddress = z.infer<typeof billingAddressSchema>;
export const billingAddressResponseSchema = z.object({ endereco: billingAddressSchema });

/**
 * PUT /v2/app/{token}…/enderecos/{idcliente}/faturamento — saves (creates or replaces) the
 * client's billing address: the same typed fields as a delivery address, without primario,
 * idfornecedor or coords (a billing address is never routed to). Answers the saved address
 * (origem 'CADASTRO'); another client's id answers 404.
 */
export const billingAddressBodySchema = z.object({
  apelido: addressFields.apelido,
  descricao: addressFields.descricao,
  rua: addressFields.rua,
  numero: addressFields.numero,
  bairro: addressFields.bairro,
  cidade: addressFields.cidade,
  uf: addressFields.uf,
  cep: addressFields.cep,
  complemento: addressFields.complemento,
  pontoref: addressFields.pontoref,
  pais: addressFields.pais,
  cod_erp: addressFields.cod_erp,
});
export type BillingAddressBody = z.input<typeof billingAddressBodySchema>;

/**
 * GET /v4/cep/{cep} — CEP look-up ('05435-000' or '05435000'). 400 'CEP inválido' when not 8
 * digits; 404 'CEP não encontrado' when neither the embedded table nor (when configured) Google
 * knows it. `fonte` tells which answered.
 */
export const cepResponseSchema = z.object({
  cep: z.string().regex(/^\d{8}$/),
  rua: z.string(),
  bairro: z.string(),
  cidade: z.string(),
  uf: z.string(),
  pais: z.string(),
  lat: z.number(),
  lng: z.number(),
  fonte: z.enum(['tabela', 'google']),
});
export type CepResponse = z.infer<typeof cepResponseSchema>;

/**
 * GET /v4/geocode?endereco=… — free text ('Rua Harmonia, 120, São Paulo' or one containing a
 * CEP) to coordinates and address parts. 404 'Não foi possível localizar este endereço'.
 */
export const geocodeQuerySchema = z.object({
  endereco: z
    .string({ message: 'Informe o endereço' })
    .trim()
    .min(3, 'Informe o endereço')
    .max(300, 'Endereço muito longo'),
});
export const geocodeResponseSchema = cepResponseSchema.extend({
  cep: z
    .string()
    .regex(/^\d{8}$/)
    .nullable(),
});
export type GeocodeResponse = z.infer<typeof geocodeResponseSchema>;

/**
 * The storefront's address form (components/address/address-form.tsx) as its server actions
 * receive it: the strings as typed (CEP possibly masked) plus the coordinates of the last CEP
 * look-up. Only shape and size are checked here; the API validates the content and answers its
 * pt-BR messages (with `campos`), which the form shows next to the fields.
 */
const typed = z.string({ message: 'Valor inválido' }).max(1000, 'Valor muito longo');
export const addressFormValuesSchema = z.object({
  apelido: typed,
  cep: typed,
  rua: typed,
  numero: typed,
  complemento: typed,
  bairro: typed,
  cidade: typed,
  uf: typed,
  pontoref: typed,
  pais: typed,
  lat: z.number().finite().nullable(),
  lng: z.number().finite().nullable(),
});
export type AddressFormValues = z.infer<typeof addressFormValuesSchema>;

/** Answer of the storefront's CEP look-up route (<base>/api/cep/{cep}). */
export const cepLookupBodySchema = z.discriminatedUnion('ok', [
  cepResponseSchema.omit({ fonte: true }).extend({ ok: z.literal(true) }),
  z.object({ ok: z.literal(false), mensagem: z.string() }),
]);
export type CepLookupBody = z.infer<typeof cepLookupBodySchema>;

const tags = ['Endereços'];

/** What every address book call shares: a customer session, the token as sent. */
const customerCall = { tags, session: 'required', token: { param: 'token', withClient: false } } as const;
const tokenParams = z.object({ token: tokenSegment });
const billingParams = z.object({ token: tokenSegment, idcliente: uuid });

/**
 * Customer addresses. `{token}` is the session token, or the composite
 * `<token>~<idcliente>` of a representative or principal acting for that client (accepted by the
 * API; the storefront sends its own token). Every call needs a live session acting for a client
 * and sees only that client's addresses: another client's address answers 404. The list and the
 * creation read X-idfornecedor (the body's idfornecedor wins): the supplier whose address rules
 * apply (uses-single-address); a missing, malformed or unknown one means no rules.
 */
export const addressEndpoints = {
  listAddresses: defineEndpoint({
    method: 'GET',
    path: '/v1/app/{token}/enderecos',
    summary:
      'Endereços de entrega do cliente autenticado (o primário primeiro), com enderecoCnpjInvalido. Num fornecedor (X-idfornecedor) com uses-single-address, só o primeiro.',
    ...customerCall,
    params: tokenParams,
    response: addressListResponseSchema,
  }),
  createAddress: defineEndpoint({
    method: 'POST',
    path: '/v1/app/{token}/enderecos',
    summary:
      'Cadastra um endereço (coords{lat,lng} do mapa; sem elas o CEP é geocodificado). CEP salvo sem traço; o primeiro endereço, ou primario=true, vira o primário. Num fornecedor (idfornecedor ou X-idfornecedor) com uses-single-address, um cliente que já tem endereço tem o primeiro substituído (mesmo idendereco).',
    ...customerCall,
    params: tokenParams,
    body: addressCreateBodySchema,
    response: addressSchema,
  }),
  updateAddress: defineEndpoint({
    method: 'POST',
    path: '/v1/app/{token}/enderecosput',
    summary: 'Atualiza um endereço do próprio cliente (404 se não for dele; 400 com a mensagem do campo inválido).',
    ...customerCall,
    params: tokenParams,
    body: addressUpdateBodySchema,
    response: addressSchema,
  }),
  deleteAddress: defineEndpoint({
    method: 'POST',
    path: '/v1/app/{token}/cliente/enderecos/{idendereco}/excluir',
    summary: 'Exclui um endereço do próprio cliente (404 se não for dele); se era o primário, o mais antigo assume.',
    ...customerCall,
    params: z.object({ token: tokenSegment, idendereco: uuid }),
    response: addressDeleteResponseSchema,
  }),
  getBillingAddress: defineEndpoint({
    method: 'GET',
    path: '/v2/app/{token}/enderecos/{idcliente}/faturamento',
    summary:
      'Endereço de faturamento (separado dos de entrega; descricao copiada para apelido). Sem cadastro, o endereço da Receita de um CNPJ; senão 404.',
    ...customerCall,
    params: billingParams,
    response: billingAddressResponseSchema,
  }),
  saveBillingAddress: defineEndpoint({
    method: 'PUT',
    path: '/v2/app/{token}/enderecos/{idcliente}/faturamento',
    summary:
      'Salva (cria ou substitui) o endereço de faturamento do próprio cliente; 400 com a mensagem do campo inválido; o id de outro cliente responde 404.',
    ...customerCall,
    params: billingParams,
    body: billingAddressBodySchema,
    response: billingAddressResponseSchema,
  }),
};

/** CEP look-up and geocoding: public, no session. */
export const cepEndpoints = {
  lookupCep: defineEndpoint({
    method: 'GET',
    path: '/v4/cep/{cep}',
    summary:
      "Consulta de CEP ('05435-000' ou '05435000'): rua, bairro, cidade, UF, país e coordenadas, da tabela embutida (ou do Google Maps quando configurado). 400 'CEP inválido'; 404 'CEP não encontrado'.",
    tags,
    session: 'none',
    params: z.object({ cep: z.string().max(20, ADDRESS_MESSAGES.cepInvalido) }),
    response: cepResponseSchema,
  }),
  geocodeAddress: defineEndpoint({
    method: 'GET',
    path: '/v4/geocode',
    summary:
      "Geocodifica um endereço em texto livre (com CEP, ou rua e cidade): coordenadas e partes do endereço. 404 'Não foi possível localizar este endereço'.",
    tags,
    session: 'none',
    query: geocodeQuerySchema,
    response: geocodeResponseSchema,
  }),
};
