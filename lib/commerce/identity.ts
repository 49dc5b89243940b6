import 'server-only';

import type { z } from 'zod';

import {
  identityEndpoints,
  type ClientCharacteristic,
  type clientConfigResponseSchema,
  type CreateUserBody,
  type updateUserBodySchema,
} from '@/lib/contract/identity';
import { sessionEndpoints } from '@/lib/contract/identity-sessions';
import { linkedUserEndpoints } from '@/lib/contract/linked-users';
import { representativeEndpoints } from '@/lib/contract/representatives';

import { commerceCall, type CallOptions } from './call';

/**
 * Identity calls of the commerce API (spec 7 "User", "Representative", "Linked users"). Server
 * only: tokens come from the sealed session (lib/session) and never reach the browser.
 */
const options = (idfornecedor: string | null): CallOptions => ({ idfornecedor, cache: 'no-store' });

/**
 * Called from server actions and route handlers used by client components: a 429 is thrown and
 * turned into the too-many-request page by lib/commerce/rate-limit.ts (a redirect thrown there
 * would not reach the browser as a navigation).
 */
const fromAction = (idfornecedor: string | null): CallOptions => ({ ...options(idfornecedor), onRateLimit: 'throw' });

export function lookupLogin(login: string, idfornecedor: string) {
  return commerceCall(
    identityEndpoints.lookupLogin,
    { params: { login }, query: { auth: 'random' } },
    fromAction(idfornecedor),
  );
}

/** `dispositivo`: the browser's User-Agent, for the customer's session list. */
export function authenticate(input: {
  cpf: string;
  senha: string;
  idfornecedor: string;
  idcadastroextracliente?: string;
  dispositivo?: string;
}) {
  return commerceCall(
    identityEndpoints.authenticate,
    { body: { ...input, loginAsRepresentante: false, tokenOrigin: 'commerce' } },
    fromAction(input.idfornecedor),
  );
}

export function authenticateRepresentative(input: { cpf: string; senha: string; idfornecedor: string }) {
  return commerceCall(
    identityEndpoints.authenticateRepresentative,
    { body: { ...input, loginAsRepresentante: true, tokenOrigin: 'commerce' } },
    fromAction(input.idfornecedor),
  );
}

/** Registration: the `{token}~{idcliente}` segment with the empty GUID. */
export function register(body: CreateUserBody) {
  return commerceCall(
    identityEndpoints.createUser,
    { body: { ...body, tokenOrigin: 'commerce' } },
    fromAction(String(body.idfornecedor)),
  );
}

/**
 * What the supplier asks of its customers at registration (spec 7 "Suppliers and configuration"),
 * in its order; empty when it asks nothing. Public and rarely changed: cached for 60 s, tagged
 * with the supplier.
 */
export async function listClientCharacteristics(idfornecedor: string): Promise<ClientCharacteristic[]> {
  const r = await commerceCall(
    identityEndpoints.listClientCharacteristics,
    { params: { idfornecedor } },
    {
      idfornecedor,
      cache: { revalidate: 60, tags: [`supplier:${idfornecedor}`, `supplier:${idfornecedor}:client-characteristics`] },
    },
  );
  return r.caracteristicas;
}

export function getTaxOfficeData(doc: string, idfornecedor: string) {
  return commerceCall(identityEndpoints.getTaxOfficeData, { params: { documento: doc } }, fromAction(idfornecedor));
}

export function logout(token: string, idfornecedor: string) {
  return commerceCall(identityEndpoints.logout, { auth: { token } }, fromAction(idfornecedor));
}

/** Slashes stripped from the client id (spec 5). */
export function recoverPassword(idclienteOrLogin: string, idfornecedor: string) {
  const ref = idclienteOrLogin.replace(/\//g, '').trim();
  return commerceCall(
    identityEndpoints.requestPasswordReset,
    { params: { idcliente: ref }, query: { idfornecedor } },
    fromAction(idfornecedor),
  );
}

export function resetPassword(token: string, senha: string, idfornecedor: string) {
  return commerceCall(identityEndpoints.resetPassword, { body: { token, senha } }, fromAction(idfornecedor));
}

/** The session's user and its configuration on the supplier; 401 when the session is gone. */
export function getClientConfig(token: string, idfornecedor: string) {
  return commerceCall(identityEndpoints.getClientConfig, { auth: { token } }, options(idfornecedor));
}

export function updateUser(
  token: string,
  idcliente: string,
  idfornecedor: string,
  dadosUsuario: z.input<typeof updateUserBodySchema>['dadosUsuario'],
) {
  return commerceCall(
    identityEndpoints.updateUser,
    { params: { idcliente }, body: { dadosUsuario }, auth: { token } },
    fromAction(idfornecedor),
  );
}

export function acceptTerms(token: string, idcliente: string, idfornecedor: string) {
  return commerceCall(
    identityEndpoints.acceptTerms,
    { params: { idcliente, idfornecedor }, auth: { token } },
    fromAction(idfornecedor),
  );
}

export function getTermsOfUse(idfornecedor: string, versaoArquivo?: string | null) {
  return commerceCall(
    identityEndpoints.getTermsOfUse,
    { query: { versaoArquivo: versaoArquivo ?? undefined } },
    options(idfornecedor),
  );
}

export function sendVerification(token: string, idcliente: string, idfornecedor: string) {
  return commerceCall(
    identityEndpoints.sendVerification,
    { query: { canal: 'email', idcliente, idfornecedor, fonte: 'commerce' }, auth: { token } },
    fromAction(idfornecedor),
  );
}

/** The code sent to the new address of a pending email change (decision 0032). */
export function confirmEmailChange(token: string, idfornecedor: string, codigo: string) {
  return commerceCall(
    identityEndpoints.confirmEmailChange,
    { body: { codigo }, auth: { token } },
    fromAction(idfornecedor),
  );
}

/** A verification code the customer typed; one sent to the account's email confirms it. */
export function confirmVerification(token: string, idfornecedor: string, codigo: string) {
  return commerceCall(
    identityEndpoints.confirmVerification,
    { body: { codigo }, auth: { token } },
    fromAction(idfornecedor),
  );
}

/** A short-lived, single-use code bound to the target supplier (never the session token). */
export function createHandoff(token: string, idfornecedor: string) {
  return commerceCall(
    identityEndpoints.createHandoff,
    { body: { idfornecedor }, auth: { token } },
    options(idfornecedor),
  );
}

export function consumeHandoff(codigo: string, email: string, idfornecedor: string) {
  return commerceCall(
    identityEndpoints.consumeHandoff,
    { body: { codigo, email, idfornecedor } },
    options(idfornecedor),
  );
}

export function apiKeyLogin(apiKey: string, idErpUsuario: string, idFornecedor: string) {
  return commerceCall(
    identityEndpoints.loginWithApiKey,
    { body: { apiKey, idErpUsuario, idFornecedor } },
    fromAction(idFornecedor),
  );
}

// The customer's sessions ---------------------------------------------------------------
export function listSessions(token: string, idfornecedor: string) {
  return commerceCall(sessionEndpoints.listSessions, { auth: { token } }, options(idfornecedor));
}

export function endSession(token: string, idsessao: string, idfornecedor: string) {
  return commerceCall(sessionEndpoints.endSession, { params: { idsessao }, auth: { token } }, fromAction(idfornecedor));
}

export function endAllSessions(token: string, idfornecedor: string) {
  return commerceCall(sessionEndpoints.endAllSessions, { auth: { token } }, fromAction(idfornecedor));
}

// Representatives ------------------------------------------------------------------------------
export function representativeAccess(token: string, idfornecedor: string) {
  return commerceCall(
    representativeEndpoints.getRepresentativeAccess,
    { params: { idfornecedor }, auth: { token } },
    options(idfornecedor),
  );
}

export function representativeClients(token: string, idfornecedor: string, idrepresentante: string, busca?: string) {
  return commerceCall(
    representativeEndpoints.listRepresentativeClients,
    { params: { idfornecedor, idrepresentante }, query: { busca }, auth: { token } },
    options(idfornecedor),
  );
}

export function representativeActAs(token: string, idfornecedor: string, idcliente: string) {
  return commerceCall(
    representativeEndpoints.actAsClient,
    { params: { idfornecedor, idcliente }, auth: { token } },
    fromAction(idfornecedor),
  );
}

// Linked users ---------------------------------------------------------------------------------
export function listLinkedUsers(token: string, idprincipal: string, idfornecedor: string) {
  return commerceCall(
    linkedUserEndpoints.listLinkedUsers,
    { params: { idcliente: idprincipal }, body: { idfornecedor }, auth: { token } },
    options(idfornecedor),
  );
}

export function createLinkedUser(
  token: string,
  idprincipal: string,
  idfornecedor: string,
  email: string,
  nome?: string,
) {
  return commerceCall(
    linkedUserEndpoints.createLinkedUser,
    {
      params: { idcliente: idprincipal, idvinculado_ou_fornecedor: idfornecedor },
      body: nome ? { email, nome } : { email },
      auth: { token },
    },
    fromAction(idfornecedor),
  );
}

export function deleteLinkedUser(token: string, idprincipal: string, idvinculado: string, idfornecedor: string) {
  return commerceCall(
    linkedUserEndpoints.deleteLinkedUser,
    { params: { idcliente: idprincipal, idvinculado, idfornecedor }, auth: { token } },
    fromAction(idfornecedor),
  );
}

/** Invitations this account received to be a linked user (decision 0028). */
export function listReceivedInvitations(token: string, idcliente: string, idfornecedor: string) {
  return commerceCall(
    linkedUserEndpoints.listReceivedInvitations,
    { params: { idcliente }, body: { idfornecedor }, auth: { token } },
    options(idfornecedor),
  );
}

/** The account, logged in as itself, accepts (or declines) an invitation it received. */
export function answerInvitation(
  token: string,
  idcliente: string,
  idconvite: string,
  aceitar: boolean,
  idfornecedor: string,
) {
  return commerceCall(
    aceitar ? linkedUserEndpoints.acceptInvitation : linkedUserEndpoints.declineInvitation,
    { params: { idcliente, idconvite }, body: { idfornecedor }, auth: { token } },
    fromAction(idfornecedor),
  );
}

/** The emailed invitation link: sets the new account's password and accepts. */
export function setInvitationPassword(token: string, senha: string, idfornecedor: string) {
  return commerceCall(linkedUserEndpoints.setInvitationPassword, { body: { token, senha } }, fromAction(idfornecedor));
}

/** Switch to a linked user (or back to the principal when target = principal). */
export function switchLinkedUser(token: string, idprincipal: string, target: string, idfornecedor: string) {
  return commerceCall(
    linkedUserEndpoints.switchLinkedUser,
    {
      params: { idcliente: idprincipal, idvinculado_ou_fornecedor: target },
      query: { gerar_token_jwt: 'true' },
      auth: { token },
    },
    fromAction(idfornecedor),
  );
}

export function linkedClients(token: string, id: string, idfornecedor: string) {
  return commerceCall(
    linkedUserEndpoints.listLinkedClients,
    { params: { idcliente: id }, body: { idfornecedor }, auth: { token } },
    options(idfornecedor),
  );
}

export type ClientConfig = z.infer<typeof clientConfigResponseSchema>;
