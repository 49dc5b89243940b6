import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import type { z } from 'zod';

import { compilePath, type AnyEndpoint, type Endpoint, type RawResponse } from '../../../lib/contract/endpoint';
import type { Db } from '../db/types';
import type { AuthContext } from './auth';

export type { HttpMethod } from '../../../lib/contract/endpoint';

/** `trustedProxyHops`: TRUSTED_PROXY_HOPS, how the client's address is read (lib/shared/client-address.mjs). */
export type AppContext = { db: Db; trustedProxyHops: number };

export type HandlerContext<P, Q, B, H> = {
  params: P;
  query: Q;
  body: B;
  headers: H;
  rawHeaders: IncomingHttpHeaders;
  /** The caller, resolved once by the request pipeline (path `{token}` or `Authorization: Bearer`). */
  auth: AuthContext;
  app: AppContext;
  db: Db;
  req: IncomingMessage;
  /** The client's address for rate limits: the socket, or the trusted proxy hop's X-Forwarded-For entry. */
  clientAddress: string;
};

/** A non-JSON answer (images, files). */
export type RawResult = {
  kind: 'raw';
  status?: number;
  contentType: string;
  body: string | Buffer;
  headers?: Record<string, string>;
};

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

export type Handler<E> =
  E extends Endpoint<infer P, infer Q, infer B, infer R, string | undefined, infer H>
    ? (ctx: HandlerContext<Out<P>, Out<Q>, Out<B>, Out<H>>) => Promise<R extends z.ZodType ? z.input<R> : RawResult>
    : never;

export type Route = {
  endpoint: AnyEndpoint;
  handler: (ctx: HandlerContext<unknown, unknown, unknown, unknown>) => Promise<unknown>;
  /** compiled matcher */
  match: (segments: string[]) => Record<string, string> | null;
  literalCount: number;
};

export type { RawResponse };

/** Registers the handler of an endpoint declared in lib/contract; params, query and body are typed from it. */
export function defineRoute<E extends AnyEndpoint>(endpoint: E, handler: Handler<E>): Route {
  const { match, literalCount } = compilePath(endpoint.path);
  return { endpoint, handler: handler as Route['handler'], match, literalCount };
}

export type Router = {
  routes: Route[];
  find(
    method: string,
    segments: string[],
  ): { route: Route; params: Record<string, string> } | { allowed: string[] } | null;
};

export function createRouter(routes: Route[]): Router {
  const seen = new Set<string>();
  for (const r of routes) {
    const k = `${r.endpoint.method} ${r.endpoint.path}`;
    if (seen.has(k)) throw new Error(`Rota duplicada: ${k}`);
    seen.add(k);
  }
  return {
    routes,
    find(method, segments) {
      let best: { route: Route; params: Record<string, string> } | null = null;
      const allowed: string[] = [];
      for (const route of routes) {
        const params = route.match(segments);
        if (!params) continue;
        if (route.endpoint.method !== method) {
          allowed.push(route.endpoint.method);
          continue;
        }
        if (!best || route.literalCount > best.route.literalCount) best = { route, params };
      }
      if (best) return best;
      return allowed.length ? { allowed } : null;
    },
  };
}
