/**
 * The store keeps an idle connection open longer than what stands in front of it keeps its own (a load
 * balancer's 60 s, nginx's upstream keepalive_timeout 60 s; scripts/storefront-server.mjs). When the store
 * closed first (Node's default, 5 s), a request the proxy sent on the closing connection was reset, and
 * a cart save or an order, POSTs a proxy does not send again, failed.
 */
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';

import { expect, requireStore, test } from './fixtures';

// Node's resolver does not know *.localhost (Chromium answers it itself): loopback, as in the browser.
const lookup: typeof dns.lookup = ((host: string, options: dns.LookupOptions, callback: never) =>
  host.endsWith('.localhost')
    ? dns.lookup('127.0.0.1', options, callback)
    : dns.lookup(host, options, callback)) as typeof dns.lookup;

test('uma conexão mantida viva segue aberta depois de 6 s parada', { tag: '@smoke' }, async () => {
  const url = new URL(requireStore('consumer').url('/robots.txt'));
  const secure = url.protocol === 'https:';
  // A self-signed certificate on a test deployment (qa:remote-check's nginx): this checks connections, not certificates.
  const agent = secure
    ? new https.Agent({ keepAlive: true, maxSockets: 1, rejectUnauthorized: false })
    : new http.Agent({ keepAlive: true, maxSockets: 1 });
  const ask = () =>
    new Promise<{ status: number; reused: boolean }>((resolve, reject) => {
      const req = (secure ? https : http).get(url, { agent, lookup, servername: url.hostname }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, reused: req.reusedSocket }));
      });
      req.on('error', reject);
    });
  try {
    expect(await ask()).toEqual({ status: 200, reused: false });
    await new Promise((r) => setTimeout(r, 6000));
    expect(await ask()).toEqual({ status: 200, reused: true });
  } finally {
    agent.destroy();
  }
});
