import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { z } from 'zod';

import { CONTROL_CHARS_MESSAGE, hasControlChars, MAX_PATH_PARAM_LENGTH } from '../../../lib/contract';
import { FORM_CONTENT_TYPE, isRawResponse, type BodyEncoding } from '../../../lib/contract/endpoint';
import { clientAddress } from '../../../lib/shared/client-address.mjs';
import { sessionExpired } from '../domain/identity/users';
import { ANONYMOUS, resolveAuth, resolveSession } from './auth';
import { badRequest, DomainError, HttpError, INTERNAL_ERROR, toHttpError } from './errors';
import { type AppContext, type RawResult, type Route, type Router } from './router';

z.config(z.locales.pt());

export const MAX_BODY_BYTES = 1024 * 1024;

const JSON_HEADERS = {
  'Content-Type': 'application/json; charset=utf-8',
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
};

function send(res: ServerResponse, status: number, body: unknown, extra: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { ...JSON_HEADERS, 'Content-Length': Buffer.byteLength(text), ...extra });
  res.end(text);
}

function sendError(res: ServerResponse, err: HttpError, extra: Record<string, string> = {}): void {
  send(res, err.status, err.toBody(), { ...err.headers, ...extra });
}

const KIND_LABEL = {
  params: 'Parâmetro inválido',
  query: 'Parâmetro inválido',
  body: 'Campo inválido',
  headers: 'Cabeçalho inválido',
} as const;

function valueAt(input: unknown, path: PropertyKey[]): unknown {
  let v: unknown = input;
  for (const k of path) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<PropertyKey, unknown>)[k];
  }
  return v;
}

/** Turns a zod failure into a 400 naming the field in pt-BR. */
export function zodToHttp(kind: keyof typeof KIND_LABEL, err: z.ZodError, input: unknown): HttpError {
  const campos: Record<string, string> = {};
  for (const issue of err.issues) {
    const field = issue.path.map(String).join('.') || kind;
    if (campos[field]) continue;
    // A missing header keeps its own message (the call's, e.g. Idempotency-Key's), not 'Campo obrigatório'.
    const missing =
      kind !== 'headers' &&
      issue.code === 'invalid_type' &&
      issue.path.length > 0 &&
      valueAt(input, issue.path) === undefined;
    campos[field] = missing ? 'Campo obrigatório' : issue.message;
  }
  const [field, msg] = Object.entries(campos)[0] ?? [kind, 'Valor inválido'];
  return new HttpError(400, 'VALIDACAO', `${KIND_LABEL[kind]}: ${field} — ${msg}`, campos);
}

function parseWith(kind: keyof typeof KIND_LABEL, schema: z.ZodType | undefined, input: unknown): unknown {
  if (!schema) return undefined;
  const r = schema.safeParse(input);
  if (!r.success) throw zodToHttp(kind, r.error, input);
  return r.data;
}

/** Query string to a plain object: first value wins; empty values are treated as absent. */
function queryObject(params: URLSearchParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of params) {
    if (v === '' || k in out) continue;
    if (k.length > 100) throw badRequest('Parâmetro inválido: nome de parâmetro muito longo');
    if (v.length > 2000) throw badRequest(`Parâmetro inválido: ${k} — Valor muito longo`, { [k]: 'Valor muito longo' });
    if (hasControlChars(k) || hasControlChars(v)) {
      const name = hasControlChars(k) ? 'nome de parâmetro' : k;
      throw badRequest(`Parâmetro inválido: ${name} — ${CONTROL_CHARS_MESSAGE}`, { [name]: CONTROL_CHARS_MESSAGE });
    }
    out[k] = v;
  }
  return out;
}

/** The media type of a request (`application/json`), lower-case, without parameters; '' when absent. */
function mediaType(req: IncomingMessage): string {
  return (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
}

/**
 * A form body (application/x-www-form-urlencoded) as a plain object of strings: the first value of
 * a repeated field wins (like the query string); control characters are refused as in JSON bodies.
 */
function parseForm(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of new URLSearchParams(text)) {
    if (k in out) continue;
    if (hasControlChars(k) || hasControlChars(v, true)) {
      const name = hasControlChars(k) ? 'corpo' : k;
      throw badRequest(`Campo inválido: ${name} — ${CONTROL_CHARS_MESSAGE}`, { [name]: CONTROL_CHARS_MESSAGE });
    }
    out[k] = v;
  }
  return out;
}

async function readBody(req: IncomingMessage, encoding: BodyEncoding = 'json'): Promise<unknown> {
  // A form call accepts only forms (a missing content type is read as one): JSON is 415.
  if (encoding === 'form' && mediaType(req) !== '' && mediaType(req) !== FORM_CONTENT_TYPE) {
    req.resume();
    throw new HttpError(415, 'FORMATO_NAO_SUPORTADO', `Formato do corpo não suportado: envie ${FORM_CONTENT_TYPE}`);
  }
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > MAX_BODY_BYTES)
    throw new HttpError(413, 'CORPO_MUITO_GRANDE', 'Corpo da requisição muito grande (máximo 1 MB)');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const b = chunk as Buffer;
    size += b.length;
    if (size > MAX_BODY_BYTES)
      throw new HttpError(413, 'CORPO_MUITO_GRANDE', 'Corpo da requisição muito grande (máximo 1 MB)');
    chunks.push(b);
  }
  if (size === 0) return undefined;
  const text = Buffer.concat(chunks).toString('utf8');
  if (encoding === 'form') return parseForm(text);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw badRequest('JSON inválido', undefined, 'JSON_INVALIDO');
  }
  const problem = bodyProblem(body);
  if (problem?.kind === 'depth') {
    throw badRequest(`Campo inválido: corpo — JSON aninhado demais (máximo ${MAX_BODY_DEPTH} níveis)`, {
      corpo: 'JSON aninhado demais',
    });
  }
  if (problem) {
    const name = problem.field || 'corpo';
    throw badRequest(`Campo inválido: ${name} — ${CONTROL_CHARS_MESSAGE}`, { [name]: CONTROL_CHARS_MESSAGE });
  }
  return body;
}

/** Deepest nesting of arrays and objects a request body may have (the contract's bodies need a handful). */
export const MAX_BODY_DEPTH = 32;

/**
 * The first problem of a parsed JSON body, in document order: a string (value or key) with a
 * control character (`field`: its path, `a.b.0`), or nesting deeper than MAX_BODY_DEPTH. Iterative:
 * a 1 MB body of nested arrays must not exhaust the stack (it was a 500).
 */
function bodyProblem(body: unknown): { kind: 'control' | 'depth'; field: string } | null {
  const stack: { v: unknown; at: string; depth: number; key?: string }[] = [{ v: body, at: '', depth: 0 }];
  while (stack.length) {
    const { v, at, depth, key } = stack.pop()!;
    if (key !== undefined && hasControlChars(key)) return { kind: 'control', field: at };
    if (typeof v === 'string') {
      if (hasControlChars(v, true)) return { kind: 'control', field: at };
      continue;
    }
    if (v === null || typeof v !== 'object') continue;
    if (depth >= MAX_BODY_DEPTH) return { kind: 'depth', field: at };
    const children = Array.isArray(v)
      ? v.map((child, i) => ({ v: child, at: at ? `${at}.${i}` : String(i), depth: depth + 1 }))
      : Object.entries(v).map(([k, child]) => ({ v: child, at: at ? `${at}.${k}` : k, depth: depth + 1, key: k }));
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
  }
  return null;
}

function decodeSegments(pathname: string): string[] {
  const raw = pathname.split('/').filter(Boolean);
  return raw.map((s) => {
    let d: string;
    try {
      d = decodeURIComponent(s);
    } catch {
      throw badRequest('Parâmetro inválido: caminho mal formado');
    }
    if (d.length > MAX_PATH_PARAM_LENGTH) {
      throw badRequest(`Parâmetro inválido: caminho — Valor muito longo (máximo ${MAX_PATH_PARAM_LENGTH} caracteres)`);
    }
    if (hasControlChars(d)) throw badRequest(`Parâmetro inválido: caminho — ${CONTROL_CHARS_MESSAGE}`);
    return d;
  });
}

async function handle(router: Router, app: AppContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  let url: URL;
  try {
    url = new URL(req.url ?? '/', 'http://localhost');
  } catch {
    // An absolute-form target Node accepts but WHATWG URL does not (`http://[::1`, a port past 65535).
    throw badRequest('Parâmetro inválido: caminho mal formado');
  }
  if (url.pathname.length > 4000) throw badRequest('Caminho muito longo');
  const segments = decodeSegments(url.pathname);
  const method = req.method === 'HEAD' ? 'GET' : (req.method ?? 'GET');
  const found = router.find(method, segments);
  // An unknown route or method is answered once its body is read (see refuse() in createHttpServer).
  if (!found) throw notFoundRoute();
  if ('allowed' in found) {
    throw new HttpError(405, 'METODO_NAO_PERMITIDO', 'Método não permitido', undefined, undefined, {
      Allow: found.allowed.join(', '),
    });
  }
  const { route, params: rawParams } = found;
  const { endpoint } = route;
  const rawQuery = queryObject(url.searchParams);
  const params = parseWith('params', endpoint.params, rawParams);
  const query = parseWith('query', endpoint.query, rawQuery);
  const headers = parseWith('headers', endpoint.headers, req.headers);
  const rawBody = endpoint.body ? await readBody(req, endpoint.bodyEncoding) : (req.resume(), undefined);
  const body = parseWith('body', endpoint.body, rawBody);
  // The caller is resolved once, here: the path's {token} segment, else `Authorization: Bearer`.
  const tokenParam = endpoint.token?.param;
  const auth = await resolveSession(
    app.db,
    tokenParam ? await resolveAuth(rawParams[tokenParam]) : ANONYMOUS,
    req.headers,
  );
  if (endpoint.session === 'required' && !auth.sessao) throw sessionExpired();
  const result = await route.handler({
    params,
    query,
    body,
    headers,
    rawHeaders: req.headers,
    auth,
    app,
    db: app.db,
    req,
    clientAddress: clientAddress(req.headers['x-forwarded-for'], req.socket.remoteAddress, app.trustedProxyHops),
  });
  respond(route, result, req, res);
}

function respond(route: Route, result: unknown, req: IncomingMessage, res: ServerResponse): void {
  const { response } = route.endpoint;
  if (isRawResponse(response)) {
    const raw = result as RawResult;
    const buf = typeof raw.body === 'string' ? Buffer.from(raw.body, 'utf8') : raw.body;
    res.writeHead(raw.status ?? 200, {
      'Content-Type': raw.contentType,
      'Content-Length': buf.length,
      'X-Content-Type-Options': 'nosniff',
      ...(raw.headers ?? {}),
    });
    res.end(req.method === 'HEAD' ? undefined : buf);
    return;
  }
  const parsed = response.safeParse(result);
  if (!parsed.success) {
    console.error(
      `[api] resposta fora do contrato em ${route.endpoint.method} ${route.endpoint.path}`,
      z.prettifyError(parsed.error),
    );
    throw INTERNAL_ERROR;
  }
  send(res, 200, parsed.data);
}

const notFoundRoute = () => new HttpError(404, 'NAO_ENCONTRADO', 'Recurso não encontrado');

/**
 * Reads and drops what is left of a request body: at most 8 MB, while it keeps coming (2 s without a
 * byte ends it; 10 s in all), so a busy machine's slow upload still gets its answer read.
 */
function drainRequest(req: IncomingMessage, maxBytes = 8 * 1024 * 1024, idleMs = 2000, maxMs = 10_000): Promise<void> {
  if (req.readableEnded || req.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    let seen = 0;
    let idle: NodeJS.Timeout;
    const done = () => {
      clearTimeout(idle);
      clearTimeout(cap);
      req.off('data', onData);
      resolve();
    };
    const onData = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > maxBytes) return done();
      clearTimeout(idle);
      idle = setTimeout(done, idleMs);
    };
    idle = setTimeout(done, idleMs);
    const cap = setTimeout(done, maxMs);
    req.on('data', onData);
    req.once('end', done);
    req.once('close', done);
    req.once('error', done);
    req.resume();
  });
}

/** Node's own answers to a head its parser refuses (as its default `clientError` handler gives them). */
const UNPARSABLE_STATUS: Record<string, string> = {
  HPE_HEADER_OVERFLOW: '431 Request Header Fields Too Large',
  HPE_CHUNK_EXTENSIONS_OVERFLOW: '413 Payload Too Large',
  ERR_HTTP_REQUEST_TIMEOUT: '408 Request Timeout',
};
const answeredUnparsable = new WeakSet<Duplex>();

/**
 * A request whose head Node cannot parse (a control character in a header, a head over 16 KB…) gets Node's own bare
 * answer, and the socket then closes, but not at once: Node's default closes it with the client's body still
 * arriving, and that close is a reset that can take the answer with it (the fuzz's `TRACE /openapi.json` with an
 * escape character in its cookie and a 400 KB body). As drainRequest does for a refused body, what still comes is
 * read and dropped, bounded (8 MB; 2 s without a byte; 10 s in all), after the answer is sent.
 */
function answerUnparsable(err: NodeJS.ErrnoException, socket: Duplex): void {
  if (answeredUnparsable.has(socket)) return;
  answeredUnparsable.add(socket);
  if (!socket.writable || err.code === 'ECONNRESET') {
    socket.destroy();
    return;
  }
  const status = UNPARSABLE_STATUS[err.code ?? ''] ?? '400 Bad Request';
  let seen = 0;
  const close = () => {
    clearTimeout(idle);
    clearTimeout(cap);
    socket.destroy();
  };
  let idle = setTimeout(close, 2000);
  const cap = setTimeout(close, 10_000);
  socket.removeAllListeners('data');
  socket.on('data', (chunk: Buffer) => {
    seen += chunk.length;
    if (seen > 8 * 1024 * 1024) return close();
    clearTimeout(idle);
    idle = setTimeout(close, 2000);
  });
  socket.once('end', close);
  socket.once('close', close);
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\n\r\n`);
  socket.resume();
}

export function createHttpServer(router: Router, app: AppContext): http.Server {
  const server = http.createServer((req, res) => {
    handle(router, app, req, res).catch((err: unknown) => {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      if (err instanceof DomainError) err = toHttpError(err);
      if (err instanceof HttpError) {
        if (err.status === 413) res.setHeader('Connection', 'close');
        // Refused before its body was read (an unknown route or method, a bad parameter, a declared length
        // over the limit), the body may still be on its way: read and drop it (bounded) first. Answering and
        // closing under the client's upload (`Connection: close`) resets the connection, and the client
        // never reads the answer (the fuzz run's ECONNRESET on `TRACE /openapi.json` with a 400 KB body).
        void drainRequest(req).then(() => sendError(res, err as HttpError));
        return;
      }
      console.error(`[api] erro inesperado em ${req.method} ${req.url}`, err);
      sendError(res, INTERNAL_ERROR);
    });
  });
  server.on('clientError', answerUnparsable);
  // CONNECT (a proxy tunnel) is not served; without this listener Node closes the socket with no answer.
  server.on('connect', (_req: IncomingMessage, socket: Duplex) => {
    const text = JSON.stringify(new HttpError(405, 'METODO_NAO_PERMITIDO', 'Método não permitido').toBody());
    socket.on('error', () => socket.destroy());
    socket.end(
      `HTTP/1.1 405 Method Not Allowed\r\nContent-Type: ${JSON_HEADERS['Content-Type']}\r\nCache-Control: no-store\r\n` +
        `Content-Length: ${Buffer.byteLength(text)}\r\nConnection: close\r\n\r\n${text}`,
    );
  });
  return server;
}
