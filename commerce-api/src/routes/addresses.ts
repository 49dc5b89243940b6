import { z } from 'zod';
import {
  ADDRESS_MESSAGES,
  addressCreateBodySchema,
  addressDeleteResponseSchema,
  addressListResponseSchema,
  addressSchema,
  addressUpdateBodySchema,
  billingAddressBodySchema,
  billingAddressResponseSchema,
  uuid,
} from '../../../lib/contract';
import type { IncomingHttpHeaders } from 'node:http';
import type { Queryable } from '../db/types';
import {
  addressPolicy,
  createAddress,
  deleteAddress,
  getBillingAddress,
  getOwnAddress,
  listAddresses,
  saveBillingAddress,
  updateAddress,
} from '../domain/addresses';
import { requireCliente } from '../domain/identity/guards';
import { notFound } from '../http/errors';
import { defineRoute } from '../http/router';
import { tokenParams, tokenSegment } from './common';

const TAGS = ['Endereços'];

/**
 * The supplier whose address rules apply (uses-single-address): the body's idfornecedor, else the
 * X-idfornecedor header; none (or an unknown one) means no rules.
 */
function policyOf(db: Queryable, headers: IncomingHttpHeaders, bodySupplier?: string | null) {
  const raw = headers['x-idfornecedor'];
  const header = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  const ref = bodySupplier || header;
  return addressPolicy(db, ref && /^[a-zA-Z0-9-]{1,100}$/.test(ref) ? ref : null);
}

/**
 * Customer addresses (issue 5). `{token}` is the session token or the composite
 * `<token>~<idcliente>` (a representative or principal acting for that client). Every query is
 * filtered by the authenticated client: another client's address answers 404.
 */
export const addressRoutes = [
  defineRoute({
    method: 'GET',
    path: '/v1/app/{token}/enderecos',
    summary:
      'Endereços de entrega do cliente autenticado (o primário primeiro), com enderecoCnpjInvalido. Num fornecedor (X-idfornecedor) com uses-single-address, só o primeiro.',
    tags: TAGS,
    tokenParam: 'token',
    params: tokenParams,
    response: addressListResponseSchema,
    async handler({ db, auth, rawHeaders }) {
      const { cliente } = requireCliente(auth);
      return listAddresses(db, cliente.idcliente, await policyOf(db, rawHeaders));
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/v1/app/{token}/enderecos',
    summary:
      'Cadastra um endereço (coords{lat,lng} do mapa; sem elas o CEP é geocodificado). CEP salvo sem traço; o primeiro endereço, ou primario=true, vira o primário. Num fornecedor (idfornecedor ou X-idfornecedor) com uses-single-address, um cliente que já tem endereço tem o primeiro substituído (mesmo idendereco).',
    tags: TAGS,
    tokenParam: 'token',
    params: tokenParams,
    body: addressCreateBodySchema,
    response: addressSchema,
    async handler({ db, auth, body, rawHeaders }) {
      const { cliente } = requireCliente(auth);
      const id = await createAddress(db, cliente.idcliente, body, await policyOf(db, rawHeaders, body.idfornecedor));
      return getOwnAddress(db, cliente.idcliente, id);
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/v1/app/{token}/enderecosput',
    summary: 'Atualiza um endereço do próprio cliente (404 se não for dele; 400 com a mensagem do campo inválido).',
    tags: TAGS,
    tokenParam: 'token',
    params: tokenParams,
    body: addressUpdateBodySchema,
    response: addressSchema,
    async handler({ db, auth, body }) {
      const { cliente } = requireCliente(auth);
      await updateAddress(db, cliente.idcliente, body.idendereco, body);
      return getOwnAddress(db, cliente.idcliente, body.idendereco);
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/v1/app/{token}/cliente/enderecos/{idendereco}/excluir',
    summary: 'Exclui um endereço do próprio cliente (404 se não for dele); se era o primário, o mais antigo assume.',
    tags: TAGS,
    tokenParam: 'token',
    params: z.object({ token: tokenSegment, idendereco: uuid }),
    response: addressDeleteResponseSchema,
    async handler({ db, auth, params }) {
      const { cliente } = requireCliente(auth);
      await deleteAddress(db, cliente.idcliente, params.idendereco);
      return { sucesso: true as const, mensagem: ADDRESS_MESSAGES.enderecoExcluido };
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/v2/app/{token}/enderecos/{idcliente}/faturamento',
    summary:
      'Endereço de faturamento (separado dos de entrega; descricao copiada para apelido). Sem cadastro, o endereço da Receita de um CNPJ; senão 404.',
    tags: TAGS,
    tokenParam: 'token',
    params: z.object({ token: tokenSegment, idcliente: uuid }),
    response: billingAddressResponseSchema,
    async handler({ db, auth, params }) {
      const { cliente } = requireCliente(auth);
      const notFoundBilling = () => notFound(ADDRESS_MESSAGES.faturamentoNaoEncontrado, 'FATURAMENTO_NAO_ENCONTRADO');
      // Another client's id answers exactly like a client without a billing address.
      if (params.idcliente.toLowerCase() !== cliente.idcliente) throw notFoundBilling();
      const endereco = await getBillingAddress(db, cliente.idcliente);
      if (!endereco) throw notFoundBilling();
      return { endereco };
    },
  }),
  defineRoute({
    method: 'PUT',
    path: '/v2/app/{token}/enderecos/{idcliente}/faturamento',
    summary:
      'Salva (cria ou substitui) o endereço de faturamento do próprio cliente; 400 com a mensagem do campo inválido; o id de outro cliente responde 404.',
    tags: TAGS,
    tokenParam: 'token',
    params: z.object({ token: tokenSegment, idcliente: uuid }),
    body: billingAddressBodySchema,
    response: billingAddressResponseSchema,
    async handler({ db, auth, params, body }) {
      const { cliente } = requireCliente(auth);
      if (params.idcliente.toLowerCase() !== cliente.idcliente) throw notFound(ADDRESS_MESSAGES.faturamentoNaoEncontrado, 'FATURAMENTO_NAO_ENCONTRADO');
      return { endereco: await saveBillingAddress(db, cliente.idcliente, body) };
    },
  }),
];
