/**
 * The back-office key outside tests and `npm run dev`: the API started as `npm start` starts it
 * (scripts/start.mjs: NODE_ENV=production, tsx commerce-api/src/main.ts) refuses to start with the
 * repository's development key or without a key, and with the key of scripts/lib/admin-key.mjs
 * accepts that key and answers 401 to the repository's.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { productionAdminKey } from '../../../scripts/lib/admin-key.mjs';
import { ADMIN_KEY_MESSAGES, DEV_ADMIN_API_KEY, readEnv } from '../../src/config';

const ROOT = path.resolve(__dirname, '../../..');

type Run = { code: number | null; output: string; url: string | null; stop(): Promise<void> };

/** Spawns the API as scripts/start.mjs does; resolves when it listens or exits. */
function startLikeNpmStart(extra: Record<string, string | undefined>): Promise<Run> {
  const env: Record<string, string | undefined> = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: '0',
    HOST: '127.0.0.1',
    PGLITE_DATA_DIR: 'memory://',
    DATABASE_URL: '',
    TRUSTED_PROXY_HOPS: '1',
    SUBSCRIPTION_JOB_SECONDS: '0',
    ORDER_EXPIRY_JOB_SECONDS: '0',
    ADMIN_API_KEY: undefined,
    ...extra,
  };
  for (const k of Object.keys(env)) if (env[k] === undefined) delete env[k];
  const child = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['commerce-api/src/main.ts'], {
    cwd: ROOT,
    env: env as NodeJS.ProcessEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  return new Promise<Run>((resolve) => {
    const onData = (d: Buffer) => {
      output += d.toString();
      const m = /ouvindo em (http:\/\/\S+)/.exec(output);
      if (m) resolve({ code: null, output, url: m[1]!, stop });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then((code) => resolve({ code, output, url: null, stop }));
  });
}

describe('back-office key in production (npm start)', () => {
  it('the API does not start with the repository key, nor without a key', async () => {
    const known = await startLikeNpmStart({ ADMIN_API_KEY: DEV_ADMIN_API_KEY });
    expect(known.url).toBeNull();
    expect(known.code).toBe(1);
    expect(known.output).toContain(ADMIN_KEY_MESSAGES.publica);
    const none = await startLikeNpmStart({});
    expect(none.url).toBeNull();
    expect(none.code).toBe(1);
    expect(none.output).toContain(ADMIN_KEY_MESSAGES.ausente);
  }, 60_000);

  it('the configuration says why, and keeps the development key outside production only', () => {
    const env = { NODE_ENV: 'production' } as NodeJS.ProcessEnv;
    expect(() => readEnv({ ...env, ADMIN_API_KEY: ` ${DEV_ADMIN_API_KEY} ` })).toThrow(ADMIN_KEY_MESSAGES.publica);
    expect(() => readEnv({ ...env, ADMIN_API_KEY: '   ' })).toThrow(ADMIN_KEY_MESSAGES.ausente);
    expect(() => readEnv({ ...env, ADMIN_API_KEY: 'curta' })).toThrow(ADMIN_KEY_MESSAGES.curta);
    expect(readEnv({ ...env, ADMIN_API_KEY: 'uma-chave-propria-longa-o-bastante' }).ADMIN_API_KEY).toBe(
      'uma-chave-propria-longa-o-bastante',
    );
    expect(readEnv({ NODE_ENV: 'development' } as NodeJS.ProcessEnv).ADMIN_API_KEY).toBe(DEV_ADMIN_API_KEY);
    expect(readEnv({ NODE_ENV: 'test' } as NodeJS.ProcessEnv).ADMIN_API_KEY).toBe(DEV_ADMIN_API_KEY);
  });

  it('npm start generates a key once, keeps it private in .data/, and the API takes only that one', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'admin-key-'));
    try {
      const file = path.join(dir, '.data', 'admin-api-key');
      const first = productionAdminKey({}, file);
      expect(first.generated).toBe(true);
      expect(first.key).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(readFileSync(file, 'utf8').trim()).toBe(first.key);
      expect(statSync(file).mode & 0o077).toBe(0);
      expect(productionAdminKey({}, file)).toEqual({ key: first.key, generated: false, file });
      expect(productionAdminKey({ ADMIN_API_KEY: 'da-variavel-de-ambiente' }, file).key).toBe(
        'da-variavel-de-ambiente',
      );

      const api = await startLikeNpmStart({ ADMIN_API_KEY: first.key });
      try {
        expect(api.url).not.toBeNull();
        const outbox = (key: string) =>
          fetch(`${api.url}/admin/email-outbox?para=ninguem%40exemplo.com`, { headers: { 'X-Admin-Key': key } });
        expect((await outbox(DEV_ADMIN_API_KEY)).status).toBe(401);
        expect((await outbox(first.key)).status).toBe(200);
      } finally {
        await api.stop();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
