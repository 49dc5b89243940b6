/**
 * What a shopper's browser does with the storefront, from node: requests with the supplier's Host,
 * a session through the cross-domain handoff and the delivery place through its route handler (as
 * the header's picker sets it), and server actions called the way React calls them (the build's
 * action ids from its server reference manifest, arguments encoded by React's own encodeReply).
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';

import { json, post, type Shopper } from './harness';
import { keptAliveRequest } from './kept-alive';

const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });

type Answer = { status: number; cookies: string[]; location: string | null; text: string };

/** A request to the storefront with the Host given; answers status, Set-Cookie pairs, Location and the body. */
export async function storefrontRequest(
  url: string,
  host: string,
  init: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<Answer> {
  const a = await keptAliveRequest(url, agent, { ...init, headers: { ...init.headers, host } });
  return {
    status: a.status,
    cookies: (a.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]!),
    location: a.headers.location ?? null,
    text: a.body.toString('utf8'),
  };
}

/**
 * The cookies of a logged-in shopper's browser on `host`: the session (a handoff code made with the
 * API token, consumed by the storefront's /login-token) and the delivery place (the saved address).
 */
export async function storefrontSession(
  apiUrl: string,
  webUrl: string,
  host: string,
  idfornecedor: string,
  shopper: Shopper,
): Promise<string> {
  const seg = `${shopper.token}~${shopper.idcliente}`;
  const { codigo } = await json<{ codigo: string }>(
    `${apiUrl}/v4/auth/handoff`,
    post({ idfornecedor }, { authorization: `Bearer ${seg}` }),
  );
  const login = await storefrontRequest(
    `${webUrl}/login-token/${encodeURIComponent(codigo)}/${encodeURIComponent(shopper.email)}`,
    host,
  );
  const jar = new Map(login.cookies.map((c) => [c.split('=')[0]!, c]));
  if (![...jar.keys()].some((k) => k.startsWith('commerce-auth-token')))
    throw new Error(`Sem sessão depois do /login-token (HTTP ${login.status})`);
  const place = await storefrontRequest(`${webUrl}/api/entrega/endereco`, host, {
    method: 'POST',
    headers: { cookie: [...jar.values()].join('; '), origin: `http://${host}`, 'content-type': 'application/json' },
    body: JSON.stringify({ idendereco: shopper.idendereco }),
  });
  if (place.status !== 200) throw new Error(`Endereço de entrega não aplicado (HTTP ${place.status})`);
  for (const c of place.cookies) jar.set(c.split('=')[0]!, c);
  return [...jar.values()].join('; ');
}

/** The id of a server action of the build (`exportedName`), as the page at `route` knows it. */
export function actionId(root: string, exportedName: string, route: string): string {
  const file = path.join(root, process.env.NEXT_DIST_DIR || '.next', 'server', 'server-reference-manifest.json');
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as {
    node: Record<string, { workers: Record<string, unknown>; exportedName?: string }>;
  };
  const found = Object.entries(manifest.node).find(
    ([, a]) => a.exportedName === exportedName && `app${route}/page` in a.workers,
  );
  if (!found) throw new Error(`Ação ${exportedName} não encontrada para ${route} no build`);
  return found[0];
}

type ReplyEncoder = { encodeReply(value: unknown): Promise<string | FormData> };
// React's own encoder (the one Next's client uses for server action arguments).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const flight = require('next/dist/compiled/react-server-dom-turbopack/client.node') as ReplyEncoder;

/**
 * Calls a server action as the browser does (POST to the page, Next-Action header, arguments
 * encoded by React) and answers the action's result, read from the RSC answer's row 1.
 */
export async function callAction<T>(
  url: string,
  host: string,
  id: string,
  args: unknown[],
  cookie: string,
): Promise<{ status: number; result: T | null; text: string }> {
  const encoded = await flight.encodeReply(args);
  const headers: Record<string, string> = {
    'next-action': id,
    accept: 'text/x-component',
    origin: `http://${host}`,
    cookie,
  };
  let body: string | Buffer;
  if (typeof encoded === 'string') {
    headers['content-type'] = 'text/plain;charset=UTF-8';
    body = encoded;
  } else {
    const r = new Response(encoded);
    headers['content-type'] = r.headers.get('content-type')!;
    body = Buffer.from(await r.arrayBuffer());
  }
  const a = await storefrontRequest(url, host, { method: 'POST', headers, body });
  const row = a.text.split('\n').find((l) => l.startsWith('1:'));
  let result: T | null = null;
  try {
    result = row ? (JSON.parse(row.slice(2)) as T) : null;
  } catch {
    result = null;
  }
  return { status: a.status, result, text: a.text };
}
