/**
 * Order tests run against an API and database of their own (order-world.ts, spawned here) with a
 * SQL side channel: PGlite in memory, or a throw-away database on the DATABASE_URL server.
 * Helpers place carts, ask for delivery and payment methods and submit orders.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';

import type { DeliveryMethodsResponse } from '../../lib/contract/delivery-methods';
import type { SubmitOrderBody, SubmitOrderResponse } from '../../lib/contract/order-submit';
import { DEMO_ADDRESSES, DEMO_SUPPLIERS, type DemoSupplierKey } from '../seed/demo-world';
import { orderCharacteristicRows } from '../seed/order-content';
import { stableUuid } from '../seed/util';
import type { Session } from './cart-helpers';
import { get, type Res } from './helpers';
import { ADMIN, bearer, send } from './identity-helpers';

const ROOT = path.resolve(__dirname, '../..');

export type World = {
  sql<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** Sets this world's API clock (domain/clock.ts) to `at`, running on from there; null: the real time. */
  setClock(at: string | null): Promise<void>;
  /** Statements the API has run so far outside transactions (order-world.ts). */
  statements(): Promise<number>;
  close(): Promise<void>;
};

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
export async function startOrderWorld(name: string, env: Record<string, string> = {}): Promise<World> {
  const adminUrl = process.env.DATABASE_URL?.trim() || undefined;
  // A PostgreSQL identifier, whatever the world's name ('-' once broke the CREATE DATABASE).
  const dbName = `commerce_${name.toLowerCase().replace(/[^a-z0-9_]/g, '_')}_${process.pid}`;
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
    env: { ...process.env, DATABASE_URL: '', SCENARIO_DATABASE_URL: dbUrl, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const [apiUrl, sqlUrl] = await new Promise<[string, string]>((resolve, reject) => {
    // 180 s: a loaded 2-core machine (parallel builds) took over 90 s to migrate and seed.
    const timer = setTimeout(() => reject(new Error(`mundo de pedidos não iniciou:\n${output}`)), 180_000);
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
    async statements() {
      const r = await fetch(sqlUrl, { method: 'POST', body: JSON.stringify({ contagem: true }) });
      const j = (await r.json()) as { rows: { n: number }[] };
      return j.rows[0]!.n;
    },
    async setClock(at) {
      const r = await fetch(sqlUrl, { method: 'POST', body: JSON.stringify({ relogio: at }) });
      if (!r.ok) throw new Error(`relógio: ${r.status}`);
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

export const payment = (supplier: DemoSupplierKey, tipo: string) =>
  stableUuid(`pagto:${DEMO_SUPPLIERS[supplier].slug}:${tipo}`);

export const orderPath = (s: Session, idcliente = s.usuario.idcliente, suffix = '') =>
  `/v2/app/${s.token}/usuario/${idcliente}/pedido${suffix}`;

export const newKey = () => `chk_${randomUUID().replace(/-/g, '')}`;

export function submitRaw(
  s: Session,
  body: unknown,
  key: string | null = newKey(),
  idcliente?: string,
): Promise<Res<SubmitOrderResponse & { codigo?: string; mensagem?: string; itensName?: string }>> {
  return send('POST', orderPath(s, idcliente), body, key === null ? {} : { 'Idempotency-Key': key });
}

export const DEMO_ADDRESS = DEMO_ADDRESSES;

export type OrderBody = SubmitOrderBody;

export const SUPPLIER = DEMO_SUPPLIERS;

/** Delivery methods of the seed (formas_entrega), by supplier. */
export const METHODS = {
  emporio: {
    agendada: stableUuid(`entrega:${DEMO_SUPPLIERS.emporio.slug}:0`),
    expressa: stableUuid(`entrega:${DEMO_SUPPLIERS.emporio.slug}:1`),
    retirada: stableUuid(`entrega:${DEMO_SUPPLIERS.emporio.slug}:2`),
  },
  atacado: {
    caminhao: stableUuid(`entrega:${DEMO_SUPPLIERS.atacado.slug}:0`),
    expressa: stableUuid(`entrega:${DEMO_SUPPLIERS.atacado.slug}:1`),
  },
  adega: { retirada: stableUuid(`entrega:${DEMO_SUPPLIERS.adega.slug}:0`) },
} as const;

/** Answers to the required order characteristics of the seed (the Empório asks what to do when a product is missing). */
export const DEFAULT_ANSWERS: Record<string, { idcaracteristica: string; valor: string }[]> = {
  [DEMO_SUPPLIERS.emporio.idfornecedor]: orderCharacteristicRows('emporio')
    .filter((c) => c.obrigatoria)
    .map((c) => ({ idcaracteristica: c.idcaracteristica, valor: c.opcoes[0]! })),
};

/** The delivery methods the checkout shows for the session's saved cart (GET …/formas-entrega). */
export async function deliveryMethods(
  s: Session,
  idfornecedor: string,
  q: { tipoEntrega: 'DELIVERY' | 'RETIRADA'; idendereco?: string; idloja?: string; idformapagamento?: string },
): Promise<DeliveryMethodsResponse> {
  const qs = new URLSearchParams(Object.entries(q).filter(([, v]) => v !== undefined) as [string, string][]);
  const r = await get<DeliveryMethodsResponse>(
    `/v4/app/${s.token}~${s.usuario.idcliente}/formas-entrega/${idfornecedor}?${qs}`,
  );
  if (r.status !== 200) throw new Error(`formas de entrega ${r.status}: ${r.text}`);
  return r.body;
}

/** A slot start a few days ahead, 08:00 in São Paulo ('2026-11-26T08:00:00-03:00'). */
export function slotAhead(days = 3, hhmm = '08:00'): string {
  const d = new Date(Date.now() + days * 86_400_000 - 3 * 3_600_000).toISOString().slice(0, 10);
  return `${d}T${hhmm}:00-03:00`;
}

/** Saves an address at a demo CEP for the session's client; its id. */
export async function addAddress(
  s: Session,
  cep: { cep: string; rua: string; bairro: string; cidade: string; uf: string; lat: number; lng: number },
): Promise<string> {
  const r = await send<{ idendereco: string }>('POST', `/v1/app/${s.token}~${s.usuario.idcliente}/enderecos`, {
    apelido: 'Casa',
    rua: cep.rua,
    numero: '100',
    bairro: cep.bairro,
    cidade: cep.cidade,
    uf: cep.uf,
    cep: cep.cep,
    coords: { lat: cep.lat, lng: cep.lng },
  });
  if (r.status !== 200) throw new Error(`endereço ${r.status}: ${r.text}`);
  return r.body.idendereco;
}

type CartLike = {
  idfornecedor: string;
  produtosSelecionados: { idproduto: string; quantidade: number; embalarParaPresente: boolean; disponivel: boolean }[];
};

/** The body the checkout sends for a saved cart (its available lines). */
export function orderBody(
  cart: CartLike,
  o: {
    idformapagto: string;
    tipoEntrega?: 'DELIVERY' | 'RETIRADA';
    idformaentrega: string;
    data_de_entrega?: string | null;
    idendereco?: string;
    loja?: { idloja?: string; nome: string };
    tokenCartao?: string;
    quantParcelas?: number;
    caracteristicas?: { idcaracteristica: string; valor: string }[];
  },
): OrderBody {
  const tipoEntrega = o.tipoEntrega ?? (o.idendereco ? 'DELIVERY' : 'RETIRADA');
  return {
    itens: cart.produtosSelecionados
      .filter((p) => p.disponivel)
      .map((p) => ({ idproduto: p.idproduto, quantidade: p.quantidade, embalarParaPresente: p.embalarParaPresente })),
    idfornecedor: cart.idfornecedor,
    tipoEntrega,
    // No slot: the API takes the method's first one (as the checkout shows it active).
    formaEntrega: { idformaentrega: o.idformaentrega, data_de_entrega: o.data_de_entrega ?? null },
    caracteristicas: o.caracteristicas ?? DEFAULT_ANSWERS[cart.idfornecedor] ?? [],
    ...(o.idendereco ? { enderecoentrega: { idendereco: o.idendereco } } : {}),
    ...(o.loja
      ? {
          lojaRetira: {
            ...o.loja,
            descricao_endereco_loja: 'loja',
            coordenadas_loja: { latitude: -23.5, longitude: -46.6 },
          },
        }
      : {}),
    formaPagamento: {
      idformapagto: o.idformapagto,
      ...(o.tokenCartao ? { tokenCartao: o.tokenCartao } : {}),
      ...(o.quantParcelas ? { quantParcelas: o.quantParcelas } : {}),
    },
  };
}

/** Submits and expects 200. */
export async function placeOk(
  s: Session,
  body: unknown,
  key = newKey(),
  idcliente?: string,
): Promise<SubmitOrderResponse> {
  const r = await submitRaw(s, body, key, idcliente);
  if (r.status !== 200) throw new Error(`pedido ${r.status}: ${r.text}`);
  return r.body;
}

export type CardInput = {
  numero: string;
  nome: string;
  mesValidade: number;
  anoValidade: number;
  cvv: string;
  idfornecedor: string;
};

export const VISA = '4111 1111 1111 1111';

export const cardToken = (s: Session, card: Partial<CardInput> & { idfornecedor: string }) =>
  send<{ token: string; bandeira: string; final: string; titular: string; expiraEm: string }>(
    'POST',
    '/v4/payment-sdk/generate-token',
    {
      numero: VISA,
      nome: 'Maria Souza',
      mesValidade: 12,
      anoValidade: new Date().getFullYear() + 2,
      cvv: '123',
      ...card,
    },
    { Authorization: `Bearer ${s.token}~${s.usuario.idcliente}` },
  );

/** A valid CNPJ with a random base (registrations on the wholesaler). */
export function randomCnpj(): string {
  const d = [...Array(8)].map(() => Math.floor(Math.random() * 10)).concat([0, 0, 0, 1]);
  for (const w of [
    [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2],
    [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2],
  ]) {
    const sum = w.reduce((s, x, i) => s + x * d[i]!, 0);
    const r = sum % 11;
    d.push(r < 2 ? 0 : 11 - r);
  }
  return d.join('');
}

/**
 * Pays, as the bank would (POST /admin/faturas/{idfatura}/pagar), the account's titles overdue in
 * São Paulo today: buying on terms is refused while one is open (the seed's approved company has
 * one). Returns the ids paid.
 */
export async function payOverdueTitles(world: World, idconta: string, idfornecedor: string): Promise<string[]> {
  const rows = await world.sql<{ idfatura: string }>(
    `SELECT idfatura FROM faturas WHERE idcliente = $1 AND idfornecedor = $2 AND pago_em IS NULL
       AND vencimento < (now() AT TIME ZONE 'America/Sao_Paulo')::date`,
    [idconta, idfornecedor],
  );
  for (const r of rows) {
    const paid = await send('POST', `/admin/faturas/${r.idfatura}/pagar`, undefined, ADMIN);
    if (paid.status !== 200) throw new Error(`baixa da fatura ${paid.status}: ${paid.text}`);
  }
  return rows.map((r) => r.idfatura);
}

/**
 * The demo world's representative (Atacado) acting for one of its clients, the supplier's terms
 * accepted: the session its orders and reads use.
 */
export async function representativeActingFor(idcliente: string): Promise<Session> {
  const A = DEMO_SUPPLIERS.atacado;
  const rep = await send<{ token: string }>('POST', '/v1/app/token/usuario/autenticar/representante', {
    cpf: 'carlos.rep@atacadohorizonte.com.br',
    senha: 'demo1234',
    idfornecedor: A.idfornecedor,
    loginAsRepresentante: true,
    tokenOrigin: 'commerce',
  });
  const acting = await send<Session>(
    'POST',
    `/v4/representante/${A.idfornecedor}/cliente/${idcliente}/sessao`,
    undefined,
    bearer(rep.body.token),
  );
  await send(
    'PUT',
    `/v4/client/${idcliente}/supplier/${A.idfornecedor}/termos-uso`,
    undefined,
    bearer(acting.body.token),
  );
  return acting.body;
}
