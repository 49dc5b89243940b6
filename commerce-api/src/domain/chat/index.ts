export { attendantReader, createTicket, customerReader, redeemTicket, sessionAlive, type ChatReader } from './readers';
export {
  addMessage,
  listMessages,
  listRooms,
  markRead,
  openRoom,
  unreadInRoom,
  unreadTotal,
  type ChatSide,
} from './rooms';
