export { attendantReader, createTicket, customerReader, redeemTicket, type ChatReader } from './readers';
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
