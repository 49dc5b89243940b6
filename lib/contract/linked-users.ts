import { z } from 'zod';

import { idOuSlug, queryBoolean, tokenSegment, uuid } from './common';
import { defineEndpoint } from './endpoint';
import {
  authResponseSchema,
  boundedText,
  clientListResponseSchema,
  clientSummarySchema,
  emailSchema,
  passwordResetBodySchema,
} from './identity';

/**
 * Linked users (spec 7 "Linked users"): a principal client manages the users linked to it on a
 * supplier and switches its session to one of them (and back). `{idcliente}` is the principal.
 * A link exists only once the linked account accepted it (decision 0028): creating one by email
 * sends an invitation, and only an accepted link can be switched into.
 */

/** pt-BR messages of linked users and their invitations. */
export const LINKED_USER_MESSAGES = {
  somentePrincipal: 'Apenas o usuário principal pode gerenciar usuários vinculados',
  cadastroNaoAprovado: 'Seu cadastro precisa estar aprovado neste fornecedor para gerenciar usuários vinculados',
  vinculadoNaoEncontrado: 'Usuário vinculado não encontrado',
  proprioUsuario: 'Não é possível vincular o próprio usuário',
  jaVinculado: 'Este usuário já está vinculado',
  conviteJaEnviado: 'Já existe um convite pendente para este email',
  conviteEnviado: (email: string) => `Convite enviado para ${email}`,
  conviteNaoEncontrado: 'Convite não encontrado ou expirado',
  conviteAceito: 'Convite aceito: sua conta agora está vinculada',
  conviteRecusado: 'Convite recusado',
  vinculadoDeOutraConta: 'Sua conta já está vinculada a outra conta neste fornecedor',
  temVinculados: 'Sua conta tem usuários vinculados e não pode ser vinculada a outra',
  linkInvalido: 'Link de convite inválido ou expirado',
  contaComSenha: 'Sua conta já tem senha: entre com ela e aceite o convite em Gerenciar usuários',
  senhaDefinida: 'Senha definida e convite aceito. Entre com seu email e a nova senha.',
} as const;

/** Days an invitation stays open. */
export const LINK_INVITATION_DAYS = 7;

export const linkedUserSchema = clientSummarySchema.extend({
  /** True when this linked user's session is the one currently open for the principal. */
  logado: z.boolean(),
});
export type LinkedUser = z.infer<typeof linkedUserSchema>;
/** An invitation the principal sent and nobody accepted yet: only what the principal typed. */
export const sentInvitationSchema = z.object({
  /** Names the invitation (cancel it with DELETE …/{idconvite}/{idfornecedor}); never the invited account. */
  idconvite: uuid,
  email: z.string(),
  convidadoEm: z.string(),
  expiraEm: z.string(),
  expirado: z.boolean(),
});
export type SentInvitation = z.infer<typeof sentInvitationSchema>;
/** POST /v1/app/{token}/usuario/{idcliente}/usuarios (body optional {idfornecedor}) */
export const linkedUsersBodySchema = z.object({ idfornecedor: idOuSlug.optional() }).optional();
export const linkedUsersResponseSchema = z.object({
  /** Accepted links (switchable). */
  usuarios: z.array(linkedUserSchema),
  /** Pending invitations. */
  convites: z.array(sentInvitationSchema),
});
/**
 * GET /v1/app/usuario/{idcliente}/{idvinculado_ou_fornecedor}?gerar_token_jwt=true → authResponseSchema.
 * GET and POST /v1/app/usuario/{a}/{b} (spec 7) share one template, and OpenAPI 3.1 forbids two paths
 * equal up to parameter names: the second parameter has one name, the linked user to switch to (GET)
 * or the supplier to invite on (POST).
 */
export const linkedSwitchQuerySchema = z.object({ gerar_token_jwt: queryBoolean.optional() });
/** POST /v1/app/usuario/{idcliente}/{idvinculado_ou_fornecedor} body {email, nome?} */
export const linkedCreateBodySchema = z.object({ email: emailSchema, nome: boundedText(120).optional() });
/** The same answer whether or not the email has an account (nothing about it is revealed). */
export const linkedCreateResponseSchema = z.object({ convite: sentInvitationSchema, mensagem: z.string() });
/** DELETE /v1/app/usuario/{idcliente}/{idvinculado}/{idfornecedor} */
export const linkedDeleteResponseSchema = z.object({ sucesso: z.literal(true) });

/** An invitation this account received (to become a linked user of `principal`). */
export const receivedInvitationSchema = z.object({
  idconvite: uuid,
  principal: z.object({ nome: z.string() }),
  convidadoEm: z.string(),
  expiraEm: z.string(),
});
export type ReceivedInvitation = z.infer<typeof receivedInvitationSchema>;
export const receivedInvitationsResponseSchema = z.object({ convites: z.array(receivedInvitationSchema) });
export const invitationAnswerResponseSchema = z.object({ sucesso: z.literal(true), mensagem: z.string() });
/** POST /v4/convite-vinculado/senha: the emailed link's token and the new account's password. */
export const invitationPasswordBodySchema = passwordResetBodySchema;

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
    path: '/v1/app/usuario/{idcliente}/{idvinculado_ou_fornecedor}',
    summary:
      'Troca para o usuário vinculado {idvinculado_ou_fornecedor} (o id do vinculado) do principal {idcliente} (Bearer: sessão do principal ou de um vinculado dele); o próprio idcliente volta ao principal. Só um vínculo aceito, e só com o cadastro do principal aprovado. Um vinculado logado por vez: as sessões vinculadas anteriores são revogadas.',
    tags,
    session: 'required',
    params: z.object({
      idcliente: uuid,
      idvinculado_ou_fornecedor: uuid.describe(
        'Id do usuário vinculado (ou o próprio idcliente, para voltar ao principal).',
      ),
    }),
    query: linkedSwitchQuerySchema,
    response: authResponseSchema,
  }),
  deleteLinkedUser: defineEndpoint({
    method: 'DELETE',
    path: '/v1/app/usuario/{idcliente}/{idvinculado}/{idfornecedor}',
    summary:
      'Remove o vínculo do usuário {idvinculado} do principal {idcliente} no fornecedor {idfornecedor} e encerra as sessões dele abertas pelo principal, ou cancela o convite pendente {idvinculado} = idconvite (só o principal aprovado).',
    tags,
    session: 'required',
    params: z.object({ idcliente: uuid, idvinculado: uuid, idfornecedor: idOuSlug }),
    response: linkedDeleteResponseSchema,
  }),
  createLinkedUser: defineEndpoint({
    method: 'POST',
    path: '/v1/app/usuario/{idcliente}/{idvinculado_ou_fornecedor}',
    summary:
      'Convida o email a ser usuário vinculado do principal {idcliente} no fornecedor {idvinculado_ou_fornecedor} (id ou slug do fornecedor; só o principal aprovado). Email sem conta: a conta é criada sem senha e o convite leva a um link (uso único, 7 dias) para definir a senha. Conta existente: o dono aceita o convite logado na própria conta. A resposta é a mesma nos dois casos; nada pode trocar para o vinculado antes do aceite.',
    tags,
    session: 'required',
    params: z.object({
      idcliente: uuid,
      idvinculado_ou_fornecedor: idOuSlug.describe('Id ou slug do fornecedor do convite.'),
    }),
    body: linkedCreateBodySchema,
    response: linkedCreateResponseSchema,
  }),
  listReceivedInvitations: defineEndpoint({
    method: 'POST',
    path: '/v1/app/{token}/usuario/{idcliente}/convites-vinculo',
    summary:
      'Convites pendentes que a conta {idcliente} recebeu para ser usuário vinculado no fornecedor da sessão (só a própria sessão).',
    tags,
    session: 'required',
    token: { param: 'token', withClient: false },
    params: z.object({ token: tokenSegment, idcliente: uuid }),
    body: linkedUsersBodySchema,
    response: receivedInvitationsResponseSchema,
  }),
  acceptInvitation: defineEndpoint({
    method: 'POST',
    path: '/v1/app/{token}/usuario/{idcliente}/convites-vinculo/{idconvite}/aceitar',
    summary:
      'A conta {idcliente}, logada nela mesma, aceita o convite {idconvite}: passa a ser usuário vinculado do principal que convidou.',
    tags,
    session: 'required',
    token: { param: 'token', withClient: false },
    params: z.object({ token: tokenSegment, idcliente: uuid, idconvite: uuid }),
    body: linkedUsersBodySchema,
    response: invitationAnswerResponseSchema,
  }),
  declineInvitation: defineEndpoint({
    method: 'POST',
    path: '/v1/app/{token}/usuario/{idcliente}/convites-vinculo/{idconvite}/recusar',
    summary: 'A conta {idcliente}, logada nela mesma, recusa o convite {idconvite} (ele deixa de existir).',
    tags,
    session: 'required',
    token: { param: 'token', withClient: false },
    params: z.object({ token: tokenSegment, idcliente: uuid, idconvite: uuid }),
    body: linkedUsersBodySchema,
    response: invitationAnswerResponseSchema,
  }),
  setInvitationPassword: defineEndpoint({
    method: 'POST',
    path: '/v4/convite-vinculado/senha',
    summary:
      'Define a senha da conta criada por um convite, com o token do link enviado por email (uso único, 7 dias), e aceita o convite. Depois a pessoa entra normalmente.',
    tags,
    session: 'none',
    body: invitationPasswordBodySchema,
    response: invitationAnswerResponseSchema,
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
