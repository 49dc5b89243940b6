/**
 * Account changes that need proof of ownership, and caps on what a stranger can make us send
 * (decisions 0017 and 0032): the email change needs the current password and a code sent to the
 * new address (the old one is told); the password change needs the current one; reset links go
 * only to a confirmed email; a reset or a change ends the other sessions and their chat sockets;
 * codes, reset links, registrations and "Avise-me" are capped per account, destination and
 * address, in the database (two instances over one database see the same counts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';

import { IDENTITY_MESSAGES } from '../../../lib/contract';
import { DEMO_SUPPLIERS } from '../../seed/demo-world';
import { SEND_CAPS } from '../../src/domain/identity/send-caps';
import { productId } from '../cart-helpers';
import { closeAllChats, connectChat, customerTicket, type ChatClient } from '../chat-helpers';
import { expectApiError, fetchRes, get, type Res } from '../helpers';
import {
  ADMIN,
  bearer,
  confirmEmail,
  latestMail,
  login,
  randomCpf,
  randomIp,
  send,
  uniqueEmail,
  type Login,
} from '../identity-helpers';

const ROOT = path.resolve(__dirname, '../../..');
const E = DEMO_SUPPLIERS.emporio;
const EMPTY = '00000000-0000-0000-0000-000000000000';
const SENHA = 'senha-antiga-1';
const adminUrl = process.env.DATABASE_URL?.trim() || undefined;

type Account = Login & { cpf: string; email: string };

/** A fresh consumer on emporio, logged in (base: another API instance). */
async function freshAccount(base?: string, from = randomIp()): Promise<Account> {
  const cpf = randomCpf();
  const email = uniqueEmail('posse');
  const body = { nome: 'Dona da Conta', email, cpf, senha: SENHA, idfornecedor: E.slug, tokenOrigin: 'commerce' };
  const r = await at(base, 'POST', `/v1/app/token~${EMPTY}/usuario`, body, { 'x-forwarded-for': from });
  if (r.status !== 200) throw new Error(`cadastro ${r.status}: ${r.text}`);
  const s = await at<Login>(base, 'POST', '/v1/app/token/usuario/autenticar', {
    cpf,
    senha: SENHA,
    idfornecedor: E.idfornecedor,
    tokenOrigin: 'commerce',
  });
  if (s.status !== 200) throw new Error(`login ${s.status}: ${s.text}`);
  return { ...s.body, cpf, email };
}

function at<T = unknown>(
  base: string | undefined,
  method: string,
  p: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Res<T>> {
  if (!base) return send<T>(method, p, body, headers);
  return fetchRes<T>(`${base}${p}`, {
    method,
    headers: { 'content-type': 'application/json', 'x-forwarded-for': randomIp(), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const update = (s: Login, dadosUsuario: Record<string, string>, headers: Record<string, string> = {}) =>
  send<{ usuario: { email: string }; mensagem: string; email_pendente?: string }>(
    'PUT',
    `/v1/app/usuario/${s.usuario.idcliente}`,
    { dadosUsuario },
    { ...bearer(s.token), ...headers },
  );
const me = (s: Login) =>
  get<{ usuario: { email: string; nome: string } }>(`/v2/app/${s.token}/get-configuracoes-cliente`, {
    headers: { 'X-idfornecedor': E.idfornecedor },
  });
const confirmChange = (s: Login, codigo: string | undefined) =>
  send<{ usuario: { email: string }; mensagem: string }>(
    'POST',
    '/v4/usuario/email/confirmar',
    { codigo },
    bearer(s.token),
  );
const recover = (ref: string, from = randomIp(), base?: string) =>
  at<{ email: string }>(base, 'GET', `/v2/app/token/cliente/senha/recuperar/${ref}?idfornecedor=${E.slug}`, undefined, {
    'x-forwarded-for': from,
  });
const verify = (s: Login, from = randomIp(), base?: string) =>
  at(
    base,
    'GET',
    `/v4/verificacao/enviar-verificacao?canal=email&idcliente=${s.usuario.idcliente}&idfornecedor=${E.slug}`,
    undefined,
    { ...bearer(s.token), 'x-forwarded-for': from },
  );
const outboxCount = async (para: string, tipo: string) =>
  (
    await get<{ mensagens: unknown[] }>(`/admin/email-outbox?para=${encodeURIComponent(para)}&tipo=${tipo}`, {
      headers: ADMIN,
    })
  ).body.mensagens.length;

/** A 429 with the pt-BR message and a Retry-After within the cap's window. */
function expectCapped(r: Res, windowSeconds: number): void {
  expectApiError(r, 429, IDENTITY_MESSAGES.muitasSolicitacoes);
  const wait = Number(r.headers.get('retry-after'));
  expect(Number.isInteger(wait)).toBe(true);
  expect(wait).toBeGreaterThan(0);
  expect(wait).toBeLessThanOrEqual(windowSeconds);
}

/** Resolves with the reason when the socket is disconnected, or 'aberto' after `ms`. */
function disconnection(c: ChatClient, ms = 5_000): Promise<string> {
  if (!c.socket.connected) return Promise.resolve('ja-desconectado');
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve('aberto'), ms);
    c.socket.once('disconnect', (reason: string) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}

afterAll(() => closeAllChats());

describe('email change', () => {
  it('needs the current password; the email changes only once the code sent to the new address is typed; the old address is told', async () => {
    const s = await freshAccount();
    const novo = uniqueEmail('novo');

    const semSenha = await update(s, { email: novo });
    expectApiError(semSenha, 400, /Informe a senha atual/);
    expect((semSenha.body as unknown as { campos: Record<string, string> }).campos).toEqual({
      senha_atual: IDENTITY_MESSAGES.informeSenhaAtual,
    });
    expectApiError(
      await update(s, { email: novo, senha_atual: 'errada-123' }),
      400,
      IDENTITY_MESSAGES.senhaAtualIncorreta,
    );
    expect(await outboxCount(novo, 'troca-email-codigo')).toBe(0);

    const ok = await update(s, { email: novo, senha_atual: SENHA, nome: 'Dona Renomeada' });
    expect(ok.status).toBe(200);
    expect(ok.body.mensagem).toBe(IDENTITY_MESSAGES.trocaEmailPendente);
    expect(ok.body.email_pendente).toMatch(/^no\*\*\*@teste\.com\.br$/);
    // Not changed yet: the answer, the session's view and the login by the old email say so.
    expect(ok.body.usuario.email).toBe(s.email);
    expect((await me(s)).body.usuario.email).toBe(s.email);
    expect((await login(novo, SENHA, E.idfornecedor)).status).toBe(401);
    expect((await login(s.email, SENHA, E.idfornecedor)).status).toBe(200);

    // The old address is told, through the outbox, without the code.
    const aviso = await latestMail(s.email, 'troca-email-aviso');
    expect(aviso).toContain('trocar o email da sua conta para no***@teste.com.br');
    expect(aviso).not.toMatch(/\d{6}/);
    const codigo = /código para confirmar este email na sua conta é (\d{6})/.exec(
      (await latestMail(novo, 'troca-email-codigo')) ?? '',
    )?.[1];
    expect(codigo).toMatch(/^\d{6}$/);

    const wrong = codigo === '000000' ? '111111' : '000000';
    expectApiError(await confirmChange(s, wrong), 400, IDENTITY_MESSAGES.codigoInvalido);
    expect((await me(s)).body.usuario.email).toBe(s.email);

    const done = await confirmChange(s, codigo);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ mensagem: IDENTITY_MESSAGES.emailAlterado, usuario: { email: novo } });
    expect((await me(s)).body.usuario.email).toBe(novo);
    expect((await login(novo, SENHA, E.idfornecedor)).status).toBe(200);
    // Single use.
    expectApiError(await confirmChange(s, codigo), 400, IDENTITY_MESSAGES.codigoInvalido);
    // The confirmed new address may receive a reset link.
    expect((await recover(s.cpf)).status).toBe(200);
  });

  it('five wrong codes end the change; a second request replaces the first', async () => {
    const s = await freshAccount();
    const first = uniqueEmail('primeiro');
    expect((await update(s, { email: first, senha_atual: SENHA })).status).toBe(200);
    const firstCode = /é (\d{6})/.exec((await latestMail(first, 'troca-email-codigo')) ?? '')?.[1];
    const second = uniqueEmail('segundo');
    expect((await update(s, { email: second, senha_atual: SENHA })).status).toBe(200);
    const code = /é (\d{6})/.exec((await latestMail(second, 'troca-email-codigo')) ?? '')?.[1];
    // The first change is over: its code no longer works (unless both drew the same digits).
    if (firstCode !== code) expectApiError(await confirmChange(s, firstCode), 400, IDENTITY_MESSAGES.codigoInvalido);
    for (let i = 0; i < 5; i++) {
      const wrong = String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
      expectApiError(await confirmChange(s, wrong), 400, IDENTITY_MESSAGES.codigoInvalido);
    }
    expectApiError(await confirmChange(s, code), 400, IDENTITY_MESSAGES.codigoInvalido);
    expect((await me(s)).body.usuario.email).toBe(s.email);
  });

  it('a malformed code and no session are refused with 4xx', async () => {
    const s = await freshAccount();
    expectApiError(await confirmChange(s, 'abc'), 400, /6 dígitos/);
    expectApiError(
      await send('POST', '/v4/usuario/email/confirmar', { codigo: '123456' }),
      401,
      IDENTITY_MESSAGES.sessaoExpirada,
    );
  });
});

describe('password change', () => {
  it('without or with a wrong current password is refused and the password stays', async () => {
    const s = await freshAccount();
    expectApiError(await update(s, { senha: 'nova-senha-9' }), 400, /Informe a senha atual/);
    expectApiError(await update(s, { senha: 'nova-senha-9', senha_atual: 'errada-1' }), 400, /Senha atual incorreta/);
    expect((await login(s.cpf, 'nova-senha-9', E.idfornecedor)).status).toBe(401);
    expect((await login(s.cpf, SENHA, E.idfornecedor)).status).toBe(200);
  });

  it('ends the other sessions and their chat sockets; this session and its socket stay', async () => {
    const s = await freshAccount();
    const other = (await login(s.cpf, SENHA, E.idfornecedor)).body;
    const mine = await connectChat(await customerTicket(s, E.idfornecedor));
    const theirs = await connectChat(await customerTicket(other, E.idfornecedor));
    const theirsEnds = disconnection(theirs);
    const mineEnds = disconnection(mine, 1_500);

    expect((await update(s, { senha: 'nova-senha-9', senha_atual: SENHA })).status).toBe(200);
    expect(await theirsEnds).toBe('io server disconnect');
    expect(await mineEnds).toBe('aberto');
    expectApiError(await me(other), 401, IDENTITY_MESSAGES.sessaoExpirada);
    expect((await me(s)).status).toBe(200);
    // The ended session cannot open a new socket either.
    await expect(customerTicket(other, E.idfornecedor)).rejects.toThrow(/401/);
  });
});

describe('password reset', () => {
  it('an email never confirmed gets no link: a pt-BR refusal that reveals nothing more, and the outbox stays empty', async () => {
    const s = await freshAccount();
    const r = await recover(s.cpf);
    expectApiError(r, 409, IDENTITY_MESSAGES.emailNaoConfirmado);
    expect(r.text).not.toContain(s.email);
    expect(r.text).not.toContain(s.email.slice(0, 2) + '***');
    expect(await outboxCount(s.email, 'redefinicao-senha')).toBe(0);
    // By idcliente too.
    expectApiError(await recover(s.usuario.idcliente), 409, IDENTITY_MESSAGES.emailNaoConfirmado);
  });

  it('once confirmed, the link works; the reset ends every session (this one too) and every chat socket of the account', async () => {
    const s = await freshAccount();
    await confirmEmail(s, s.email, E.idfornecedor);
    const other = (await login(s.cpf, SENHA, E.idfornecedor)).body;
    const sockets = [
      await connectChat(await customerTicket(s, E.idfornecedor)),
      await connectChat(await customerTicket(other, E.idfornecedor)),
    ];
    const ends = sockets.map((c) => disconnection(c));

    expect((await recover(s.cpf)).status).toBe(200);
    const token = /redefinir-senha\?token=([A-Za-z0-9_-]+)/.exec(
      (await latestMail(s.email, 'redefinicao-senha')) ?? '',
    )?.[1];
    expect((await send('POST', '/v4/senha/redefinir', { token, senha: 'redefinida-7' })).status).toBe(200);

    expect(await Promise.all(ends)).toEqual(['io server disconnect', 'io server disconnect']);
    expectApiError(await me(other), 401, IDENTITY_MESSAGES.sessaoExpirada);
    expectApiError(await me(s), 401, IDENTITY_MESSAGES.sessaoExpirada);
    expect((await login(s.cpf, 'redefinida-7', E.idfornecedor)).status).toBe(200);
  });
});

describe('send caps (one API instance)', () => {
  it('verification codes: the 6th to one destination within the hour is 429 with Retry-After; nothing more is sent', async () => {
    const s = await freshAccount();
    const cap = SEND_CAPS.verificacao;
    // From a different address each time: the destination's cap is what stops it.
    for (let i = 0; i < cap.destino; i++) expect((await verify(s)).status).toBe(200);
    expectCapped(await verify(s), cap.janelaSegundos);
    expect(await outboxCount(s.email, 'verificacao-email')).toBe(cap.destino);
  });

  it('reset links: the 6th for one account within the hour is 429', async () => {
    const s = await freshAccount();
    await confirmEmail(s, s.email, E.idfornecedor);
    const cap = SEND_CAPS['redefinicao-senha'];
    for (let i = 0; i < cap.conta; i++) expect((await recover(s.cpf)).status).toBe(200);
    expectCapped(await recover(s.cpf), cap.janelaSegundos);
    expectCapped(await recover(s.usuario.idcliente), cap.janelaSegundos);
    expect(await outboxCount(s.email, 'redefinicao-senha')).toBe(cap.conta);
  });

  it('email change codes: the 6th to one new address within the hour is 429, and the form data is not applied', async () => {
    const s = await freshAccount();
    const novo = uniqueEmail('alvo');
    const cap = SEND_CAPS['troca-email'];
    for (let i = 0; i < cap.destino; i++)
      expect((await update(s, { email: novo, senha_atual: SENHA })).status).toBe(200);
    expectCapped(await update(s, { email: novo, senha_atual: SENHA, nome: 'Não Aplicado' }), cap.janelaSegundos);
    expect(await outboxCount(novo, 'troca-email-codigo')).toBe(cap.destino);
    expect((await me(s)).body.usuario).toMatchObject({ email: s.email, nome: 'Dona da Conta' });
  });

  it('registrations: the 21st from one address within the hour is 429; another address still registers', async () => {
    const from = randomIp();
    const cap = SEND_CAPS.cadastro;
    for (let i = 0; i < cap.endereco; i++) await freshAccount(undefined, from);
    const body = {
      nome: 'Cadastro Demais',
      email: uniqueEmail('demais'),
      cpf: randomCpf(),
      senha: SENHA,
      idfornecedor: E.slug,
    };
    expectCapped(
      await send('POST', `/v1/app/token~${EMPTY}/usuario`, body, { 'x-forwarded-for': from }),
      cap.janelaSegundos,
    );
    expect((await send('POST', `/v1/app/token~${EMPTY}/usuario`, body)).status).toBe(200);
  }, 180_000);

  it('registrations: the 4th attempt for one email within the hour is 429 (not a 409 that confirms it exists)', async () => {
    const email = uniqueEmail('repetido');
    const cap = SEND_CAPS.cadastro;
    const attempt = () =>
      send('POST', `/v1/app/token~${EMPTY}/usuario`, {
        nome: 'Mesmo Email',
        email,
        cpf: randomCpf(),
        senha: SENHA,
        idfornecedor: E.slug,
      });
    expect((await attempt()).status).toBe(200);
    for (let i = 1; i < cap.destino; i++) expectApiError(await attempt(), 409, /email/);
    expectCapped(await attempt(), cap.janelaSegundos);
  });

  it('"Avise-me": the 31st alert of one account within the hour is 429; cancelling is never capped', async () => {
    const s = await freshAccount();
    const cap = SEND_CAPS['alerta-disponibilidade'];
    const body = {
      idcliente: s.usuario.idcliente,
      idfornecedor: E.idfornecedor,
      idproduto: productId('emporio', 'Arroz branco tipo 1 5 kg'),
    };
    const alert = (p = '') => send(`POST`, `/v4/notificacao/alerta-disponibilidade${p}`, body, bearer(s.token));
    for (let i = 0; i < cap.conta; i++) expect((await alert()).status).toBe(200);
    expectCapped(await alert(), cap.janelaSegundos);
    expect((await alert('/remove')).status).toBe(200);
  });
});

function startInstances(env: Record<string, string>): Promise<{ child: ChildProcess; urls: [string, string] }> {
  const child = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['commerce-api/test/two-instances.ts'], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: '', TRUSTED_PROXY_HOPS: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`instâncias não iniciaram:\n${output}`)), 180_000);
    const onData = (d: Buffer) => {
      output += d.toString();
      const m = /instancias: (\S+) (\S+)/.exec(output);
      if (m) {
        clearTimeout(timer);
        resolve({ child, urls: [m[1]!, m[2]!] });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`instâncias terminaram (${code}):\n${output}`));
    });
  });
}

const stop = (child: ChildProcess | undefined) =>
  new Promise<void>((resolve) => {
    if (!child || child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

describe('send caps hold across two API instances over one database', () => {
  let child: ChildProcess | undefined;
  let urls: [string, string];

  beforeAll(async () => {
    ({ child, urls } = await startInstances({}));
  }, 240_000);
  afterAll(() => stop(child));

  it('verification codes to one destination, alternating instances: the 6th is 429 on either', async () => {
    const s = await freshAccount(urls[0]);
    const cap = SEND_CAPS.verificacao;
    for (let i = 0; i < cap.destino; i++) expect((await verify(s, randomIp(), urls[i % 2])).status).toBe(200);
    expectCapped(await verify(s, randomIp(), urls[0]), cap.janelaSegundos);
    expectCapped(await verify(s, randomIp(), urls[1]), cap.janelaSegundos);
  });

  it('registrations from one address, alternating instances: the 21st is 429 on either', async () => {
    const from = randomIp();
    const cap = SEND_CAPS.cadastro;
    for (let i = 0; i < cap.endereco; i++) await freshAccount(urls[i % 2], from);
    for (const base of urls) {
      const r = await at(
        base,
        'POST',
        `/v1/app/token~${EMPTY}/usuario`,
        { nome: 'Cadastro Demais', email: uniqueEmail('x'), cpf: randomCpf(), senha: SENHA, idfornecedor: E.slug },
        { 'x-forwarded-for': from },
      );
      expectCapped(r, cap.janelaSegundos);
    }
  }, 90_000);
});

const describePg = adminUrl ? describe : describe.skip;

describePg('a reset on one instance ends a chat socket held by the other (PostgreSQL adapter)', () => {
  const dbName = `commerce_posse2_${process.pid}`;
  let child: ChildProcess | undefined;
  let urls: [string, string];
  const admin = async (text: string) => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    try {
      await c.query(text);
    } finally {
      await c.end();
    }
  };

  beforeAll(async () => {
    await admin(`DROP DATABASE IF EXISTS ${dbName}`);
    await admin(`CREATE DATABASE ${dbName}`);
    const u = new URL(adminUrl!);
    u.pathname = `/${dbName}`;
    ({ child, urls } = await startInstances({ SCENARIO_DATABASE_URL: u.toString() }));
  }, 120_000);
  afterAll(async () => {
    closeAllChats();
    await stop(child);
    await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  }, 60_000);

  it('the socket on instance 1 is disconnected by the reset done on instance 0', async () => {
    const s = await freshAccount(urls[0]);
    // Confirm the email on instance 0 (a verification code read from the shared outbox).
    expect((await verify(s, randomIp(), urls[0])).status).toBe(200);
    const codigo = /é (\d{6})/.exec((await latestMail(s.email, 'verificacao-email', urls[1])) ?? '')?.[1];
    expect((await at(urls[0], 'POST', '/v4/verificacao/confirmar', { codigo }, bearer(s.token))).status).toBe(200);

    const socket = await connectChat(await customerTicket(s, E.idfornecedor, urls[1]), urls[1]);
    const ends = disconnection(socket, 10_000);
    expect((await recover(s.cpf, randomIp(), urls[0])).status).toBe(200);
    const token = /token=([A-Za-z0-9_-]+)/.exec((await latestMail(s.email, 'redefinicao-senha', urls[0])) ?? '')?.[1];
    expect((await at(urls[0], 'POST', '/v4/senha/redefinir', { token, senha: 'redefinida-7' })).status).toBe(200);
    expect(await ends).toBe('io server disconnect');
  }, 60_000);
});
