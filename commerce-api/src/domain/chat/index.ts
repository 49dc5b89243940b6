export { attendantReader, createTicket, customerReader, redeemTicket, sessionAlive, type ChatReader } from './readers';
export {
  addMessage,
  customerSidesOf,
  listMessages,
  listRooms,
  markRead,
  openRoom,
  unreadInRoom,
  unreadTotal,
  type ChatSide,
} from './rooms';
