/**
 * Runs the authorization table (classification.ts) against the real API: a call is built from its
 * descriptor, with the caller's credentials and the victim's ids filled by parameter name.
 */
import { randomUUID } from 'node:crypto';

import { EMPTY_ID } from '../../../lib/contract/common';
import { formBody, type AnyEndpoint } from '../../../lib/contract/endpoint';
import { ALL_ENDPOINTS } from '../../../lib/contract/endpoints';
import { requiredClientAnswers } from '../../seed/client-characteristics';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_SUPPLIERS, type DemoAccountKey } from '../../seed/demo-world';
import { productId } from '../cart-helpers';
import { get, type Res } from '../helpers';
import { login, randomCpf, randomIp, send, uniqueEmail, type Login } from '../identity-helpers';
import { CLASSIFICATION, entryKey, RELATION_GUARDS, type Entry, type Relation, type Victim } from './classification';

/** Who calls: a session token (customer, representative) or an attendant's Bearer. */
export type Caller = { token: string; label: string };

/**
 * How the caller presents itself:
 * - `own`: its token alone, the victim's ids in path, query and body;
 * - `acting`: `<token>~<victim idcliente>` (path segment and Bearer), as a principal or a representative acts for a client.
 */
export type Mode = 'own' | 'acting';

export type Case = { key: string; endpoint: AnyEndpoint; entry: Entry };

/** Every call a relation's matrix runs: the table's entries of that relation's guards. */
export function callsOf(relation: Relation, filter: (c: Case) => boolean = () => true): Case[] {
  const guards = RELATION_GUARDS[relation];
  return ALL_ENDPOINTS.map((endpoint) => ({
    key: entryKey(endpoint),
    endpoint,
    entry: CLASSIFICATION[entryKey(endpoint)]!,
  }))
    .filter((c) => c.entry && guards.includes(c.entry.guard))
    .filter(filter);
}

const shapeKeys = (schema: unknown): string[] => {
  const s = schema as { shape?: Record<string, unknown>; def?: { innerType?: unknown; in?: unknown } } | undefined;
  if (!s) return [];
  if (s.shape) return Object.keys(s.shape);
  if (s.def?.innerType) return shapeKeys(s.def.innerType);
  if (s.def?.in) return shapeKeys(s.def.in);
  return [];
};

const KNOWN_IDS = [
  'numpedido',
  'numorder',
  'idfatura',
  'idlista',
  'idlistadestino',
  'idendereco',
  'idsessao',
  'idassinatura',
  'idrepresentante',
  'idconvite',
  'idvinculado',
];

/** The value of a path, query or body parameter named `name`, from the victim. */
function fromVictim(name: string, v: Victim): string | undefined {
  switch (name) {
    case 'idcliente':
    case 'idclient':
      return v.idcliente;
    case 'idfornecedor':
      return v.idfornecedor;
    case 'numpedido':
    case 'numorder':
      return String(v.numpedido);
    case 'idproduto':
      return v.idproduto;
    case 'idfatura':
    case 'idlista':
    case 'idlistadestino':
    case 'idendereco':
    case 'idsessao':
    case 'idassinatura':
    case 'idrepresentante':
    case 'idconvite':
    case 'idvinculado':
      return v[name];
    default:
      return undefined;
  }
}

/**
 * Built: the request. `missing`: ids the victim does not have, filled with ids of nobody (the named
 * client is still what is refused; the right actor's read is skipped).
 */
export type Built = { method: string; path: string; body?: string; headers: Record<string, string>; missing: string[] };

const NOBODYS_ORDER = '999999999';
const nobodys = new Map<string, string>();
const nobody = (name: string) => nobodys.get(name) ?? (nobodys.set(name, randomUUID()), nobodys.get(name)!);

/** The request of a case: the caller's credentials, the victim's ids. */
export function build(c: Case, caller: Caller, v: Victim, mode: Mode): Built {
  const e = c.endpoint;
  const credential = mode === 'acting' ? `${caller.token}~${v.idcliente}` : caller.token;
  const missing: string[] = [];
  const given = v;
  // An id the victim does not have reads as an id of nobody (and is noted: the right actor's read is skipped).
  v = new Proxy(given, {
    get(target, name: string) {
      const value = target[name as keyof Victim];
      if (value !== undefined || !KNOWN_IDS.includes(name)) return value;
      if (!missing.includes(name)) missing.push(name);
      return name === 'numpedido' || name === 'numorder' ? Number(NOBODYS_ORDER) : nobody(name);
    },
  });
  const extra = c.entry.params?.(v) ?? {};
  const path = e.path.replace(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g, (_, name: string) => {
    if (name === e.token?.param) return encodeURIComponent(credential);
    const value = extra[name] ?? fromVictim(name, v);
    if (value === undefined) throw new Error(`${c.key}: preencha {${name}} em classification.ts`);
    return encodeURIComponent(value);
  });
  const q = new URLSearchParams();
  for (const k of shapeKeys(e.query)) {
    const value = fromVictim(k, v);
    if (value !== undefined && ['idcliente', 'idclient', 'idfornecedor'].includes(k)) q.set(k, value);
  }
  for (const [k, value] of Object.entries(c.entry.query?.(v) ?? {})) q.set(k, value);
  const qs = q.toString();
  const headers: Record<string, string> = {
    'x-forwarded-for': randomIp(),
    Authorization: `Bearer ${credential}`,
    ...c.entry.headers?.(),
  };
  let body: string | undefined;
  if (e.body) {
    const value = c.entry.body?.(v);
    if (value !== undefined) {
      if (e.bodyEncoding === 'form') {
        headers['content-type'] = 'application/x-www-form-urlencoded';
        body = formBody(value);
      } else {
        headers['content-type'] = 'application/json';
        body = JSON.stringify(value);
      }
    }
  }
  return { method: e.method, path: qs ? `${path}?${qs}` : path, body, headers, missing };
}

export async function run(b: Built): Promise<Res> {
  return get(b.path, { method: b.method, headers: b.headers, body: b.body });
}

/** What a victim's data looks like in an answer: its id, name, email and document. */
export function marksOf(key: DemoAccountKey | { idcliente: string; nome: string; email: string }): string[] {
  const a = typeof key === 'string' ? DEMO_ACCOUNTS[key] : key;
  const doc = 'cpf' in a && typeof a.cpf === 'string' ? [a.cpf] : [];
  return [a.idcliente, a.nome, a.email, ...doc];
}

/**
 * A refusal: 401, 403 or 404 (as the API answers), a JSON error, none of the victim's marks. Returns
 * a line describing what went wrong, or null (so one test lists every hole at once).
 */
export function refusal(c: Case, b: Built, r: Res, marks: readonly string[]): string | null {
  const where = `${c.key} → ${b.method} ${b.path.replace(/[A-Za-z0-9_-]{40,}/g, '…')}`;
  if (![401, 403, 404].includes(r.status)) return `${where}: ${r.status} ${r.text.slice(0, 160)}`;
  const leaked = marks.filter((m) => r.text.includes(m));
  if (leaked.length) return `${where}: ${r.status} com dados da vítima (${leaked.join(', ')})`;
  return null;
}

export function success(c: Case, b: Built, r: Res): string | null {
  if (r.status >= 200 && r.status < 300) return null;
  return `${c.key} → ${b.method} ${b.path.replace(/[A-Za-z0-9_-]{40,}/g, '…')}: ${r.status} ${r.text.slice(0, 160)}`;
}

/** Runs `cases` (a few at a time) and returns the problems found. */
export async function attack(
  cases: readonly Case[],
  callers: readonly { caller: Caller; mode: Mode }[],
  victimOf: (c: Case) => Victim,
  marks: (c: Case) => readonly string[],
): Promise<string[]> {
  const problems: string[] = [];
  const jobs = cases.flatMap((c) => callers.map((who) => ({ c, ...who })));
  for (let i = 0; i < jobs.length; i += 6) {
    await Promise.all(
      jobs.slice(i, i + 6).map(async ({ c, caller, mode }) => {
        const b = build(c, caller, victimOf(c), mode);
        const why = refusal(c, b, await run(b), marks(c));
        if (why) problems.push(`[${caller.label}, ${mode}] ${why}`);
      }),
    );
  }
  return problems;
}

/** The right actor's reads: each must answer 2xx. */
export async function reads(
  cases: readonly Case[],
  caller: Caller,
  mode: Mode,
  victimOf: (c: Case) => Victim,
): Promise<string[]> {
  const problems: string[] = [];
  await Promise.all(
    cases
      .filter((c) => c.entry.read && !(mode === 'acting' && c.entry.ownSessionOnly))
      .map(async (c) => {
        const b = build(c, caller, victimOf(c), mode);
        if (b.missing.length) return;
        const why = success(c, b, await run(b));
        if (why) problems.push(`[${caller.label}, ${mode}] ${why}`);
      }),
  );
  return problems;
}

export async function loginAs(key: DemoAccountKey, idfornecedor?: string): Promise<Login> {
  const a = DEMO_ACCOUNTS[key];
  const r = await login(a.login, a.senha, idfornecedor ?? DEMO_SUPPLIERS[a.fornecedor].idfornecedor);
  if (r.status !== 200) throw new Error(`login ${key}: ${r.status} ${r.text}`);
  return r.body;
}

/** A session's own data at its supplier, read with its own token: the ids a victim's cases use. */
export async function victimOf(s: Login, supplier: keyof typeof DEMO_SUPPLIERS, produto: string): Promise<Victim> {
  const idfornecedor = DEMO_SUPPLIERS[supplier].idfornecedor;
  const auth = { Authorization: `Bearer ${s.token}` };
  const v: Victim = {
    idcliente: s.usuario.idcliente,
    idfornecedor,
    idproduto: productId(supplier as 'emporio' | 'atacado' | 'adega', produto),
  };
  const orders = await send<{ pedidos: { numpedido: number }[] }>(
    'GET',
    `/v4/app/pedido/cliente/${v.idcliente}`,
    undefined,
    auth,
  );
  v.numpedido = orders.body.pedidos?.[0]?.numpedido;
  const inv = await send<{ faturas: { idfatura: string }[] }>(
    'GET',
    `/v2/app/${s.token}/faturas-cliente/fornecedor/${idfornecedor}/cliente/${v.idcliente}`,
  );
  v.idfatura = inv.body.faturas?.[0]?.idfatura;
  const addr = await send<{ enderecos: { idendereco: string }[] }>('GET', `/v1/app/${s.token}/enderecos`);
  v.idendereco = addr.body.enderecos?.[0]?.idendereco;
  if (!v.idendereco) {
    const made = await send<{ idendereco: string }>('POST', `/v1/app/${s.token}/enderecos`, {
      apelido: 'Casa da vítima',
      rua: 'Rua Augusta',
      numero: '100',
      bairro: 'Consolação',
      cidade: 'São Paulo',
      uf: 'SP',
      cep: '01305-000',
      coords: { lat: -23.55, lng: -46.65 },
    });
    if (made.status !== 200) throw new Error(`endereço ${made.status}: ${made.text}`);
    v.idendereco = made.body.idendereco;
  }
  // An own list of the victim (one is made when it has none: demo accounts keep what the seed gave them).
  const lists = await send<{ listas: { idlista: string }[] }>(
    'GET',
    `/v4/shopping-list/${idfornecedor}?idclient=${v.idcliente}&type=FROM_CLIENT`,
    undefined,
    auth,
  );
  v.idlista = lists.body.listas?.[0]?.idlista;
  if (!v.idlista) {
    const list = await send<{ lista: { idlista: string } }>(
      'POST',
      `/v4/shopping-list/${idfornecedor}`,
      { nome: 'Lista da matriz', idclient: v.idcliente, produtos: [{ idproduto: v.idproduto, quantidade: 1 }] },
      auth,
    );
    if (list.status !== 200) throw new Error(`lista ${list.status}: ${list.text}`);
    v.idlista = list.body.lista.idlista;
  }
  const billing = await send('GET', `/v2/app/${s.token}/enderecos/${v.idcliente}/faturamento`);
  if (billing.status === 404) {
    const saved = await send('PUT', `/v2/app/${s.token}/enderecos/${v.idcliente}/faturamento`, {
      rua: 'Rua Augusta',
      numero: '100',
      bairro: 'Consolação',
      cidade: 'São Paulo',
      uf: 'SP',
      cep: '01305-000',
    });
    if (saved.status !== 200) throw new Error(`faturamento ${saved.status}: ${saved.text}`);
  }
  return v;
}

/** A second session of the same account: its id is what `{idsessao}` names (ending it harms no other case). */
export async function spareSessionId(key: DemoAccountKey, s: Login): Promise<string> {
  await loginAs(key);
  const r = await send<{ sessoes: { idsessao: string; atual: boolean }[] }>(
    'GET',
    `/v2/app/${s.token}/cliente/sessoes`,
  );
  const other = r.body.sessoes.find((x) => !x.atual);
  if (!other) throw new Error(`sem segunda sessão: ${r.text}`);
  return other.idsessao;
}

/** Puts a product in the session's cart, so calls that read the cart (freight, coupons) get past an empty one. */
export async function fillCart(s: Login, idfornecedor: string, idproduto: string): Promise<void> {
  const r = await send(
    'POST',
    `/v2/app/${s.token}~${s.usuario.idcliente}/usuario/${s.usuario.idcliente}/cart?idfornecedor=${idfornecedor}`,
    { cartItens: [{ idproduto, quantidade: 1 }] },
  );
  if (r.status !== 200) throw new Error(`carrinho ${r.status}: ${r.text}`);
}

export type Fresh = Login & { email: string; nome: string; cpf: string };

/** A new customer registered and logged in on `supplier` (its name, email and document are its marks). */
export async function freshCustomer(supplier: keyof typeof DEMO_SUPPLIERS, nome: string): Promise<Fresh> {
  const cpf = randomCpf();
  const email = uniqueEmail('matriz');
  const { idfornecedor } = DEMO_SUPPLIERS[supplier];
  const reg = await send('POST', `/v1/app/token~${EMPTY_ID}/usuario`, {
    nome,
    email,
    cpf,
    senha: 'matriz-123',
    idfornecedor,
    tokenOrigin: 'commerce',
    caracteristicas: requiredClientAnswers(supplier),
  });
  if (reg.status !== 200) throw new Error(`cadastro ${reg.status}: ${reg.text}`);
  const l = await login(cpf, 'matriz-123', idfornecedor);
  if (l.status !== 200) throw new Error(`login ${l.status}: ${l.text}`);
  return { ...l.body, email, nome, cpf };
}

export const freshMarks = (f: Fresh) => [f.usuario.idcliente, f.nome, f.email, f.cpf];

/** A representative's or an attendant's login on `idfornecedor`: its token. */
export async function staffLogin(
  kind: 'representante' | 'atendente',
  email: string,
  idfornecedor: string,
): Promise<string> {
  const r = await send<{ token: string }>('POST', `/v1/app/token/usuario/autenticar/${kind}`, {
    cpf: email,
    senha: DEMO_PASSWORD,
    idfornecedor,
    loginAsRepresentante: kind === 'representante' ? true : undefined,
    tokenOrigin: 'commerce',
  });
  if (r.status !== 200) throw new Error(`login ${kind} ${r.status}: ${r.text}`);
  return r.body.token;
}
