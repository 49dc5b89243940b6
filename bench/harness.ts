/**
 * What the API benchmarks share: command-line options, percentiles, and an in-process API on
 * PGlite in memory or, with DATABASE_URL, on a throw-away database of that server (dropped at
 * the end).
 */
import http from 'node:http';
import os from 'node:os';
import zlib from 'node:zlib';
import pg from 'pg';

import { DEMO_CEPS } from '../commerce-api/seed/demo-world';
import { startApi } from '../commerce-api/src/app';
import { buildPath } from '../lib/contract/endpoint';
import { identityEndpoints } from '../lib/contract/identity';
import { postgresServer } from '../scripts/lib/stack.mjs';
import { keptAliveRequest } from './kept-alive';

export function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? undefined : process.argv[i + 1];
}

export const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))]!;
};

/** "  name   mediana 4.9 ms   p95 8.8 ms   (n=200)" */
export function statsLine(name: string, xs: number[], width = 22): string {
  return `  ${name.padEnd(width)} mediana ${percentile(xs, 50).toFixed(1).padStart(6)} ms   p95 ${percentile(xs, 95).toFixed(1).padStart(6)} ms   (n=${xs.length})`;
}

type Api = Awaited<ReturnType<typeof startApi>>;

async function admin(url: string, sql: string): Promise<void> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

/** Runs `fn` against a fresh API and database; both are gone afterwards. */
export async function withBenchApi(name: string, fn: (api: Api) => Promise<void>): Promise<void> {
  const adminUrl = process.env.DATABASE_URL?.trim() || undefined;
  const dbName = `bench_${name}_${process.pid}`;
  const db = adminUrl ? await createDatabase(adminUrl, dbName) : undefined;
  const dbUrl = db?.url;
  const api = await startApi({
    PORT: 0,
    HOST: '127.0.0.1',
    DATABASE_URL: dbUrl,
    PGLITE_DATA_DIR: 'memory://',
  } as Parameters<typeof startApi>[0]);
  console.log(`Banco: ${api.db.kind}${adminUrl ? ` (${dbName})` : ' (memória)'}`);
  try {
    await fn(api);
  } finally {
    await api.close();
    await db?.drop();
  }
}

/**
 * `withBenchApi` on PostgreSQL: DATABASE_URL when set, else a throw-away cluster started for the
 * run and removed after it (what bench:checkout and bench:orders measure on).
 */
export async function withPostgresBenchApi(name: string, fn: (api: Api) => Promise<void>): Promise<void> {
  const server = await postgresForBench();
  const before = process.env.DATABASE_URL;
  process.env.DATABASE_URL = server.url;
  try {
    await withBenchApi(name, fn);
  } finally {
    process.env.DATABASE_URL = before;
    await server.stop();
  }
}

/** A database of its own on `adminUrl`'s server (dropped first when left by an earlier run). */
export async function createDatabase(
  adminUrl: string,
  dbName: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  await admin(adminUrl, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin(adminUrl, `CREATE DATABASE ${dbName}`);
  const u = new URL(adminUrl);
  u.pathname = `/${dbName}`;
  return { url: u.toString(), drop: () => admin(adminUrl, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`) };
}

/** A valid CPF from a number (registrations need distinct documents). */
export function cpfOf(n: number): string {
  const d = String(100_000_000 + n)
    .slice(-9)
    .split('')
    .map(Number);
  for (const size of [9, 10]) {
    let sum = 0;
    for (let i = 0; i < size; i++) sum += d[i]! * (size + 1 - i);
    d.push(((sum * 10) % 11) % 10);
  }
  return d.join('');
}

/** The JSON answer of a call that must succeed (else throws with the status and body). */
export async function json<T>(url: string, init: RequestInit): Promise<T> {
  const r = await fetch(url, init);
  const body = (await r.json()) as T;
  if (!r.ok) throw new Error(`${r.status} em ${url}: ${JSON.stringify(body)}`);
  return body;
}

export const post = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

export function run(main: () => Promise<void>): void {
  main().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}

export const median = (xs: number[]) => percentile(xs, 50);

/** "load 0.52 0.80 1.10 (1/5/15 min) on 2 CPUs": how busy the machine was while measuring. */
export function machineLoad(): string {
  const [a, b, c] = os.loadavg();
  return `carga ${a!.toFixed(2)} ${b!.toFixed(2)} ${c!.toFixed(2)} (1/5/15 min) em ${os.cpus().length} CPUs`;
}

/**
 * A PostgreSQL server to measure on: DATABASE_URL when set, else a throw-away cluster (initdb in a
 * temporary folder, loopback only, as `npm test` starts one; run as `postgres` when root), stopped
 * and removed by `stop()`. One implementation with bench:load, bench:faults and npm run cluster
 * (scripts/lib/stack.mjs).
 */
export async function postgresForBench(): Promise<{ url: string; stop: () => Promise<void> }> {
  const server = await postgresServer();
  if (server.dir) console.log(`PostgreSQL descartável em ${server.dir}`);
  return { url: server.url, stop: server.stop };
}

export type Shopper = { token: string; idcliente: string; idendereco: string; cpf: string; email: string };

/**
 * `n` customers of a supplier through the API: registered, logged in, each with a saved address in
 * the delivery area (Rua Harmonia). Distinct forwarded addresses keep the login throttling out of it.
 */
export async function registerShoppers(
  apiUrl: string,
  n: number,
  idfornecedor: string,
  batch = 25,
): Promise<Shopper[]> {
  const H = DEMO_CEPS.harmonia;
  const stamp = Date.now() % 1_000_000;
  const one = async (i: number): Promise<Shopper> => {
    const cpf = cpfOf(stamp * 100 + i);
    const email = `bench.${stamp}.${i}@teste.com.br`;
    const from = { 'x-forwarded-for': `10.9.${i >> 8}.${i & 255}` };
    await json(
      apiUrl + buildPath(identityEndpoints.createUser, {}, { token: null, idcliente: null }),
      post({ nome: `Comprador ${i + 1}`, email, cpf, senha: 'bench1234', idfornecedor, tokenOrigin: 'commerce' }, from),
    );
    const login = await json<{ token: string; usuario: { idcliente: string } }>(
      apiUrl + buildPath(identityEndpoints.authenticate, {}),
      post({ cpf, senha: 'bench1234', idfornecedor, tokenOrigin: 'commerce' }, from),
    );
    const auth = { token: login.token, idcliente: login.usuario.idcliente };
    const addr = await json<{ idendereco: string }>(
      `${apiUrl}/v1/app/${auth.token}~${auth.idcliente}/enderecos`,
      post({
        apelido: 'Casa',
        rua: H.rua,
        numero: String(10 + i),
        bairro: H.bairro,
        cidade: H.cidade,
        uf: H.uf,
        cep: H.cep,
        coords: { lat: H.lat, lng: H.lng },
      }),
    );
    return { ...auth, idendereco: addr.idendereco, cpf, email };
  };
  const out: Shopper[] = [];
  // In batches: password hashing is CPU-bound, and a burst of n registrations proves nothing here.
  for (let i = 0; i < n; i += batch)
    out.push(...(await Promise.all(Array.from({ length: Math.min(batch, n - i) }, (_, k) => one(i + k)))));
  return out;
}

const pageAgent = new http.Agent({ keepAlive: true, maxSockets: 512 });

type PageAnswer = { status: number; location: string | null; text: string; cache: string | null };

/**
 * GET a storefront page with a Host header of our choosing (the supplier's: fetch drops a `host`
 * header and sends the URL's), over kept-alive connections, as a browser asks for a document
 * (gzip accepted, and decoded here). `cookie`: a returning visitor's cookies.
 */
export async function getPage(url: string, host: string, timeoutMs = 30_000, cookie?: string): Promise<PageAnswer> {
  const headers: Record<string, string> = {
    host,
    accept: 'text/html',
    'accept-language': 'pt-BR',
    'accept-encoding': 'gzip',
  };
  if (cookie) headers.cookie = cookie;
  const a = await keptAliveRequest(url, pageAgent, { headers, timeoutMs });
  return {
    status: a.status,
    location: a.headers.location ?? null,
    text: (a.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(a.body) : a.body).toString('utf8'),
    cache: (a.headers['x-vitrine-cache'] as string | undefined) ?? null,
  };
}
