import { randomBytes } from 'node:crypto';

import { DEMO_ACCOUNTS, DEMO_SUPPLIERS, type DemoAccountKey } from '../seed/demo-world';
import { DEV_ADMIN_API_KEY } from '../src/config';
import { fetchRes, get, type Res } from './helpers';

/** A fresh fake client IP per call, so per-IP rate limits of one test never affect another. */
export const randomIp = () => `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;

export const ADMIN = { 'X-Admin-Key': process.env.ADMIN_API_KEY || DEV_ADMIN_API_KEY };

export async function send<T = unknown>(
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Res<T>> {
  return get<T>(path, {
    method,
    headers: { 'content-type': 'application/json', 'x-forwarded-for': randomIp(), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

export type Login = { token: string; usuario: { idcliente: string; [k: string]: unknown } };

export async function login(
  cpf: string,
  senha: string,
  fornecedor: string,
  headers: Record<string, string> = {},
): Promise<Res<Login>> {
  return send<Login>(
    'POST',
    '/v1/app/token/usuario/autenticar',
    { cpf, senha, idfornecedor: fornecedor, tokenOrigin: 'commerce' },
    headers,
  );
}

/** Logs a demo account in and returns its session token. */
export async function loginDemo(key: DemoAccountKey): Promise<Login> {
  const a = DEMO_ACCOUNTS[key];
  const r = await login(a.login, a.senha, DEMO_SUPPLIERS[a.fornecedor].idfornecedor);
  if (r.status !== 200) throw new Error(`login ${key} falhou: ${r.status} ${r.text}`);
  return r.body;
}

/** Unique valid CPF for registrations (random base, computed check digits). */
export function randomCpf(): string {
  const d = [...randomBytes(9)].map((b) => b % 10);
  for (const size of [9, 10]) {
    let sum = 0;
    for (let i = 0; i < size; i++) sum += d[i]! * (size + 1 - i);
    d.push(((sum * 10) % 11) % 10);
  }
  const s = d.join('');
  return /^(\d)\1{10}$/.test(s) ? randomCpf() : s;
}

export const uniqueEmail = (p: string) => `${p}.${randomBytes(4).toString('hex')}@teste.com.br`;

/** The newest outbox message to `para` of `tipo` (base: another API instance). */
export async function latestMail(para: string, tipo: string, base?: string): Promise<string | undefined> {
  const path = `/admin/email-outbox?para=${encodeURIComponent(para)}&tipo=${encodeURIComponent(tipo)}`;
  const r = base
    ? await fetchRes<{ mensagens: { corpo: string }[] }>(`${base}${path}`, { headers: ADMIN })
    : await get<{ mensagens: { corpo: string }[] }>(path, { headers: ADMIN });
  return r.body.mensagens[0]?.corpo;
}

/**
 * Confirms a new account's email as its owner would (decision 0032): a verification code to the
 * email, read from the outbox, typed back. Password reset links go only to a confirmed email.
 */
export async function confirmEmail(s: Login, email: string, idfornecedor: string): Promise<void> {
  const sent = await get(
    `/v4/verificacao/enviar-verificacao?canal=email&idcliente=${s.usuario.idcliente}&idfornecedor=${idfornecedor}`,
    { headers: { ...bearer(s.token), 'x-forwarded-for': randomIp() } },
  );
  if (sent.status !== 200) throw new Error(`verificação ${sent.status}: ${sent.text}`);
  const codigo = /código de verificação é (\d{6})/.exec((await latestMail(email, 'verificacao-email')) ?? '')?.[1];
  const r = await send('POST', '/v4/verificacao/confirmar', { codigo }, bearer(s.token));
  if (r.status !== 200) throw new Error(`confirmação ${r.status}: ${r.text}`);
}
