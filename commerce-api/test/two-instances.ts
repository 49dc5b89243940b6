/**
 * Test helper process (not a test): two API instances over ONE database, as two replicas behind a
 * load balancer would be. Jest cannot load PGlite in-process, so login-throttling.test.ts spawns
 * this with tsx. Prints "instancias: <url> <url>"; stops on SIGTERM.
 *
 * SCENARIO_DATABASE_URL: a PostgreSQL database instead of PGlite in memory; each instance then also
 * serves the chat's socket.io with its own @socket.io/postgres-adapter (chat-two-instances.test.ts),
 * so a message crosses instances only through PostgreSQL, as between two processes.
 */
import type { AddressInfo } from 'node:net';

import { prepareDb } from '../src/app';
import { readEnv } from '../src/config';
import { attachChat } from '../src/http/chat-socket';
import { createRouter, type AppContext } from '../src/http/router';
import { createHttpServer } from '../src/http/server';
import { ROUTES } from '../src/routes';

async function main() {
  const env = readEnv();
  const databaseUrl = process.env.SCENARIO_DATABASE_URL || undefined;
  const db = await prepareDb({ DATABASE_URL: databaseUrl, PGLITE_DATA_DIR: 'memory://' });
  const urls: string[] = [];
  for (let i = 0; i < 2; i++) {
    const app: AppContext = { db, trustedProxyHops: env.TRUSTED_PROXY_HOPS };
    const server = createHttpServer(createRouter(ROUTES), app);
    if (databaseUrl) app.sockets = await attachChat(server, db, { databaseUrl });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    urls.push(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  }
  console.log(`instancias: ${urls.join(' ')}`);
  process.on('SIGTERM', () => process.exit(0));
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
