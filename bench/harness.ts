/**
 * What the API benchmarks share: command-line options, percentiles, and an in-process API on
 * PGlite in memory or, with DATABASE_URL, on a throw-away database of that server (dropped at
 * the end).
 */
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
