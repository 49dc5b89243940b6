/**
 * Chat scale-out: two API instances over one PostgreSQL database, each with its own
 * socket.io server and @socket.io/postgres-adapter (two-instances.ts): a message sent on one
 * reaches a client connected to the other, and so does the unread notification. Then the process
 * is restarted on the same database: the messages are still there.
 *
 * PostgreSQL only (the jest run with DATABASE_URL): on PGlite the API is one process with the
 * in-memory adapter, and the adapter needs LISTEN/NOTIFY between processes.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';

import {
  CHAT_EVENTS,
  chatMessagePageSchema,
  type ChatMessage,
  type ChatMessagePage,
  type ChatNotification,
} from '../../../lib/contract';
import { orderRoomId } from '../../../lib/rules/chat';
import { DEMO_SUPPLIERS } from '../../seed/demo-world';
import { newCustomer, productId, saveCart } from '../cart-helpers';
import {
  attendantLogin,
  attendantTicket,
  closeAllChats,
  connectChat,
  customerTicket,
  own,
  type ChatClient,
} from '../chat-helpers';
import { bearer } from '../identity-helpers';
import { METHODS, orderBody, payment, placeOk } from '../orders-helpers';

const ROOT = path.resolve(__dirname, '../../..');
const E = DEMO_SUPPLIERS.emporio;
const ARROZ = productId('emporio', 'Arroz branco tipo 1 5 kg');
const adminUrl = process.env.DATABASE_URL?.trim() || undefined;

async function admin(text: string): Promise<void> {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try {
    await c.query(text);
  } finally {
    await c.end();
  }
}

function startInstances(dbUrl: string): Promise<{ child: ChildProcess; urls: [string, string] }> {
  const child = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['commerce-api/test/two-instances.ts'], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: '', SCENARIO_DATABASE_URL: dbUrl, TRUSTED_PROXY_HOPS: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`instâncias não iniciaram:\n${output}`)), 90_000);
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

function stop(child: ChildProcess | undefined): Promise<void> {
  return new Promise((resolve) => {
    if (!child || child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

const describePg = adminUrl ? describe : describe.skip;
if (!adminUrl) {
  console.warn(
    'chat-two-instances: pulado no PGlite (um processo, adaptador em memória); roda na suíte com DATABASE_URL (PostgreSQL, LISTEN/NOTIFY).',
  );
}

describePg(
  'two API instances share chat rooms through PostgreSQL (@socket.io/postgres-adapter) — needs DATABASE_URL, skipped on PGlite',
  () => {
    const dbName = `commerce_chat2_${process.pid}`;
    let dbUrl = '';
    let child: ChildProcess | undefined;
    let urls: [string, string];
    let previous: string | undefined;

    beforeAll(async () => {
      await admin(`DROP DATABASE IF EXISTS ${dbName}`);
      await admin(`CREATE DATABASE ${dbName}`);
      const u = new URL(adminUrl!);
      u.pathname = `/${dbName}`;
      dbUrl = u.toString();
      ({ child, urls } = await startInstances(dbUrl));
      previous = process.env.API_BASE_URL;
      process.env.API_BASE_URL = urls[0];
    }, 120_000);

    afterAll(async () => {
      closeAllChats();
      process.env.API_BASE_URL = previous;
      await stop(child);
      await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    }, 60_000);

    it('a message sent on one instance reaches a client on the other, both ways, with the unread notification; it survives a restart', async () => {
      const maria = await newCustomer('emporio', 'Maria Duas Instâncias');
      const cart = await saveCart(maria, { cartItens: [{ idproduto: ARROZ, quantidade: 2 }] });
      const { numpedido } = await placeOk(
        maria,
        orderBody(cart, {
          idformapagto: payment('emporio', 'CARTAO_DEBITO'),
          idformaentrega: METHODS.emporio.retirada,
          loja: { nome: 'Empório Bom Preço Pinheiros' },
        }),
      );
      const sala = orderRoomId(numpedido);

      // The customer on instance 0, the attendant on instance 1 (tickets issued by each instance).
      const customer: ChatClient = await connectChat(await customerTicket(maria, E.idfornecedor, urls[0]), urls[0]);
      const attendant: ChatClient = await connectChat(
        await attendantTicket(await attendantLogin('emporio'), E.idfornecedor, urls[1]),
        urls[1],
      );
      for (const c of [customer, attendant]) {
        const ack = await c.emit<ChatMessagePage>(CHAT_EVENTS.handshakeRoom, { sala });
        expect(ack.ok).toBe(true);
      }

      const crossed = attendant.next<ChatMessage>(CHAT_EVENTS.message);
      const atdBadge = attendant.next<ChatNotification>(CHAT_EVENTS.notification, (n) => n.sala === sala);
      const sent = await customer.emit<ChatMessage>(CHAT_EVENTS.send, {
        sala,
        texto: 'Oi, de uma instância para a outra',
      });
      if (!sent.ok) throw new Error(sent.mensagem);
      expect(await crossed).toEqual(sent.data);
      expect(await atdBadge).toMatchObject({ sala, total_sala: 1 });

      const back = customer.next<ChatMessage>(CHAT_EVENTS.message, (m) => m.autor === 'ATENDENTE');
      const badge = customer.next<ChatNotification>(CHAT_EVENTS.notification, (n) => n.sala === sala);
      const reply = await attendant.emit<ChatMessage>(CHAT_EVENTS.send, {
        sala,
        texto: 'Recebido na outra instância.',
      });
      if (!reply.ok) throw new Error(reply.mensagem);
      expect(await back).toEqual(reply.data);
      expect(await badge).toMatchObject({ sala, total_sala: 1, total_mensagens: 1 });
      customer.close();
      attendant.close();

      // Restart on the same database: the history and the unread count are read from PostgreSQL.
      await stop(child);
      ({ child, urls } = await startInstances(dbUrl));
      const res = await fetch(`${urls[1]}/v4/chat/${E.idfornecedor}/sala/${encodeURIComponent(sala)}/mensagens`, {
        headers: bearer(own(maria)),
      });
      expect(res.status).toBe(200);
      const page = chatMessagePageSchema.parse(await res.json());
      expect(page.mensagens.map((m) => m.texto)).toEqual([
        'Oi, de uma instância para a outra',
        'Recebido na outra instância.',
      ]);
      const n = await fetch(`${urls[0]}/v4/chat/${E.idfornecedor}/notificacoes`, { headers: bearer(own(maria)) });
      expect(await n.json()).toEqual({ total_mensagens: 1 });
    }, 120_000);
  },
);
