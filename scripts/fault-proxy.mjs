#!/usr/bin/env node
// A fault proxy between the storefront and the commerce API. Node only.
//
//   node scripts/fault-proxy.mjs --port 4655 --target http://127.0.0.1:4651
//
// Forwards every request to the target, except those the current fault matches, which get:
//   429       an answer 429 with Retry-After and the API's error body (MUITAS_REQUISICOES);
//   503       an answer 503 with Retry-After and an HTML body, as a load balancer with no backend;
//   slow      forwarded (the API does the work), the answer held `delayMs` before it is sent;
//   reset     the connection reset (RST) before any answer, the request never forwarded;
//   truncate  forwarded, the answer cut: its headers (Content-Length of the whole) and half the body.
// The fault is set and the requests counted over HTTP on the proxy's own port (never forwarded):
//   POST /__falha {"modo":"503","caminho":"/pedido","vezes":1,"atrasoMs":6000}   (modo "nenhuma" clears it)
//   GET  /__falha → {"modo":…,"total":N,"falhas":N,"porCaminho":{…}}   DELETE /__falha/contagem resets the counts
// `caminho` is a substring of the path the fault applies to (default: every path), `vezes` how many
// matching requests get it (default: all). Tests drive the same thing in-process with startFaultProxy().
import http from 'node:http';
import { fileURLToPath } from 'node:url';

export const FAULT_MODES = ['nenhuma', '429', '503', 'slow', 'reset', 'truncate'];
const RATE_LIMIT_BODY = JSON.stringify({
  erro: true,
  codigo: 'MUITAS_REQUISICOES',
  mensagem: 'Muitas requisições. Aguarde um momento e tente novamente.',
});
const UNAVAILABLE_BODY =
  '<html><body><h1>503 Service Unavailable</h1>No server is available to handle this request.</body></html>';

/** The path with session tokens (`/v2/app/<token>/…`, `<token>~<id>`) folded, for the counts. */
function countKey(method, url) {
  const p = (url ?? '/')
    .split('?')[0]
    .replace(/\/app\/[^/]+/, '/app/:token')
    .replace(/[0-9a-f]{8}-[0-9a-f-]{27}/gi, ':id');
  return `${method} ${p}`;
}

/**
 * Starts the proxy. Returns `{ url, port, setFault(f), stats(), resetStats(), close() }`; a fault is
 * `{ modo, caminho?, vezes?, atrasoMs? }`.
 */
export async function startFaultProxy({ port = 0, host = '127.0.0.1', target }) {
  const t = new URL(target);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  let fault = { modo: 'nenhuma' };
  let left = Infinity;
  let counts = { total: 0, falhas: 0, porCaminho: {} };
  const sockets = new Set();

  const setFault = (f) => {
    if (!FAULT_MODES.includes(f.modo)) throw new Error(`modo desconhecido: ${f.modo} (use ${FAULT_MODES.join(', ')})`);
    fault = { modo: f.modo, caminho: f.caminho || '', atrasoMs: Number(f.atrasoMs ?? 6000) };
    left = f.vezes === undefined || f.vezes === null ? Infinity : Number(f.vezes);
  };
  const stats = () => ({ modo: fault.modo, caminho: fault.caminho ?? '', ...structuredClone(counts) });
  const resetStats = () => void (counts = { total: 0, falhas: 0, porCaminho: {} });

  /** Sends the request on and collects the whole answer. */
  const forward = (req, body) =>
    new Promise((resolve, reject) => {
      const up = http.request(
        {
          host: t.hostname,
          port: t.port,
          method: req.method,
          path: req.url,
          headers: { ...req.headers, host: t.host },
          agent,
        },
        (res) => {
          const chunks = [];
          res.on('data', (c) => chunks.push(c));
          res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
          res.on('error', reject);
        },
      );
      up.on('error', reject);
      up.end(body);
    });

  const control = (req, res, body) => {
    const send = (status, obj) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(obj));
    };
    if (req.method === 'POST' && req.url === '/__falha') {
      try {
        setFault(JSON.parse(body.toString('utf8') || '{}'));
        return send(200, stats());
      } catch (e) {
        return send(400, { erro: String(e.message ?? e) });
      }
    }
    if (req.method === 'DELETE' && req.url === '/__falha/contagem') return (resetStats(), send(200, stats()));
    return send(200, stats());
  };

  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', async () => {
      const body = Buffer.concat(chunks);
      if (req.url?.startsWith('/__falha')) return control(req, res, body);
      counts.total++;
      const key = countKey(req.method, req.url);
      counts.porCaminho[key] = (counts.porCaminho[key] ?? 0) + 1;
      const hit = fault.modo !== 'nenhuma' && left > 0 && (!fault.caminho || (req.url ?? '').includes(fault.caminho));
      if (hit) {
        left--;
        counts.falhas++;
      }
      const modo = hit ? fault.modo : 'nenhuma';
      try {
        if (modo === '429') {
          res.writeHead(429, {
            'content-type': 'application/json; charset=utf-8',
            'retry-after': '2',
            'content-length': Buffer.byteLength(RATE_LIMIT_BODY),
          });
          return res.end(RATE_LIMIT_BODY);
        }
        if (modo === '503') {
          res.writeHead(503, {
            'content-type': 'text/html',
            'retry-after': '5',
            'content-length': Buffer.byteLength(UNAVAILABLE_BODY),
          });
          return res.end(UNAVAILABLE_BODY);
        }
        if (modo === 'reset') return req.socket.resetAndDestroy();
        const up = await forward(req, body);
        const headers = { ...up.headers };
        delete headers['transfer-encoding'];
        delete headers.connection;
        delete headers['keep-alive'];
        headers['content-length'] = String(up.body.length);
        if (modo === 'slow') {
          await new Promise((r) => setTimeout(r, fault.atrasoMs));
          if (res.destroyed || req.socket.destroyed) return;
        }
        res.writeHead(up.status, headers);
        if (modo === 'truncate') {
          res.write(up.body.subarray(0, Math.floor(up.body.length / 2)));
          // Ends the connection with the answer short of its Content-Length.
          return setTimeout(() => req.socket.destroy(), 20);
        }
        res.end(up.body);
      } catch {
        if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
        res.end('proxy: destino inacessível');
      }
    });
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  server.keepAliveTimeout = 30_000;
  await new Promise((resolve) => server.listen(port, host, resolve));
  const actual = server.address().port;
  return {
    url: `http://${host}:${actual}`,
    port: actual,
    setFault,
    stats,
    resetStats,
    close: () =>
      new Promise((resolve) => {
        for (const s of sockets) s.destroy();
        agent.destroy();
        server.close(() => resolve());
      }),
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const args = process.argv.slice(2);
  const opt = (name) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const target = opt('target') ?? process.env.FAULT_PROXY_TARGET;
  if (!target) {
    process.stderr.write(
      'uso: node scripts/fault-proxy.mjs --port 4655 --target http://127.0.0.1:4651 [--modo 503 --caminho /pedido]\n',
    );
    process.exit(2);
  }
  // No top-level await: bench scripts (tsx, CommonJS) import this module.
  startFaultProxy({ port: Number(opt('port') ?? 0), target }).then((proxy) => {
    if (opt('modo'))
      proxy.setFault({ modo: opt('modo'), caminho: opt('caminho'), vezes: opt('vezes'), atrasoMs: opt('atraso-ms') });
    process.stdout.write(
      `Proxy de falhas em ${proxy.url} → ${target} (modo ${proxy.stats().modo}; POST ${proxy.url}/__falha para mudar)\n`,
    );
    for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => proxy.close().then(() => process.exit(0)));
  });
}
