import { z } from 'zod';

import { idOuSlug, queryBoolean, tokenSegment, uuid } from './common';
import { defineEndpoint } from './endpoint';
import {
  authResponseSchema,
  boundedText,
  clientListResponseSchema,
  clientSummarySchema,
  emailSchema,
} from './identity';

/**
 * Linked users (spec 7 "Linked users"): a principal client manages the users linked to it on a
 * supplier and switches its session to one of them (and back). `{idcliente}` is the principal.
 */

export const linkedUserSchema = clientSummarySchema.extend({
  /** True when this linked user's session is the one currently open for the principal. */
  logado: z.boolean(),
});
export type LinkedUser = z.infer<typeof linkedUserSchema>;
/** POST /v1/app/{token}/usuario/{idcliente}/usuarios (body optional {idfornecedor}) */
export const linkedUsersBodySchema = z.object({ idfornecedor: idOuSlug.optional() }).optional();
export const linkedUsersResponseSchema = z.object({ usuarios: z.array(linkedUserSchema) });
/** GET /v1/app/usuario/{idcliente}/{idvinculado}?gerar_token_jwt=true → authResponseSchema */
export const linkedSwitchQuerySchema = z.object({ gerar_token_jwt: queryBoolean.optional() });
/** POST /v1/app/usuario/{idcliente}/{idfornecedor} body {email, nome?} */
export const linkedCreateBodySchema = z.object({ email: emailSchema, nome: boundedText(120).optional() });
export const linkedCreateResponseSchema = z.object({ usuario: linkedUserSchema });
/** DELETE /v1/app/usuario/{idcliente}/{idvinculado}/{idfornecedor} */
export const linkedDeleteResponseSchema = z.object({ sucesso: z.literal(true) });

const tags = ['Usuários vinculados'];

export const linkedUserEndpoints = {
  listLinkedUsers: defineEndpoint({
    method: 'POST',
    path: '/v1/app/{token}/usuario/{idcliente}/usuarios',
    summary: 'Lista os usuários vinculados do principal {idcliente} no fornecedor da sessão (só o principal).',
    tags,
    session: 'required',
    token: { param: 'token', withClient: false },
    params: z.object({ token: tokenSegment, idcliente: uuid }),
    body: linkedUsersBodySchema,
    response: linkedUsersResponseSchema,
  }),
  switchLinkedUser: defineEndpoint({
    method: 'GET',
    path: '/v1/app/usuario/{idcliente}/{idvinculado}',
    summary:
      'Troca para o usuário vinculado {idvinculado} do principal {idcliente} (Bearer: sessão do principal ou de um vinculado dele); idvinculado = idcliente volta ao principal. Um vinculado logado por vez: as sessões vinculadas anteriores são revogadas.',
    tags,
    session: 'required',
    params: z.object({ idcliente: uuid, idvinculado: uuid }),
    query: linkedSwitchQuerySchema,
    response: authResponseSchema,
  }),
  deleteLinkedUser: defineEndpoint({
    method: 'DELETE',
    path: '/v1/app/usuario/{idcliente}/{idvinculado}/{idfornecedor}',
    summary:
      'Remove o vínculo do usuário {idvinculado} do principal {idcliente} no fornecedor {idfornecedor} e encerra as sessões dele abertas pelo principal (só o principal).',
    tags,
    session: 'required',
    params: z.object({ idcliente: uuid, idvinculado: uuid, idfornecedor: idOuSlug }),
    response: linkedDeleteResponseSchema,
  }),
  createLinkedUser: defineEndpoint({
    method: 'POST',
    path: '/v1/app/usuario/{idcliente}/{idfornecedor}',
    summary:
      'Cria (ou vincula, se o email já existe) um usuário vinculado ao principal {idcliente} no fornecedor {idfornecedor} (só o principal). O vinculado define a senha pela recuperação de senha.',
    tags,
    session: 'required',
    params: z.object({ idcliente: uuid, idfornecedor: idOuSlug }),
    body: linkedCreateBodySchema,
    response: linkedCreateResponseSchema,
  }),
  listLinkedClients: defineEndpoint({
    method: 'POST',
    path: '/v1/app/{token}/usuario/{idcliente}/clientes-vinculados',
    summary:
      'Clientes vinculados a {idcliente}: os vinculados de um principal, ou o principal de um vinculado (só a própria sessão).',
    tags,
    session: 'required',
    token: { param: 'token', withClient: false },
    params: z.object({ token: tokenSegment, idcliente: uuid }),
    body: linkedUsersBodySchema,
    response: clientListResponseSchema,
  }),
};
