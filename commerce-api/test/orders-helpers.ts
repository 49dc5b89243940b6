/**
 * Order tests run against an API and database of their own (order-world.ts, spawned here) with a
 * SQL side channel: PGlite in memory, or a throw-away database on the DATABASE_URL server.
 * Helpers place carts, ask for delivery and payment methods and submit orders.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import type { SubmitOrderBody, SubmitOrderResponse } from '../../lib/contract/order';
import { stableUuid } from '../seed/util';
import { DEMO_ADDRESSES, DEMO_SUPPLIERS, type DemoSupplierKey } from '../seed/demo-world';
import type { Res } from './helpers';
import { send } from './identity-helpers';
import type { Session } from './cart-helpers';

const ROOT = path.resolve(__dirname, '../..');

export type World = { sql<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>; close(): Promise<void> };

async function admin(url: string, text: string): Promise<void> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    await c.query(text);
  } finally {
    await c.end();
  }
}

/** Starts the world and points the test helpers (API_BASE_URL) at its API. */
export async function startOrderWorld(name: string): Promise<World> {
  const adminUrl = process.env.DATABASE_URL?.trim() || undefined;
  const dbName = `commerce_${name}_${process.pid}`;
  let dbUrl = '';
  if (adminUrl) {
    await admin(adminUrl, `DROP DATABASE IF EXISTS ${dbName}`);
    await admin(adminUrl, `CREATE DATABASE ${dbName}`);
    const u = new URL(adminUrl);
    u.pathname = `/${dbName}`;
    dbUrl = u.toString();
  }
  const child: ChildProcess = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['commerce-api/test/order-world.ts'], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: '', SCENARIO_DATABASE_URL: dbUrl },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const [apiUrl, sqlUrl] = await new Promise<[string, string]>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`mundo de pedidos não iniciou:\n${output}`)), 90_000);
    child.stdout!.on('data', (d: Buffer) => {
      output += d.toString();
      const m = /mundo: (\S+) (\S+)/.exec(output);
      if (m) {
        clearTimeout(timer);
        resolve([m[1]!, m[2]!]);
      }
    });
    child.stderr!.on('data', (d: Buffer) => {
      output += d.toString();
      if (process.env.API_TEST_VERBOSE) process.stderr.write(d);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`mundo de pedidos terminou (${code}):\n${output}`));
    });
  });
  const previous = process.env.API_BASE_URL;
  process.env.API_BASE_URL = apiUrl;
  return {
    async sql<T>(text: string, params: unknown[] = []): Promise<T[]> {
      const r = await fetch(sqlUrl, { method: 'POST', body: JSON.stringify({ sql: text, params }) });
      const j = (await r.json()) as { rows?: T[]; error?: string };
      if (!r.ok) throw new Error(`SQL: ${j.error}`);
      return j.rows!;
    },
    async close() {
      process.env.API_BASE_URL = previous;
      await new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        const t = setTimeout(() => {
          child.kill('SIGKILL');
          resolve();
        }, 10_000);
        child.once('exit', () => {
          clearTimeout(t);
          resolve();
        });
        child.kill('SIGTERM');
      });
      if (adminUrl) await admin(adminUrl, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    },
  };
}

export const payment = (supplier: DemoSupplierKey, tipo: string) => stableUuid(`pagto:${DEMO_SUPPLIERS[supplier].slug}:${tipo}`);

export const orderPath = (s: Session, idcliente = s.usuario.idcliente, suffix = '') => `/v2/app/${s.token}/usuario/${idcliente}/pedido${suffix}`;

export const newKey = () => `chk_${randomUUID().replace(/-/g, '')}`;

export function submitRaw(s: Session, body: unknown, key: string | null = newKey(), idcliente?: string): Promise<Res<SubmitOrderResponse & { codigo?: string; mensagem?: string; itensName?: string }>> {
  return send('POST', orderPath(s, idcliente), body, key === null ? {} : { 'Idempotency-Key': key });
}

export const DEMO_ADDRESS = DEMO_ADDRESSES;

export type OrderBody = SubmitOrderBody;
