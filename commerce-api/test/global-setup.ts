import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const ROOT = path.resolve(__dirname, '../..');
export const BASE_URL_FILE = path.join(os.tmpdir(), `commerce-api-test-${process.pid}.url`);

type State = { child: ChildProcess; adminUrl?: string; dbName?: string };
declare global {
  var __COMMERCE_API__: State | undefined;
}

async function createDatabase(adminUrl: string): Promise<{ url: string; dbName: string }> {
  const dbName = `commerce_test_${process.pid}`;
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try {
    await c.query(`DROP DATABASE IF EXISTS ${dbName}`);
    await c.query(`CREATE DATABASE ${dbName}`);
  } finally {
    await c.end();
  }
  const u = new URL(adminUrl);
  u.pathname = `/${dbName}`;
  return { url: u.toString(), dbName };
}

/** Spawns the real API (tsx commerce-api/src/main.ts, PORT=0) and exports API_BASE_URL. */
export default async function globalSetup(): Promise<void> {
  const adminUrl = process.env.DATABASE_URL?.trim() || undefined;
  const created = adminUrl ? await createDatabase(adminUrl) : undefined;
  const child = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['commerce-api/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      PGLITE_DATA_DIR: 'memory://',
      DATABASE_URL: created?.url ?? '',
      // As behind the storefront: the right-most X-Forwarded-For entry is the client (each test
      // sends its own, so per-address limits of one test never affect another).
      TRUSTED_PROXY_HOPS: '1',
      // The subscriptions job runs on demand only (POST /admin/assinaturas/gerar).
      SUBSCRIPTION_JOB_SECONDS: '0',
      // The expiry job too (POST /admin/pedidos/expirar).
      ORDER_EXPIRY_JOB_SECONDS: '0',
      // The test run's own database: passwords hashed at 2^10 instead of 2^15 (config.ts scryptCostRefusal).
      NODE_ENV: 'test',
      SCRYPT_LOG_N: '10',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  globalThis.__COMMERCE_API__ = { child, adminUrl, dbName: created?.dbName };
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    // 180 s: on a loaded 2-core machine (parallel builds) the first start (migrations, seed) took over 90 s.
    const timer = setTimeout(() => reject(new Error(`API não iniciou em 180 s:\n${output}`)), 180_000);
    const onData = (d: Buffer) => {
      output += d.toString();
      const m = /ouvindo em (http:\/\/\S+)/.exec(output);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]!);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (d: Buffer) => {
      output += d.toString();
      if (process.env.API_TEST_VERBOSE) process.stderr.write(d);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`API terminou com código ${code}:\n${output}`));
    });
  });
  child.stdout!.on('data', (d: Buffer) => {
    if (process.env.API_TEST_VERBOSE) process.stdout.write(d);
  });
  process.env.API_BASE_URL = url;
  fs.writeFileSync(BASE_URL_FILE, url);
}
