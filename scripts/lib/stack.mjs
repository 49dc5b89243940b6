// The processes of a production-like run, for bench:load, bench:faults and cluster: a PostgreSQL
// server (DATABASE_URL, or a throw-away cluster as scripts/test-all.sh makes one), databases of
// their own on it, commerce API instances (tsx commerce-api/src/main.ts) and storefront instances
// (scripts/storefront-server.mjs on an existing `next build`). Node only; every child is stopped
// by stopStack().
import { execFileSync, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const BIN = path.join(ROOT, 'node_modules', '.bin');
export const BENCH_SESSION_SECRET = 'bench-somente-teste-segredo-de-sessao-com-32+-caracteres';

const children = new Set();
const cleanups = [];

export function say(message) {
  process.stdout.write(`${message}\n`);
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

/** A port from env `name`, else `fallback`, else a free one. */
export async function portFrom(name, fallback) {
  const raw = process.env[name];
  if (raw) return Number(raw);
  return fallback ?? freePort();
}

export function findPgBin() {
  const fromEnv = process.env.PG_BIN;
  if (fromEnv && existsSync(path.join(fromEnv, 'initdb'))) return fromEnv;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  for (const v of readdirSync(root).sort((x, y) => Number(y) - Number(x))) {
    const bin = path.join(root, v, 'bin');
    if (existsSync(path.join(bin, 'initdb')) && existsSync(path.join(bin, 'pg_ctl'))) return bin;
  }
  return null;
}

/**
 * A throw-away PostgreSQL cluster (initdb in a temporary folder, trust auth, loopback only; as
 * `postgres` when run as root), with `restart()` (an immediate stop: the crash of the server) and
 * `stop()` (also removes the folder).
 */
export async function throwawayPostgres({ port } = {}) {
  const bin = findPgBin();
  if (!bin)
    throw new Error('PostgreSQL não encontrado: defina DATABASE_URL ou PG_BIN (ou rode scripts/ensure-system-deps.sh)');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-pg-'));
  const asPostgres = process.getuid?.() === 0;
  if (asPostgres) execFileSync('chown', ['postgres:postgres', dir]);
  const pgRun = (cmd, args) =>
    asPostgres
      ? execFileSync('runuser', ['-u', 'postgres', '--', path.join(bin, cmd), ...args], { stdio: 'pipe' })
      : execFileSync(path.join(bin, cmd), args, { stdio: 'pipe' });
  const p = port ?? (await freePort());
  const data = path.join(dir, 'data');
  pgRun('initdb', [
    '-D',
    data,
    '-A',
    'trust',
    '-U',
    'postgres',
    '-E',
    'UTF8',
    `--locale=${process.env.PG_LOCALE || 'C.UTF-8'}`,
    '--no-sync',
  ]);
  const opts = `-p ${p} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200 -c fsync=off -c synchronous_commit=on`;
  const start = () =>
    pgRun('pg_ctl', ['-D', data, '-l', path.join(dir, 'server.log'), '-w', '-t', '60', '-o', opts, 'start']);
  start();
  let stopped = false;
  const server = {
    url: `postgres://postgres@127.0.0.1:${p}/postgres`,
    dir,
    /** Immediate stop (no shutdown checkpoint, as a crash) and start again. */
    restart() {
      pgRun('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      start();
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      try {
        pgRun('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      } catch {
        /* already stopped */
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
  cleanups.push(() => server.stop());
  return server;
}

/** DATABASE_URL when given (a server of yours), else a throw-away cluster. */
export async function postgresServer({ port } = {}) {
  const given = process.env.DATABASE_URL?.trim();
  if (given) return { url: given, dir: null, restart: null, stop: async () => undefined };
  return throwawayPostgres({ port });
}

export async function adminQuery(url, sql, params) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query(sql, params)).rows;
  } finally {
    await c.end();
  }
}

/** A fresh database `name` on the server of `adminUrl` (dropped at stopStack unless `keep`). */
export async function freshDatabase(adminUrl, name, { keep = false } = {}) {
  await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  if (!keep)
    cleanups.push(() => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined));
  return u.toString();
}

/** Spawns a child in its own process group; keeps the tail of its output for error messages. */
export function spawnChild(tag, command, args, env = {}, { echo = false } = {}) {
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.tag = tag;
  child.tail = '';
  const keep = (d) => {
    child.tail = (child.tail + d).slice(-6000);
    if (echo) process.stdout.write(String(d).replace(/^(?=.)/gm, `[${tag}] `));
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  children.add(child);
  child.exited = new Promise((resolve) => {
    child.once('exit', (code, signal) => {
      children.delete(child);
      resolve({ code, signal });
    });
  });
  return child;
}

export async function stopChild(child, signal = 'SIGTERM', graceMs = 8000) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    /* gone */
  }
  const t = setTimeout(() => {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      /* gone */
    }
  }, graceMs);
  await child.exited;
  clearTimeout(t);
}

export async function waitForHttp(url, { child, timeoutMs = 180_000, headers = {} } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && (child.exitCode !== null || child.signalCode !== null)) break;
    try {
      const res = await fetch(url, { headers, redirect: 'manual', signal: AbortSignal.timeout(5000) });
      if (res.status < 500) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${child?.tag ?? url} não respondeu em ${url}${child ? `:\n${child.tail}` : ''}`);
}

const RUN_ADMIN_KEY = randomBytes(24).toString('base64url');

/**
 * A commerce API instance on `databaseUrl` (migrates and seeds on its first start; several instances
 * take turns on the migration lock). `hops`: proxies in front whose X-Forwarded-For is trusted.
 */
export async function startApi({ port, databaseUrl, hops = 1, env = {}, tag = 'api', echo = false }) {
  const child = spawnChild(
    tag,
    path.join(BIN, 'tsx'),
    ['commerce-api/src/main.ts'],
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      TRUSTED_PROXY_HOPS: String(hops),
      NODE_ENV: 'production',
      // Production refuses a key written in the repository: one random key per run (all instances).
      ADMIN_API_KEY: process.env.ADMIN_API_KEY || RUN_ADMIN_KEY,
      ...env,
    },
    { echo },
  );
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/health`, { child });
  return { child, url, port };
}

/** A storefront instance (production server on the existing build; `dir`: another Next app). */
export async function startStorefront({ port, apiUrl, hops = 0, env = {}, tag = 'vitrine', dir, echo = false }) {
  const child = spawnChild(
    tag,
    process.execPath,
    ['scripts/storefront-server.mjs', '-p', String(port)],
    {
      COMMERCE_API_URL: apiUrl,
      PUBLIC_PORT: String(port),
      PUBLIC_PROTOCOL: 'http',
      SHARED_HOSTS: 'localhost,127.0.0.1',
      SESSION_SECRET: process.env.SESSION_SECRET ?? BENCH_SESSION_SECRET,
      TRUSTED_PROXY_HOPS: String(hops),
      WHITE_LABEL_SUPPLIER: '',
      PROVIDER_HOME_URL: '',
      ...(dir ? { STOREFRONT_DIR: dir } : {}),
      ...env,
    },
    { echo },
  );
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/`, { child, timeoutMs: 90_000 });
  return { child, url, port };
}

/**
 * The bare reference page (bench/reference-app) built once per machine in a copy outside the
 * repository (nested in it, Next picks up the repository's middleware.ts and fails on its imports);
 * the folder is named by a hash of the app's files, so a change rebuilds it. Answers the folder.
 */
export function referenceAppDir() {
  const src = path.join(ROOT, 'bench', 'reference-app');
  const files = ['app/layout.tsx', 'app/page.tsx', 'next.config.mjs', 'tsconfig.json'];
  const hash = createHash('sha256');
  for (const f of files) hash.update(readFileSync(path.join(src, f)));
  const dir = path.join(os.tmpdir(), `vitrine-referencia-${hash.digest('hex').slice(0, 12)}`);
  if (existsSync(path.join(dir, '.next', 'BUILD_ID'))) return dir;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const f of files) cpSync(path.join(src, f), path.join(dir, f), { recursive: true });
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'));
  say('Construindo a página de referência (bench/reference-app, next build numa cópia fora do repositório)…');
  // Turbopack's root must hold the real node_modules: '/' covers the temporary folder and the repository.
  execFileSync(path.join(BIN, 'next'), ['build'], {
    cwd: dir,
    stdio: 'inherit',
    env: { ...process.env, NEXT_DIST_DIR: '', TURBOPACK_ROOT: '/' },
  });
  return dir;
}

/** Whether a Next build exists in `dir` (relative to the repository). */
export function hasBuild(dir = '.', distDir = process.env.NEXT_DIST_DIR || '.next') {
  return existsSync(path.join(ROOT, dir, distDir, 'BUILD_ID'));
}

/** Stops every child started here, then runs the clean-ups (databases, clusters), newest first. */
export async function stopStack() {
  await Promise.all([...children].map((c) => stopChild(c)));
  while (cleanups.length) {
    try {
      await cleanups.pop()();
    } catch (e) {
      process.stderr.write(`limpeza falhou: ${e?.message ?? e}\n`);
    }
  }
}

/** "carga 1.20 0.90 0.70 (1/5/15 min) em 2 CPUs" */
export function machineLoad() {
  const [a, b, c] = os.loadavg();
  return `carga ${a.toFixed(2)} ${b.toFixed(2)} ${c.toFixed(2)} (1/5/15 min) em ${os.cpus().length} CPUs`;
}
