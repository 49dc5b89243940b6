import { chatEndpoints } from '../../../lib/contract/chat';
import { requireAttendant } from '../domain/attendant';
import {
  attendantReader,
  createTicket,
  customerReader,
  listMessages,
  listRooms,
  openRoom,
  unreadTotal,
} from '../domain/chat';
import { getSupplierRow } from '../domain/suppliers';
import { defineRoute } from '../http/router';

/** Chat per order, declared in lib/contract/chat.ts; the socket side is in src/chat/. */
export const chatRoutes = [
  defineRoute(chatEndpoints.createChatTicket, async ({ db, auth, params }) => {
    const f = await getSupplierRow(db, params.idfornecedor);
    return createTicket(db, await customerReader(db, auth, f.idfornecedor));
  }),

  defineRoute(chatEndpoints.listChatRooms, async ({ db, auth, params, query }) => {
    const f = await getSupplierRow(db, params.idfornecedor);
    return listRooms(db, await customerReader(db, auth, f.idfornecedor), query.page, query.perpage);
  }),

  defineRoute(chatEndpoints.getChatNotifications, async ({ db, auth, params }) => {
    const f = await getSupplierRow(db, params.idfornecedor);
    return { total_mensagens: await unreadTotal(db, await customerReader(db, auth, f.idfornecedor)) };
  }),

  defineRoute(chatEndpoints.listChatMessages, async ({ db, auth, params, query }) => {
    const f = await getSupplierRow(db, params.idfornecedor);
    const reader = await customerReader(db, auth, f.idfornecedor);
    return listMessages(db, await openRoom(db, reader, params.sala), query.page, query.perpage);
  }),

  defineRoute(chatEndpoints.createAttendantChatTicket, async ({ db, auth, params }) => {
    const f = await getSupplierRow(db, params.idfornecedor);
    const reader = attendantReader(await requireAttendant(db, auth.token, f));
    return createTicket(db, reader, auth.token!);
  }),

  defineRoute(chatEndpoints.listAttendantChatRooms, async ({ db, auth, params, query }) => {
    const f = await getSupplierRow(db, params.idfornecedor);
    return listRooms(db, attendantReader(await requireAttendant(db, auth.token, f)), query.page, query.perpage);
  }),

  defineRoute(chatEndpoints.listAttendantChatMessages, async ({ db, auth, params, query }) => {
    const f = await getSupplierRow(db, params.idfornecedor);
    const reader = attendantReader(await requireAttendant(db, auth.token, f));
    return listMessages(db, await openRoom(db, reader, params.sala), query.page, query.perpage);
  }),
];
