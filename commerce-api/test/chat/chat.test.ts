/**
 * Chat per order: tickets, rooms, unread counts and message pages over HTTP; the socket
 * (handshake, handshake-room, send, read, exit) and who may join which room: the order's customer
 * (the client acted for, a representative's client, the principal over a linked user's order), the
 * supplier's attendants, nobody else. Runs on PGlite and, with DATABASE_URL, on PostgreSQL.
 */
import {
  CHAT_EVENTS,
  CHAT_MAX_MESSAGES_PER_WINDOW,
  CHAT_MAX_TEXT,
  CHAT_MESSAGES,
  CHAT_PER_PAGE,
  chatHandshakeSchema,
  chatMessagePageSchema,
  chatMessageSchema,
  chatNotificationsSchema,
  chatRoomListSchema,
  chatTicketSchema,
  orderListSchema,
  type ChatMessage,
  type ChatMessagePage,
  type ChatNotification,
} from '../../../lib/contract';
import { clientRoomId, orderRoomId } from '../../../lib/rules/chat';
import { DEMO_ACCOUNTS, DEMO_ATTENDANTS, DEMO_SUPPLIERS } from '../../seed/demo-world';
import { newCustomer, productId, saveCart, type Session } from '../cart-helpers';
import {
  attendantLogin,
  attendantTicket,
  closeAllChats,
  connectChat,
  customerTicket,
  own,
  type ChatClient,
} from '../chat-helpers';
import { expectApiError, get } from '../helpers';
import { bearer, loginDemo, send } from '../identity-helpers';
import { METHODS, orderBody, payment, placeOk } from '../orders-helpers';

const E = DEMO_SUPPLIERS.emporio;
const A = DEMO_SUPPLIERS.atacado;
const ARROZ = productId('emporio', 'Arroz branco tipo 1 5 kg');
const JOAO = DEMO_ACCOUNTS.vinculado1.idcliente;

/** A pickup order at the Empório placed by `s` (for `actingFor` when given). */
async function pickup(s: Session, actingFor?: string): Promise<number> {
  const who = actingFor ? { token: s.token, usuario: { idcliente: actingFor } } : s;
  const cart = await saveCart(who, { cartItens: [{ idproduto: ARROZ, quantidade: 2 }] });
  const body = orderBody(cart, {
    idformapagto: payment('emporio', 'CARTAO_DEBITO'),
    idformaentrega: METHODS.emporio.retirada,
    loja: { nome: 'Empório Bom Preço Pinheiros' },
  });
  return (await placeOk(actingFor ? { token: `${s.token}~${actingFor}`, usuario: { idcliente: actingFor } } : s, body))
    .numpedido;
}

const path = (sala: string) => encodeURIComponent(sala);
const rooms = (credential: string, idfornecedor = E.idfornecedor, qs = '') =>
  get(`/v4/chat/${idfornecedor}/salas${qs}`, { headers: bearer(credential) });
const unread = async (credential: string) => {
  const r = await get(`/v4/chat/${E.idfornecedor}/notificacoes`, { headers: bearer(credential) });
  if (r.status !== 200) throw new Error(`notificações ${r.status}: ${r.text}`);
  return chatNotificationsSchema.parse(r.body).total_mensagens;
};
const attendantRooms = async (token: string) => {
  const r = await get(`/v4/atendente/${E.idfornecedor}/chat/salas`, { headers: bearer(token) });
  if (r.status !== 200) throw new Error(`salas do atendente ${r.status}: ${r.text}`);
  return chatRoomListSchema.parse(r.body);
};

async function join(c: ChatClient, sala: string): Promise<ChatMessagePage> {
  const success = c.next<ChatMessagePage>(CHAT_EVENTS.handshakeSuccess);
  const ack = await c.emit<ChatMessagePage>(CHAT_EVENTS.handshakeRoom, { sala });
  if (!ack.ok) throw new Error(`entrar em ${sala}: ${ack.status} ${ack.mensagem}`);
  const page = chatMessagePageSchema.parse(await success);
  expect(ack.data).toEqual(page);
  return page;
}

async function refusedJoin(c: ChatClient, sala: unknown): Promise<{ status: number; mensagem: string }> {
  const ack = await c.emit(CHAT_EVENTS.handshakeRoom, { sala });
  if (ack.ok) throw new Error(`entrou em ${String(sala)}`);
  return { status: ack.status, mensagem: ack.mensagem };
}

afterAll(() => closeAllChats());

describe('chat tickets and the handshake', () => {
  it('a ticket needs a live customer session on that supplier; the attendant’s needs its own supplier', async () => {
    const s = await newCustomer('emporio', 'Cliente Chat');
    const r = await send('POST', `/v4/chat/${E.idfornecedor}/ticket`, undefined, bearer(own(s)));
    expect(r.status).toBe(200);
    expect(chatTicketSchema.parse(r.body)).toMatchObject({ papel: 'CLIENTE', nome: 'Cliente Chat' });
    expectApiError(await send('POST', `/v4/chat/${E.idfornecedor}/ticket`), 401);
    expectApiError(
      await send('POST', `/v4/chat/${E.idfornecedor}/ticket`, undefined, bearer('sessao-inexistente-123')),
      401,
    );
    expectApiError(await send('POST', `/v4/chat/${A.idfornecedor}/ticket`, undefined, bearer(own(s))), 403);
    expectApiError(await send('POST', `/v4/chat/fornecedor-que-nao-existe/ticket`, undefined, bearer(own(s))), 404);

    const atd = await attendantLogin('emporio');
    const t = await send('POST', `/v4/atendente/${E.idfornecedor}/chat/ticket`, undefined, bearer(atd));
    expect(chatTicketSchema.parse(t.body)).toMatchObject({ papel: 'ATENDENTE', nome: DEMO_ATTENDANTS.emporio.nome });
    expectApiError(await send('POST', `/v4/atendente/${A.idfornecedor}/chat/ticket`, undefined, bearer(atd)), 403);
    expectApiError(await send('POST', `/v4/atendente/${E.idfornecedor}/chat/ticket`, undefined, bearer(own(s))), 401);
    expectApiError(await send('POST', `/v4/atendente/${E.idfornecedor}/chat/ticket`), 401);
  });

  it('the socket opens with the ticket in auth or in the query, and says who it is; no or a bad ticket is refused', async () => {
    const s = await newCustomer('emporio', 'Cliente Aperto');
    const ticket = await customerTicket(s, E.idfornecedor);
    for (const how of [{}, { query: false }, { auth: false }]) (await connectChat(ticket, undefined, how)).close();
    await expect(connectChat(null)).rejects.toMatchObject({
      message: CHAT_MESSAGES.ticketInvalido,
      data: { status: 401 },
    });
    await expect(connectChat('chat_inexistente_0123456789abcdef')).rejects.toMatchObject({ data: { status: 401 } });
    await expect(connectChat(s.token)).rejects.toMatchObject({ data: { status: 401 } });
  });

  it('the handshake event names the reader', async () => {
    const s = await newCustomer('emporio', 'Cliente Olá');
    const ticket = await customerTicket(s, E.idfornecedor);
    const { io } = await import('socket.io-client');
    const socket = io(`${process.env.API_BASE_URL}/chat`, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      auth: { ticket },
      query: { ticket },
    });
    const hello = await new Promise<unknown>((resolve, reject) => {
      socket.once(CHAT_EVENTS.handshake, resolve);
      socket.once('connect_error', reject);
    });
    socket.disconnect();
    expect(chatHandshakeSchema.parse(hello)).toEqual({
      papel: 'CLIENTE',
      nome: 'Cliente Olá',
      idfornecedor: E.idfornecedor,
      idcliente: s.usuario.idcliente,
    });
  });
});

describe('HTTP access rules of every chat call', () => {
  it('customer calls need a live session on that supplier; attendant calls an attendant of that supplier', async () => {
    const s = await newCustomer('emporio', 'Cliente Regras');
    const atd = await attendantLogin('emporio');
    const sala = clientRoomId(s.usuario.idcliente, E.idfornecedor);
    const customerPaths = [
      `/v4/chat/${E.idfornecedor}/salas`,
      `/v4/chat/${E.idfornecedor}/notificacoes`,
      `/v4/chat/${E.idfornecedor}/sala/${path(sala)}/mensagens`,
    ];
    for (const p of customerPaths) {
      expect((await get(p, { headers: bearer(own(s)) })).status).toBe(200);
      expectApiError(await get(p), 401);
      expectApiError(await get(p, { headers: bearer('sessao-inexistente-123') }), 401);
      // The attendant's token is no customer session.
      expectApiError(await get(p, { headers: bearer(atd) }), 401);
      // A session of the Empório asking on the Atacado.
      expectApiError(await get(p.replace(E.idfornecedor, A.idfornecedor), { headers: bearer(own(s)) }), 403);
    }
    const attendantPaths = [
      `/v4/atendente/${E.idfornecedor}/chat/salas`,
      `/v4/atendente/${E.idfornecedor}/chat/sala/${path(sala)}/mensagens`,
    ];
    for (const p of attendantPaths) {
      expect((await get(p, { headers: bearer(atd) })).status).toBe(200);
      expectApiError(await get(p), 401);
      expectApiError(await get(p, { headers: bearer(own(s)) }), 401);
      expectApiError(await get(p.replace(E.idfornecedor, A.idfornecedor), { headers: bearer(atd) }), 403);
    }
    expect(chatNotificationsSchema.parse((await get(customerPaths[1]!, { headers: bearer(own(s)) })).body)).toEqual({
      total_mensagens: 0,
    });
    // A logged-out session's ticket no longer opens a socket.
    const ticket = await customerTicket(s, E.idfornecedor);
    (await connectChat(ticket)).close();
    expect((await get(`/v1/app/${s.token}/cliente/logout`)).status).toBe(200);
    await expect(connectChat(ticket)).rejects.toMatchObject({ data: { status: 401 } });
  });
});

describe('an order’s room: customer and attendant', () => {
  let maria: Session;
  let outsider: Session;
  let numpedido: number;
  let sala: string;
  let atdToken: string;
  let customer: ChatClient;
  let attendant: ChatClient;

  beforeAll(async () => {
    maria = await newCustomer('emporio', 'Maria do Chat');
    outsider = await newCustomer('emporio', 'Cliente de Fora');
    numpedido = await pickup(maria);
    sala = orderRoomId(numpedido);
    atdToken = await attendantLogin('emporio');
    customer = await connectChat(await customerTicket(maria, E.idfornecedor));
    attendant = await connectChat(await attendantTicket(atdToken, E.idfornecedor));
  }, 60_000);
  afterAll(() => {
    customer?.close();
    attendant?.close();
  });

  it('both join: the open room (sala, canal, numpedido, idcliente, titulo) and an empty first page of 30', async () => {
    const page = await join(customer, sala);
    expect(page).toEqual({
      sala: {
        sala,
        canal: 'CODPED',
        numpedido,
        idcliente: maria.usuario.idcliente,
        idfornecedor: E.idfornecedor,
        titulo: `Pedido nº ${numpedido}`,
      },
      mensagens: [],
      page: 1,
      perpage: CHAT_PER_PAGE,
      total: 0,
    });
    expect((await join(attendant, sala)).sala).toEqual(page.sala);
  });

  it('another customer, another supplier’s attendant, a missing order: 404 alike; a malformed room: 400', async () => {
    const other = await connectChat(await customerTicket(outsider, E.idfornecedor));
    expect(await refusedJoin(other, sala)).toEqual({ status: 404, mensagem: CHAT_MESSAGES.salaNaoEncontrada });
    expect(await refusedJoin(other, orderRoomId(999_999_999))).toEqual({
      status: 404,
      mensagem: CHAT_MESSAGES.salaNaoEncontrada,
    });
    expect(await refusedJoin(other, clientRoomId(maria.usuario.idcliente, E.idfornecedor))).toEqual({
      status: 404,
      mensagem: CHAT_MESSAGES.salaNaoEncontrada,
    });
    for (const bad of ['CODPED:abc', 'PEDIDO:1', '', 42, null, `CODPED:${numpedido}<script>`]) {
      expect(await refusedJoin(other, bad)).toEqual({ status: 400, mensagem: CHAT_MESSAGES.salaInvalida });
    }
    // Sending to a room it could not join.
    const ack = await other.emit(CHAT_EVENTS.send, { sala, texto: 'olá' });
    expect(ack).toEqual({ ok: false, status: 403, mensagem: CHAT_MESSAGES.foraDaSala });
    other.close();

    const adega = await connectChat(
      await attendantTicket(await attendantLogin('adega'), DEMO_SUPPLIERS.adega.idfornecedor),
    );
    expect(await refusedJoin(adega, sala)).toEqual({ status: 404, mensagem: CHAT_MESSAGES.salaNaoEncontrada });
    adega.close();
    // Over HTTP too.
    expectApiError(
      await get(`/v4/chat/${E.idfornecedor}/sala/${path(sala)}/mensagens`, { headers: bearer(own(outsider)) }),
      404,
      CHAT_MESSAGES.salaNaoEncontrada,
    );
    expectApiError(
      await get(`/v4/chat/${E.idfornecedor}/sala/${path('CODPED:x')}/mensagens`, { headers: bearer(own(outsider)) }),
      400,
    );
    expectApiError(await get(`/v4/chat/${E.idfornecedor}/sala/${path(sala)}/mensagens`), 401);
    expectApiError(
      await get(`/v4/atendente/${DEMO_SUPPLIERS.adega.idfornecedor}/chat/sala/${path(sala)}/mensagens`, {
        headers: bearer(atdToken),
      }),
      403,
    );
  });

  it('a message reaches both ends as sent (text, no HTML processing), is stored, and counts as unread for the other side', async () => {
    const texto = '  <b>Olá</b> & "obrigada" — quando chega?  ';
    const atAttendant = attendant.next<ChatMessage>(CHAT_EVENTS.message);
    const atCustomer = customer.next<ChatMessage>(CHAT_EVENTS.message);
    const notified = attendant.next<ChatNotification>(CHAT_EVENTS.notification, (n) => n.sala === sala);
    const ack = await customer.emit<ChatMessage>(CHAT_EVENTS.send, { sala, texto });
    if (!ack.ok) throw new Error(ack.mensagem);
    const sent = chatMessageSchema.parse(ack.data);
    expect(sent).toMatchObject({ sala, autor: 'CLIENTE', nome: 'Maria do Chat', texto: texto.trim() });
    expect(await atAttendant).toEqual(sent);
    expect(await atCustomer).toEqual(sent);
    expect(await notified).toMatchObject({ sala, numpedido, total_sala: 1 });

    const list = await attendantRooms(atdToken);
    expect(list.salas.find((r) => r.sala === sala)).toMatchObject({
      total_mensagens: 1,
      ultima_mensagem: texto.trim(),
      nome_cliente: 'Maria do Chat',
    });
    expect(list.total_mensagens).toBeGreaterThanOrEqual(1);
    // The writer's own side has nothing unread.
    expect(await unread(own(maria))).toBe(0);

    const hist = await get(`/v4/chat/${E.idfornecedor}/sala/${path(sala)}/mensagens`, { headers: bearer(own(maria)) });
    expect(chatMessagePageSchema.parse(hist.body).mensagens).toEqual([sent]);
    const hist2 = await get(`/v4/atendente/${E.idfornecedor}/chat/sala/${path(sala)}/mensagens`, {
      headers: bearer(atdToken),
    });
    expect(chatMessagePageSchema.parse(hist2.body).mensagens).toEqual([sent]);
  });

  it('read clears the reader side’s count; the answer notifies the customer’s badge (total_mensagens)', async () => {
    const cleared = attendant.next<ChatNotification>(
      CHAT_EVENTS.notification,
      (n) => n.sala === sala && n.total_sala === 0,
    );
    expect(await attendant.emit(CHAT_EVENTS.read, { sala })).toEqual({ ok: true, data: { sala } });
    await cleared;
    expect((await attendantRooms(atdToken)).salas.find((r) => r.sala === sala)?.total_mensagens).toBe(0);

    const badge = customer.next<ChatNotification>(CHAT_EVENTS.notification, (n) => n.sala === sala);
    const ack = await attendant.emit<ChatMessage>(CHAT_EVENTS.send, { sala, texto: 'Chega amanhã de manhã.' });
    expect(ack).toMatchObject({ ok: true, data: { autor: 'ATENDENTE', nome: DEMO_ATTENDANTS.emporio.nome } });
    expect(await badge).toEqual({ sala, numpedido, total_sala: 1, total_mensagens: 1 });
    expect(await unread(own(maria))).toBe(1);
    const list = chatRoomListSchema.parse((await rooms(own(maria))).body);
    expect(list).toMatchObject({ total_mensagens: 1, page: 1, perpage: 30, total: 1 });
    expect(list.salas[0]).toMatchObject({
      sala,
      numpedido,
      canal: 'CODPED',
      total_mensagens: 1,
      ultima_mensagem: 'Chega amanhã de manhã.',
    });

    await customer.emit(CHAT_EVENTS.read, { sala });
    expect(await unread(own(maria))).toBe(0);
    // Another customer sees none of it.
    expect(chatRoomListSchema.parse((await rooms(own(outsider))).body)).toMatchObject({
      salas: [],
      total_mensagens: 0,
      total: 0,
    });
  });

  it('bad messages are refused with a pt-BR reason; exit leaves the room', async () => {
    expect(await customer.emit(CHAT_EVENTS.send, { sala, texto: '   ' })).toEqual({
      ok: false,
      status: 400,
      mensagem: CHAT_MESSAGES.textoVazio,
    });
    expect(await customer.emit(CHAT_EVENTS.send, { sala, texto: 'x'.repeat(CHAT_MAX_TEXT + 1) })).toEqual({
      ok: false,
      status: 400,
      mensagem: CHAT_MESSAGES.textoLongo,
    });
    expect(await customer.emit(CHAT_EVENTS.send, { sala })).toMatchObject({ ok: false, status: 400 });
    expect(await customer.emit(CHAT_EVENTS.send, 'nada')).toMatchObject({ ok: false, status: 400 });
    expect(await customer.emit(CHAT_EVENTS.exit, { sala })).toEqual({ ok: true, data: { sala } });
    expect(await customer.emit(CHAT_EVENTS.send, { sala, texto: 'ainda aqui?' })).toEqual({
      ok: false,
      status: 403,
      mensagem: CHAT_MESSAGES.foraDaSala,
    });
    // Out of the room, its messages no longer arrive.
    const before = customer.received.message.length;
    await attendant.emit(CHAT_EVENTS.send, { sala, texto: 'Mais alguma dúvida?' });
    await new Promise((r) => setTimeout(r, 300));
    expect(customer.received.message.length).toBe(before);
  });

  it('pages: page 1 holds the latest perpage messages, oldest first; limits are checked', async () => {
    await join(customer, sala);
    for (let i = 1; i <= 5; i++) await customer.emit(CHAT_EVENTS.send, { sala, texto: `m${i}` });
    const p1 = chatMessagePageSchema.parse(
      (await get(`/v4/chat/${E.idfornecedor}/sala/${path(sala)}/mensagens?perpage=3`, { headers: bearer(own(maria)) }))
        .body,
    );
    expect(p1.mensagens.map((m) => m.texto)).toEqual(['m3', 'm4', 'm5']);
    expect(p1).toMatchObject({ page: 1, perpage: 3, total: 8 });
    const p2 = chatMessagePageSchema.parse(
      (
        await get(`/v4/chat/${E.idfornecedor}/sala/${path(sala)}/mensagens?perpage=3&page=2`, {
          headers: bearer(own(maria)),
        })
      ).body,
    );
    expect(p2.mensagens.map((m) => m.texto)).toEqual(['Mais alguma dúvida?', 'm1', 'm2']);
    expectApiError(
      await get(`/v4/chat/${E.idfornecedor}/sala/${path(sala)}/mensagens?perpage=101`, { headers: bearer(own(maria)) }),
      400,
    );
    expectApiError(
      await get(`/v4/chat/${E.idfornecedor}/sala/${path(sala)}/mensagens?page=0`, { headers: bearer(own(maria)) }),
      400,
    );
    expectApiError(await rooms(own(maria), E.idfornecedor, '?perpage=abc'), 400);
  });
});

describe('who else may join an order’s room', () => {
  it('a linked user’s order: the linked user and the principal acting, not the other linked user', async () => {
    const ana = await loginDemo('principal');
    const joao = await loginDemo('vinculado1');
    const beatriz = await loginDemo('vinculado2');
    const numpedido = await pickup(ana, JOAO);
    const sala = orderRoomId(numpedido);
    const asJoao = await connectChat(await customerTicket(joao, E.idfornecedor));
    expect((await join(asJoao, sala)).sala.idcliente).toBe(JOAO);
    const asAna = await connectChat(await customerTicket(ana, E.idfornecedor));
    await join(asAna, sala);
    const asBeatriz = await connectChat(await customerTicket(beatriz, E.idfornecedor));
    expect(await refusedJoin(asBeatriz, sala)).toEqual({ status: 404, mensagem: CHAT_MESSAGES.salaNaoEncontrada });
    // João writes; Ana (the principal) is told, as the room is in her list too.
    const anaBadge = asAna.next<ChatNotification>(CHAT_EVENTS.notification, (n) => n.sala === sala);
    const atd = await connectChat(await attendantTicket(await attendantLogin('emporio'), E.idfornecedor));
    await join(atd, sala);
    await atd.emit(CHAT_EVENTS.send, { sala, texto: 'Pedido separado.' });
    expect((await anaBadge).total_sala).toBe(1);
    expect(chatRoomListSchema.parse((await rooms(own(ana))).body).salas.map((r) => r.sala)).toContain(sala);
    for (const c of [asJoao, asAna, asBeatriz, atd]) c.close();
  });

  it('a representative acting for its client joins that client’s order room, not another client’s', async () => {
    const rep = await send<{ token: string }>('POST', '/v1/app/token/usuario/autenticar/representante', {
      cpf: 'carlos.rep@atacadohorizonte.com.br',
      senha: 'demo1234',
      idfornecedor: A.idfornecedor,
      loginAsRepresentante: true,
      tokenOrigin: 'commerce',
    });
    const C = DEMO_ACCOUNTS.empresaAprovada;
    const company = await loginDemo('empresaAprovada');
    const orders = orderListSchema.parse(
      (await get(`/v4/app/pedido/cliente/${C.idcliente}`, { headers: bearer(own(company)) })).body,
    );
    const numpedido = orders.pedidos[0]!.numpedido;
    const forCompany = { token: rep.body.token, usuario: { idcliente: C.idcliente } };
    const forLanchonete = { token: rep.body.token, usuario: { idcliente: DEMO_ACCOUNTS.lanchonete.idcliente } };
    const a = await connectChat(await customerTicket(forCompany, A.idfornecedor));
    expect((await join(a, orderRoomId(numpedido))).sala).toMatchObject({ idcliente: C.idcliente, numpedido });
    const b = await connectChat(await customerTicket(forLanchonete, A.idfornecedor));
    expect(await refusedJoin(b, orderRoomId(numpedido))).toEqual({
      status: 404,
      mensagem: CHAT_MESSAGES.salaNaoEncontrada,
    });
    // Acting for a client outside its portfolio: no ticket at all.
    expectApiError(
      await send(
        'POST',
        `/v4/chat/${A.idfornecedor}/ticket`,
        undefined,
        bearer(`${rep.body.token}~${DEMO_ACCOUNTS.consumidor.idcliente}`),
      ),
      403,
    );
    a.close();
    b.close();
  });
});

describe('a client’s room IDCLI:{idcliente}:{idfornecedor}', () => {
  it('the client and the supplier’s attendants only', async () => {
    const s = await newCustomer('emporio', 'Cliente Geral');
    const other = await newCustomer('emporio', 'Outro Cliente');
    const sala = clientRoomId(s.usuario.idcliente, E.idfornecedor);
    const mine = await connectChat(await customerTicket(s, E.idfornecedor));
    expect((await join(mine, `IDCLI:${s.usuario.idcliente.toUpperCase()}:${E.idfornecedor}`)).sala).toMatchObject({
      sala,
      canal: 'IDCLI',
      numpedido: null,
      titulo: 'Atendimento de Cliente Geral',
    });
    const theirs = await connectChat(await customerTicket(other, E.idfornecedor));
    expect(await refusedJoin(theirs, sala)).toEqual({ status: 404, mensagem: CHAT_MESSAGES.salaNaoEncontrada });
    // A room naming another supplier: not this ticket's.
    expect(await refusedJoin(mine, clientRoomId(s.usuario.idcliente, A.idfornecedor))).toMatchObject({ status: 404 });
    const atd = await connectChat(await attendantTicket(await attendantLogin('emporio'), E.idfornecedor));
    await join(atd, sala);
    const got = atd.next<ChatMessage>(CHAT_EVENTS.message);
    await mine.emit(CHAT_EVENTS.send, { sala, texto: 'Vocês entregam aos sábados?' });
    expect(await got).toMatchObject({ sala, texto: 'Vocês entregam aos sábados?', autor: 'CLIENTE' });
    // An attendant cannot open a room of someone who is not the supplier's client.
    const atacadoOnly = await newCustomer('atacado', 'Cliente do Atacado');
    expect(await refusedJoin(atd, clientRoomId(atacadoOnly.usuario.idcliente, E.idfornecedor))).toMatchObject({
      status: 404,
    });
    for (const c of [mine, theirs, atd]) c.close();
  });
});

describe('the flood guard: CHAT_MAX_MESSAGES_PER_WINDOW per author and room', () => {
  it('the next message is refused with 429 and a pt-BR reason, also for sends in parallel and from a second socket; the other side still writes', async () => {
    const s = await newCustomer('emporio', 'Cliente Apressado');
    const sala = clientRoomId(s.usuario.idcliente, E.idfornecedor);
    const a = await connectChat(await customerTicket(s, E.idfornecedor));
    const b = await connectChat(await customerTicket(s, E.idfornecedor));
    await join(a, sala);
    await join(b, sala);
    // More than the limit at once, split over two sockets of the same client: exactly the limit passes.
    const acks = await Promise.all(
      Array.from({ length: CHAT_MAX_MESSAGES_PER_WINDOW + 5 }, (_, i) =>
        (i % 2 ? a : b).emit<ChatMessage>(CHAT_EVENTS.send, { sala, texto: `m${i}` }),
      ),
    );
    expect(acks.filter((x) => x.ok)).toHaveLength(CHAT_MAX_MESSAGES_PER_WINDOW);
    for (const x of acks.filter((y) => !y.ok))
      expect(x).toEqual({ ok: false, status: 429, mensagem: CHAT_MESSAGES.muitasMensagens });
    expect(await a.emit(CHAT_EVENTS.send, { sala, texto: 'mais uma' })).toEqual({
      ok: false,
      status: 429,
      mensagem: CHAT_MESSAGES.muitasMensagens,
    });
    // Stored: the limit, not one more.
    const page = await join(a, sala);
    expect(page.mensagens.filter((m) => m.autor === 'CLIENTE')).toHaveLength(CHAT_MAX_MESSAGES_PER_WINDOW);
    // The attendant's answers are its own count.
    const atd = await connectChat(await attendantTicket(await attendantLogin('emporio'), E.idfornecedor));
    await join(atd, sala);
    expect(await atd.emit(CHAT_EVENTS.send, { sala, texto: 'Calma, já respondo.' })).toMatchObject({ ok: true });
    for (const c of [a, b, atd]) c.close();
  });
});
