import { z } from 'zod';

import { idOuSlug, uuid } from './common';
import { defineEndpoint } from './endpoint';
import { authResponseSchema, clientSummarySchema, representativeSchema } from './identity';

/**
 * Representatives (spec 7 "Representative"): a representative session (Bearer) sees its portfolio
 * on the session's supplier and acts for one of its clients. Login: identityEndpoints.authenticateRepresentative.
 */

/** GET /v4/acessorepresentante/{idfornecedor} (Bearer: representative session) */
export const representativeAccessResponseSchema = z.object({
  acesso: z.boolean(),
  representante: representativeSchema,
  totalClientes: z.number().int(),
  /** Client the current session acts for, if any. */
  clienteAtual: uuid.nullable(),
});
/** GET /v4/representante/{idfornecedor}/{idrepresentante}?busca= */
export const representativeClientsQuerySchema = z.object({ busca: z.string().trim().max(100).optional() });
export const representativeClientsResponseSchema = z.object({ clientes: z.array(clientSummarySchema) });

const tags = ['Representante'];

export const representativeEndpoints = {
  getRepresentativeAccess: defineEndpoint({
    method: 'GET',
    path: '/v4/acessorepresentante/{idfornecedor}',
    summary: 'Acesso do representante da sessão (Bearer) ao fornecedor {idfornecedor}.',
    tags,
    session: 'required',
    params: z.object({ idfornecedor: idOuSlug }),
    response: representativeAccessResponseSchema,
  }),
  listRepresentativeClients: defineEndpoint({
    method: 'GET',
    path: '/v4/representante/{idfornecedor}/{idrepresentante}',
    summary:
      'Carteira de clientes do representante {idrepresentante} no fornecedor {idfornecedor} (Bearer; só o próprio representante), com busca.',
    tags,
    session: 'required',
    params: z.object({ idfornecedor: idOuSlug, idrepresentante: uuid }),
    query: representativeClientsQuerySchema,
    response: representativeClientsResponseSchema,
  }),
  actAsClient: defineEndpoint({
    method: 'POST',
    path: '/v4/representante/{idfornecedor}/cliente/{idcliente}/sessao',
    summary:
      'Representante passa a agir por um cliente da sua carteira: nova sessão do cliente que registra o representante (a sessão anterior é revogada).',
    tags,
    session: 'required',
    params: z.object({ idfornecedor: idOuSlug, idcliente: uuid }),
    response: authResponseSchema,
  }),
};
