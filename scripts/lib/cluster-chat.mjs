// npm run cluster's chat check: two socket.io clients through the balancer's
// API address, as browsers open the chat (the storefront hands them COMMERCE_API_URL, or
// CHAT_SOCKET_URL: here the balancer), landing on different API instances; a message sent by one
// reaches the other through @socket.io/postgres-adapter, both ways.
//
// Which instance served a socket is read from the balancer's own log (one line per /socket.io/
// request: server, status, transport, engine.io sid), not from the API: each client's sid must have
// been served by one instance only (stickiness, polling and the websocket upgrade alike), and the
// two sids by different ones. The balancer hashes the source address and the User-Agent
// (docs/decisions/0026-scaling.md §4), so the two clients differ by User-Agent, as two browsers
// behind one NAT would.
import { io } from 'socket.io-client';

import { DEMO_ATTENDANTS, DEMO_PASSWORD, DEMO_SUPPLIERS } from '../../commerce-api/seed/demo-world.ts';
import { CHAT_EVENTS, CHAT_NAMESPACE, CHAT_SOCKET_PATH } from '../../lib/contract/chat-protocol.ts';
import { orderRoomId } from '../../lib/rules/chat.ts';

// The smoke's orders are the Empório's.
const supplier = DEMO_SUPPLIERS.emporio;
const attendantEmail = DEMO_ATTENDANTS.emporio.email;

/** The HAProxy log lines of /socket.io/ requests ("chat <server> <status> <method> <transport> <sid>"), as they arrive. */
export function chatLogCollector(child) {
  const lines = [];
  let rest = '';
  child.stdout.on('data', (d) => {
    const all = rest + d;
    const parts = all.split('\n');
    rest = parts.pop() ?? '';
    for (const l of parts) if (l.startsWith('chat ')) lines.push(l.trim());
  });
  return lines;
}

/** HAProxy's log-format for the chat lines (the sid is captured at request time: the ticket in the query stays out of the log). */
export const CHAT_LOG_FORMAT = '"chat %s %ST %HM %[var(txn.chat_transport)] %[var(txn.chat_sid)]"';

/** Two User-Agents the balancer sends to different instances (asked with a request socket.io refuses at once: no session opened). */
async function userAgentsApart(api, request) {
  const seen = new Map();
  for (let i = 0; i < 40 && seen.size < 2; i++) {
    const ua = `vitrine-cluster-chat/${i}`;
    const r = await request(`${api}${CHAT_SOCKET_PATH}/?sonda=1`, { headers: { 'user-agent': ua } });
    if (r.instance && !seen.has(r.instance)) seen.set(r.instance, ua);
  }
  return [...seen.values()];
}

function connect(url, { ticket, ua, transports }) {
  const socket = io(`${url}${CHAT_NAMESPACE}`, {
    path: CHAT_SOCKET_PATH,
    transports,
    reconnection: false,
    forceNew: true,
    auth: { ticket },
    query: { ticket },
    // Exact case: xmlhttprequest-ssl's own default is "User-Agent", a second spelling would add a second header.
    extraHeaders: { 'User-Agent': ua },
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (e) => {
      socket.disconnect();
      reject(new Error(`chat recusou a conexão: ${e.message}`));
    });
  });
}

/** The next `event` that `match` accepts (a sender also gets its own message: the room's broadcast includes it). */
function next(socket, event, match = () => true, ms = 15_000) {
  return new Promise((resolve, reject) => {
    const t = setTimeout(() => {
      socket.off(event, on);
      reject(new Error(`sem ${event} em ${ms} ms`));
    }, ms);
    function on(p) {
      if (!match(p)) return;
      clearTimeout(t);
      socket.off(event, on);
      resolve(p);
    }
    socket.on(event, on);
  });
}

async function ask(socket, event, payload) {
  const ack = await socket.timeout(10_000).emitWithAck(event, payload);
  if (!ack?.ok) throw new Error(`${event}: ${ack?.mensagem ?? 'sem resposta'}`);
  return ack.data;
}

/**
 * The check, at the Empório: the customer (`buyer`, owner of order `numpedido`) on long-polling
 * only (every request of its session must reach the same instance), the attendant on polling
 * upgraded to a websocket (the upgrade must reach the instance that holds the session).
 */
export async function chatThroughBalancer({ api, request, check, say, chatLog, buyer, numpedido }) {
  const uas = await userAgentsApart(api, request);
  if (uas.length < 2) {
    check(
      'salas de chat compartilhadas pelo balanceador',
      false,
      'o balanceador mandou todos os User-Agents para a mesma API',
    );
    return;
  }
  const sala = orderRoomId(numpedido);
  const ticketOf = async (url, authorization) => {
    const r = await request(url, { method: 'POST', headers: { authorization } });
    if (r.status !== 200 || !r.json?.ticket) throw new Error(`ticket do chat: ${r.status} ${r.text.slice(0, 200)}`);
    return r.json.ticket;
  };
  const sockets = [];
  let detail = '';
  let ok = false;
  try {
    const login = await request(`${api}/v1/app/token/usuario/autenticar/atendente`, {
      method: 'POST',
      headers: { 'x-forwarded-for': '10.73.0.1' },
      body: { cpf: attendantEmail, senha: DEMO_PASSWORD, idfornecedor: supplier.idfornecedor, tokenOrigin: 'commerce' },
    });
    if (login.status !== 200) throw new Error(`login do atendente: ${login.status} ${login.text.slice(0, 200)}`);
    const customer = await connect(api, {
      ticket: await ticketOf(
        `${api}/v4/chat/${supplier.idfornecedor}/ticket`,
        `Bearer ${buyer.token}~${buyer.idcliente}`,
      ),
      ua: uas[0],
      transports: ['polling'],
    });
    sockets.push(customer);
    const attendant = await connect(api, {
      ticket: await ticketOf(`${api}/v4/atendente/${supplier.idfornecedor}/chat/ticket`, `Bearer ${login.json.token}`),
      ua: uas[1],
      transports: ['polling', 'websocket'],
    });
    sockets.push(attendant);
    const sids = { cliente: customer.io.engine.id, atendente: attendant.io.engine.id };
    if (attendant.io.engine.transport.name !== 'websocket')
      await next(attendant.io.engine, 'upgrade', (t) => t.name === 'websocket');
    for (const s of sockets) await ask(s, CHAT_EVENTS.handshakeRoom, { sala });
    const toAttendant = next(attendant, CHAT_EVENTS.message, (m) => m.autor === 'CLIENTE');
    const sent = await ask(customer, CHAT_EVENTS.send, { sala, texto: 'Oi, pelo balanceador' });
    const got = await toAttendant;
    const toCustomer = next(customer, CHAT_EVENTS.message, (m) => m.autor === 'ATENDENTE');
    const answer = await ask(attendant, CHAT_EVENTS.send, { sala, texto: 'Recebido, pela outra API' });
    const back = await toCustomer;
    const crossed = got.idmensagem === sent.idmensagem && back.idmensagem === answer.idmensagem;
    for (const s of sockets) s.disconnect();
    // The websocket's line is logged when its tunnel closes.
    await new Promise((r) => setTimeout(r, 1500));
    const served = (sid) => chatLog.map((l) => l.split(' ')).filter((f) => f[5] === sid);
    const c = served(sids.cliente);
    const a = served(sids.atendente);
    const one = (rows) => [...new Set(rows.map((f) => f[1]))];
    const [cs, as] = [one(c), one(a)];
    const upgraded = a.some((f) => f[4] === 'websocket' && f[2] === '101');
    ok = crossed && cs.length === 1 && as.length === 1 && cs[0] !== as[0] && c.length >= 2 && upgraded;
    detail =
      `cliente (${uas[0]}, só polling) em ${cs.join('+') || '?'} (${c.length} requisições da sessão), ` +
      `atendente (${uas[1]}, websocket${upgraded ? ' 101' : ' ausente'}) em ${as.join('+') || '?'} (${a.length}); ` +
      `mensagens ${crossed ? 'entregues nos dois sentidos' : 'NÃO cruzaram'}`;
  } catch (e) {
    detail = String(e?.message ?? e);
  } finally {
    for (const s of sockets) s.disconnect();
  }
  check('salas de chat compartilhadas pelo balanceador: cliente e atendente em APIs diferentes', ok, detail);
  if (!ok)
    say(
      `    linhas do balanceador para o chat:\n${chatLog
        .slice(-30)
        .map((l) => `      ${l}`)
        .join('\n')}`,
    );
}
