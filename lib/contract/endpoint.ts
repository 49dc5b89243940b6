/**
 * Endpoint descriptors: each call of the commerce API is declared once, here in lib/contract, with
 * its method, path template, schemas and session need. The API registers a descriptor with its
 * handler (`defineRoute(endpoint, handler)`), the storefront calls it with `commerceCall(endpoint,
 * …)`, and `/openapi.json` is generated from the same objects. Framework-free: no React, no HTTP.
 */
import type { z } from 'zod';

import { ANONYMOUS_TOKEN, EMPTY_ID, TOKEN_SPLIT } from './common';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

export type BodyEncoding = 'json' | 'form';

export const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';

/** The request content type of an endpoint's body. */
export const bodyContentType = (e: { bodyEncoding?: BodyEncoding }) =>
  e.bodyEncoding === 'form' ? FORM_CONTENT_TYPE : 'application/json';

/** A form body from a plain object (undefined and null left out). */
export function formBody(body: unknown): string {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries((body ?? {}) as Record<string, unknown>)) {
    if (v === undefined || v === null) continue;
    qs.append(k, String(v));
  }
  return qs.toString();
}

/** A non-JSON answer (images, files): its content type and what it is. */
export type RawResponse = { contentType: string; description: string };

/**
 * Who may call:
 * - `none`: public; a session, when sent, is still resolved (prices, personalisation).
 * - `required`: a live session (customer or representative); otherwise 401 'Sessão expirada, efetue login novamente'.
 */
export type SessionNeed = 'none' | 'required';

type Schema = z.ZodType;

export type Endpoint<
  P extends Schema | undefined = Schema | undefined,
  Q extends Schema | undefined = Schema | undefined,
  B extends Schema | undefined = Schema | undefined,
  R extends Schema | RawResponse = Schema | RawResponse,
  T extends string | undefined = string | undefined,
  H extends Schema | undefined = Schema | undefined,
> = {
  readonly method: HttpMethod;
  /** Path template as the spec writes it, with real parameter names (`/v2/app/{token}/fornecedor/{idfornecedor}/…`). */
  readonly path: string;
  readonly summary: string;
  readonly tags: readonly string[];
  readonly session: SessionNeed;
  /**
   * The path parameter holding the `{token}` segment, and whether the spec writes it as the
   * composite `{token}{split}{idcliente}` (the client then sends `<token>~<idcliente>`).
   */
  readonly token?: { readonly param: T; readonly withClient: boolean };
  readonly params?: P;
  readonly query?: Q;
  readonly body?: B;
  /**
   * How the body travels: `json` (default) or `form` (application/x-www-form-urlencoded, the spec's
   * form-encoded calls; every field arrives as a string, so the schema coerces). A form call refuses
   * a JSON body with 415.
   */
  readonly bodyEncoding?: BodyEncoding;
  /**
   * Request headers the call reads, besides the spec's common ones: a zod object over the lower-case
   * names Node gives (`'idempotency-key'`). The API parses them (400 'Cabeçalho inválido: …' in pt-BR
   * when they do not fit) and hands the handler their typed output.
   */
  readonly headers?: H;
  /** JSON response schema, or a raw content type. */
  readonly response: R;
};

export type AnyEndpoint = Endpoint<
  Schema | undefined,
  Schema | undefined,
  Schema | undefined,
  Schema | RawResponse,
  string | undefined,
  Schema | undefined
>;

/** Declares an endpoint; the object is frozen so both sides see the same thing. */
export function defineEndpoint<
  P extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
  R extends Schema | RawResponse = Schema,
  T extends string | undefined = undefined,
  H extends Schema | undefined = undefined,
>(endpoint: Endpoint<P, Q, B, R, T, H>): Endpoint<P, Q, B, R, T, H> {
  const names = pathParamNames(endpoint.path);
  if (endpoint.token && !names.includes(endpoint.token.param as string)) {
    throw new Error(
      `Endpoint ${endpoint.method} ${endpoint.path}: token param {${String(endpoint.token.param)}} is not in the path`,
    );
  }
  return Object.freeze(endpoint);
}

export function isRawResponse(r: Schema | RawResponse): r is RawResponse {
  return typeof r === 'object' && r !== null && 'contentType' in r && !('safeParse' in r);
}

const PARAM_RE = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

/** Names of the `{name}` parameters of a path template, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(PARAM_RE)].map((m) => m[1]!);
}

/** Who the storefront calls as: the session token and, for composite segments, the client acted for. */
export type CallAuth = { token?: string | null; idcliente?: string | null };

/**
 * The `{token}` segment: `token` (anonymous), `<token>`, or `<token>~<idcliente>`. Segments the
 * spec writes as composite always carry the client (the empty id for none); the others carry it
 * when the caller acts for one (the API reads both forms everywhere).
 */
export function tokenSegmentFor(endpoint: AnyEndpoint, auth: CallAuth | undefined): string {
  return endpoint.token?.withClient ? credentialFor(auth, true) : credentialFor(auth, false);
}

/** `<token>` or `<token>~<idcliente>` (also the value of `Authorization: Bearer`). */
export function credentialFor(auth: CallAuth | undefined, alwaysComposite = false): string {
  const token = auth?.token || ANONYMOUS_TOKEN;
  if (!alwaysComposite && !auth?.idcliente) return token;
  return `${token}${TOKEN_SPLIT}${auth?.idcliente || EMPTY_ID}`;
}

/** Fills a path template; every parameter is required and percent-encoded. */
export function buildPath(endpoint: AnyEndpoint, params: Record<string, string | number>, auth?: CallAuth): string {
  const tokenParam = endpoint.token?.param;
  return endpoint.path.replace(PARAM_RE, (_, name: string) => {
    if (name === tokenParam) return encodeURIComponent(tokenSegmentFor(endpoint, auth));
    const value = params[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`Endpoint ${endpoint.method} ${endpoint.path}: missing path parameter {${name}}`);
    }
    return encodeURIComponent(String(value));
  });
}

/** A query string from a plain object (undefined, null and '' left out), with the leading `?` when not empty. */
export function buildQuery(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const qs = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    qs.set(key, String(value));
  }
  const s = qs.toString();
  return s ? `?${s}` : '';
}

export type PathMatcher = {
  /** Path params by name when the (decoded) segments fit the template, else null. */
  match: (segments: string[]) => Record<string, string> | null;
  /** Literal segments (a `{n}.svg` suffix counts half): the most specific template wins. */
  literalCount: number;
};

/** Compiles a path template: `{name}` segments, optionally with a literal suffix (`{n}.svg`). */
export function compilePath(path: string): PathMatcher {
  const parts = path.split('/').filter(Boolean);
  let literalCount = 0;
  const matchers = parts.map((p) => {
    const m = /^\{([A-Za-z_][A-Za-z0-9_]*)\}(.*)$/.exec(p);
    if (!m) {
      literalCount++;
      return (s: string) => s === p;
    }
    const name = m[1]!;
    const suffix = m[2] ?? '';
    if (suffix) literalCount += 0.5;
    return (s: string, out: Record<string, string>) => {
      if (!s.endsWith(suffix) || s.length === suffix.length) return false;
      out[name] = s.slice(0, s.length - suffix.length);
      return true;
    };
  });
  return {
    literalCount,
    match(segments) {
      if (segments.length !== matchers.length) return null;
      const out: Record<string, string> = {};
      for (let i = 0; i < matchers.length; i++) if (!matchers[i]!(segments[i]!, out)) return null;
      return out;
    },
  };
}

type In<S> = S extends Schema ? z.input<S> : never;
type PathArgs<P, T> = P extends Schema ? Omit<z.input<P>, T extends string ? T : never> : never;
type Opt<K extends string, V> = [V] extends [never]
  ? { [k in K]?: never }
  : Partial<V> extends V
    ? { [k in K]?: V }
    : { [k in K]: V };

/** What a caller passes for an endpoint: its path params (less the token), query and body. */
export type CallArgs<E> =
  E extends Endpoint<infer P, infer Q, infer B, Schema | RawResponse, infer T>
    ? Opt<'params', PathArgs<P, T>> & Opt<'query', In<Q>> & Opt<'body', In<B>> & { auth?: CallAuth }
    : never;

/** The parsed answer of an endpoint. */
export type CallResult<E> =
  E extends Endpoint<Schema | undefined, Schema | undefined, Schema | undefined, infer R, string | undefined>
    ? R extends Schema
      ? z.output<R>
      : Response
    : never;
