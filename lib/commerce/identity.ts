import 'server-only';
import { z } from 'zod';
import {
  ANONYMOUS_TOKEN,
  EMPTY_ID,
  TOKEN_SPLIT,
  authResponseSchema,
  clientConfigResponseSchema,
  clientListResponseSchema,
  createUserResponseSchema,
  handoffCreateResponseSchema,
  linkedCreateResponseSchema,
  linkedDeleteResponseSchema,
  linkedUsersResponseSchema,
  loginLookupResponseSchema,
  logoutResponseSchema,
  passwordRecoveryResponseSchema,
  passwordResetResponseSchema,
  representativeAccessResponseSchema,
  representativeAuthResponseSchema,
  representativeClientsResponseSchema,
  taxOfficeDataSchema,
  termsAcceptResponseSchema,
  termsOfUseSchema,
  updateUserResponseSchema,
  verificationResponseSchema,
  type CreateUserBody,
} from '@/lib/contract';
import { commerceFetch } from './fetch';

/**
 * Identity calls of the commerce API (spec 7 "User", "Representative", "Linked users"). Server
 * only: tokens come from the sealed session (lib/session) and never reach the browser.
 */
const enc = encodeURIComponent;
const NO_STORE = 'no-store' as const;
const anon = (idfornecedor: string | null) => ({ idfornecedor, cache: NO_STORE });
const authed = (token: string, idfornecedor: string | null) => ({ idfornecedor, cache: NO_STORE, token });

/**
 * Called from server actions and route handlers used by client components: a 429 is thrown and
 * turned into the too-many-request page by lib/commerce/rate-limit.ts (a redirect thrown there
 * would not reach the browser as a navigation).
 */
const fromAction = { onRateLimit: 'throw' as const };

export function lookupLogin(login: string, idfornecedor: string) {
  return commerceFetch(`/v2/app/${ANONYMOUS_TOKEN}/usuario/${enc(login)}?auth=random`, loginLookupResponseSchema, {
    ...anon(idfornecedor),
    ...fromAction,
  });
}

export function authenticate(input: { cpf: string; senha: string; idfornecedor: string; idcadastroextracliente?: string }) {
  return commerceFetch(`/v1/app/${ANONYMOUS_TOKEN}/usuario/autenticar`, authResponseSchema, {
    ...anon(input.idfornecedor),
    ...fromAction,
    method: 'POST',
    body: { ...input, loginAsRepresentante: false, tokenOrigin: 'commerce' },
  });
}

export function authenticateRepresentative(input: { cpf: string; senha: string; idfornecedor: string }) {
  return commerceFetch(`/v1/app/${ANONYMOUS_TOKEN}/usuario/autenticar/representante`, representativeAuthResponseSchema, {
    ...anon(input.idfornecedor),
    ...fromAction,
    method: 'POST',
    body: { ...input, loginAsRepresentante: true, tokenOrigin: 'commerce' },
  });
}

export function register(body: CreateUserBody) {
  return commerceFetch(`/v1/app/${ANONYMOUS_TOKEN}${TOKEN_SPLIT}${EMPTY_ID}/usuario`, createUserResponseSchema, {
    ...anon(String(body.idfornecedor)),
    ...fromAction,
    method: 'POST',
    body: { ...body, tokenOrigin: 'commerce' },
  });
}

export function getTaxOfficeData(doc: string, idfornecedor: string) {
  return commerceFetch(
    `/v1/app/${ANONYMOUS_TOKEN}${TOKEN_SPLIT}${EMPTY_ID}/usuario/dados-receita/${enc(doc)}`,
    taxOfficeDataSchema,
    { ...anon(idfornecedor), ...fromAction },
  );
}

export function logout(token: string, idfornecedor: string) {
  return commerceFetch(`/v1/app/${token}/cliente/logout`, logoutResponseSchema, { ...authed(token, idfornecedor), ...fromAction });
}

/** Slashes stripped from the client id (spec 5). */
export function recoverPassword(idclienteOrLogin: string, idfornecedor: string) {
  const ref = idclienteOrLogin.replace(/\//g, '').trim();
  return commerceFetch(
    `/v2/app/${ANONYMOUS_TOKEN}/cliente/senha/recuperar/${enc(ref)}?idfornecedor=${enc(idfornecedor)}`,
    passwordRecoveryResponseSchema,
    { ...anon(idfornecedor), ...fromAction },
  );
}

export function resetPassword(token: string, senha: string, idfornecedor: string) {
  return commerceFetch('/v4/senha/redefinir', passwordResetResponseSchema, { ...anon(idfornecedor), ...fromAction, method: 'POST', body: { token, senha } });
}

/** The session's user and its configuration on the supplier; 401 when the session is gone. */
export function getClientConfig(token: string, idfornecedor: string) {
  return commerceFetch(`/v2/app/${token}/get-configuracoes-cliente`, clientConfigResponseSchema, authed(token, idfornecedor));
}

export function updateUser(token: string, idcliente: string, idfornecedor: string, dadosUsuario: Record<string, string>) {
  return commerceFetch(`/v1/app/usuario/${enc(idcliente)}`, updateUserResponseSchema, {
    ...authed(token, idfornecedor),
    ...fromAction,
    method: 'PUT',
    body: { dadosUsuario },
  });
}

export function acceptTerms(token: string, idcliente: string, idfornecedor: string) {
  return commerceFetch(`/v4/client/${enc(idcliente)}/supplier/${enc(idfornecedor)}/termos-uso`, termsAcceptResponseSchema, {
    ...authed(token, idfornecedor),
    ...fromAction,
    method: 'PUT',
  });
}

export function getTermsOfUse(idfornecedor: string, versaoArquivo?: string | null) {
  const qs = versaoArquivo ? `?versaoArquivo=${enc(versaoArquivo)}` : '';
  return commerceFetch(`/termouso${qs}`, termsOfUseSchema, anon(idfornecedor));
}

export function sendVerification(token: string, idcliente: string, idfornecedor: string) {
  const qs = new URLSearchParams({ canal: 'email', idcliente, idfornecedor, fonte: 'commerce' });
  return commerceFetch(`/v4/verificacao/enviar-verificacao?${qs}`, verificationResponseSchema, { ...authed(token, idfornecedor), ...fromAction });
}

/** A short-lived, single-use code bound to the target supplier (never the session token). */
export function createHandoff(token: string, idfornecedor: string) {
  return commerceFetch('/v4/auth/handoff', handoffCreateResponseSchema, { ...authed(token, idfornecedor), method: 'POST', body: { idfornecedor } });
}

export function consumeHandoff(codigo: string, email: string, idfornecedor: string) {
  return commerceFetch('/v4/auth/handoff/consumir', authResponseSchema, {
    ...anon(idfornecedor),
    method: 'POST',
    body: { codigo, email, idfornecedor },
  });
}

export function apiKeyLogin(apiKey: string, idErpUsuario: string, idFornecedor: string) {
  return commerceFetch('/v4/api-key/login', authResponseSchema, {
    ...anon(idFornecedor),
    ...fromAction,
    method: 'POST',
    body: { apiKey, idErpUsuario, idFornecedor },
  });
}

// Representatives ------------------------------------------------------------------------------
export function representativeAccess(token: string, idfornecedor: string) {
  return commerceFetch(`/v4/acessorepresentante/${enc(idfornecedor)}`, representativeAccessResponseSchema, authed(token, idfornecedor));
}

export function representativeClients(token: string, idfornecedor: string, idrepresentante: string, busca?: string) {
  const qs = busca ? `?busca=${enc(busca)}` : '';
  return commerceFetch(
    `/v4/representante/${enc(idfornecedor)}/${enc(idrepresentante)}${qs}`,
    representativeClientsResponseSchema,
    authed(token, idfornecedor),
  );
}

export function representativeActAs(token: string, idfornecedor: string, idcliente: string) {
  return commerceFetch(`/v4/representante/${enc(idfornecedor)}/cliente/${enc(idcliente)}/sessao`, authResponseSchema, {
    ...authed(token, idfornecedor),
    ...fromAction,
    method: 'POST',
  });
}

// Linked users ---------------------------------------------------------------------------------
export function listLinkedUsers(token: string, idprincipal: string, idfornecedor: string) {
  return commerceFetch(`/v1/app/${token}/usuario/${enc(idprincipal)}/usuarios`, linkedUsersResponseSchema, {
    ...authed(token, idfornecedor),
    method: 'POST',
    body: { idfornecedor },
  });
}

export function createLinkedUser(token: string, idprincipal: string, idfornecedor: string, email: string, nome?: string) {
  return commerceFetch(`/v1/app/usuario/${enc(idprincipal)}/${enc(idfornecedor)}`, linkedCreateResponseSchema, {
    ...authed(token, idfornecedor),
    ...fromAction,
    method: 'POST',
    body: nome ? { email, nome } : { email },
  });
}

export function deleteLinkedUser(token: string, idprincipal: string, idvinculado: string, idfornecedor: string) {
  return commerceFetch(
    `/v1/app/usuario/${enc(idprincipal)}/${enc(idvinculado)}/${enc(idfornecedor)}`,
    linkedDeleteResponseSchema,
    { ...authed(token, idfornecedor), ...fromAction, method: 'DELETE' },
  );
}

/** Switch to a linked user (or back to the principal when target = principal). */
export function switchLinkedUser(token: string, idprincipal: string, target: string, idfornecedor: string) {
  return commerceFetch(`/v1/app/usuario/${enc(idprincipal)}/${enc(target)}?gerar_token_jwt=true`, authResponseSchema, {
    ...authed(token, idfornecedor),
    ...fromAction,
  });
}

export function linkedClients(token: string, id: string, idfornecedor: string) {
  return commerceFetch(`/v1/app/${token}/usuario/${enc(id)}/clientes-vinculados`, clientListResponseSchema, {
    ...authed(token, idfornecedor),
    method: 'POST',
    body: { idfornecedor },
  });
}

export type ClientConfig = z.infer<typeof clientConfigResponseSchema>;
