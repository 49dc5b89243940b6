import { z } from 'zod';

import { tokenSegment, uuid } from './common';
import { defineEndpoint } from './endpoint';

/**
 * The customer's open sessions. Not in the spec: named in its style under
 * /v2/app/{token}/cliente/…; docs/decisions/0018-session-list.md. A session belongs to whoever
 * logged in (the principal for a session switched to a linked user); a representative's sessions
 * are never listed to the client. Only the caller's own sessions can be seen or ended.
 */

export const SESSION_MESSAGES = {
  naoEncontrada: 'Sessão não encontrada',
  soCliente: 'Somente o cliente pode ver e encerrar as próprias sessões',
} as const;

export const deviceSessionSchema = z.object({
  idsessao: uuid,
  /** The browser's User-Agent at login (null: unknown, e.g. an API-key login). */
  agente_usuario: z.string().nullable(),
  /** How it started: login, cadastro, handoff, vinculado, api-key. */
  origem: z.string(),
  criado_em: z.string(),
  /** Last request made with it (updated at most every few minutes). */
  visto_em: z.string(),
  /** The session of this call: 'Este dispositivo'. */
  atual: z.boolean(),
});
export type DeviceSession = z.infer<typeof deviceSessionSchema>;

export const sessionListResponseSchema = z.object({ sessoes: z.array(deviceSessionSchema) });
export const endSessionResponseSchema = z.object({ sucesso: z.literal(true) });
export const endAllSessionsResponseSchema = z.object({ sucesso: z.literal(true), encerradas: z.number().int() });

const tags = ['Sessões'];
const token = { param: 'token', withClient: false } as const;

export const sessionEndpoints = {
  listSessions: defineEndpoint({
    method: 'GET',
    path: '/v2/app/{token}/cliente/sessoes',
    summary:
      'Sessões abertas do cliente da sessão (navegador, criada em, último acesso), a atual marcada. Fora da especificação.',
    tags,
    session: 'required',
    token,
    params: z.object({ token: tokenSegment }),
    response: sessionListResponseSchema,
  }),
  endSession: defineEndpoint({
    method: 'DELETE',
    path: '/v2/app/{token}/cliente/sessoes/{idsessao}',
    summary:
      'Encerra uma sessão do próprio cliente (a atual inclusive); de outro cliente ou já encerrada → 404. Fora da especificação.',
    tags,
    session: 'required',
    token,
    params: z.object({ token: tokenSegment, idsessao: uuid }),
    response: endSessionResponseSchema,
  }),
  endAllSessions: defineEndpoint({
    method: 'DELETE',
    path: '/v2/app/{token}/cliente/sessoes',
    summary:
      'Encerra todas as sessões do cliente, a atual inclusive ("Sair de todos os dispositivos"). Fora da especificação.',
    tags,
    session: 'required',
    token,
    params: z.object({ token: tokenSegment }),
    response: endAllSessionsResponseSchema,
  }),
};
