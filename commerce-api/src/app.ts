import type { AddressInfo } from 'node:net';

import { seedPending } from '../seed';
import type { Env } from './config';
import { openDb } from './db';
import { migrate } from './db/migrate';
import type { Db } from './db/types';
import { setPasswordHashCost } from './domain/identity/crypto';
import { startOrderExpiryJob } from './domain/order/expiry';
import { startSubscriptionJob } from './domain/subscription/job';
import { attachChat } from './http/chat-socket';
import { createRouter } from './http/router';
import { createHttpServer } from './http/server';
import { startMailDelivery } from './mail/delivery';
import { ROUTES } from './routes';

/** Opens the database, migrates it and runs the seed modules it has not had yet. */
export async function prepareDb(env: Pick<Env, 'DATABASE_URL' | 'PGLITE_DATA_DIR'>): Promise<Db> {
  const db = await openDb({ databaseUrl: env.DATABASE_URL, pgliteDataDir: env.PGLITE_DATA_DIR });
  try {
    await migrate(db);
    await seedPending(db);
    return db;
  } catch (e) {
    await db.close().catch(() => undefined);
    throw e;
  }
}

export async function startApi(env: Env) {
  // Before the seed, which hashes the demo accounts' passwords.
  setPasswordHashCost(env.SCRYPT_LOG_N);
  const db = await prepareDb(env);
  // SMTP_URL: email_outbox is also delivered through SMTP, in the background.
  const mail = startMailDelivery(db, env);
  // The next orders of due subscriptions (SUBSCRIPTION_JOB_SECONDS, 0 = off).
  const subscriptions =
    env.SUBSCRIPTION_JOB_SECONDS > 0 ? startSubscriptionJob(db, env.SUBSCRIPTION_JOB_SECONDS * 1000) : null;
  // Orders unpaid past the deadline and expired quotes cancelled (ORDER_EXPIRY_JOB_SECONDS, 0 = off).
  const expiry = env.ORDER_EXPIRY_JOB_SECONDS > 0 ? startOrderExpiryJob(db, env.ORDER_EXPIRY_JOB_SECONDS * 1000) : null;
  const server = createHttpServer(createRouter(ROUTES), { db, trustedProxyHops: env.TRUSTED_PROXY_HOPS });
  // Idle kept-alive sockets outlive the clients' own idle limits (storefront, load balancer, test
  // runner): when the server closed first, a request racing the close failed with ECONNRESET.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  // Chat per order: socket.io on this same port (path /socket.io, namespace /chat).
  const chat = await attachChat(server, db, { databaseUrl: env.DATABASE_URL });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(env.PORT, env.HOST, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const hostForUrl = env.HOST.includes(':') ? `[${env.HOST}]` : env.HOST;
  return {
    db,
    server,
    url: `http://${hostForUrl}:${port}`,
    async close() {
      await chat.close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await mail?.stop();
      await subscriptions?.stop();
      await expiry?.stop();
      await db.close();
    },
  };
}
