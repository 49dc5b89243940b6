// The chat's socket.io through the storefront's own origin (docs/decisions/0017-login-throttling.md,
// "The chat socket"): requests under CHAT_SOCKET_PATH — long-polling and the websocket upgrade — are
// relayed to the commerce API as they are, with X-Forwarded-For replaced by the one client address
// the storefront computed (as for every other call) and the storefront's cookies and credentials
// kept out (the chat ticket in the query or the handshake is the credential). Node only.
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import tls from 'node:tls';

/** Hop-by-hop headers (RFC 9110 §7.6.1) and what the API must not see from the browser. */
const DROP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'cookie',
  'authorization',
  'x-forwarded-host',
  'x-forwarded-proto',
  'forwarded',
]);

const BAD_GATEWAY = 'Chat indisponível no momento.';

/** lib/contract/chat-protocol.ts CHAT_SOCKET_PATH (this file is plain JavaScript; a test holds them equal). */
export const CHAT_SOCKET_PATH = '/socket.io';

function forwardHeaders(req, target, address) {
  const out = {};
  const connectionTokens = String(req.headers.connection ?? '')
    .toLowerCase()
    .split(',')
    .map((t) => t.trim());
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || DROP.has(name) || connectionTokens.includes(name)) continue;
    out[name] = value;
  }
  out.host = target.host;
  out['x-forwarded-for'] = address;
  return out;
}

/**
 * `apiUrl`: the commerce API's base URL; `path`: the socket.io path ('/socket.io');
 * `clientAddressOf(req)`: the address the storefront counts for this request.
 */
export function createSocketProxy({ apiUrl, path, clientAddressOf }) {
  const target = new URL(apiUrl);
  const secure = target.protocol === 'https:';
  const port = Number(target.port || (secure ? 443 : 80));
  const prefix = `${path.replace(/\/+$/, '')}/`;
  const agent = new (secure ? https : http).Agent({ keepAlive: true, maxSockets: 256 });

  const matches = (req) => typeof req.url === 'string' && (req.url.startsWith(prefix) || req.url === path);

  /** Long-polling (and any other plain request under the path). True when it took the request. */
  function handle(req, res) {
    if (!matches(req)) return false;
    const headers = forwardHeaders(req, target, clientAddressOf(req));
    const upstream = (secure ? https : http).request(
      { host: target.hostname, port, method: req.method, path: req.url, headers, agent, servername: target.hostname },
      (answer) => {
        const h = { ...answer.headers };
        for (const name of ['connection', 'keep-alive', 'transfer-encoding', 'set-cookie']) delete h[name];
        res.writeHead(answer.statusCode ?? 502, h);
        answer.pipe(res);
        answer.on('error', () => res.destroy());
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) {
        res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
        res.end(BAD_GATEWAY);
      } else res.destroy();
    });
    req.pipe(upstream);
    req.on('aborted', () => upstream.destroy());
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    return true;
  }

  /** The websocket upgrade: a tunnel to the API once it answered 101. True when it took the request. */
  function upgrade(req, socket, head) {
    if (!matches(req)) return false;
    socket.on('error', () => socket.destroy());
    const headers = forwardHeaders(req, target, clientAddressOf(req));
    headers.connection = 'Upgrade';
    headers.upgrade = req.headers.upgrade ?? 'websocket';
    const lines = [`${req.method} ${req.url} HTTP/1.1`];
    for (const [name, value] of Object.entries(headers)) {
      for (const v of Array.isArray(value) ? value : [value]) {
        // A header value carrying a line break would smuggle a request to the API.
        if (/[\r\n]/.test(String(v))) return refuseUpgrade(socket, 400);
        lines.push(`${name}: ${v}`);
      }
    }
    const upstream = secure
      ? tls.connect({ host: target.hostname, port, servername: target.hostname })
      : net.connect({ host: target.hostname, port });
    upstream.setNoDelay(true);
    socket.setNoDelay(true);
    upstream.once(secure ? 'secureConnect' : 'connect', () => {
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head?.length) upstream.write(head);
      upstream.pipe(socket);
      socket.pipe(upstream);
    });
    upstream.on('error', () => {
      if (socket.writable && upstream.bytesRead === 0) refuseUpgrade(socket, 502);
      else socket.destroy();
    });
    upstream.on('close', () => socket.destroy());
    socket.on('close', () => upstream.destroy());
    return true;
  }

  return { matches, handle, upgrade, close: () => agent.destroy() };
}

function refuseUpgrade(socket, status) {
  const body = status === 502 ? BAD_GATEWAY : 'Requisição inválida.';
  socket.end(
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Type: text/plain; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
  return true;
}
