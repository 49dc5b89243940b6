/**
 * The framework-free core of every commerce API call: fills the endpoint's path and query, sends
 * it, reads the answer and parses it with the endpoint's schema. No `next/headers`, so the
 * middleware uses it too; lib/commerce/call.ts adds the request context of a page or action.
 */
import { apiErrorSchema } from '@/lib/contract/common';
import {
  bodyContentType,
  buildPath,
  buildQuery,
  credentialFor,
  formBody,
  isRawResponse,
  type AnyEndpoint,
  type CallArgs,
  type CallAuth,
  type CallResult,
} from '@/lib/contract/endpoint';

import { GENERIC_ERROR_MESSAGE } from './errors';

export const DEFAULT_TIMEOUT_MS = 5000;

/** A failed call, as data: the API's status, code and pt-BR message, and the raw body. */
export type CallFailure = {
  ok: false;
  status: number;
  codigo: string;
  mensagem: string;
  campos?: Record<string, string>;
  /** The answer's JSON body when it had one (e.g. search's `action: 'logout'`). */
  body: unknown;
  /** The path called, session token redacted: safe to log. */
  path: string;
  cause?: unknown;
};
export type CallOutcome<E> = { ok: true; data: CallResult<E> } | CallFailure;

export type RequestOptions = {
  baseUrl: string;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Next data cache: `{ revalidate, tags }`, or `'no-store'`. */
  cache?: { revalidate: number; tags: string[] } | 'no-store';
  fetch?: (input: string, init?: RequestInit) => Promise<Response>;
};

/** The path and query of a call (the token redacted in `safePath`). */
export function callPath<E extends AnyEndpoint>(endpoint: E, args: CallArgs<E>): { path: string; safePath: string } {
  const a = args as {
    params?: Record<string, string | number>;
    query?: Record<string, unknown>;
    auth?: { token?: string | null };
  };
  const path = buildPath(endpoint, a.params ?? {}, a.auth) + buildQuery(a.query);
  const token = a.auth?.token;
  return { path, safePath: token ? path.split(encodeURIComponent(token)).join('***') : path };
}

/** Sends one call and returns its outcome; never throws (network errors and timeouts are a 503). */
export async function requestEndpoint<E extends AnyEndpoint>(
  endpoint: E,
  args: CallArgs<E>,
  options: RequestOptions,
): Promise<CallOutcome<E>> {
  const { path, safePath } = callPath(endpoint, args);
  const a = args as { body?: unknown; auth?: CallAuth };
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (a.auth?.token) headers.authorization = `Bearer ${credentialFor(a.auth)}`;
  if (a.body !== undefined) headers['content-type'] = bodyContentType(endpoint);
  const timeout = AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const init: RequestInit & { next?: { revalidate: number; tags: string[] } } = {
    method: endpoint.method,
    headers,
    signal: options.signal ? AbortSignal.any([options.signal, timeout]) : timeout,
    ...(a.body !== undefined
      ? { body: endpoint.bodyEncoding === 'form' ? formBody(a.body) : JSON.stringify(a.body) }
      : {}),
  };
  if (!options.cache || options.cache === 'no-store') init.cache = 'no-store';
  else init.next = { revalidate: options.cache.revalidate, tags: options.cache.tags };

  const doFetch = options.fetch ?? ((input: string, i?: RequestInit) => fetch(input, i));
  let res: Response;
  try {
    res = await doFetch(`${options.baseUrl}${path}`, init);
  } catch (cause) {
    const aborted = options.signal?.aborted === true;
    return {
      ok: false,
      status: aborted ? 499 : 503,
      codigo: aborted ? 'CANCELADO' : 'INDISPONIVEL',
      mensagem: GENERIC_ERROR_MESSAGE,
      body: null,
      path: safePath,
      cause,
    };
  }

  if (isRawResponse(endpoint.response)) {
    if (res.ok) return { ok: true, data: res as CallResult<E> };
    return {
      ok: false,
      status: res.status,
      codigo: `HTTP_${res.status}`,
      mensagem: GENERIC_ERROR_MESSAGE,
      body: null,
      path: safePath,
    };
  }

  let body: unknown = null;
  try {
    body = await res.json();
  } catch {
    // Not JSON: the generic message.
  }
  if (!res.ok) {
    const err = apiErrorSchema.safeParse(body);
    return {
      ok: false,
      status: res.status,
      codigo: err.success ? err.data.codigo : `HTTP_${res.status}`,
      mensagem: err.success ? err.data.mensagem : GENERIC_ERROR_MESSAGE,
      ...(err.success && err.data.campos ? { campos: err.data.campos } : {}),
      body,
      path: safePath,
    };
  }
  const parsed = endpoint.response.safeParse(body);
  if (!parsed.success) {
    return {
      ok: false,
      status: 502,
      codigo: 'RESPOSTA_INVALIDA',
      mensagem: GENERIC_ERROR_MESSAGE,
      body,
      path: safePath,
      cause: parsed.error,
    };
  }
  return { ok: true, data: parsed.data as CallResult<E> };
}
