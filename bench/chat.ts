/**
 * Chat delivery benchmark: `npm run bench:chat [-- --clients 200] [--rooms 10]
 * [--messages 100] [--runs 5] [--interval 10]`.
 *
 * Starts the commerce API in-process (PGlite in memory; with DATABASE_URL a throw-away database on
 * that server, and the postgres adapter), registers one customer per room and logs the Empório's
 * attendant in, then opens `clients` socket.io clients on loopback (websocket): each room
 * IDCLI:{idcliente}:{idfornecedor} holds its customer and an equal share of attendant sockets. Each
 * run sends `messages` messages (one every `interval` ms, rooms in turn, from the room's customer)
 * and measures send → receive at every other client of the room. Prints p50/p95/p99 per run and
 * their medians over the runs, and the machine load (os.loadavg). Bounded: about 60 s at most.
 *
 * On PostgreSQL a second API instance (its own HTTP server, socket.io and postgres adapter, same
 * database) takes every other attendant socket: those deliveries cross instances through
 * LISTEN/NOTIFY, and their p95 is printed apart.
 */
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { io, type Socket } from 'socket.io-client';

import { DEMO_ATTENDANTS, DEMO_PASSWORD, DEMO_SUPPLIERS } from '../commerce-api/seed/demo-world';
import { attachChat } from '../commerce-api/src/http/chat-socket';
import { createRouter } from '../commerce-api/src/http/router';
import { createHttpServer } from '../commerce-api/src/http/server';
import { ROUTES } from '../commerce-api/src/routes';
import { attendantEndpoints } from '../lib/contract/attendant';
import {
  CHAT_EVENTS,
  CHAT_NAMESPACE,
  CHAT_SOCKET_PATH,
  chatEndpoints,
  type ChatAck,
  type ChatMessage,
  type ChatTicket,
} from '../lib/contract/chat';
import { buildPath } from '../lib/contract/endpoint';
import { identityEndpoints } from '../lib/contract/identity';
import { clientRoomId } from '../lib/rules/chat';
import { arg, machineLoad, median, percentile, run, withBenchApi } from './harness';

const DEADLINE_MS = 55_000;
const started = performance.now();
const left = () => DEADLINE_MS - (performance.now() - started);

function cpf(i: number): string {
  const d = String(100_000_000 + ((process.pid * 7919 + i * 104_729) % 899_999_999))
    .slice(0, 9)
    .split('')
    .map(Number);
  if (d.every((x) => x === d[0])) d[8] = (d[0]! + 1) % 10;
  for (const size of [9, 10]) {
    let sum = 0;
    for (let k = 0; k < size; k++) sum += d[k]! * (size + 1 - k);
    d.push(((sum * 10) % 11) % 10);
  }
  return d.join('');
}

async function post<T>(url: string, body: unknown, bearer?: string): Promise<T> {
  const r = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (r.status !== 200) throw new Error(`${r.status} em ${url}: ${await r.text()}`);
  return (await r.json()) as T;
}

function connect(base: string, ticket: string): Promise<Socket> {
  const socket = io(`${base}${CHAT_NAMESPACE}`, {
    path: CHAT_SOCKET_PATH,
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    auth: { ticket },
    query: { ticket },
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

async function join(socket: Socket, sala: string): Promise<void> {
  const ack = (await socket.timeout(10_000).emitWithAck(CHAT_EVENTS.handshakeRoom, { sala })) as ChatAck;
  if (!ack.ok) throw new Error(`entrar em ${sala}: ${ack.mensagem}`);
}

async function main(): Promise<void> {
  const clients = Number(arg('clients') ?? 200);
  const rooms = Number(arg('rooms') ?? 10);
  const messages = Number(arg('messages') ?? 100);
  const runs = Number(arg('runs') ?? 5);
  const interval = Number(arg('interval') ?? 10);
  if (clients < rooms * 2) throw new Error('--clients deve ser ao menos 2 × --rooms');
  await withBenchApi('chat', async (api) => {
    const E = DEMO_SUPPLIERS.emporio;
    const base = api.url;
    // The second instance (PostgreSQL only): the database withBenchApi made for this run.
    let second: string | null = null;
    let closeSecond = async () => undefined as void;
    if (api.db.kind === 'postgres') {
      const u = new URL(process.env.DATABASE_URL!.trim());
      u.pathname = `/bench_chat_${process.pid}`;
      const server = createHttpServer(createRouter(ROUTES), { db: api.db, trustedProxyHops: 0 });
      const chat = await attachChat(server, api.db, { databaseUrl: u.toString() });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      second = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      closeSecond = async () => {
        await chat.close();
        server.closeAllConnections();
        await new Promise<void>((resolve) => server.close(() => resolve()));
      };
    }
    // One customer per room (registered and logged in), each with its own ticket.
    const customers: { idcliente: string; ticket: string }[] = [];
    for (let i = 0; i < rooms; i++) {
      const doc = cpf(i);
      const senha = 'bench-chat-123';
      await post(base + buildPath(identityEndpoints.createUser, {}), {
        nome: `Cliente Bench ${i + 1}`,
        email: `bench.chat.${process.pid}.${i}@teste.com.br`,
        cpf: doc,
        senha,
        idfornecedor: E.idfornecedor,
        tokenOrigin: 'commerce',
      });
      const login = await post<{ token: string; usuario: { idcliente: string } }>(
        base + buildPath(identityEndpoints.authenticate, {}),
        {
          cpf: doc,
          senha,
          idfornecedor: E.idfornecedor,
          tokenOrigin: 'commerce',
        },
      );
      const t = await post<ChatTicket>(
        base + buildPath(chatEndpoints.createChatTicket, { idfornecedor: E.idfornecedor }),
        undefined,
        `${login.token}~${login.usuario.idcliente}`,
      );
      customers.push({ idcliente: login.usuario.idcliente, ticket: t.ticket });
    }
    const atd = await post<{ token: string }>(base + buildPath(attendantEndpoints.authenticateAttendant, {}), {
      cpf: DEMO_ATTENDANTS.emporio.email,
      senha: DEMO_PASSWORD,
      idfornecedor: E.idfornecedor,
      tokenOrigin: 'commerce',
    });

    // Sockets: the room's customer first, then attendants round-robin over the rooms.
    const salas = customers.map((c) => clientRoomId(c.idcliente, E.idfornecedor));
    const members: Socket[][] = salas.map(() => []);
    const crossing = new Set<Socket>();
    const senders: Socket[] = [];
    const t0 = performance.now();
    for (let r = 0; r < rooms; r++) {
      const s = await connect(base, customers[r]!.ticket);
      await join(s, salas[r]!);
      senders.push(s);
    }
    const attendants = clients - rooms;
    const batch = 20;
    for (let i = 0; i < attendants; i += batch) {
      await Promise.all(
        Array.from({ length: Math.min(batch, attendants - i) }, async (_, k) => {
          const t = await post<ChatTicket>(
            base + buildPath(chatEndpoints.createAttendantChatTicket, { idfornecedor: E.idfornecedor }),
            undefined,
            atd.token,
          );
          const other = second !== null && (i + k) % 2 === 1;
          const s = await connect(other ? second! : base, t.ticket);
          if (other) crossing.add(s);
          const r = (i + k) % rooms;
          await join(s, salas[r]!);
          members[r]!.push(s);
        }),
      );
    }
    console.log(
      `\n${clients} clientes conectados em ${rooms} salas (${((performance.now() - t0) / 1000).toFixed(1)} s para conectar)` +
        (second
          ? `; ${crossing.size} deles na segunda instância (adaptador PostgreSQL)`
          : '; uma instância (PGlite, adaptador em memória)'),
    );

    // Delivery: every member of the room records when a message it did not send arrives.
    const sentAt = new Map<string, number>();
    let latencies: number[] = [];
    let crossed: number[] = [];
    let pending = 0;
    for (const room of members) {
      for (const s of room) {
        s.on(CHAT_EVENTS.message, (m: ChatMessage) => {
          const at = sentAt.get(m.texto);
          if (at === undefined) return;
          const ms = performance.now() - at;
          latencies.push(ms);
          if (crossing.has(s)) crossed.push(ms);
          pending--;
        });
      }
    }

    const perRun: { p50: number; p95: number; p99: number; n: number; lost: number; crossP95: number | null }[] = [];
    for (let runIdx = 0; runIdx < runs && left() > 8000; runIdx++) {
      latencies = [];
      crossed = [];
      pending = 0;
      for (let i = 0; i < messages; i++) {
        const r = i % rooms;
        const texto = `r${runIdx}-m${i}`;
        pending += members[r]!.length;
        sentAt.set(texto, performance.now());
        senders[r]!.emit(CHAT_EVENTS.send, { sala: salas[r], texto }, () => undefined);
        if (interval > 0) await new Promise((res) => setTimeout(res, interval));
      }
      const waitUntil = performance.now() + Math.min(10_000, Math.max(1000, left() - 5000));
      while (pending > 0 && performance.now() < waitUntil) await new Promise((res) => setTimeout(res, 20));
      const n = latencies.length;
      const crossP95 = crossed.length ? percentile(crossed, 95) : null;
      perRun.push({
        p50: percentile(latencies, 50),
        p95: percentile(latencies, 95),
        p99: percentile(latencies, 99),
        n,
        lost: Math.max(0, pending),
        crossP95,
      });
      const x = perRun.at(-1)!;
      console.log(
        `  execução ${runIdx + 1}: ${messages} mensagens, ${n} entregas   p50 ${x.p50.toFixed(1)} ms   p95 ${x.p95.toFixed(1)} ms   p99 ${x.p99.toFixed(1)} ms` +
          (crossP95 !== null ? `   (entre instâncias: ${crossed.length}, p95 ${crossP95.toFixed(1)} ms)` : '') +
          (x.lost ? `   NÃO ENTREGUES ${x.lost}` : ''),
      );
    }
    const p95 = median(perRun.map((r) => r.p95));
    console.log(
      `\nEntrega envio → recebimento (mediana de ${perRun.length} execuções): p50 ${median(perRun.map((r) => r.p50)).toFixed(1)} ms   p95 ${p95.toFixed(1)} ms   p99 ${median(perRun.map((r) => r.p99)).toFixed(1)} ms` +
        `   meta p95 < 100 ms: ${p95 < 100 ? 'OK' : 'NÃO ATINGIDA'}`,
    );
    if (second)
      console.log(`Entre instâncias: p95 mediano ${median(perRun.map((r) => r.crossP95 ?? 0)).toFixed(1)} ms`);
    console.log(`Máquina: ${machineLoad()}`);
    for (const s of [...senders, ...members.flat()]) s.disconnect();
    await closeSecond();
    if (perRun.some((r) => r.lost > 0)) process.exitCode = 1;
  });
}

run(main);
