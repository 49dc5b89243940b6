/**
 * Test helper process (not a test): the API over a database of its own plus a SQL side channel,
 * so order tests can look at and arrange rows (stock, credit, a single-use coupon, an in-flight
 * idempotency key), and the chat's socket.io. Jest cannot load PGlite in-process, so orders-helpers.ts spawns this with tsx.
 * PGlite in memory, or SCENARIO_DATABASE_URL (a throw-away database made by the test). Prints
 * "mundo: <api url> <sql url>"; stops on SIGTERM. The side channel listens on 127.0.0.1 only.
 * WORLD_LEGACY_BEFORE and WORLD_LEGACY_SQL: the migrations before that version run first, then that
 * SQL (data as the older schema held it), then the rest and the seed (a migration's test).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

import { seedPending } from '../seed';
import { prepareDb } from '../src/app';
import { openDb } from '../src/db';
import { migrate } from '../src/db/migrate';
import { setClock } from '../src/domain/clock';
import { attachChat } from '../src/http/chat-socket';
import { createRouter } from '../src/http/router';
import { createHttpServer } from '../src/http/server';
import { ROUTES } from '../src/routes';

async function listen(server: http.Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function main() {
  const databaseUrl = process.env.SCENARIO_DATABASE_URL || undefined;
  const before = process.env.WORLD_LEGACY_BEFORE;
  let db;
  if (before) {
    db = await openDb({ databaseUrl, pgliteDataDir: 'memory://' });
    await migrate(db, { before });
    await db.exec(process.env.WORLD_LEGACY_SQL ?? '');
    await migrate(db);
    await seedPending(db);
  } else {
    db = await prepareDb({ DATABASE_URL: databaseUrl, PGLITE_DATA_DIR: 'memory://' });
  }
  // Statements the API ran outside transactions (the side channel's are not counted): a test proves a
  // read's cost does not grow with the data (`{contagem: true}` answers the count so far).
  let statements = 0;
  const counted = new Proxy(db, {
    get(target, key) {
      if (key === 'query')
        return (text: string, params?: readonly unknown[]) => {
          statements++;
          return target.query(text, params);
        };
      const value: unknown = Reflect.get(target, key);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
  const api = createHttpServer(createRouter(ROUTES), { db: counted, trustedProxyHops: 1 });
  api.keepAliveTimeout = 65_000;
  // The chat's socket.io too (in-memory adapter on PGlite): chat-session.test.ts revokes sessions through the side channel.
  await attachChat(api, db, { databaseUrl: process.env.SCENARIO_DATABASE_URL || undefined });
  const sql = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const {
        sql: text,
        params,
        relogio,
        contagem,
      } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
        sql?: string;
        params?: unknown[];
        relogio?: string | null;
        contagem?: boolean;
      };
      if (contagem) {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ rows: [{ n: statements }] }));
        return;
      }
      // The domain clock of this world (domain/clock.ts): an instant, or null for the real time.
      if (relogio !== undefined) {
        setClock(relogio === null ? null : new Date(relogio));
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ rows: [] }));
        return;
      }
      db.query(text!, params ?? []).then(
        (rows) => {
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ rows }));
        },
        (e: unknown) => {
          res.writeHead(500, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ error: e instanceof Error ? e.message : String(e) }));
        },
      );
    });
  });
  console.log(`mundo: ${await listen(api)} ${await listen(sql)}`);
  process.on('SIGTERM', () => {
    api.closeAllConnections();
    void db.close().finally(() => process.exit(0));
  });
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
