import fs from 'node:fs';
import pg from 'pg';

import { BASE_URL_FILE } from './global-setup';

export default async function globalTeardown(): Promise<void> {
  const state = globalThis.__COMMERCE_API__;
  if (!state) return;
  const { child, adminUrl, dbName } = state;
  if (child.exitCode === null) {
    await new Promise<void>((resolve) => {
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
  }
  fs.rmSync(BASE_URL_FILE, { force: true });
  if (adminUrl && dbName) {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    try {
      await c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    } finally {
      await c.end();
    }
  }
  globalThis.__COMMERCE_API__ = undefined;
}
