/**
 * One HTTP request over kept-alive connections, as a browser sends it. A server closes an idle
 * connection on its own timer, and a request can go out on it at that moment: the connection is
 * reset before any answer. A browser sends such a request again on a new connection, whatever its
 * method (Chromium resends when a reused connection fails before the answer's head), so this does
 * too, once, and counts it. A reset of a new connection, or after an answer began, is not retried.
 */
import http from 'node:http';

export type RawAnswer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };
export type RequestInit = {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  timeoutMs?: number;
};

class ReusedConnectionReset extends Error {}
let resent = 0;

/** How many requests were sent again after a kept-alive connection was closed under them. */
export const keptAliveResends = () => resent;

export function keptAliveRequest(url: string, agent: http.Agent, init: RequestInit = {}): Promise<RawAnswer> {
  return once(url, agent, init).catch((e: unknown) => {
    if (!(e instanceof ReusedConnectionReset)) throw e;
    resent++;
    return once(url, agent, init);
  });
}

function once(url: string, agent: http.Agent, init: RequestInit): Promise<RawAnswer> {
  const u = new URL(url);
  const timeoutMs = init.timeoutMs ?? 30_000;
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: u.hostname,
        port: u.port,
        path: u.pathname + u.search,
        method: init.method ?? 'GET',
        headers: init.headers,
        agent,
        timeout: timeoutMs,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`sem resposta em ${timeoutMs} ms`)));
    req.on('error', (e: NodeJS.ErrnoException) =>
      reject(
        req.reusedSocket && (e.code === 'ECONNRESET' || e.code === 'EPIPE') ? new ReusedConnectionReset(String(e)) : e,
      ),
    );
    req.end(init.body);
  });
}
