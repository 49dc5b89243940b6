/**
 * What the API benchmarks share: command-line options, percentiles, and an in-process API on
 * PGlite in memory or, with DATABASE_URL, on a throw-away database of that server (dropped at
 * the end).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startApi } from '../commerce-api/src/app';

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
  let dbUrl: string | undefined;
  if (adminUrl) {
    await admin(adminUrl, `DROP DATABASE IF EXISTS ${dbName}`);
    await admin(adminUrl, `CREATE DATABASE ${dbName}`);
    const u = new URL(adminUrl);
    u.pathname = `/${dbName}`;
    dbUrl = u.toString();
  }
  const api = await startApi({ PORT: 0, HOST: '127.0.0.1', DATABASE_URL: dbUrl, PGLITE_DATA_DIR: 'memory://' } as Parameters<typeof startApi>[0]);
  console.log(`Banco: ${api.db.kind}${adminUrl ? ` (${dbName})` : ' (memória)'}`);
  try {
    await fn(api);
  } finally {
    await api.close();
    if (adminUrl) await admin(adminUrl, `DROP DATABASE IF EXISTS ${dbName}`);
  }
}

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

function findPgBin(): string | null {
  const fromEnv = process.env.PG_BIN;
  if (fromEnv && fs.existsSync(path.join(fromEnv, 'initdb'))) return fromEnv;
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return null;
  const versions = fs.readdirSync(root).sort((x, y) => Number(y) - Number(x));
  for (const v of versions) {
    const bin = path.join(root, v, 'bin');
    if (fs.existsSync(path.join(bin, 'initdb')) && fs.existsSync(path.join(bin, 'pg_ctl'))) return bin;
  }
  return null;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/**
 * A PostgreSQL server to measure on: DATABASE_URL when set, else a throw-away cluster (initdb in a
 * temporary folder, loopback only, as `npm test` starts one; run as `postgres` when root), stopped
 * and removed by `stop()`.
 */
export async function postgresForBench(): Promise<{ url: string; stop: () => Promise<void> }> {
  const given = process.env.DATABASE_URL?.trim();
  if (given) return { url: given, stop: async () => undefined };
  const bin = findPgBin();
  if (!bin) throw new Error('PostgreSQL não encontrado: defina DATABASE_URL ou PG_BIN (ou instale postgresql)');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-pg-'));
  const asPostgres = process.getuid?.() === 0;
  if (asPostgres) execFileSync('chown', ['postgres:postgres', dir]);
  const runPg = (cmd: string, args: string[]) =>
    asPostgres ? execFileSync('runuser', ['-u', 'postgres', '--', path.join(bin, cmd), ...args], { stdio: 'pipe' }) : execFileSync(path.join(bin, cmd), args, { stdio: 'pipe' });
  const port = await freePort();
  runPg('initdb', ['-D', path.join(dir, 'data'), '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync']);
  runPg('pg_ctl', ['-D', path.join(dir, 'data'), '-l', path.join(dir, 'server.log'), '-w', '-t', '60', '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`, 'start']);
  console.log(`PostgreSQL descartável em ${dir} (porta ${port})`);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      try {
        runPg('pg_ctl', ['-D', path.join(dir, 'data'), '-m', 'fast', '-w', 'stop']);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
