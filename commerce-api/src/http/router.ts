import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import type { z } from 'zod';
import type { Db } from '../db/types';
import type { AuthContext } from './auth';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

export type AppContext = { db: Db };

export type HandlerContext<P, Q, B, H> = {
  params: P;
  query: Q;
  body: B;
  headers: H;
  rawHeaders: IncomingHttpHeaders;
  auth: AuthContext;
  app: AppContext;
  db: Db;
  req: IncomingMessage;
};

/** A non-JSON answer (images, files). */
export type RawResult = {
  kind: 'raw';
  status?: number;
  contentType: string;
  body: string | Buffer;
  headers?: Record<string, string>;
};

type AnySchema = z.ZodType;
type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

export type RouteDef<PS, QS, BS, HS, RS> = {
  method: HttpMethod;
  /** Path template exactly as the spec writes it, e.g. `/v2/app/{token}/fornecedor`. */
  path: string;
  summary: string;
  tags: string[];
  /** Name of the path parameter that carries the `{token}` session segment, if any. */
  tokenParam?: string;
  params?: PS;
  query?: QS;
  body?: BS;
  headers?: HS;
  /** JSON response schema (the handler result is parsed with it) or a raw content type. */
  response: RS;
  handler: (
    ctx: HandlerContext<Out<PS>, Out<QS>, Out<BS>, Out<HS>>,
  ) => Promise<RS extends z.ZodType ? z.input<RS> : RawResult>;
};

export type RawResponseSpec = { contentType: string; description: string };

export type Route = {
  method: HttpMethod;
  path: string;
  summary: string;
  tags: string[];
  tokenParam?: string;
  params?: AnySchema;
  query?: AnySchema;
  body?: AnySchema;
  headers?: AnySchema;
  response: AnySchema | RawResponseSpec;
  handler: (ctx: HandlerContext<unknown, unknown, unknown, unknown>) => Promise<unknown>;
  /** compiled matcher */
  match: (segments: string[]) => Record<string, string> | null;
  literalCount: number;
};

export function isRawSpec(r: Route['response']): r is RawResponseSpec {
  return typeof r === 'object' && r !== null && 'contentType' in r && !('safeParse' in r);
}

/** Compiles a path template: `{name}` segments, optionally with a literal suffix (`{n}.svg`). */
function compile(path: string): { match: Route['match']; literalCount: number } {
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

/** Declares a route with full type inference of params/query/body/headers. */
export function defineRoute<
  PS extends AnySchema | undefined = undefined,
  QS extends AnySchema | undefined = undefined,
  BS extends AnySchema | undefined = undefined,
  HS extends AnySchema | undefined = undefined,
  RS extends AnySchema | RawResponseSpec = AnySchema,
>(def: RouteDef<PS, QS, BS, HS, RS>): Route {
  const { match, literalCount } = compile(def.path);
  return { ...(def as unknown as Omit<Route, 'match' | 'literalCount'>), match, literalCount };
}

export type Router = {
  routes: Route[];
  find(method: string, segments: string[]): { route: Route; params: Record<string, string> } | { allowed: string[] } | null;
};

export function createRouter(routes: Route[]): Router {
  const seen = new Set<string>();
  for (const r of routes) {
    const k = `${r.method} ${r.path}`;
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
        if (route.method !== method) {
          allowed.push(route.method);
          continue;
        }
        if (!best || route.literalCount > best.route.literalCount) best = { route, params };
      }
      if (best) return best;
      return allowed.length ? { allowed } : null;
    },
  };
}
