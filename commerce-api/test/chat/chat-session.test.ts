/**
 * A chat socket lives only as long as its session (decision 0017, "The chat socket"): logout and
 * "sair de todos os dispositivos" disconnect the account's sockets at once, and every socket event
 * re-checks the session, so one revoked behind the socket's back (here straight in the database,
 * where no disconnection is sent) is refused at its next event and closed.
 */
import { createHash } from 'node:crypto';

import { CHAT_EVENTS, CHAT_MESSAGES } from '../../../lib/contract/chat';
import { clientRoomId } from '../../../lib/rules/chat';
import { DEMO_SUPPLIERS } from '../../seed/demo-world';
import { newCustomer } from '../cart-helpers';
import {
  attendantLogin,
  attendantTicket,
  closeAllChats,
  connectChat,
  customerTicket,
  own,
  type ChatClient,
} from '../chat-helpers';
import { get } from '../helpers';
import { send } from '../identity-helpers';
import { startOrderWorld, type World } from '../orders-helpers';

const E = DEMO_SUPPLIERS.emporio;

let world: World;
beforeAll(async () => {
  world = await startOrderWorld('chatsessao');
}, 200_000);
afterAll(async () => {
  closeAllChats();
  await world?.close();
});
afterEach(() => closeAllChats());

/** Resolves with the disconnect reason, or 'ainda conectado' after `ms`. */
function disconnected(c: ChatClient, ms = 5000): Promise<string> {
  if (!c.socket.connected) return Promise.resolve('já desconectado');
  return new Promise((resolve) => {
    const t = setTimeout(() => resolve('ainda conectado'), ms);
    c.socket.once('disconnect', (reason) => {
      clearTimeout(t);
      resolve(reason);
    });
  });
}

async function customerSocket(nome: string) {
  const s = await newCustomer('emporio', nome);
  const c = await connectChat(await customerTicket(s, E.idfornecedor));
  const sala = clientRoomId(s.usuario.idcliente, E.idfornecedor);
  expect(await c.emit(CHAT_EVENTS.handshakeRoom, { sala })).toMatchObject({ ok: true });
  return { s, c, sala };
}

describe('a chat socket and its session', () => {
  it('logout disconnects the socket at once; another customer’s stays', async () => {
    const a = await customerSocket('Cliente Que Sai');
    const b = await customerSocket('Cliente Que Fica');
    const gone = disconnected(a.c);
    expect((await get(`/v1/app/${a.s.token}/cliente/logout`)).status).toBe(200);
    expect(await gone).toBe('io server disconnect');
    expect(b.c.socket.connected).toBe(true);
    expect(await b.c.emit(CHAT_EVENTS.send, { sala: b.sala, texto: 'ainda aqui' })).toMatchObject({ ok: true });
  });

  it('"sair de todos os dispositivos" disconnects every socket of the account', async () => {
    const { s, c } = await customerSocket('Cliente De Dois Aparelhos');
    // A second device: its own session and socket.
    const again = await send<{ token: string }>('POST', '/v1/app/token/usuario/autenticar', {
      cpf: s.usuario.cpf,
      senha: 'carrinho123',
      idfornecedor: E.idfornecedor,
      tokenOrigin: 'commerce',
    });
    expect(again.status).toBe(200);
    const other = await connectChat(
      await customerTicket({ token: again.body.token, usuario: s.usuario }, E.idfornecedor),
    );
    const both = [disconnected(c), disconnected(other)];
    expect((await send('DELETE', `/v2/app/${own(s)}/cliente/sessoes`)).status).toBe(200);
    expect(await Promise.all(both)).toEqual(['io server disconnect', 'io server disconnect']);
  });

  it('a session revoked without a disconnection: the next event is refused (401) and the socket closed', async () => {
    const { s, c, sala } = await customerSocket('Cliente Revogado');
    await world.sql('UPDATE sessoes SET revogada_em = now() WHERE idcliente = $1', [s.usuario.idcliente]);
    expect(c.socket.connected).toBe(true);
    const gone = disconnected(c);
    expect(await c.emit(CHAT_EVENTS.send, { sala, texto: 'depois de revogada' })).toEqual({
      ok: false,
      status: 401,
      mensagem: CHAT_MESSAGES.ticketInvalido,
    });
    expect(await gone).toBe('io server disconnect');
    const stored = await world.sql('SELECT 1 FROM chat_mensagens WHERE sala = $1', [sala]);
    expect(stored).toEqual([]);
  });

  it('an attendant whose session ended: the next event is refused and the socket closed', async () => {
    const token = await attendantLogin('emporio');
    const c = await connectChat(await attendantTicket(token, E.idfornecedor));
    const hash = createHash('sha256').update(token).digest('hex');
    const ended = await world.sql<{ n: number }>(
      'UPDATE atendente_sessoes SET revogada_em = now() WHERE token_hash = $1 RETURNING 1 AS n',
      [hash],
    );
    expect(ended).toHaveLength(1);
    const gone = disconnected(c);
    expect(await c.emit(CHAT_EVENTS.read, { sala: 'CODPED:1' })).toMatchObject({ ok: false, status: 401 });
    expect(await gone).toBe('io server disconnect');
  });
});
