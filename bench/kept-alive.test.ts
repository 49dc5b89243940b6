/** @jest-environment node */
import http from 'node:http';
import net from 'node:net';

import { keptAliveRequest, keptAliveResends } from './kept-alive';

type Mode = 'reset-second' | 'reset-first' | 'reset-second-mid-answer';

/**
 * A server that answers on raw sockets, so a reset lands exactly where a server's idle timer puts it:
 * after the request went out on a connection kept alive, before any answer.
 */
async function server(mode: Mode) {
  const seen = { connections: 0, requests: 0 };
  const open = new Set<net.Socket>();
  const srv = net.createServer((socket) => {
    seen.connections++;
    open.add(socket);
    socket.on('close', () => open.delete(socket));
    let onThis = 0;
    let buffered = '';
    socket.on('data', (chunk) => {
      buffered += chunk.toString('latin1');
      const head = buffered.indexOf('\r\n\r\n');
      if (head < 0) return;
      const length = Number(/content-length: (\d+)/i.exec(buffered.slice(0, head))?.[1] ?? 0);
      if (buffered.length < head + 4 + length) return;
      buffered = '';
      seen.requests++;
      onThis++;
      if (mode === 'reset-first' || (mode === 'reset-second' && onThis === 2)) return socket.resetAndDestroy();
      if (mode === 'reset-second-mid-answer' && onThis === 2) {
        socket.write('HTTP/1.1 200 OK\r\nContent-Length: 10\r\n\r\nab', () => socket.resetAndDestroy());
        return;
      }
      socket.write('HTTP/1.1 200 OK\r\nContent-Length: 2\r\nConnection: keep-alive\r\n\r\nok');
    });
    socket.on('error', () => {});
  });
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(srv.address() as net.AddressInfo).port}/carrinho`;
  const close = () =>
    new Promise<void>((r) => {
      for (const socket of open) socket.destroy();
      srv.close(() => r());
    });
  return { url, seen, close };
}

const post = { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '["x"]', timeoutMs: 5000 };

describe('keptAliveRequest', () => {
  let agent: http.Agent;
  beforeEach(() => {
    agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
  });
  afterEach(() => agent.destroy());

  it('sends a POST again on a new connection when the kept-alive one is reset before the answer, and counts it', async () => {
    const s = await server('reset-second');
    const before = keptAliveResends();
    try {
      const first = await keptAliveRequest(s.url, agent, post);
      const second = await keptAliveRequest(s.url, agent, post);
      expect([first.status, second.status, second.body.toString()]).toEqual([200, 200, 'ok']);
      expect(keptAliveResends() - before).toBe(1);
      expect(s.seen).toEqual({ connections: 2, requests: 3 });
    } finally {
      await s.close();
    }
  });

  it('does not send again when a new connection is reset: that is the server failing', async () => {
    const s = await server('reset-first');
    const before = keptAliveResends();
    try {
      await expect(keptAliveRequest(s.url, agent, post)).rejects.toMatchObject({ code: 'ECONNRESET' });
      expect(keptAliveResends() - before).toBe(0);
      expect(s.seen.requests).toBe(1);
    } finally {
      await s.close();
    }
  });

  it('does not send again when the answer had begun', async () => {
    const s = await server('reset-second-mid-answer');
    const before = keptAliveResends();
    try {
      await keptAliveRequest(s.url, agent, post);
      await expect(keptAliveRequest(s.url, agent, post)).rejects.toThrow();
      expect(keptAliveResends() - before).toBe(0);
      expect(s.seen.requests).toBe(2);
    } finally {
      await s.close();
    }
  });
});
