/**
 * Login throttling (docs/decisions/0017-login-throttling.md): limits per (login,
 * address), per address and per login, the client address from TRUSTED_PROXY_HOPS only, state in
 * the database. The suite's API runs with TRUSTED_PROXY_HOPS=1 (as behind the storefront); the
 * hops = 0 cases run two in-process instances over one database of their own.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

import { IDENTITY_MESSAGES } from '../../../lib/contract';
import { DEMO_SUPPLIERS } from '../../seed/demo-world';
import { expectApiError, fetchRes, type Res } from '../helpers';
import { login, randomCpf, randomIp, send, uniqueEmail } from '../identity-helpers';

const ROOT = path.resolve(__dirname, '../../..');
const E = DEMO_SUPPLIERS.emporio;
const EMPTY = '00000000-0000-0000-0000-000000000000';
const SENHA = 'senha-certa-1';

/** A fresh consumer on emporio (so the limits of one test never touch another's accounts). */
async function freshAccount(base?: string): Promise<string> {
  const cpf = randomCpf();
  const body = {
    nome: 'Dono da Conta',
    email: uniqueEmail('limite'),
    cpf,
    senha: SENHA,
    idfornecedor: E.slug,
    tokenOrigin: 'commerce',
  };
  const r = base
    ? await at(base, 'POST', `/v1/app/token~${EMPTY}/usuario`, body)
    : await send('POST', `/v1/app/token~${EMPTY}/usuario`, body);
  expect(r.status).toBe(200);
  return cpf;
}

/** Through the storefront (hops = 1): the shopper's address is the right-most X-Forwarded-For entry. */
const from = (address: string, clientSent?: string) => ({
  'x-forwarded-for': clientSent ? `${clientSent}, ${address}` : address,
});

describe('behind one trusted proxy (TRUSTED_PROXY_HOPS=1)', () => {
  it('per (login, address): the attacker is refused after 5 failures, the owner still logs in from a clean address', async () => {
    const cpf = await freshAccount();
    const attacker = randomIp();
    for (let i = 0; i < 5; i++)
      expectApiError(
        await login(cpf, `errada-${i}`, E.idfornecedor, from(attacker)),
        401,
        IDENTITY_MESSAGES.credenciaisInvalidas,
      );
    // The attacker's address is refused, even with the right password (no oracle).
    expectApiError(await login(cpf, SENHA, E.idfornecedor, from(attacker)), 429, IDENTITY_MESSAGES.muitasTentativas);
    // The owner, elsewhere: in.
    expect((await login(cpf, SENHA, E.idfornecedor, from(randomIp()))).status).toBe(200);
  });

  it('the right-most forwarded hop is counted: rotating the client-sent entries does not evade the per-address limit', async () => {
    const attacker = randomIp();
    for (let i = 0; i < 20; i++) {
      expect((await login(randomCpf(), 'errada', E.idfornecedor, from(attacker, randomIp()))).status).toBe(401);
    }
    const cpf = await freshAccount();
    expectApiError(
      await login(cpf, SENHA, E.idfornecedor, from(attacker, randomIp())),
      429,
      IDENTITY_MESSAGES.muitasTentativas,
    );
    // Another shopper behind the same storefront is not affected.
    expect((await login(cpf, SENHA, E.idfornecedor, from(randomIp(), attacker))).status).toBe(200);
  });

  it('a success clears that (login, address) pair: the owner who mistyped 4 times starts again', async () => {
    const cpf = await freshAccount();
    const owner = randomIp();
    for (let i = 0; i < 4; i++) expect((await login(cpf, `typo-${i}`, E.idfornecedor, from(owner))).status).toBe(401);
    expect((await login(cpf, SENHA, E.idfornecedor, from(owner))).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login(cpf, `typo-${i}`, E.idfornecedor, from(owner))).status).toBe(401);
    expect((await login(cpf, SENHA, E.idfornecedor, from(owner))).status).toBe(200);
  });

  it('per login, across addresses: a spray past 50 failures is slowed to 2 guesses per new address; the owner still gets in', async () => {
    const cpf = await freshAccount();
    const home = randomIp();
    expect((await login(cpf, SENHA, E.idfornecedor, from(home))).status).toBe(200);

    // 50 failures from 25 addresses, 2 each (under every per-address limit).
    for (let i = 0; i < 25; i++) {
      const bot = randomIp();
      for (let j = 0; j < 2; j++)
        expect((await login(cpf, `spray-${i}-${j}`, E.idfornecedor, from(bot))).status).toBe(401);
    }
    // Now guarded: a new address gets 2 failures, then is refused (it would have had 5).
    const bot = randomIp();
    for (let j = 0; j < 2; j++)
      expect((await login(cpf, `spray-new-${j}`, E.idfornecedor, from(bot))).status).toBe(401);
    expectApiError(await login(cpf, `spray-new-2`, E.idfornecedor, from(bot)), 429, IDENTITY_MESSAGES.muitasTentativas);
    expectApiError(await login(cpf, SENHA, E.idfornecedor, from(bot)), 429, IDENTITY_MESSAGES.muitasTentativas);

    // The owner: from a clean address, in with the right password ...
    const clean = await login(cpf, SENHA, E.idfornecedor, from(randomIp()));
    expect({ status: clean.status, text: clean.text }).toMatchObject({ status: 200 });
    // ... and from the known address even after mistyping past the guard. (Once, on PostgreSQL in CI, the last
    // login here was refused and did not recur in a local run; the answers are printed if it ever fails again.)
    const answers: string[] = [];
    for (let j = 0; j < 3; j++) {
      const r = await login(cpf, `typo-${j}`, E.idfornecedor, from(home));
      answers.push(`${r.status} ${r.text}`);
      expect({ status: r.status, answers }).toMatchObject({ status: 401 });
    }
    const back = await login(cpf, SENHA, E.idfornecedor, from(home));
    expect({ status: back.status, answers: [...answers, `${back.status} ${back.text}`], home }).toMatchObject({
      status: 200,
    });
  });

  it('representative logins are throttled per (login, address) too', async () => {
    const attacker = randomIp();
    const rep = {
      cpf: 'carlos.rep@atacadohorizonte.com.br',
      senha: 'errada',
      idfornecedor: DEMO_SUPPLIERS.atacado.idfornecedor,
      loginAsRepresentante: true,
      tokenOrigin: 'commerce',
    };
    for (let i = 0; i < 5; i++)
      expect((await send('POST', '/v1/app/token/usuario/autenticar/representante', rep, from(attacker))).status).toBe(
        401,
      );
    expectApiError(
      await send('POST', '/v1/app/token/usuario/autenticar/representante', rep, from(attacker)),
      429,
      IDENTITY_MESSAGES.muitasTentativas,
    );
  });
});

// ---------------------------------------------------------------------------------------------
// TRUSTED_PROXY_HOPS = 0, two instances over one database
// ---------------------------------------------------------------------------------------------
async function at(
  base: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Res> {
  return fetchRes(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

describe('TRUSTED_PROXY_HOPS=0, two API instances sharing one database', () => {
  let child: ChildProcess | undefined;
  let bases: string[] = [];

  beforeAll(async () => {
    const env = { ...process.env, TRUSTED_PROXY_HOPS: '0', DATABASE_URL: '' };
    child = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['commerce-api/test/two-instances.ts'], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    bases = await new Promise<string[]>((resolve, reject) => {
      const onData = (d: Buffer) => {
        output += d.toString();
        const m = /instancias: (\S+) (\S+)/.exec(output);
        if (m) resolve([m[1]!, m[2]!]);
      };
      child!.stdout!.on('data', onData);
      child!.stderr!.on('data', onData);
      child!.once('exit', (code) => reject(new Error(`instâncias terminaram (${code}):\n${output}`)));
    });
  }, 120_000);

  afterAll(() => {
    child?.kill('SIGTERM');
  });

  const loginAt = (i: number, cpf: string, senha: string) =>
    at(
      bases[i % 2]!,
      'POST',
      '/v1/app/token/usuario/autenticar',
      { cpf, senha, idfornecedor: E.idfornecedor, tokenOrigin: 'commerce' },
      { 'x-forwarded-for': randomIp() },
    );

  it('a client-sent X-Forwarded-For never chooses the counted address, and the counts hold across instances', async () => {
    const cpf = await freshAccount(bases[0]);
    // 5 failures, alternating instances, each with a new forged X-Forwarded-For: one address (the socket's).
    for (let i = 0; i < 5; i++) expect((await loginAt(i, cpf, `errada-${i}`)).status).toBe(401);
    expectApiError(await loginAt(0, cpf, SENHA), 429, IDENTITY_MESSAGES.muitasTentativas);
    expectApiError(await loginAt(1, cpf, SENHA), 429, IDENTITY_MESSAGES.muitasTentativas);

    // Per address across logins: 15 more failures (20 in all), then every login from here is refused.
    for (let i = 0; i < 15; i++) expect((await loginAt(i, randomCpf(), 'errada')).status).toBe(401);
    const other = await freshAccount(bases[1]);
    expectApiError(await loginAt(0, other, SENHA), 429, IDENTITY_MESSAGES.muitasTentativas);
    expectApiError(await loginAt(1, other, SENHA), 429, IDENTITY_MESSAGES.muitasTentativas);
  });
});
