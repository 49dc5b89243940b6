/**
 * The storefront's relay of the chat socket (scripts/lib/socket-proxy.mjs, decision 0017): what the
 * API receives (the client address the storefront computed, never the browser's cookies,
 * credentials or a chosen X-Forwarded-For), long-polling and the websocket upgrade, and a real
 * socket.io session through it against the real API.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { io } from 'socket.io-client';

import { CHAT_EVENTS, CHAT_NAMESPACE, CHAT_SOCKET_PATH, type ChatHandshake } from '../../../lib/contract/chat';
import { clientAddress } from '../../../lib/shared/client-address.mjs';
import { createSocketProxy, CHAT_SOCKET_PATH as RELAYED_PATH } from '../../../scripts/lib/socket-proxy.mjs';
import { DEMO_SUPPLIERS } from '../../seed/demo-world';
import { newCustomer } from '../cart-helpers';
import { customerTicket } from '../chat-helpers';
import { baseUrl } from '../helpers';

const E = DEMO_SUPPLIERS.emporio;

async function listen(server: http.Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A storefront-like server: the relay, then 404 for anything else (Next's place). */
async function relayTo(apiUrl: string, hops = 0) {
  const proxy = createSocketProxy({
    apiUrl,
    path: RELAYED_PATH,
    clientAddressOf: (req) => clientAddress(req.headers['x-forwarded-for'], req.socket.remoteAddress, hops),
  });
  const server = http.createServer((req, res) => {
    if (proxy.handle(req, res)) return;
    res.writeHead(404);
    res.end();
  });
  server.on('upgrade', (req, socket, head) => {
    if (!proxy.upgrade(req, socket, head)) socket.destroy();
  });
  const url = await listen(server);
  return {
    url,
    close: () =>
      new Promise<void>((resolve) => {
        proxy.close();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

it('relays the path the chat uses', () => {
  expect(RELAYED_PATH).toBe(CHAT_SOCKET_PATH);
});

describe('what the API receives through the relay', () => {
  let seen: http.IncomingHttpHeaders[];
  let upstream: http.Server;
  let upstreamUrl: string;
  beforeAll(async () => {
    seen = [];
    upstream = http.createServer((req, res) => {
      seen.push(req.headers);
      res.writeHead(200, { 'content-type': 'text/plain', 'set-cookie': 'io=abc; Path=/' });
      res.end(`ok ${req.method} ${req.url}`);
    });
    upstream.on('upgrade', (req, socket) => {
      seen.push(req.headers);
      socket.write('HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n');
      socket.on('data', (d: Buffer) => socket.write(Buffer.concat([Buffer.from('eco:'), d])));
      // As a websocket server does: the peer's end closes the connection.
      socket.on('end', () => socket.end());
    });
    upstreamUrl = await listen(upstream);
  });
  afterAll(async () => {
    upstream.closeAllConnections();
    await new Promise((r) => upstream.close(r));
  });

  it('polling: the client address replaces a chosen X-Forwarded-For; no cookie, credential or Set-Cookie crosses', async () => {
    const relay = await relayTo(upstreamUrl);
    try {
      seen.length = 0;
      const r = await fetch(`${relay.url}/socket.io/?EIO=4&transport=polling&ticket=chat_x`, {
        headers: {
          cookie: 'vitrine_sessao=segredo',
          authorization: 'Bearer segredo',
          'x-forwarded-for': '203.0.113.9',
          origin: 'http://emporio.localhost:3000',
        },
      });
      expect(r.status).toBe(200);
      expect(await r.text()).toBe('ok GET /socket.io/?EIO=4&transport=polling&ticket=chat_x');
      expect(r.headers.get('set-cookie')).toBeNull();
      expect(seen).toHaveLength(1);
      const h = seen[0]!;
      expect(h['x-forwarded-for']).toBe('127.0.0.1');
      expect(h.cookie).toBeUndefined();
      expect(h.authorization).toBeUndefined();
      expect(h.origin).toBe('http://emporio.localhost:3000');
      expect(h.host).toBe(new URL(upstreamUrl).host);
      // Outside the path: not relayed.
      expect((await fetch(`${relay.url}/socket.iox/`)).status).toBe(404);
      expect(seen).toHaveLength(1);
    } finally {
      await relay.close();
    }
  });

  it('behind one trusted proxy the address is its entry; the upgrade is a tunnel both ways', async () => {
    const relay = await relayTo(upstreamUrl, 1);
    try {
      seen.length = 0;
      const { port } = new URL(relay.url);
      const net = await import('node:net');
      const socket = net.connect(Number(port), '127.0.0.1');
      const got: Buffer[] = [];
      socket.on('data', (d: Buffer) => got.push(d));
      await new Promise((r) => socket.once('connect', r));
      socket.write(
        'GET /socket.io/?EIO=4&transport=websocket HTTP/1.1\r\nHost: loja\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n' +
          'Cookie: vitrine_sessao=segredo\r\nX-Forwarded-For: 198.51.100.1, 192.0.2.7\r\n\r\n',
      );
      await new Promise((r) => setTimeout(r, 300));
      socket.write('ping');
      await new Promise((r) => setTimeout(r, 300));
      socket.destroy();
      const text = Buffer.concat(got).toString();
      expect(text).toMatch(/^HTTP\/1\.1 101 /);
      expect(text).toContain('eco:ping');
      expect(seen).toHaveLength(1);
      expect(seen[0]!['x-forwarded-for']).toBe('192.0.2.7');
      expect(seen[0]!.cookie).toBeUndefined();
      expect(seen[0]!.upgrade).toBe('websocket');
    } finally {
      await relay.close();
    }
  });

  it('the API down: 502 with a pt-BR text, never a hang', async () => {
    const relay = await relayTo('http://127.0.0.1:9');
    try {
      const r = await fetch(`${relay.url}/socket.io/?EIO=4&transport=polling`);
      expect(r.status).toBe(502);
      expect(await r.text()).toBe('Chat indisponível no momento.');
    } finally {
      await relay.close();
    }
  });
});

describe('a real chat socket through the relay', () => {
  it.each([['websocket'], ['polling']])('%s: the handshake names the customer', async (transport) => {
    const relay = await relayTo(baseUrl());
    const s = await newCustomer('emporio', 'Cliente Pelo Repasse');
    const ticket = await customerTicket(s, E.idfornecedor);
    const socket = io(`${relay.url}${CHAT_NAMESPACE}`, {
      path: CHAT_SOCKET_PATH,
      transports: [transport],
      reconnection: false,
      forceNew: true,
      auth: { ticket },
    });
    try {
      const hello = await new Promise<ChatHandshake>((resolve, reject) => {
        socket.once(CHAT_EVENTS.handshake, resolve);
        socket.once('connect_error', reject);
      });
      expect(hello).toMatchObject({ papel: 'CLIENTE', idcliente: s.usuario.idcliente, idfornecedor: E.idfornecedor });
    } finally {
      // The relay closes only once the client's engine has closed: a poll cut by the relay would
      // otherwise make the client write its close packet after the test ended (Jest then exits 1).
      await new Promise<void>((resolve) => {
        const engine = socket.io.engine;
        if (!engine || engine.readyState === 'closed') return resolve();
        engine.once('close', () => resolve());
        socket.disconnect();
      });
      await relay.close();
    }
  });
});
